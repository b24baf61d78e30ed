import FlightBoard
import Foundation
import TerminalKit
import Testing
import TestSupport
@testable import FlightsCLI

/// A through-flight end to end: DL 5 flies ATL→DAL→ATL→AZO (Fixtures/through-flight, made by
/// hand: see its README). The expected figures come from awk on the file; each test shows its command.
@Suite struct FlightLegsTests {
    let data = FlightsBinary.fixture("through-flight/flights.csv")
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flights-cache-\(UUID().uuidString)").path

    private func run(_ arguments: [String]) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments + ["--data", data, "--airport", "ATL"], environment: ["XDG_CACHE_HOME": cache])
    }

    private func json(_ result: ChildProcess.Output) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
    }

    /// Over the whole file the two departing legs each get their chart, their own count of
    /// days in the title and their own summary.
    /// awk -F, '$11==5 && $13=="ATL" {n[$14]++; if ($6=="NA") c[$14]++; else {s[$14]+=$6; k[$14]++; if ($6<15) ok[$14]++}}
    ///   END {for (d in n) print d, n[d], ok[d], c[d], s[d]/k[d]}' flights.csv
    ///   → DAL 5 4 0 5 (delays 0, 20, -5, 10, 0) · AZO 4 1 1 14.33 (-2, 15, cancelled, 30)
    @Test func eachLegOfAThroughFlightHasItsOwnChart() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try run(["history", "DL5"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            DL 5  Delta Air Lines Inc. · Dallas Love Fld (DAL) · departs 07:00
              ▲
            ╭─ On-time history, last 5 flight days ────────────────────────────────╮
            │ 60 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                         │
            │        │                                                             │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                         │
            │        │                                                             │
            │ 30 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                         │
            │        │     ▅▅▅                                                     │
            │        │┈┈┈┈┈███┈┈┈┈┈┈┈┈┈┈┈┈                                         │
            │        │     ███     ▓▓▓                                             │
            │  0 min └────────────────────                                         │
            │           ·       ▾       ·                                          │
            │          01  02  03  04  05                                          │
            │          Mar                                                         │
            │                                                                      │
            │ 4 of 5 on time (80%) · average delay +5 min                          │
            │ Chance of being 15+ min late: 30% on 2013-03-05                      │
            │ only 4 days of this flight: mostly from 11 flights of the airline    │
            │ and 4 at 07:00, 2013-03-01 to 2013-03-04                             │
            │ █ 15+ min late  ▓ 1-14 min late  ▾ early  · on time  ○ not flown yet │
            │ ✕ cancelled  ↪ diverted                                              │
            ╰──────────────────────────────────────────────────────────────────────╯

            DL 5  Delta Air Lines Inc. · Kalamazoo (AZO) · departs 12:30
              ▲
            ╭─ On-time history, last 4 flight days ────────────────────────────────╮
            │ 60 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                             │
            │        │                                                             │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                             │
            │        │                                                             │
            │ 30 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈███                                             │
            │        │             ███                                             │
            │        │┈┈┈┈┈███┈┈┈┈┈███                                             │
            │        │     ███     ███                                             │
            │  0 min └────────────────                                             │
            │           ▾       ✕                                                  │
            │          01  02  04  05                                              │
            │          Mar                                                         │
            │                                                                      │
            │ 1 of 4 on time (25%) · average delay +14 min · 1 cancelled           │
            │ Chance of being 15+ min late: 33% on 2013-03-05                      │
            │ only 3 days of this flight: mostly from 11 flights of the airline    │
            │ and 3 at 12:00, 2013-03-01 to 2013-03-04                             │
            │ █ 15+ min late  ▓ 1-14 min late  ▾ early  · on time  ○ not flown yet │
            │ ✕ cancelled  ↪ diverted                                              │
            ╰──────────────────────────────────────────────────────────────────────╯

            """)
        #expect(result.stderr == "DL 5 flies 2 legs at ATL, each with its own history: ATL → DAL, ATL → AZO. Pick one with --to DAL or --to AZO.\n")
    }

    /// The JSON has a leg for each, one entry per date per leg; the top summary is of both.
    /// awk -F, '$11==5 && $13=="ATL" && $6!="NA" {s+=$6; k++} $11==5 && $13=="ATL" {n++; if ($6!="NA" && $6<15) ok++}
    ///   END {print n, ok, s/k}' flights.csv → 9 5 8.5
    @Test func theJSONHasALegForEach() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let object = try json(try run(["history", "DL5", "--json"]))
        #expect(object["flight"] as? String == "DL 5")
        #expect(object["airport"] as? String == "ATL")
        let legs = try #require(object["legs"] as? [[String: Any]])
        #expect(legs.map { "\($0["origin"] ?? "") \($0["destination"] ?? "") \($0["direction"] ?? "")" }
            == ["ATL DAL departure", "ATL AZO departure"])
        let dates = legs.map { ($0["days"] as? [[String: Any]] ?? []).compactMap { $0["date"] as? String } }
        #expect(dates == [["2013-03-01", "2013-03-02", "2013-03-03", "2013-03-04", "2013-03-05"],
                          ["2013-03-01", "2013-03-02", "2013-03-04", "2013-03-05"]])
        let summaries = legs.compactMap { $0["summary"] as? [String: Any] }
        #expect(summaries.map { $0["flights"] as? Int } == [5, 4])
        #expect(summaries.map { $0["on_time"] as? Int } == [4, 1])
        #expect(summaries.map { $0["cancelled"] as? Int } == [0, 1])
        #expect(summaries.map { $0["average_delay_minutes"] as? Double } == [5.0, 14.3])
        let total = try #require(object["summary"] as? [String: Any])
        #expect(total["flights"] as? Int == 9)
        #expect(total["on_time"] as? Int == 5)
        #expect(total["average_delay_minutes"] as? Double == 8.5)
    }

    /// --to and --from pick a leg by either end; the board's own airport picks the arriving legs.
    /// awk -F, '$11==5 && $14=="ATL" {n++; s+=$9; if ($9<15) ok++} END {print n, ok, s/n}' flights.csv → 5 4 7
    @Test func toAndFromPickALeg() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        func legs(_ options: [String]) throws -> [String] {
            let result = try run(["history", "DL5", "--json"] + options)
            #expect(result.stderr == "", "one leg needs no note")
            return (try json(result)["legs"] as? [[String: Any]] ?? []).map {
                "\($0["origin"] ?? "")→\($0["destination"] ?? "") \(($0["days"] as? [Any])?.count ?? 0)"
            }
        }
        #expect(try legs(["--to", "AZO"]) == ["ATL→AZO 4"])
        #expect(try legs(["--to", "dallas"]) == ["ATL→DAL 5"])
        #expect(try legs(["--from", "DAL"]) == ["DAL→ATL 5"])
        #expect(try legs(["--to", "ATL"]) == ["DAL→ATL 5"])
        #expect(try legs(["--arrival"]) == ["DAL→ATL 5"])
        let arrival = try json(try run(["history", "DL5", "--from", "DAL", "--json"]))
        let summary = try #require((arrival["legs"] as? [[String: Any]])?.first?["summary"] as? [String: Any])
        #expect(summary["on_time"] as? Int == 4)
        #expect(summary["average_delay_minutes"] as? Double == 7.0)

        let none = try run(["history", "DL5", "--to", "XYZ"])
        #expect(none.status == 1)
        #expect(none.stdout == "")
        #expect(none.stderr == """
            flights: DL 5 has no leg to XYZ at ATL in the data; it flies ATL → DAL departs 07:00, ATL → AZO departs 12:30, DAL → ATL arrives 11:50
            Pick one with --to DAL, --to AZO or --from DAL.

            """)
    }

    /// With --date, the legs are those of the day, and each looks back over its own days:
    /// before 2013-03-04 the DAL leg flew on the 1st, 2nd and 3rd, the AZO leg on the 1st and 2nd.
    /// awk -F, '$11==5 && $13=="ATL" && $3<4 {print $14, $3}' flights.csv
    @Test func onADayTheLegsAreThoseOfTheDay() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try run(["history", "DL5", "--date", "2013-03-04", "--departure", "--json"])
        #expect(result.status == 0)
        let legs = try #require(try json(result)["legs"] as? [[String: Any]])
        let dates = legs.map { ($0["days"] as? [[String: Any]] ?? []).compactMap { $0["date"] as? String } }
        #expect(legs.map { $0["destination"] as? String } == ["DAL", "AZO"])
        #expect(dates == [["2013-03-01", "2013-03-02", "2013-03-03"], ["2013-03-01", "2013-03-02"]])
    }

    /// The board shows both departures, each with its destination; `show` without a leg, and
    /// without prompts, lists the legs and the option that picks each.
    @Test func showListsTheLegsAndPicksOne() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // awk -F, '$3==4 && $13=="ATL" {print $5, $10, $11, $14, $6}' flights.csv
        let board = try run(["departures", "--date", "2013-03-04"])
        #expect(board.stdout == """
            TIME   FLIGHT  TO                         AIRLINE               STATUS
            07:00  DL 5    Dallas Love Fld (DAL)      Delta Air Lines Inc.  Departed 07:10 (+10)
            08:00  DL 100  John F Kennedy Intl (JFK)  Delta Air Lines Inc.  Departed 08:00
            12:30  DL 5    Kalamazoo (AZO)            Delta Air Lines Inc.  Cancelled

            """)
        let ambiguous = try run(["show", "DL5", "--date", "2013-03-04", "--no-input"])
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr.hasPrefix(
            "flights: DL 5 flies 3 legs at ATL on Mon 2013-03-04: ATL → DAL departs 07:00, DAL → ATL arrives 11:50, ATL → AZO departs 12:30\n"))
        #expect(ambiguous.stderr.contains("\nPick one with --to DAL, --from DAL or --to AZO.\n"))
        let departures = try run(["show", "DL5", "--date", "2013-03-04", "--departure", "--no-input"])
        #expect(departures.stderr.hasPrefix(
            "flights: DL 5 flies 2 legs at ATL on Mon 2013-03-04: ATL → DAL departs 07:00, ATL → AZO departs 12:30\n"))

        let kalamazoo = try json(try run(["show", "DL5", "--date", "2013-03-04", "--to", "AZO", "--json"]))
        #expect(kalamazoo["origin"] as? String == "ATL")
        #expect(kalamazoo["destination"] as? String == "AZO")
        #expect(kalamazoo["status"] as? String == "cancelled")
        let dallas = try json(try run(["show", "DL5", "--date", "2013-03-04", "--from", "DAL", "--json"]))
        #expect(dallas["origin"] as? String == "DAL")
        #expect(dallas["destination"] as? String == "ATL")
        #expect(dallas["direction"] as? String == "arrival")

        let unknown = try run(["show", "DL5", "--date", "2013-03-04", "--to", "XYZ"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("flights: DL 5 has no leg to XYZ at ATL on 2013-03-04; it flies ATL → DAL departs 07:00, DAL → ATL arrives 11:50, ATL → AZO departs 12:30\n"))
    }

    /// With prompts, `show` asks which, each leg labelled by its other end and time.
    @Test func showAsksWhichLeg() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let harness = FlowHarness(keys: [.down, .down, .enter])
        harness.dataFile = data
        harness.variables = ["XDG_CACHE_HOME": cache]
        #expect(harness.run(["show", "DL5", "--airport", "ATL", "--date", "2013-03-04", "--json"]) == 0)
        #expect(harness.terminal.frames.first?.hasPrefix("""
            ? Which flight?
              DL 5 matches 3 flights.
            › 1. DL 5 departure to Dallas Love Fld (DAL), 07:00 Mon 2013-03-04
              2. DL 5 arrival from Dallas Love Fld (DAL), 11:50 Mon 2013-03-04
              3. DL 5 departure to Kalamazoo (AZO), 12:30 Mon 2013-03-04
            """) == true)
        #expect(harness.output.text.contains("\"destination\": \"AZO\""))
    }

    /// The sheet's hints name the leg, and work pasted: the history and the rebooking of the
    /// cancelled AZO leg, not the DAL one.
    @Test func theSheetsHintsNameTheLegAndWorkPasted() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let sheet = try run(["show", "DL5", "--date", "2013-03-04", "--to", "AZO"])
        let context = "--data \(data) --airport ATL --date 2013-03-04"
        #expect(sheet.stdout.contains("\nRebook      available\n            flights rebook DL5 \(context) --to AZO\n"))
        #expect(sheet.stdout.contains("\nHistory     flights history DL5 \(context) --to AZO\n"))
        let history = try FlightsBinary.run(["history", "DL5", "--data", data, "--airport", "ATL", "--date", "2013-03-04",
                                             "--to", "AZO", "--json"], environment: ["XDG_CACHE_HOME": cache])
        let legs = try #require(try json(history)["legs"] as? [[String: Any]])
        #expect(legs.map { $0["destination"] as? String } == ["AZO"])
        let rebook = try FlightsBinary.run(["rebook", "DL5", "--data", data, "--airport", "ATL", "--date", "2013-03-04",
                                            "--to", "AZO", "--json"], environment: ["XDG_CACHE_HOME": cache])
        #expect(rebook.status == 0, "\(rebook.stderr)")
        let flight = try #require(try json(rebook)["flight"] as? [String: Any])
        #expect(flight["destination"] as? String == "AZO")
        // The arrival's history is told by its direction: it is the number's only arrival.
        let arrival = try run(["show", "DL5", "--date", "2013-03-04", "--from", "DAL"])
        #expect(arrival.stdout.contains("\nHistory     flights history DL5 \(context) --arrival\n"))
    }

    /// An airport file may list a number twice one way, for two airports: the simulated
    /// airport tells the legs apart as recorded data does. DL 5 to AZO does not fly on Sundays:
    /// in the 7 days before Monday 2026-11-30 it flew 6.
    @Test func theSimulatedAirportTellsTheLegsApartToo() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flights-legs-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
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
                { "flight": "DL 5", "direction": "departure", "airport": "AZO", "time": "12:30", "days": "123456", "gate": "A2" }
              ]
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let result = try FlightsBinary.run(["history", "DL5", "--data", file.path, "--at", "2026-11-30T18:00", "--days", "7", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let legs = try #require(try json(result)["legs"] as? [[String: Any]])
        #expect(legs.map { $0["destination"] as? String } == ["DAL", "AZO"])
        #expect(legs.map { ($0["days"] as? [Any])?.count } == [7, 6])
        #expect(result.stderr.hasPrefix("DL 5 flies 2 legs at ATL"))
    }
}
