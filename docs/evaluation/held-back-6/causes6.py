#!/usr/bin/env python3
"""causes6.py OUTDIR — first matching general cause per error of batch 6 (heuristic), and a misread check for the
Android set (theme attributes resolved with the light resources in dark; the night-only black theme audited in light)."""
import sys, json, re, collections, xml.etree.ElementTree as ET, os
OUT = sys.argv[1]; H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# --- Android truth: resources light/night, theme attributes per theme -> the colour a device shows
R = H + '/tusky/app/src/main/res/'
def res(path):
    d = {}
    for f in path:
        for c in ET.parse(f).getroot().iter('color'): d[c.get('name')] = (c.text or '').strip()
    return d
light = res([R + 'values/colors.xml', R + 'values/theme_colors.xml'])
night = dict(light); night.update(res([R + 'values-night/theme_colors.xml']))
def resolve(v, table, depth=0):
    if v is None or depth > 8: return None
    if v.startswith('@color/'): return resolve(table.get(v[7:]), table, depth + 1)
    if v.startswith('#'):
        h = v[1:].lower()
        if len(h) == 3: h = ''.join(ch * 2 for ch in h)
        if len(h) == 8: h = h[2:]
        return '#' + h
    return None
styles = {s.get('name'): s for s in ET.parse(R + 'values/styles.xml').getroot().iter('style')}
def items(name):
    out = {}
    s = styles.get(name)
    if s is None: return out
    p = s.get('parent')
    if p and p in styles: out.update(items(p))
    for it in s.iter('item'): out[it.get('name')] = (it.text or '').strip()
    return out
base, black = items('TuskyBaseTheme'), items('TuskyBlackThemeBase')
def truth(name, theme, app):
    table = night if app == 'dark' else light
    attrs = black if theme == 'black' else base
    n = name.split('/')[-1]
    if n in attrs: return resolve(attrs[n], table)
    if n in table: return resolve('@color/' + n, table)
    return None
def tusky_misread(f, pal):
    theme = 'black' if 'Black' in pal else 'base'
    app = f.get('appearance')
    if theme == 'black' and app != 'dark': return True   # black theme is only applied with night mode on (ThemeUtils.kt:37-41, BaseActivity.kt:94-96)
    apps = ['light', 'dark'] if app == 'any' else [app]
    for c in f.get('colors', []):
        tok = c.get('token')
        if not tok: continue
        for a in apps:
            t = truth(tok, theme, a)
            if t and c.get('hex') and t != c['hex'].lower()[:7] and c.get('alpha', 1) == 1: return True
    return False
CAUSES = collections.OrderedDict()
def add(k): CAUSES[k] = CAUSES.get(k, 0) + 1
per = collections.defaultdict(collections.Counter)
for S in ('metamask', 'miniflux', 'tusky'):
    d = json.load(open(f'{OUT}/{S}.json'))
    pals = [p.get('name') or '' for p in d.get('palettes', [])]
    rows = [l.rstrip('\n').split('\t') for l in list(open(f'{OUT}/{S}.errors.tsv'))[1:]]
    cls = {}
    for r in rows: cls.setdefault((r[1], r[2], r[4]), r[0])
    seen = set()
    for f in d['findings']:
        if f.get('severity') != 'error': continue
        t = [x[2:] if x.startswith('--') else x for x in f.get('tokens', [])]
        key = (f['rule'], f.get('appearance'), ' | '.join(t))
        c = cls.get(key, '?')
        fg = t[0] if t else ''; bg = t[1] if len(t) > 1 else ''; last = t[-1] if t else ''
        rule = f['rule']
        pal = f.get('palette') or ''
        if not pal:
            loc = f.get('location', {}).get('file', '')
            pal = 'Black' if 'Black' in json.dumps(f.get('relatedLocations', ''))[:0] else ''
        k = None
        if S == 'miniflux' and key in seen: k = 'A theme file repeating other files\' light+dark (system/auto file) audited as a second palette: the same finding again'
        seen.add(key)
        if k is None and (re.match(r'accent0\d', fg) or re.match(r'(elephant_friend|icon_highlight|icon_background)', fg) or fg in ('icon_background',)):
            k = 'Illustration / launcher-icon / decorative accent colours (read by no component) judged as text or icons on every surface'
        if k is None and S == 'tusky':
            # which palette: by the Black theme's attribute values (android:colorBackground black)
            palname = 'Black' if any(x.get('token', '').endswith('colorBackground') and x.get('hex') == '#000000' for x in f.get('colors', [])) else 'base'
            if tusky_misread(f, palname): k = 'Theme attributes resolved with the default (light) resources in dark, or a night-only theme audited in light (misread values)'
        if k is None and c == 'documented': k = '(documented pair)'
        if k is None and rule == 'interactive-static-reuse': k = 'Reuse rule: a fill/state/decorative colour taken as interactive shares a value with static text'
        if k is None and re.search(r'(muted(-hover|-pressed)?|-hover|-pressed)$', fg) and re.match(r'(primary|background|error|success|warning|info)\.', fg):
            k = 'Translucent tint and state fills (…muted, …-hover, …-pressed) judged as text'
        if k is None and fg in ('text.muted', 'icon.muted'):
            k = 'Colours the system documents as "not accessible"/muted (placeholder-grade) judged as body text or UI'
        if k is None and S == 'miniflux' and 'border' in fg and bg != 'body-background' and not bg.startswith(fg.rsplit('-border', 1)[0]):
            k = 'Borders/rules of one component paired with the fills of other components (no adjacency)'
        if k is None and S == 'miniflux' and bg != 'body-background':
            k = 'Text of one component (header link, read-item title, abbr…) judged on the fills of other components'
        if k is None and re.search(r'(hover|pressed)', ' '.join(t[1:])):
            k = 'Hover/pressed state fills used as surfaces for borders and other states'
        if k is None and (re.search(r'(colorSecondaryContainer|toolbarIconBackgroundColor|colorSurfaceVariant)', ' '.join(t[1:]))):
            k = 'Special-purpose fills (selected-item container, translucent toolbar-icon circle, an aliased surface variant) treated as general surfaces'
        if k is None and re.search(r'(favoriteButtonActiveColor|placeholderColor|colorBackgroundAccent|swipeRefresh)', fg):
            k = 'State/placeholder/outline colours (favourite star, loading placeholder, poll outline, spinner fill) judged as text'
        if k is None and fg.startswith('border.'): k = 'Elevated-surface edge colour (transparent in light) judged on every surface'
        if k is None: k = "other"
        if k == "other" and os.environ.get("SHOWOTHER"): print("OTHER", S, f.get("appearance"), " | ".join(t), f.get("ratio"))
        per[S][k] += 1
        add(k)
tot = sum(CAUSES.values())
for k, v in sorted(CAUSES.items(), key=lambda x: -x[1]):
    print(f'{v:4d}  {k}   ' + ', '.join(f'{S} {per[S][k]}' for S in per if per[S][k]))
print(tot, 'errors')
