import FlightBoard
import Foundation
import Testing
import TerminalKit
import TestSupport
@testable import FlightsCLI

/// Picking one leg of a through-flight where one departure is meant: `checkin --destination`,
/// the check-in hint of `show`, and the app's links (`to=`, `from=`). DL 5 flies
/// ATL→DAL 07:00, DAL→ATL 11:50 and ATL→AZO 12:30 (Fixtures/through-flight, made by hand).
@Suite struct CheckInLegsTests {
    let data = FlightsBinary.fixture("through-flight/flights.csv")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flights-legs-\(UUID().uuidString)").path

    private var environment: [String: String] {
        ["XDG_CACHE_HOME": scratch + "/cache", "XDG_STATE_HOME": scratch + "/state"]
    }

    private func run(_ arguments: [String]) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments + ["--data", data, "--airport", "ATL"], environment: environment)
    }

    /// Without prompts, a number leaving twice is an error that lists the legs and names the
    /// option; a day's legs are one day's (before: "answer it with --date", which did not help).
    @Test func withoutPromptsAnAmbiguousNumberListsItsLegsAndTheOptionThatPicksOne() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try run(["checkin", "DL5", "--at", "2013-03-05T05:00", "--no-input"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            flights: DL 5 flies 2 legs at ATL on Tue 2013-03-05: ATL → DAL departs 07:00, ATL → AZO departs 12:30
            Usage: flights checkin FLIGHT [OPTIONS]
            Pick one with --destination DAL or --destination AZO.
            See 'flights checkin --help'.

            """)
        // --date gives the same: the day is not what is missing.
        let dated = try run(["checkin", "DL5", "--at", "2013-03-05T05:00", "--date", "2013-03-05", "--no-input"])
        #expect(dated.stderr == result.stderr)
    }

    /// Once a leg has left, the next flight of each leg is offered: tomorrow's for DAL (left
    /// at 07:10 on the 4th), today's for AZO (12:30, cancelled): before, AZO was taken silently.
    @Test func eachLegOffersItsNextFlightAndNoneIsTakenSilently() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try run(["checkin", "DL5", "--at", "2013-03-04T07:30", "--no-input"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("""
            flights: DL 5 flies 2 legs at ATL: ATL → AZO departs 12:30 Mon 2013-03-04, ATL → DAL departs 07:00 Tue 2013-03-05
            Usage: flights checkin FLIGHT [OPTIONS]
            Pick one with --destination AZO or --destination DAL.

            """))
        let dallas = try run(["checkin", "DL5", "--at", "2013-03-04T07:30", "--destination", "dallas", "--name", "Ada Lovelace",
                              "--seat", "window", "--bags", "0", "--yes", "--json"])
        #expect(dallas.status == 0, "\(dallas.stderr)")
        let trip = try #require(try JSONSerialization.jsonObject(with: Data(dallas.stdout.utf8)) as? [String: Any])
        #expect(trip["flight"] as? String == "DL 5")
        #expect(trip["date"] as? String == "2013-03-05")
        #expect(trip["destination"] as? String == "DAL")
        // Known cancelled 3 hours before, the AZO leg is refused, and the rebooking hint names the leg too.
        let kalamazoo = try run(["checkin", "DL5", "--at", "2013-03-04T10:00", "--destination", "AZO", "--no-input"])
        #expect(kalamazoo.status == 1)
        #expect(kalamazoo.stderr == """
            flights: DL 5 on 2013-03-04 is cancelled: there is nothing to check in for
            See 'flights rebook DL5 --date 2013-03-04 --to AZO'.

            """)
        let rebook = try run(["rebook", "DL5", "--date", "2013-03-04", "--to", "AZO", "--at", "2013-03-04T10:00", "--no-input", "--json"])
        #expect(rebook.status == 0, "\(rebook.stderr)")
        let rebooked = try #require(try JSONSerialization.jsonObject(with: Data(rebook.stdout.utf8)) as? [String: Any])
        let cancelled = try #require(rebooked["flight"] as? [String: Any])
        #expect(cancelled["destination"] as? String == "AZO")
        #expect(cancelled["scheduled"] as? String == "2013-03-04T12:30")
    }

    @Test func aDestinationTheNumberDoesNotFlyToIsAnErrorListingItsLegs() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try run(["checkin", "DL5", "--at", "2013-03-05T05:00", "--destination", "JFK", "--no-input"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            flights: DL 5 has no leg to JFK at ATL on 2013-03-05; it flies ATL → DAL departs 07:00, ATL → AZO departs 12:30
            Pick one with --destination DAL or --destination AZO.

            """)
    }

    /// The check-in command the sheet of one leg offers names the leg, and works pasted.
    @Test func theSheetsCheckInHintNamesTheLeg() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let sheet = try run(["show", "DL5", "--at", "2013-03-05T05:00", "--to", "AZO", "--no-input"])
        let hint = try #require(sheet.stdout.split(separator: "\n").first { $0.contains("flights checkin") })
        let words = hint.split(separator: " ").map(String.init).drop { $0 != "flights" }.dropFirst()
        #expect(Array(words) == ["checkin", "DL5", "--data", data, "--airport", "ATL", "--at", "2013-03-05T05:00", "--destination", "AZO"])
        let pasted = try FlightsBinary.run(Array(words) + ["--choice", "not-now"], environment: environment)
        #expect(pasted.status == 0, "\(pasted.stderr)")
        #expect(pasted.stderr == "Not now: nothing was changed.\n")
    }

    /// On a terminal the question lists each leg's next flight; the one chosen goes on to its action sheet.
    @Test func onATerminalTheQuestionAsksWhichLeg() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let session = try PseudoTerminalSession(
            FlightsBinary.url.path, ["checkin", "DL5", "--at", "2013-03-05T05:00", "--data", data, "--airport", "ATL"],
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "NO_COLOR": "1"].merging(environment) { $1 })
        try session.waitFor("Which flight?")
        try session.waitFor("Kalamazoo")
        let screen = PseudoTerminalTests.plain(session.screen)
        #expect(screen.contains("DL 5 matches 2 flights."))
        #expect(screen.contains("1. DL 5 departure to Dallas Love Fld (DAL), 07:00 Tue 2013-03-05"))
        #expect(screen.contains("2. DL 5 departure to Kalamazoo (AZO), 12:30 Tue 2013-03-05"))
        session.type("\u{1B}[B\r")
        try session.waitFor("Check in for Delta Air Lines Inc. Flight 5")
        #expect(PseudoTerminalTests.plain(session.screen).contains("✔ Which flight? › DL 5 departure to Kalamazoo (AZO), 12:30 Tue 2013-03-05"))
        session.type("\u{1B}")  // Not Now
        #expect(try session.finish() == .exited(0))
        #expect(PseudoTerminalTests.plain(session.screen).hasSuffix("Not now: nothing was changed.\r\n"))
        #expect(session.modes == session.modesBefore, "the terminal was not restored")
    }

    /// A link to a number with two legs that way names one with `to=`; without it, the error
    /// lists the legs and the link of each (before, the next to come was taken silently).
    @Test func aLinkNamesTheLeg() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let link = "flights://departures/DL5?date=2013-03-04&airport=ATL"
        let ambiguous = try FlightsBinary.run(["open", link, "--data", data, "--at", "2013-03-04T06:00"], environment: environment)
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr == """
            flights: DL 5 flies 2 legs at ATL on Mon 2013-03-04: ATL → DAL departs 07:00, ATL → AZO departs 12:30
            Usage: flights open LINK [OPTIONS]
            Name the leg: '\(link)&to=DAL' or '\(link)&to=AZO'.
            See 'flights open --help'.

            """)
        let named = try FlightsBinary.run(["open", link + "&to=AZO", "--data", data, "--at", "2013-03-04T06:00"], environment: environment)
        #expect(named.status == 0, "\(named.stderr)")
        let wrong = try FlightsBinary.run(["open", link + "&to=JFK", "--data", data, "--at", "2013-03-04T06:00"], environment: environment)
        #expect(wrong.status == 64)
        #expect(wrong.stderr.hasPrefix(
            "flights: no departure DL 5 to JFK on 2013-03-04 at ATL; it flies ATL → DAL departs 07:00, ATL → AZO departs 12:30\n"))
    }

    /// The app's link of a flight names its leg when the number flies another that way that day, and only then.
    @Test func theAppsLinkOfALegNamesIt() throws {
        let json = """
            {"format": "flights-airport/1",
             "airport": {"code": "ATL", "name": "Atlanta", "city": "Atlanta", "timeZone": "America/New_York"},
             "airlines": [{"code": "DL", "name": "Delta Air Lines"}],
             "airports": [{"code": "DAL", "name": "Love Field", "city": "Dallas", "timeZone": "America/Chicago"},
                          {"code": "AZO", "name": "Kalamazoo", "city": "Kalamazoo", "timeZone": "America/Detroit"}],
             "flights": [{"flight": "DL 5", "direction": "departure", "airport": "DAL", "time": "07:00", "days": "1234567", "gate": "A1"},
                         {"flight": "DL 5", "direction": "departure", "airport": "AZO", "time": "12:30", "days": "1234567", "gate": "A2"},
                         {"flight": "DL 7", "direction": "departure", "airport": "DAL", "time": "13:00", "days": "1234567", "gate": "A3"}]}
            """
        let airport = SimulatedAirport(timetable: try Timetable(json: Array(json.utf8), file: "legs.json"))
        let now = try #require(LocalDateTime(parsing: "2026-11-29T06:00"))
        let flights: [Direction: [Flight]] = [
            .arrival: [], .departure: try Board(source: airport, direction: .departure, date: now.date, asOf: now).flights,
        ]
        let start = AppState(airport: airport.airport, date: now.date, now: now, clockIsPinned: true, flights: flights, trips: [],
                             tab: .departures, detents: [.drawer, .medium, .large], detent: .medium,
                             size: TerminalSize(columns: 80, rows: 24))
        #expect(AppFixture.after([.down, .enter], from: start).0.link.url == "flights://departures/DL5?to=AZO")
        #expect(AppFixture.after([.enter], from: start).0.link.url == "flights://departures/DL5?to=DAL")
        #expect(AppFixture.after([.down, .down, .enter], from: start).0.link.url == "flights://departures/DL7")
    }
}
