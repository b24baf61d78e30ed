import Foundation
import Testing
@testable import FlightsCLI

/// Which flights a trip can be moved to: the other departures to the same destination on the
/// flight's day and the two after, that have not left and are on time or delayed.
@Suite struct RescheduleAlternativesTests {
    /// The small airport with, on Tuesday 2026-12-01, AA 500 (16:00 to Chicago) cancelled, known
    /// from 13:00 (3 hours before), and UA 101 (10:00 to Chicago) delayed to 13:00, known from 07:00.
    private func harness() throws -> (FlowHarness, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-moves-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let text = try String(contentsOfFile: FlightsBinary.fixture("small-airport.json"), encoding: .utf8)
            .replacingOccurrences(of: #"  "operations": ["#, with: """
                  "operations": [
                    { "date": "2026-12-01", "flight": "AA 500", "direction": "departure", "status": "cancelled" },
                    { "date": "2026-12-01", "flight": "UA 101", "direction": "departure", "status": "scheduled", "time": "13:00" },
                """)
        try text.write(toFile: directory + "/airport.json", atomically: false, encoding: .utf8)
        let harness = FlowHarness(keys: [])
        harness.dataFile = directory + "/airport.json"
        return (harness, directory)
    }

    /// UA 301 (23:30 on weekdays) on Tuesday, at 14:00: AA 500 of that day is cancelled, so
    /// the alternatives to Chicago are Wednesday's and Thursday's UA 101, AA 500 and UA 301.
    @Test func aCancelledFlightIsNoPlaceToMoveTo() throws {
        let (harness, directory) = try harness()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let move = ["checkin", "UA301", "--date", "2026-12-01", "--at", "2026-12-01T14:00", "--to", "AA500"]
        #expect(harness.run(move + ["--to-date", "2026-12-01", "--yes"]) == ExitStatus.usage.rawValue)
        #expect(harness.errors.text.hasPrefix("flights: --to AA500 is offered on 2026-12-02, 2026-12-03, not on 2026-12-01\n"))
        #expect(try harness.records().reschedules.isEmpty)
        // Without --to-date, the soonest one offered: Wednesday's.
        #expect(harness.run(move + ["--yes"]) == 0)
        #expect(try harness.records().reschedules.map(\.toDeparture.description) == ["2026-12-02T16:00"])
    }

    /// At 11:00 UA 101 of 10:00 has not left: delayed to 13:00 (boarding from 12:20), it is the
    /// soonest flight to Chicago, and the first offered, though its scheduled time has passed.
    @Test func aDelayedFlightThatHasNotLeftIsOfferedPastItsScheduledTime() throws {
        let (harness, directory) = try harness()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(harness.run(["checkin", "UA301", "--date", "2026-12-01", "--at", "2026-12-01T11:00", "--to", "UA101", "--yes"]) == 0,
                "\(harness.errors.text)")
        #expect(try harness.records().reschedules.map(\.toDeparture.description) == ["2026-12-01T10:00"])
        // Boarding, it is no longer offered.
        let (boarding, other) = try self.harness()
        defer { try? FileManager.default.removeItem(atPath: other) }
        #expect(boarding.run(["checkin", "UA301", "--date", "2026-12-01", "--at", "2026-12-01T12:30", "--to", "UA101",
                              "--to-date", "2026-12-01", "--yes"]) == ExitStatus.usage.rawValue)
        #expect(boarding.errors.text.hasPrefix("flights: --to UA101 is offered on 2026-12-02, 2026-12-03, not on 2026-12-01\n"))
    }
}
