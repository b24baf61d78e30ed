/// A saved check-in or reschedule seen against the data at one moment: the flight the
/// traveller takes now, as the board shows it, and whether that flight is behind them.
public struct Trip: Sendable {
    /// What the user saved.
    public enum Record: Sendable, Equatable {
        case checkIn(CheckIn)
        case reschedule(Reschedule)

        /// The flight number and scheduled departure the record now rests on: a check-in's
        /// flight, or the flight a reschedule moved to.
        public var departure: (designator: FlightDesignator, scheduled: LocalDateTime) {
            switch self {
            case .checkIn(let checkIn): (checkIn.flight, checkIn.departure)
            case .reschedule(let change): (change.to, change.toDeparture)
            }
        }

        /// The record's confirmation code.
        public var code: String {
            switch self {
            case .checkIn(let checkIn): checkIn.code
            case .reschedule(let change): change.code
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
        var boards: [CivilDate: [Flight]] = [:]
        var trips: [Trip] = []
        for record in records.checkIns.map(Record.checkIn) + records.reschedules.map(Record.reschedule) {
            let (designator, scheduled) = record.departure
            let board: [Flight]
            if let known = boards[scheduled.date] {
                board = known
            } else {
                board = try source.flights(on: scheduled.date, direction: .departure, asOf: now)
                boards[scheduled.date] = board
            }
            let found = board.first { $0.designator == designator && $0.scheduled == scheduled }
            var movedOn: Reschedule?
            if case .reschedule(let change) = record { movedOn = records.laterMove(after: change) }
            trips.append(Trip(record: record, flight: found, isPast: isPast(found, scheduled: scheduled, now: now),
                              movedOnBy: movedOn))
        }
        return trips.sorted {
            ($0.record.departure.scheduled, $0.passenger.lowercased(), $0.record.code) < ($1.record.departure.scheduled, $1.passenger.lowercased(), $1.record.code)
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
