#!/usr/bin/env bash
# The first run over a folder of many small files: whether it grows with the number of files
# or with its square (issue 21: each image written used to list and sort the whole cache folder).
# For each COUNT it writes COUNT one-row files in nycflights13's layout (one day each, from
# 2013-01-01), then times `flights departures --data FOLDER --airport JFK --date 2013-01-01`
# with a fresh cache folder (the first run: every file read and its image written), and the same
# command again (every image read), with `/usr/bin/time -f "%e s %M KB"`, and prints the ratio
# of each first run to the first COUNT's.
# Usage: Benchmarks/folder-files.sh [--runs N] [--flights BINARY] [--cache-in DIR] [COUNT ...]
#   COUNT: numbers of files (1000 and 3000 by default). --runs N: first runs timed for each
#   count (default 3; the median is printed). --flights BINARY: time that binary instead of
#   building the release one. --cache-in DIR: make the cache folders in DIR (/dev/shm, say, to
#   leave out the disk's syncs and its file system's inode allocation) instead of beside the files.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=3
flights=""
cache_in=""
counts=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --flights) flights=$2; shift 2 ;;
        --cache-in) cache_in=$2; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        [0-9]*) counts+=("$1"); shift ;;
        *) echo "usage: Benchmarks/folder-files.sh [--runs N] [--flights BINARY] [--cache-in DIR] [COUNT ...]" >&2; exit 64 ;;
    esac
done
[ ${#counts[@]} -gt 0 ] || counts=(1000 3000)
work=$(mktemp -d)
cache=$(mktemp -d "${cache_in:-$work}/cache.XXXXXX")
trap 'rm -rf "$work" "$cache"' EXIT
if [ -z "$flights" ]; then
    (cd "$root" && swift build -c release --product flights >/dev/null)
    flights=$(cd "$root" && swift build -c release --show-bin-path)/flights
fi

# One flight a file, each file a day of its own, so that no two files hold the same day.
write_folder() {
    local folder=$1 count=$2
    mkdir -p "$folder"
    python3 - "$folder" "$count" <<'EOF'
import datetime, sys
folder, count = sys.argv[1], int(sys.argv[2])
header = "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest,air_time,distance,hour,minute,time_hour\n"
first = datetime.date(2013, 1, 1)
for n in range(count):
    day = first + datetime.timedelta(days=n)
    with open(f"{folder}/{n:05d}.csv", "w") as f:
        f.write(header)
        f.write(f"{day.year},{day.month},{day.day},517,515,2,830,819,11,UA,1545,N14228,JFK,IAH,227,1400,5,15,{day.isoformat()}T10:00:00Z\n")
EOF
}

# The seconds of one run of the board with the cache folder $2 ("e s" of /usr/bin/time).
timed_board() {
    local folder=$1 cache=$2
    XDG_CACHE_HOME=$cache /usr/bin/time -f "%e %M" -o "$work/time" \
        "$flights" departures --data "$folder" --airport JFK --date 2013-01-01 >/dev/null
    cat "$work/time"
}

# Every folder written first, and every run given a cache folder of its own, all removed at the
# end: a run just after thousands of files were removed (the last run's cache) spent most of its
# time in ext4's inode allocation (perf: recently_deleted), stepping over the inodes just freed.
for count in "${counts[@]}"; do write_folder "$work/files-$count" "$count"; done
base=""
run=0
for count in "${counts[@]}"; do
    firsts=()
    for _ in $(seq "$runs"); do
        run=$((run + 1))
        firsts+=("$(timed_board "$work/files-$count" "$cache/$run")")
    done
    median=$(printf '%s\n' "${firsts[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
    cached=$(timed_board "$work/files-$count" "$cache/$run")
    seconds=${median% *}
    [ -n "$base" ] || base=$seconds
    printf '%6d files: first run %7.2f s (%s KB), cached %6.2f s; first run %.2fx of the first count'"'"'s\n' \
        "$count" "$seconds" "${median#* }" "${cached% *}" "$(echo "$seconds / $base" | bc -l)"
done
