#!/usr/bin/env python3
"""Checks the public surface of the built library modules (their symbol graphs, swift-symbolgraph-extract at public
access): the renderer's hooks are package plumbing, so no public symbol of any module is one of them. Every `UIView` an
app subclasses (`ListView` and its controls, `ListCollectionView`) would otherwise offer them to override.

    HOOKS: what a snapshot calls a view (`snapshotKind`), what a view draws besides its subviews (`describe(into:)`),
           a view as a node of a larger tree (`snapshotNode(atPath:)`), and the package protocol a view of another
           module says both through (`ListSnapshotContentProvider`: `snapshotContentKind`, `describeContent(into:)`).

Run after `swift build --build-tests --traits SnapshotTesting` (scripts/test.sh does); alone:
    python3 scripts/check-public-surface.py [--list]   (--list prints every public symbol, one a line)
It prints the number of public symbols of each module it read.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

MODULES = ["ListDiffKit", "ListCore", "ListTextModel", "ListLayoutKit", "ListConstraintKit", "ListImageKit",
           "ListViewKit", "ListAdapterKit", "ListDataSourceKit", "ListSnapKit", "ListTextKit", "ListAnimationKit",
           "ListSpecKit", "ListRenderKit", "ListPipelineKit", "ListSnapshotKit", "ListPreviewSnapshotTesting"]
HOOKS = ["snapshotKind", "describe(into:)", "snapshotNode(atPath:)", "ListSnapshotContentProvider",
         "snapshotContentKind", "describeContent(into:)"]


def main():
    binaries = subprocess.run(["swift", "build", "--show-bin-path"], check=True, capture_output=True,
                              text=True).stdout.strip()
    maps = sorted(glob.glob("Sources/*/module.modulemap")) + sorted(glob.glob(f"{binaries}/*.build/module.modulemap"))
    flags = [flag for path in maps for flag in ("-Xcc", "-fmodule-map-file=" + os.path.abspath(path))]
    # The C headers the system-library modules include (CCairo's Cairo and Pango, CWebP, CJPEG), as SwiftPM finds them.
    for package in ["pangoft2", "libwebpmux", "libjpeg"]:
        cflags = subprocess.run(["pkg-config", "--cflags", package], capture_output=True, text=True).stdout.split()
        flags += [flag for cflag in cflags for flag in ("-Xcc", cflag)]
    target = subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True).stdout
    triple = json.loads(target)["target"]["triple"]
    errors, counts = [], []
    with tempfile.TemporaryDirectory() as folder:
        for module in MODULES:
            run = subprocess.run(
                ["swift-symbolgraph-extract", "-module-name", module, "-target", triple, "-I",
                 os.path.join(binaries, "Modules"), "-minimum-access-level", "public", "-output-dir", folder] + flags,
                capture_output=True, text=True)
            if run.returncode != 0:
                errors.append(f"could not read the symbols of {module} (build first):\n{run.stderr.strip()}")
                continue
            symbols = []
            for path in glob.glob(os.path.join(folder, f"{module}.symbols.json")) + glob.glob(
                    os.path.join(folder, f"{module}@*.symbols.json")):
                with open(path, encoding="utf-8") as handle:
                    symbols += [".".join(s["pathComponents"]) for s in json.load(handle)["symbols"]]
            counts.append(f"{module} {len(set(symbols))}")
            if "--list" in sys.argv:
                print("\n".join(f"{module}: {name}" for name in sorted(set(symbols))))
            for name in sorted(set(symbols)):
                if name.split(".")[-1] in HOOKS or name.split(".")[0] in HOOKS:
                    errors.append(f"{module} makes the renderer's hook {name} public (it is package plumbing)")
            for path in glob.glob(os.path.join(folder, "*.json")):
                os.remove(path)
    for error in errors:
        print("error: " + error, file=sys.stderr)
    if not errors:
        print("no renderer hook is public; public symbols: " + ", ".join(counts))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
