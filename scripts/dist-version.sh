#!/usr/bin/env bash
# Prints the version `make dist` bakes into coloraudit: the release tag (v1.2.0 → 1.2.0; three commits
# after it 1.2.0-3-gabc1234; uncommitted changes add -dirty), else in a checkout without a tag
# 0.0.0-dev+<commit>, else (sources without git, e.g. an unpacked source archive) the VERSION file's
# first line, else 0.0.0-dev. Refuses a version with characters other than [0-9A-Za-z.+-] (it becomes a C
# string literal and a file name).
set -euo pipefail
cd "$(dirname "$0")/.."
if version=$(git describe --tags --match 'v[0-9]*' --dirty 2>/dev/null); then
  version="${version#v}"
elif hash=$(git rev-parse --short HEAD 2>/dev/null); then
  version="0.0.0-dev+$hash"
  if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then version="$version.dirty"; fi
elif [ -f VERSION ]; then
  version=$(head -n 1 VERSION | tr -d '[:space:]')
else
  version="0.0.0-dev"
fi
if ! [[ "$version" =~ ^[0-9A-Za-z.+-]+$ ]]; then
  echo "dist-version: '$version' has characters other than [0-9A-Za-z.+-]" >&2
  exit 2
fi
echo "$version"
