#!/usr/bin/env python3
"""causes.py OUTDIR SET — first matching cause per error (heuristic, for NOTES.md)."""
import sys, re, json
out, S = sys.argv[1], sys.argv[2]
rows = [l.rstrip('\n').split('\t') for l in list(open(f'{out}/{S}.errors.tsv'))[1:]]
misread = set()
if S == 'pico':
    try:
        d = json.load(open(f'{out}/pico.tokens.json'))
        for t in d['tokens']:
            for app, v in t['values'].items():
                if v['location']['line'] > 640: misread.add((t['name'][2:], app))
    except Exception: pass
def ns(n):
    n = re.sub(r'^(sl|pico)-', '', n)
    return n.split('-')[0]
C = {}
for r in rows:
    cls, rule, app, apps, toks = r[0], r[1], r[2], r[3], r[4]
    t = toks.split(' | ')
    fg, bg = (t + ['', ''])[:2]
    if cls == 'documented': c = 'documented pair'
    elif app == 'light-high-contrast': c = "spurious appearance: Pico's `.contrast` button class read as a high-contrast theme"
    elif (fg, app) in misread or (bg, app) in misread: c = 'value misread: a component rule\'s local custom property (`[type=file] { --pico-color: … }`) taken as the theme value'
    elif re.search(r'background(-color)?-focus$|background-color-focus', fg): c = 'a background in its focus state (`…-background-color-focus`) judged as a focus indicator'
    elif re.search(r'border|underline|focus|selection|overlay|scrim', bg): c = 'background is a border, underline, focus ring, selection or scrim/overlay colour (never a surface)'
    elif re.search(r'underline|selection', fg): c = 'foreground is an underline/selection highlight judged as text'
    elif rule == 'focus-indicator-contrast': c = 'focus ring judged on a component fill it is never drawn on'
    elif ns(fg) != ns(bg) and ns(fg) not in ('color', 'primary', 'secondary', 'contrast', 'muted', 'h1') : c = 'component colour judged on another component\'s background (`input-*` on `tooltip-*`, `form-element-*` on `switch-*`)'
    else: c = 'other: general text/link on a component fill or track'
    C[c] = C.get(c, 0) + 1
for k, v in sorted(C.items(), key=lambda x: -x[1]): print(f'{v:5d}  {k}')
print(f'{len(rows):5d}  total errors')
