#!/usr/bin/env bash
# The install steps of action.yml.
#   action-install.sh find    Uses the release archive of the action's version when there is one: with the
#                             action referenced by a version tag (uses: …/coloraudit@v1.2.0), downloads
#                             coloraudit-1.2.0-OS-ARCH.tar.gz from that release (checked against its .sha256),
#                             unpacks it and puts its bin/ on PATH (step output from=release). Otherwise
#                             (a branch or commit, or no archive for this OS and architecture) prints the
#                             step outputs for a source build: from=source, key (the runner's image and
#                             architecture and a SHA-256 of the package's sources: Package.swift,
#                             Package.resolved, Sources/) and bin (the folder actions/cache keeps).
#   action-install.sh build   Builds the release coloraudit from the action's checkout into that folder (once
#                             per source version: the next runs restore it from the cache).
#   action-install.sh use     Puts that folder on PATH, after installing the system libraries the binary
#                             needs when the runner lacks them (a restored cache skips setup.sh).
# Environment: COLORAUDIT_ACTION_PATH, COLORAUDIT_ACTION_REF, COLORAUDIT_ACTION_REPOSITORY (from the
# `github` context), COLORAUDIT_RELEASE_BASE (default https://github.com/REPOSITORY/releases/download;
# scripts/test-action.py points it at a local folder), COLORAUDIT_BIN (the build's folder, for `build`),
# RUNNER_TEMP, GITHUB_OUTPUT, GITHUB_PATH.
set -euo pipefail
action="${COLORAUDIT_ACTION_PATH:?}"
output="${GITHUB_OUTPUT:-/dev/null}"

platform() {
  local os arch
  os=$(uname -s | tr '[:upper:]' '[:lower:]')
  arch=$(uname -m)
  [ "$arch" = aarch64 ] && arch=arm64
  echo "$os-$arch"
}

sha256() { sha256sum "$@" 2>/dev/null || shasum -a 256 "$@"; }

# The runtime libraries the archive's binary links (the Swift runtime is inside it).
runtime_libraries() {
  local binary=$1 missing
  command -v ldd >/dev/null 2>&1 || return 0
  missing=$(ldd "$binary" 2>/dev/null | grep "not found" || true)
  [ -z "$missing" ] && return 0
  if command -v apt-get >/dev/null 2>&1; then
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo=sudo
    echo "coloraudit: installing LittleCMS and libyaml ($(echo "$missing" | awk '{print $1}' | tr '\n' ' '))" >&2
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq liblcms2-2 libyaml-0-2 libxml2 >/dev/null
  fi
  ! ldd "$binary" | grep -q "not found"
}

find_release() {
  local ref="${COLORAUDIT_ACTION_REF:-}" repository="${COLORAUDIT_ACTION_REPOSITORY:-}"
  [[ "$ref" =~ ^v[0-9] ]] || return 1
  local version="${ref#v}" name base folder
  name="coloraudit-$version-$(platform)"
  base="${COLORAUDIT_RELEASE_BASE:-https://github.com/$repository/releases/download}"
  folder="${RUNNER_TEMP:-/tmp}/coloraudit-release"
  rm -rf "$folder" && mkdir -p "$folder"
  curl -fsSL --retry 2 -o "$folder/$name.tar.gz" "$base/$ref/$name.tar.gz" 2>/dev/null || {
    echo "coloraudit: no release archive $name.tar.gz for $ref; building from source" >&2
    return 1
  }
  if curl -fsSL -o "$folder/$name.tar.gz.sha256" "$base/$ref/$name.tar.gz.sha256" 2>/dev/null; then
    (cd "$folder" && sha256 -c "$name.tar.gz.sha256" >/dev/null) || {
      echo "coloraudit: $name.tar.gz does not match its .sha256" >&2
      exit 2
    }
  fi
  tar -C "$folder" -xzf "$folder/$name.tar.gz"
  runtime_libraries "$folder/$name/bin/coloraudit" || {
    echo "coloraudit: the release binary's libraries are missing; building from source" >&2
    return 1
  }
  echo "coloraudit: using the release archive $name.tar.gz ($("$folder/$name/bin/coloraudit" --version))" >&2
  echo "$folder/$name/bin" >>"${GITHUB_PATH:-/dev/null}"
  echo "from=release" >>"$output"
}

case "${1:-}" in
  find)
    if find_release; then exit 0; fi
    digest=$(cd "$action" && { find Sources -type f; ls Package.swift Package.resolved 2>/dev/null || true; } \
      | LC_ALL=C sort | while read -r file; do sha256 "$file"; done | sha256 | cut -c1-32)
    {
      echo "from=source"
      echo "key=coloraudit-${ImageOS:-$(uname -s)}-$(platform)-$digest"
      echo "bin=$HOME/.cache/coloraudit-action/bin"
    } >>"$output"
    ;;
  build)
    bin="${COLORAUDIT_BIN:?}"
    "$action/scripts/setup.sh"
    flags=(-c release)
    [ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib)
    echo "coloraudit: building from source (release; once per source version, then cached)" >&2
    swift build "${flags[@]}" --product coloraudit --package-path "$action" >&2
    mkdir -p "$bin"
    cp "$(swift build "${flags[@]}" --package-path "$action" --show-bin-path)/coloraudit" "$bin/coloraudit"
    ;;
  use)
    bin="${COLORAUDIT_BIN:?}"
    runtime_libraries "$bin/coloraudit" || {
      echo "coloraudit: $bin/coloraudit cannot find its libraries" >&2
      exit 2
    }
    echo "coloraudit: $("$bin/coloraudit" --version) from $bin" >&2
    echo "$bin" >>"${GITHUB_PATH:-/dev/null}"
    ;;
  *)
    echo "usage: action-install.sh find|build|use" >&2
    exit 2
    ;;
esac
