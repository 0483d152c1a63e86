#!/usr/bin/env python3
"""Peer benchmark: colour-science's CIEDE2000 (colour.delta_E, method "CIE 2000") over every pair of the
colours in a file written by `coloraudit-bench --export-lab FILE` (format: see lcms-deltae.c).

For each vision, every pair i < j of the first `limit` colours is evaluated, one NumPy call per row
(colour i against colours i+1…). Prints "pairs <count> seconds <s> sum <sum of ΔE00> below10 <count>".

Needs: pip install colour-science   Run: colour-science-deltae.py FILE [limit]
"""
import struct
import sys
import time
import warnings

warnings.filterwarnings("ignore")
import numpy as np  # noqa: E402
import colour  # noqa: E402


def main():
    if len(sys.argv) < 2:
        print("usage: colour-science-deltae.py FILE [limit]", file=sys.stderr)
        return 2
    with open(sys.argv[1], "rb") as f:
        n, v = struct.unpack("<qq", f.read(16))
        lab = np.frombuffer(f.read(n * v * 3 * 8), dtype="<f8").reshape(v, n, 3)
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else n
    limit = min(max(limit, 1), n)
    start = time.perf_counter()
    total = 0.0
    pairs = 0
    below = 0
    for k in range(v):
        block = lab[k, :limit]
        for i in range(limit - 1):
            d = colour.delta_E(block[i], block[i + 1 :], method="CIE 2000")
            total += float(d.sum())
            below += int((d < 10).sum())
            pairs += d.shape[0]
    seconds = time.perf_counter() - start
    print(f"pairs {pairs} seconds {seconds:.6f} sum {total:.6f} below10 {below}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
