#!/usr/bin/env bash
# CI's fuzz smoke run: every target replays its regression files whole and its Seeds/ grown,
# loads its seeds under AddressSanitizer, then fuzzes for a few seconds (about a minute in all);
# the iCalendar target then fuzzes a few seconds more with growth on, from the grown seeds.
# Fuzz/run.sh does the long runs. The smoke run's mutations come from a fixed seed
# (GLANCE_FUZZ_SEED, default 1): on a clean checkout every CI run tries the same inputs, as
# many as its seconds allow, so a finding can be repeated; long runs keep a random seed.
set -uo pipefail
cd "$(dirname "$0")"
seconds="${1:-12}"
seed="${GLANCE_FUZZ_SEED:-1}"
for target in icalendar reminders source-settings pipeline-file string-catalog; do
  echo "== fuzz-$target: seeds and regressions, then ${seconds} s" >&2
  ./run.sh "$target" "$seconds" -seed="$seed" > "../.build/fuzz-smoke-$target.log" 2>&1
  status=$?
  grep -E "^(Done|replayed|INFO: Loaded 1 modules|stat::number_of_executed_units)|ERROR|SUMMARY" "../.build/fuzz-smoke-$target.log" >&2
  if [ "$status" != 0 ]; then
    tail -40 "../.build/fuzz-smoke-$target.log" >&2
    echo "Error: fuzz-$target failed (exit $status); the input is in .build/fuzz/artifacts/$target/" >&2
    exit 1
  fi
done

echo "== fuzz-icalendar grown: seeds of Seeds/icalendar, growth marks applied, ${seconds} s" >&2
GLANCE_FUZZ_GROW=1 ./run.sh icalendar "$seconds" -seed="$seed" > ../.build/fuzz-smoke-icalendar-grown.log 2>&1
status=$?
grep -E "^(Done|replayed|stat::number_of_executed_units)|ERROR|SUMMARY" ../.build/fuzz-smoke-icalendar-grown.log >&2
if [ "$status" != 0 ]; then
  tail -40 ../.build/fuzz-smoke-icalendar-grown.log >&2
  echo "Error: fuzz-icalendar with growth failed (exit $status); the input is in .build/fuzz/artifacts/icalendar/" >&2
  exit 1
fi
