/// What a board says about a flight at a given moment.
public enum FlightStatus: Hashable, Sendable {
    /// No delay known: expected at the scheduled time, or early.
    case onTime
    /// Expected later than scheduled, at this time.
    case delayed(expected: LocalDateTime)
    /// Departures only: the gate is open, from ``FlightStatus/boardingMinutes`` before departure.
    case boarding
    /// Departures only: left at this local time.
    case departed(at: LocalDateTime)
    /// Arrivals only: landed at this local time.
    case landed(at: LocalDateTime)
    /// Cancelled, shown from ``Flight/announcementMinutes`` before the scheduled time.
    case cancelled
    /// Going to, or landed at, another airport than planned.
    case diverted

    /// Minutes before the expected departure at which boarding starts.
    public static let boardingMinutes = 40

    /// The status without its time, for filtering and machine-readable output.
    public var kind: Kind {
        switch self {
        case .onTime: .onTime
        case .delayed: .delayed
        case .boarding: .boarding
        case .departed: .departed
        case .landed: .landed
        case .cancelled: .cancelled
        case .diverted: .diverted
        }
    }

    /// A status without its time, by its stable name.
    public enum Kind: String, Sendable, CaseIterable, Codable {
        case onTime = "on-time"
        case delayed
        case boarding
        case departed
        case landed
        case cancelled
        case diverted
    }
}
