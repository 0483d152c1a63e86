#!/usr/bin/env python3
"""Large inputs for the scale measurements of issues #26 and #24 (README "Benchmarks"), written reproducibly.

  scripts/scale-inputs.py android [N] [FILE]   an Android colors.xml of N colours (default 330,002,
                                               14.3 MB): FILE, default /tmp/coloraudit-scale-colors.xml
  scripts/scale-inputs.py roles [T B] [FILE]   the `json-cli` palette of coloraudit-bench: T text and B
                                               background colours with roles (default 400 x 240), by the
                                               generator and seed of the bench's `rolePalette`; FILE, default
                                               /tmp/coloraudit-bench-roles-TxB.yaml
  scripts/scale-inputs.py themes [N] [FILE]    a DTCG file of N colour tokens (default 100,000) in 10
                                               themes: each token's `$value` (light) and a mode value in
                                               `$extensions.mode` for 9 more themes (dark, the high-
                                               contrast, dimmed, colorblind and tritanopia ones); FILE,
                                               default /tmp/coloraudit-scale-themes-N.tokens.json
  scripts/scale-inputs.py theme-files [N] [DIR] the same 10 themes as a DTCG resolver: DIR (default
                                               /tmp/coloraudit-scale-theme-files-N) holds
                                               `scale.resolver.json`, whose modifier `theme` has a context
                                               per theme, and a `THEME.tokens.json` of N/10 tokens each
  scripts/scale-inputs.py p3 N outside|inside [FILE]
                                               N Display P3 text colours on a white page (`page`, role
                                               background): every colour outside sRGB, or every one
                                               inside it; FILE, default /tmp/coloraudit-p3-N-WHERE.yaml
  scripts/scale-inputs.py repair [N] [FILE]    the `repair` palette of coloraudit-bench (`palette(scaledTo:)`):
                                               N colours with roles, light and dark, and N declared pairs
                                               (default 300); FILE, default /tmp/coloraudit-bench-repair-N.yaml
  scripts/scale-inputs.py regions [N] numbered|lettered [dark] [FILE]
                                               the `regions` stylesheet of coloraudit-bench
                                               (`regionStylesheet`): N colours with region-first names, the
                                               page's --bg and --fg and N/3 regions × -bg, -fg, -border in
                                               :root (re-declared in .dark with `dark`); FILE, default
                                               /tmp/coloraudit-bench-regions-KIND[-dark]-N.css
  scripts/scale-inputs.py package [N] [FILE]  a DTCG design-token package of about N colours (default
                                               100,000) in a light and a dark theme (`color.light.*`,
                                               `color.dark.*`): the page's backgrounds, text, borders and
                                               icons, five status families (`error.default`, `.muted`,
                                               `.inverse`, `.default-hover`, `.default-pressed`; warning,
                                               success, info, danger) and product groups
                                               (`color.light.PRODUCT.PART.*`, PART one of tabbar, toolbar,
                                               menu, sidebar, dialog, card, banner, tooltip: background,
                                               background-hover, text, text-secondary, icon, border; and
                                               the product's own `error` family); FILE, default
                                               /tmp/coloraudit-scale-package-N.tokens.json

The Android file is valid XML as aapt2 reads it: `<resources>` with one `<color>` a line, values #RRGGBB
and #AARRGGBB, every tenth colour a reference to an earlier one, every 20th with a comment on the line
before (a description) and every 25th with one beside it. Values come from a fixed seed.
"""

import json
import os
import random
import sys

MASK = (1 << 64) - 1


class SplitMix:
    """SplitMix64, as `SplitMix` in Benchmarks/coloraudit-bench/main.swift."""

    def __init__(self, state):
        self.state = state & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below_2_24(self):
        # Swift's `Int.random(in: 0..<(1 << 24), using:)`: the high word of next() × 2^24.
        return self.next() >> 40


def roles(texts, backgrounds, path):
    rng = SplitMix(texts * 1000 + backgrounds)
    lines = [f"name: bench roles {texts}x{backgrounds}", "colors:"]
    for i in range(texts):
        lines.append(f'  text{i}: {{ value: "#{rng.below_2_24():06x}", role: text }}')
    for i in range(backgrounds):
        lines.append(f'  surface{i}: {{ value: "#{rng.below_2_24():06x}", role: background }}')
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


def repair(count, path):
    # As `palette(scaledTo:)` in Benchmarks/coloraudit-bench/main.swift: the same seed, order and lines.
    rng = SplitMix(300)
    shares = [("text", 100), ("interactive", 60), ("icon", 40), ("border", 40), ("background", 60)]
    lines = ["name: bench 300", "colors:"]
    foregrounds = []
    backgrounds = []
    for role, share in shares:
        for i in range(share * count // 300):
            name = f"{role}{i}"
            light = f"#{rng.below_2_24():06x}"
            dark = f"#{rng.below_2_24():06x}"
            lines.append(f'  {name}: {{ light: "{light}", dark: "{dark}", role: {role} }}')
            if role == "background":
                backgrounds.append(name)
            else:
                foregrounds.append((name, role))
    lines.append("pairs:")
    for k in range(count):
        foreground, role = foregrounds[k % len(foregrounds)]
        usage = "text" if role in ("text", "interactive") else "ui"
        background = backgrounds[(k * 7) % len(backgrounds)]
        lines.append(f"  - {{ foreground: {foreground}, background: {background}, usage: {usage} }}")
    lines.append("groups:")
    lines.append("  status: [" + ", ".join(f"icon{i}" for i in range(8)) + "]")
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


def regions(count, numbered, dark, path):
    # As `regionStylesheet` in Benchmarks/coloraudit-bench/main.swift: the same seed, order and lines.
    rng = SplitMix(count * 4 + (1 if numbered else 0) + (2 if dark else 0))

    def name(i):
        if numbered:
            return f"r{i}"
        letters = "r"
        for _ in range(4):
            letters += chr(97 + i % 26)
            i //= 26
        return letters

    lines = []
    for selector, page in ((":root", "--bg: #ffffff; --fg: #1a1a1a;"), (".dark", "--bg: #111111; --fg: #eeeeee;")):
        if selector == ".dark" and not dark:
            continue
        lines += [f"{selector} {{", f"  {page}"]
        for i in range(count // 3):
            r = name(i)
            bg, fg, border = (f"#{rng.below_2_24():06x}" for _ in range(3))
            lines.append(f"  --{r}-bg: {bg}; --{r}-fg: {fg}; --{r}-border: {border};")
        lines.append("}")
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")

def android(count, path):
    rng = SplitMix(count)
    with open(path, "w") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<resources>\n')
        for i in range(count):
            name = f"c{i:06d}"
            if i % 20 == 3:
                out.write(f"  <!-- shade {i} -->\n")
            if i % 10 == 9:
                value = f"@color/c{rng.next() % i:06d}"
            elif i % 2:
                value = f"#{rng.next() >> 32:08X}"
            else:
                value = f"#{rng.below_2_24():06X}"
            trailing = " <!-- beside -->" if i % 25 == 5 else ""
            out.write(f'  <color name="{name}">{value}</color>{trailing}\n')
        out.write("</resources>\n")


THEMES = [
    "dark", "light-high-contrast", "dark-high-contrast", "dark-dimmed", "light-colorblind",
    "dark-colorblind", "light-tritanopia", "dark-tritanopia", "dark-dimmed-high-contrast",
]


def themes(count, path):
    # Python's Random(24), not SplitMix: the figures in the README were measured on these bytes.
    rng = random.Random(24)

    def colour():
        return "#%06x" % rng.randrange(1 << 24)

    groups = {}
    for i in range(count):
        group = groups.setdefault("g%d" % (i // 1000), {})
        group["t%d" % i] = {
            "$type": "color", "$value": colour(), "$extensions": {"mode": {t: colour() for t in THEMES}},
        }
    with open(path, "w") as out:
        json.dump(groups, out)


def theme_files(count, folder):
    rng = random.Random(24)
    os.makedirs(folder, exist_ok=True)
    names = ["light"] + THEMES
    for theme in names:
        groups = {}
        for i in range(count // len(names)):
            groups.setdefault("g%d" % (i // 1000), {})["t%d" % i] = {
                "$type": "color", "$value": "#%06x" % rng.randrange(1 << 24),
            }
        with open(f"{folder}/{theme}.tokens.json", "w") as out:
            json.dump(groups, out)
    contexts = {theme: [{"$ref": f"./{theme}.tokens.json"}] for theme in names}
    resolver = {
        "name": "scale", "version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/theme"}],
        "modifiers": {"theme": {"contexts": contexts, "default": "light"}},
    }
    with open(f"{folder}/scale.resolver.json", "w") as out:
        json.dump(resolver, out)


# CSS Color 4 (https://www.w3.org/TR/css-color-4/#color-conversion-code): linear Display P3 to XYZ D65,
# and XYZ D65 to linear sRGB.
P3_TO_XYZ = [
    [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
    [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
    [0.0, 0.04511338185890264, 1.043944368900976],
]
XYZ_TO_SRGB = [
    [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
    [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
    [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
]


def linear_srgb_of_p3(rgb):
    def linear(v):
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    lin = [linear(v) for v in rgb]
    xyz = [sum(row[k] * lin[k] for k in range(3)) for row in P3_TO_XYZ]
    return [sum(row[k] * xyz[k] for k in range(3)) for row in XYZ_TO_SRGB]


def p3(count, outside, path):
    # Colours from a fixed seed, 4 decimals, each kept when clearly on the asked side of sRGB's edge (by 0.001
    # in linear sRGB), so that no colour is one LittleCMS could place on the other side.
    rng = SplitMix(20261206 + count * 2 + (1 if outside else 0))
    lines = [f"name: p3 {count} {'outside' if outside else 'inside'} sRGB", "colors:"]
    lines.append('  page: { value: "#ffffff", role: background }')
    made = 0
    while made < count:
        rgb = [round(rng.below_2_24() / (1 << 24), 4) for _ in range(3)]
        lin = linear_srgb_of_p3(rgb)
        is_outside = any(v < -0.001 or v > 1.001 for v in lin)
        is_inside = all(0.001 <= v <= 0.999 for v in lin)
        if (outside and is_outside) or (not outside and is_inside):
            lines.append(f'  text{made}: {{ value: "color(display-p3 {rgb[0]:.4f} {rgb[1]:.4f} {rgb[2]:.4f})", role: text }}')
            made += 1
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


STATUSES = ["error", "warning", "success", "info", "danger"]
PARTS = ["tabbar", "toolbar", "menu", "sidebar", "dialog", "card", "banner", "tooltip"]


def package(count, path):
    # Tones as a theme draws them: in the light theme backgrounds near white, text near black, borders and
    # icons between, a status's default fill mid-dark with near-white inverse text on it, its muted fill a
    # light tint; the dark theme mirrored. Hues and exact values from a fixed seed.
    rng = SplitMix(count * 7 + 29)

    def tone(low, high, dark):
        if dark:
            low, high = 255 - high, 255 - low
        return "#" + "".join("%02x" % (low + rng.next() % (high - low + 1)) for _ in range(3))

    def token(low, high, dark):
        return {"$type": "color", "$value": tone(low, high, dark)}

    def product_name(i):
        # Letters only (a name's digits are no word letters): p, then four letters from the index.
        letters = "p"
        for _ in range(4):
            letters += chr(97 + i % 26)
            i //= 26
        return letters

    themes = {}
    per_theme = count // 2
    for theme in ("light", "dark"):
        dark = theme == "dark"
        group = {
            "background": {k: token(lo, hi, dark) for k, (lo, hi) in
                           {"default": (245, 255), "subtle": (232, 245), "muted": (220, 235)}.items()},
            "text": {k: token(lo, hi, dark) for k, (lo, hi) in
                     {"primary": (0, 40), "secondary": (50, 90), "tertiary": (90, 120)}.items()},
            "border": {k: token(lo, hi, dark) for k, (lo, hi) in {"default": (170, 210), "strong": (110, 150)}.items()},
            "icon": {k: token(lo, hi, dark) for k, (lo, hi) in {"default": (30, 80), "muted": (100, 140)}.items()},
        }
        group["text"]["inverse"] = token(245, 255, not dark)
        group["background"]["inverse"] = token(0, 40, dark)

        def family(words):
            return {word: token(lo, hi, dark) for word, (lo, hi) in words.items()}

        status_words = {"default": (60, 150), "muted": (225, 245), "inverse": (245, 255),
                        "default-hover": (50, 130), "default-pressed": (40, 110)}
        for status in STATUSES:
            group[status] = family(status_words)
        made = sum(len(g) for g in group.values())
        i = 0
        while made < per_theme:
            product = {}
            for part in PARTS:
                product[part] = family({"background": (240, 255), "background-hover": (225, 240),
                                        "text": (0, 50), "text-secondary": (50, 100), "icon": (30, 90),
                                        "border": (150, 200)})
            product["error"] = family({"default": (60, 150), "muted": (225, 245), "inverse": (245, 255)})
            group[product_name(i)] = product
            made += len(PARTS) * 6 + 3
            i += 1
        themes[theme] = group
    with open(path, "w") as out:
        json.dump({"color": themes}, out)


def main(argv):
    if len(argv) < 2 or argv[1] not in ("android", "roles", "themes", "theme-files", "p3", "repair", "regions",
                                                  "package"):
        sys.exit(__doc__)
    if argv[1] == "p3":
        if len(argv) < 4 or argv[3] not in ("outside", "inside"):
            sys.exit(__doc__)
        count = int(argv[2])
        p3(count, argv[3] == "outside", argv[4] if len(argv) > 4 else f"/tmp/coloraudit-p3-{count}-{argv[3]}.yaml")
    elif argv[1] == "regions":
        count = int(argv[2]) if len(argv) > 2 else 100_000
        kind = argv[3] if len(argv) > 3 else "numbered"
        if kind not in ("numbered", "lettered"):
            sys.exit(__doc__)
        dark = len(argv) > 4 and argv[4] == "dark"
        rest = argv[5:] if dark else argv[4:]
        default = f"/tmp/coloraudit-bench-regions-{kind}{'-dark' if dark else ''}-{count}.css"
        regions(count, kind == "numbered", dark, rest[0] if rest else default)
    elif argv[1] == "package":
        count = int(argv[2]) if len(argv) > 2 else 100_000
        package(count, argv[3] if len(argv) > 3 else f"/tmp/coloraudit-scale-package-{count}.tokens.json")
    elif argv[1] == "repair":
        count = int(argv[2]) if len(argv) > 2 else 300
        repair(count, argv[3] if len(argv) > 3 else f"/tmp/coloraudit-bench-repair-{count}.yaml")
    elif argv[1] == "theme-files":
        count = int(argv[2]) if len(argv) > 2 else 100_000
        theme_files(count, argv[3] if len(argv) > 3 else f"/tmp/coloraudit-scale-theme-files-{count}")
    elif argv[1] == "themes":
        count = int(argv[2]) if len(argv) > 2 else 100_000
        themes(count, argv[3] if len(argv) > 3 else f"/tmp/coloraudit-scale-themes-{count}.tokens.json")
    elif argv[1] == "android":
        count = int(argv[2]) if len(argv) > 2 else 330_002
        android(count, argv[3] if len(argv) > 3 else "/tmp/coloraudit-scale-colors.xml")
    else:
        texts = int(argv[2]) if len(argv) > 2 else 400
        backgrounds = int(argv[3]) if len(argv) > 3 else 240
        default = f"/tmp/coloraudit-bench-roles-{texts}x{backgrounds}.yaml"
        roles(texts, backgrounds, argv[4] if len(argv) > 4 else default)


if __name__ == "__main__":
    main(sys.argv)
