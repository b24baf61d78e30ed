import FlightBoard

/// Each day's punctuality by airline, for every airport of a table and for the table as a
/// whole, counted once when the cache is built: statistics over any period read days, not rows.
///
/// One entry per (airport, day, airline) with flights: the flights that left or reached the
/// airport that day (by scheduled departure, ``OnTimeTable/date``), counted as
/// ``CarrierStatistics/add(cancelled:diverted:departureDelay:arrivalDelay:)`` counts them; airport
/// 0 stands for every flight of the table. Entries are sorted by their key, so that one
/// airport's days are one run of them, found by two binary searches.
struct OnTimeDaySummaries: Sendable {
    /// (airport, day, airline) packed so that their order is the key's (``key(airport:day:carrier:)``).
    let keys: Column<UInt64>
    let flights: Column<Int32>
    let cancelled: Column<Int32>
    let diverted: Column<Int32>
    let onTime: Column<Int32>
    let departureDelayCount: Column<Int32>
    let arrivalDelayCount: Column<Int32>
    let departureDelaySum: Column<Int64>
    let arrivalDelaySum: Column<Int64>

    /// The summaries of `table`'s rows, counted as numbers only (no `Airline` to copy for each
    /// row, which made this pass several times slower than the parse).
    ///
    /// Each row is counted at its origin and at its destination (once when they are the same):
    /// the rows in (airport, day, airline) order, by a radix sort for each, make runs that one
    /// pass adds up, in the keys' order; the two lists are merged, and the whole table's
    /// entries, a few per day, are the origins' added up. Counting into dictionaries instead
    /// took a tenth of a first run, and kept one core busy while the other had built the indexes.
    init(table: OnTimeTable) {
        let origins = Self.runs(table, at: table.origin)
        let destinations = Self.runs(table, at: table.destination, unless: table.origin)
        var whole: [UInt64: Tally] = [:]
        for (key, tally) in origins { whole[key & 0xFF_FFFF_FFFF, default: Tally()].add(tally) }
        // Airport 0 (every flight) before any airport's: a packed code is never 0.
        var entries = whole.sorted { $0.key < $1.key }.map { (key: $0.key, tally: $0.value) }
        entries.reserveCapacity(entries.count + origins.count + destinations.count)
        var o = 0, d = 0
        while o < origins.count || d < destinations.count {
            if d == destinations.count || o < origins.count && origins[o].key < destinations[d].key {
                entries.append(origins[o])
                o += 1
            } else if o == origins.count || destinations[d].key < origins[o].key {
                entries.append(destinations[d])
                d += 1
            } else {
                var tally = origins[o].tally
                tally.add(destinations[d].tally)
                entries.append((origins[o].key, tally))
                o += 1
                d += 1
            }
        }
        self.init(keys: Column(entries.map(\.key)),
                  flights: Column(entries.map(\.tally.flights)),
                  cancelled: Column(entries.map(\.tally.cancelled)),
                  diverted: Column(entries.map(\.tally.diverted)),
                  onTime: Column(entries.map(\.tally.onTime)),
                  departureDelayCount: Column(entries.map(\.tally.departureDelayCount)),
                  arrivalDelayCount: Column(entries.map(\.tally.arrivalDelayCount)),
                  departureDelaySum: Column(entries.map(\.tally.departureDelaySum)),
                  arrivalDelaySum: Column(entries.map(\.tally.arrivalDelaySum)))
    }

    /// The entries of the rows counted at the airports of `airports`, ascending by key: rows
    /// whose `unless` airport is the same are left out, as are days no key can hold.
    private static func runs(_ table: OnTimeTable, at airports: Column<UInt32>,
                             unless other: Column<UInt32>? = nil) -> [(key: UInt64, tally: Tally)] {
        var order = RadixOrder(count: table.count)
        order.add(table.carrier)
        order.add(table.date)
        order.add(airports)
        var entries: [(key: UInt64, tally: Tally)] = []
        entries.reserveCapacity(table.count / 16)
        for row in order.rows() {
            let row = Int(row)
            let day = table.date[row], airport = airports[row]
            guard days.contains(day), other.map({ $0[row] != airport }) ?? true else { continue }
            let key = key(airport: airport, day: day, carrier: table.carrier[row])
            let tally = Tally(status: table.status[row], departureDelay: table.departureDelay[row],
                              arrivalDelay: table.arrivalDelay[row])
            if let last = entries.indices.last, entries[last].key == key {
                entries[last].tally.add(tally)
            } else {
                entries.append((key, tally))
            }
        }
        return entries
    }

    /// One entry's counts while they are counted: one flight's as
    /// ``CarrierStatistics/add(cancelled:diverted:departureDelay:arrivalDelay:)`` counts it, added up.
    private struct Tally {
        var flights: Int32 = 0, cancelled: Int32 = 0, diverted: Int32 = 0, onTime: Int32 = 0
        var departureDelayCount: Int32 = 0, arrivalDelayCount: Int32 = 0
        var departureDelaySum: Int64 = 0, arrivalDelaySum: Int64 = 0

        init() {}

        /// One flight, from its row's values.
        init(status: UInt8, departureDelay: Int16, arrivalDelay: Int16) {
            var statistics = CarrierStatistics(airline: Airline(code: "", name: ""))
            statistics.add(cancelled: status == OnTimeTable.Status.cancelled.rawValue,
                           diverted: status == OnTimeTable.Status.diverted.rawValue,
                           departureDelay: departureDelay == OnTimeTable.missing ? nil : Int(departureDelay),
                           arrivalDelay: arrivalDelay == OnTimeTable.missing ? nil : Int(arrivalDelay))
            flights = Int32(statistics.flights)
            cancelled = Int32(statistics.cancelled)
            diverted = Int32(statistics.diverted)
            onTime = Int32(statistics.onTime)
            departureDelayCount = Int32(statistics.counts.departureDelayCount)
            arrivalDelayCount = Int32(statistics.counts.arrivalDelayCount)
            departureDelaySum = Int64(statistics.counts.departureDelaySum)
            arrivalDelaySum = Int64(statistics.counts.arrivalDelaySum)
        }

        mutating func add(_ other: Tally) {
            flights &+= other.flights
            cancelled &+= other.cancelled
            diverted &+= other.diverted
            onTime &+= other.onTime
            departureDelayCount &+= other.departureDelayCount
            arrivalDelayCount &+= other.arrivalDelayCount
            departureDelaySum &+= other.departureDelaySum
            arrivalDelaySum &+= other.arrivalDelaySum
        }
    }

    init(keys: Column<UInt64>, flights: Column<Int32>, cancelled: Column<Int32>, diverted: Column<Int32>, onTime: Column<Int32>,
         departureDelayCount: Column<Int32>, arrivalDelayCount: Column<Int32>,
         departureDelaySum: Column<Int64>, arrivalDelaySum: Column<Int64>) {
        self.keys = keys
        self.flights = flights
        self.cancelled = cancelled
        self.diverted = diverted
        self.onTime = onTime
        self.departureDelayCount = departureDelayCount
        self.arrivalDelayCount = arrivalDelayCount
        self.departureDelaySum = departureDelaySum
        self.arrivalDelaySum = arrivalDelaySum
    }

    /// The number of entries, the length of every column.
    var count: Int { keys.count }

    /// The entries of `airport` (0: every flight) on `days`: their positions.
    func entries(airport: UInt32, days: ClosedRange<Int32>) -> Range<Int> {
        let low = Self.key(airport: airport, day: days.lowerBound, carrier: 0)
        let high = Self.key(airport: airport, day: days.upperBound, carrier: .max)
        return keys.withBuffer { keys in
            Self.firstIndex(in: keys) { $0 >= low }..<Self.firstIndex(in: keys) { $0 > high }
        }
    }

    /// Each airline's statistics over `entries`, by packed airline code, ascending; nil when they
    /// hold counts that no table of `rows` rows has (an image signed over made-up values is as
    /// damaged as one cut short): a count below zero or above the flights it is of, a sum of
    /// delays beyond what its count of them adds up to, more flights than twice the rows (a row
    /// counts once at its origin and once at its destination, whose keys' 24 bits may be the
    /// same in a made-up table). Then every sum of them fits, at most 2 × `rows` × 32,767
    /// minutes, also over many files and every airline.
    func statistics(_ entries: Range<Int>, rows: Int) -> [(carrier: UInt16, statistics: CarrierStatistics)]? {
        var byCarrier: [UInt16: CarrierStatistics] = [:]
        var flightsCounted = 0
        for entry in entries {
            guard let counted = counts(at: entry) else { return nil }
            flightsCounted += counted.flights
            guard flightsCounted <= 2 * rows else { return nil }
            let carrier = UInt16(truncatingIfNeeded: keys[entry])
            byCarrier[carrier, default: CarrierStatistics(airline: Airline(code: "", name: ""))].merge(counted)
        }
        return byCarrier.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The counts of one entry, when they are counts ``CarrierStatistics/add(cancelled:diverted:departureDelay:arrivalDelay:)``
    /// makes: a flight is at most one of cancelled, diverted and on time; it has a departure delay
    /// only if not cancelled, an arrival delay only if not diverted either; a delay is at most
    /// 32,767 minutes either way (an `Int16`, whose minimum stands for none).
    private func counts(at entry: Int) -> CarrierStatistics? {
        let flights = Int(flights[entry]), cancelled = Int(cancelled[entry]), diverted = Int(diverted[entry])
        let onTime = Int(onTime[entry])
        let departures = Int(departureDelayCount[entry]), arrivals = Int(arrivalDelayCount[entry])
        let departureSum = Int(departureDelaySum[entry]), arrivalSum = Int(arrivalDelaySum[entry])
        let longest = UInt(Int16.max)
        guard cancelled >= 0, diverted >= 0, onTime >= 0, cancelled + diverted + onTime <= flights,
              departures >= 0, departures <= flights - cancelled, arrivals >= 0, arrivals <= flights - cancelled - diverted,
              departureSum.magnitude <= UInt(departures) * longest, arrivalSum.magnitude <= UInt(arrivals) * longest
        else { return nil }
        return CarrierStatistics(
            airline: Airline(code: "", name: ""), flights: flights, cancelled: cancelled, diverted: diverted, onTime: onTime,
            counts: CarrierStatistics.DelayCounts(departureDelaySum: departureSum, departureDelayCount: departures,
                                                  arrivalDelaySum: arrivalSum, arrivalDelayCount: arrivals))
    }

    /// The days a key can hold, about year −21000 to 24900: a table with a day outside them (only
    /// a damaged or made-up one) is counted from its rows.
    static let days: ClosedRange<Int32> = -0x80_0000...0x7F_FFFF

    /// The airport's 24 bits, then the day's (offset by 2²³, so that their order is the days'),
    /// then the airline's 16.
    static func key(airport: UInt32, day: Int32, carrier: UInt16) -> UInt64 {
        UInt64(airport & 0xFF_FFFF) << 40 | UInt64(UInt32(bitPattern: day &+ 0x80_0000) & 0xFF_FFFF) << 16 | UInt64(carrier)
    }

    /// The first position whose key passes `test` (false, then true, along the keys).
    private static func firstIndex(in keys: UnsafeBufferPointer<UInt64>, where test: (UInt64) -> Bool) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if test(keys[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
