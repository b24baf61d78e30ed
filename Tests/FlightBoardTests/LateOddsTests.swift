import Testing
@testable import FlightBoard

/// The estimator on a record small enough to work out by hand. The expected chances come from
/// the formula of the man page's LATE CHANCE, in Python:
///   lg = lambda q: math.log(q / (1 - q)); lo = lambda z: 1 / (1 + math.exp(-z))
///   b = 4/22 (airport: 3 late of 20, plus one and two); a = (3 + 50b)/60 (UA); r = (3 + 300a)/310 (UA to ORD)
///   10:00: h = (3 + 150b)/160, own = (3 + 40·lo(lg r + lg h − lg b))/50 → lo(lg b + 0.9(lg own − lg b)) = 0.224992
///   14:00: h = (0 + 150b)/160, no flight of its own: own = lo(lg r + lg h − lg b) → 0.191173
@Suite struct LateOddsTests {
    static let days = date("2026-11-01")...date("2026-11-10")

    /// UA 1545 at 10:00 on ten days, three of them late (20 min, 45 min, cancelled), and DL 100 at
    /// 14:00 on ten days, never late: 20 departures to ORD, 3 late.
    static func record() -> LateRecord {
        var record = LateRecord(direction: .departure)
        for day in 1...10 {
            let date = "2026-11-\(day < 10 ? "0" : "")\(day)"
            let scheduled = "\(date)T10:00"
            let outcome: Operation.Outcome = switch day {
            case 1: .operated(at: local(scheduled).adding(minutes: 20))
            case 2: .operated(at: local(scheduled).adding(minutes: 45))
            case 3: .cancelled
            default: .operated(at: local(scheduled).adding(minutes: day))
            }
            record.add(makeFlight("UA 1545", scheduled: scheduled, outcome: outcome, asOf: "2026-11-30T00:00"))
            let dl = "\(date)T14:00"
            record.add(makeFlight("DL 100", scheduled: dl, outcome: .operated(at: local(dl)), asOf: "2026-11-30T00:00"))
        }
        return record
    }

    @Test func aFlightsOwnRecordShrunkTowardItsRouteAndHour() throws {
        let odds = LateOdds(record: Self.record(), days: Self.days)
        let flight = makeFlight("UA 1545", scheduled: "2026-11-11T10:00", outcome: .cancelled, asOf: "2026-11-11T06:00")
        let chance = try #require(odds.chance(for: flight))
        #expect(abs(chance.probability - 0.224992) < 0.000001)
        #expect(chance.days == Self.days)
        #expect(chance.ownFlights == 10)
        #expect(chance.routeFlights == 10)
        #expect(chance.hourFlights == 10)
        #expect(chance.airportFlights == 20)
        #expect(!chance.leansOnWiderRecord)
        // Three late of ten is 30%: the record of the airport (15%) draws it down.
        #expect(chance.probability < 0.3)
    }

    @Test func aFlightWithoutARecordLeansOnItsRouteAndHour() throws {
        let odds = LateOdds(record: Self.record(), days: Self.days)
        let flight = makeFlight("UA 999", scheduled: "2026-11-11T14:00", outcome: .cancelled, asOf: "2026-11-11T06:00")
        let chance = try #require(odds.chance(for: flight))
        #expect(abs(chance.probability - 0.191173) < 0.000001)
        #expect(chance.ownFlights == 0)
        #expect(chance.leansOnWiderRecord)
    }

    @Test func noChanceWithoutDaysOrFlightsOfTheDirection() {
        let flight = makeFlight("UA 1545", scheduled: "2026-11-11T10:00", outcome: .cancelled, asOf: "2026-11-11T06:00")
        #expect(LateOdds(record: Self.record(), days: nil).chance(for: flight) == nil)
        #expect(LateOdds(record: LateRecord(direction: .departure), days: Self.days).chance(for: flight) == nil)
        let arrival = makeFlight("UA 1545", direction: .arrival, scheduled: "2026-11-11T10:00", outcome: .cancelled, asOf: "2026-11-11T06:00")
        #expect(LateOdds(record: Self.record(), days: Self.days).chance(for: arrival) == nil)
    }

    /// Late by the DOT rule: 15 minutes or more, cancelled or diverted; a flight still to come is not counted.
    @Test func theRecordCountsOnlyKnownOutcomesByTheDOTRule() {
        var record = LateRecord(direction: .departure)
        let flights = [
            makeFlight(scheduled: "2026-11-01T10:00", outcome: .operated(at: local("2026-11-01T10:14")), asOf: "2026-11-02T00:00"),
            makeFlight(scheduled: "2026-11-02T10:00", outcome: .operated(at: local("2026-11-02T10:15")), asOf: "2026-11-03T00:00"),
            makeFlight(scheduled: "2026-11-03T10:00", outcome: .diverted(at: local("2026-11-03T10:00")), asOf: "2026-11-04T00:00"),
            makeFlight(scheduled: "2026-11-04T10:00", outcome: .operated(at: local("2026-11-04T11:00")), asOf: "2026-11-04T06:00"),
        ]
        #expect(flights.map(\.isLate) == [false, true, true, nil])
        for flight in flights { record.add(flight) }
        #expect(record.airport == LateRecord.Count(flights: 3, late: 2))
        #expect(record.ofHour(flights[0]) == LateRecord.Count(flights: 3, late: 2))
        #expect(record.ofHour(makeFlight(scheduled: "2026-11-05T11:00", outcome: .cancelled, asOf: "2026-11-05T00:00")) == LateRecord.Count())
    }
}
