import Testing
@testable import FlightBoard

/// The flights a trip may be moved to lie in the days the tool can be asked about: a flight
/// moved to one is shown, checked in and undone with `--date` of its day.
@Suite struct RescheduleOptionsTests {
    /// DL 5 to Dallas, 07:00 every day, recorded as flying (so that the simulation cancels none)
    /// on the last days of the supported years and the days after them.
    static func airport() throws -> SimulatedAirport {
        let days = ["9998-12-29", "9998-12-30", "9998-12-31", "9999-01-01", "9999-01-02"]
        return try TimetableLegsTests.airport(operations: days.map {
            #"{ "date": "\#($0)", "flight": "DL 5", "direction": "departure", "airport": "DAL", "status": "scheduled", "time": "07:00" }"#
        }.joined(separator: ",\n"))
    }

    /// The DL 5 to Dallas of `day`.
    static func flight(on day: String, in source: SimulatedAirport) throws -> Flight {
        try #require(source.flights(on: date(day), asOf: local("\(day)T00:00"))
            .first { $0.direction == .departure && $0.airport.code == "DAL" })
    }

    /// From two days before the end, the next two days' flights; from the day before, the last
    /// day's only; from the last day, none (9999-01-01 and -02 are past the end).
    @Test(arguments: [("9998-12-29", ["9998-12-30T07:00", "9998-12-31T07:00"]),
                      ("9998-12-30", ["9998-12-31T07:00"]),
                      ("9998-12-31", [])])
    func offersNoDayPastTheSupportedYears(day: String, offered: [String]) throws {
        let source = try Self.airport()
        let flight = try Self.flight(on: day, in: source)
        let alternatives = try RescheduleOptions.alternatives(to: flight, in: source, asOf: local("\(day)T00:00"))
        #expect(alternatives.filter { $0.airport.code == "DAL" }.map(\.scheduled.description) == offered)
        #expect(alternatives.allSatisfy { $0.scheduled.date <= date("9998-12-31") })
    }
}
