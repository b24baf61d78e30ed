/// One leg of a flight number at the board's airport: where it comes from and where it goes.
///
/// A through-flight such as ATL→DAL→ATL→AZO leaves Atlanta twice a day under one number;
/// its legs there are ATL→DAL and ATL→AZO (departures) and DAL→ATL (an arrival), and each
/// has a history of its own.
public struct FlightLeg: Hashable, Sendable {
    /// The flight number.
    public let designator: FlightDesignator
    /// Whether the leg arrives at the board's airport or leaves it.
    public let direction: Direction
    /// Where the leg comes from: the other airport for an arrival, the board's for a departure.
    public let origin: Airport
    /// Where the leg goes: the board's airport for an arrival, the other one for a departure.
    public let destination: Airport

    /// The leg `flight` flies, seen from the board of `airport`.
    public init(_ flight: Flight, at airport: Airport) {
        designator = flight.designator
        direction = flight.direction
        (origin, destination) = flight.direction == .departure ? (airport, flight.airport) : (flight.airport, airport)
    }

    /// Hashes the number, the way and the two airports' codes: the airports' names, cities and
    /// zones, compared for equality, would add a hundred bytes to every flight a history parts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(designator)
        hasher.combine(direction)
        hasher.combine(origin.code)
        hasher.combine(destination.code)
    }

    /// `ATL → DAL`.
    public var route: String { "\(origin.code) → \(destination.code)" }
}
