/// A trip moved from one flight to another flight to the same destination.
public struct Reschedule: Hashable, Sendable {
    /// The booking reference of the change.
    public let code: String
    /// The flight given up.
    public let from: FlightDesignator
    /// The scheduled departure of the flight given up, local.
    public let fromDeparture: LocalDateTime
    /// The flight moved to.
    public let to: FlightDesignator
    /// The scheduled departure of the flight moved to, local.
    public let toDeparture: LocalDateTime
    /// The destination's IATA code, the same for both flights.
    public let destination: String
    /// When the change was made, local to the airport.
    public let madeAt: LocalDateTime
    /// The check-ins on the flight given up. They no longer count (an airline voids them
    /// with the flight), but they are kept here so that undoing the move restores them,
    /// codes and all.
    public let givenUp: [CheckIn]

    /// A reschedule with the given details, kept as given: nothing is checked here.
    public init(code: String, from: FlightDesignator, fromDeparture: LocalDateTime, to: FlightDesignator,
                toDeparture: LocalDateTime, destination: String, madeAt: LocalDateTime, givenUp: [CheckIn] = []) {
        self.code = code
        self.from = from
        self.fromDeparture = fromDeparture
        self.to = to
        self.toDeparture = toDeparture
        self.destination = destination
        self.madeAt = madeAt
        self.givenUp = givenUp
    }
}
