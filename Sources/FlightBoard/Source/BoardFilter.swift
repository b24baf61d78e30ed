/// A board's filters, as the boards' options set them. A flight stays when it passes
/// every filter that is set; a filter of several values keeps a flight that has any of them.
public struct BoardFilter: Sendable, Equatable {
    /// Leaves cancelled flights off (`--hide-cancelled`).
    public var hidesCancelled = false
    /// IATA codes of the airlines to keep, uppercase; empty for any.
    public var airlines: Set<String> = []
    /// The statuses to keep; empty for any.
    public var statuses: Set<FlightStatus.Kind> = []
    /// IATA codes of the other airport (where an arrival comes from, where a departure
    /// goes) to keep, uppercase; empty for any.
    public var airports: Set<String> = []
    /// Only flights late by the US DOT rule at the board's clock (see ``Punctuality/isLate``).
    public var lateOnly = false
    /// Only flights still to come: not yet departed, landed or diverted, and not
    /// cancelled with a scheduled time already past.
    public var upcomingOnly = false

    /// A filter with the given settings; the defaults keep every flight.
    public init(hidesCancelled: Bool = false, airlines: Set<String> = [], statuses: Set<FlightStatus.Kind> = [],
                airports: Set<String> = [], lateOnly: Bool = false, upcomingOnly: Bool = false) {
        self.hidesCancelled = hidesCancelled
        self.airlines = airlines
        self.statuses = statuses
        self.airports = airports
        self.lateOnly = lateOnly
        self.upcomingOnly = upcomingOnly
    }

    /// Whether `flight` stays on the board.
    public func includes(_ flight: Flight) -> Bool {
        let kind = flight.status.kind
        if hidesCancelled && kind == .cancelled { return false }
        if !airlines.isEmpty, !airlines.contains(flight.airline.code) { return false }
        if !statuses.isEmpty, !statuses.contains(kind) { return false }
        if !airports.isEmpty, !airports.contains(flight.airport.code) { return false }
        if lateOnly, !flight.punctuality.isLate { return false }
        if upcomingOnly {
            switch kind {
            case .departed, .landed, .diverted: return false
            case .cancelled: return flight.scheduled >= flight.asOf
            case .onTime, .delayed, .boarding: return true
            }
        }
        return true
    }
}
