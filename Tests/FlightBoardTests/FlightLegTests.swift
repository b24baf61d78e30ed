import Testing
@testable import FlightBoard

/// A through-flight seen from Atlanta: DL 5 flies ATL→DAL at 07:00, DAL→ATL landing at 11:50,
/// and ATL→AZO at 12:30, under one number.
@Suite struct FlightLegTests {
    static let atlanta = Airport(code: "ATL", name: "Hartsfield Jackson Atlanta Intl", city: "Atlanta", timeZone: "America/New_York")
    static let dallas = Airport(code: "DAL", name: "Dallas Love Fld", city: "Dallas", timeZone: "America/Chicago")
    static let kalamazoo = Airport(code: "AZO", name: "Kalamazoo", city: "Kalamazoo", timeZone: "America/New_York")

    static func leg(_ other: Airport, _ direction: Direction, _ scheduled: String) -> Flight {
        Flight(airline: Airline(code: "DL", name: "Delta Air Lines Inc."), designator: designator("DL 5"),
               direction: direction, airport: other,
               operation: Operation(scheduled: local(scheduled), outcome: .operated(at: local(scheduled)), gate: ""),
               asOf: local("2013-03-06T00:00"))
    }

    @Test func aLegRunsFromItsOriginToItsDestination() {
        let out = FlightLeg(Self.leg(Self.dallas, .departure, "2013-03-01T07:00"), at: Self.atlanta)
        #expect(out.route == "ATL → DAL")
        #expect(out.destination == Self.dallas)
        let back = FlightLeg(Self.leg(Self.dallas, .arrival, "2013-03-01T11:50"), at: Self.atlanta)
        #expect(back.route == "DAL → ATL")
        #expect(back.origin == Self.dallas)
        #expect(out != back)
    }

    /// Two departures a day for three days, given oldest first as a source gives them: two legs
    /// of three flights each, the morning's first although the afternoon's flew first.
    @Test func aHistoryIsPartedByLegInTheOrderOfTheDay() {
        let flights = [
            Self.leg(Self.kalamazoo, .departure, "2013-02-28T12:30"),
            Self.leg(Self.dallas, .departure, "2013-03-01T07:00"),
            Self.leg(Self.kalamazoo, .departure, "2013-03-01T12:30"),
            Self.leg(Self.dallas, .departure, "2013-03-02T07:00"),
            Self.leg(Self.dallas, .departure, "2013-03-03T07:00"),
        ]
        let legs = LegHistory.split(flights, at: Self.atlanta)
        #expect(legs.map(\.leg.route) == ["ATL → DAL", "ATL → AZO"])
        #expect(legs[0].flights.map(\.scheduled.description) == ["2013-03-01T07:00", "2013-03-02T07:00", "2013-03-03T07:00"])
        #expect(legs[1].flights.map(\.scheduled.description) == ["2013-02-28T12:30", "2013-03-01T12:30"])
        #expect(legs[1].latest.scheduled == local("2013-03-01T12:30"))
        #expect(LegHistory.split([], at: Self.atlanta).isEmpty)
    }

    @Test func aFilterNamesALegByEitherEndInTheWordsOfABoard() {
        let out = FlightLeg(Self.leg(Self.dallas, .departure, "2013-03-01T07:00"), at: Self.atlanta)
        let back = FlightLeg(Self.leg(Self.dallas, .arrival, "2013-03-01T11:50"), at: Self.atlanta)
        let onward = FlightLeg(Self.leg(Self.kalamazoo, .departure, "2013-03-01T12:30"), at: Self.atlanta)
        let all = [out, back, onward]
        func kept(_ filter: LegFilter) -> [String] { all.filter(filter.includes).map(\.route) }
        #expect(LegFilter().isEmpty)
        #expect(kept(LegFilter()) == ["ATL → DAL", "DAL → ATL", "ATL → AZO"])
        #expect(kept(LegFilter(to: ["dal"])) == ["ATL → DAL"])
        #expect(kept(LegFilter(to: ["Dallas"])) == ["ATL → DAL"])
        #expect(kept(LegFilter(to: ["love"])) == ["ATL → DAL"])
        #expect(kept(LegFilter(from: ["DAL"])) == ["DAL → ATL"])
        // The board's own airport is an end of every leg.
        #expect(kept(LegFilter(to: ["ATL"])) == ["DAL → ATL"])
        #expect(kept(LegFilter(from: ["Atlanta"])) == ["ATL → DAL", "ATL → AZO"])
        // Several places mean any of them; both options must hold.
        #expect(kept(LegFilter(to: ["DAL", "AZO"])) == ["ATL → DAL", "ATL → AZO"])
        #expect(kept(LegFilter(to: ["AZO"], from: ["DAL"])) == [])
        #expect(kept(LegFilter(to: ["allas"])) == [], "a place is named from the start of a word")
    }
}
