import Foundation
import Testing
import TestSupport

/// `show`, `history`, `rebook` and `stats` on the small fixture airport with a pinned clock.
@Suite struct FlightCommandsTests {
    let small = FlightsBinary.fixture("small-airport.json")

    private func run(_ arguments: [String], _ variables: [String: String] = [:]) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments + ["--data", small], environment: variables)
    }

    /// UA 101 is flown by the aircraft of UA 100 (09:00, the one UA arrival a turn of 40 minutes
    /// to 3 hours before it), named as EndToEndTests works out: N478UA. Its odds line is the
    /// sheet's layout of the chance; LateChanceTests checks the figures against Python on recorded data.
    @Test func showThroughAPipeListsTheDetails() throws {
        let result = try run(["show", "UA101", "--at", "2026-11-29T08:00"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            United Airlines 101
            UA 101  United Airlines
            New York (LGA) → Chicago (ORD)

            Date        Sun 2026-11-29
            Scheduled   Departs 10:00 (LGA time)
            Expected    10:05
            Gate        B1
            Aircraft    N478UA
            Inbound     UA 100 from ORD · On time
            Status      Delayed 10:05 (+5)
            Punctuality 1 to 14 minutes late (on time by the US DOT rule)
            Odds        Chance of being 15+ min late: 8%
                        from 30 days of this flight and 51 flights of its route, 2026-10-30 to 2026-11-28

            Actions
            Check in    open until 09:35
                        flights checkin UA101 --data \(small) --at 2026-11-29T08:00
            Rebook      only for cancelled flights
            History     flights history UA101 --data \(small) --at 2026-11-29T08:00

            """)
    }

    @Test func showAsJSONCarriesTheCheckInWindow() throws {
        let result = try run(["show", "ua 101", "--at", "2026-11-29T08:00", "--json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["flight"] as? String == "UA 101")
        #expect(object["status"] as? String == "delayed")
        #expect(object["check_in"] as? [String: String] == ["state": "open", "closes": "2026-11-29T09:35"])
    }

    @Test func aDetentSizesThePrintedSheet() throws {
        let result = try run(["show", "UA101", "--at", "2026-11-29T08:00", "--detent", "drawer", "--no-input"])
        // Not a terminal here, so the details come in full whatever the detent; the detent is checked for its syntax.
        #expect(result.status == 0)
        let bad = try run(["show", "UA101", "--detent", "tall"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("flights: --detent expects medium, large, drawer, a fraction such as 0.4, or a number of rows from 3, not 'tall'\n"))
    }

    @Test func historyIsAPopoverChartWithASummary() throws {
        let result = try run(["history", "UA101", "--at", "2026-11-29T08:00", "--days", "5"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            UA 101  United Airlines · Chicago (ORD) · departs 10:00
               ▲
            ╭─ On-time history, last 5 flight days ────────────────────────────────╮
            │ 60 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                         │
            │        │                                                             │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                         │
            │        │                                                             │
            │ 30 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                         │
            │        │                                                             │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                         │
            │        │                                                             │
            │  0 min └────────────────────                                         │
            │           ▾   ▾   ✕   ▾   ▾                                          │
            │          24  25  26  27  28                                          │
            │          Nov                                                         │
            │                                                                      │
            │ 4 of 5 on time (80%) · average delay -3 min · 1 cancelled            │
            │ Chance of being 15+ min late: 8% on 2026-11-29                       │
            │ from 30 days of this flight and 51 flights of its route, 2026-10-30  │
            │ to 2026-11-28                                                        │
            │ █ 15+ min late  ▓ 1-14 min late  ▾ early  · on time  ○ not flown yet │
            │ ✕ cancelled  ↪ diverted                                              │
            ╰──────────────────────────────────────────────────────────────────────╯

            """)
    }

    /// Days after the clock have not been flown: they are marked ○, not · (on time), and
    /// UA 101 of the 29th, delayed to 10:05 but not gone at 08:00, draws no bar.
    @Test func historyMarksTheDaysNotFlownYet() throws {
        let result = try run(["history", "UA101", "--at", "2026-11-29T08:00", "--date", "2026-12-02", "--days", "4"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("│  0 min └────────────────                                             │"))
        #expect(lines.contains("│           ▾   ○   ○   ○                                              │"))
        #expect(lines.contains("│          28  29  30  01                                              │"))
        #expect(lines.contains("│          Nov         Dec                                             │"))
        #expect(lines.contains("│ 1 of 1 on time (100%) · average delay -4 min                         │"))
        #expect(!lines.contains { $0.contains("▓") && !$0.contains("1-14 min late") }, "no bar for a day not flown")
    }

    /// UA 101 (10:00 daily) over five recorded days, added to the fixture: 10:14 (14 minutes
    /// late, on time by the DOT rule), cancelled, 10:15 (15 late: late), diverted after leaving
    /// at 09:58, and 10:05 on the 29th. By hand: 5 flights with an outcome, 2 on time (14 and
    /// 5), 1 cancelled, 1 diverted, a share of 2/5, and an average delay of the four that flew
    /// of (14 + 15 - 2 + 5) / 4 = 8.0 minutes. The history is of the days before --date.
    @Test func historyAsJSONCountsEachDayByTheRule() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-days-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorded = [("2026-11-25", #""status": "scheduled", "time": "10:14""#), ("2026-11-26", #""status": "cancelled""#),
                        ("2026-11-27", #""status": "scheduled", "time": "10:15""#), ("2026-11-28", #""status": "diverted", "time": "09:58""#)]
        let text = try String(contentsOfFile: small, encoding: .utf8).replacingOccurrences(of: #"  "operations": ["#, with: #"  "operations": ["#
            + recorded.map { #"{ "date": "\#($0.0)", "flight": "UA 101", "direction": "departure", \#($0.1) },"# }.joined())
        try text.write(toFile: directory + "/airport.json", atomically: false, encoding: .utf8)

        let result = try FlightsBinary.run(["history", "UA101", "--at", "2026-11-29T20:00", "--date", "2026-11-30", "--days", "5", "--json",
                                            "--data", directory + "/airport.json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let legs = try #require(object["legs"] as? [[String: Any]])
        #expect(legs.count == 1)
        let days = try #require(legs.first?["days"] as? [[String: Any]])
        #expect(days.map { "\($0["date"] as? String ?? "") \($0["status"] as? String ?? "") \($0["on_time"] as? Bool ?? false)" } == [
            "2026-11-25 departed true", "2026-11-26 cancelled false", "2026-11-27 departed false",
            "2026-11-28 diverted false", "2026-11-29 departed true",
        ])
        #expect(days.map { $0["delay_minutes"] as? Int } == [14, nil, 15, -2, 5])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["flights"] as? Int == 5)
        #expect(summary["on_time"] as? Int == 2)
        #expect(summary["cancelled"] as? Int == 1)
        #expect(summary["diverted"] as? Int == 1)
        #expect(summary["on_time_share"] as? Double == 0.4)
        #expect(summary["average_delay_minutes"] as? Double == 8.0)
        let bad = try run(["history", "UA101", "--days", "0"])
        #expect(bad.status == 64)
    }

    @Test func rebookShowsTheAlertForACancelledFlight() throws {
        let result = try run(["rebook", "AA500", "--at", "2026-11-29T14:00", "--no-input"])
        #expect(result.status == 0)
        #expect(result.stderr == "Contact Your Airline\nWe cannot rebook this flight. Please contact the airline to reschedule this flight.\n"
                + "To rebook onto one of them: 'flights rebook AA500 --date 2026-11-29 --to FLIGHT --yes --data \(small) --at 2026-11-29T14:00'.\n")
        #expect(result.stdout.hasPrefix("""
            Other flights to Chicago (ORD), for your call to the airline:
              AA 500 departure to Chicago (ORD), 16:00 Mon 2026-11-30 · On time
              AA 500 departure to Chicago (ORD), 16:00 Tue 2026-12-01 · On time
              UA 101 departure to Chicago (ORD), 10:00 Mon 2026-11-30 · On time

            """))
    }

    @Test func rebookRefusesOtherFlightsSayingWhy() throws {
        let result = try run(["rebook", "UA101", "--at", "2026-11-29T08:00"])
        #expect(result.status == 1)
        #expect(result.stderr == "flights: UA 101 cannot be rebooked: it is delayed, expected at 10:05, not cancelled; rebooking is only for cancelled flights\n")
        let before = try run(["rebook", "AA500", "--at", "2026-11-29T08:00"])
        #expect(before.stderr.contains("it is on time"), "the cancellation is not announced before 13:00")
    }

    @Test func statsDrawsThePickerAndTheChart() throws {
        let result = try run(["stats", "--at", "2026-11-29T20:00"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "On time at LaGuardia Airport (LGA), arrivals and departures")
        #expect(lines[1] == "2026-11-28 21:00 to 2026-11-29 20:59")
        #expect(lines[2] == "[ Last 24 Hours ]   Last 10 Days   Routes   Times of Day")
        #expect(lines[4].hasPrefix("100% ┤"))
        #expect(lines.contains { $0.hasPrefix("  0% └") })
        #expect(result.stdout.contains("Last 24 hours: "))
    }

    @Test func aBareNumberFindsTheOneFlightWithIt() throws {
        let result = try run(["show", "101", "--at", "2026-11-29T08:00", "--json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"flight\": \"UA 101\""))
        let none = try run(["show", "0000"])
        #expect(none.status == 64)
        #expect(none.stderr.hasPrefix("flights: '0000' is not a flight number"))
    }
}
