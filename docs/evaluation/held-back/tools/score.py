#!/usr/bin/env python3
"""Score one held-back set: score.py SET OUTDIR [--samples N --seed S]
Reads OUTDIR/SET.audit.json, OUTDIR/SET.pairs.json and SET.doc beside run.sh.
Prints a JSON line with: pairs formed, errors, documented pairs, recall, errors on documented pairs,
errors on never-drawn pairs (NEVER/NEVERPY rules of the doc), other errors; and writes
OUTDIR/SET.errors.tsv (every error with its class) ."""
import json, re, sys, random, os
S, OUT = sys.argv[1], sys.argv[2]
H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def norm(n): return n[2:] if n and n.startswith('--') else n
doc, never, neverpy = [], [], []
for line in open(f'{H}/{S}.doc'):
    if line.startswith('#') or not line.strip(): continue
    p = line.rstrip('\n').split('\t')
    if p[0] == 'PAIR': doc.append((p[1], p[2], p[3]))
    elif p[0] == 'NEVER': never.append((re.compile(p[1]), re.compile(p[2]), p[3]))
    elif p[0] == 'NEVERPY': neverpy.append((p[1], p[2]))
# a PAIR's fg/bg may list alternatives with '|': the documented pair is one item, formed by any combination
docitems = [(tuple(f.split('|')), tuple(b.split('|')), u) for f, b, u in doc]
combo = {}
for i, (fs, bs, u) in enumerate(docitems):
    for a in fs:
        for b in bs: combo.setdefault((a, b), []).append(i)
docset = set(combo)
def never_reason(fg, bg, app=None):
    for rf, rb, why in never:
        if rf.search(fg) and rb.search(bg): return why
    for expr, why in neverpy:
        if eval(expr, {'re': re, 'fg': fg, 'bg': bg, 'app': app}): return why
    return None
res = {'set': S}
try:
    pj = json.load(open(f'{OUT}/{S}.pairs.json'))
except Exception as e:
    pj = None; res['pairsError'] = str(e)[:200]
formed = {}   # (fg,bg) -> set(appearances)
usages = {}
apps = set()
npairs = 0
if pj:
    import re as _re, os as _os
    try: _names = [q.get('name', '') for q in json.load(open(_os.path.join(sys.argv[2], sys.argv[1] + '.json')))['palettes']]
    except Exception: _names = []
    for _i, pal in enumerate(pj.get('palettes', [])):
        _m = _re.search(r'\((Theme[^)]*|ThemeOverlay[^)]*)\)$', _names[_i] if _i < len(_names) else '')
        _pre = (_m.group(1) + '/') if _m else ''
        def _q(n): return n if ('/' in n or not _pre or not n.startswith(('color', 'android:'))) else _pre + n
        for pr in pal.get('pairs', []):
            npairs += 1
            k = (_q(norm(pr['foreground'])), _q(norm(pr['background'])))
            formed.setdefault(k, set()).add(pr['appearance']); apps.add(pr['appearance'])
            usages.setdefault(k, set()).add(pr.get('usage'))
res['pairsFormed'] = npairs
res['documented'] = len(docitems)
def same(u, tu): return (tu in ('text', 'link', 'large-text', 'disabled')) if u == 'text' else (tu in ('ui', 'focus', 'disabled'))
hit, asdoc, other, missed = 0, 0, [], []
for fs, bs, u in docitems:
    ks = [(a, b) for a in fs for b in bs if (a, b) in formed]
    if ks:
        hit += 1
        if any(same(u, tu) for k in ks for tu in usages.get(k, ())): asdoc += 1
        else: other.append(f'{fs[0]} on {bs[0]} ({"/".join(sorted(str(x) for k in ks for x in usages[k]))})')
    else: missed.append(f'{fs[0]} on {bs[0]}')
res['documentedFormed'] = hit
res['recall'] = round(hit / len(docitems), 3) if docitems else None
res['documentedFormedAsDocumented'] = asdoc
res['formedOtherUsage'] = sorted(other)
res['missed'] = sorted(missed)
try:
    aj = json.load(open(f'{OUT}/{S}.json'))
except Exception as e:
    aj = None; res['auditError'] = str(e)[:200]
rows = []
if aj:
    res['summary'] = aj.get('summary')
    for f in aj.get('findings', []):
        if f.get('severity') != 'error': continue
        t = [norm(x) for x in f.get('tokens', [])]
        also = {norm(k): [norm(x) for x in v] for k, v in (f.get('alsoTokens') or {}).items()}
        if len(t) < 2:
            cls, why = 'file', ''
        else:
            fgs = [t[0]] + also.get(t[0], []); bgs = [t[1]] + also.get(t[1], [])
            if any((a, b) in docset for a in fgs for b in bgs): cls, why = 'documented', ''
            else:
                why = never_reason(t[0], t[1], f.get('appearance'))
                cls = 'never' if why else 'undocumented'
        rows.append((cls, f.get('rule'), f.get('appearance'), ' '.join(f.get('appearances') or []), ' | '.join(t),
                     json.dumps(also) if also else '', f.get('ratio'), f.get('required'), f.get('usage'), why or '', f.get('message', '')[:300]))
res['errors'] = len(rows)
for c in ('documented', 'never', 'undocumented', 'file'):
    res['errors_' + c] = sum(1 for r in rows if r[0] == c)
res['errorsByRule'] = {}
for r in rows: res['errorsByRule'][r[1]] = res['errorsByRule'].get(r[1], 0) + 1
with open(f'{OUT}/{S}.errors.tsv', 'w') as fh:
    fh.write('class\trule\tappearance\tappearances\ttokens\talso\tratio\trequired\tusage\tnever_reason\tmessage\n')
    for r in rows: fh.write('\t'.join('' if x is None else str(x) for x in r) + '\n')
print(json.dumps(res))
