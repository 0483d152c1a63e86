#!/usr/bin/env bash
# `make dist`: builds the release coloraudit with the version baked in (scripts/dist-version.sh) and packs
#   dist/coloraudit-VERSION-OS-ARCH.tar.gz     e.g. coloraudit-1.2.0-linux-x86_64.tar.gz
#   dist/coloraudit-VERSION-OS-ARCH.tar.gz.sha256
# holding one folder of that name: bin/coloraudit, share/man/man1/coloraudit.1, the bash, zsh and fish
# completions under share/ (the `make install` layout, so `cp -R` or `tar -C /usr/local --strip-components 1`
# installs it), README.md and LICENSE. On Linux the Swift runtime and Foundation are linked in
# (SWIFT_RELEASE_FLAGS, --static-swift-stdlib): the binary needs only the system's lcms2, libyaml,
# libxml2 and zlib (scripts/test-dist.sh checks that). Prints the archive's path.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(./scripts/dist-version.sh)
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
[ "$arch" = aarch64 ] && arch=arm64
name="coloraudit-$version-$os-$arch"
if [ -z "${SWIFT_RELEASE_FLAGS:-}" ]; then
  SWIFT_RELEASE_FLAGS="-c release"
  [ "$os" = linux ] && SWIFT_RELEASE_FLAGS="$SWIFT_RELEASE_FLAGS --static-swift-stdlib"
fi
read -r -a flags <<<"$SWIFT_RELEASE_FLAGS"

echo "dist: building coloraudit $version (release; several minutes on a cold build)…" >&2
COLORAUDIT_VERSION="$version" swift build "${flags[@]}" --product coloraudit >&2
binary="$(COLORAUDIT_VERSION="$version" swift build "${flags[@]}" --show-bin-path)/coloraudit"
baked=$("$binary" --version)
if [ "$baked" != "coloraudit $version" ]; then
  echo "dist: the binary says '$baked', expected 'coloraudit $version'" >&2
  exit 1
fi

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
make --no-print-directory install DESTDIR="$root" PREFIX= COLORAUDIT="$binary" >&2
strip "$root/bin/coloraudit" 2>/dev/null || true
cp README.md LICENSE "$root/"
mkdir -p dist
archive="dist/$name.tar.gz"
# Owner and order fixed, so the archive depends only on its files.
tar -C "$stage" --owner=0 --group=0 --numeric-owner --sort=name -czf "$archive" "$name" 2>/dev/null \
  || tar -C "$stage" -czf "$archive" "$name"
(cd dist && { sha256sum "$name.tar.gz" 2>/dev/null || shasum -a 256 "$name.tar.gz"; } >"$name.tar.gz.sha256")
echo "$archive"
