#!/usr/bin/env python3
"""Checks that the module graph is one story: the build graph (Package.swift, read through `swift package
dump-package`), the imports of every module of Sources/, and the README's module graph say the same.

1. Every module of ours (or product: Yams, ArgumentParser, SnapshotTesting) that a source file imports is a declared
   dependency of its target: no module is reached only because another one happened to build it.
2. The modules a headless-adapter app builds need no Cairo or Pango: the dependency closures of ListDiffKit, ListCore,
   ListTextModel, ListLayoutKit, ListConstraintKit, ListImageKit, ListPlumbing, ListViewKit, ListAdapterKit,
   ListDataSourceKit and ListSnapKit hold neither CCairo nor ListTextKit; and transitions build without the adapter:
   those of ListLayoutKit, ListAnimationKit and ListRenderKit hold neither ListAdapterKit, ListDataSourceKit nor
   ListSpecKit.
3. The README's block under "module graph (checked)" lists each library and executable target with its declared
   dependencies, exactly.
4. Every test target (and the test-support target) declares exactly what its files import: no module of ours is
   imported without being declared, and none is declared without being imported. An executable target (`listpreview`)
   is declared, never imported, by a test target that runs it (its files call `CommandRunner`), so that it is built
   first; a target that does not run it must not declare it.

scripts/check-imports.sh calls it; alone: python3 scripts/check-module-graph.py [--print]  (--print writes the
README block from Package.swift).
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

IMPORT = re.compile(
    r"^\s*(?:@[_a-zA-Z]+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?"
    r"([A-Za-z_][A-Za-z0-9_]*)")
PRODUCT_MODULES = {"Yams", "ArgumentParser", "SnapshotTesting"}
WITHOUT_CAIRO = ["ListDiffKit", "ListCore", "ListTextModel", "ListLayoutKit", "ListConstraintKit", "ListImageKit",
                 "ListPlumbing", "ListViewKit", "ListAdapterKit", "ListDataSourceKit", "ListSnapKit"]
WITHOUT_ADAPTER = ["ListLayoutKit", "ListAnimationKit", "ListRenderKit"]
MARKER = "<!-- module graph (checked by scripts/check-imports.sh against Package.swift and the imports) -->"


def dependencies(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind, value in dependency.items():
            if kind in ("byName", "target", "product"):
                names.append(value[0])
    return names


def closure(name, graph):
    seen, stack = set(), [name]
    while stack:
        for dependency in graph.get(stack.pop(), []):
            if dependency not in seen:
                seen.add(dependency)
                stack.append(dependency)
    return seen


def imports(folder):
    """The modules the Swift files under `folder` import, each with the first file that does."""
    found = {}
    for path in sorted(glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True)):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                match = IMPORT.match(line)
                if match:
                    found.setdefault(match.group(1), path)
    return found


def runs_executable(folder):
    """Whether a Swift file under `folder` runs the built `listpreview` (through ListTestSupport's CommandRunner)."""
    for path in glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True):
        with open(path, encoding="utf-8") as handle:
            if "CommandRunner." in handle.read():
                return True
    return False


def check_test_target(target, graph, ours, executables, errors):
    """Rule 4: a test target's declared dependencies are exactly what its files import (and the executable it runs)."""
    name = target["name"]
    folder = target.get("path") or os.path.join("Tests", name)
    imported = {module: path for module, path in imports(folder).items() if module in ours and module != name}
    declared = graph[name]
    for module, path in sorted(imported.items()):
        if module not in declared:
            errors.append(f"{path} imports {module}, which Package.swift does not declare for the test target {name}")
    runs = name != "ListTestSupport" and runs_executable(folder)   # it defines CommandRunner
    for module in declared:
        if module in executables:
            if not runs:
                errors.append(f"the test target {name} declares the executable {module} but none of its files runs "
                              "it (CommandRunner)")
        elif module not in imported:
            errors.append(f"the test target {name} declares {module}, which none of its files imports")
    for module in sorted(executables):
        if runs and module not in declared:
            errors.append(f"the test target {name} runs {module} (CommandRunner) without declaring it, so a build "
                          "may not have built it first")


def block(targets):
    rows = []
    for target in targets:
        deps = dependencies(target)
        rows.append(f"{target['name']} ← {', '.join(deps) if deps else '(nothing of ours)'}")
    return "\n".join(rows)


def main():
    # A scratch folder of its own: reading the manifest never waits for a build holding .build.
    with tempfile.TemporaryDirectory() as scratch:
        dump = subprocess.run(["swift", "package", "--scratch-path", scratch, "dump-package"], check=True,
                              capture_output=True, text=True).stdout
    every = json.loads(dump)["targets"]
    targets = [t for t in every if t["type"] != "test" and not t.get("path")]
    graph = {t["name"]: dependencies(t) for t in every}
    executables = {t["name"] for t in every if t["type"] == "executable"}
    if "--print" in sys.argv:
        print(MARKER + "\n```\n" + block(targets) + "\n```")
        return 0
    errors = []
    ours = set(graph) | PRODUCT_MODULES
    for target in targets:
        name = target["name"]
        for module, path in sorted(imports(os.path.join("Sources", name)).items()):
            if module in ours and module != name and module not in graph[name]:
                errors.append(f"{path} imports {module}, which Package.swift does not declare for {name}")
    tests = [t for t in every if t["type"] == "test" or t["name"] == "ListTestSupport"]
    for target in tests:
        check_test_target(target, graph, ours, executables, errors)
    for name in WITHOUT_CAIRO:
        bad = closure(name, graph) & {"CCairo", "ListTextKit"}
        if bad:
            errors.append(f"{name} builds {', '.join(sorted(bad))} (it must build without Cairo and Pango)")
    for name in WITHOUT_ADAPTER:
        bad = closure(name, graph) & {"ListAdapterKit", "ListDataSourceKit", "ListSpecKit"}
        if bad:
            errors.append(f"{name} builds {', '.join(sorted(bad))} (transitions and rendering build without them)")
    with open("README.md", encoding="utf-8") as handle:
        readme = handle.read()
    found = re.search(re.escape(MARKER) + r"\n```\n(.*?)\n```", readme, re.S)
    if not found:
        errors.append("README.md has no module graph block (python3 scripts/check-module-graph.py --print writes it)")
    elif found.group(1).strip() != block(targets):
        errors.append("README.md's module graph is not Package.swift's (python3 scripts/check-module-graph.py "
                      "--print writes it):\n" + "\n".join(
                          f"  README: {a}\n  build:  {b}" for a, b in
                          zip(found.group(1).strip().splitlines() + [""] * 99, block(targets).splitlines())
                          if a != b))
    for error in errors:
        print("error: " + error, file=sys.stderr)
    if not errors:
        print("the build graph, the imports and the README's module graph agree; "
              f"{len(tests)} test targets declare exactly what they import; "
              f"{len(WITHOUT_CAIRO)} modules build without Cairo and Pango")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
