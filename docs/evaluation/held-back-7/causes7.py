#!/usr/bin/env python3
"""causes7.py OUTDIR — first matching general cause per error of batch 7 (heuristic over OUTDIR/<set>.errors.tsv,
written by score.py), with a judgement class per cause: R real / P plausible / F false alarm / M misread / D by hand
(documented pairs are judged by hand in JUDGED.md). Prints a table; writes OUTDIR/causes7.txt and OUTDIR/causes7.tsv."""
import sys, csv, collections, os
OUT = sys.argv[1]
H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def fam(n):
    p = n.split('.')
    return '.'.join(p[:2]) if p[0] in ('status', 'decorative') else p[0]
def cause(S, r):
    t = r['tokens'].split(' | '); cls, rule, app = r['class'], r['rule'], r['appearance']
    if len(t) < 2: return ('other: finding on one colour', '?')
    fg, bg = t
    if cls == 'documented': return ('documented pair (judged by hand)', 'D')
    if S == 'hopper':
        if rule == 'focus-indicator-contrast' and '.surface' in fg:
            return ('a surface-named focus fill (X.surface-focus) judged as a focus ring on every surface', 'F')
        if rule == 'focus-indicator-contrast':
            return ('focus ring colour on surfaces of other groups', 'F')
        if fam(fg) != fam(bg) and fg.startswith(('status.', 'decorative.')):
            return ('cross-group: a status/decorative colour group (tag, avatar) on every other group\'s surface', 'F')
        if fam(fg) != fam(bg):
            return ('cross-group: a semantic family\'s text/icon/border (primary, danger, upsell, …) on other families\' surfaces', 'F')
        if fg.startswith(('status.', 'decorative.')):
            return ('same group, variants never combined: status/decorative borders, -selected/-hover/-press foregrounds on other states\' surfaces', 'F')
        return ('same family, variants never combined: -strong/-weakest/state foregrounds and borders on surfaces of other strengths/states', 'F')
    if S == 'trilium':
        if fg == 'button-text-color' and app == 'dark':
            return ('misread: `currentColor` in a theme override taken as the baseline theme\'s value (black in dark)', 'M')
        if bg in ('active-tab-hover-background-color', 'more-accented-background-color', 'tooltip-background-color'):
            return ('special-purpose fills (a hovered tab, a toast header/switch track, a tooltip) used as general surfaces', 'F')
        if bg == 'accented-background-color' and fg in ('link-color', 'button-border-color', 'primary-button-border-color'):
            return ('links/buttons on the accented (included-note, popup) surface', 'P')
        if fg == 'scrollbar-border-color' and bg == 'main-background-color':
            return ('drawn, failing, hardly required: the scrollbar thumb\'s edge on its track', 'R')
        if fg == 'scrollbar-border-color':
            return ('special-purpose fills used as general surfaces (scrollbar edge on accented fills)', 'F')
        return ('other', '?')
    if S == 'markor':
        if bg == 'dark__background' and fg in ('colorAccent', 'default_link_color'):
            return ('the dark value reported again under the constant it points to (X on dark__background = X on background in dark)', 'R')
        if fg == 'default_link_color' and bg.startswith('sepia'):
            return ('view-mode links on an editor colour scheme\'s background', 'P')
        if bg.startswith('sepia_fg_light__bg_dark') or fg.startswith('sepia'):
            return ('an editor colour scheme\'s colour (both foreground and background) paired with app colours', 'F')
        if fg in ('link', 'light_border'):
            return ('colours read by no code judged as text/UI on the page', 'F')
        if fg == 'accent_light':
            return ('a pressed-button fill judged as text', 'F')
        return ('other', '?')
    return ('other', '?')
tab = collections.Counter(); per = collections.defaultdict(collections.Counter); verdict = {}
rows_out = []
for S in ('hopper', 'markor', 'trilium'):
    p = f'{OUT}/{S}.errors.tsv'
    if not os.path.exists(p): continue
    for r in csv.DictReader(open(p), delimiter='\t'):
        c, v = cause(S, r); tab[c] += 1; per[c][S] += 1; verdict[c] = v
        rows_out.append((S, c, v, r['class'], r['rule'], r['appearance'], r['tokens'], r['ratio'][:5]))
lines = ['| cause | verdict | errors | by set |', '|---|---|---|---|']
for c, n in tab.most_common():
    lines.append(f"| {c} | {verdict[c]} | {n} | {', '.join(f'{s} {k}' for s, k in per[c].most_common())} |")
lines.append(f'| **all** | | {sum(tab.values())} | |')
open(f'{OUT}/causes7.txt', 'w').write('\n'.join(lines) + '\n')
with open(f'{OUT}/causes7.tsv', 'w') as fh:
    fh.write('set\tcause\tverdict\tclass\trule\tappearance\ttokens\tratio\n')
    for r in rows_out: fh.write('\t'.join(r) + '\n')
print('\n'.join(lines))
