/// Where flights come from: the simulated airport, or recorded data.
/// This is the data seam of the tool; commands see nothing else of the data.
///
/// Queries may throw: recorded data is read from stored files, which can turn out
/// damaged at the moment a query reads them. A source that makes its flights up never throws.
public protocol FlightSource: Sendable {
    /// The airport whose board this is.
    var airport: Airport { get }
    /// The IATA codes of the airlines the data knows, sorted, for checking `--airline`.
    var airlineCodes: [String] { get }
    /// For recorded data of several airports: the airports flights leave, the busiest first,
    /// for a board to choose one. The default, for a source of one airport, is none.
    var origins: [String] { get }
    /// The first and last days of recorded data; nil for a source that can make up any day.
    var recordedDays: ClosedRange<CivilDate>? { get }
    /// Every flight scheduled on `date` (local to ``airport``), as known at `now`, sorted by scheduled time.
    func flights(on date: CivilDate, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight]
    /// The flights of one direction scheduled on `date`, sorted by scheduled time.
    /// A default filters ``flights(on:asOf:)``.
    func flights(on date: CivilDate, direction: Direction, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight]
    /// The same flights for counting (the late odds, the insights): a source may leave out what
    /// no count reads, the aircraft. A default gives ``flights(on:direction:asOf:)``.
    func countedFlights(on date: CivilDate, direction: Direction, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight]
    /// The late record of `direction`'s flights scheduled on `days`, as known at `now`, with
    /// `focus` (``LateRecord/Focus``), which the record carries (records are merged only
    /// with records of the same focus): what ``lateOdds(_:on:asOf:focus:)`` weighs. A default
    /// counts ``countedFlights(on:direction:asOf:)``.
    func lateRecord(_ direction: Direction, days: ClosedRange<CivilDate>, asOf now: LocalDateTime,
                    focus: LateRecord.Focus?) throws(FlightSourceError) -> LateRecord
    /// The flight number's flights in `direction` on each of the `days` days before `date` on which
    /// it was scheduled, oldest first: every leg of it (a number may leave an airport twice a
    /// day, for two places), which ``LegHistory/split(_:at:)`` parts.
    func history(of designator: FlightDesignator, direction: Direction,
                 before date: CivilDate, days: Int, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight]
    /// For recorded data, whose days are over: when the last of the day's flights (as
    /// ``flights(on:asOf:)`` gives them) settles, the latest ``Flight/settles``; nil for a day
    /// without flights. The default, for a source that makes its days up, is nil.
    func settles(on date: CivilDate) throws(FlightSourceError) -> LocalDateTime?
    /// Per-airline punctuality of the flights scheduled on `days` that have finished by `now`.
    /// A default builds it from ``flights(on:asOf:)``.
    func carrierStatistics(days: ClosedRange<CivilDate>, asOf now: LocalDateTime) throws(FlightSourceError) -> [CarrierStatistics]
    /// The legs the aircraft `registration` flies leaving on `date`, as known at `now`, wherever
    /// they leave from; nil when the data names no aircraft so (the default).
    func aircraftDay(_ registration: String, on date: CivilDate, asOf now: LocalDateTime) throws(FlightSourceError) -> AircraftDay?
    /// Per-airline delay causes and cancellation reasons of the flights scheduled on `days`
    /// (those ``carrierStatistics(days:asOf:)`` counts); nil when the data gives none (the default).
    func causeStatistics(days: ClosedRange<CivilDate>) throws(FlightSourceError) -> [CauseStatistics]?
}

extension FlightSource {
    public var origins: [String] { [] }

    public func settles(on date: CivilDate) throws(FlightSourceError) -> LocalDateTime? { nil }

    public func aircraftDay(_ registration: String, on date: CivilDate,
                            asOf now: LocalDateTime) throws(FlightSourceError) -> AircraftDay? { nil }

    public func causeStatistics(days: ClosedRange<CivilDate>) throws(FlightSourceError) -> [CauseStatistics]? { nil }

    public func countedFlights(on date: CivilDate, direction: Direction, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        try flights(on: date, direction: direction, asOf: now)
    }

    public func lateRecord(_ direction: Direction, days: ClosedRange<CivilDate>, asOf now: LocalDateTime,
                           focus: LateRecord.Focus?) throws(FlightSourceError) -> LateRecord {
        var record = LateRecord(direction: direction, focus: focus)
        var day = days.lowerBound
        while day <= days.upperBound {
            for flight in try countedFlights(on: day, direction: direction, asOf: now) { record.add(flight) }
            day = day.adding(days: 1)
        }
        return record
    }

    /// The day of the aircraft flying `flight`: the day it leaves, which for an arrival may be
    /// the day before, local to where it left. Nil when the data names no aircraft for it.
    public func aircraftDay(of flight: Flight, asOf now: LocalDateTime) throws(FlightSourceError) -> AircraftDay? {
        guard let aircraft = flight.aircraft else { return nil }
        let date = flight.scheduled.date
        var days: [AircraftDay] = []
        for day in flight.direction == .departure ? [date] : [date, date.adding(days: -1)] {
            if let found = try aircraftDay(aircraft.registration, on: day, asOf: now) { days.append(found) }
        }
        return days.first { $0.legs.contains { $0.designator == flight.designator } } ?? days.first
    }

    /// The flights of one direction, picked out of all the day's flights; sources that can
    /// leave the other direction unbuilt do it faster.
    public func flights(on date: CivilDate, direction: Direction, asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        try flights(on: date, asOf: now).filter { $0.direction == direction }
    }
}
