/// A completed online check-in: a passenger on one flight on one day.
public struct CheckIn: Hashable, Sendable {
    /// The booking reference printed on the boarding pass.
    public let code: String
    public let flight: FlightDesignator
    /// The day of the scheduled departure, at the board's airport.
    public let date: CivilDate
    /// The scheduled departure, local.
    public let departure: LocalDateTime
    /// The destination's IATA code.
    public let destination: String
    public let gate: String
    public let passenger: String
    public let seat: SeatPreference
    public let bags: Int
    /// When the check-in was made, local to the airport.
    public let madeAt: LocalDateTime

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
