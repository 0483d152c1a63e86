#!/usr/bin/env python3
"""causes8.py OUTDIR — first matching general cause per error of batch 8 (heuristic over OUTDIR/<set>.errors.tsv, written by
score.py): errors split into documented pair / never-drawn / other (score.py's class), grouped by a short generic cause with a
verdict per cause: R real / P plausible / F false alarm / M misread / D by hand (documented pairs are judged in JUDGED.md).
Prints a table; writes OUTDIR/causes8.txt and OUTDIR/causes8.tsv."""
import sys, csv, collections, os, re, json
OUT = sys.argv[1]
NUM = re.compile(r'\.\d+$|stroke\d$|bg\d$|fg\d$')
def cause(S, r):
    t = r['tokens'].split(' | '); cls, rule, app = r['class'], r['rule'], r['appearance']
    if len(t) < 2: return ('other: finding on one colour', '?')
    fg, bg = t[0], t[1]
    if cls == 'documented': return ('documented pair (judged by hand)', 'D')
    if rule == 'interactive-static-reuse':
        return ('interactive colour reused as static text (design-intent rule, no pair)', 'P')
    if S == 'swisspost':
        if NUM.search(fg) or NUM.search(bg):
            return ('numbered lookup/source tokens (a static matrix `fg.1..N`, `stroke4`, `bg3`) paired as if drawn', 'F')
        if re.search(r'stroke|border', bg):
            return ('a stroke/border colour used as the background of a pair', 'F')
        if rule == 'focus-indicator-contrast':
            return ('focus ring on surfaces of special components (datepicker header, stepper, utility)', 'P')
        if rule == 'contrast-minimum' and re.search(r'stroke|border|icon', fg):
            return ('a stroke/icon colour judged as text (contrast-minimum 4.5)', 'F')
        fgc = fg.split('.')[1] if fg.startswith('post.') else fg
        bgc = bg.split('.')[1] if bg.startswith('post.') else bg
        if 'palettes.' in fg or 'palettes.' in bg:
            m1 = re.search(r'palettes\.(\w+)', fg); m2 = re.search(r'palettes\.(\w+)', bg)
            if m1 and (not m2 or m1.group(1) != m2.group(1)):
                return ('cross-variant: one palette/section variant\'s foreground on another variant\'s surfaces', 'F')
            return ('palette-variant nested tokens (tabs, selection card) on unrelated nested surfaces', 'F')
        if fgc != bgc or 'interactive.notification' in fg or 'interactive.notification' in bg:
            return ('cross-component: one component\'s stroke/icon/fg on other components\' surfaces', 'F')
        return ('same component, states never combined', 'F')
    if S == 'linkding':
        if bg in ('bulk-actions-bg-color', 'menu-bg-color', 'menu-item-bg-color', 'btn-hover-bg-color') and r['palette_dark']:
            return ('misread: a translucent dark-theme surface composited over white instead of the dark page', 'M')
        if rule == 'non-text-contrast' and re.search(r'(^|-)(body-color|bg-color|shade)', fg):
            return ('a surface/fill compared with another surface as non-text UI', 'F')
        if fg == 'checkbox-icon-color' and bg == 'checkbox-bg-color':
            return ('state mismatch: the checked-state mark on the unchecked box', 'F')
        if re.search(r'border', fg):
            return ('container/control borders judged against their own fill (3:1 on the inside)', 'P')
        if fg in ('btn-link-text-color',) or (bg.endswith('hover-bg-color') and not fg.startswith(bg.split('-hover')[0])):
            return ('a variant\'s text on another variant\'s hover fill', 'F')
        if fg.startswith('btn-error-'):
            return ('component variables defined but read by no rule (the error button is drawn as an outline)', 'F')
        if bg.startswith('btn-') and fg.startswith('btn-') and fg.split('-')[1] == bg.split('-')[1]:
            return ('same button variant, hover/rest state (real low contrast)', 'R')
        if bg == 'input-disabled-bg-color':
            return ('placeholder on a disabled input (drawn, exempt: disabled)', 'F')
        if bg in ('bulk-actions-bg-color', 'menu-item-bg-color'):
            return ('text on a translucent/transparent fill read without its backdrop', 'M')
        return ('other', '?')
    if S == 'habitica':
        special_bg = re.compile(r'checkbox_|Badge|setup_|widget_bar|error_banner|gem_view|equipment_|light_gray_bg|dim_background|dimmed_background|lightly_tinted|brand_background|background_brand_30|reward_buy|ic_launcher')
        if special_bg.search(bg):
            return ('special-purpose fills (checkbox fills, badge, setup label, widget bar, banner, dimmed overlays) used as general surfaces', 'F')
        if re.search(r'^(btn_|taskFormTint|colorBoxStroke|content_\d+_alpha|task_border|back_button|gem_icon|content_background_offset|colorPrimaryOffset|colorPrimary$|android:colorPrimary$|brand_button|color_accent|colorAccent)', fg):
            return ('a fill/stroke/tint or brand colour with no text word judged as text on every surface', 'F')
        if re.search(r'_white$|_maroon$|green1_green500|green10_green500|text_gold|text_brown', fg):
            return ('on-colour text (for coloured fills: hue in light, white in dark) paired with neutral surfaces', 'F')
        if re.search(r'^background_(red|green|orange|yellow|blue|teal)|bg_green', bg):
            return ('coloured status fills paired with every foreground', 'F')
        if re.search(r'text_light|card_text|card_title_text|primary_text_light|task_secondary_text|subscription_description|armoire_text|toolbarContentColor|textColor', fg):
            return ('legacy/special text colours (card, dialog, toolbar) on surfaces they are not drawn on', 'F')
        if bg == 'material_card_background_color' and re.match(r'text_(ternary|quad|dimmed|secondary)$', fg):
            return ('neutral text roles on a library card surface equal in value to the app window background (the same colours as a documented pair)', 'R')
        if bg == 'material_card_background_color' or fg.endswith('_sub_text'):
            return ('hue text roles of a library module on its card surface (drawn? not shown in layouts)', 'P')
        if bg in ('colorPrimary', 'background_brand'):
            return ('brand text on brand fills', 'P')
        return ('other', '?')
    return ('other', '?')
tab = collections.Counter(); per = collections.defaultdict(collections.Counter); verdict = {}; cls_of = collections.defaultdict(collections.Counter)
rows_out = []
for S in ('swisspost', 'linkding', 'habitica'):
    p = f'{OUT}/{S}.errors.tsv'
    if not os.path.exists(p): continue
    # linkding: which findings come from the dark file (palette == theme-dark.css)
    darkkeys = set()
    if S == 'linkding':
        for f in json.load(open(f'{OUT}/{S}.json')).get('findings', []):
            loc = json.dumps(f.get('locations') or f.get('location') or f.get('file') or '')
            if 'theme-dark.css' in loc: darkkeys.add((f['rule'], ' | '.join(x[2:] if x.startswith('--') else x for x in f.get('tokens', [])), str(f.get('ratio'))))
    for r in csv.DictReader(open(p), delimiter='\t'):
        r['palette_dark'] = (r['rule'], r['tokens'], r['ratio']) in darkkeys
        c, v = cause(S, r); tab[c] += 1; per[c][S] += 1; verdict[c] = v; cls_of[c][r['class']] += 1
        rows_out.append((S, c, v, r['class'], r['rule'], r['appearance'], r['tokens'], r['ratio'][:5]))
lines = ['| cause | verdict | errors | class (documented / never / other) | by set |', '|---|---|---|---|---|']
for c, n in tab.most_common():
    k = cls_of[c]
    lines.append(f"| {c} | {verdict[c]} | {n} | {k['documented']} / {k['never']} / {k['undocumented']} | {', '.join(f'{s} {m}' for s, m in per[c].most_common())} |")
lines.append(f'| **all** | | {sum(tab.values())} | | |')
open(f'{OUT}/causes8.txt', 'w').write('\n'.join(lines) + '\n')
with open(f'{OUT}/causes8.tsv', 'w') as fh:
    fh.write('set\tcause\tverdict\tclass\trule\tappearance\ttokens\tratio\n')
    for r in rows_out: fh.write('\t'.join(r) + '\n')
print('\n'.join(lines))
