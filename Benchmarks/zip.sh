#!/usr/bin/env bash
# Zip benchmark: a generated BTS month (318 MB of CSV) zipped as the BTS publishes it (Info-ZIP's
# zip, default level), read side by side by flights and by its peers, release build, warm page
# cache, medians of interleaved runs:
#   - inflating alone, in memory, with the CRC: flights' inflater (inflate-benchmark), Python's
#     zlib (C zlib, Benchmarks/inflate-zlib.py), and `unzip -p FILE > /dev/null`;
#   - a board with --no-cache: from the zip, against `unzip -p FILE > month.csv` then the
#     board of month.csv, and against the board of the CSV alone;
#   - the first run (a board, writing the cache), the same three ways;
#   - the cached board, from the zip's cache and from the CSV's.
# Usage: Benchmarks/zip.sh [--keep DIR] [--runs N]
#   --keep DIR: where the month is kept (2019-01.csv, 2019-01.zip; made when missing).
#   --runs N: runs of each (default 5).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
keep="" runs=5
while [ $# -gt 0 ]; do
    case "$1" in
        --keep) keep=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "usage: Benchmarks/zip.sh [--keep DIR] [--runs N]" >&2; exit 64 ;;
    esac
done
for tool in zip unzip python3; do
    command -v "$tool" >/dev/null || { echo "zip.sh: $tool is needed (apt-get install $tool)" >&2; exit 69; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
data=${keep:-$work}
mkdir -p "$data"
data=$(cd "$data" && pwd)
cd "$root"
flags=(-c release --static-swift-stdlib -Xswiftc -static-executable)
swift build "${flags[@]}" --product flights >/dev/null
swift build -c release --product inflate-benchmark >/dev/null
bin=$(swift build "${flags[@]}" --show-bin-path)
flights=$bin/flights
inflate=$(swift build -c release --show-bin-path)/inflate-benchmark
[ -s "$data/2019-01.csv" ] || python3 Benchmarks/generate-bts.py --months 1 >"$data/2019-01.csv"
[ -s "$data/2019-01.zip" ] || (cd "$data" && zip -q 2019-01.zip 2019-01.csv)
cd "$work"
cat "$data/2019-01.csv" "$data/2019-01.zip" >/dev/null
board=(departures --airport ATL --date 2019-01-15)

# Runs each labelled command (label=command) $runs times, interleaved, and prints the
# median wall time of each, in seconds.
medians() {
    declare -A times=()
    for _ in $(seq "$runs"); do
        for pair in "$@"; do
            label=${pair%%=*} command=${pair#*=}
            start=$(date +%s.%N)
            bash -c "$command" >/dev/null 2>&1
            end=$(date +%s.%N)
            times[$label]+="$(echo "$end - $start" | bc) "
        done
    done
    for pair in "$@"; do
        label=${pair%%=*}
        # shellcheck disable=SC2086
        printf '  %-34s %8.3f s\n' "$label" "$(printf '%s\n' ${times[$label]} | sort -n | sed -n "$(( (runs + 1) / 2 ))p")"
    done
}

echo "== inflating alone (best of $runs, in memory, with the CRC)"
printf '  %-34s %s\n' "flights (inflate-benchmark)" "$("$inflate" "$data/2019-01.zip" "$runs")"
printf '  %-34s %s\n' "Python zlib" "$(python3 "$root/Benchmarks/inflate-zlib.py" "$data/2019-01.zip" "$runs")"
medians "unzip -p > /dev/null=unzip -p '$data/2019-01.zip' > /dev/null"

echo "== board, --no-cache (median of $runs)"
medians "flights, the zip=$flights ${board[*]} --no-cache --data '$data/2019-01.zip'" \
        "unzip -p, then flights on the CSV=unzip -p '$data/2019-01.zip' > month.csv && $flights ${board[*]} --no-cache --data month.csv" \
        "flights, the CSV alone=$flights ${board[*]} --no-cache --data '$data/2019-01.csv'"

echo "== first run, writing the cache (median of $runs)"
medians "flights, the zip=rm -rf c1; XDG_CACHE_HOME=\$PWD/c1 $flights ${board[*]} --data '$data/2019-01.zip'" \
        "unzip -p, then flights on the CSV=rm -rf c2; unzip -p '$data/2019-01.zip' > month.csv && XDG_CACHE_HOME=\$PWD/c2 $flights ${board[*]} --data month.csv" \
        "flights, the CSV alone=rm -rf c3; XDG_CACHE_HOME=\$PWD/c3 $flights ${board[*]} --data '$data/2019-01.csv'"

echo "== cached board (median of $runs)"
XDG_CACHE_HOME=$work/c4 "$flights" "${board[@]}" --data "$data/2019-01.zip" >/dev/null
XDG_CACHE_HOME=$work/c4 "$flights" "${board[@]}" --data "$data/2019-01.csv" >/dev/null
medians "flights, the zip's cache=XDG_CACHE_HOME=$work/c4 $flights ${board[*]} --data '$data/2019-01.zip'" \
        "flights, the CSV's cache=XDG_CACHE_HOME=$work/c4 $flights ${board[*]} --data '$data/2019-01.csv'"
echo "== peak memory of the first run"
rm -rf "$work/c5"
XDG_CACHE_HOME=$work/c5 /usr/bin/time -f "  the zip: %M KB" "$flights" "${board[@]}" --data "$data/2019-01.zip" >/dev/null
rm -rf "$work/c5"
XDG_CACHE_HOME=$work/c5 /usr/bin/time -f "  the CSV: %M KB" "$flights" "${board[@]}" --data "$data/2019-01.csv" >/dev/null
