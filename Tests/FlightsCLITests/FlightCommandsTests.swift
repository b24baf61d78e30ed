import Foundation
import Testing
import TestSupport

/// `show`, `history`, `rebook` and `stats` on the small fixture airport with a pinned clock.
@Suite struct FlightCommandsTests {
    let small = FlightsBinary.fixture("small-airport.json")

    private func run(_ arguments: [String], _ variables: [String: String] = [:]) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments + ["--data", small], environment: variables)
    }

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
            Status      Delayed 10:05 (+5)
            Punctuality 1 to 14 minutes late (on time by the US DOT rule)

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

    @Test func historyAsJSONAgreesWithItsDays() throws {
        let result = try run(["history", "UA101", "--at", "2026-11-29T08:00", "--days", "20", "--json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let legs = try #require(object["legs"] as? [[String: Any]])
        #expect(legs.count == 1)
        let days = try #require(legs.first?["days"] as? [[String: Any]])
        let summary = try #require(legs.first?["summary"] as? [String: Any])
        // One leg: the summary of all legs is its summary.
        #expect(NSDictionary(dictionary: summary).isEqual(to: try #require(object["summary"] as? [String: Any])))
        #expect(days.count == 20)
        let onTime = days.filter { $0["on_time"] as? Bool == true }.count
        let cancelled = days.filter { $0["status"] as? String == "cancelled" }.count
        #expect(summary["on_time"] as? Int == onTime)
        #expect(summary["cancelled"] as? Int == cancelled)
        #expect(summary["flights"] as? Int == 20)
        // By the DOT rule: on time means less than 15 minutes late.
        for day in days where day["on_time"] as? Bool == true {
            #expect((day["delay_minutes"] as? Int ?? 99) < 15)
        }
        let bad = try run(["history", "UA101", "--days", "0"])
        #expect(bad.status == 64)
    }

    @Test func rebookShowsTheAlertForACancelledFlight() throws {
        let result = try run(["rebook", "AA500", "--at", "2026-11-29T14:00", "--no-input"])
        #expect(result.status == 0)
        #expect(result.stderr == "Contact Your Airline\nWe cannot rebook this flight. Please contact the airline to reschedule this flight.\n")
        #expect(result.stdout.hasPrefix("""
            Other flights to Chicago (ORD), for your call to the airline:
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

    @Test func statsTotalsAreTheSumOfTheirPeriods() throws {
        for view in ["hours", "days"] {
            let result = try run(["stats", "--view", view, "--at", "2026-11-29T20:00", "--json"])
            let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let periods = try #require(object["periods"] as? [[String: Any]])
            let total = try #require(object["total"] as? [String: Any])
            #expect(periods.count == (view == "hours" ? 24 : 10))
            for key in ["flights", "on_time", "cancelled", "diverted"] {
                #expect(total[key] as? Int == periods.compactMap { $0[key] as? Int }.reduce(0, +), "\(view) \(key)")
            }
        }
    }

    @Test func statsDrawsThePickerAndTheChart() throws {
        let result = try run(["stats", "--at", "2026-11-29T20:00"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "On time at LaGuardia Airport (LGA), arrivals and departures")
        #expect(lines[1] == "2026-11-28 21:00 to 2026-11-29 20:59")
        #expect(lines[2] == "[ Last 24 Hours ]   Last 10 Days")
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
