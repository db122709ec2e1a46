#!/usr/bin/env bash
# Checks that renders are byte-identical whatever runs them: a second process, each of pixman's x86 SIMD
# implementations disabled, pixman's portable C implementation alone (a stand-in for another CPU), FreeType's
# interpreter settings, and another FreeType build (2.13.2, from the freetype-py wheel on PyPI, preloaded).
#
#   scripts/determinism.sh                 every sample and test spec, light and dark, in full, at their scale; specs
#                                          with view trees also right-to-left at the largest Dynamic Type size in
#                                          Arabic, and their update animations as strips (reloads, moves)
#   LISTPREVIEW_BIN=.build/release/listpreview scripts/determinism.sh
#   LISTPREVIEW_ALT_FREETYPE=/path/libfreetype.so scripts/determinism.sh   another FreeType build to compare with
#   LISTPREVIEW_ALT_FREETYPE=none scripts/determinism.sh                   skip that comparison
#
# Prints one line per check and exits 1 when any render differs from the reference. docs/RENDERING.md
# ("Determinism") says what is guaranteed and what this found.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${LISTPREVIEW_BIN:-.build/debug/listpreview}
if [ ! -x "$bin" ]; then
  # the traits scripts/test.sh builds with, so that the shared .build/ is not recompiled without them
  swift build --product listpreview --traits SnapshotTesting 2>&1 | tail -n 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

specs=(Samples/*.json Samples/*.yaml Tests/ListRenderKitTests/Specs/*.json)
# Specs whose cells carry a "view" tree (subviews, images, corners, borders, alpha): drawn in more environments.
mapfile -t view_specs < <(grep -l '"view"' "${specs[@]}" || true)
# Renders every spec (light in full, dark at the viewport) into folder $1, with the environment given after it.
render_all() {
  local folder=$1; shift
  mkdir -p "$folder"
  local spec name
  for spec in "${specs[@]}"; do
    name=$(basename "${spec%.*}")
    env "$@" "$bin" render "$spec" -o "$folder/$name.png" --full >/dev/null 2>"$folder/$name.err" || {
      echo "render failed ($*): $spec: $(cat "$folder/$name.err")" >&2; return 1; }
    env "$@" "$bin" render "$spec" -o "$folder/$name-dark.png" --theme dark >/dev/null 2>"$folder/$name.err" || {
      echo "render failed ($*): $spec: $(cat "$folder/$name.err")" >&2; return 1; }
  done
  for spec in "${view_specs[@]}"; do
    name=$(basename "${spec%.*}")
    env "$@" "$bin" render "$spec" -o "$folder/$name-rtl-ax5.png" --layout-direction rightToLeft --locale ar \
      --content-size-category accessibilityExtraExtraExtraLarge >/dev/null 2>"$folder/$name.err" || {
      echo "render failed ($*): $spec: $(cat "$folder/$name.err")" >&2; return 1; }
    if grep -q '"updates"' "$spec"; then
      env "$@" "$bin" animate "$spec" -o "$folder/$name-strip.png" --strip >/dev/null 2>"$folder/$name.err" || {
        echo "animate failed ($*): $spec: $(cat "$folder/$name.err")" >&2; return 1; }
    fi
  done
}

failures=0
# Compares folder $2 with the reference; $1 names the check; files matching $3 (a grep pattern) are skipped.
compare() {
  local label=$1 folder=$2 skip=${3:-^$} file name differing=() count=0
  for file in "$work/reference"/*.png; do
    name=$(basename "$file")
    if echo "$name" | grep -qE "$skip"; then continue; fi
    count=$((count + 1))
    cmp -s "$file" "$folder/$name" || differing+=("$name")
  done
  if [ ${#differing[@]} -eq 0 ]; then
    printf 'identical  %-58s %d images\n' "$label" "$count"
  else
    printf 'DIFFERENT  %-58s %d of %d: %s\n' "$label" "${#differing[@]}" "$count" "${differing[*]}"
    failures=$((failures + 1))
  fi
}

echo "reference: $bin, $(pkg-config --modversion pixman-1 2>/dev/null | sed 's/^/pixman /'),"\
  "$(pkg-config --modversion freetype2 2>/dev/null | sed 's/^/freetype2 module /'),"\
  "$(pkg-config --modversion pangoft2 2>/dev/null | sed 's/^/pango /'), $(pkg-config --modversion harfbuzz 2>/dev/null | sed 's/^/harfbuzz /')"
render_all "$work/reference" LISTPREVIEW_DETERMINISM=1

render_all "$work/process" LISTPREVIEW_DETERMINISM=2
compare "a second process" "$work/process"

for disabled in sse2 ssse3 mmx avx2 fast "sse2 ssse3 mmx avx2 fast"; do
  folder="$work/pixman-${disabled// /-}"
  render_all "$folder" PIXMAN_DISABLE="$disabled"
  compare "PIXMAN_DISABLE=\"$disabled\"" "$folder"
done

for properties in "truetype:interpreter-version=35" "truetype:interpreter-version=40" "cff:no-stem-darkening=0"; do
  folder="$work/ft-${properties//[:=]/-}"
  render_all "$folder" FREETYPE_PROPERTIES="$properties"
  compare "FREETYPE_PROPERTIES=$properties" "$folder"
done

alt=${LISTPREVIEW_ALT_FREETYPE:-}
if [ -z "$alt" ]; then
  # freetype-py's manylinux wheel carries its own FreeType 2.13.2 (built without libpng).
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/listpreview/freetype-py-2.5.1
  if [ ! -f "$cache/freetype/libfreetype.so" ] && command -v pip >/dev/null 2>&1; then
    mkdir -p "$cache"
    pip download --quiet --no-deps --only-binary=:all: --platform manylinux2010_x86_64 freetype-py==2.5.1 \
      -d "$cache" >/dev/null 2>&1 && python3 -m zipfile -e "$cache"/freetype_py-2.5.1-*.whl "$cache" || true
  fi
  [ -f "$cache/freetype/libfreetype.so" ] && alt="$cache/freetype/libfreetype.so"
fi
if [ -n "$alt" ] && [ "$alt" != none ] && [ -f "$alt" ]; then
  render_all "$work/alt-freetype" LD_PRELOAD="$alt"
  # That build has no PNG decoder, so it cannot draw colour emoji (CBDT glyphs are PNGs): specs with emoji are
  # compared only with a FreeType that has one.
  compare "another FreeType build ($alt)" "$work/alt-freetype" '^(scripts|variants)'
else
  echo "skipped    another FreeType build (set LISTPREVIEW_ALT_FREETYPE to a libfreetype.so)"
fi

if [ "$failures" -gt 0 ]; then
  echo "determinism: $failures check(s) found differences" >&2
  exit 1
fi
echo "determinism: every check gave byte-identical PNGs"
