#!/usr/bin/env bash
# Tests a `make dist` archive as a fresh machine would use it: unpacks it in a temporary folder and runs
# the binary with an empty environment (env -i PATH=/usr/bin:/bin: no toolchain on PATH, no
# LD_LIBRARY_PATH), and checks with readelf/ldd that it needs only the system's libraries — lcms2,
# libyaml, libxml2, zlib and the C/C++ runtime — and nothing from the Swift toolchain (libswift*,
# Foundation, dispatch). Then: --version says the archive's version, an audit of a palette with one
# failing pair exits 1 naming it, the man page and the completions are in place.
#   scripts/test-dist.sh [ARCHIVE]      default: the newest dist/coloraudit-*.tar.gz
# Linux only for the library check (macOS ships the Swift runtime with the system).
# Not part of `make test` (it needs a release build, 3–8 minutes); `make test-dist` builds and runs it, and
# .ci/run runs it when COLORAUDIT_TEST_DIST=1.
set -euo pipefail
cd "$(dirname "$0")/.."

archive="${1:-$(ls -t dist/coloraudit-*.tar.gz 2>/dev/null | head -n 1)}"
if [ -z "$archive" ] || [ ! -f "$archive" ]; then
  echo "test-dist: no archive (run make dist)" >&2
  exit 2
fi
archive=$(cd "$(dirname "$archive")" && pwd)/$(basename "$archive")
name=$(basename "$archive" .tar.gz)
version=${name#coloraudit-}
version=${version%-*-*}
failures=()
fail() { failures+=("$1"); echo "  FAIL: $1"; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "$archive"
root="$work/$name"
bin="$root/bin/coloraudit"
echo "== $name unpacked in $work"
for file in bin/coloraudit share/man/man1/coloraudit.1 share/bash-completion/completions/coloraudit \
  share/zsh/site-functions/_coloraudit share/fish/vendor_completions.d/coloraudit.fish README.md LICENSE; do
  [ -f "$root/$file" ] || fail "missing $file"
done

if [ "$(uname -s)" = Linux ]; then
  echo "== libraries"
  toolchain=""
  if command -v swift >/dev/null 2>&1; then
    toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
  fi
  # Direct dependencies (DT_NEEDED): the four system libraries and the C and C++ runtime, nothing else.
  needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
  echo "$needed" | sed 's/^/  needs /'
  while read -r library; do
    case "$library" in
      liblcms2.so.* | libyaml-0.so.* | libxml2.so.* | libz.so.* | libc.so.* | libm.so.* | libdl.so.* | \
        libpthread.so.* | librt.so.* | libutil.so.* | libstdc++.so.* | libgcc_s.so.* | ld-linux*) ;;
      *) fail "needs $library (not a system library the README lists)" ;;
    esac
  done <<<"$needed"
  # Everything the loader resolves, run as the user would (empty environment).
  resolved=$(env -i PATH=/usr/bin:/bin ldd "$bin")
  if grep -q "not found" <<<"$resolved"; then fail "unresolved: $(grep 'not found' <<<"$resolved" | tr -s ' \t' ' ')"; fi
  if grep -Eq "libswift|libFoundation|libdispatch|libBlocksRuntime|_FoundationICU" <<<"$resolved"; then
    fail "loads a Swift runtime library: $(grep -E 'libswift|Foundation|dispatch|Blocks' <<<"$resolved" | tr -s ' \t' ' ')"
  fi
  if [ -n "$toolchain" ] && grep -q "$toolchain" <<<"$resolved"; then
    fail "loads a library from the toolchain at $toolchain"
  fi
fi

run() { env -i PATH=/usr/bin:/bin HOME="$work" "$bin" "$@"; }
echo "== coloraudit --version"
said=$(run --version) || fail "--version exited $?"
echo "  $said"
[ "$said" = "coloraudit $version" ] || fail "--version says '$said', expected 'coloraudit $version'"

echo "== an audit"
mkdir -p "$work/sample"
# #767676 on white is 4.54:1 and #777777 4.48:1 (WCAG 2 relative luminance, derived by hand in
# Tests/ColorAuditTests/Fixtures/Gate): one pair passes AA, the other fails it.
cat >"$work/sample/app.yaml" <<'YAML'
name: Sample
colors:
  page: { value: "#ffffff", role: background }
  body: { value: "#767676", role: text }
  muted: { value: "#777777", role: text }
pairs:
  - { foreground: body, background: page }
  - { foreground: muted, background: page }
YAML
set +e
out=$(cd "$work/sample" && run audit app.yaml --format xcode 2>&1)
status=$?
set -e
echo "$out" | sed 's/^/  /'
[ "$status" -eq 1 ] || fail "audit exited $status, expected 1 (one pair below 4.5:1)"
grep -q "app.yaml:8:5: error: muted on page: contrast 4.47:1 is below 4.5:1 .*\[contrast-minimum\]" <<<"$out" \
  || fail "the audit does not report muted on page below 4.5:1 at app.yaml:8:5"
if grep -q "error: body on page" <<<"$out"; then fail "the audit fails body on page (4.54:1 passes AA)"; fi
json=$(cd "$work/sample" && run audit app.yaml --format json --fail-on never 2>&1) || fail "JSON audit failed"
grep -q "\"version\" : \"$version\"" <<<"$json" || fail "the JSON report's tool.version is not $version"

echo "== man page and completions"
run completion bash | cmp -s - "$root/share/bash-completion/completions/coloraudit" \
  || fail "the bash completion differs from the binary's"
if command -v man >/dev/null 2>&1; then
  MANPATH="$root/share/man" man -P cat coloraudit >/dev/null 2>&1 || fail "man cannot read coloraudit(1)"
fi

if [ ${#failures[@]} -gt 0 ]; then
  echo "test-dist: ${#failures[@]} failure(s)" >&2
  exit 1
fi
echo "test-dist: $name runs without the toolchain"
