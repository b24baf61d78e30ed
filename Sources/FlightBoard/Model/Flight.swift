/// One flight on one day, as a board shows it at a given clock.
///
/// The status, the expected time and the eligibility all follow from the day's
/// ``Operation`` and the moment ``asOf``: delays and cancellations are announced
/// ``Flight/announcementMinutes`` before the scheduled time, boarding starts 40
/// minutes before departure, and a flight reads Departed or Landed once its time has passed.
public struct Flight: Hashable, Sendable {
    /// The airline whose flight number it is.
    public let airline: Airline
    /// The flight number, e.g. `UA 1545`.
    public let designator: FlightDesignator
    /// Whether it arrives at or departs from the board's airport.
    public let direction: Direction
    /// The other end: where an arrival comes from, where a departure goes.
    public let airport: Airport
    /// The day's full truth, including what the board does not know yet at ``asOf``.
    public let operation: Operation
    /// The clock this snapshot was taken at, local to the board's airport.
    public let asOf: LocalDateTime
    /// The aircraft flying it, when the data names it.
    public let aircraft: Aircraft?

    /// How long before the scheduled time a delay or a cancellation becomes known.
    public static let announcementMinutes = 180
    /// How long after a diverted departure left, or before a diverted arrival was due,
    /// the board shows Diverted.
    public static let diversionNoticeMinutes = 30

    /// The flight as a board shows it at `asOf`; status and times follow from `operation`.
    public init(airline: Airline, designator: FlightDesignator, direction: Direction,
                airport: Airport, operation: Operation, asOf: LocalDateTime, aircraft: Aircraft? = nil) {
        self.airline = airline
        self.designator = designator
        self.direction = direction
        self.airport = airport
        self.operation = operation
        self.asOf = asOf
        self.aircraft = aircraft
    }

    /// Whether `other` is this flight, seen at another moment or read again: the same number,
    /// way, other airport and scheduled time.
    public func isSameFlight(as other: Flight) -> Bool {
        designator == other.designator && direction == other.direction && scheduled == other.scheduled && airport.code == other.airport.code
    }

    /// The scheduled time, local to the board's airport.
    public var scheduled: LocalDateTime { operation.scheduled }
    /// The gate at the board's airport as known at ``asOf``, e.g. `B12`.
    public var gate: String { operation.gate(at: asOf) }

    private var isAnnounced: Bool {
        asOf >= scheduled.adding(minutes: -Flight.announcementMinutes)
    }

    /// The status at ``asOf``.
    public var status: FlightStatus {
        let time: LocalDateTime
        let diverted: Bool
        switch operation.outcome {
        case .cancelled: return isAnnounced ? .cancelled : .onTime
        case .operated(let t): (time, diverted) = (t, false)
        case .diverted(let t): (time, diverted) = (t, true)
        }
        switch direction {
        case .departure:
            if asOf >= time {
                return diverted && asOf >= time.adding(minutes: Flight.diversionNoticeMinutes)
                    ? .diverted : .departed(at: time)
            }
            // The true time, not the announced one: boarding happens when the aircraft is there.
            if asOf >= time.adding(minutes: -FlightStatus.boardingMinutes) { return .boarding }
        case .arrival:
            if diverted && asOf >= time.adding(minutes: -Flight.diversionNoticeMinutes) { return .diverted }
            if asOf >= time { return .landed(at: time) }
        }
        return isAnnounced && time > scheduled ? .delayed(expected: time) : .onTime
    }

    /// The moment from which ``status`` no longer changes with the clock: when the flight
    /// left or landed (for a diverted departure, when it reads Diverted; for a diverted
    /// arrival, when it stops being expected), or when its cancellation is announced; never
    /// before the announcement, from which its times are known.
    public var settles: LocalDateTime {
        Flight.settles(operation, direction)
    }

    /// ``settles`` for a flight of this operation and direction, without making the flight.
    public static func settles(_ operation: Operation, _ direction: Direction) -> LocalDateTime {
        settles(scheduled: operation.scheduled, outcome: operation.outcome, direction)
    }

    /// ``settles`` for a flight scheduled then with this outcome, without making its operation.
    public static func settles(scheduled: LocalDateTime, outcome: Operation.Outcome, _ direction: Direction) -> LocalDateTime {
        let announced = scheduled.adding(minutes: -announcementMinutes)
        let final: LocalDateTime = switch outcome {
        case .cancelled: announced
        case .operated(let time): time
        case .diverted(let time):
            time.adding(minutes: direction == .departure ? diversionNoticeMinutes : -diversionNoticeMinutes)
        }
        return max(final, announced)
    }

    /// Every moment at which what a board shows of the flight can change, in order: when its
    /// delay or cancellation is announced, when it changes gate, when boarding starts, when it
    /// leaves or lands, when it reads Diverted. Between two of them, ``status``, ``gate`` and
    /// ``estimated`` stay as they are; after the last, nothing changes.
    public var changeMoments: [LocalDateTime] {
        let operation = operation
        var moments = [operation.scheduled.adding(minutes: -Flight.announcementMinutes)]
        if let change = operation.gateChange { moments.append(change.at) }
        switch (operation.outcome, direction) {
        case (.cancelled, _): break
        case (.operated(let time), .departure):
            moments += [time.adding(minutes: -FlightStatus.boardingMinutes), time]
        case (.diverted(let time), .departure):
            moments += [time.adding(minutes: -FlightStatus.boardingMinutes), time, time.adding(minutes: Flight.diversionNoticeMinutes)]
        case (.operated(let time), .arrival): moments.append(time)
        case (.diverted(let time), .arrival): moments.append(time.adding(minutes: -Flight.diversionNoticeMinutes))
        }
        return Array(Set(moments)).sorted()
    }

    /// The first of ``changeMoments`` after `now`; nil when nothing changes any more.
    public func nextChange(after now: LocalDateTime) -> LocalDateTime? {
        changeMoments.first { $0 > now }
    }

    /// The flight as a board shows it at another moment.
    public func seen(at moment: LocalDateTime) -> Flight {
        Flight(airline: airline, designator: designator, direction: direction, airport: airport, operation: operation,
               asOf: moment, aircraft: aircraft)
    }

    /// When boarding starts: ``FlightStatus/boardingMinutes`` before the expected departure
    /// (the scheduled one until a change is known). Nil for arrivals.
    public var boardingStarts: LocalDateTime? {
        guard direction == .departure else { return nil }
        return (estimated ?? scheduled).adding(minutes: -FlightStatus.boardingMinutes)
    }

    /// The expected or actual time, once known; nil before the announcement, when cancelled,
    /// and for an arrival once it shows Diverted: it never arrives here.
    public var estimated: LocalDateTime? {
        guard isAnnounced else { return nil }
        if direction == .arrival, status == .diverted { return nil }
        return operation.actual
    }

    /// Minutes from schedule to the expected or actual time: 0 until known; nil when
    /// cancelled, and for a diverted arrival, which never arrives.
    public var delayMinutes: Int? {
        switch status {
        case .cancelled: return nil
        case .diverted where direction == .arrival: return nil
        default: break
        }
        guard let estimated else { return 0 }
        return estimated.minutes(since: scheduled)
    }

    /// The punctuality class at ``asOf``.
    public var punctuality: Punctuality {
        switch status {
        case .cancelled, .diverted: .disrupted
        default: Punctuality(delayMinutes: delayMinutes ?? 0)
        }
    }

    /// Late by the US DOT rule (see ``OnTimeRule``) once the outcome is known at ``asOf``:
    /// departed (departures) or landed (arrivals) 15 minutes late or more, cancelled or
    /// diverted; nil while it is still to come.
    public var isLate: Bool? {
        Self.isLate(operation, direction, asOf: asOf)
    }

    /// ``isLate`` of a flight of `operation` in `direction` seen at `now`, without making the
    /// flight. Known once the outcome is final (``settles(_:_:)``), when every status says it.
    public static func isLate(_ operation: Operation, _ direction: Direction, asOf now: LocalDateTime) -> Bool? {
        isLate(scheduled: operation.scheduled, outcome: operation.outcome, direction, asOf: now)
    }

    /// ``isLate(_:_:asOf:)`` from the times alone, without making the operation: what a count
    /// of a month's rows asks.
    public static func isLate(scheduled: LocalDateTime, outcome: Operation.Outcome, _ direction: Direction,
                              asOf now: LocalDateTime) -> Bool? {
        guard now >= settles(scheduled: scheduled, outcome: outcome, direction) else { return nil }
        switch outcome {
        case .cancelled, .diverted: return true
        case .operated(let time): return !OnTimeRule.isOnTime(delayMinutes: time.minutes(since: scheduled))
        }
    }

    /// Rebooking is offered for cancelled flights only.
    public var isRebookAvailable: Bool {
        status == .cancelled
    }

    /// Whether online check-in is open at ``asOf``; see ``checkIn``.
    public var isCheckInAvailable: Bool {
        if case .open = checkIn { return true }
        return false
    }

    /// Whether check-in is open, and if not, why.
    public var checkIn: CheckInAvailability {
        guard direction == .departure else { return .notADeparture }
        switch status {
        case .onTime, .delayed, .boarding: break
        case .cancelled: return .cancelled
        case .departed, .diverted, .landed: return .departed
        }
        // Airlines count from the scheduled departure and extend for a delay, never shorten for an early one.
        let departure = max(scheduled, estimated ?? scheduled)
        let opens = departure.adding(minutes: -CheckInPolicy.opensHoursBefore * 60)
        let closes = departure.adding(minutes: -CheckInPolicy.closingMinutes(for: airline.code))
        if asOf < opens { return .notOpenYet(opens: opens) }
        if asOf >= closes { return .closed(closedAt: closes) }
        return .open(closes: closes)
    }
}

/// Whether a flight can be checked in for, and the reason when it cannot.
public enum CheckInAvailability: Hashable, Sendable {
    /// Open now; closes at this local time.
    case open(closes: LocalDateTime)
    /// Arrivals have no check-in.
    case notADeparture
    /// The flight is cancelled; see ``Flight/isRebookAvailable``.
    case cancelled
    /// The flight has already left, or been diverted.
    case departed
    /// Not open yet; opens at this local time.
    case notOpenYet(opens: LocalDateTime)
    /// Closed at this local time, though the flight has not left.
    case closed(closedAt: LocalDateTime)
}
