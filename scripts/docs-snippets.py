#!/usr/bin/env python3
"""Extracts every ```swift snippet of README.md and docs/*.md into a consumer package that depends on ListPreview
by path, the way users do (scripts/check-docs.sh builds it, runs the programs and builds the test snippets).

Each document becomes one module (Doc_README, Doc_ADAPTER, ...), so names never collide across documents and a
document's later snippets can use what its earlier ones declared. In a snippet, top-level declarations stay at file
scope and the statements become the body of one `@MainActor func` that the runner calls in document order;
`#sourceLocation` makes every compiler message point at the Markdown line. Snippets that import a test framework
(Testing, XCTest, SnapshotTesting) go to one test target: they are compiled, not run.

Fences: ```swift is checked. ```swift signature shows an API's declaration (no body) and is skipped (counted).

Usage: docs-snippets.py REPO_ROOT OUTPUT_PACKAGE_DIR
"""
import os
import re
import sys

DECLARATION = re.compile(
    r"^(?:@\w+(?:\((?:[^()]|\([^()]*\))*\))?\s+)*(?:public\s+|private\s+|fileprivate\s+|internal\s+|open\s+|final\s+|indirect\s+)*"
    r"(?:struct|class|enum|protocol|extension|func|actor|typealias)\b")
ATTRIBUTES_ONLY = re.compile(r"^(?:@\w+(?:\((?:[^()]|\([^()]*\))*\))?\s*)+$")  # `@MainActor` or `@Suite(.t(x: 1))` alone on a line (arguments nest once), before a declaration
TEST_IMPORTS = {"Testing", "XCTest", "SnapshotTesting", "ListPreviewSnapshotTesting"}


def snippets(path):
    """Yields (first line number, info string, lines) for each fenced swift block."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    index = 0
    while index < len(lines):
        match = re.match(r"^```swift(.*)$", lines[index])
        if not match:
            index += 1
            continue
        info = match.group(1).strip()
        start = index + 1
        end = start
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        yield start + 1, info, lines[start:end]
        index = end + 1


def depth_change(line):
    """The brace balance of a line, ignoring string literals and // comments (good enough for documentation)."""
    code = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    code = code.split("//", 1)[0]
    return code.count("{") - code.count("}") + code.count("(") - code.count(")") + code.count("[") - code.count("]")


def split(lines, first_line):
    """Splits a snippet into imports, declaration chunks and statement chunks, each chunk (line number, lines)."""
    imports, declarations, statements = [], [], []
    depth = 0
    current = None
    attributes_pending = False
    for offset, line in enumerate(lines):
        number = first_line + offset
        if depth == 0:
            stripped = line.strip()
            if stripped.startswith("import "):
                imports.append(stripped.split("//", 1)[0].split()[1])
                current = None
                continue
            if not stripped:
                current = None
                continue
            is_attributes = bool(ATTRIBUTES_ONLY.match(line))
            kind = "declaration" if DECLARATION.match(line) or is_attributes else "statement"
            # An indented line goes on (a wrapped header); so does the declaration after a line of attributes.
            continues = current is not None and (line[:1].isspace() or attributes_pending)
            attributes_pending = is_attributes
            if not continues and (current is None or current[0] != kind or kind == "declaration"):
                current = (kind, number, [])
                (declarations if kind == "declaration" else statements).append(current)
        if current is None:
            current = ("statement", number, [])
            statements.append(current)
        current[2].append(line)
        depth += depth_change(line)
        if depth < 0:
            depth = 0
    return imports, declarations, statements


def render(path, relative, number, imports, declarations, statements, is_test, module_imports):
    out = [f"// Generated from {relative}:{number} by scripts/docs-snippets.py; edit the Markdown, not this file."]
    for module in sorted(set(imports) | set(module_imports)):
        out.append(f"import {module}")
    out.append("")
    for _, line, body in declarations:
        out.append(f'#sourceLocation(file: "{path}", line: {line})')
        out.extend(body)
        out.append("#sourceLocation()")
    name = f"snippet{number}"
    if statements:
        out.append("")
        out.append("@MainActor")
        prefix = "" if is_test else "public "
        out.append(f"{prefix}func {name}() async throws {{")
        for _, line, body in statements:
            out.append(f'#sourceLocation(file: "{path}", line: {line})')
            out.extend(body)
            out.append("#sourceLocation()")
        out.append("}")
    return "\n".join(out) + "\n", (name if statements else None)


def benchmarks(root, package):
    """The benchmark package's executable target, built (never run) here as well, so that CI compiles it against
    this build of ListPreview instead of building ListPreview a second time in Benchmarks/.build: a link to its
    sources, and its one other dependency exactly as Benchmarks/Package.swift declares it. Returns the manifest
    lines (dependency, target), or two empty strings when the repository has no benchmark package."""
    manifest = os.path.join(root, "Benchmarks", "Package.swift")
    sources = os.path.join(root, "Benchmarks", "Sources", "ListPreviewBenchmarks")
    link = os.path.join(package, "Sources", "ListPreviewBenchmarks")
    if os.path.islink(link):
        os.remove(link)
    if not (os.path.isfile(manifest) and os.path.isdir(sources)):
        return "", ""
    with open(manifest, encoding="utf-8") as handle:
        text = handle.read()
    match = re.search(r'\.package\(url: "https://github\.com/ordo-one/malloc-interposer\.git", from: "([0-9.]+)"\)', text)
    if not match:
        sys.exit("docs-snippets.py: Benchmarks/Package.swift no longer declares malloc-interposer as expected: "
                 "update benchmarks() in scripts/docs-snippets.py")
    os.makedirs(os.path.dirname(link), exist_ok=True)
    os.symlink(sources, link)
    dependency = f'        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "{match.group(1)}"),'
    target = """        // The benchmark package's executable (Benchmarks/Sources, linked): compiled here, run by hand only.
        .executableTarget(
            name: "ListPreviewBenchmarks",
            dependencies: [
                .product(name: "ListPreview", package: "ListPreview"),
                .product(name: "ListDiffKit", package: "ListPreview"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]),"""
    return dependency, target


def main():
    root, package = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    documents = ["README.md"] + sorted(
        os.path.join("docs", name) for name in os.listdir(os.path.join(root, "docs")) if name.endswith(".md"))
    modules, runners, counts = [], [], {"checked": 0, "run": 0, "test": 0, "signature": 0}
    test_files = {}
    for relative in documents:
        path = os.path.join(root, relative)
        module = "Doc_" + re.sub(r"\W", "_", os.path.splitext(os.path.basename(relative))[0])
        files, calls = {}, []
        for number, info, lines in snippets(path):
            if info.split()[:1] == ["signature"]:
                counts["signature"] += 1
                continue
            counts["checked"] += 1
            imports, declarations, statements = split(lines, number)
            is_test = bool(TEST_IMPORTS & set(imports)) or any("@Test" in l for l in lines)
            if is_test:
                counts["test"] += 1
                text, _ = render(path, relative, number, imports, declarations, statements, True,
                                 ["ListPreview", "Foundation"])
                test_files[f"{module}_Snippet{number}.swift"] = text
                continue
            text, call = render(path, relative, number, imports, declarations, statements, False, ["ListPreview"])
            files[f"Snippet{number}.swift"] = text
            if call:
                calls.append((relative, number, call))
        if not files:
            continue
        folder = os.path.join(package, "Sources", module)
        os.makedirs(folder, exist_ok=True)
        for name in os.listdir(folder):
            os.remove(os.path.join(folder, name))
        for name, text in files.items():
            with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
                handle.write(text)
        modules.append(module)
        runners.extend((module, relative, number, call) for relative, number, call in calls)
    counts["run"] = len(runners)

    runner = ["// Generated by scripts/docs-snippets.py: runs every documentation snippet in document order.",
              "import Foundation"]
    runner += [f"import {module}" for module in modules]
    runner += ["", "@MainActor", "func runAll() async -> Int32 {", "    var failures: Int32 = 0"]
    for module, relative, number, call in runners:
        runner += [f"    do {{ try await {module}.{call}(); print(\"ran {relative}:{number}\") }}",
                   f"    catch {{ print(\"error: {relative}:{number}: the snippet threw \\(error)\"); failures += 1 }}"]
    runner += ["    return failures", "}", "", "exit(await runAll() == 0 ? 0 : 1)"]
    folder = os.path.join(package, "Sources", "DocSnippetsRunner")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "main.swift"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(runner) + "\n")

    folder = os.path.join(package, "Tests", "DocSnippetTests")
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        os.remove(os.path.join(folder, name))
    test_files.setdefault("Empty.swift", "// Keeps the test target when no snippet is a test.\n")
    for name, text in test_files.items():
        with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
            handle.write(text)

    product = '.product(name: "ListPreview", package: "ListPreview")'
    benchmark_dependency, benchmark_target = benchmarks(root, package)
    targets = [f'        .target(name: "{module}", dependencies: [{product}]),' for module in modules]
    manifest = f"""// swift-tools-version:6.1
// Generated by scripts/docs-snippets.py: the documentation's Swift snippets, as a user's package would hold them.
import PackageDescription

let package = Package(
    name: "DocSnippets",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The strategies for swift-snapshot-testing are opt-in: the test snippets use them, as README says to.
        .package(name: "ListPreview", path: "{root}", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
{benchmark_dependency}
    ],
    targets: [
{chr(10).join(targets)}
        .executableTarget(name: "DocSnippetsRunner", dependencies: [{", ".join(f'"{m}"' for m in modules)}]),
{benchmark_target}
        .testTarget(
            name: "DocSnippetTests",
            dependencies: [
                {product},
                .product(name: "ListPreviewSnapshotTesting", package: "ListPreview"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
"""
    with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as handle:
        handle.write(manifest)
    print(f"docs-snippets: {counts['checked']} snippets checked ({counts['run']} run, {counts['test']} compiled as "
          f"tests), {counts['signature']} signatures skipped, from {len(documents)} documents")


if __name__ == "__main__":
    main()
