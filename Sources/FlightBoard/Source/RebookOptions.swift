/// The flights a cancelled departure's trip can be rebooked on, in the order a traveller
/// would look at them: the same airline to the same airport first, then other airlines to
/// it, then flights to the city's other airports (Midway when O'Hare's flight is
/// cancelled), each group by time; from the days of ``RescheduleOptions``, with its rule of
/// what can still be taken.
public enum RebookOptions {
    /// The flights `flight` can be rebooked on, as known at `now`.
    public static func alternatives(to flight: Flight, in source: some FlightSource,
                                    asOf now: LocalDateTime) throws(FlightSourceError) -> [Flight] {
        let city = flight.airport.city.lowercased()
        let candidates = try RescheduleOptions.candidates(for: flight, in: source, asOf: now).filter { candidate in
            candidate.airport.code == flight.airport.code || (!city.isEmpty && candidate.airport.city.lowercased() == city)
        }
        func group(_ candidate: Flight) -> Int {
            candidate.airport.code != flight.airport.code ? 2 : candidate.airline.code == flight.airline.code ? 0 : 1
        }
        return candidates.sorted { (group($0), $0.scheduled, $0.designator) < (group($1), $1.scheduled, $1.designator) }
    }
}
