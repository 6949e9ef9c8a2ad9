#!/usr/bin/python3
"""Generates the card decks of Paiju as SVG: assets/cards/{fourcolor,hakka,tichu,zipai}.svg,
fourcolor-colourblind.svg, the four-color deck with a shape per colour for colour-blind players, and
the decks in the other script for the languages that read it (docs/cards.md): hakka-zh_TW.svg
(貫, 線, 雲線), tichu-zh_CN.svg (剑, 凤, 龙) and zipai-zh_TW.svg (貳, 參, 陸).

Every glyph is an outline path taken from Noto Serif CJK TC Bold (SIL Open Font License 1.1,
Debian package fonts-noto-cjk), so no font is needed to show the cards. Each glyph is defined once
in <defs> and placed with <use>. Each card is a <g id="c_TOKEN"> whose first child is its outline,
so a renderer can draw it by id; `back` and `highlight` are the back and the selection overlay.
Needs python3-fonttools (Debian). Running it twice writes the same files.

Usage: /usr/bin/python3 assets/tools/make_cards.py [FONT.ttc]
"""
import os
import sys

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection

FONT = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cards")

font = next(f for f in TTCollection(FONT).fonts if f["name"].getDebugName(1).endswith(" TC"))
glyphs = font.getGlyphSet()
cmap = font.getBestCmap()
EM = font["head"].unitsPerEm


def fmt(v, places=1):
    text = ("%%.%df" % places) % v
    return text.rstrip("0").rstrip(".") if "." in text else text


# The characters of the decks that are written differently in the two scripts, simplified:
# traditional. Four-color cards print their pieces in traditional forms for every reader, as real
# cards do, so they have no pair here.
SCRIPT_PAIRS = {"贯": "貫", "线": "線", "云": "雲", "剑": "劍", "凤": "鳳", "龙": "龍", "贰": "貳",
                "叁": "參", "陆": "陸"}
# A deck's faces for a language (`<deck>-<language>.svg`) write every character in its script.
SCRIPTS = {"zh_TW": str.maketrans(SCRIPT_PAIRS),
           "zh_CN": str.maketrans({t: s for s, t in SCRIPT_PAIRS.items()})}


class Deck:
    def __init__(self, name, width, height, language=None):
        """The deck `name`, in the script of `language` when given (written to name-language.svg)."""
        self.name = name + "-" + language if language else name
        self.w, self.h = width, height
        self.script = SCRIPTS[language] if language else {}
        self.defs = {}      # glyph id -> path data (em box 0..1000, y down)
        self.cards = []     # (id, svg fragment)

    def glyph(self, ch):
        """Defines the outline of `ch` once; returns its id. Drawn in a 1000-unit em box, y down."""
        gid = "g%04x" % ord(ch)
        if gid not in self.defs:
            pen = SVGPathPen(glyphs, ntos=fmt)
            glyphs[cmap[ord(ch)]].draw(TransformPen(pen, (1000 / EM, 0, 0, -1000 / EM, 0, 880)))
            self.defs[gid] = pen.getCommands()
        return gid

    def text(self, s, x, y, size, fill, stroke=None, stroke_width=0, anchor="middle", gap=0.0):
        """Places the glyphs of `s` as one line: (x, y) is the anchor of its em box's top edge."""
        s = s.translate(self.script)
        advance = [glyphs[cmap[ord(c)]].width * 1000 / EM for c in s]
        total = sum(advance) + gap * 1000 * (len(s) - 1)
        start = {"middle": -total / 2, "start": 0, "end": -total}[anchor]
        scale = size / 1000
        parts, cursor = [], start
        for c, a in zip(s, advance):
            parts.append('<use xlink:href="#%s" transform="translate(%s,%s) scale(%s)"/>' % (
                self.glyph(c), fmt(x + cursor * scale, 2), fmt(y, 2), fmt(scale, 5)))
            cursor += a + gap * 1000
        attrs = 'fill="%s"' % fill
        if stroke:
            attrs += ' stroke="%s" stroke-width="%s" stroke-linejoin="round"' % (
                stroke, fmt(stroke_width / scale, 2))
        return '<g %s>%s</g>' % (attrs, "".join(parts))

    def add(self, cid, body, bg="#fbf6e9", border="#6d5b3e"):
        frame = ('<rect x="0.5" y="0.5" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" '
                 'stroke-width="1"/>' % (fmt(self.w - 1), fmt(self.h - 1), fmt(self.w * 0.08), bg,
                                         border))
        self.cards.append((cid, frame + body))

    def write(self, columns=10):
        gap = 10
        rows = (len(self.cards) + columns - 1) // columns
        width = columns * (self.w + gap) + gap
        height = rows * (self.h + gap) + gap
        out = ['<?xml version="1.0" encoding="UTF-8"?>',
               '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
               'version="1.2" baseProfile="tiny" width="%d" height="%d" viewBox="0 0 %d %d">' % (
                   width, height, width, height),
               '<defs>']
        for gid in sorted(self.defs):
            out.append('<path id="%s" d="%s"/>' % (gid, self.defs[gid]))
        out.append('</defs>')
        for i, (cid, body) in enumerate(self.cards):
            x = gap + (i % columns) * (self.w + gap)
            y = gap + (i // columns) * (self.h + gap)
            out.append('<g id="%s" transform="translate(%d,%d)">%s</g>' % (cid, x, y, body))
        out.append('</svg>')
        with open(os.path.join(OUT, self.name + ".svg"), "w", encoding="utf-8") as f:
            f.write("\n".join(out) + "\n")
        print("%s: %d elements, %d glyphs" % (self.name, len(self.cards), len(self.defs)))


def clip(x0, y0, x1, y1, left, top, right, bottom):
    """Liang-Barsky: the part of a segment inside a box, or None (SVG Tiny has no clip paths)."""
    t0, t1, dx, dy = 0.0, 1.0, x1 - x0, y1 - y0
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 > t1:
        return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


def back(deck, color, emblem):
    w, h = deck.w, deck.h
    m = w * 0.08
    box = (m, m, w - m, h - m)
    lattice = []
    step = w / 6
    for i in range(-40, 40):
        x0 = i * step
        for seg in ((x0, 0, x0 + h, h), (x0 + h, 0, x0, h)):
            part = clip(*seg, *box)
            if part:
                lattice.append('M%s %sL%s %s' % tuple(fmt(v) for v in part))
    inner = ('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s"/>' % (
        fmt(m), fmt(m), fmt(w - 2 * m), fmt(h - 2 * m), fmt(w * 0.05), color))
    pattern = ('<path d="%s" stroke="#ffffff" stroke-opacity="0.25" stroke-width="1" '
               'fill="none"/>' % "".join(lattice))
    disk = '<circle cx="%s" cy="%s" r="%s" fill="#fbf6e9" stroke="%s" stroke-width="2"/>' % (
        fmt(w / 2), fmt(h / 2), fmt(w * 0.3), color)
    deck.add("back", inner + pattern + disk + deck.text(emblem, w / 2, h / 2 - w * 0.21, w * 0.42,
                                                          color), bg="#fbf6e9", border=color)


def highlight(deck):
    w, h = deck.w, deck.h
    deck.cards.append(("highlight", '<rect x="1.5" y="1.5" width="%s" height="%s" rx="%s" '
                       'fill="#ffd54f" fill-opacity="0.28" stroke="#ff8f00" stroke-width="3"/>' % (
                           fmt(w - 3), fmt(h - 3), fmt(w * 0.08))))


# ---- Four-color cards (rules §1.2): xiangqi pieces, traditional forms, long and narrow.
FOUR_COLORS = [("R", "#c62828", None), ("G", "#2e7d32", None), ("Y", "#e0a100", "#5d4037"),
               ("W", "#ffffff", "#37474f")]
RED_SIDE = {"K": "帥", "A": "仕", "E": "相", "C": "俥", "H": "傌", "P": "炮", "S": "兵"}
BLACK_SIDE = {"K": "將", "A": "士", "E": "象", "C": "車", "H": "馬", "P": "包", "S": "卒"}


# The colour-blind deck's second cue: a shape per colour (red triangle, green square, yellow cross;
# white has none), in two corners and large in the middle band, with a dark edge so that the shape
# reads whatever the colour looks like.
def colour_mark(letter, cx, cy, size, fill):
    r = size / 2
    edge = 'stroke="#212121" stroke-width="%s" stroke-linejoin="round"' % fmt(max(1, size / 12))
    if letter == "R":
        points = ((cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8))
        return '<polygon points="%s" fill="%s" %s/>' % (
            " ".join("%s,%s" % (fmt(x, 2), fmt(y, 2)) for x, y in points), fill, edge)
    if letter == "G":
        side = size * 0.82
        return '<rect x="%s" y="%s" width="%s" height="%s" fill="%s" %s/>' % (
            fmt(cx - side / 2, 2), fmt(cy - side / 2, 2), fmt(side, 2), fmt(side, 2), fill, edge)
    if letter == "Y":
        a = r * 0.36
        points = ((-a, -r), (a, -r), (a, -a), (r, -a), (r, a), (a, a), (a, r), (-a, r), (-a, a),
                  (-r, a), (-r, -a), (-a, -a))
        return '<polygon points="%s" fill="%s" %s/>' % (
            " ".join("%s,%s" % (fmt(cx + x, 2), fmt(cy + y, 2)) for x, y in points), fill, edge)
    return ""


def fourcolor(colour_blind=False):
    d = Deck("fourcolor-colourblind" if colour_blind else "fourcolor", 80, 280)
    for letter, color, outline in FOUR_COLORS:
        for rank in "KAECHPS":
            ch = (RED_SIDE if letter in "RY" else BLACK_SIDE)[rank]
            ring = outline or color
            def piece(cy, flip):
                body = ('<circle cx="40" cy="%s" r="33" fill="#f3e3c3" stroke="%s" stroke-width="3"/>'
                        '<circle cx="40" cy="%s" r="27" fill="none" stroke="%s" stroke-width="1.5"/>'
                        % (cy, ring, cy, ring))
                body += d.text(ch, 40, cy - 21, 42, color, stroke=outline, stroke_width=1.6 if outline else 0)
                if flip:
                    body = '<g transform="rotate(180 40 %s)">%s</g>' % (cy, body)
                return body
            band = '<rect x="6" y="92" width="68" height="96" rx="6" fill="%s" fill-opacity="%s"/>' % (
                ring, "0.18" if outline else "0.12")
            marks = ""
            if colour_blind:
                marks = colour_mark(letter, 40, 140, 34, color)
                marks += colour_mark(letter, 12, 12, 13, color)
                marks += '<g transform="rotate(180 40 140)">%s</g>' % colour_mark(
                    letter, 12, 12, 13, color)
            d.add("c_%s%s" % (letter, rank), piece(48, False) + band + marks + piece(232, True))
    back(d, "#8d2424", "牌")
    highlight(d)
    d.write(columns=7)


# ---- Hakka cards: value numeral and suit, an Arabic index for newcomers.
HAKKA_SUITS = [("S", "十", "#b71c1c"), ("G", "贯", "#1a4f9c"), ("Z", "索", "#2e7d32"),
               ("X", "线", "#6a1b9a")]
NUMERALS = "一二三四五六七八九十"


def hakka(language=None):
    d = Deck("hakka", 100, 150, language)
    for letter, suit, color in HAKKA_SUITS + [("Y", None, "#b8860b")]:
        for v in range(1, 10):
            if letter == "Y" and v > 1:
                break
            top, bottom = ("云", "线") if letter == "Y" else (NUMERALS[v - 1], suit)
            body = d.text(top, 50, 22, 50, color) + d.text(bottom, 50, 78, 50, color)
            body += d.text(str(v), 12, 6, 16, color, anchor="middle")
            # Upright in both corners: a turned 9 would read as 6.
            body += d.text(str(v), 88, 128, 16, color)
            d.add("c_%s%d" % (letter, v), body)
    back(d, "#1e4d2b", "牌")
    highlight(d)
    d.write(columns=9)


# ---- Tichu: four suits (Jade, Sword, Pagoda, Star) and the four specials.
TICHU_SUITS = [("j", "玉", "#2e7d32"), ("s", "劍", "#263238"), ("p", "塔", "#1565c0"),
               ("t", "星", "#c62828")]
RANKS = [("2", "2"), ("3", "3"), ("4", "4"), ("5", "5"), ("6", "6"), ("7", "7"), ("8", "8"),
         ("9", "9"), ("T", "10"), ("J", "J"), ("Q", "Q"), ("K", "K"), ("A", "A")]
SPECIALS = [("MJ", "雀", "1", "#6d4c41"), ("DG", "狗", "", "#455a64"), ("PH", "鳳", "", "#e65100"),
            ("DR", "龍", "", "#1b5e20")]


def tichu(language=None):
    d = Deck("tichu", 100, 150, language)
    for suit, pip, color in TICHU_SUITS:
        for token, label in RANKS:
            body = d.text(label, 6, 5, 22, color, anchor="start", gap=-0.08)
            body += d.text(pip, 6, 29, 16, color, anchor="start")
            body += d.text(pip, 58, 52, 52, color)
            body += '<g transform="rotate(180 50 75)">%s%s</g>' % (
                d.text(label, 6, 5, 22, color, anchor="start", gap=-0.08),
                d.text(pip, 6, 29, 16, color, anchor="start"))
            d.add("c_%s%s" % (token, suit), body)
    for token, glyph, index, color in SPECIALS:
        body = d.text(glyph, 50, 40, 70, color)
        body += d.text(glyph, 6, 5, 18, color, anchor="start")
        if index:
            body += d.text(index, 6, 25, 18, color, anchor="start")
        d.add("c_" + token, body, border=color)
    back(d, "#263a73", "牌")
    highlight(d)
    d.write(columns=13)


# ---- Zipai: small 一…十 and big 壹…拾; 2, 7, 10 red; big cards framed so they differ at a glance.
SMALL = "一二三四五六七八九十"
BIG = "壹贰叁肆伍陆柒捌玖拾"


def zipai(language=None):
    d = Deck("zipai", 80, 200, language)
    for case, chars in (("S", SMALL), ("B", BIG)):
        for n in range(1, 11):
            color = "#c62828" if n in (2, 7, 10) else "#212121"
            ch = chars[n - 1]
            body = ""
            if case == "B":
                body += ('<rect x="7" y="7" width="66" height="186" rx="5" fill="%s" fill-opacity="0.08" '
                         'stroke="%s" stroke-width="2"/><rect x="11" y="11" width="58" height="178" '
                         'rx="3" fill="none" stroke="%s" stroke-width="0.8"/>' % (color, color, color))
            body += d.text(ch, 40, 22, 56, color)
            body += '<g transform="rotate(180 40 100)">%s</g>' % d.text(ch, 40, 22, 56, color)
            body += d.text(str(n), 40, 90, 20, color)
            d.add("c_%s%d" % (case, n), body)
    back(d, "#4e342e", "字")
    highlight(d)
    d.write(columns=10)


fourcolor()
fourcolor(colour_blind=True)
hakka()
hakka("zh_TW")
tichu()
tichu("zh_CN")
zipai()
zipai("zh_TW")
