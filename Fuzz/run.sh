#!/usr/bin/env bash
# Fuzz one target: Fuzz/run.sh <target> <seconds> [libFuzzer options...]
#   targets: icalendar reminders source-settings pipeline-file string-catalog
#
# Builds the fuzz package with libFuzzer and AddressSanitizer, replays every regression file and
# seed of the target whole, seeds a working corpus (kept in .build/fuzz/<target>, outside the
# repository) from ../shared/corpus, Data/, the regression files and Seeds/, and runs the target.
# A crash, leak, timeout or out-of-memory input is written to .build/fuzz/artifacts/<target>/;
# make it a regression file in Fuzz/Regressions/<target>/ once the bug is fixed (swift test
# replays every file there). Options after <seconds> go to libFuzzer and win over the ones
# below: a long run can take larger inputs with -max_len=1048576. With GLANCE_FUZZ_GROW=1 the
# target applies growth marks (Sources/FuzzInput/Growth.swift) and fuzzes from Seeds/ too: a
# run for inputs of megabytes, at a fraction of the usual speed.
set -euo pipefail
cd "$(dirname "$0")"
target="${1:?usage: Fuzz/run.sh <target> <seconds> [libFuzzer options...]}"
seconds="${2:?usage: Fuzz/run.sh <target> <seconds> [libFuzzer options...]}"
shift 2
root="$(cd .. && pwd)"
work="$root/.build/fuzz"
corpus="$work/$target"
artifacts="$work/artifacts/$target"
mkdir -p "$corpus" "$artifacts"

# swiftc keeps only the last -sanitize= flag it is given (Swift 6.3), so SwiftPM's
# "--sanitize=fuzzer --sanitize=address" builds ASan without coverage: a fuzzer that finds
# nothing. The comma form after SwiftPM's own flag gives both; the check below proves it.
flags=(-c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address)
swift build "${flags[@]}" --product "fuzz-$target" >&2
bin="$(swift build "${flags[@]}" --show-bin-path)"
if [[ "$("$bin/fuzz-$target" -runs=0 2>&1)" != *"inline 8-bit counters"* ]]; then
  echo "Error: fuzz-$target is not instrumented for coverage; remove Fuzz/.build and rebuild" >&2
  exit 70
fi
if [[ "$(nm "$bin/fuzz-$target")" != *__asan_report_load* ]]; then
  echo "Error: fuzz-$target is not built with AddressSanitizer" >&2
  exit 70
fi

seed() { [ -e "$1" ] && cp -n "$1" "$corpus/$(basename "$(dirname "$1")")-$(basename "$1")" 2>/dev/null || true; }
case "$target" in
  icalendar)
    dict=icalendar.dict
    if [ -d "$root/../shared/corpus/ics" ]; then
      find "$root/../shared/corpus/ics" -type f | while read -r file; do seed "$file"; done
    fi
    find "$root/Data" -name '*.ics' | while read -r file; do seed "$file"; done ;;
  reminders) dict=json.dict; for file in "$root"/Data/*/reminders.json; do seed "$file"; done ;;
  source-settings) dict=json.dict; for file in "$root"/Data/*/source.json "$root"/Data/*/favorites.json; do seed "$file"; done ;;
  pipeline-file) dict=json.dict; for file in "$root"/Pipelines/*.json; do seed "$file"; done ;;
  string-catalog) dict=json.dict; seed "$root/Sources/Summaries/Resources/Localizable.xcstrings" ;;
  *) echo "Error: unknown target '$target'" >&2; exit 64 ;;
esac
for file in Regressions/"$target"/*; do seed "$file"; done
if [ -n "${GLANCE_FUZZ_GROW:-}" ]; then
  for file in Seeds/"$target"/*; do seed "$file"; done
fi

# The regression files whole, then the seeds grown: loaded into the corpus they are cut to
# -max_len, and a 1.4 MB regression would be replayed as its first 64 KiB. Given as files,
# libFuzzer runs each once at its full size. Whole files do more work than fuzzing inputs
# (many-huge-counts.ics, 80 KB: 2 to 10 s under ASan on a busy 2-core machine), so each
# has 30 s here; the fuzzing run below keeps 10 s.
replay=()
for file in Regressions/"$target"/* Seeds/"$target"/*; do [ -f "$file" ] && replay+=("$file"); done
if [ ${#replay[@]} -gt 0 ]; then
  GLANCE_FUZZ_GROW=1 "$bin/fuzz-$target" -timeout=30 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts/" "${replay[@]}"
  echo "replayed ${#replay[@]} regression files and seeds whole" >&2
fi

# Inputs up to 64 KiB: large enough for every structure, small enough for thousands of runs a
# second. Grown (GLANCE_FUZZ_GROW), up to 2 MiB; then the schedule favours quick inputs, so
# that grown ones do not take the whole run. Each input has 10 s and 2 GB; a slower or larger
# one is a finding.
schedule=()
if [ -n "${GLANCE_FUZZ_GROW:-}" ]; then schedule=(-entropic_scale_per_exec_time=1); fi
exec "$bin/fuzz-$target" "$corpus" -dict="$dict" -max_total_time="$seconds" -max_len=65536 \
  ${schedule[@]+"${schedule[@]}"} -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "$@"
