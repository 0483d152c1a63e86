#!/usr/bin/env bash
# Tests the SwiftPM command plugin (`swift package coloraudit`) on a scratch package that depends on this
# one by path and ships a palette as a resource: without arguments the plugin finds and audits the
# resource; a failing pair makes the command fail. Not part of `make test` (it builds coloraudit again in
# the scratch package). Usage: scripts/test-plugin.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/App/Sources/App/Resources"
cat > "$work/App/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "App",
    dependencies: [.package(path: "$here")],
    targets: [.target(name: "App", resources: [.copy("Resources/colors.yaml")])]
)
SWIFT
echo "public let app = 1" > "$work/App/Sources/App/App.swift"
cat > "$work/App/Sources/App/Resources/colors.yaml" <<'YAML'
colors:
  page: { value: "#ffffff", role: background }
  ink: { value: "#000000", role: text }
pairs:
  - { foreground: ink, background: page }
YAML
cd "$work/App"
fail() { echo "test-plugin: FAILED: $*" >&2; exit 1; }

echo "== a clean palette resource"
swift package coloraudit >"$work/out" 2>&1 || { cat "$work/out"; fail "the clean palette failed"; }
grep -q "colors.yaml" "$work/out" || { cat "$work/out"; fail "the resource was not audited"; }

echo "== a failing pair fails the command"
# #777777 on white: 4.4781:1, below 4.5:1.
cat >> Sources/App/Resources/colors.yaml <<'YAML'
  - { foreground: muted, background: page }
YAML
sed -i 's/^  ink: .*/&\n  muted: { value: "#777777", role: text }/' Sources/App/Resources/colors.yaml
if swift package coloraudit --format json >"$work/out" 2>&1; then cat "$work/out"; fail "findings did not fail"; fi
grep -q '"contrast-minimum"' "$work/out" || { cat "$work/out"; fail "no contrast-minimum finding"; }
echo "== in ColorAudit's own checkout"
# SwiftPM builds the plugin's tool there as the product named as the target (ColorAuditCLI): it once stopped at
# "no product named 'ColorAuditCLI'" before auditing anything.
printf 'colors:\n  page: { value: "#ffffff", role: background }\n  ink: { value: "#000000", role: text }\n' >"$work/own.yaml"
(cd "$here" && swift package coloraudit "$work/own.yaml") >"$work/out" 2>&1 || { cat "$work/out"; fail "the plugin in the checkout failed"; }
grep -q "own.yaml" "$work/out" || { cat "$work/out"; fail "the checkout's plugin audited nothing"; }
echo "test-plugin: all passed"
