import FlightBoard
@testable import FlightsCLI
import TerminalKit
import Testing

/// The sheet's Aircraft line: the registration and what planes.csv says, on one line when there
/// is room (or no width), else broken between its parts under the label, never cut.
@Suite struct FlightDetailsAircraftTests {
    let airport = Airport(code: "EWR", name: "Newark Liberty Intl", city: "Newark", timeZone: "America/New_York")

    func flight(_ aircraft: Aircraft?) -> Flight {
        let scheduled = LocalDateTime(date: CivilDate(year: 2013, month: 1, day: 1)!, time: TimeOfDay(hour: 5, minute: 15)!)
        return Flight(airline: Airline(code: "UA", name: "United Air Lines Inc."), designator: FlightDesignator(airline: "UA", number: 1545),
                      direction: .departure, airport: Airport(code: "IAH", name: "George Bush Intercontinental", city: "Houston", timeZone: "UTC"),
                      operation: Operation(scheduled: scheduled, outcome: .operated(at: scheduled.adding(minutes: 2)), gate: ""),
                      asOf: scheduled.adding(minutes: -600), aircraft: aircraft)
    }

    func aircraftRows(_ flight: Flight, width: Int?) -> [String] {
        let lines = FlightDetails.lines(flight, airport: airport, hint: { _ in nil }, width: width)
            .map { $0.map(\.text).joined() }
        guard let first = lines.firstIndex(where: { $0.hasPrefix("Aircraft") }) else { return [] }
        return Array(lines[first...].prefix { $0.hasPrefix("Aircraft") || $0.hasPrefix("            ") })
    }

    @Test func fitsOnOneLineOrBreaksBetweenItsParts() {
        let boeing = flight(Aircraft(registration: "N14228", type: "Boeing 737-824", seats: 149, built: 1999))
        // 12 columns of label, then "N14228 · Boeing 737-824 · 149 seats · built 1999":
        // 6 + 3 + 14 + 3 + 9 + 3 + 10 = 48 columns, so 60 in all.
        #expect(aircraftRows(boeing, width: nil) == ["Aircraft    N14228 · Boeing 737-824 · 149 seats · built 1999"])
        #expect(aircraftRows(boeing, width: 60) == ["Aircraft    N14228 · Boeing 737-824 · 149 seats · built 1999"])
        #expect(aircraftRows(boeing, width: 59) == ["Aircraft    N14228 · Boeing 737-824 · 149 seats",
                                                    "            built 1999"])
        // 22 columns for the value: "149 seats · built 1999" just fits; 21 do not hold it.
        #expect(aircraftRows(boeing, width: 34) == ["Aircraft    N14228", "            Boeing 737-824",
                                                    "            149 seats · built 1999"])
        #expect(aircraftRows(boeing, width: 33) == ["Aircraft    N14228", "            Boeing 737-824",
                                                    "            149 seats", "            built 1999"])
        #expect(aircraftRows(flight(Aircraft(registration: "N14228")), width: 30) == ["Aircraft    N14228"])
        #expect(aircraftRows(flight(nil), width: 80) == [])
    }
}
