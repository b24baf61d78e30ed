#!/usr/bin/env python3
"""Cut the real-data sample shipped in Data/jfk-2013-07/ out of nycflights13 (CC0).

The sample is one month of one airport's departures, the rows of flights.csv copied
byte for byte (same header, same columns), with the lines of airlines.csv and
airports.csv that those rows name, so that `flights --data Data/jfk-2013-07/flights.csv`
finds its names beside the file as it would beside the full one. Deterministic: the
same input gives the same bytes.

Usage (from anywhere):
    python3 Data/scripts/make-sample.py [DATA_DIR] [--airport JFK] [--month 2013-07] [--output DIR]

DATA_DIR defaults to ../shared/data/nycflights13 relative to the repository root;
--output to Data/jfk-2013-07 (for the default airport and month).
"""

import argparse
import csv
import os
import sys

REPO_ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DEFAULT_DATA = os.path.join(REPO_ROOT, "..", "shared", "data", "nycflights13")


def read_lines(path):
    """The file's header and data lines, each as written (newline included)."""
    with open(path, newline="", encoding="utf-8") as file:
        lines = file.readlines()
    return lines[0], lines[1:]


def field(line, index):
    """One field of a CSV line, quotes undone."""
    return next(csv.reader([line]))[index]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", nargs="?", default=DEFAULT_DATA, help="the nycflights13 directory")
    parser.add_argument("--airport", default="JFK", help="the airport whose departures to keep")
    parser.add_argument("--month", default="2013-07", help="the month to keep, YYYY-MM")
    parser.add_argument("--output", help="the directory to write (default: Data/<airport>-<month>)")
    args = parser.parse_args()
    year, month = (int(part) for part in args.month.split("-"))
    output = args.output or os.path.join(REPO_ROOT, "Data", f"{args.airport.lower()}-{args.month}")

    source = os.path.join(args.data, "flights.csv")
    if not os.path.isfile(source):
        sys.exit(f"make-sample.py: no {source}: give the nycflights13 directory (flights.csv, airlines.csv, "
                 "airports.csv) as the first argument; the R package nycflights13 or its CSV exports have them")
    header, rows = read_lines(source)
    columns = next(csv.reader([header]))
    at = {name: columns.index(name) for name in ("year", "month", "origin", "dest", "carrier")}
    kept = []
    for line in rows:
        values = next(csv.reader([line]))
        if (int(values[at["year"]]), int(values[at["month"]])) == (year, month) and values[at["origin"]] == args.airport:
            kept.append(line)
    if not kept:
        sys.exit(f"make-sample.py: no departures from {args.airport} in {args.month}")
    carriers = {field(line, at["carrier"]) for line in kept}
    airports = {args.airport} | {field(line, at["dest"]) for line in kept}

    os.makedirs(output, exist_ok=True)
    with open(os.path.join(output, "flights.csv"), "w", newline="", encoding="utf-8") as file:
        file.write(header + "".join(kept))
    written = {}
    for name, key, wanted in (("airlines.csv", 0, carriers), ("airports.csv", 0, airports)):
        names_header, names = read_lines(os.path.join(args.data, name))
        lines = [line for line in names if field(line, key) in wanted]
        written[name] = len(lines)
        with open(os.path.join(output, name), "w", newline="", encoding="utf-8") as file:
            file.write(names_header + "".join(lines))
    # The files of names lack some codes the rows use (nycflights13 names no airport of
    # Puerto Rico, for one): those are counted as written, not as asked for.
    print(f"{output}: {len(kept)} departures, {written['airlines.csv']} airlines and "
          f"{written['airports.csv']} airports named", file=sys.stderr)


if __name__ == "__main__":
    main()
