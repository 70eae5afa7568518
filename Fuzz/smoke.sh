#!/usr/bin/env bash
# CI's fuzz smoke run: every target loads its seeds and regression files under AddressSanitizer,
# then fuzzes for a few seconds (about a minute in all). Fuzz/run.sh does the long runs.
set -uo pipefail
cd "$(dirname "$0")"
seconds="${1:-12}"
for target in icalendar reminders source-settings pipeline-file string-catalog; do
  echo "== fuzz-$target: seeds and regressions, then ${seconds} s" >&2
  ./run.sh "$target" "$seconds" > "../.build/fuzz-smoke-$target.log" 2>&1
  status=$?
  grep -E "^(Done|INFO: Loaded 1 modules|stat::number_of_executed_units)|ERROR|SUMMARY" "../.build/fuzz-smoke-$target.log" >&2
  if [ "$status" != 0 ]; then
    tail -40 "../.build/fuzz-smoke-$target.log" >&2
    echo "Error: fuzz-$target failed (exit $status); the input is in .build/fuzz/artifacts/$target/" >&2
    exit 1
  fi
done
