#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/, see docs/FUZZING.md) and runs one or all of them for a bounded time.
#
#   scripts/fuzz.sh [spec|diff|results|manifest|sidecar|golden|views|image|all] [SECONDS]   default: all, 30 seconds per target
#   scripts/fuzz.sh spec 0                        no time limit: run until interrupted (Ctrl-C) or a finding
#   scripts/fuzz.sh build                         only build the targets (CI builds them beside its tests)
#
# Build folder: .build-fuzz (git-ignored). New inputs that reach new code are kept in .build-fuzz/corpus/TARGET
# (the seeds in Fuzz/Corpus/TARGET are only read); a crash, hang (-timeout, 10 s) or memory blow-up (2 GB) writes its
# input to .build-fuzz/artifacts/TARGET/ and makes this script exit non-zero.
# The targets run side by side, one per core (LISTPREVIEW_FUZZ_JOBS=N to choose; each target still gets its SECONDS).
# LISTPREVIEW_FUZZ_SKIP_BUILD=1 reuses the last build. Extra libFuzzer flags: LISTPREVIEW_FUZZ_FLAGS="-jobs=2 …".
# LISTPREVIEW_FUZZ_SEED=N fixes libFuzzer's random seed, so a run retraces the same inputs (CI sets it: a run of the same
# commit finds the same things, and a finding reproduces); without it every run explores anew.
set -euo pipefail
cd "$(dirname "$0")/.."

which=${1:-all}
seconds=${2:-30}
case "$which" in
  spec | diff | results | manifest | sidecar | golden | views | image) targets=("$which") ;;
  all) targets=(spec diff results manifest sidecar golden views image) ;;
  build) targets=() ;;
  *) echo "usage: scripts/fuzz.sh [spec|diff|results|manifest|sidecar|golden|views|image|all|build] [SECONDS]" >&2; exit 2 ;;
esac
seed_flag=()
if [ -n "${LISTPREVIEW_FUZZ_SEED:-}" ]; then
  if ! [[ "$LISTPREVIEW_FUZZ_SEED" =~ ^[1-9][0-9]{0,8}$ ]]; then
    echo "scripts/fuzz.sh: LISTPREVIEW_FUZZ_SEED must be a whole number from 1 to 999999999, got \"$LISTPREVIEW_FUZZ_SEED\"" >&2
    exit 2
  fi
  seed_flag=(-seed="$LISTPREVIEW_FUZZ_SEED")
fi
if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
  echo "scripts/fuzz.sh: SECONDS must be a whole number of seconds, got \"$seconds\"" >&2
  exit 2
fi

# One target per core at a time (LISTPREVIEW_FUZZ_JOBS, default: the number of cores): each still runs its whole time
# on a core of its own, so a run explores as much as one after the other, in a fraction of the wall time. Without a
# time limit (SECONDS 0) the targets run one after the other.
jobs=${LISTPREVIEW_FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
if ! [[ "$jobs" =~ ^[1-9][0-9]{0,2}$ ]]; then
  echo "scripts/fuzz.sh: LISTPREVIEW_FUZZ_JOBS must be a whole number from 1 to 999, got \"$jobs\"" >&2
  exit 2
fi
[ "$seconds" = 0 ] && jobs=1

scratch=.build-fuzz
if [ "${LISTPREVIEW_FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  echo "==> building the fuzz targets (address sanitizer + libFuzzer) in $scratch"
  # --sanitize=fuzzer makes SwiftPM link libFuzzer's main; -Xswiftc -sanitize=fuzzer instruments every module for
  # coverage; -parse-as-library because libFuzzer, not our code, provides main.
  log=$(mktemp)
  if ! swift build --package-path Fuzz --scratch-path "$scratch" --sanitize=fuzzer --sanitize=address \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$log" 2>&1; then
    grep -v "Cannot export local symbol" "$log" | tail -n 40 >&2
    rm -f "$log"
    exit 1
  fi
  grep -v "Cannot export local symbol" "$log" | tail -n 1
  rm -f "$log"
fi
[ "$which" = build ] && exit 0
bin="$scratch/debug"  # (asking SwiftPM with --show-bin-path but without the flags above would plan a full rebuild)


executable_of() {
  case "$1" in
    spec) echo FuzzSpec ;;
    diff) echo FuzzDiff ;;
    results) echo FuzzResults ;;
    manifest) echo FuzzManifest ;;
    sidecar) echo FuzzSidecar ;;
    golden) echo FuzzGolden ;;
    views) echo FuzzViewTree ;;
    image) echo FuzzImage ;;
  esac
}

# `fuzz TARGET`: runs one target into $scratch/TARGET.log; its exit status is the fuzzer's.
fuzz() {
  local target=$1 executable corpus artifacts
  executable=$(executable_of "$target")
  corpus="$scratch/corpus/$target"
  artifacts="$scratch/artifacts/$target"
  mkdir -p "$corpus" "$artifacts"
  # SWIFT_BACKTRACE=enable=no: let the sanitizer report a crash instead of Swift's interactive backtracer.
  # shellcheck disable=SC2086
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" \
    "$bin/$executable" "$corpus" "Fuzz/Corpus/$target" -dict="Fuzz/$target.dict" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 ${seed_flag[@]+"${seed_flag[@]}"} ${LISTPREVIEW_FUZZ_FLAGS:-} \
    >"$scratch/$target.log" 2>&1
}

# `report TARGET STATUS`: what one finished target found, in the order the targets were named.
report() {
  local target=$1 result=$2
  if [ "$result" != 0 ]; then
    echo "error: the $target fuzzer found an input that breaks the property (crash, hang or bad message):" >&2
    grep -E "fuzz property violated|Fatal error|ERROR: libFuzzer|ERROR: AddressSanitizer|SUMMARY|Test unit written|Base64" \
      "$scratch/$target.log" | head -n 20 >&2
    echo "full log: $scratch/$target.log; reproduce: $bin/$(executable_of "$target") FILE (docs/FUZZING.md)" >&2
    status=1
  else
    echo "$target: $(grep -E "^stat::number_of_executed_units|^Done" "$scratch/$target.log" | tr '\n' ' ')"
  fi
}

status=0
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' INT TERM
index=0
while [ "$index" -lt "${#targets[@]}" ]; do
  batch=("${targets[@]:$index:$jobs}")
  pids=()
  for target in "${batch[@]}"; do
    echo "==> fuzzing $target for ${seconds}s${LISTPREVIEW_FUZZ_SEED:+ (seed $LISTPREVIEW_FUZZ_SEED)} (findings go to $scratch/artifacts/$target/)"
    fuzz "$target" &
    pids+=($!)
  done
  for slot in "${!batch[@]}"; do
    result=0
    wait "${pids[$slot]}" || result=$?
    report "${batch[$slot]}" "$result"
  done
  index=$((index + jobs))
done
exit $status
