#!/usr/bin/env bash
# Checks what an app that depends on ListPreview resolves, with and without the `SnapshotTesting` package trait
# (README, "Using ListPreview from a package"): two consumer packages in a temporary folder depend on this checkout
# by path, and `swift package resolve` (no build: a few seconds) must give
#   - the `ListPreview` product, no trait:            Yams and swift-argument-parser only, and none of
#     swift-snapshot-testing, swift-syntax, swift-custom-dump, xctest-dynamic-overlay (neither pinned nor checked out);
#   - `traits: ["SnapshotTesting"]`, `ListPreviewSnapshotTesting`: swift-snapshot-testing too (so the check can fail).
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
