/// A saved check-in, reschedule or watched flight seen against the data at one moment: the
/// flight the traveller takes (or follows) now, as the board shows it, and whether that
/// flight is behind them.
public struct Trip: Sendable {
    /// What the user saved.
    public enum Record: Sendable, Equatable {
        case checkIn(CheckIn)
        case reschedule(Reschedule)
        case watch(WatchedFlight)

        /// The flight the record now rests on, by number, way and scheduled time: a check-in's
        /// flight, the flight a reschedule moved to, the flight watched.
        public var leg: (designator: FlightDesignator, direction: Direction, scheduled: LocalDateTime) {
            switch self {
            case .checkIn(let checkIn): (checkIn.flight, .departure, checkIn.departure)
            case .reschedule(let change): (change.to, .departure, change.toDeparture)
            case .watch(let watch): (watch.flight, watch.direction, watch.scheduled)
            }
        }

        /// The record's confirmation code; a watch has none.
        public var code: String? {
            switch self {
            case .checkIn(let checkIn): checkIn.code
            case .reschedule(let change): change.code
            case .watch: nil
            }
        }

        /// What tells this record from every other in force: its code, or a watch's flight.
        public var id: String {
            switch self {
            case .checkIn(let checkIn): checkIn.code
            case .reschedule(let change): change.code
            case .watch(let watch): "\(watch.direction.rawValue) \(watch.flight.compact) \(watch.scheduled)"
            }
        }
    }

    /// The saved record.
    public let record: Record
    /// The flight taken now (a check-in's flight, or the one a reschedule moved to) as the
    /// board shows it at the moment asked; nil when the data has no such flight.
    public let flight: Flight?
    /// Whether the flight has left (or was cancelled) and its time has passed; for a flight
    /// the data does not have, whether its scheduled departure has passed.
    public let isPast: Bool
    /// For a reschedule whose flight was given up in turn, the move that did it: the trip is
    /// no longer on the flight this one moved it to.
    public let movedOnBy: Reschedule?

    /// Whether the trip is still ahead: its flight has not left, and it was not moved on.
    public var isToCome: Bool { !isPast && movedOnBy == nil }

    /// Every record in force, by departure (then passenger, then code), each with its flight as known at `now`.
    public static func all(_ records: TravelRecords, in source: some FlightSource,
                           asOf now: LocalDateTime) throws(FlightSourceError) -> [Trip] {
        var boards: [Direction: [CivilDate: [Flight]]] = [:]
        var trips: [Trip] = []
        for record in records.checkIns.map(Record.checkIn) + records.reschedules.map(Record.reschedule) + records.watches.map(Record.watch) {
            let (designator, direction, scheduled) = record.leg
            let board: [Flight]
            if let known = boards[direction]?[scheduled.date] {
                board = known
            } else {
                board = try source.flights(on: scheduled.date, direction: direction, asOf: now)
                boards[direction, default: [:]][scheduled.date] = board
            }
            let found = board.first { $0.designator == designator && $0.scheduled == scheduled }
            var movedOn: Reschedule?
            if case .reschedule(let change) = record { movedOn = records.laterMove(after: change) }
            trips.append(Trip(record: record, flight: found, isPast: isPast(found, scheduled: scheduled, now: now),
                              movedOnBy: movedOn))
        }
        return trips.sorted {
            ($0.record.leg.scheduled, $0.passenger.lowercased(), $0.record.id) < ($1.record.leg.scheduled, $1.passenger.lowercased(), $1.record.id)
        }
    }

    /// The passenger's name of a check-in; empty for a move, which is of every passenger.
    var passenger: String {
        if case .checkIn(let checkIn) = record { return checkIn.passenger }
        return ""
    }

    private static func isPast(_ flight: Flight?, scheduled: LocalDateTime, now: LocalDateTime) -> Bool {
        guard let flight else { return now > scheduled }
        switch flight.status.kind {
        case .departed, .landed, .diverted: return true
        case .cancelled: return now > scheduled
        case .onTime, .delayed, .boarding: return false
        }
    }
}
