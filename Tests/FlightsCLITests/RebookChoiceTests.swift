import FlightBoard
import Foundation
import Testing
import TestSupport
import TerminalKit
@testable import FlightsCLI

/// A cancelled flight rebooked from the command line, and flight numbers typed as the board
/// prints them. Over the small fixture airport: AA 500 (16:00 Sunday, to Chicago) is
/// cancelled, known from 13:00; the route's other flights are AA 500, UA 101 and UA 301.
@Suite struct RebookChoiceTests {
    private static let afternoon = ["--at", "2026-11-29T14:00"]

    @Test func rebookOntoANamedFlightMovesTheTripWithItsCheckIns() throws {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(["checkin", "AA500", "--name", "Ada Lovelace", "--seat", "aisle", "--bags", "2", "--yes",
                             "--at", "2026-11-29T08:00"]) == 0)
        let checkIn = try #require(try harness.records().checkIns.first)
        #expect(harness.run(["rebook", "AA500", "--to", "UA101", "--yes", "--no-input"] + Self.afternoon) == 0, "\(harness.errors.text)")
        let move = try #require(try harness.records().reschedules.first)
        #expect(move.from.compact == "AA500" && move.to.compact == "UA101")
        #expect(move.toDeparture.description == "2026-11-30T10:00")
        #expect(move.givenUp == [checkIn])
        #expect(try harness.records().checkIns.isEmpty)
        #expect(harness.output.text.hasSuffix("\nRescheduled: UA 101 departure to Chicago (ORD), 10:00 Mon 2026-11-30, gate B1. Confirmation \(move.code).\n"))
        // The command that checks Ada in again, with her answers, as checkin's Reschedule prints it.
        #expect(harness.errors.text.contains("flights checkin UA101 --date 2026-11-30 --name 'Ada Lovelace' --seat aisle --bags 2 --data \(harness.dataFile) --at 2026-11-29T14:00"))
    }

    @Test func withoutPromptsAMoveNeedsYesAndNothingIsSaved() throws {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(["rebook", "AA500", "--to", "UA101", "--no-input"] + Self.afternoon) == 64)
        #expect(harness.errors.text.contains("a question needs an answer and prompts are off (--no-input); answer it with --yes"))
        #expect(try harness.records().reschedules.isEmpty)
    }

    @Test func aFlightNotOfferedIsAUsageErrorListingTheOffers() {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(["rebook", "AA500", "--to", "DL200", "--yes"] + Self.afternoon) == 64)
        #expect(harness.errors.text.contains("--to DL200 is not one of the alternatives: AA500 2026-11-30, AA500 2026-12-01, UA101 2026-11-30"))
    }

    @Test func onATerminalTheListIsAskedTheAirlinesOwnFirstAndKeepChangesNothing() throws {
        // The list, then Esc: its Keep.
        let harness = FlowHarness(keys: [.escape])
        #expect(harness.run(["rebook", "AA500"] + Self.afternoon) == 0, "\(harness.errors.text)")
        let first = harness.terminal.frames.first ?? ""
        #expect(first.contains("? Rebook AA 500"))
        let lines = first.split(separator: "\n").map(String.init)
        let offers = lines.filter { $0.contains("2026-1") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(offers.map { $0.components(separatedBy: "  ").prefix(2).joined(separator: "  ") } == [
            "› 1. Mon 2026-11-30 16:00  AA 500", "2. Tue 2026-12-01 16:00  AA 500",
            "3. Mon 2026-11-30 10:00  UA 101", "4. Mon 2026-11-30 23:30  UA 301",
            "5. Tue 2026-12-01 10:00  UA 101", "6. Tue 2026-12-01 23:30  UA 301",
        ])
        #expect(lines.contains { $0.contains("Keep AA 500") })
        #expect(harness.errors.text == "Kept AA 500: nothing was changed.\n")
        #expect(try harness.records().reschedules.isEmpty)
    }

    @Test func checkInsRescheduleOfACancelledFlightIsItsRebook() throws {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(["checkin", "AA500", "--choice", "reschedule", "--to", "UA301", "--yes"] + Self.afternoon) == 0,
                "\(harness.errors.text)")
        let move = try #require(try harness.records().reschedules.first)
        #expect(move.to.compact == "UA301" && move.toDeparture.description == "2026-11-30T23:30")
        // Without --choice reschedule the refusal stands, with the rebook to run.
        #expect(harness.run(["checkin", "AA500", "--date", "2026-11-29", "--no-input"] + Self.afternoon) == 1)
        #expect(harness.newErrors.contains("See 'flights rebook AA500 --date 2026-11-29'."))
    }

    @Test func aFlightNumberTypedAsTheBoardPrintsItIsOneFlight() {
        let joined = FlowHarness(keys: [])
        #expect(joined.run(["show", "UA101", "--json", "--at", "2026-11-29T08:00"]) == 0)
        let split = FlowHarness(keys: [])
        #expect(split.run(["show", "UA", "101", "--json", "--at", "2026-11-29T08:00"]) == 0, "\(split.errors.text)")
        #expect(split.output.text == joined.output.text)
        let checkIn = FlowHarness(keys: [])
        #expect(checkIn.run(["checkin", "ua", "101", "--name", "Ada Lovelace", "--seat", "any", "--bags", "0", "--yes",
                             "--at", "2026-11-29T08:00"]) == 0, "\(checkIn.errors.text)")
        // A word that is no flight number's stays an unexpected argument.
        let wrong = FlowHarness(keys: [])
        #expect(wrong.run(["show", "UA101", "later"]) == 64)
        #expect(wrong.errors.text.contains("unexpected argument 'later'"))
    }

    @Test func showWithoutADateMeansTheNextFlightNotYetGone() {
        // At 12:00 Sunday UA 101 has left; its sheet is Monday's, as checkin would mean.
        let harness = FlowHarness(keys: [])
        #expect(harness.run(["show", "UA101", "--json", "--at", "2026-11-29T12:00"]) == 0, "\(harness.errors.text)")
        #expect(harness.output.text.contains("\"scheduled\": \"2026-11-30T10:00\""))
        let pinned = FlowHarness(keys: [])
        #expect(pinned.run(["show", "UA101", "--json", "--date", "2026-11-29", "--at", "2026-11-29T12:00"]) == 0)
        #expect(pinned.output.text.contains("\"scheduled\": \"2026-11-29T10:00\""))
    }

    /// On the built-in LaGuardia, UA 544 to O'Hare at 07:00 on 2026-12-01 is cancelled; to
    /// Chicago fly UA 635 (06:00) and UA 544 to O'Hare, AA 337 (13:59) to O'Hare and WN 579
    /// (20:55) to Midway, as `departures --to Chicago` lists them each day.
    @Test func theCitysOtherAirportsComeAfterTheAirlinesOwnAndTheOthers() throws {
        let result = try FlightsBinary.run(["rebook", "UA544", "--at", "2026-12-01T05:00", "--no-input"],
                                           environment: ["XDG_STATE_HOME": "/nonexistent"])
        #expect(result.status == 0, "\(result.stderr)")
        let offered = result.stdout.split(separator: "\n").dropFirst().map { line in
            line.components(separatedBy: " · ")[0].trimmingCharacters(in: .whitespaces)
        }
        #expect(offered == [
            "UA 635 departure to Chicago (ORD), 06:00 Tue 2026-12-01", "UA 635 departure to Chicago (ORD), 06:00 Wed 2026-12-02",
            "UA 544 departure to Chicago (ORD), 07:00 Wed 2026-12-02", "UA 635 departure to Chicago (ORD), 06:00 Thu 2026-12-03",
            "UA 544 departure to Chicago (ORD), 07:00 Thu 2026-12-03", "AA 337 departure to Chicago (ORD), 13:59 Tue 2026-12-01",
            "AA 337 departure to Chicago (ORD), 13:59 Wed 2026-12-02", "AA 337 departure to Chicago (ORD), 13:59 Thu 2026-12-03",
            "WN 579 departure to Chicago (MDW), 20:55 Tue 2026-12-01", "WN 579 departure to Chicago (MDW), 20:55 Wed 2026-12-02",
            "WN 579 departure to Chicago (MDW), 20:55 Thu 2026-12-03",
        ])
    }
}
