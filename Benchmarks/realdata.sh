#!/usr/bin/env bash
# Real-data benchmark: three queries on the full nycflights13 file, `flights` against
# the peers that are installed (awk, mlr, DuckDB's command-line binary, sqlite3 on an indexed
# database), whole process, warm page cache, median wall time, side by side. Times come
# from hyperfine when it is installed: each command run directly (no shell), except a
# pipeline, which runs through bash with hyperfine taking off the shell's own start (that
# correction is itself noisy by a millisecond or so, too much for commands of 2 ms, fine for
# awk's 0.1 s). Without hyperfine, a loop of `date` calls times them, which adds about
# 2 ms to every figure and so flatters the ratios of the fastest commands.
#   Q1  the JFK departures board of 2013-07-04
#   Q2  the history of UA 1545 over the year, with its on-time share (departures, DOT rule)
#   Q3  the year's statistics: cancelled, mean departure and arrival delay, on-time share, by carrier
# Usage: Benchmarks/realdata.sh [--flights BINARY] [DATA_DIR] [RUNS]   (default
# ../shared/data/nycflights13, 15 runs, made in three rounds); --flights times that build
# instead of this tree's (another commit's, for a before and after).
set -euo pipefail
binary=""
if [ "${1:-}" = --flights ]; then
    [ -f "${2:-}" ] || { echo "realdata.sh: --flights needs a built flights binary; '${2:-}' is not a file" >&2; exit 64; }
    binary=$(realpath "$2")
    shift 2
fi
cd "$(dirname "$0")/.."
data=$(cd "${1:-../shared/data/nycflights13}" && pwd)/flights.csv
runs=${2:-15}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

source Benchmarks/peers.sh
install_flights "$work/flights" "$binary"
flights=$work/flights
export XDG_CACHE_HOME="$work/cache" FLIGHTS_DATA="$data"

# Wall times in seconds, one a line, of $2 runs of the command line $1, output discarded.
run_times() {
    if command -v hyperfine >/dev/null; then
        rm -f "$work/run.json"
        local shell=(-N)
        [[ "$1" == *"|"* ]] && shell=(--shell=bash)
        hyperfine "${shell[@]}" --warmup 1 --runs "$2" --export-json "$work/run.json" "$1" >/dev/null 2>&1 || return 0
        python3 -c 'import json, sys; print("\n".join("%.6f" % t for t in json.load(open(sys.argv[1]))["results"][0]["times"]))' "$work/run.json"
        return
    fi
    local start end
    for _ in $(seq "$2"); do
        start=$(date +%s%N); bash -c "$1" >/dev/null 2>&1; end=$(date +%s%N)
        awk -v t=$(( end - start )) 'BEGIN {printf "%.6f\n", t / 1e9}'
    done
}

# The median of the times in file $1, or "failed" when there are none.
median() {
    sort -n "$1" | awk '{a[NR] = $1} END {if (NR) printf "%.4f", a[int((NR + 1) / 2)]; else printf "failed"}'
}

declare -A cmd
cmd[flights-csv,Q1]="'$flights' departures --no-cache --airport JFK --date 2013-07-04"
cmd[flights-csv,Q2]="'$flights' history UA1545 --no-cache --airport EWR --json"
cmd[flights-csv,Q3]="'$flights' stats --no-cache --view carriers --days all"
cmd[flights-cache,Q1]="'$flights' departures --airport JFK --date 2013-07-04"
cmd[flights-cache,Q2]="'$flights' history UA1545 --airport EWR --json"
cmd[flights-cache,Q3]="'$flights' stats --view carriers --days all"
# nycflights13 columns: 1 year 2 month 3 day 4 dep_time 5 sched_dep_time 6 dep_delay 7 arr_time
# 8 sched_arr_time 9 arr_delay 10 carrier 11 flight 13 origin 14 dest
cmd[awk,Q1]="awk -F, '\$1==2013 && \$2==7 && \$3==4 && \$13==\"JFK\"' '$data' | sort -t, -k5,5n"
cmd[awk,Q2]="awk -F, '\$10==\"UA\" && \$11==1545 && \$13==\"EWR\" {n++; if (\$6!=\"NA\" && \$6<15) ok++} END {print n, ok/n}' '$data'"
cmd[awk,Q3]="awk -F, 'NR>1 {n[\$10]++; if (\$4==\"NA\") c[\$10]++; if (\$6!=\"NA\") {d[\$10]+=\$6; dn[\$10]++} if (\$9!=\"NA\") {a[\$10]+=\$9; an[\$10]++; if (\$9<15) ok[\$10]++}} END {for (k in n) print k, n[k], c[k], d[k]/dn[k], a[k]/an[k], ok[k]/n[k]}' '$data'"
if command -v mlr >/dev/null; then
    cmd[mlr,Q1]="mlr --icsv --opprint filter '\$year==2013 && \$month==7 && \$day==4 && \$origin==\"JFK\"' then sort -nf sched_dep_time '$data'"
    cmd[mlr,Q2]="mlr --icsv --opprint filter '\$carrier==\"UA\" && \$flight==1545 && \$origin==\"EWR\"' then put '\$ok = (is_numeric(\$dep_delay) && \$dep_delay < 15) ? 1 : 0' then stats1 -a count,mean -f ok '$data'"
    cmd[mlr,Q3]="mlr --icsv --opprint put '\$c = is_numeric(\$dep_time) ? 0 : 1; \$ok = (is_numeric(\$arr_delay) && \$arr_delay < 15) ? 1 : 0' then stats1 -a count,sum,mean -f c,ok,dep_delay,arr_delay -g carrier '$data'"
fi
duckdb=$(duckdb_binary)
if [ -n "$duckdb" ]; then
    duck="'$duckdb' -c"
    cmd[duckdb,Q1]="$duck \"select * from read_csv('$data', nullstr='NA') where year=2013 and month=7 and day=4 and origin='JFK' order by sched_dep_time\""
    cmd[duckdb,Q2]="$duck \"select count(*), avg(case when dep_delay < 15 then 1 else 0 end) from read_csv('$data', nullstr='NA') where carrier='UA' and flight=1545 and origin='EWR'\""
    cmd[duckdb,Q3]="$duck \"select carrier, count(*), count(*) filter (where dep_time is null), avg(dep_delay), avg(arr_delay), avg(case when arr_delay < 15 then 1 else 0 end) from read_csv('$data', nullstr='NA') group by carrier\""
fi
if command -v sqlite3 >/dev/null; then
    db="$work/flights.db"
    import_start=$(date +%s%N)
    sqlite3 "$db" <<SQL
.mode csv
.import '$data' flights
create index by_origin_day on flights(origin, year, month, day);
create index by_flight on flights(carrier, flight);
SQL
    import_seconds=$(awk -v t=$(( $(date +%s%N) - import_start )) 'BEGIN {printf "%.1f", t/1e9}')
    cmd[sqlite3,Q1]="sqlite3 '$db' \"select * from flights where origin='JFK' and year='2013' and month='7' and day='4' order by cast(sched_dep_time as int)\""
    cmd[sqlite3,Q2]="sqlite3 '$db' \"select count(*), avg(case when dep_delay != 'NA' and cast(dep_delay as int) < 15 then 1 else 0 end) from flights where carrier='UA' and flight='1545' and origin='EWR'\""
    cmd[sqlite3,Q3]="sqlite3 '$db' \"select carrier, count(*), sum(dep_time = 'NA'), avg(case when dep_delay != 'NA' then cast(dep_delay as int) end), avg(case when arr_delay != 'NA' then cast(arr_delay as int) end), avg(case when arr_delay != 'NA' and cast(arr_delay as int) < 15 then 1.0 else 0 end) from flights group by carrier\""
fi

bash -c "${cmd[flights-cache,Q1]}" >/dev/null   # builds the cache
# The runs are made in rounds, the peers taking turns, so that a slow spell of the machine
# (a virtual one shares its cores) falls on all of them rather than on whichever ran then.
peers=(flights-csv flights-cache awk mlr duckdb sqlite3)
rounds=3
declare -A time
for q in Q1 Q2 Q3; do
    for round in $(seq "$rounds"); do
        for p in "${peers[@]}"; do
            [ -n "${cmd[$p,$q]:-}" ] || continue
            run_times "${cmd[$p,$q]}" $(( (runs + rounds - 1) / rounds )) >> "$work/times.$p.$q"
        done
    done
    for p in "${peers[@]}"; do
        [ -n "${cmd[$p,$q]:-}" ] && time[$p,$q]=$(median "$work/times.$p.$q")
    done
done

timer=$(command -v hyperfine >/dev/null && echo hyperfine || echo "a date loop, +2 ms each")
echo "Median wall seconds over $(( (runs + rounds - 1) / rounds * rounds )) runs in $rounds rounds ($(date +%F), $(nproc) cores, timed by $timer); ratios: flights-csv vs the fastest CSV peer, flights-cache vs sqlite3."
printf '%-14s %9s %9s %9s\n' "" Q1 Q2 Q3
for p in "${peers[@]}"; do
    [ -n "${time[$p,Q1]:-}" ] || continue
    printf '%-14s %9s %9s %9s\n' "$p" "${time[$p,Q1]}" "${time[$p,Q2]}" "${time[$p,Q3]}"
done
for q in Q1 Q2 Q3; do
    best=""
    for p in awk mlr duckdb; do
        t=${time[$p,$q]:-}
        [ -n "$t" ] && [ "$t" != failed ] && { [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN {exit !(a < b)}'; } && best=$t
    done
    line="$q: flights-csv $(awk -v a="${time[flights-csv,$q]}" -v b="$best" 'BEGIN {printf "%.2f", a/b}')x the fastest CSV peer"
    if [ -n "${time[sqlite3,$q]:-}" ]; then
        line+=", flights-cache $(awk -v a="${time[flights-cache,$q]}" -v b="${time[sqlite3,$q]}" 'BEGIN {printf "%.2f", a/b}')x sqlite3"
    fi
    echo "$line"
done
[ -n "${import_seconds:-}" ] && echo "(sqlite3's database took ${import_seconds} s to import and index.)"
peak=$( { /usr/bin/time -f %M "$flights" stats --no-cache --view carriers --days all >/dev/null; } 2>&1 | tail -1)
size=$(stat -c %s "$data")
awk -v k="$peak" -v s="$size" 'BEGIN {printf "Peak memory of Q3 from the CSV: %.0f MB, %.2fx the file (%.0f MB).\n", k/1024, k*1024/s, s/1048576}'
