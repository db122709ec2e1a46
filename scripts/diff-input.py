#!/usr/bin/env python3
"""Writes two `listpreview diff` input files of COUNT elements changed by the benchmark's mixed pattern.

Usage: scripts/diff-input.py COUNT OLD.json NEW.json

Elements are {"id": "item-N", "value": V} with small integer values. The new array deletes 10 % of the old
elements, updates 5 % (value + 1), moves 5 % to random places and inserts COUNT / 10 new ids at random places, as
the `diff` benchmark suite's mixed pattern does. The random choices are seeded: the same COUNT gives the same files.
"""
import json
import random
import sys


def element(ident, value):
    return '{"id": %s, "value": %d}' % (json.dumps("item-%d" % ident), value)


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: diff-input.py COUNT OLD.json NEW.json")
    count = int(sys.argv[1])
    rng = random.Random(count)
    old = [(ident, ident % 7) for ident in range(count)]
    placed = []
    for ident, value in old:
        roll = rng.randrange(100)
        if roll < 10:
            continue
        if roll < 15:
            placed.append((float(ident), (ident, value + 1)))
        elif roll < 20:
            placed.append((rng.uniform(0, count), (ident, value)))
        else:
            placed.append((float(ident), (ident, value)))
    for index in range(count // 10):
        placed.append((rng.uniform(0, count), (count + index, 0)))
    placed.sort(key=lambda pair: pair[0])
    for path, rows in ((sys.argv[2], old), (sys.argv[3], [row for _, row in placed])):
        with open(path, "w") as file:
            file.write("[\n" + ",\n".join(element(*row) for row in rows) + "\n]\n")


if __name__ == "__main__":
    main()
