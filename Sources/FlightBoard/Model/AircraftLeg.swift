/// One leg an aircraft flies: the same flight seen from the board it leaves and from the one
/// it reaches, so that each end has its own status and times.
public struct AircraftLeg: Hashable, Sendable {
    /// The leg on its origin's board: a departure to ``destination``.
    public let departure: Flight
    /// The leg on its destination's board: an arrival from ``origin``.
    public let arrival: Flight

    /// - Parameters:
    ///   - departure: the leg as a departure (its ``Flight/airport`` is where it goes).
    ///   - arrival: the leg as an arrival (its ``Flight/airport`` is where it comes from).
    public init(departure: Flight, arrival: Flight) {
        precondition(departure.direction == .departure && arrival.direction == .arrival, "a departure, then an arrival")
        self.departure = departure
        self.arrival = arrival
    }

    /// The flight number.
    public var designator: FlightDesignator { departure.designator }
    /// Where it leaves from.
    public var origin: Airport { arrival.airport }
    /// Where it goes.
    public var destination: Airport { departure.airport }
}
