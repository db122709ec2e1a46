#!/usr/bin/env bash
# Checks that the module graph is what the imports say (the header comment of Package.swift and the README's module
# table describe it): `ListRenderKit` is "scene in, pixels and files out" and imports neither the spec module nor the
# adapter module — nor the spec road, the snapshot or command-line modules, nor a module that re-exports any of
# them — and no module below the spec road imports it; ListLayoutKit and ListAnimationKit import neither the spec
# nor the adapter module (a recorded adapter update becomes a transition in ListPipelineKit); ListPlumbing (package-access plumbing: JSON, file input,
# atomic output) sits on ListCore alone, and neither ListCore nor ListDiffKit imports it; ListConstraintKit (the
# constraint solver) imports no module of ours; ListSnapKit (SnapKit's DSL) sits on ListViewKit alone; ListTextModel
# (text as values, the measuring protocol) sits on ListCore alone, and no module a headless-adapter app builds
# (ListDiffKit, ListCore, ListTextModel, ListLayoutKit, ListConstraintKit, ListImageKit, ListPlumbing, ListViewKit,
# ListAdapterKit, ListDataSourceKit, ListSnapKit) imports ListTextKit or Cairo. Then scripts/check-module-graph.py checks
# that every import is a declared dependency, the build graph's closures (those modules build without Cairo and
# Pango; layout, transitions and rendering without the adapter), the README's module graph against Package.swift, and
# that every test target declares exactly what its files import (and `listpreview` only when its tests run it).
# `scripts/test.sh` (CI) calls it; alone:
#   bash scripts/check-imports.sh
set -euo pipefail
cd "$(dirname "$0")/.."

status=0

# The modules a module must not import, directly or through a dependency that re-exports them.
forbidden() {
  case "$1" in
    ListRenderKit) echo "ListSpecKit ListAdapterKit ListDataSourceKit ListPipelineKit ListSnapshotKit ListPreview ListPreviewSnapshotTesting ListPreviewCLI" ;;
    ListDiffKit|ListCore)
      echo "ListPlumbing ListSpecKit ListAdapterKit ListDataSourceKit ListAnimationKit ListRenderKit ListPipelineKit ListSnapshotKit ListPreview ListPreviewSnapshotTesting ListPreviewCLI" ;;
    ListPlumbing)
      echo "ListDiffKit ListImageKit ListTextKit ListViewKit ListLayoutKit ListSpecKit ListAdapterKit ListDataSourceKit ListAnimationKit ListRenderKit ListPipelineKit ListSnapshotKit ListPreview ListPreviewSnapshotTesting ListPreviewCLI" ;;
    ListImageKit|ListTextKit|ListViewKit|ListSpecKit|ListAdapterKit|ListDataSourceKit)
      echo "ListRenderKit ListPipelineKit ListSnapshotKit ListPreview ListPreviewSnapshotTesting ListPreviewCLI" ;;
    # Layout and transitions know nothing of the adapter (the recorded-update bridge is the pipeline module's).
    ListLayoutKit|ListAnimationKit)
      echo "ListSpecKit ListAdapterKit ListDataSourceKit ListRenderKit ListPipelineKit ListSnapshotKit ListPreview ListPreviewSnapshotTesting ListPreviewCLI" ;;
    ListPipelineKit) echo "ListSnapshotKit ListPreview ListPreviewSnapshotTesting ListPreviewCLI" ;;
    # The solver is pure Swift on its own: no module of ours below or beside it.
    ListConstraintKit)
      echo "ListDiffKit ListCore ListPlumbing ListImageKit ListTextKit ListViewKit ListLayoutKit ListSpecKit ListAdapterKit ListDataSourceKit ListAnimationKit ListRenderKit ListPipelineKit ListSnapshotKit ListPreview ListPreviewSnapshotTesting ListPreviewCLI CCairo CWebP CJPEG CListImageCodecs CListPreviewPNG" ;;
    # SnapKit's DSL sits on the view tree alone: it makes NSLayoutConstraints, it never reads specs or draws.
    ListSnapKit)
      echo "ListDiffKit ListPlumbing ListImageKit ListLayoutKit ListSpecKit ListAdapterKit ListDataSourceKit ListAnimationKit ListRenderKit ListPipelineKit ListSnapshotKit ListPreview ListPreviewSnapshotTesting ListPreviewCLI" ;;
    # Text as values: nothing of ours but ListCore, no C library (the views build on it without Cairo and Pango).
    ListTextModel)
      echo "ListDiffKit ListPlumbing ListImageKit ListTextKit ListViewKit ListLayoutKit ListSpecKit ListAdapterKit ListDataSourceKit ListAnimationKit ListRenderKit ListPipelineKit ListSnapshotKit ListPreview ListPreviewSnapshotTesting ListPreviewCLI CCairo CWebP CJPEG CListImageCodecs CListPreviewPNG" ;;
    *) echo "" ;;
  esac
}

# What a headless-adapter app builds never imports the text engine or Cairo (directly or through a re-export).
without_cairo() {
  case "$1" in
    ListDiffKit|ListCore|ListTextModel|ListLayoutKit|ListConstraintKit|ListImageKit|ListPlumbing|ListViewKit|ListAdapterKit|ListDataSourceKit|ListSnapKit)
      echo "ListTextKit CCairo" ;;
    *) echo "" ;;
  esac
}

# `import X`, `@_exported import X`, `@testable import X`, `import struct X.Y`… of a file, one module per line.
imports() {
  sed -nE 's/^[[:space:]]*(@[_a-zA-Z]+[[:space:]]+)*import[[:space:]]+((struct|class|enum|protocol|func|var|let|typealias)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\4/p' "$@" | sort -u
}

# The modules a module re-exports (`@_exported import`).
reexports() {
  [ -d "Sources/$1" ] || return 0
  find "Sources/$1" -name '*.swift' -print0 | xargs -0 sed -nE 's/^[[:space:]]*@_exported[[:space:]]+import[[:space:]]+([A-Za-z_][A-Za-z0-9_]*).*/\1/p' | sort -u
}

for folder in Sources/*/; do
  module=$(basename "$folder")
  banned="$(forbidden "$module") $(without_cairo "$module")"
  banned=$(echo $banned)
  [ -n "$banned" ] || continue
  files=$(find "$folder" -name '*.swift')
  [ -n "$files" ] || continue
  for imported in $(imports $files); do
    for reached in "$imported" $(reexports "$imported"); do
      for ban in $banned; do
        if [ "$reached" = "$ban" ]; then
          where=$(grep -lE "^[[:space:]]*(@[_a-zA-Z]+[[:space:]]+)*import[[:space:]]+((struct|class|enum|protocol|func|var|let|typealias)[[:space:]]+)?${imported}\b" $files | head -n 3 | tr '\n' ' ')
          if [ "$reached" = "$imported" ]; then
            echo "error: $module imports $ban ($where), against the module graph of Package.swift" >&2
          else
            echo "error: $module imports $imported, which re-exports $ban ($where), against the module graph of Package.swift" >&2
          fi
          status=1
        fi
      done
    done
  done
done

# ListSnapKit is a leaf beside the view tree: only the umbrella re-exports it, no other module of ours imports it.
for folder in Sources/*/; do
  module=$(basename "$folder")
  case "$module" in ListPreview|ListSnapKit) continue ;; esac
  files=$(find "$folder" -name '*.swift')
  [ -n "$files" ] || continue
  if imports $files | grep -qx ListSnapKit; then
    echo "error: $module imports ListSnapKit (SnapKit's DSL is imported by the umbrella ListPreview only)" >&2
    status=1
  fi
done

# Package.swift must not give ListRenderKit the dependencies its sources may not import.
python3 - <<'PY' || status=1
import re, sys
text = open("Package.swift").read()
match = re.search(r'\.target\(\s*name:\s*"ListRenderKit",\s*dependencies:\s*\[(.*?)\]', text, re.S)
if not match:
    sys.exit("error: Package.swift: no ListRenderKit target found")
deps = set(re.findall(r'"([A-Za-z]+)"', match.group(1)))
bad = deps & {"ListSpecKit", "ListAdapterKit", "ListDataSourceKit", "ListPipelineKit", "ListSnapshotKit", "ListPreview"}
if bad:
    sys.exit("error: Package.swift: ListRenderKit depends on " + ", ".join(sorted(bad)))
PY

python3 scripts/check-module-graph.py || status=1

if [ "$status" = 0 ]; then echo "imports follow the module graph (ListRenderKit: scene in, pixels and files out)"; fi
exit "$status"
