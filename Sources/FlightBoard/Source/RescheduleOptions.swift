/// The flights a departure can be moved to: other departures to the same destination
/// in the coming days that have not left, are not cancelled, and are not the flight itself.
public enum RescheduleOptions {
    /// How many days, starting with the flight's own, the alternatives are taken from.
    public static let days = 3

    public static func alternatives(to flight: Flight, in source: some FlightSource, asOf now: LocalDateTime) -> [Flight] {
        guard flight.direction == .departure else { return [] }
        let first = flight.scheduled.date
        return (0..<days).flatMap { source.flights(on: first.adding(days: $0), asOf: now) }
            .filter { candidate in
                candidate.direction == .departure && candidate.airport.code == flight.airport.code
                    && !(candidate.designator == flight.designator && candidate.scheduled == flight.scheduled)
                    && candidate.scheduled > now
                    && [.onTime, .delayed].contains(candidate.status.kind)
            }
            .sorted { ($0.scheduled, $0.designator) < ($1.scheduled, $1.designator) }
    }
}
