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

    /// The summaries of `table`'s rows, in one pass, counted as numbers only (no `Airline` to
    /// copy for each row, which made this pass several times slower than the parse).
    init(table: OnTimeTable) {
        // Each row is counted at its origin and at its destination; the whole table's entries,
        // one a row too, are the origins' added up afterwards, a few per day.
        var origins: [UInt64: Tally] = [:], destinations: [UInt64: Tally] = [:]
        origins.reserveCapacity(table.count / 8)
        destinations.reserveCapacity(table.count / 4)
        for row in 0..<table.count {
            let day = table.date[row]
            guard Self.days.contains(day) else { continue }
            let tally = Tally(status: table.status[row], departureDelay: table.departureDelay[row],
                              arrivalDelay: table.arrivalDelay[row])
            let carrier = table.carrier[row], origin = table.origin[row], destination = table.destination[row]
            origins[Self.key(airport: origin, day: day, carrier: carrier), default: Tally()].add(tally)
            if destination != origin {
                destinations[Self.key(airport: destination, day: day, carrier: carrier), default: Tally()].add(tally)
            }
        }
        var entries = destinations
        for (key, tally) in origins {
            entries[key, default: Tally()].add(tally)
            entries[key & 0xFF_FFFF_FFFF, default: Tally()].add(tally)
        }
        let sorted = entries.sorted { $0.key < $1.key }
        self.init(keys: Column(sorted.map(\.key)),
                  flights: Column(sorted.map(\.value.flights)),
                  cancelled: Column(sorted.map(\.value.cancelled)),
                  diverted: Column(sorted.map(\.value.diverted)),
                  onTime: Column(sorted.map(\.value.onTime)),
                  departureDelayCount: Column(sorted.map(\.value.departureDelayCount)),
                  arrivalDelayCount: Column(sorted.map(\.value.arrivalDelayCount)),
                  departureDelaySum: Column(sorted.map(\.value.departureDelaySum)),
                  arrivalDelaySum: Column(sorted.map(\.value.arrivalDelaySum)))
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

    /// Each airline's statistics over `entries`, by packed airline code, ascending.
    func statistics(_ entries: Range<Int>) -> [(carrier: UInt16, statistics: CarrierStatistics)] {
        var byCarrier: [UInt16: CarrierStatistics] = [:]
        for entry in entries {
            let carrier = UInt16(truncatingIfNeeded: keys[entry])
            let counted = CarrierStatistics(
                airline: Airline(code: "", name: ""), flights: Int(flights[entry]), cancelled: Int(cancelled[entry]),
                diverted: Int(diverted[entry]), onTime: Int(onTime[entry]),
                counts: CarrierStatistics.DelayCounts(departureDelaySum: Int(departureDelaySum[entry]),
                                                      departureDelayCount: Int(departureDelayCount[entry]),
                                                      arrivalDelaySum: Int(arrivalDelaySum[entry]),
                                                      arrivalDelayCount: Int(arrivalDelayCount[entry])))
            byCarrier[carrier, default: CarrierStatistics(airline: Airline(code: "", name: ""))].merge(counted)
        }
        return byCarrier.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
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
