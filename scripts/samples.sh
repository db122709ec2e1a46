#!/usr/bin/env bash
# Renders every sample into Output/: `make samples` calls this.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
echo "==> swift build -c release --product listpreview"
swift build -c release --product listpreview
bin=$(swift build -c release --show-bin-path)/listpreview
mkdir -p Output

# Diff samples: Samples/diff/NAME.old.json + NAME.new.json -> Output/diff/NAME.json (and NAME.batch.json)
for old in Samples/diff/*.old.json; do
  [ -e "$old" ] || continue
  name=$(basename "$old" .old.json)
  new="Samples/diff/$name.new.json"
  mkdir -p Output/diff
  "$bin" diff "$old" "$new" > "Output/diff/$name.json"
  "$bin" diff --batch "$old" "$new" > "Output/diff/$name.batch.json"
  echo "Output/diff/$name.json"
done

# Layout samples: Samples/NAME.json (or .yaml/.yml) -> Output/layout/NAME.json, the `layout` command's JSON.
mkdir -p Output/layout
for spec in Samples/*.json Samples/*.yaml Samples/*.yml; do
  [ -e "$spec" ] || continue
  name=$(basename "${spec%.*}")
  out="Output/layout/$name.json"
  # Write beside, then rename: a failing spec never leaves a half-written file.
  if "$bin" layout "$spec" > "$out.tmp"; then
    mv "$out.tmp" "$out"
    echo "$out"
  else
    rm -f "$out.tmp"
    echo "samples: skipped $out: $spec does not lay out (see the error above)" >&2
  fi
done

# Render samples: Samples/NAME.json (or .yaml) -> Output/render/NAME.png (overlays on), NAME-dark.png (dark theme)
# and NAME-full-clean.png (the whole content, no overlays).
mkdir -p Output/render
for spec in Samples/*.json Samples/*.yaml Samples/*.yml; do
  [ -e "$spec" ] || continue
  name=$(basename "${spec%.*}")
  "$bin" render "$spec" -o "Output/render/$name.png"
  "$bin" render "$spec" -o "Output/render/$name-dark.png" --theme dark
  "$bin" render "$spec" -o "Output/render/$name-full-clean.png" --full --clean
done

# Variant contact sheets: every spec with "variants" -> Output/render/NAME-variants.png (render --variants): the spec
# as written and each variant side by side, labelled.
for spec in Samples/*.json Samples/*.yaml Samples/*.yml; do
  [ -e "$spec" ] || continue
  grep -q '"variants"\|^variants:' "$spec" || continue
  name=$(basename "${spec%.*}")
  "$bin" render "$spec" -o "Output/render/$name-variants.png" --variants --clean
done

# Adapter sample: an app-style feed built from section controllers -> Output/feedapp/ (cells and frames, JSON, PNGs,
# a strip and an APNG of its adapter update, and feed-accessibility.png: what VoiceOver reads on its first screen)
echo "==> swift run --package-path Samples/FeedApp FeedApp"
mkdir -p Output/feedapp
swift run --package-path Samples/FeedApp -c release FeedApp --png Output/feedapp > Output/feedapp/feed.txt
swift run --package-path Samples/FeedApp -c release FeedApp --json > Output/feedapp/feed.json
echo "Output/feedapp/feed.txt"

# A screen of constraint-based cells (anchors, SnapKit's DSL, the visual format language, NSLayoutConstraint(item:…))
# with a large title and a tab bar -> Output/inbox/ (light, dark, AX5 right-to-left, an iPad; inbox.txt: every frame)
echo "==> swift run --package-path Samples/FeedApp InboxApp"
swift run --package-path Samples/FeedApp -c release InboxApp Output/inbox

# Instant Cocoa's model-driven controller on a paginated data source -> Output/paginated/ (one PNG per state)
echo "==> swift run --package-path Samples/FeedApp PaginatedList"
swift run --package-path Samples/FeedApp -c release PaginatedList Output/paginated

# Animation samples: Samples/animations.json -> Output/animate/animations-strip.png (the code-review strip),
# animations.webp and animations-apng.png (animated images), animations-frames/ (numbered PNGs + manifest.json).
mkdir -p Output/animate
"$bin" animate Samples/animations.json -o Output/animate/animations-strip.png --strip --quiet
"$bin" animate Samples/animations.json -o Output/animate/animations.webp --quiet
"$bin" animate Samples/animations.json -o Output/animate/animations-apng.png --apng --quiet
"$bin" animate Samples/animations.json -o Output/animate/animations-frames --quiet
