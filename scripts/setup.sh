#!/usr/bin/env bash
# Installs what ColorAudit needs to build on Debian/Ubuntu: LittleCMS (lcms2), libyaml and zlib headers,
# and pkg-config; and libgs-common, whose Ghostscript CMYK ICC profile (default_cmyk.icc) converts the
# CMYK swatches of Adobe .ase files (without it they are listed as not convertible). Does nothing when
# they are already there. Needs a Swift 6 toolchain on PATH.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no 'swift' on PATH; install a Swift 6 toolchain from swift.org first" >&2
  exit 1
fi

cmyk_profile=/usr/share/color/icc/ghostscript/default_cmyk.icc
packages=()
if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists lcms2 yaml-0.1 zlib; }; then
  packages+=(liblcms2-dev libyaml-dev zlib1g-dev pkg-config)
fi
if [ "$(uname -s)" = Linux ] && [ ! -f "$cmyk_profile" ]; then
  packages+=(libgs-common)
fi
if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  if [ "${packages[*]}" = libgs-common ]; then
    echo "setup: no CMYK profile at $cmyk_profile; CMYK swatches of .ase files will be reported as not convertible" >&2
    exit 0
  fi
  echo "setup: install LittleCMS 2, libyaml and zlib development files (brew install little-cms2 libyaml zlib pkg-config)" >&2
  exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "setup: installing ${packages[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
