#!/usr/bin/env python3
"""sample.py OUTDIR SET N SEED — N random error findings with colours, ratio, pairing, class."""
import json, sys, random, re
out, S, n, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
sys.argv = ['score', S, out]
d = json.load(open(f'{out}/{S}.json'))
errs = [f for f in d['findings'] if f.get('severity') == 'error']
cls = {}
for line in list(open(f'{out}/{S}.errors.tsv'))[1:]:
    p = line.rstrip('\n').split('\t'); cls.setdefault((p[1], p[2], p[4]), p[0])
random.seed(seed)
pick = random.sample(range(len(errs)), min(n, len(errs)))
for i in sorted(pick):
    f = errs[i]
    t = [x[2:] if x.startswith('--') else x for x in f.get('tokens', [])]
    c = cls.get((f['rule'], f.get('appearance'), ' | '.join(t)), '?')
    cols = ', '.join(f"{x.get('label')}={x.get('hex')}{'@'+str(round(x['alpha'],3)) if x.get('alpha',1)<1 else ''}" for x in f.get('colors', []))
    print(f"#{i} [{c}] {f['rule']} [{f.get('appearance')}{'/'+','.join(f['appearances']) if f.get('appearances') else ''}] {' on '.join(t)}  ratio {f.get('ratio') and round(f['ratio'],2)} < {f.get('required')}  {cols}")
    print(f"    pairing: {f.get('pairing')}  also: {f.get('alsoTokens')}")
