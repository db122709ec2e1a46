#!/usr/bin/env python3
"""Writes a package that holds one test target of ListPreview and only the targets it depends on, so that a step
which needs one suite (the thread sanitizer's run of the concurrent data sources' tests) builds a fraction of the
package instead of all of it (scripts/test.sh, step 3).

The package is the repository's own manifest with a filter appended: its targets are cut down to the test target's
dependency closure (read from `swift package dump-package`, so it follows Package.swift as it changes), and its
products and package dependencies are dropped. `Sources`, `Tests` and `Samples` are symbolic links into the
repository, so the sources compiled are the repository's, unchanged. A target of the closure that needs another
package's product is an error: the subset could not build it.

Usage: subset-package.py REPO_ROOT OUTPUT_PACKAGE_DIR TEST_TARGET
"""
import json
import os
import subprocess
import sys


def closure(targets, root):
    """The names of `root` and of every target it depends on, directly or not."""
    by_name = {target["name"]: target for target in targets}
    if root not in by_name:
        sys.exit(f"error: subset-package.py: Package.swift has no target named {root}")
    kept, pending = set(), [root]
    while pending:
        name = pending.pop()
        if name in kept:
            continue
        kept.add(name)
        for dependency in by_name[name]["dependencies"]:
            kind, value = next(iter(dependency.items()))
            if kind == "product":
                sys.exit(f"error: subset-package.py: {name} depends on the product {value[0]} of {value[1]}; "
                         f"a subset package holds only this package's targets")
            if value[0] not in by_name:
                sys.exit(f"error: subset-package.py: {name} depends on {value[0]}, which is not a target of Package.swift")
            pending.append(value[0])
    return kept


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    repo, output, test_target = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
    dump = subprocess.run(["swift", "package", "--package-path", repo, "dump-package"], check=True,
                          capture_output=True, text=True).stdout
    kept = closure(json.loads(dump)["targets"], test_target)

    os.makedirs(output, exist_ok=True)
    for folder in ("Sources", "Tests", "Samples"):
        link = os.path.join(output, folder)
        if os.path.islink(link):
            os.unlink(link)
        elif os.path.exists(link):
            sys.exit(f"error: subset-package.py: {link} exists and is not a link this script made")
        os.symlink(os.path.join(repo, folder), link)

    with open(os.path.join(repo, "Package.swift"), encoding="utf-8") as handle:
        manifest = handle.read()
    names = ", ".join(f'"{name}"' for name in sorted(kept))
    manifest += (
        f"\n// Appended by scripts/subset-package.py: only {test_target} and the targets it depends on.\n"
        f"let subsetTargets: Set<String> = [{names}]\n"
        "package.targets.removeAll { !subsetTargets.contains($0.name) }\n"
        "package.products = []\n"
        "package.dependencies = []\n"
    )
    path = os.path.join(output, "Package.swift")
    previous = None
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            previous = handle.read()
    if previous != manifest:  # an unchanged manifest keeps SwiftPM's cached build plan
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(manifest)
    print(f"subset-package.py: {test_target} needs {len(kept)} targets: {', '.join(sorted(kept))}")


if __name__ == "__main__":
    main()
