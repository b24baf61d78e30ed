/// The chance that a flight is late by the DOT rule (``Flight/isLate``), as ``LateOdds``
/// estimates it, with the record it was made from.
public struct LateChance: Equatable, Sendable {
    /// 0...1.
    public let probability: Double
    /// The days before the flight's day the record covers.
    public let days: ClosedRange<CivilDate>
    /// Flights of this flight (its number, to or from the same place) in the record.
    public let ownFlights: Int
    /// Flights of its airline on the same route.
    public let routeFlights: Int
    /// Flights of its airline, every route.
    public let airlineFlights: Int
    /// Flights of every airline in the same scheduled hour of the day.
    public let hourFlights: Int
    /// Every flight of the direction at the airport.
    public let airportFlights: Int

    /// Whether the flight's own record is too short to say much, so that the estimate
    /// leans on its route's and its hour's: fewer than ``LateOdds/littleHistoryFlights`` flights.
    public var leansOnWiderRecord: Bool { ownFlights < LateOdds.littleHistoryFlights }

    /// Whether its route's record is as short, so that the estimate leans on its airline's.
    public var leansOnAirline: Bool { routeFlights < LateOdds.littleHistoryFlights }
}
