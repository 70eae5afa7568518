#!/usr/bin/env bash
# The copy reviewers' commands over many generated people, as the README prints them.
#
#   Benchmarks/copy-review.sh [--people N] [--jobs N]
#
# Builds glance and glance-bench in release mode, generates N people in the default nightly
# shape (seeded; regenerated only when missing), runs the nightly pipeline over them into
# Output/nightly, then the README's two copy-review commands from that folder:
#   glance lint Output/nightly --strict
#   glance review Output/nightly --output review.html --against Tests/GlanceTests/__Snapshots__/nightly
# Each under /usr/bin/time -v: wall time, CPU time, peak resident memory. Then the number and
# size of the review's pages, the largest file, and the load average (other work on the machine
# makes wall times longer; CPU times hold). Everything it makes lives under
# .build/bench/copy-review-N (override the folder with GLANCE_BENCH_DIR).
#
#   Benchmarks/copy-review.sh --packets --pipeline FILE --out DIR [--snapshots DIR]
#                             [--per-locale N] [--seed S]
#
# Writes the packets of a native review round (Docs/copy-quality.md) from a run of FILE: per
# locale, DIR/<locale>.md with N distinct summaries (default 60) over all families and both
# text sizes, entries whose titles or places carry real exports' shapes drawn first, each with
# the widget's rows (title, times in the person's zone, state, place, favorite, priority), the
# hidden count, the summary and every action name (Benchmarks/review_packets.py). Without
# --snapshots it first runs FILE with the build it made, so that the packets judge that build;
# --snapshots names the folder of a run already made instead.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

if [ "${1-}" = --packets ]; then
  shift
  swift build -c release --product glance >&2
  bin="$(swift build -c release --show-bin-path)"
  for argument in "$@"; do
    case "$argument" in -h|--help) sed -n '16,26p' "$0"; exit 0 ;; esac
  done
  exec python3 Benchmarks/review_packets.py --glance "$bin/glance" "$@"
fi

people=1000
jobs=""
while [ $# -gt 0 ]; do
  case "$1" in
    --people) people="$2"; shift 2 ;;
    --jobs) jobs="--jobs $2"; shift 2 ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    *) echo "Error: unknown option '$1'" >&2; exit 64 ;;
  esac
done
[ -x /usr/bin/time ] || { echo "Error: needs /usr/bin/time (apt-get install time)" >&2; exit 69; }

echo "== build (release)" >&2
swift build -c release --product glance >&2
bin="$(swift build -c release --show-bin-path)"
# glance-bench is a package of its own (Benchmarks/Package.swift). -gdwarf-4: the SHA-256
# extension's debug information in the version valgrind reads, for callgrind's counts.
swift build -c release --package-path Benchmarks --product glance-bench -Xcc -gdwarf-4 >&2
bench="$(swift build -c release --package-path Benchmarks --show-bin-path)"

work="${GLANCE_BENCH_DIR:-$root/.build/bench}/copy-review-$people"
mkdir -p "$work"
if [ ! -f "$work/people/.complete" ]; then
  echo "== $people people" >&2
  rm -rf "$work/people"
  "$bench/glance-bench" sources --count "$people" --out "$work/people" >&2
  touch "$work/people/.complete"
fi
# The default pipeline with the generated people as its sources; its paths are relative to its
# own folder, Pipelines/, so its output is $work/Output/nightly and the README's commands run
# unchanged from $work.
mkdir -p "$work/Pipelines"
sed 's|"sources": "../Data"|"sources": "../people"|' Pipelines/nightly.json >"$work/Pipelines/nightly.json"
grep -q '"sources": "../people"' "$work/Pipelines/nightly.json"
mkdir -p "$work/Tests/GlanceTests/__Snapshots__"
ln -sfn "$root/Tests/GlanceTests/__Snapshots__/nightly" "$work/Tests/GlanceTests/__Snapshots__/nightly"
cd "$work"
rm -rf Output review review.html

# measure <name> <command...>: runs the command under /usr/bin/time -v and prints one line.
measure() {
  local name="$1"
  shift
  local status=0
  /usr/bin/time -v -o "$name.time" "$@" >"$name.out" 2>"$name.err" || status=$?
  awk -v name="$name" -v status="$status" -F': ' '
    /Elapsed \(wall clock\)/ { n = split($2, t, ":"); wall = (n == 3) ? t[1] * 3600 + t[2] * 60 + t[3] : t[1] * 60 + t[2] }
    /User time/ { user = $2 } /System time/ { sys = $2 } /Maximum resident/ { rss = $2 }
    END { printf "%-7s exit %d  wall %7.1f s  cpu %7.1f s  peak %6.0f MB\n", name, status, wall, user + sys, rss / 1024 }
  ' "$name.time"
}

echo "== load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores" >&2
# shellcheck disable=SC2086 # $jobs is empty or two words
measure run "$bin/glance" run Pipelines/nightly.json --quiet $jobs
measure lint "$bin/glance" lint Output/nightly --strict $jobs
measure review "$bin/glance" review Output/nightly --output review.html \
  --against Tests/GlanceTests/__Snapshots__/nightly $jobs
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "snapshots: $(find Output/nightly -name '*.json' -path '*/*/*/*' | wc -l)"
echo "lint: $(tail -n 1 lint.err)"
echo "review: $(tail -n 1 review.err)"
find review.html review -name '*.html' -printf '%s\n' | awk '
  { n += 1; total += $1; if ($1 > largest) largest = $1 }
  END { printf "pages: %d, %.0f MB in all, largest %.2f MB\n", n, total / 1e6, largest / 1e6 }'
find review.html review -name '*.html' -printf '%s %p\n' | sort -n | tail -n 1
