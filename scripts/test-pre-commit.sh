#!/usr/bin/env bash
# Tests .pre-commit-hooks.yaml with the real pre-commit (from PyPI, in a throw-away virtualenv) on a
# scratch git repository: a clean palette commits, a failing one is refused, a baselined one commits, a
# staged change to a CSS file alone is refused when it breaks a pair declared in a side file that
# includes it (the hook audits the repository's units, never a changed file alone), a staged DTCG
# `.tokens` file runs it, and a file of no palette format does not run the hook.
# Not part of `make test` (it needs network access for pip). Usage: scripts/test-pre-commit.sh
# (COLORAUDIT_BIN_DIR=folder uses the coloraudit in that folder instead of building the debug one).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ -z "${COLORAUDIT_BIN_DIR:-}" ]; then
  echo "== building coloraudit"
  (cd "$here" && swift build --product coloraudit >/dev/null)
  COLORAUDIT_BIN_DIR="$here/.build/debug"
fi
export PATH="$COLORAUDIT_BIN_DIR:$PATH"

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

echo "== a CSS change alone is audited with the side file that pairs its colours"
# #767676 on white is 4.5425:1 (passes 4.5:1), #777777 4.4781:1 (fails). The pair lives in the side file.
mkdir -p "$repo/web" "$repo/checks"
cat > "$repo/web/tokens.css" <<'CSS'
:root {
  --bg-canvas: #ffffff;
  --fg-muted: #767676;
}
CSS
cat > "$repo/checks/web.coloraudit.yaml" <<'YAML'
name: Web colours
include: ../web/tokens.css
pairs:
  - { foreground: --fg-muted, background: --bg-canvas }
YAML
git -C "$repo" add -A
(cd "$repo" && git commit -qm css) || fail "the passing CSS palette was refused"
sed -i 's/#767676/#777777/' "$repo/web/tokens.css"
git -C "$repo" add web/tokens.css
[ "$(git -C "$repo" diff --cached --name-only)" = web/tokens.css ] || fail "more than the CSS file is staged"
if (cd "$repo" && git commit -qm css-failing >"$work/out" 2>&1); then
  cat "$work/out"; fail "a CSS change breaking a side file's pair was committed"
fi
grep -q "fg-muted on --bg-canvas" "$work/out" || { cat "$work/out"; fail "the refusal does not name the pair"; }
git -C "$repo" checkout -q HEAD -- web/tokens.css

echo "== a DTCG .tokens file alone runs the hook"
# A .tokens file is DTCG (README, formats): staged alone, its failing pair (#777777 on white, 4.4781:1) is refused.
mkdir -p "$repo/design"
cat > "$repo/design/brand.tokens" <<'JSON'
{ "canvas": { "$type": "color", "$value": "#ffffff", "$extensions": { "org.coloraudit": { "role": "background" } } },
  "ink": { "$type": "color", "$value": "#777777", "$extensions": { "org.coloraudit": { "role": "text" } } } }
JSON
git -C "$repo" add design/brand.tokens
if (cd "$repo" && git commit -qm tokens-failing >"$work/out" 2>&1); then
  cat "$work/out"; fail "a .tokens file breaking a pair was committed (the hook did not run)"
fi
grep -q "contrast-minimum" "$work/out" || { cat "$work/out"; fail "the refusal does not name the rule"; }
git -C "$repo" rm -q --cached design/brand.tokens
rm -r "$repo/design"

echo "== files of no palette format do not run the hook"
echo "# notes" > "$repo/NOTES.md"
git -C "$repo" add -A
(cd "$repo" && git commit -qm other >"$work/out" 2>&1) || { cat "$work/out"; fail "a Markdown file was refused"; }
grep -q "coloraudit.*Skipped\|no files to check" "$work/out" || { cat "$work/out"; fail "the hook ran on a Markdown file"; }

echo "test-pre-commit: all passed"
