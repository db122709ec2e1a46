#!/usr/bin/env python3
"""Writes two `listpreview diff` input files of COUNT elements changed by the benchmark's mixed pattern.

Usage: scripts/diff-input.py [--uuid] COUNT OLD.json NEW.json

Elements are {"id": "item-N", "value": V} with small integer values; with --uuid the ids are UUID strings
(36 characters, one per N, derived from N: the same N gives the same UUID in both files). The new array deletes 10 % of the old
elements, updates 5 % (value + 1), moves 5 % to random places and inserts COUNT / 10 new ids at random places, as
the `diff` benchmark suite's mixed pattern does. The random choices are seeded: the same COUNT gives the same files.
"""
import json
import random
import sys
import uuid


def identifier(ident, uuids):
    return str(uuid.UUID(int=random.Random(ident).getrandbits(128))) if uuids else "item-%d" % ident


def element(ident, value, uuids):
    return '{"id": %s, "value": %d}' % (json.dumps(identifier(ident, uuids)), value)


def main():
    arguments = sys.argv[1:]
    uuids = arguments[:1] == ["--uuid"]
    if uuids:
        arguments = arguments[1:]
    if len(arguments) != 3:
        sys.exit("usage: diff-input.py [--uuid] COUNT OLD.json NEW.json")
    count = int(arguments[0])
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
    for path, rows in ((arguments[1], old), (arguments[2], [row for _, row in placed])):
        with open(path, "w") as file:
            file.write("[\n" + ",\n".join(element(*row, uuids) for row in rows) + "\n]\n")


if __name__ == "__main__":
    main()
