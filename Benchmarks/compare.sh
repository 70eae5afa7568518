#!/usr/bin/env bash
# Glance against libical and python icalendar on the same files, and the pipeline's scaling.
#
#   Benchmarks/compare.sh [--runs N] [--python-runs N] [--sizes "small medium large"]
#                         [--pipeline-sources "100 400"] [--pipeline-runs N] [--pipeline-only]
#
# Installs the peers (libical-dev from Debian, icalendar and recurring-ical-events from PyPI
# into a virtual environment), builds glance, glance-bench and the libical harness in release
# mode, generates the seeded corpora, checks that every tool counts the same events and
# occurrences (explaining each difference), then prints the table of Benchmarks/compare.py: for
# the nightly job in its default shape over generated people, people per second, the ratio to
# libical's parse of the same calendars, bytes per person, peak memory, 1 versus 2 jobs.
# Everything it makes lives under .build/bench (override with GLANCE_BENCH_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."

runs=5
python_runs=3
sizes="small medium"
pipeline_sources="100 400"
pipeline_runs=3
pipeline_only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --python-runs) python_runs="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --pipeline-sources) pipeline_sources="$2"; shift 2 ;;
    --pipeline-runs) pipeline_runs="$2"; shift 2 ;;
    --pipeline-only) pipeline_only="--pipeline-only"; shift ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "Error: unknown option '$1'" >&2; exit 64 ;;
  esac
done
work="${GLANCE_BENCH_DIR:-$PWD/.build/bench}"
mkdir -p "$work"

echo "== peers" >&2
if [ ! -f /usr/include/libical/ical.h ] || ! command -v cc >/dev/null || ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -q >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q libical-dev gcc python3-venv >&2
  else
    echo "Error: needs libical-dev, a C compiler and python3-venv (apt-get install libical-dev gcc python3-venv)" >&2
    exit 69
  fi
fi
if [ ! -x "$work/venv/bin/python" ]; then python3 -m venv "$work/venv"; fi
"$work/venv/bin/pip" install -q 'icalendar==7.3.2' 'recurring-ical-events==3.8.2' >&2
cc -O2 -o "$work/libical-bench" Benchmarks/peers/libical-bench.c -lical
cc -O2 -o "$work/measure" Benchmarks/peers/measure.c

echo "== build (release)" >&2
swift build -c release --product glance >&2
bin="$(swift build -c release --show-bin-path)"
# glance-bench is a package of its own (Benchmarks/Package.swift). -gdwarf-4: the SHA-256
# extension's debug information in the version valgrind reads, for callgrind's counts.
swift build -c release --package-path Benchmarks --product glance-bench -Xcc -gdwarf-4 >&2
bench="$(swift build -c release --package-path Benchmarks --show-bin-path)"

echo "== corpora (seeded; regenerated only when missing)" >&2
# generate <folder> <glance-bench arguments...>: makes the folder unless a finished one is there.
generate() {
  local folder="$work/$1"
  shift
  if [ ! -f "$folder/.complete" ]; then
    rm -rf "$folder"
    "$bench/glance-bench" "$@" --out "$folder" >&2
    touch "$folder/.complete"
  fi
}
[ -n "$pipeline_only" ] || for size in $sizes; do generate "corpus-$size" generate --size "$size"; done
for count in $pipeline_sources; do generate "sources-$count" sources --count "$count"; done

echo "== machine: $(nproc) cores, $(uname -m), $(swift --version 2>/dev/null | head -1)" >&2
# shellcheck disable=SC2086
GLANCE_MEASURE="$work/measure" exec "$work/venv/bin/python" Benchmarks/compare.py --work "$work" --runs "$runs" --python-runs "$python_runs" \
  --sizes $sizes --pipeline-sources $pipeline_sources --pipeline-runs "$pipeline_runs" $pipeline_only \
  --tool "glance=$bin/glance" --tool "glance-bench=$bench/glance-bench" \
  --tool "libical-bench=$work/libical-bench" --tool "python=$work/venv/bin/python" \
  --tool "python-bench=Benchmarks/peers/python-bench.py"
