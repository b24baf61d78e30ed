/// A trip moved from one flight to another flight to the same destination.
public struct Reschedule: Hashable, Sendable {
    /// The booking reference of the change.
    public let code: String
    public let from: FlightDesignator
    public let fromDeparture: LocalDateTime
    public let to: FlightDesignator
    public let toDeparture: LocalDateTime
    public let destination: String
    /// When the change was made, local to the airport.
    public let madeAt: LocalDateTime

    public init(code: String, from: FlightDesignator, fromDeparture: LocalDateTime, to: FlightDesignator,
                toDeparture: LocalDateTime, destination: String, madeAt: LocalDateTime) {
        self.code = code
        self.from = from
        self.fromDeparture = fromDeparture
        self.to = to
        self.toDeparture = toDeparture
        self.destination = destination
        self.madeAt = madeAt
    }
}
