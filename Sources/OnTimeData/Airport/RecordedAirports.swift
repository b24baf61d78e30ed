import FlightBoard

/// The flights of several recorded files (a folder of monthly files, or the segments of a
/// large one) seen as one airport, answering as the one file of all their rows would: a board
/// asks only the files that hold its day (or the day before, whose late departures arrive on
/// it); a history and statistics ask every file whose days they span. A file is opened when a
/// question first reaches it (``RecordedPart``). Rows are taken as they are: a row in two files
/// is two flights, as it would be in the two files put end to end.
public struct RecordedAirports: FlightSource {
    /// The files, in the order given.
    let parts: [RecordedPart]
    /// The days, airlines and airports of all the files.
    public let summary: OnTimeTableSummary
    /// The board's airport; nil means every flight of the data, for statistics.
    public let code: String?

    /// `parts` seen from `code` (nil: every flight).
    init(parts: [RecordedPart], code: String?) {
        self.init(parts: parts, code: code, summary: OnTimeTableSummary.merged(parts.map(\.summary)))
    }

    private init(parts: [RecordedPart], code: String?, summary: OnTimeTableSummary) {
        self.parts = parts
        self.summary = summary
        self.code = code
    }

    /// The same files seen from another airport (their summary kept, not merged again); one
    /// file opened already is simply itself.
    func seen(from code: String?) -> any FlightSource {
        if parts.count == 1, parts[0].isOpen, let airport = try? parts[0].airport(seenFrom: code) { return airport }
        return RecordedAirports(parts: parts, code: code, summary: summary)
    }

    /// The airports flights leave from, most flights first.
    public var origins: [String] {
        summary.origins.map(OnTimeTable.code)
    }

    /// Named by a file that has flights of it: one opened already if there is one (a board's
    /// own, once it has asked for its day). Should that file not open, by its code alone; the
    /// question that follows says why. Every flight of the data (no code) opens none.
    public var airport: Airport {
        guard let code else { return RecordedAirport.airport(nil, names: ReferenceTables()) }
        let packed = OnTimeTable.pack(airport: code)
        let having = parts.filter { packed.map($0.summary.has(airport:)) ?? false }
        let part = having.first(where: \.isOpen) ?? having.first ?? parts[0]
        return (try? part.airport(seenFrom: code))?.airport ?? RecordedAirport.airport(code, names: ReferenceTables())
    }

    /// Every airline of the files, sorted.
    public var airlineCodes: [String] {
        summary.carriers.map(OnTimeTable.code).sorted()
    }

    /// From the first file's first day to the last one's last.
    public var recordedDays: ClosedRange<CivilDate>? {
        summary.days.map { CivilDate(daysSinceEpoch: Int($0.lowerBound))...CivilDate(daysSinceEpoch: Int($0.upperBound)) }
    }

    public func flights(on date: CivilDate, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        try board(on: date, direction: nil, asOf: now)
    }

    public func flights(on date: CivilDate, direction: Direction, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        try board(on: date, direction: direction, asOf: now)
    }

    /// Each file's record of the days, added up.
    public func lateRecord(_ direction: Direction, days: ClosedRange<CivilDate>, asOf now: LocalDateTime,
                           focus: LateRecord.Focus?) throws(FlightSourceError) -> LateRecord {
        var record = LateRecord(direction: direction, focus: focus)
        for part in try holding(days, direction) {
            record.merge(try part.lateRecord(direction, days: days, asOf: now, focus: focus))
        }
        return record
    }

    /// Each file's, in no order: a count reads none.
    public func countedFlights(on date: CivilDate, direction: Direction, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        var flights: [Flight] = []
        for part in try holding(date...date, direction) { flights.append(taking: try part.countedFlights(on: date, direction: direction, asOf: now)) }
        return flights
    }

    public func settles(on date: CivilDate) throws(FlightSourceError) -> LocalDateTime? {
        var latest: LocalDateTime?
        for part in try holding(date.adding(days: -1)...date) {
            if let settles = try part.settles(on: date) { latest = max(latest ?? settles, settles) }
        }
        return latest
    }

    public func history(of designator: FlightDesignator, direction: Direction, before date: CivilDate,
                        days: Int, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        guard days > 0 else { return [] }
        // An arrival is due on its departure's day or the next: the files of the day before the first hold some.
        var flights: [Flight] = []
        for part in try holding(date.adding(days: -days - 1)...date.adding(days: -1)) {
            flights += try part.history(of: designator, direction: direction, before: date, days: days, asOf: now)
        }
        return flights.sorted { $0.scheduled < $1.scheduled }
    }

    /// Each file's statistics of the days, added up airline by airline.
    public func carrierStatistics(days: ClosedRange<CivilDate>, asOf now: LocalDateTime) throws(FlightSourceError) -> [CarrierStatistics] {
        var byCode: [String: CarrierStatistics] = [:]
        for part in try holding(days) {
            for statistics in try part.carrierStatistics(days: days, asOf: now) {
                if byCode[statistics.airline.code] == nil {
                    byCode[statistics.airline.code] = statistics
                } else {
                    byCode[statistics.airline.code]!.merge(statistics)
                }
            }
        }
        return byCode.values.sorted { $0.airline.code < $1.airline.code }
    }

    /// Each file's causes and reasons of the days, added up airline by airline.
    public func causeStatistics(days: ClosedRange<CivilDate>) throws(FlightSourceError) -> [CauseStatistics]? {
        var byCode: [String: CauseStatistics] = [:]
        for part in try holding(days) {
            for statistics in try part.causeStatistics(days: days) ?? [] {
                if byCode[statistics.airline.code] == nil {
                    byCode[statistics.airline.code] = statistics
                } else {
                    byCode[statistics.airline.code]!.merge(statistics)
                }
            }
        }
        return byCode.values.sorted { $0.airline.code < $1.airline.code }
    }

    /// The aircraft's legs of the day in every file that holds the day.
    public func aircraftDay(_ registration: String, on date: CivilDate,
                            asOf now: LocalDateTime) throws(FlightSourceError) -> AircraftDay? {
        var legs: [AircraftLeg] = []
        var aircraft: Aircraft?
        for part in try holding(date...date) {
            guard let found = try part.aircraftDay(registration, on: date, asOf: now) else { continue }
            legs += found.legs
            if aircraft == nil || found.aircraft.type != nil && aircraft?.type == nil { aircraft = found.aircraft }
        }
        return aircraft.map { AircraftDay(aircraft: $0, date: date, legs: legs) }
    }

    /// The day's flights of the files that hold it (and, for arrivals, the day before), in the
    /// order of one file's board: scheduled time, designator, arrivals first, other airport.
    private func board(on date: CivilDate, direction: Direction?, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        var flights: [Flight] = []
        var answering = 0
        for part in try holding(date...date, direction) {
            let found = if let direction {
                try part.flights(on: date, direction: direction, asOf: now)
            } else {
                try part.flights(on: date, asOf: now)
            }
            if !found.isEmpty { answering += 1 }
            flights.append(taking: found)
        }
        // One file's board is in this order already; sorting a hub's thousand flights again
        // (large values, compared by strings) cost a tenth of the board.
        guard answering > 1 else { return flights }
        return flights.sorted {
            ($0.scheduled, $0.designator.airline, $0.designator.number, $0.direction == .departure ? 1 : 0, $0.airport.code)
                < ($1.scheduled, $1.designator.airline, $1.designator.number, $1.direction == .departure ? 1 : 0, $1.airport.code)
        }
    }

    /// The files that may hold the flights of `direction` (nil: both) scheduled on `days`: an
    /// arrival due on the first may have left the day before.
    private func holding(_ days: ClosedRange<CivilDate>, _ direction: Direction?) throws(FlightSourceError) -> [RecordedAirport] {
        try holding((direction == .departure ? days.lowerBound : days.lowerBound.adding(days: -1))...days.upperBound)
    }

    /// The files with a flight on any of `days`, opened and seen from the airport.
    private func holding(_ days: ClosedRange<CivilDate>) throws(FlightSourceError) -> [RecordedAirport] {
        let low = Int32(days.lowerBound.daysSinceEpoch), high = Int32(days.upperBound.daysSinceEpoch)
        var opened: [RecordedAirport] = []
        for part in parts where part.summary.days.map({ $0.lowerBound <= high && $0.upperBound >= low }) ?? false {
            opened.append(try part.airport(seenFrom: code))
        }
        return opened
    }
}

extension Array {
    /// Appends `other`, or takes it whole when this is empty: a day's board is most often in one
    /// file, and copying a hub's 800 departures into an empty array cost a fiftieth of the board.
    fileprivate mutating func append(taking other: [Element]) {
        if isEmpty { self = other } else { self += other }
    }
}
