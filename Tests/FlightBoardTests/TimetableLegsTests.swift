import Testing
@testable import FlightBoard

/// An airport file with a through-flight: DL 5 leaves Atlanta for Dallas at 07:00, comes back
/// at 11:50 and leaves again for Kalamazoo at 12:30; the AZO leg does not fly on Sundays.
@Suite struct TimetableLegsTests {
    static func json(operations: String = "", flights extra: String = "") -> String {
        """
        {
          "format": "flights-airport/1",
          "airport": { "code": "ATL", "name": "Atlanta", "city": "Atlanta", "timeZone": "America/New_York" },
          "airlines": [ { "code": "DL", "name": "Delta Air Lines" } ],
          "airports": [
            { "code": "DAL", "name": "Dallas Love Field", "city": "Dallas", "timeZone": "America/Chicago" },
            { "code": "AZO", "name": "Kalamazoo", "city": "Kalamazoo", "timeZone": "America/Detroit" }
          ],
          "flights": [
            { "flight": "DL 5", "direction": "departure", "airport": "DAL", "time": "07:00", "days": "1234567", "gate": "A1" },
            { "flight": "DL 5", "direction": "arrival", "airport": "DAL", "time": "11:50", "days": "1234567", "gate": "A1" },
            { "flight": "DL 5", "direction": "departure", "airport": "AZO", "time": "12:30", "days": "123456", "gate": "A2" }\(extra)
          ],
          "operations": [\(operations)]
        }
        """
    }

    static func airport(operations: String = "") throws(DataFileError) -> SimulatedAirport {
        SimulatedAirport(timetable: try Timetable(json: Array(json(operations: operations).utf8), file: "legs.json"))
    }

    static let asOf = local("2026-12-01T00:00")

    @Test func aNumberMayFlyTwoLegsOneWay() throws {
        let source = try Self.airport()
        // 2026-11-30 is a Monday: both departures fly, in the order of the day.
        let board = source.flights(on: date("2026-11-30"), asOf: Self.asOf).filter { $0.direction == .departure }
        #expect(board.map { "\($0.scheduled.time) \($0.airport.code)" } == ["07:00 DAL", "12:30 AZO"])
        // The week before Tuesday 2026-12-01: 7 days to Dallas, 6 to Kalamazoo (no Sunday 11-29).
        let history = source.history(of: designator("DL 5"), direction: .departure, before: date("2026-12-01"),
                                     days: 7, asOf: Self.asOf)
        let legs = LegHistory.split(history, at: source.airport)
        #expect(legs.map(\.leg.route) == ["ATL → DAL", "ATL → AZO"])
        #expect(legs.map(\.flights.count) == [7, 6])
        #expect(!legs[1].flights.contains { $0.scheduled.date == date("2026-11-29") })
    }

    @Test func anOperationOfANumberWithTwoLegsSaysWhichLeg() throws {
        let recorded = try Self.airport(operations: """
            { "date": "2026-11-30", "flight": "DL 5", "direction": "departure", "airport": "azo", "status": "cancelled" }
            """)
        let board = recorded.flights(on: date("2026-11-30"), asOf: Self.asOf).filter { $0.direction == .departure }
        #expect(board.map(\.airport.code) == ["DAL", "AZO"])
        #expect(board[1].status == .cancelled)
        // The leg to Dallas keeps the model's story.
        let unrecorded = try Self.airport().flights(on: date("2026-11-30"), asOf: Self.asOf)
        #expect(board[0].operation == unrecorded.first { $0.direction == .departure && $0.airport.code == "DAL" }?.operation)

        do {
            _ = try Self.airport(operations: """
                { "date": "2026-11-30", "flight": "DL 5", "direction": "departure", "status": "cancelled" }
                """)
            Issue.record("an operation of DL 5's departures must say which leg")
        } catch {
            #expect(error.description.contains("DL 5 departure flies 2 legs (DAL, AZO): say which with \"airport\""))
        }
        do {
            _ = try Self.airport(operations: """
                { "date": "2026-11-30", "flight": "DL 5", "direction": "arrival", "airport": "AZO", "status": "cancelled" }
                """)
            Issue.record("an arrival from AZO is not in the timetable")
        } catch {
            #expect(error.description.contains("DL 5 arrival has no leg from AZO in $.flights"))
        }
        // The number's one arrival needs no airport.
        let arrival = try Self.airport(operations: """
            { "date": "2026-11-30", "flight": "DL 5", "direction": "arrival", "status": "cancelled" }
            """)
        #expect(arrival.flights(on: date("2026-11-30"), asOf: Self.asOf).first { $0.direction == .arrival }?.status == .cancelled)
    }

    @Test func theSameLegTwiceIsAnError() {
        let twice = """
            ,
                { "flight": "DL 5", "direction": "departure", "airport": "DAL", "time": "18:00", "days": "1234567", "gate": "A1" }
            """
        do {
            _ = try Timetable(json: Array(Self.json(flights: twice).utf8), file: "legs.json")
            Issue.record("DL 5 to DAL is listed twice")
        } catch {
            #expect(error.description.contains("DL 5 departure to DAL is listed twice"))
        }
    }
}
