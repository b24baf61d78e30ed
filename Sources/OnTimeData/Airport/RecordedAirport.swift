import FlightBoard
/// One airport's flights from a recorded on-time file (US DOT data): its departures
/// and arrivals as they really happened, or the whole file when no airport is chosen.
public struct RecordedAirport: FlightSource {
    /// The airline and airport names, from the files beside the data or the cache.
    public let names: ReferenceTables
    /// The board's airport; nil means every flight of the file, for statistics.
    public let code: String?
    /// The file's days, airlines and airports, found once (or read from the cache): every
    /// command asks, some several times.
    public let summary: OnTimeTableSummary
    private let packedCode: UInt32?
    private let data: RecordedTable

    /// - Parameters:
    ///   - index: indexes by airport-day and flight number, when a cache brought them; without
    ///     them a query scans the columns, which for one question is cheaper than building them.
    ///   - rebuild: reads the file again, for a table from a cache image that turns out damaged
    ///     where a query reads it; the query is then answered from the fresh table. Required
    ///     with an index from a cache image.
    ///   - summary: the table's, when it is known (the parser counts it as it reads); else it
    ///     is the index's, or counted here.
    public init(table: OnTimeTable, index: OnTimeIndexedTable?, names: ReferenceTables, code: String?,
                summary: OnTimeTableSummary? = nil,
                rebuild: (@Sendable () throws(FlightSourceError) -> OnTimeIndexedTable)? = nil) {
        self.init(data: RecordedTable(table: table, index: index, rebuild: rebuild), names: names, code: code,
                  summary: summary ?? index?.summary ?? OnTimeTableSummary(table: table))
    }

    /// The same data seen from another airport (nil: the whole file), without scanning it again.
    public func seen(from code: String?) -> RecordedAirport {
        RecordedAirport(data: data, names: names, code: code, summary: summary)
    }

    private init(data: RecordedTable, names: ReferenceTables, code: String?, summary: OnTimeTableSummary) {
        self.data = data
        self.names = names
        self.code = code
        self.summary = summary
        packedCode = code.flatMap(OnTimeTable.pack(airport:))
    }

    /// The first and last days of the file.
    public var recordedDays: ClosedRange<CivilDate>? {
        summary.days.map { CivilDate(daysSinceEpoch: Int($0.lowerBound))...CivilDate(daysSinceEpoch: Int($0.upperBound)) }
    }

    /// The code of the airport that stands for every airport of the file.
    public static let everyAirportCode = "ALL"

    /// The board's airport, named from the reference tables; "ALL" for the whole file.
    public var airport: Airport {
        Self.airport(code, names: names)
    }

    /// The airport `code` as `names` name it; "ALL" for nil, the whole file.
    static func airport(_ code: String?, names: ReferenceTables) -> Airport {
        code.map(names.airport) ?? Airport(code: everyAirportCode, name: "all airports of the file", city: "all airports", timeZone: "UTC")
    }

    /// Every airline of the file, sorted.
    public var airlineCodes: [String] {
        summary.carriers.map(OnTimeTable.code).sorted()
    }

    /// The airports flights leave from, most flights first.
    public var origins: [String] {
        summary.origins.map(OnTimeTable.code)
    }

    /// The departures of the day from the airport and its arrivals due that day, by scheduled time.
    public func flights(on date: CivilDate, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        try flights(on: date, departures: true, arrivals: true, asOf: now)
    }

    /// The day's departures from the airport, or its arrivals due that day, by scheduled time.
    public func flights(on date: CivilDate, direction: Direction, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        try flights(on: date, departures: direction == .departure, arrivals: direction == .arrival, asOf: now)
    }

    /// Without their aircraft: a month of odds asks for thousands of registrations it never reads.
    public func countedFlights(on date: CivilDate, direction: Direction, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        try flights(on: date, departures: direction == .departure, arrivals: direction == .arrival, asOf: now, aircraft: false)
    }

    /// Straight from the columns, no `Flight` made: the odds of every sheet, history and JSON
    /// board count a month of rows. With the index, the departures as one run and the arrivals a
    /// day at a time; without, one scan.
    public func lateRecord(_ direction: Direction, days: ClosedRange<CivilDate>, asOf now: LocalDateTime,
                           focus: LateRecord.Focus?) throws(FlightSourceError) -> LateRecord {
        guard let packedCode else { return LateRecord(direction: direction, focus: focus) }
        let low = Int32(days.lowerBound.daysSinceEpoch), high = Int32(days.upperBound.daysSinceEpoch)
        // The focus by packed codes: a row outside it is counted without a name made or a leg kept.
        let airlines = focus.map { $0.airlines.compactMap(OnTimeTable.pack(carrier:)) }
        let routes = focus.map { $0.routes.compactMap { route -> UInt64? in
            guard let carrier = OnTimeTable.pack(carrier: route.airline), let other = OnTimeTable.pack(airport: route.other) else { return nil }
            return UInt64(carrier) << 32 | UInt64(other)
        } }
        return try data.read { table, index -> LateRecord? in
            // Counted by packed codes, the names made once a flight number rather than once a row.
            var legs = LegCounts()
            // The focused airlines' flights on other routes, in the order of `airlines`.
            var byAirline = [LateRecord.Count](repeating: LateRecord.Count(), count: airlines?.count ?? 0)
            var elsewhere = LateRecord.Count()
            var hours = [LateRecord.Count](repeating: LateRecord.Count(), count: 24)
            func count(_ row: Int) {
                let (scheduled, outcome) = Self.timing(table, row: row, direction: direction)
                guard let isLate = Flight.isLate(scheduled: scheduled, outcome: outcome, direction, asOf: now) else { return }
                // The hour from the minutes: a `TimeOfDay` a row, checked as it is made, cost more.
                hours[(scheduled.minutesSinceEpoch % 1440 + 1440) % 1440 / 60].add(isLate)
                let carrier = table.carrier[row]
                let other = direction == .departure ? table.destination[row] : table.origin[row]
                if let airlines, let routes {
                    guard let airline = airlines.firstIndex(of: carrier) else { return elsewhere.add(isLate) }
                    guard routes.contains(UInt64(carrier) << 32 | UInt64(other)) else { return byAirline[airline].add(isLate) }
                }
                legs.add(LegCounts.key(carrier: carrier, flight: table.flight[row], other: other), isLate: isLate)
            }
            func record() -> LateRecord {
                var record = LateRecord(direction: direction, legs: legs.used, focus: focus)
                legs.forEach { carrier, flight, other, count in
                    record.add(count, designator: FlightDesignator(airline: OnTimeTable.code(carrier), number: Int(flight)),
                               other: OnTimeTable.code(other))
                }
                for (carrier, count) in zip(airlines ?? [], byAirline) where count.flights > 0 {
                    record.add(count, airline: OnTimeTable.code(carrier))
                }
                record.add(elsewhere)
                for (hour, count) in hours.enumerated() { record.add(count, hour: hour) }
                return record
            }
            let here = direction == .departure ? table.origin : table.destination
            if let index, direction == .departure {
                // The days' departures lie together in the index: read as one run, checked
                // in the columns `count` reads.
                guard let found = index.rows(origin: packedCode, dates: low...high, reading: Self.lateDepartureColumns)
                else { return nil }
                for row in found { count(row) }
            } else if index != nil {
                var day = low
                while day <= high {
                    guard let found = rows(table, index, airport: packedCode, date: day, arrivals: true) else { return nil }
                    for row in found.arrivals where table.arrivalDay(row) == day { count(row) }
                    day &+= 1
                }
            } else {
                for row in 0..<table.count where here[row] == packedCode {
                    let day = direction == .departure ? table.date[row] : table.arrivalDay(row)
                    if day >= low && day <= high { count(row) }
                }
            }
            return record()
        }
    }

    /// Straight from the columns: every command on recorded data asks, before its own query.
    public func settles(on date: CivilDate) throws(FlightSourceError) -> LocalDateTime? {
        guard let packedCode else { return nil }
        let day = Int32(date.daysSinceEpoch)
        return try data.read { table, index -> LocalDateTime?? in
            guard let found = rows(table, index, airport: packedCode, date: day, arrivals: true) else { return nil }
            func settles(_ row: Int, _ direction: Direction) -> LocalDateTime {
                // A settle time needs only the times: making the operation cost more than the rest.
                let (scheduled, outcome) = Self.timing(table, row: row, direction: direction)
                return Flight.settles(scheduled: scheduled, outcome: outcome, direction)
            }
            let departures = found.departures.lazy.map { settles($0, .departure) }
            let arrivals = found.arrivals.lazy.filter { table.arrivalDay($0) == day }.map { settles($0, .arrival) }
            return .some([departures.max(), arrivals.max()].compactMap { $0 }.max())
        }
    }

    private func flights(on date: CivilDate, departures: Bool, arrivals: Bool,
                         asOf now: LocalDateTime, aircraft: Bool = true) throws(FlightSourceError) -> [Flight] {
        guard let packedCode else { return [] }
        let day = Int32(date.daysSinceEpoch)
        return try data.read { table, index -> [Flight]? in
            guard let found = rows(table, index, airport: packedCode, date: day, arrivals: arrivals) else { return nil }
            // Sorted as numbers before any `Flight` is made, which is several times cheaper
            // than sorting the flights. Direction and airport break the ties, so that the scan
            // and the index (which find the rows in different orders) give the same board.
            var order: [BoardOrder] = []
            if departures {
                order = found.departures.map { BoardOrder(table, row: $0, direction: .departure) }
            }
            if arrivals {
                for row in found.arrivals where table.arrivalDay(row) == day {
                    order.append(BoardOrder(table, row: row, direction: .arrival))
                }
            }
            order.sort(by: BoardOrder.precedes)
            var lookup = NameLookup(names)
            return order.map { flight(table, row: $0.row, direction: $0.direction, asOf: now, names: &lookup, aircraft: aircraft) }
        }
    }

    /// The flight number's operations from or to the airport on the `days` days before `date`, oldest first.
    public func history(of designator: FlightDesignator, direction: Direction, before date: CivilDate,
                        days: Int, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        guard let packedCode, let carrier = OnTimeTable.pack(carrier: designator.airline), days > 0 else { return [] }
        let first = date.adding(days: -days)
        return try data.read { table, index -> [Flight]? in
            var lookup = NameLookup(names)
            return rows(table, index, carrier: carrier, flight: Int32(designator.number))?.compactMap { row -> Flight? in
                let here = direction == .departure ? table.origin[row] : table.destination[row]
                guard here == packedCode else { return nil }
                let day = direction == .departure ? CivilDate(daysSinceEpoch: Int(table.date[row])) : arrivalDate(table, row)
                guard day >= first, day < date else { return nil }
                return flight(table, row: row, direction: direction, asOf: now, names: &lookup)
            }
        }
        .sorted { $0.scheduled < $1.scheduled }
    }

    /// Every flight of the days (leaving or reaching the airport, or all of the file): from
    /// the summaries of the days when there are indexes (a cache), else straight from the
    /// columns, without building a `Flight` for each.
    public func carrierStatistics(days: ClosedRange<CivilDate>,
                                  asOf now: LocalDateTime) throws(FlightSourceError) -> [CarrierStatistics] {
        let low = Int32(days.lowerBound.daysSinceEpoch), high = Int32(days.upperBound.daysSinceEpoch)
        let summarised = try data.read { _, index -> [(carrier: UInt16, statistics: CarrierStatistics)]?? in
            guard let index, index.summarisesEveryDay else { return .some(nil) }
            return index.statistics(airport: packedCode ?? 0, days: low...high).map { .some($0) }
        }
        if let summarised {
            return summarised.map { carrier, statistics in
                var named = statistics
                named.airline = names.airline(OnTimeTable.code(carrier))
                return named
            }
        }
        let table = try data.read { table, index in index?.checkAll() ?? true ? table : nil }
        // One slot per two-letter code of letters and digits, so that a row costs an array
        // index, not a hash: a small number into the airlines met so far (0 for none yet). A
        // code of other bytes, which only a damaged image holds, is looked up by hash.
        var slots = [Int32](repeating: 0, count: OnTimeTableSummary.carrierSlots)
        var otherSlots: [UInt16: Int32] = [:]
        var statistics: [(carrier: UInt16, statistics: CarrierStatistics)] = []
        let placeholder = Airline(code: "", name: "")
        for row in 0..<table.count {
            let day = table.date[row]
            guard day >= low, day <= high else { continue }
            if let packedCode, table.origin[row] != packedCode, table.destination[row] != packedCode { continue }
            let carrier = table.carrier[row]
            let slot = OnTimeTableSummary.carrierSlot(carrier)
            var number = slot.map { slots[$0] } ?? otherSlots[carrier, default: 0]
            if number == 0 {
                statistics.append((carrier, CarrierStatistics(airline: placeholder)))
                number = Int32(statistics.count)
                if let slot { slots[slot] = number } else { otherSlots[carrier] = number }
            }
            let status = table.status[row]
            let departure = table.departureDelay[row], arrival = table.arrivalDelay[row]
            statistics[Int(number) - 1].statistics.add(
                cancelled: status == OnTimeTable.Status.cancelled.rawValue,
                diverted: status == OnTimeTable.Status.diverted.rawValue,
                departureDelay: departure == OnTimeTable.missing ? nil : Int(departure),
                arrivalDelay: arrival == OnTimeTable.missing ? nil : Int(arrival))
        }
        return statistics.sorted { $0.carrier < $1.carrier }.map { carrier, statistics in
            var named = statistics
            named.airline = names.airline(OnTimeTable.code(carrier))
            return named
        }
    }

    /// Each airline's causes and reasons over the days, from the columns (a cache image checked
    /// whole first, as for a statistic of every row).
    public func causeStatistics(days: ClosedRange<CivilDate>) throws(FlightSourceError) -> [CauseStatistics]? {
        let low = Int32(days.lowerBound.daysSinceEpoch), high = Int32(days.upperBound.daysSinceEpoch)
        let table = try data.read { table, index in index?.checkAll() ?? true ? table : nil }
        var byCarrier: [UInt16: CauseStatistics] = [:]
        let placeholder = Airline(code: "", name: "")
        for row in 0..<table.count {
            let day = table.date[row]
            guard day >= low, day <= high else { continue }
            if let packedCode, table.origin[row] != packedCode, table.destination[row] != packedCode { continue }
            let details = table.details(row)
            byCarrier[table.carrier[row], default: CauseStatistics(airline: placeholder)].add(
                cancelled: table.status[row] == OnTimeTable.Status.cancelled.rawValue,
                reason: details.cancellationReason, causes: details.causes)
        }
        return byCarrier.sorted { $0.key < $1.key }.map { carrier, statistics in
            var named = statistics
            named.airline = names.airline(OnTimeTable.code(carrier))
            return named
        }
    }

    /// The legs of the aircraft leaving any airport of the file on the day: through the
    /// departures index of each airport when there is one (so that every row read is checked),
    /// else by a scan of the day and registration columns.
    public func aircraftDay(_ registration: String, on date: CivilDate,
                            asOf now: LocalDateTime) throws(FlightSourceError) -> AircraftDay? {
        guard let packed = OnTimeTable.pack(tail: registration) else { return nil }
        let day = Int32(date.daysSinceEpoch)
        let origins = summary.origins
        let legs = try data.read { table, index -> [AircraftLeg]? in
            var rows: [Int] = []
            if let index {
                for origin in origins {
                    guard let found = index.rows(origin: origin, date: day) else { return nil }
                    rows += found.filter { table.tail[$0] == packed }
                }
            } else {
                table.date.withBuffer { days in
                    table.tail.withBuffer { tails in
                        for row in 0..<table.count where days[row] == day && tails[row] == packed { rows.append(row) }
                    }
                }
            }
            var lookup = NameLookup(names)
            return rows.map { row in
                AircraftLeg(departure: flight(table, row: row, direction: .departure, asOf: now, names: &lookup),
                            arrival: flight(table, row: row, direction: .arrival, asOf: now, names: &lookup))
            }
        }
        return AircraftDay(aircraft: names.aircraft(registration), date: date, legs: legs)
    }

    /// The day's departures from the airport, and (when `wanted`) the flights to it that left that
    /// day or the day before (the arrivals due that day are among them), in no set order: through the index
    /// when there is one (nil when the cache image is damaged there), else by one scan of the
    /// columns, which are too large to read three times over.
    private func rows(_ table: OnTimeTable, _ index: OnTimeIndexedTable?, airport: UInt32, date: Int32, arrivals wanted: Bool)
        -> (departures: [Int], arrivals: [Int])? {
        if let index {
            guard let departures = index.rows(origin: airport, date: date) else { return nil }
            guard wanted else { return (departures, []) }
            guard let late = index.rows(destination: airport, date: date &- 1),
                  let arrivals = index.rows(destination: airport, date: date)
            else { return nil }
            return (departures, late + arrivals)
        }
        var departures: [Int] = [], arrivals: [Int] = []
        table.date.withBuffer { day in
            table.origin.withBuffer { origin in
                table.destination.withBuffer { destination in
                    for row in 0..<table.count where UInt32(bitPattern: date &- day[row]) <= 1 {
                        if day[row] == date && origin[row] == airport { departures.append(row) }
                        if wanted && destination[row] == airport { arrivals.append(row) }
                    }
                }
            }
        }
        return (departures, arrivals)
    }

    private func rows(_ table: OnTimeTable, _ index: OnTimeIndexedTable?, carrier: UInt16, flight: Int32) -> [Int]? {
        if let index { return index.rows(carrier: carrier, flight: flight) }
        // The number first, then the airline of the few rows with it: a scan of one column
        // rather than two, which the memory's speed sets.
        var rows: [Int] = []
        table.flight.withBuffer { flights in
            table.carrier.withBuffer { carriers in
                for row in flights.indices where flights[row] == flight && carriers[row] == carrier { rows.append(row) }
            }
        }
        return rows
    }

    /// The local day a row's flight is due at its destination.
    private func arrivalDate(_ table: OnTimeTable, _ row: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: Int(table.arrivalDay(row)))
    }

    private func flight(_ table: OnTimeTable, row: Int, direction: Direction, asOf now: LocalDateTime,
                        names: inout NameLookup, aircraft: Bool = true) -> Flight {
        let airline = names.airline(table.carrier[row])
        let other = direction == .departure ? table.destination[row] : table.origin[row]
        return Flight(airline: airline,
                      designator: FlightDesignator(airline: airline.code, number: Int(table.flight[row])),
                      direction: direction, airport: names.airport(other),
                      operation: Self.operation(table, row: row, direction: direction), asOf: now,
                      aircraft: aircraft ? OnTimeTable.tail(table.tail[row]).map { names.aircraft($0) } : nil)
    }

    /// A row's operation at the airport: its departure, or its arrival.
    private static func operation(_ table: OnTimeTable, row: Int, direction: Direction) -> Operation {
        let (scheduled, outcome) = timing(table, row: row, direction: direction)
        let read = table.details(row)
        return Operation(scheduled: scheduled, outcome: outcome, gate: "", causes: read.causes,
                         cancellationReason: read.cancellationReason)
    }

    /// What a late record reads of a departure: its times and status (``timing(_:row:direction:)``),
    /// and its airline, number and destination.
    private static let lateDepartureColumns: OnTimeColumnSet = [.date, .scheduledDeparture, .departureDelay, .status,
                                                               .carrier, .flight, .destination]

    /// When the row's flight was scheduled that way, and how it ended.
    private static func timing(_ table: OnTimeTable, row: Int, direction: Direction) -> (LocalDateTime, Operation.Outcome) {
        let departureDelay = table.departureDelay[row] == OnTimeTable.missing ? 0 : Int(table.departureDelay[row])
        let scheduled: LocalDateTime
        let delay: Int
        switch direction {
        case .departure:
            scheduled = LocalDateTime(minutesSinceEpoch: Int(table.date[row]) * 1440 + Int(table.scheduledDeparture[row]))
            delay = departureDelay
        case .arrival:
            scheduled = LocalDateTime(minutesSinceEpoch: Int(table.arrivalDay(row)) * 1440 + Int(table.scheduledArrival[row]))
            delay = table.arrivalDelay[row] == OnTimeTable.missing ? departureDelay : Int(table.arrivalDelay[row])
        }
        let outcome: Operation.Outcome = switch table.status[row] {
        case OnTimeTable.Status.cancelled.rawValue: .cancelled
        case OnTimeTable.Status.diverted.rawValue: .diverted(at: scheduled.adding(minutes: departureDelay))
        default: .operated(at: scheduled.adding(minutes: delay))
        }
        return (scheduled, outcome)
    }
}

/// Where a row goes on a board, as numbers: scheduled time, then the designator (packed codes
/// sort as their text), then direction (arrivals first, as their names sort) and the other airport.
private struct BoardOrder {
    let minutes: Int
    let carrier: UInt16
    let flight: Int32
    let departs: Bool
    let other: UInt32
    let row: Int

    init(_ table: OnTimeTable, row: Int, direction: Direction) {
        switch direction {
        case .departure:
            minutes = Int(table.date[row]) * 1440 + Int(table.scheduledDeparture[row])
            other = table.destination[row]
        case .arrival:
            minutes = Int(table.arrivalDay(row)) * 1440 + Int(table.scheduledArrival[row])
            other = table.origin[row]
        }
        carrier = table.carrier[row]
        flight = table.flight[row]
        departs = direction == .departure
        self.row = row
    }

    var direction: Direction { departs ? .departure : .arrival }

    static func precedes(_ lhs: BoardOrder, _ rhs: BoardOrder) -> Bool {
        (lhs.minutes, lhs.carrier, lhs.flight, lhs.departs ? 1 : 0, lhs.other)
            < (rhs.minutes, rhs.carrier, rhs.flight, rhs.departs ? 1 : 0, rhs.other)
    }
}

