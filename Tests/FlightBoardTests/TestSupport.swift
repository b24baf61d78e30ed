@testable import FlightBoard

/// Shorthands shared by the FlightBoard tests. They only parse literals; a bad
/// literal is a mistake in the test and stops it at once.

/// `2026-11-29`.
func date(_ text: String) -> CivilDate {
    guard let date = CivilDate(parsing: text) else { fatalError("bad date literal \(text)") }
    return date
}

/// `2026-11-29T10:00`.
func local(_ text: String) -> LocalDateTime {
    guard let value = LocalDateTime(parsing: text) else { fatalError("bad local date-time literal \(text)") }
    return value
}

/// `10:00`.
func clock(_ text: String) -> TimeOfDay {
    guard let value = TimeOfDay(parsing: text) else { fatalError("bad time literal \(text)") }
    return value
}

/// `UA 1545`.
func designator(_ text: String) -> FlightDesignator {
    do { return try FlightDesignator(parsing: text) } catch { fatalError("bad designator literal \(text)") }
}

/// A flight built directly from an operation, as a board would show it at `asOf`.
func makeFlight(_ flight: String = "UA 1545", direction: Direction = .departure,
                scheduled: String, outcome: Operation.Outcome, asOf: String) -> Flight {
    let designator = designator(flight)
    return Flight(
        airline: Airline(code: designator.airline, name: "Airline \(designator.airline)"),
        designator: designator,
        direction: direction,
        airport: Airport(code: "ORD", name: "O'Hare International Airport", city: "Chicago",
                         timeZone: "America/Chicago"),
        operation: Operation(scheduled: local(scheduled), outcome: outcome, gate: "B14"),
        asOf: local(asOf))
}

/// The same flight seen at another clock.
func seen(_ flight: Flight, at asOf: String) -> Flight {
    Flight(airline: flight.airline, designator: flight.designator, direction: flight.direction,
           airport: flight.airport, operation: flight.operation, asOf: local(asOf))
}
