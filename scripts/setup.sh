#!/usr/bin/env bash
# Installs what ColorAudit needs to build on Debian/Ubuntu: LittleCMS (lcms2) and libyaml headers,
# and pkg-config. Does nothing when they are already there. Needs a Swift 6 toolchain on PATH.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no 'swift' on PATH; install a Swift 6 toolchain from swift.org first" >&2
  exit 1
fi

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists lcms2 yaml-0.1; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: install LittleCMS 2 and libyaml development files (brew install little-cms2 libyaml pkg-config)" >&2
  exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "setup: installing liblcms2-dev libyaml-dev pkg-config" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq liblcms2-dev libyaml-dev pkg-config >/dev/null
