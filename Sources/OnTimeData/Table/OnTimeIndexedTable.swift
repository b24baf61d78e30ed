import FlightBoard
/// A table with its indexes, ready for queries: departures and arrivals of an airport-day, and
/// the days of one flight number, each touching only its own rows.
public struct OnTimeIndexedTable: Sendable {
    /// The flights, column by column.
    public let table: OnTimeTable
    /// By (origin, date), then scheduled departure.
    let departures: OnTimeRowIndex
    /// By (destination, date), then scheduled departure.
    let arrivals: OnTimeRowIndex
    /// By (carrier, flight), then date and scheduled departure.
    let flights: OnTimeRowIndex
    /// The table's days, airlines and airports.
    public let summary: OnTimeTableSummary
    /// Each day's punctuality by airline and airport, which statistics read instead of rows.
    let days: OnTimeDaySummaries
    /// For a table read from a cache image: its blocks, checked as queries read them (the
    /// indexes' parts), and each row's check (``ImageChecksum/rows(_:)``), compared as queries
    /// read the row. Nil for a table in memory, which needs no checking.
    let blocks: ImageBlocks?
    let rowChecks: Column<UInt32>?

    /// Builds the indexes, and the summary unless it is given (a few milliseconds for a year
    /// of New York's flights, on all cores).
    public init(table: OnTimeTable, summary: OnTimeTableSummary? = nil) {
        // The summaries of the days first (the longest), then the three indexes, and the
        // table's summary unless given: the cores take them in this order.
        let built = Parallel.map(summary == nil ? 5 : 4, worthSharing: table.count >= Self.rowsWorthSharing) { which -> (index: OnTimeRowIndex?, summary: OnTimeTableSummary?,
                                                                    days: OnTimeDaySummaries?) in
            if which == 0 { return (nil, nil, OnTimeDaySummaries(table: table)) }
            guard which < 4 else { return (nil, OnTimeTableSummary(table: table), nil) }
            var order = RadixOrder(count: table.count)
            order.add(table.scheduledDeparture)
            switch which {
            case 1:
                order.add(table.date)
                order.add(table.origin)
                return (OnTimeRowIndex(rows: order.rows()) { OnTimeIndexedTable.key(table.origin[$0], table.date[$0]) }, nil, nil)
            case 2:
                order.add(table.date)
                order.add(table.destination)
                return (OnTimeRowIndex(rows: order.rows()) {
                    OnTimeIndexedTable.key(table.destination[$0], table.date[$0])
                }, nil, nil)
            default:
                order.add(table.date)
                order.add(table.flight)
                order.add(table.carrier)
                return (OnTimeRowIndex(rows: order.rows()) { OnTimeIndexedTable.key(table.carrier[$0], table.flight[$0]) }, nil, nil)
            }
        }
        self.init(table: table, departures: built[1].index!, arrivals: built[2].index!, flights: built[3].index!,
                  summary: summary ?? built[4].summary!, days: built[0].days!, blocks: nil, rowChecks: nil)
    }

    /// Below this many rows the indexes take less time to build than threads to start.
    static let rowsWorthSharing = 10_000

    init(table: OnTimeTable, departures: OnTimeRowIndex, arrivals: OnTimeRowIndex, flights: OnTimeRowIndex,
         summary: OnTimeTableSummary, days: OnTimeDaySummaries, blocks: ImageBlocks?, rowChecks: Column<UInt32>?) {
        self.table = table
        self.departures = departures
        self.arrivals = arrivals
        self.flights = flights
        self.summary = summary
        self.days = days
        self.blocks = blocks
        self.rowChecks = rowChecks
    }

    /// The same table and indexes with the rows stored in the departures index's order, by
    /// airport, day and time: what the cache keeps, so that a board's rows lie together and a
    /// query touches few pages of the image (the arrivals of a day come from a few origin-days,
    /// and one flight number's year from one airport's part of the table).
    func inDepartureOrder() -> OnTimeIndexedTable {
        let order = departures.rows
        var position = [Int32](repeating: 0, count: table.count)
        for (new, old) in order.enumerated() { position[Int(old)] = Int32(new) }
        func renumbered(_ index: OnTimeRowIndex) -> OnTimeRowIndex {
            OnTimeRowIndex(keys: index.keys, starts: index.starts, rows: Column(index.rows.lazy.map { position[Int($0)] }))
        }
        return OnTimeIndexedTable(
            table: table.reordered(order),
            departures: OnTimeRowIndex(keys: departures.keys, starts: departures.starts, rows: Column(0..<Int32(table.count))),
            arrivals: renumbered(arrivals), flights: renumbered(flights), summary: summary, days: days, blocks: nil, rowChecks: nil)
    }

    /// The rows of the flights that left `origin` on `date` (``OnTimeTable/date``), by scheduled
    /// departure; nil when the cache image they come from is damaged where they are.
    public func rows(origin: UInt32, date: Int32) -> [Int]? {
        checked(departures, .departures, OnTimeIndexedTable.key(origin, date))
    }

    /// The rows of the flights that left `origin` on the days `dates`, by date and scheduled
    /// departure, read as one run (a late chance reads a month of a hub); nil when the cache
    /// image they come from is damaged where they are, in the `reading` columns when many rows
    /// are checked by their blocks.
    public func rows(origin: UInt32, dates: ClosedRange<Int32>, reading: OnTimeColumnSet = .all) -> [Int]? {
        let low = OnTimeIndexedTable.key(origin, dates.lowerBound), high = OnTimeIndexedTable.key(origin, dates.upperBound)
        guard let blocks, let rowChecks else {
            let keys = departures.keys(from: low, through: high)
            guard !keys.isEmpty, let run = departures.rows(ofKeys: keys) else { return [] }
            return departures.rows(at: run, count: table.count)
        }
        var read: [Int] = []
        let keys = departures.keys(from: low, through: high) { read.append($0) }
        guard read.allSatisfy({ Self.intact(departures.keys, $0..<$0 + 1, blocks) }) else { return nil }
        guard !keys.isEmpty else { return [] }
        // The two starts that bound the run, then its rows: damage to any is damage, not an empty run.
        guard keys.upperBound < departures.starts.count,
              Self.intact(departures.starts, keys.lowerBound..<keys.lowerBound + 1, blocks),
              Self.intact(departures.starts, keys.upperBound..<keys.upperBound + 1, blocks),
              let run = departures.rows(ofKeys: keys), Self.intact(departures.rows, run, blocks)
        else { return nil }
        let rows = departures.rows(at: run, count: table.count)
        return rowsIntact(rows, blocks: blocks, checks: rowChecks, reading: reading) ? rows : nil
    }

    /// The rows of the flights to `destination` that were scheduled to leave on `date`
    /// (``OnTimeTable/date`` is the departure day: a flight landing after midnight is under the
    /// day before), by scheduled departure; nil when the cache image is damaged where they are.
    public func rows(destination: UInt32, date: Int32) -> [Int]? {
        checked(arrivals, .arrivals, OnTimeIndexedTable.key(destination, date))
    }

    /// The rows of one flight number, all days, by date (then scheduled departure); nil when
    /// the cache image is damaged where they are.
    public func rows(carrier: UInt16, flight: Int32) -> [Int]? {
        checked(flights, .flights, OnTimeIndexedTable.key(carrier, flight))
    }

    /// Each airline's statistics of the flights that left or reached `airport` (0: every flight)
    /// on `days`, by packed airline code, from the summaries of the days; nil when the cache
    /// image is damaged where they are, or holds there counts that its rows could not add up to.
    func statistics(airport: UInt32, days range: ClosedRange<Int32>) -> [(carrier: UInt16, statistics: CarrierStatistics)]? {
        let span = OnTimeDaySummaries.days
        guard range.overlaps(span) else { return [] }
        let entries = days.entries(airport: airport, days: range.clamped(to: span))
        if let blocks {
            func read<Element: BitwiseCopyable>(_ column: Column<Element>) -> Bool {
                Self.intact(column, entries, blocks)
            }
            // The keys the searches read lie around the entries found: all of them are checked.
            guard days.keys.withBuffer({ blocks.check(UnsafeRawBufferPointer($0)) }),
                  read(days.flights), read(days.cancelled), read(days.diverted), read(days.onTime),
                  read(days.departureDelayCount), read(days.arrivalDelayCount),
                  read(days.departureDelaySum), read(days.arrivalDelaySum)
            else { return nil }
        }
        return days.statistics(entries, rows: table.count)
    }

    /// Whether the summaries of the days count every row: whether every day is one they can hold.
    var summarisesEveryDay: Bool {
        summary.days.map { OnTimeDaySummaries.days.contains($0.lowerBound) && OnTimeDaySummaries.days.contains($0.upperBound) } ?? true
    }

    /// Whether every row can be read: true in memory; for a cache image, when no block of it
    /// is damaged (checked on all cores, for a query over the whole table).
    public func checkAll() -> Bool {
        blocks?.checkAll() ?? true
    }

    /// The rows of `key` in `index`, once the blocks of the image that the lookup reads and the
    /// rows' values have been checked.
    ///
    /// The blocks are those of the keys its binary search reads, of the group's two starts and of
    /// its rows, not the whole key and start tables: a flight number's history asks every segment
    /// of a year (62 of them), and checking their whole tables read 15 MB, most of its time.
    /// The search is made once to learn what it reads, then again on the checked bytes. A group
    /// found undamaged is not checked again (`which` says which of the three `index` is).
    private func checked(_ index: OnTimeRowIndex, _ which: ImageBlocks.RowGroup.Index, _ key: UInt64) -> [Int]? {
        guard let blocks, let rowChecks else { return index.rows(for: key, count: table.count) }
        let rowGroup = ImageBlocks.RowGroup(index: which, key: key)
        if blocks.isIntact(rowGroup) { return index.rows(for: key, count: table.count) }
        var read: [Int] = []
        _ = index.group(for: key) { read.append($0) }
        guard read.allSatisfy({ Self.intact(index.keys, $0..<$0 + 1, blocks) }),
              read.last.map({ Self.intact(index.starts, min($0, index.starts.count)..<min($0 + 2, index.starts.count), blocks) }) ?? true
        else { return nil }
        guard let group = index.group(for: key) else { return [] }
        guard Self.intact(index.rows, group, blocks) else { return nil }
        let rows = index.rows(at: group, count: table.count)
        guard rowsIntact(rows, blocks: blocks, checks: rowChecks) else { return nil }
        blocks.markIntact(rowGroup)
        return rows
    }

    /// Whether the blocks holding `positions` of `column` are undamaged.
    private static func intact<Element: BitwiseCopyable>(_ column: Column<Element>, _ positions: Range<Int>,
                                                         _ blocks: ImageBlocks) -> Bool {
        column.withBuffer { blocks.check(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[positions]))) }
    }

    /// Whether the values of `rows` are undamaged: by each row's check, or, for many rows lying
    /// together (a month of a hub, in an image kept in departure order), by the blocks of the
    /// columns `reading` over their span, which cost a fifth as much a row once the span passes
    /// a few thousand rows; fewer would pay for whole blocks they do not use.
    private func rowsIntact(_ rows: [Int], blocks: ImageBlocks, checks: Column<UInt32>,
                            reading: OnTimeColumnSet = .all) -> Bool {
        guard rows.count >= Self.rowsWorthBlocks else { return ImageChecksum.rowsIntact(table, rows, checks: checks) }
        var low = Int.max, high = Int.min
        for row in rows {
            low = Swift.min(low, row)
            high = Swift.max(high, row)
        }
        guard high - low < 2 * rows.count else { return ImageChecksum.rowsIntact(table, rows, checks: checks) }
        let span = low..<high + 1
        func intact<Element: BitwiseCopyable>(_ column: Column<Element>, _ which: OnTimeColumnSet) -> Bool {
            !reading.contains(which) || column.count >= span.upperBound && Self.intact(column, span, blocks)
        }
        guard intact(table.date, .date), intact(table.carrier, .carrier), intact(table.flight, .flight),
              intact(table.origin, .origin), intact(table.destination, .destination),
              intact(table.scheduledDeparture, .scheduledDeparture), intact(table.departureDelay, .departureDelay),
              intact(table.scheduledArrival, .scheduledArrival), intact(table.arrivalDelay, .arrivalDelay),
              intact(table.status, .status), intact(table.tail, .tail)
        else { return false }
        guard let details = table.details else { return true }
        return intact(details.cancellationCode, .details) && intact(details.carrierDelay, .details)
            && intact(details.weatherDelay, .details) && intact(details.nasDelay, .details)
            && intact(details.securityDelay, .details) && intact(details.lateAircraftDelay, .details)
            && intact(details.distance, .details) && intact(details.airTime, .details)
    }

    /// From this many rows lying together, checking their blocks costs less than their checks.
    static let rowsWorthBlocks = 2_048

    /// A signed number as an unsigned one of the same order.
    private static func ordered(_ value: Int32) -> UInt32 {
        UInt32(bitPattern: value) ^ 0x8000_0000
    }

    private static func key(_ airport: UInt32, _ date: Int32) -> UInt64 {
        UInt64(airport) << 32 | UInt64(ordered(date))
    }

    private static func key(_ carrier: UInt16, _ flight: Int32) -> UInt64 {
        UInt64(carrier) << 32 | UInt64(ordered(flight))
    }
}
