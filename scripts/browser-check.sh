#!/usr/bin/env bash
# Renders the HTML report of a shipped palette in headless Chromium (Debian's `chromium` package) at a
# phone and a desktop width, checks that the page loads without console errors, that its key elements
# exist (after the inline script ran) and that "Fix first" comes before the palettes, and keeps the
# screenshots. Not part of `make test` (it needs a browser): run
# `scripts/browser-check.sh [PALETTE] [OUTPUT-DIR]`.
set -euo pipefail

palette="${1:-palettes/examples/design-intent.yaml}"
out="${2:-.build/browser-check}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

if ! command -v chromium >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "browser-check: installing chromium" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

swift build --product coloraudit >/dev/null
status=0
.build/debug/coloraudit audit "$palette" --format html --output "$out/report.html" || status=$?
if [ "$status" -ge 2 ]; then
  echo "browser-check: coloraudit failed with status $status" >&2
  exit 1
fi

flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-extensions
  --user-data-dir="$out/profile")
url="file://$out/report.html"

# The DOM after scripts ran, with the console on stderr.
chromium "${flags[@]}" --enable-logging=stderr --v=0 --virtual-time-budget=3000 --dump-dom "$url" \
  >"$out/dom.html" 2>"$out/console.log" || true

failed=0
if grep -E "CONSOLE.*(Uncaught|Error|error)" "$out/console.log"; then
  echo "browser-check: console errors (see $out/console.log)" >&2
  failed=1
fi
for element in 'data-ready="1"' '<h1>ColorAudit report</h1>' '>Fix first<' '>Overview<' '>Swatches<' '>Contrast<' \
  '>Colour vision<' '>Light and screens<' '>Findings<' 'class="switch" role="group"' 'table class="sortable"'; do
  if ! grep -q -- "$element" "$out/dom.html"; then
    echo "browser-check: missing in the rendered page: $element" >&2
    failed=1
  fi
done
# The to-do list comes before every palette's sections.
fix_at=$(grep -bo '>Fix first<' "$out/dom.html" | head -1 | cut -d: -f1)
overview_at=$(grep -bo '>Overview<' "$out/dom.html" | head -1 | cut -d: -f1)
if [ -n "$fix_at" ] && [ -n "$overview_at" ] && [ "$fix_at" -gt "$overview_at" ]; then
  echo "browser-check: 'Fix first' is not the first section" >&2
  failed=1
fi
# The script unhides the appearance switch: the rendered switch must not carry `hidden` any more.
if grep -q 'class="switch" role="group" aria-label="Appearance" hidden' "$out/dom.html"; then
  echo "browser-check: the appearance switch is still hidden (script did not run)" >&2
  failed=1
fi

chromium "${flags[@]}" --window-size=390,1400 --screenshot="$out/report-phone.png" "$url" 2>/dev/null || failed=1
chromium "${flags[@]}" --window-size=1280,1000 --screenshot="$out/report-desktop.png" "$url" 2>/dev/null || failed=1
for shot in report-phone.png report-desktop.png; do
  if [ ! -s "$out/$shot" ]; then
    echo "browser-check: no screenshot $shot" >&2
    failed=1
  fi
done

if [ "$failed" -ne 0 ]; then exit 1; fi
echo "browser-check: ok — $out/report-phone.png, $out/report-desktop.png"
