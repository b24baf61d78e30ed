import Foundation
import Testing
import TestSupport

/// A recorded day is over: its board shows how every flight ended, the ones that left
/// after midnight included, unless `--at` pins the clock. On the sample shipped in
/// Data/jfk-2013-07, whose last departures of 4 July 2013 are (from flights.csv):
///
///     2013,7,4,11,2359,12,…,B6,839,…,JFK,BQN,…    left 00:11 the next day, 12 late
///     2013,7,4,2357,2359,-2,…,B6,1503,…,JFK,SJU,… left 23:57, 2 early
///     2013,7,4,59,2359,60,…,B6,745,…,JFK,PSE,…    left 00:59 the next day, 60 late (the day's last)
@Suite struct RecordedDayTests {
    let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Data/jfk-2013-07/flights.csv").path
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flights-cache-\(UUID().uuidString)").path

    /// The last three rows of the board as CSV: flight, status and remarks.
    private func lateEvening(_ extra: [String] = []) throws -> (asOf: String, rows: [String]) {
        let arguments = ["departures", "--data", sample, "--airport", "JFK", "--date", "2013-07-04"]
        let csv = try FlightsBinary.run(arguments + ["--format", "csv"] + extra, environment: ["XDG_CACHE_HOME": cache])
        #expect(csv.status == 0)
        let header = csv.stdout.split(separator: "\n").first.map { $0.split(separator: ",").map(String.init) } ?? []
        let columns = ["flight", "status", "remarks"].compactMap(header.firstIndex)
        let rows = csv.stdout.split(separator: "\n").suffix(3).map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return columns.map { fields[$0] }.joined(separator: ",")
        }
        let json = try FlightsBinary.run(arguments + ["--json"] + extra, environment: ["XDG_CACHE_HOME": cache])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        return (try #require(object["as_of"] as? String), rows)
    }

    @Test func theDayIsSeenOnceItsLastFlightHadGone() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let board = try lateEvening()
        #expect(board.asOf == "2013-07-05T00:59")
        #expect(board.rows == [
            "B6 745,departed,Departed 00:59+1 (+60)",
            "B6 839,departed,Departed 00:11+1 (+12)",
            "B6 1503,departed,Departed 23:57 (-2)",
        ])
    }

    @Test func atStillPinsTheClock() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // At 23:59 B6 745 had not left (its 00:59 known since 20:59) and B6 839 was boarding (from 23:31).
        let board = try lateEvening(["--at", "23:59"])
        #expect(board.asOf == "2013-07-04T23:59")
        #expect(board.rows == [
            "B6 745,delayed,Delayed 00:59+1 (+60)",
            "B6 839,boarding,Boarding (+12)",
            "B6 1503,departed,Departed 23:57 (-2)",
        ])
    }

    @Test func theSheetOfALateFlightSaysHowItEnded() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let sheet = try FlightsBinary.run(["show", "B6745", "--data", sample, "--airport", "JFK", "--date", "2013-07-04"],
                                          environment: ["XDG_CACHE_HOME": cache])
        #expect(sheet.status == 0)
        #expect(sheet.stdout.contains("Status      Departed 00:59+1 (+60)\n"))
        #expect(sheet.stdout.contains("Actual      00:59+1\n"))
    }
}
