#!/usr/bin/env bash
# Tests .pre-commit-hooks.yaml with the real pre-commit (from PyPI, in a throw-away virtualenv) on a
# scratch git repository: a clean palette commits, a failing one is refused, a baselined one commits.
# Not part of `make test` (it needs network access for pip). Usage: scripts/test-pre-commit.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== building coloraudit"
(cd "$here" && swift build --product coloraudit >/dev/null)
export PATH="$here/.build/debug:$PATH"

echo "== installing pre-commit into $work/venv"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q pre-commit
precommit="$work/venv/bin/pre-commit"

# pre-commit clones the hook repository at a commit: use this checkout's HEAD (commit your changes first).
rev="$(git -C "$here" rev-parse HEAD)"
repo="$work/app"
mkdir -p "$repo/palettes"
git -C "$repo" init -q
git -C "$repo" config user.email test@example.invalid
git -C "$repo" config user.name test
cat > "$repo/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $here
    rev: $rev
    hooks:
      - id: coloraudit
YAML
cat > "$repo/palettes/app.yaml" <<'YAML'
colors:
  page: { value: "#ffffff", role: background }
  ink: { value: "#000000", role: text }
pairs:
  - { foreground: ink, background: page }
YAML
git -C "$repo" add -A
(cd "$repo" && "$precommit" install >/dev/null)

fail() { echo "test-pre-commit: FAILED: $*" >&2; exit 1; }

echo "== a clean palette commits"
(cd "$repo" && git commit -qm clean) || fail "the clean palette was refused"

echo "== a failing pair is refused"
# #777777 on white is 4.4781:1, below 4.5:1.
cat >> "$repo/palettes/app.yaml" <<'YAML'
  - { foreground: muted, background: page }
YAML
sed -i 's/^  ink: .*/&\n  muted: { value: "#777777", role: text }/' "$repo/palettes/app.yaml"
git -C "$repo" add -A
if (cd "$repo" && git commit -qm failing >"$work/out" 2>&1); then
  cat "$work/out"; fail "the failing palette was committed"
fi
grep -q "contrast-minimum" "$work/out" || { cat "$work/out"; fail "the refusal does not name the rule"; }

echo "== with a baseline, the known finding commits"
(cd "$repo" && coloraudit audit palettes/app.yaml --write-baseline .coloraudit-baseline.json)
cat > "$repo/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $here
    rev: $rev
    hooks:
      - id: coloraudit
        args: [--baseline, .coloraudit-baseline.json]
YAML
git -C "$repo" add -A
(cd "$repo" && git commit -qm baselined) || fail "the baselined palette was refused"

echo "== files the pattern does not match are not audited"
echo "name: not a palette" > "$repo/config.yaml"
git -C "$repo" add -A
(cd "$repo" && git commit -qm other) || fail "a non-palette YAML file was audited"

echo "test-pre-commit: all passed"
