#!/usr/bin/env bash
# Compiles every Swift snippet of README.md and docs/*.md in a consumer package that depends on ListPreview by
# path (as users do), and runs the ones that are programs. `scripts/test.sh` (CI) calls it; alone:
#   bash scripts/check-docs.sh
# The package is generated into .build-docs/package (scripts/docs-snippets.py says how snippets become files);
# its build folder .build-docs/build is kept between runs, so a second run only rebuilds what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
package="$root/.build-docs/package"
scratch="$root/.build-docs/build"
mkdir -p "$package"

python3 scripts/docs-snippets.py "$root" "$package"
if [ -f Package.resolved ] && [ ! -f "$package/Package.resolved" ]; then
  cp Package.resolved "$package/Package.resolved"   # the same dependency versions as the package itself
fi

echo "==> building the documentation snippets"
log=$(mktemp)
work=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$work"' EXIT
if ! swift build --package-path "$package" --scratch-path "$scratch" --build-tests >"$log" 2>&1; then
  grep -E "error:" "$log" | grep -v "^error: fatalError" | sort -u >&2 || true
  tail -n 5 "$log" >&2
  echo "error: a documentation snippet does not compile (the lines above point into the Markdown files)" >&2
  exit 1
fi

echo "==> running the documentation snippets that are programs (in a scratch folder, with Samples/ beside)"
ln -s "$root/Samples" "$work/Samples"
(cd "$work" && "$scratch/debug/DocSnippetsRunner")
