#!/usr/bin/env python3
"""Measures candidate system faces against SF Pro's published metrics (run by hand, not in CI).

    pip install fonttools && python3 scripts/measure-fonts.py

For each regular face installed by Debian's packages (scripts/setup.sh installs the chosen one; the others are
`apt-get install fonts-inter fonts-roboto-unhinted fonts-noto-core fonts-open-sans fonts-lato fonts-cantarell`),
prints capsize's width measure `xWidthAvg` (the average advance of English text: the advances of space and the 26
lowercase letters weighted by how often each occurs in English, in em), cap height and x-height (in em), each as a
ratio to SF Pro's figures (capsize's `-apple-system` metrics, in units of 2048 per em), the width gap to SF Pro,
and which of UIKit's weights the family has as real faces. A face that is not installed is listed as such.
"""
import os
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

# SF Pro (capsize's `-apple-system`): xWidthAvg 853, cap height 1443, x-height 1040, in 2048ths of an em.
SF_PRO = {"xWidthAvg": 853 / 2048, "capHeight": 1443 / 2048, "xHeight": 1040 / 2048}

# Relative frequencies of the characters of English text: the 26 letters (the usual table of English letter
# frequencies, in %) scaled to the share of letters, and the word space (one per word of 4.7 letters on average).
LETTERS = {
    "a": 8.167, "b": 1.492, "c": 2.782, "d": 4.253, "e": 12.702, "f": 2.228, "g": 2.015, "h": 6.094,
    "i": 6.966, "j": 0.153, "k": 0.772, "l": 4.025, "m": 2.406, "n": 6.749, "o": 7.507, "p": 1.929,
    "q": 0.095, "r": 5.987, "s": 6.327, "t": 9.056, "u": 2.758, "v": 0.978, "w": 2.360, "x": 0.150,
    "y": 1.974, "z": 0.074,
}
SPACE_SHARE = 1 / 5.7
WEIGHTS = {ch: (1 - SPACE_SHARE) * pct / sum(LETTERS.values()) for ch, pct in LETTERS.items()}
WEIGHTS[" "] = SPACE_SHARE

# (name, regular file, the family's other faces: UIKit weight -> file name fragment present in the folder)
CANDIDATES = [
    ("Inter", "/usr/share/fonts/opentype/inter/Inter-Regular.otf"),
    ("Inter Display", "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"),
    ("Roboto", "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"),
    ("Noto Sans", "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"),
    ("Source Sans 3", "/usr/share/fonts/opentype/source-sans/SourceSans3-Regular.otf"),
    ("Open Sans", "/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf"),
    ("Lato", "/usr/share/fonts/truetype/lato/Lato-Regular.ttf"),
    ("Cantarell", "/usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf"),
    ("DejaVu Sans", os.path.join(os.path.dirname(__file__), "..", "Sources/ListTextKit/Fonts/DejaVuSans.ttf")),
]

# UIKit's weights and the usual style names of the faces that draw them.
UIKIT_WEIGHTS = [
    ("ultraLight", ["ExtraLight", "UltraLight", "Hairline"]), ("thin", ["Thin"]), ("light", ["Light"]),
    ("regular", ["Regular"]), ("medium", ["Medium"]), ("semibold", ["SemiBold", "Semibold", "DemiBold"]),
    ("bold", ["Bold"]), ("heavy", ["ExtraBold", "Heavy"]), ("black", ["Black"]),
]


def measure(path):
    font = TTFont(path, lazy=True)
    upem = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    metrics = font["hmtx"].metrics
    width = sum(weight * metrics[cmap[ord(ch)]][0] for ch, weight in WEIGHTS.items()) / upem
    # Measured on the outlines (the top of `H` and of `x`): some faces' OS/2 tables predate those fields.
    glyphs = font.getGlyphSet()

    def top(ch):
        pen = BoundsPen(glyphs)
        glyphs[cmap[ord(ch)]].draw(pen)
        return pen.bounds[3] / upem

    return width, top("H"), top("x")


def weights_of(path):
    folder, name = os.path.split(path)
    if "-" not in name:  # the bundled DejaVu Sans pair: Book and Bold
        return ["regular", "bold"], False
    stem = name.split("-")[0] + "-"
    files = os.listdir(folder)
    have = []
    for uikit, styles in UIKIT_WEIGHTS:
        if any(f.startswith(stem + style + ".") for style in styles for f in files):
            have.append(uikit)
    italic = any(f.startswith(stem) and "Italic" in f for f in files)
    return have, italic


def main():
    print("| face | xWidthAvg (em) | × SF Pro | gap | cap height (em) | × SF Pro | x-height (em) | × SF Pro "
          "| UIKit weights as faces | italics |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    print(f"| SF Pro (published) | {SF_PRO['xWidthAvg']:.4f} | 1.000 | 0.0 % | {SF_PRO['capHeight']:.4f} | 1.000 "
          f"| {SF_PRO['xHeight']:.4f} | 1.000 | 9 of 9 | yes |")
    for name, path in CANDIDATES:
        if not os.path.exists(path):
            print(f"| {name} | not installed ({path}) | | | | | | | | |")
            continue
        width, cap, xh = measure(path)
        have, italic = weights_of(path)
        ratio = width / SF_PRO["xWidthAvg"]
        print(f"| {name} | {width:.4f} | {ratio:.3f} | {abs(ratio - 1) * 100:.1f} % | {cap:.4f} "
              f"| {cap / SF_PRO['capHeight']:.3f} | {xh:.4f} | {xh / SF_PRO['xHeight']:.3f} "
              f"| {len(have)} of 9 | {'yes' if italic else 'no'} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
