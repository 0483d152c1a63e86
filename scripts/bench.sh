#!/usr/bin/env bash
# ColorAudit benchmarks with their peers, measured in the same run (README "Benchmarks").
#
#   scripts/bench.sh                 every section: cvd, palette, json, json-cli, components, peers
#   scripts/bench.sh cvd 10000       one section with its arguments (see Benchmarks/coloraudit-bench/main.swift)
#   RUNS=5 scripts/bench.sh cvd      run the section 5 times (the figures of each run are printed; take medians)
#
# Builds the release products coloraudit-bench and coloraudit, and the C peer (LittleCMS's
# cmsCIE2000DeltaE over the same pairs, Benchmarks/peers/lcms-deltae.c) into .build/peers/. The Python
# peer (colour-science) is used when `import colour` works; otherwise the script tries
# `python3 -m pip install colour-science` once and, if that fails, says the peer is skipped.
# The machine's load average is printed before each run: figures on a busy machine are not comparable.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup.sh >/dev/null
echo "Building release products (coloraudit-bench, coloraudit)…" >&2
# The Makefile's release flags (static Swift libraries on Linux); the same for both products, since
# changing them rebuilds everything.
if [ -z "${SWIFT_RELEASE_FLAGS:-}" ]; then
    SWIFT_RELEASE_FLAGS="-c release"
    [ "$(uname -s)" = Linux ] && SWIFT_RELEASE_FLAGS="$SWIFT_RELEASE_FLAGS --static-swift-stdlib"
fi
read -r -a flags <<<"$SWIFT_RELEASE_FLAGS"
swift build "${flags[@]}" --product coloraudit-bench >/dev/null
swift build "${flags[@]}" --product coloraudit >/dev/null
bin="$(swift build "${flags[@]}" --show-bin-path)"

mkdir -p .build/peers
peer=.build/peers/lcms-deltae
if [ ! -x "$peer" ] || [ Benchmarks/peers/lcms-deltae.c -nt "$peer" ]; then
    # shellcheck disable=SC2046
    cc -O2 -o "$peer" Benchmarks/peers/lcms-deltae.c $(pkg-config --cflags --libs lcms2)
fi
export COLORAUDIT_LCMS_PEER="$PWD/$peer"

python="${PYTHON:-python3}"
if command -v "$python" >/dev/null && ! "$python" -c "import colour" 2>/dev/null; then
    echo "colour-science is not installed: trying pip install colour-science…" >&2
    "$python" -m pip install --quiet colour-science >&2 || true
fi
if command -v "$python" >/dev/null && "$python" -c "import colour" 2>/dev/null; then
    export PYTHON="$(command -v "$python")"
    echo "peers: LittleCMS $(pkg-config --modversion lcms2), colour-science $("$python" -c 'import colour; print(colour.__version__)')"
else
    export PYTHON=/nonexistent
    echo "peers: LittleCMS $(pkg-config --modversion lcms2); colour-science skipped (not installed, pip failed)"
fi

runs="${RUNS:-1}"
for ((run = 1; run <= runs; run++)); do
    echo "run $run of $runs, load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
    "$bin/coloraudit-bench" "$@"
done
