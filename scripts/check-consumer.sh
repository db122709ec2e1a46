#!/usr/bin/env bash
# Checks what an app that depends on ListPreview resolves, with and without the `SnapshotTesting` package trait
# (README, "Using ListPreview from a package"): two consumer packages in a temporary folder depend on this checkout
# by path, and `swift package resolve` (no build: a few seconds) must give
#   - the `ListPreview` product, no trait:            Yams and swift-argument-parser only, and none of
#     swift-snapshot-testing, swift-syntax, swift-custom-dump, xctest-dynamic-overlay (neither pinned nor checked out);
#   - `traits: ["SnapshotTesting"]`, `ListPreviewSnapshotTesting`: swift-snapshot-testing too (so the check can fail);
# and a third consumer, of the headless `ListAdapterKit` product alone (an adapter, cells with labels), is built and
# run on this machine made one without the Cairo and Pango -dev packages: in a private mount namespace (`unshare`,
# as root) where every header folder, pkg-config file and library link that `dpkg -L` lists for libcairo2-dev,
# libpango1.0-dev and libharfbuzz-dev is hidden (checked hidden first). It must build, link no Cairo, Pango or
# HarfBuzz library, build no CCairo, ListTextKit or ListRenderKit module, and measure its labels with the documented
# estimates (README, "Using ListPreview from a package"). Skip that build with LISTPREVIEW_SKIP_HEADLESS=1.
# `scripts/test.sh` (CI) calls it; alone: bash scripts/check-consumer.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# consumer NAME PRODUCT TRAITS-ARGUMENT: writes a package that depends on ListPreview by path, resolves it and prints
# the identities it pinned and checked out, one a line, sorted.
consumer() {
  local folder="$work/$1"
  mkdir -p "$folder/Sources/App"
  cat >"$folder/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "$1",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ListPreview", path: "$root"$3)],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "$2", package: "ListPreview")])]
)
MANIFEST
  echo 'print("app")' >"$folder/Sources/App/main.swift"
  if [ -f "$root/Package.resolved" ]; then cp "$root/Package.resolved" "$folder/"; fi  # the package's own versions
  if ! swift package --package-path "$folder" resolve >"$work/$1.log" 2>&1; then
    cat "$work/$1.log" >&2
    echo "error: the consumer package $1 does not resolve" >&2
    exit 1
  fi
  {
    if [ -f "$folder/Package.resolved" ]; then
      sed -n 's/^ *"identity" : "\(.*\)",$/\1/p' "$folder/Package.resolved"
    fi
    if [ -d "$folder/.build/checkouts" ]; then ls "$folder/.build/checkouts" | tr 'A-Z' 'a-z'; fi
  } | sort -u
}

echo "==> what a consumer resolves: scripts/check-consumer.sh"
plain=$(consumer Plain ListPreview "")
expected=$'swift-argument-parser\nyams'
if [ "$plain" != "$expected" ]; then
  echo "error: an app depending on the ListPreview product without the SnapshotTesting trait resolves:" >&2
  echo "$plain" | sed 's/^/  /' >&2
  echo "expected only:" >&2
  echo "$expected" | sed 's/^/  /' >&2
  exit 1
fi
echo "without the trait: $(echo "$plain" | paste -sd ' ')"

traited=$(consumer Traited ListPreviewSnapshotTesting ', traits: ["SnapshotTesting"]')
if ! grep -qx swift-snapshot-testing <<<"$traited"; then
  echo "error: an app enabling the SnapshotTesting trait does not resolve swift-snapshot-testing:" >&2
  echo "$traited" | sed 's/^/  /' >&2
  exit 1
fi
echo "with the trait:    $(echo "$traited" | paste -sd ' ')"

[ "${LISTPREVIEW_SKIP_HEADLESS:-0}" = 1 ] && exit 0

echo "==> the headless adapter without Cairo and Pango: scripts/check-consumer.sh"
headless="$work/Headless"
mkdir -p "$headless/Sources/App"
cat >"$headless/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Headless",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ListPreview", path: "$root")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "ListAdapterKit", package: "ListPreview")])]
)
MANIFEST
cp "$root/scripts/headless-consumer.swift" "$headless/Sources/App/main.swift"
if [ -f "$root/Package.resolved" ]; then cp "$root/Package.resolved" "$headless/"; fi

# What the -dev packages install: header folders, pkg-config files, library links.
hidden=$(dpkg -L libcairo2-dev libpango1.0-dev libharfbuzz-dev | grep -E '^/usr/include/[^/]+$|\.pc$|\.so$' || true)
if [ -z "$hidden" ]; then
  echo "error: dpkg lists no files of libcairo2-dev, libpango1.0-dev, libharfbuzz-dev (are they installed?)" >&2
  exit 1
fi
mkdir -p "$work/empty"
# Runs in the private namespace: hides every listed path, checks that it is hidden, builds and runs the consumer.
cat >"$work/hidden-build.sh" <<'SCRIPT'
set -euo pipefail
work=$1
headless=$work/Headless
while read -r path; do
  if [ -d "$path" ]; then mount --bind "$work/empty" "$path"; elif [ -e "$path" ]; then mount --bind /dev/null "$path"; fi
done <"$work/hidden"
while read -r path; do
  if [ -d "$path" ]; then
    left=$(ls -A "$path")
  elif [ -s "$path" ]; then
    left=$path
  else
    left=""
  fi
  if [ -n "$left" ]; then
    echo "error: $path is still there: the check would prove nothing" >&2
    exit 1
  fi
done <"$work/hidden"
# The control: the package's own CCairo module does not build here (so the hiding is real).
if swift build --package-path "$work/Control" >"$work/control.log" 2>&1; then
  echo "error: a module importing CCairo still builds with the -dev files hidden: the check would prove nothing" >&2
  exit 1
fi
echo "control: a module importing CCairo does not build here"
swift build --package-path "$headless" 2>&1 | tail -n 3
"$(swift build --package-path "$headless" --show-bin-path)/App"
SCRIPT
mkdir -p "$work/Control/Sources/Probe"
cp -R "$root/Sources/CCairo" "$work/Control/Sources/CCairo"
cat >"$work/Control/Package.swift" <<'MANIFEST'
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Control",
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "pangoft2"),
        .executableTarget(name: "Probe", dependencies: ["CCairo"]),
    ]
)
MANIFEST
echo 'import CCairo; print(cairo_version())' >"$work/Control/Sources/Probe/main.swift"
echo "$hidden" >"$work/hidden"
hiding=1
if unshare --mount --propagation private true 2>/dev/null; then
  if ! unshare --mount --propagation private bash "$work/hidden-build.sh" "$work" >"$work/headless.log" 2>&1; then
    cat "$work/headless.log" >&2
    echo "error: the headless adapter consumer does not build and run without the Cairo and Pango -dev packages" >&2
    exit 1
  fi
else
  # No private mount namespace here (unshare needs root, or CAP_SYS_ADMIN in a container): the -dev files cannot be
  # hidden, so the consumer is built beside them, and the checks below still hold it to its modules, its links and
  # what it prints. Said on stderr, never silently.
  hiding=0
  echo "warning: cannot make a private mount namespace here (unshare needs root or CAP_SYS_ADMIN): the headless" \
    "adapter consumer is built with the Cairo and Pango -dev packages present; its modules, links and output are" \
    "still checked" >&2
  if ! { swift build --package-path "$headless" 2>&1 | tail -n 3 &&
    "$(swift build --package-path "$headless" --show-bin-path)/App"; } >"$work/headless.log" 2>&1; then
    cat "$work/headless.log" >&2
    echo "error: the headless adapter consumer does not build and run" >&2
    exit 1
  fi
fi
cat "$work/headless.log"
binary="$(swift build --package-path "$headless" --show-bin-path)/App"
if ldd "$binary" | grep -E 'lib(cairo|pango|harfbuzz|fontconfig)' >&2; then
  echo "error: the headless adapter consumer links a text library (above)" >&2
  exit 1
fi
# The modules compiled: build folders holding objects (SwiftPM lays out a folder for every target of the graph).
modules=$(find "$headless/.build" -name '*.build' ! -name .build -type d | while read -r folder; do
  if [ -n "$(find "$folder" -name '*.o' -print -quit)" ]; then basename "$folder" .build; fi
done | sort -u)
if grep -xE 'CCairo|ListTextKit|ListRenderKit|ListPipelineKit|CListPreviewPNG' <<<"$modules" >&2; then
  echo "error: the headless adapter consumer builds modules that need Cairo and Pango (above)" >&2
  exit 1
fi
if ! grep -qx ListViewKit <<<"$modules" || ! grep -qx ListAdapterKit <<<"$modules"; then
  echo "error: the headless adapter consumer built no ListViewKit or ListAdapterKit: the check proves nothing" >&2
  exit 1
fi
expected=$'estimated metrics: true\nlabel: 28.0 x 25.0 (two lines)\ncells: Swift 6.3 ships, IGListKit at ten'
if { [ "$hiding" = 1 ] && ! grep -qx "control: a module importing CCairo does not build here" "$work/headless.log"; } ||
  [ "$(grep -E '^(estimated metrics|label|cells):' "$work/headless.log")" != "$expected" ]; then
  echo "error: the headless adapter consumer printed, expected:" >&2
  echo "$expected" | sed 's/^/  /' >&2
  exit 1
fi
if [ "$hiding" = 1 ]; then
  echo "the headless adapter builds and runs without Cairo and Pango: $(paste -sd ' ' <<<"$modules")"
else
  echo "the headless adapter builds and runs with no Cairo or Pango module or library (the -dev files were not hidden): $(paste -sd ' ' <<<"$modules")"
fi
