#!/usr/bin/env python3
"""Convert Radix Colors CSS theme modules into a ColorAudit palette (YAML).

Input: the `light/theme.module.css` and `dark/theme.module.css` files of the
radix-ui/colors repository at commit 9281d9b44772ebfc6f87ec4890dca1341e834aa0
(the 11-step `000`-`1000` generation of Radix Colors, MIT). Each file holds one
CSS rule per scale (`.blue{ --blue000: hsl(206 100% 99.2%); ... }`).

Output: a ColorAudit palette with one token per scale step (`blue000` ...
`blue1000`) carrying the light and dark values verbatim, a role per step, the
pairs the Radix documentation of that generation prescribes, and colour-vision
groups for the status scales.

Step usage (README of radix-ui/colors in the 000-1000 generation, "Choosing the
right scale steps"; the same text is in the npm README of @radix-ui/colors
0.1.x, https://socket.dev/npm/package/@radix-ui/colors/overview/0.1.6):
  000 main app/site background          100 very subtle backgrounds
  200 static backgrounds (soft buttons, badges, chips)
  300 UI element background hover       400 pressed/selected background
  500 subtle lines/borders, separators  600 interactive UI element borders
  700 interactive border hover          800 "pure": solid backgrounds (solid
  button background, accent header, text field placeholder text)
  900 low-contrast text                 1000 high-contrast text
The later 12-step scale (steps 1-12) is a different data set; it is NOT what
these files contain.

Python 3 standard library only.

Usage:
  scripts/radix-to-coloraudit.py [--light LIGHT_CSS] [--dark DARK_CSS]
                                 [--scales gray,blue,red,green,amber]
                                 [-o palettes/radix-colors.yaml | -o -]
Defaults read the vendored copies under scripts/data/radix/ and write
palettes/radix-colors.yaml next to this script's parent directory.
"""

from __future__ import annotations

import argparse
import os
import re
import sys

REPO = "radix-ui/colors"
COMMIT = "9281d9b44772ebfc6f87ec4890dca1341e834aa0"
LICENCE = 'MIT (package.json at that commit: "license": "MIT")'

STEPS = ["000", "100", "200", "300", "400", "500", "600", "700", "800", "900", "1000"]

# role and one-line usage per step, from the README text quoted in the docstring.
STEP_ROLE = {
    "000": ("background", "main app/site background"),
    "100": ("background", "very subtle background (striped rows, banners, code blocks, sidebars)"),
    "200": ("background", "static background (soft buttons, badges, chips)"),
    "300": ("background", "UI element background, hover"),
    "400": ("background", "UI element background, pressed/selected"),
    "500": ("border", "subtle lines/borders, separators"),
    "600": ("border", "interactive UI element borders (buttons, form controls)"),
    "700": ("border", "interactive UI element borders, hover"),
    "800": ("interactive", "pure: solid backgrounds (solid buttons, accent headers)"),
    "900": ("text", "low-contrast text"),
    "1000": ("text", "high-contrast text"),
}

DEFAULT_SCALES = ["gray", "blue", "red", "green", "amber"]
NEUTRAL = "gray"  # the scale whose step 000 is the app background for accent text
STATUS = ["red", "green", "amber"]  # danger / success / warning in the README's aliasing example

RULE_RE = re.compile(r"\.([A-Za-z][\w-]*)\s*\{([^}]*)\}", re.S)
DECL_RE = re.compile(r"--([A-Za-z][\w-]*)\s*:\s*([^;]+);")
COLOR_RE = re.compile(r"^(hsla?|rgba?)\([^()]*\)$|^#[0-9a-fA-F]{3,8}$")


class ConversionError(Exception):
    pass


def parse_theme(path: str) -> dict[str, dict[str, tuple[str, int]]]:
    """Return {scale: {step: (value, line)}} for one theme file."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    # Blank out comments but keep newlines so line numbers stay right.
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    scales: dict[str, dict[str, tuple[str, int]]] = {}
    for rule in RULE_RE.finditer(text):
        scale = rule.group(1)
        body_start = rule.start(2)
        steps: dict[str, tuple[str, int]] = {}
        for decl in DECL_RE.finditer(rule.group(2)):
            name, value = decl.group(1), " ".join(decl.group(2).split())
            line = text.count("\n", 0, body_start + decl.start()) + 1
            if not name.startswith(scale):
                raise ConversionError(f"{path}:{line}: --{name} inside .{scale}")
            step = name[len(scale):]
            if step not in STEPS:
                raise ConversionError(f"{path}:{line}: unexpected step '{step}' in --{name}")
            if not COLOR_RE.match(value):
                raise ConversionError(f"{path}:{line}: not a colour: {value!r}")
            if step in steps:
                raise ConversionError(f"{path}:{line}: duplicate --{name}")
            steps[step] = (value, line)
        if scale in scales:
            raise ConversionError(f"{path}: duplicate rule .{scale}")
        scales[scale] = steps
    if not scales:
        raise ConversionError(f"{path}: no .scale{{...}} rules found")
    return scales


def q(value: str) -> str:
    """YAML double-quoted scalar (the values never contain quotes or backslashes)."""
    if '"' in value or "\\" in value:
        raise ConversionError(f"unexpected character in {value!r}")
    return f'"{value}"'


def build_yaml(light_path: str, dark_path: str, light_label: str, dark_label: str, scales: list[str]) -> str:
    light = parse_theme(light_path)
    dark = parse_theme(dark_path)
    for scale in scales:
        for theme, label in ((light, light_label), (dark, dark_label)):
            if scale not in theme:
                raise ConversionError(f"{label}: no .{scale} rule")
            missing = [s for s in STEPS if s not in theme[scale]]
            if missing:
                raise ConversionError(f"{label}: .{scale} lacks steps {', '.join(missing)}")
    if NEUTRAL not in scales:
        raise ConversionError(f"the '{NEUTRAL}' scale is required (app background for accent text)")

    out: list[str] = []
    w = out.append
    w("# Radix Colors (000-1000 generation), converted to the ColorAudit palette format.")
    w("#")
    w("# GENERATED by scripts/radix-to-coloraudit.py -- do not edit by hand; re-run the script.")
    w(f"# Source repository: https://github.com/{REPO}")
    w(f"# Commit: {COMMIT}")
    w(f"# Files: {light_label} (light values), {dark_label} (dark values)")
    w(f"# Licence: {LICENCE}; see scripts/data/radix/LICENSE.md.")
    w("# Values are copied verbatim from the CSS custom properties (CSS Color 4 hsl(); the light")
    w("# file mixes the modern space-separated form with the legacy comma form, e.g. gray900).")
    w("# Each token's trailing comment gives the source line numbers: light:N dark:M.")
    w("#")
    w("# Roles and pairs follow the step usage documented for this generation (README of")
    w(f"# {REPO}, \"Choosing the right scale steps\"; npm @radix-ui/colors 0.1.x README):")
    for step in STEPS:
        role, usage = STEP_ROLE[step]
        w(f"#   {step:>4}  {role:<11} {usage}")
    w("# This generation has 11 steps (000-1000); the later Radix Colors scale with steps 1-12 is a")
    w("# different data set with its own step guide.")
    w("")
    w(f"name: Radix Colors ({', '.join(scales)}) at {REPO}@{COMMIT[:7]}")
    w("platform: web")
    w("colors:")
    width = max(len(s) for s in scales) + len("1000") + 1
    for scale in scales:
        w(f"  # --- {scale} ---")
        for step in STEPS:
            name = f"{scale}{step}"
            lv, ll = light[scale][step]
            dv, dl = dark[scale][step]
            role, _ = STEP_ROLE[step]
            key = f"{name}:".ljust(width + 1)
            w(f"  {key} {{ light: {q(lv)}, dark: {q(dv)}, role: {role} }}  # light:{ll} dark:{dl}")

    w("")
    w("pairs:")
    for scale in scales:
        w(f"  # --- {scale} ---")
        w(f"  # 1000 (high-contrast text) on the backgrounds 000-200")
        for bg in ("000", "100", "200"):
            w(f"  - {{ foreground: {scale}1000, background: {scale}{bg}, usage: text }}")
        w(f"  # 900 (low-contrast text) on 000-100, and on 200/300/400 as in the README's soft-button example")
        w(f"  # (background 200, hover 300, active 400, text 900)")
        for bg in ("000", "100", "200", "300", "400"):
            w(f"  - {{ foreground: {scale}900, background: {scale}{bg}, usage: text }}")
        w(f"  # 800 solid fill (e.g. a solid button) against the app background: a UI component (WCAG 1.4.11)")
        w(f"  - {{ foreground: {scale}800, background: {scale}000, usage: ui }}")
        w(f"  # 600 interactive borders (form controls, buttons) against the app background: WCAG 1.4.11 applies")
        w(f"  # when the border is what identifies the control; 500 separators are decorative")
        w(f"  - {{ foreground: {scale}600, background: {scale}000, usage: ui }}")
        w(f"  - {{ foreground: {scale}500, background: {scale}000, usage: decorative }}")
    w(f"  # --- cross-scale ---")
    w(f"  # README: 800 is also used for text field placeholder text (on the app background)")
    w(f"  - {{ foreground: {NEUTRAL}800, background: {NEUTRAL}000, usage: text }}")
    w(f"  # README aliasing example: accentText/dangerText/successText = 900 of the accent/status scale,")
    w(f"  # shown on the neutral app background")
    for scale in scales:
        if scale != NEUTRAL:
            w(f"  - {{ foreground: {scale}900, background: {NEUTRAL}000, usage: text }}")

    status = [s for s in STATUS if s in scales]
    w("")
    w("groups:")
    if len(status) >= 2:
        w("  # danger / success / warning must stay distinguishable for colour-vision deficiencies")
        w(f"  status-solid: [{', '.join(s + '800' for s in status)}]")
        w(f"  status-text: [{', '.join(s + '900' for s in status)}]")
    else:
        w("  {}")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    data = os.path.join(here, "data", "radix")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--light", default=os.path.join(data, "light", "theme.module.css"),
                        help="light/theme.module.css (default: vendored copy)")
    parser.add_argument("--dark", default=os.path.join(data, "dark", "theme.module.css"),
                        help="dark/theme.module.css (default: vendored copy)")
    parser.add_argument("--scales", default=",".join(DEFAULT_SCALES),
                        help="comma-separated scale names (default: %(default)s)")
    parser.add_argument("-o", "--output", default=os.path.join(root, "palettes", "radix-colors.yaml"),
                        help="output file, '-' for stdout (default: palettes/radix-colors.yaml)")
    args = parser.parse_args(argv)
    scales = [s.strip() for s in args.scales.split(",") if s.strip()]
    try:
        text = build_yaml(args.light, args.dark, "light/theme.module.css", "dark/theme.module.css", scales)
    except (ConversionError, OSError) as error:
        print(f"radix-to-coloraudit: {error}", file=sys.stderr)
        return 1
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8") as handle:
            handle.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
