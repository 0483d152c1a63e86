#!/usr/bin/env python3
"""sample_all.py OUTDIR SEED N SET... — N random error findings drawn over the concatenation of the sets' errors."""
import json, sys, random
out, seed, n, sets = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
allerrs = []
for S in sets:
    try: d = json.load(open(f'{out}/{S}.json'))
    except Exception: continue
    cls = {}
    for line in list(open(f'{out}/{S}.errors.tsv'))[1:]:
        p = line.rstrip('\n').split('\t'); cls.setdefault((p[1], p[2], p[4]), (p[0], p[9]))
    for f in d.get('findings', []):
        if f.get('severity') != 'error': continue
        t = [x[2:] if x.startswith('--') else x for x in f.get('tokens', [])]
        allerrs.append((S, f, cls.get((f['rule'], f.get('appearance'), ' | '.join(t)), ('?', '')), t))
random.seed(seed)
pick = random.sample(range(len(allerrs)), min(n, len(allerrs)))
print(f'{len(allerrs)} errors; picked {sorted(pick)}')
for k, i in enumerate(pick, 1):
    S, f, (c, why), t = allerrs[i]
    cols = ', '.join(f"{x.get('label')}={x.get('hex')}{'@'+str(round(x['alpha'],3)) if x.get('alpha',1)<1 else ''}" for x in f.get('colors', []))
    print(f"{k}. #{i} {S} [{c}] {f['rule']} [{f.get('appearance')}] {' on '.join(t)} ratio {f.get('ratio') and round(f['ratio'],2)} < {f.get('required')} usage={f.get('usage')} {cols}")
    print(f"    pairing: {f.get('pairing')} also: {f.get('alsoTokens')} palette: {f.get('palette') or f.get('file')}")
