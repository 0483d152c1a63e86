#!/usr/bin/env python3
"""Large inputs for the scale measurements of issue #26 (README "Benchmarks"), written reproducibly.

  scripts/scale-inputs.py android [N] [FILE]   an Android colors.xml of N colours (default 330,002,
                                               14.3 MB): FILE, default /tmp/coloraudit-scale-colors.xml
  scripts/scale-inputs.py roles [T B] [FILE]   the `json-cli` palette of coloraudit-bench: T text and B
                                               background colours with roles (default 400 x 240), by the
                                               generator and seed of the bench's `rolePalette`; FILE, default
                                               /tmp/coloraudit-bench-roles-TxB.yaml

The Android file is valid XML as aapt2 reads it: `<resources>` with one `<color>` a line, values #RRGGBB
and #AARRGGBB, every tenth colour a reference to an earlier one, every 20th with a comment on the line
before (a description) and every 25th with one beside it. Values come from a fixed seed.
"""

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


def main(argv):
    if len(argv) < 2 or argv[1] not in ("android", "roles"):
        sys.exit(__doc__)
    if argv[1] == "android":
        count = int(argv[2]) if len(argv) > 2 else 330_002
        android(count, argv[3] if len(argv) > 3 else "/tmp/coloraudit-scale-colors.xml")
    else:
        texts = int(argv[2]) if len(argv) > 2 else 400
        backgrounds = int(argv[3]) if len(argv) > 3 else 240
        default = f"/tmp/coloraudit-bench-roles-{texts}x{backgrounds}.yaml"
        roles(texts, backgrounds, argv[4] if len(argv) > 4 else default)


if __name__ == "__main__":
    main(sys.argv)
