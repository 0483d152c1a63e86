#!/bin/bash
# run.sh BIN OUTDIR — audit every held-back set with no configuration, list its pairs, score it.
# Sets are the folders next to this script that have a <set>.doc.
set -u
BIN=$1; OUT=$2; H=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$OUT"
cd "$H"   # no .coloraudit.yml here: no configuration
: > "$OUT/scores.jsonl"
for doc in "$H"/*.doc; do
  S=$(basename "$doc" .doc)
  [ -d "$H/$S" ] || continue
  ( cd "$H" && timeout 600 "$BIN" audit "$S" --format json --max-findings 0 > "$OUT/$S.json" 2> "$OUT/$S.audit.stderr"; echo $? > "$OUT/$S.audit.rc" )
  ( cd "$H" && timeout 600 "$BIN" pairs "$S" --format json > "$OUT/$S.pairs.json" 2> "$OUT/$S.pairs.stderr"; echo $? > "$OUT/$S.pairs.rc" )
  ( cd "$H" && timeout 600 "$BIN" audit "$S" > "$OUT/$S.txt" 2>&1 )
  python3 "$H/tools/score.py" "$S" "$OUT" >> "$OUT/scores.jsonl"
done
python3 "$H/tools/table.py" "$OUT/scores.jsonl"
