#!/usr/bin/env bash
# Compiles every Swift snippet of README.md and docs/*.md in a consumer package that depends on ListPreview by
# path (as users do), and runs the ones that are programs. The same package compiles the benchmark package's
# executable (Benchmarks/Sources, linked in; never run here), so CI builds ListPreview once for both. Then checks that the model code that would diff
# silently wrong, and the code that would show a silently ignored delegate method, does not compile, with the
# diagnostic that says what to write (scripts/must-not-compile/*.swift, each naming the message it expects on its
# first line). `scripts/test.sh` (CI) calls it; alone:
#   bash scripts/check-docs.sh
# The package is generated into .build-docs/package (scripts/docs-snippets.py says how snippets become files). It
# builds in the package's own build folder, .build: ListPreview is the same package at the same path with the same
# trait there, so SwiftPM compiles each of its modules with the same command as `swift build --build-tests --traits
# SnapshotTesting` and reuses what that build made (CI builds ListPreview once for the tests, the snippets and the
# benchmarks' executable; only the snippets compile here). Neither build makes the other rebuild anything.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
package="$root/.build-docs/package"
scratch="$root/.build"
rm -rf "$root/.build-docs/build"   # where earlier versions of this script built a second copy of ListPreview
mkdir -p "$package"

python3 scripts/docs-snippets.py "$root" "$package"
if [ -f Package.resolved ] && [ ! -f "$package/Package.resolved" ]; then
  cp Package.resolved "$package/Package.resolved"   # the same dependency versions as the package itself
fi

echo "==> building the documentation snippets and the benchmarks' executable"
log=$(mktemp)
work=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$work"' EXIT
if ! swift build --package-path "$package" --scratch-path "$scratch" --build-tests >"$log" 2>&1; then
  grep -E "error:" "$log" | grep -v "^error: fatalError" | sort -u >&2 || true
  tail -n 5 "$log" >&2
  echo "error: a documentation snippet (the lines above point into the Markdown files) or the benchmarks do not compile" >&2
  exit 1
fi

echo "==> running the documentation snippets that are programs (in a scratch folder, with Samples/ beside)"
ln -s "$root/Samples" "$work/Samples"
(cd "$work" && "$scratch/debug/DocSnippetsRunner")

echo "==> checking that trap code does not compile (scripts/must-not-compile)"
# ListAdapterKit sees ListTextKit and ListImageKit, which import C modules: every system library's module map
# (Sources/C*/module.modulemap), the module maps SwiftPM generated for our C targets, and Pango's headers.
c_modules=()
for map in Sources/C*/module.modulemap; do c_modules+=(-I "$(dirname "$map")"); done
for map in "$scratch"/debug/C*.build/module.modulemap; do
  [ -f "$map" ] && c_modules+=(-Xcc "-fmodule-map-file=$map")
done
for file in scripts/must-not-compile/*.swift; do
  expected=$(head -n 1 "$file" | sed -e 's|^// expect: ||')
  if swiftc -typecheck -I "$scratch/debug/Modules" "${c_modules[@]}" $(pkg-config --cflags-only-I pangoft2 | sed -e "s/-I/-Xcc -I/g") "$file" >"$log" 2>&1; then
    echo "error: $file compiles, but must not: $expected" >&2
    exit 1
  fi
  if ! grep -qF -- "$expected" "$log"; then
    echo "error: $file does not compile, but without the expected diagnostic: $expected" >&2
    grep "error:" "$log" | sort -u >&2
    exit 1
  fi
  echo "does not compile, as it must: $file"
done
