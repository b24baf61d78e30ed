/// The flights a trip can be moved to: other flights on the same route (departures to the
/// same destination, or arrivals from the same origin) in the coming days that have not
/// gone yet, are not cancelled, and are not the flight itself; only days of
/// ``CivilDate/supportedYears``, which a trip moved to one must be asked about again on.
public enum RescheduleOptions {
    /// How many days, starting with the flight's own, the alternatives are taken from (fewer on
    /// the last days of ``CivilDate/supportedYears``).
    public static let days = 3

    /// The flights `flight` can be moved to, as known at `now`, by scheduled time, then flight number.
    public static func alternatives(to flight: Flight, in source: some FlightSource,
                                    asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        try candidates(for: flight, in: source, asOf: now)
            .filter { $0.airport.code == flight.airport.code }
            .sorted { ($0.scheduled, $0.designator) < ($1.scheduled, $1.designator) }
    }

    /// The flights of the days offered, in `flight`'s direction, that can still be taken: not
    /// gone, not cancelled, not the flight itself.
    static func candidates(for flight: Flight, in source: some FlightSource,
                           asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        let first = flight.scheduled.date
        var flights: [Flight] = []
        for day in (0..<days).map(first.adding(days:)) where day.isSupported {
            flights += try source.flights(on: day, asOf: now)
        }
        return flights.filter { candidate in
            candidate.direction == flight.direction
                && !(candidate.designator == flight.designator && candidate.scheduled == flight.scheduled)
                // Not left yet: a delayed flight past its scheduled time is still one to take.
                && [.onTime, .delayed].contains(candidate.status.kind)
        }
    }
}
