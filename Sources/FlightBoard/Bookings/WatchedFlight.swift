/// A flight the user follows without a booking (`w` in the board app): its changes are
/// told as a trip's are, and `flights watch --trips` follows it, but there is nothing to
/// check in, undo or rebook. Arrivals can be watched too (someone to pick up).
public struct WatchedFlight: Hashable, Sendable {
    /// The flight watched.
    public let flight: FlightDesignator
    /// Whether it is one of the airport's arrivals or departures.
    public let direction: Direction
    /// Its scheduled arrival or departure, local to the airport: with the number, which flight of which day.
    public let scheduled: LocalDateTime
    /// When the watch began, local to the airport.
    public let madeAt: LocalDateTime

    /// A watch of the given flight, kept as given.
    public init(flight: FlightDesignator, direction: Direction, scheduled: LocalDateTime, madeAt: LocalDateTime) {
        self.flight = flight
        self.direction = direction
        self.scheduled = scheduled
        self.madeAt = madeAt
    }

    /// A watch of `flight` begun at `now`.
    public init(_ flight: Flight, at now: LocalDateTime) {
        self.init(flight: flight.designator, direction: flight.direction, scheduled: flight.scheduled, madeAt: now)
    }

    /// Whether this watch is of `other`: the same number, way and scheduled time.
    public func isOf(_ other: Flight) -> Bool {
        isSameFlight(as: WatchedFlight(other, at: madeAt))
    }

    /// Whether `other` watches the same flight, whenever it began.
    public func isSameFlight(as other: WatchedFlight) -> Bool {
        (flight, direction, scheduled) == (other.flight, other.direction, other.scheduled)
    }
}
