/// A completed online check-in: a passenger on one flight on one day.
public struct CheckIn: Hashable, Sendable {
    /// The booking reference printed on the boarding pass.
    public let code: String
    /// The flight checked in for.
    public let flight: FlightDesignator
    /// The day of the scheduled departure, at the board's airport.
    public let date: CivilDate
    /// The scheduled departure, local.
    public let departure: LocalDateTime
    /// The destination's IATA code.
    public let destination: String
    /// The departure gate as known at check-in, e.g. `B12`.
    public let gate: String
    /// The passenger's name, normalized (see ``PassengerName/normalized(_:)``).
    public let passenger: String
    /// The seat asked for.
    public let seat: SeatPreference
    /// Checked bags, 0...``Baggage/maximum``.
    public let bags: Int
    /// When the check-in was made, local to the airport.
    public let madeAt: LocalDateTime

    /// A check-in with the given details, kept as given: nothing is checked or normalized here.
    public init(code: String, flight: FlightDesignator, date: CivilDate, departure: LocalDateTime,
                destination: String, gate: String, passenger: String, seat: SeatPreference, bags: Int,
                madeAt: LocalDateTime) {
        self.code = code
        self.flight = flight
        self.date = date
        self.departure = departure
        self.destination = destination
        self.gate = gate
        self.passenger = passenger
        self.seat = seat
        self.bags = bags
        self.madeAt = madeAt
    }
}
