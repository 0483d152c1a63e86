#!/usr/bin/env python3
"""Extract pairs a CSS source draws: in one rule block, the text colour (color:) and the
background (background-color:/background:) given as var(--x); local reassignments of the
system's own colour variables inside the block (e.g. Pico's `--pico-color: var(--pico-primary-inverse)`)
are followed one level. Prints TSV: fg, bg, usage, selector, source:line."""
import re, sys

def strip_comments(t):
    return re.sub(r'/\*.*?\*/', lambda m: '\n' * m.group(0).count('\n'), t, flags=re.S)

def blocks(text):
    # innermost blocks: yield (selector, body, line)
    stack = []
    sel_start = 0
    i = 0
    for i, ch in enumerate(text):
        if ch == '{':
            stack.append((i, sel_start))
            sel_start = i + 1
        elif ch == '}':
            if stack:
                start, ss = stack.pop()
                body = text[start + 1:i]
                sel = text[ss:start].strip().split(';')[-1].strip()
                line = text.count('\n', 0, start) + 1
                yield sel, body, line
            sel_start = i + 1
        elif ch == ';' and not stack:
            sel_start = i + 1

VAR = re.compile(r'var\(\s*(--[A-Za-z0-9_-]+)')

def decls(body):
    # only top-level declarations of this block (drop nested blocks)
    depth = 0; out = []; cur = ''
    for ch in body:
        if ch == '{': depth += 1; cur = ''; continue
        if ch == '}': depth -= 1; cur = ''; continue
        if depth: continue
        if ch == ';': out.append(cur); cur = ''
        else: cur += ch
    out.append(cur)
    res = []
    for d in out:
        if ':' in d:
            k, v = d.split(':', 1)
            res.append((k.strip(), v.strip()))
    return res

def main():
    local_fg = sys.argv[1] if len(sys.argv) > 1 else None   # e.g. --pico-color
    local_bg = sys.argv[2] if len(sys.argv) > 2 else None   # e.g. --pico-background-color
    files = sys.argv[3:]
    seen = set()
    for f in files:
        t = strip_comments(open(f).read())
        # styles.ts: keep css`` template content as is (braces balanced)
        for sel, body, line in blocks(t):
            ds = decls(body)
            d = {}
            for k, v in ds: d[k] = v
            def first_var(v):
                m = VAR.search(v or '')
                return m.group(1) if m else None
            fg = bg = None
            if local_fg and local_fg in d: fg = first_var(d[local_fg])
            if fg is None and 'color' in d:
                fg = first_var(d['color'])
                if fg == local_fg and local_fg: fg = local_fg
            if local_bg and local_bg in d: bg = first_var(d[local_bg])
            if bg is None:
                for k in ('background-color', 'background'):
                    if k in d:
                        bg = first_var(d[k]); break
            if fg and bg and fg != bg:
                key = (fg, bg)
                if key in seen: continue
                seen.add(key)
                print(f"{fg}\t{bg}\ttext\t{' '.join(sel.split())[:80]}\t{f}:{line}")
main()
