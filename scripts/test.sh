#!/usr/bin/env bash
# Builds everything and runs the whole test suite: `make test` calls this, and so does CI (.ci/run).
#
# 1. installs missing system libraries (scripts/setup.sh);
# 2. checks that the imports follow the module graph (scripts/check-imports.sh: ListRenderKit imports neither the
#    spec nor the adapter module; scripts/check-module-graph.py: every import declared, the README's module graph is
#    Package.swift's) and that an app depending on ListPreview resolves no swift-snapshot-testing unless it enables the
#    `SnapshotTesting` trait, and that an app of the headless `ListAdapterKit` product builds and runs with the Cairo
#    and Pango -dev files hidden (scripts/check-consumer.sh, about 2 minutes), then builds the package and its tests with
#    that trait (`swift build --build-tests --traits SnapshotTesting`: the strategies and their tests), failing on any
#    compiler warning in our own sources, if the `listpreview` binary links a test framework, or if a renderer hook
#    (`snapshotKind`, `describe(into:)`…) is public in a built module's symbol graph (scripts/check-public-surface.py). Build with the same traits everywhere: SwiftPM passes an enabled trait to
#    every target of the package, so building once with and once without it recompiles them all;
# 3. runs the concurrent data sources' tests under the thread sanitizer, in a package of that suite and the 15 targets
#    it depends on (scripts/subset-package.py writes it into .build-tsan/package; no spec, rendering, CLI or other suite; skip with
#    LISTPREVIEW_SKIP_TSAN=1);
# 4. runs every test (XCTest and Swift Testing), their snapshot cases recorded in .listpreview-artifacts/, and verifies
#    Samples/variants.json into the same folder: one report (report.html, results.json, junit.xml) for Swift and specs;
# 5. compiles every Swift snippet of README.md and docs/*.md in a consumer package and runs the programs, and
#    compiles the benchmark package's executable in the same package, in the build folder of step 2, whose
#    ListPreview modules it reuses as they are (scripts/check-docs.sh; skip with LISTPREVIEW_SKIP_DOCS=1);
# 6. fuzzes the spec, diff, results.json, manifest, sidecar and golden PNG readers, spec view trees and image files
#    (PNG, JPEG, WebP) for 20 seconds each, one per core at a time (80 s on 2 cores), from a fixed seed (LISTPREVIEW_FUZZ_SEED, default 1), so
#    the same commit meets the same inputs on every run and a red run is reproducible; failing on any finding (scripts/fuzz.sh, docs/FUZZING.md; its own build folder, .build-fuzz, built in the background from step 3 on; skip with LISTPREVIEW_SKIP_FUZZ=1);
# 7. when step 5 is skipped, builds the benchmark package on its own (it is run by hand, never timed in CI: see
#    Benchmarks/README.md).
# Each step prints how long it took, and the whole run its total, so a slow step shows in CI's log.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh

log=$(mktemp)
fuzz_build=""
# On the way out (a failed step too), the background fuzz build of step 6 is stopped with us.
trap 'rm -f "$log"; if [ -n "$fuzz_build" ]; then pkill -TERM -P "$fuzz_build" 2>/dev/null; kill "$fuzz_build" 2>/dev/null; fi; true' EXIT

# `took NAME`: the seconds since the last call (or the start), for the log.
started=$SECONDS
mark=$SECONDS
took() {
  echo "--- $1 took $((SECONDS - mark)) s (total $((SECONDS - started)) s)"
  mark=$SECONDS
}
took "setup"

echo "==> the module graph: scripts/check-imports.sh"
bash scripts/check-imports.sh

bash scripts/check-consumer.sh
took "the module graph and consumer checks"

echo "==> swift build --build-tests --traits SnapshotTesting"
swift build --build-tests --traits SnapshotTesting 2>&1 | tee "$log"
root=$(pwd)
if grep -E "^(${root}/)?(Sources|Tests|Benchmarks)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" >/dev/null; then
  echo "error: the build has warnings in our sources (the project builds warning-free):" >&2
  grep -E "^(${root}/)?(Sources|Tests|Benchmarks)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u >&2
  exit 1
fi
# The command line links no test framework (attaching failure images to a test is the test-facing module's alone).
linked=$(ldd "$(swift build --show-bin-path)/listpreview")
if grep -E "lib(Testing|_TestingInterop|XCTest)\.so" <<<"$linked" >&2; then
  echo "error: the listpreview binary links a test framework (above): a module it is built from imports Testing or XCTest" >&2
  exit 1
fi
# The renderer's hooks stay out of the public surface every UIView subclass sees (the built modules' symbol graphs).
python3 scripts/check-public-surface.py
took "the build"

# The fuzz targets' build (address sanitizer, its own folder) runs in the background from here, beside the thread
# sanitizer and the tests: most tests run on the main actor one at a time, which leaves a core free for it.
if [ "${LISTPREVIEW_SKIP_FUZZ:-0}" != 1 ]; then
  mkdir -p .build-fuzz
  echo "==> building the fuzz targets in the background (log: .build-fuzz/build.log)"
  bash scripts/fuzz.sh build >.build-fuzz/build.log 2>&1 &
  fuzz_build=$!
fi

if [ "${LISTPREVIEW_SKIP_TSAN:-0}" != 1 ]; then
  echo "==> thread sanitizer: swift test --sanitize=thread --filter ListDataSourceKitTests"
  python3 scripts/subset-package.py . .build-tsan/package ListDataSourceKitTests
  swift build --build-tests --sanitize=thread --package-path .build-tsan/package 2>&1 | tail -n 1
  swift test --sanitize=thread --package-path .build-tsan/package --skip-build
  took "the thread sanitizer's build and tests"
fi

echo "==> swift test (Swift snapshot cases into .listpreview-artifacts/), then verify Samples/variants.json into it"
# One report for both kinds: every assertListSnapshot case (the FeedApp sample's adapter in light/dark x default/AX5
# x LTR/RTL among them) and the spec cases of a verify run, in .listpreview-artifacts/report.html, results.json and
# junit.xml (docs/SNAPSHOTS.md, "The Swift workflow, end to end"). Tests that check failures use folders of their own.
rm -rf .listpreview-artifacts
LISTPREVIEW_ARTIFACTS="$root/.listpreview-artifacts" swift test --skip-build
"$(swift build --show-bin-path)/listpreview" verify Samples/variants.json --clean --artifacts .listpreview-artifacts \
  --summary .listpreview-artifacts/summary.md
took "the tests and verify"

if [ "${LISTPREVIEW_SKIP_DOCS:-0}" != 1 ]; then
  bash scripts/check-docs.sh
  took "the documentation snippets and the benchmarks' build"
fi

if [ -n "$fuzz_build" ]; then
  echo "==> waiting for the fuzz targets' build"
  if ! wait "$fuzz_build"; then
    fuzz_build=""
    cat .build-fuzz/build.log >&2
    echo "error: the fuzz targets do not build (above)" >&2
    exit 1
  fi
  fuzz_build=""
  tail -n 1 .build-fuzz/build.log
  LISTPREVIEW_FUZZ_SKIP_BUILD=1 LISTPREVIEW_FUZZ_SEED=${LISTPREVIEW_FUZZ_SEED:-1} bash scripts/fuzz.sh all 20
  took "fuzzing (after waiting for its build)"
fi

if [ -f Benchmarks/Package.swift ] && [ "${LISTPREVIEW_SKIP_DOCS:-0}" = 1 ]; then
  echo "==> building the benchmarks (not timed here; scripts/check-docs.sh builds them when it runs)"
  swift build --package-path Benchmarks 2>&1 | tail -n 3
  took "the benchmarks' build"
fi
echo "==> every check passed in $((SECONDS - started)) s"
