/// What a board says about a flight at a given moment.
public enum FlightStatus: Hashable, Sendable {
    case onTime
    /// Expected later than scheduled, at this time.
    case delayed(expected: LocalDateTime)
    /// Departures only: the gate is open, from ``FlightStatus/boardingMinutes`` before departure.
    case boarding
    case departed(at: LocalDateTime)
    case landed(at: LocalDateTime)
    case cancelled
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
