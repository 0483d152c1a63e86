#!/usr/bin/env python3
"""Structural check of ColorAudit YAML palettes (not an audit: no colour maths).

Checks, per file: the file parses as YAML; `name`, `platform` (ios | web | android) and `colors` are
present; every colour is a string, an alias "{token}" of an existing token, or a mapping whose keys are
appearances (value, any, light, dark, light-high-contrast, dark-high-contrast) plus `role` (text,
background, interactive, icon, border, decorative); aliases resolve without cycles; every pair names
existing foreground / background / backdrop tokens, has a valid `usage` (text | large-text | ui |
decorative) and numeric fontSize / fontWeight (or a weight keyword); every group member exists.

Needs PyYAML (`python3-yaml`). Usage: scripts/check-palettes.py [FILE ...]
(default: every *.yaml under palettes/). Exit status 1 when any problem is found.
"""

from __future__ import annotations

import glob
import os
import re
import sys

import yaml

PLATFORMS = {"ios", "web", "android"}
APPEARANCES = {"value", "any", "light", "dark", "light-high-contrast", "dark-high-contrast"}
ROLES = {"text", "background", "interactive", "icon", "border", "decorative"}
USAGES = {"text", "large-text", "ui", "decorative"}
WEIGHT_WORDS = {"normal", "bold", "regular", "medium", "semibold", "light", "thin", "heavy", "black"}
PAIR_KEYS = {"foreground", "background", "backdrop", "usage", "fontSize", "fontWeight"}
ALIAS = re.compile(r"^\{([^{}]+)\}$")


def check_file(path: str) -> list[str]:
    problems: list[str] = []

    def bad(message: str) -> None:
        problems.append(f"{path}: {message}")

    try:
        with open(path, encoding="utf-8") as handle:
            doc = yaml.safe_load(handle)
    except (OSError, yaml.YAMLError) as error:
        return [f"{path}: cannot parse: {error}"]
    if not isinstance(doc, dict):
        return [f"{path}: top level is not a mapping"]

    if not isinstance(doc.get("name"), str):
        bad("missing or non-string `name`")
    if doc.get("platform") not in PLATFORMS:
        bad(f"`platform` must be one of {sorted(PLATFORMS)}, got {doc.get('platform')!r}")
    colors = doc.get("colors")
    if not isinstance(colors, dict) or not colors:
        return problems + [f"{path}: missing or empty `colors`"]

    aliases: dict[str, str] = {}

    def check_value(token: str, where: str, value: object) -> None:
        if not isinstance(value, str) or not value.strip():
            bad(f"colors.{token}{where}: colour must be a non-empty string, got {value!r}")
            return
        match = ALIAS.match(value.strip())
        if match:
            target = match.group(1)
            if target not in colors:
                bad(f"colors.{token}{where}: alias of unknown token {target!r}")
            elif not where:
                aliases[token] = target

    for token, spec in colors.items():
        if isinstance(spec, dict):
            keys = set(spec)
            unknown = keys - APPEARANCES - {"role"}
            if unknown:
                bad(f"colors.{token}: unknown keys {sorted(unknown)}")
            if not keys & APPEARANCES:
                bad(f"colors.{token}: no colour value")
            if "value" in keys and keys & (APPEARANCES - {"value"}):
                bad(f"colors.{token}: `value` mixed with per-appearance values")
            if "role" in spec and spec["role"] not in ROLES:
                bad(f"colors.{token}: unknown role {spec['role']!r}")
            for key in sorted(keys & APPEARANCES):
                check_value(token, f".{key}", spec[key])
        else:
            check_value(token, "", spec)

    for start in aliases:
        seen = [start]
        current = start
        while current in aliases:
            current = aliases[current]
            if current in seen:
                bad(f"colors.{start}: alias cycle {' -> '.join(seen + [current])}")
                break
            seen.append(current)

    pairs = doc.get("pairs", [])
    if not isinstance(pairs, list):
        bad("`pairs` is not a list")
        pairs = []
    for index, pair in enumerate(pairs):
        where = f"pairs[{index}]"
        if not isinstance(pair, dict):
            bad(f"{where}: not a mapping")
            continue
        unknown = set(pair) - PAIR_KEYS
        if unknown:
            bad(f"{where}: unknown keys {sorted(unknown)}")
        for key in ("foreground", "background"):
            if pair.get(key) not in colors:
                bad(f"{where}: {key} {pair.get(key)!r} is not a token")
        backdrop = pair.get("backdrop", [])
        if not isinstance(backdrop, list):
            bad(f"{where}: backdrop must be a list")
        else:
            for name in backdrop:
                if name not in colors:
                    bad(f"{where}: backdrop token {name!r} does not exist")
        if "usage" in pair and pair["usage"] not in USAGES:
            bad(f"{where}: unknown usage {pair['usage']!r}")
        if "fontSize" in pair and not (isinstance(pair["fontSize"], (int, float)) and pair["fontSize"] > 0):
            bad(f"{where}: fontSize must be a positive number")
        if "fontWeight" in pair:
            weight = pair["fontWeight"]
            if not (isinstance(weight, (int, float)) or weight in WEIGHT_WORDS):
                bad(f"{where}: fontWeight must be a number or a weight keyword")

    groups = doc.get("groups", {})
    if groups is None:
        groups = {}
    if not isinstance(groups, dict):
        bad("`groups` is not a mapping")
        groups = {}
    for group, members in groups.items():
        if not isinstance(members, list) or len(members) < 2:
            bad(f"groups.{group}: needs a list of at least two tokens")
            continue
        for name in members:
            if name not in colors:
                bad(f"groups.{group}: {name!r} is not a token")
    return problems


def main(argv: list[str]) -> int:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    files = argv or sorted(glob.glob(os.path.join(root, "palettes", "**", "*.yaml"), recursive=True))
    if not files:
        print("check-palettes: no files", file=sys.stderr)
        return 1
    problems: list[str] = []
    for path in files:
        found = check_file(path)
        problems += found
        if not found:
            print(f"ok  {os.path.relpath(path)}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
