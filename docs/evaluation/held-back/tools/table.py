#!/usr/bin/env python3
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
print('| set | pairs formed | errors | documented pairs | formed (recall) | errors on documented | errors on never-drawn | other errors (undocumented) | audit exit |')
print('|---|---|---|---|---|---|---|---|---|')
import os
out = os.path.dirname(sys.argv[1])
for r in rows:
    rc = open(f"{out}/{r['set']}.audit.rc").read().strip() if os.path.exists(f"{out}/{r['set']}.audit.rc") else '?'
    rec = f"{r['documentedFormed']} ({r['recall']*100:.0f} %)" if r.get('recall') is not None else '-'
    print(f"| {r['set']} | {r.get('pairsFormed')} | {r.get('errors')} | {r['documented']} | {rec} | {r.get('errors_documented')} | {r.get('errors_never')} | {r.get('errors_undocumented')} | {rc} |")
