#!/usr/bin/env bash
# How long summaries take as espeak-ng says them, against the composer's estimate.
#
#   Benchmarks/speech-timing.sh [--per-locale N] [--rate WPM] [--seed S] [--csv FILE]
#                               [--fit] <snapshot-folder>...
#   Benchmarks/speech-timing.sh --calibrate [--rate WPM]
#
# Installs espeak-ng (Debian) when missing and, in a virtual environment under .build/bench,
# fugashi with UniDic Lite (PyPI) to read Japanese as kana. Draws N
# distinct summaries per locale (default 180) from the folders' snapshots, evenly over family
# and length, synthesizes each at --rate words a minute (default 162: the rate at which
# espeak-ng's English voice says plain words at the composer's 15.6 letters a second; see
# --calibrate), counts each WAV's samples between its first and last sound, and prints per
# locale the estimate's median and 90th-percentile error and the share over each family's
# soft and hard budgets as heard. --fit then proposes LanguageProfile constants from the same
# rows (Benchmarks/speech_fit.py). Everything it makes lives under .build/bench
# (override with GLANCE_BENCH_DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

fit=""
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --fit) fit=1; shift ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    --per-locale|--rate|--seed|--csv|--jobs) args+=("$1" "$2"); shift 2 ;;
    --calibrate|--report-only) args+=("$1"); shift ;;
    -*) echo "Error: unknown option '$1'" >&2; exit 64 ;;
    *)
      [ -d "$1" ] || { echo "Error: no such folder '$1'" >&2; exit 66; }
      args+=("$(cd "$1" && pwd)"); shift ;;
  esac
done
work="${GLANCE_BENCH_DIR:-$root/.build/bench}"
mkdir -p "$work"

if ! command -v espeak-ng >/dev/null || ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -q >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q espeak-ng python3-venv >&2
  else
    echo "Error: needs espeak-ng and python3-venv (apt-get install espeak-ng python3-venv)" >&2
    exit 69
  fi
fi
venv="$work/speech-venv"
if [ ! -x "$venv/bin/python" ]; then python3 -m venv "$venv"; fi
"$venv/bin/pip" install -q 'fugashi==1.5.2' 'unidic-lite==1.0.8' >&2

csv="$work/speech-timing.csv"
case " ${args[*]-} " in *" --csv "*) ;; *) args+=(--csv "$csv") ;; esac
"$venv/bin/python" Benchmarks/speech_timing.py "${args[@]}"
if [ -n "$fit" ]; then
  for ((i = 0; i < ${#args[@]}; i++)); do [ "${args[i]}" = --csv ] && csv="${args[i + 1]}"; done
  echo
  "$venv/bin/python" Benchmarks/speech_fit.py "$csv"
fi
