#!/usr/bin/env bash
# Large-file benchmark: a generated year of BTS flights in one file and three years in 36
# monthly files, timed side by side for this build and another (an older commit's): the first
# run (a board, writing the cache) with its peak RSS, a board with --no-cache, and from the
# cache a hub's board (ATL, 1,668 flights), a history, a small airport's board (MAF) and the
# statistics over every day; on the folder, the first run, the board, the history and the
# statistics, and the board over the folder against the board of its month's file alone (the
# ratio, medians). Release builds, warm page cache, a fresh cache folder for each binary.
# Usage: Benchmarks/large-files.sh [--keep DIR] [--runs N] --against BINARY
#   --keep DIR: where the generated data is kept (y1.csv and y3/; generated when missing:
#   3.7 GB and 11 GB, a few minutes). --runs N: runs of each first run and --no-cache board
#   (default 3; the cached queries take 30 with hyperfine).
#   --against BINARY: the other build, run alternately with this one.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
keep="" runs=3 against=""
while [ $# -gt 0 ]; do
    case "$1" in
        --keep) keep=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --against) against=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "usage: Benchmarks/large-files.sh [--keep DIR] [--runs N] --against BINARY" >&2; exit 64 ;;
    esac
done
[ -n "$against" ] || { echo "large-files.sh: --against BINARY is needed (the build to compare with)" >&2; exit 64; }
command -v hyperfine >/dev/null || { echo "large-files.sh: hyperfine is needed" >&2; exit 69; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
data=${keep:-$work}
mkdir -p "$data"
cd "$root"
flags=(-c release --static-swift-stdlib -Xswiftc -static-executable)
swift build "${flags[@]}" --product flights >/dev/null
install -m 755 "$(swift build "${flags[@]}" --show-bin-path)/flights" "$work/after"
install -m 755 "$against" "$work/before"
[ -s "$data/y1.csv" ] || python3 Benchmarks/generate-bts.py --from 2019-01-01 --months 12 --jobs 2 >"$data/y1.csv"
[ -d "$data/y3" ] || python3 Benchmarks/generate-bts.py --from 2019-01-01 --months 36 --monthly "$data/y3/" --jobs 2
cd "$data"
cat y1.csv y3/*.csv >/dev/null

echo "== first run, y1.csv: wall, user, system, peak RSS"
for _ in $(seq "$runs"); do for b in before after; do
    rm -rf "$work/cache"
    XDG_CACHE_HOME=$work/cache /usr/bin/time -f "$b %e s %U u %S s %M KB" "$work/$b" departures --data y1.csv --airport ATL --date 2019-01-15 >/dev/null
done; done 2>&1
echo "== --no-cache board, y1.csv"
for _ in $(seq "$runs"); do for b in before after; do
    /usr/bin/time -f "$b %e s %U u %S s %M KB" "$work/$b" departures --data y1.csv --airport ATL --date 2019-01-15 --no-cache >/dev/null
done; done 2>&1
echo "== cached, y1.csv (hyperfine, 30 runs, twice each, alternately)"
for b in before after; do XDG_CACHE_HOME=$work/cache-$b "$work/$b" departures --data y1.csv --airport ATL --date 2019-01-15 >/dev/null; done
for q in "departures --data y1.csv --airport ATL --date 2019-01-15" "history DL4683 --data y1.csv --airport ATL" \
         "departures --data y1.csv --airport MAF --date 2019-01-15" "stats --view carriers --days all --data y1.csv"; do
    for _ in 1 2; do for b in before after; do
        XDG_CACHE_HOME=$work/cache-$b hyperfine -N --warmup 3 --runs 30 "$work/$b $q" 2>&1 | grep "Time" | sed "s|^ *|$b $q: |"
    done; done
done
echo "== 36 monthly files, y3/: the first run, then from the cache (hyperfine) and peak RSS"
for b in before after; do
    rm -rf "$work/cache-3-$b"
    XDG_CACHE_HOME=$work/cache-3-$b /usr/bin/time -f "$b first run %e s %U u %S s %M KB" "$work/$b" departures --data y3 --airport ATL --date 2020-06-15 >/dev/null
    for q in "departures --data y3 --airport ATL --date 2020-06-15" "history DL4683 --data y3 --airport ATL" "stats --view carriers --days all --data y3"; do
        XDG_CACHE_HOME=$work/cache-3-$b hyperfine -N --warmup 3 --runs 30 "$work/$b $q" 2>&1 | grep "Time" | sed "s|^ *|$b $q: |"
        XDG_CACHE_HOME=$work/cache-3-$b /usr/bin/time -f "$b $q: %M KB" "$work/$b" $q >/dev/null
    done
done 2>&1
# The board over the folder against the board of its month's file alone, from the same images
# (a file's image is named by its path, so the folder's run made the month's), in one
# hyperfine run each so that the ratio is taken side by side.
echo "== the folder's board against its month's file alone (hyperfine, 40 runs, alternately)"
for b in before after; do
    export XDG_CACHE_HOME=$work/cache-3-$b
    hyperfine -N --warmup 5 --runs 40 --export-json "$work/ratio.json" \
        "$work/$b departures --data y3 --airport ATL --date 2020-06-15" \
        "$work/$b departures --data y3/2020-06.csv --airport ATL --date 2020-06-15" >/dev/null 2>&1
    python3 -c 'import json, sys; r = json.load(open(sys.argv[1]))["results"]; m = [sorted(x["times"])[len(x["times"]) // 2] for x in r]; print("%s folder %.1f ms, month alone %.1f ms: %.2fx" % (sys.argv[2], m[0] * 1e3, m[1] * 1e3, m[0] / m[1]))' "$work/ratio.json" "$b"
    unset XDG_CACHE_HOME
done
