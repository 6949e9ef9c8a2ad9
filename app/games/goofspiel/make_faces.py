#!/usr/bin/env python3
"""Writes goofspiel.svg, the Goofspiel deck's faces: the prizes P1..P13 in gold, and one suit per
seat (A, B, C, D) in its own colour, each card showing its value in seven-segment digits drawn as
shapes (the faces need no font), and the back. Run from this folder: python3 make_faces.py"""

W, H, GAP = 100, 150, 10
SUITS = {"P": ("#fff4c8", "#a06a00"), "A": ("#fbf6e9", "#b71c1c"), "B": ("#fbf6e9", "#1b5e20"),
         "C": ("#fbf6e9", "#0d47a1"), "D": ("#fbf6e9", "#4a148c")}
# Segments a..g of a digit in a 10×18 box: (x, y, width, height).
SEGMENTS = {"a": (1, 0, 8, 2), "b": (8, 1, 2, 8), "c": (8, 9, 2, 8), "d": (1, 16, 8, 2),
            "e": (0, 9, 2, 8), "f": (0, 1, 2, 8), "g": (1, 8, 8, 2)}
DIGITS = {"0": "abcdef", "1": "bc", "2": "abged", "3": "abgcd", "4": "fgbc", "5": "afgcd",
          "6": "afgedc", "7": "abc", "8": "abcdefg", "9": "abcdfg"}


def number(text, x, y, scale, colour):
    out = []
    for i, digit in enumerate(text):
        for segment in DIGITS[digit]:
            sx, sy, sw, sh = SEGMENTS[segment]
            out.append(f'<rect x="{x + (i * 13 + sx) * scale:.2f}" y="{y + sy * scale:.2f}" '
                       f'width="{sw * scale:.2f}" height="{sh * scale:.2f}" fill="{colour}"/>')
    return "".join(out)


def card(token, x, y):
    paper, ink = SUITS[token[0]]
    value = token[1:]
    big = 4.0
    width = (len(value) * 13 - 3) * big
    parts = [f'<g id="c_{token}" transform="translate({x},{y})">',
             f'<rect x="0.5" y="0.5" width="{W - 1}" height="{H - 1}" rx="8" fill="{paper}" '
             f'stroke="{ink}" stroke-width="1"/>',
             number(value, (W - width) / 2, (H - 18 * big) / 2, big, ink),
             number(value, 8, 8, 1.0, ink)]
    if token[0] == "P":  # a prize: a ring round its value
        parts.append(f'<rect x="6" y="6" width="{W - 12}" height="{H - 12}" rx="6" fill="none" '
                     f'stroke="{ink}" stroke-width="2"/>')
    parts.append("</g>")
    return "".join(parts)


def main():
    tokens = [s + str(v) for s in "PABCD" for v in range(1, 14)]
    columns = 13
    rows = (len(tokens) + 1 + columns - 1) // columns
    width, height = columns * (W + GAP) + GAP, rows * (H + GAP) + GAP
    body = []
    for i, token in enumerate(tokens):
        body.append(card(token, GAP + (i % columns) * (W + GAP), GAP + (i // columns) * (H + GAP)))
    i = len(tokens)
    x, y = GAP + (i % columns) * (W + GAP), GAP + (i // columns) * (H + GAP)
    stripes = "".join(f'<rect x="{8 + k * 12}" y="8" width="6" height="{H - 16}" fill="#3e6b4f"/>'
                      for k in range(7))
    body.append(f'<g id="back" transform="translate({x},{y})"><rect x="0.5" y="0.5" '
                f'width="{W - 1}" height="{H - 1}" rx="8" fill="#2e4d3a" stroke="#1b2e22"/>'
                f'{stripes}</g>')
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
           f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n' +
           "\n".join(body) + "\n</svg>\n")
    with open("goofspiel.svg", "w") as out:
        out.write(svg)


if __name__ == "__main__":
    main()
