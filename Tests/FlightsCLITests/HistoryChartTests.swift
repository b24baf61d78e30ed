import Testing
import FlightBoard
@testable import FlightsCLI

/// The history popover on a fixed history worked out by hand: UA 7 departing at 10:00
/// on the 40 days from Wed 2026-10-07 to Sun 2026-11-15, seen at 08:00 on the last one.
/// On time each day but: Oct 7 30 min late, Oct 8 5 early, Oct 20 cancelled, Oct 28
/// 10 late, Nov 3 45 late, Nov 12 diverted, and Nov 15 still to fly.
@Suite struct HistoryChartTests {
    static let clock = LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 15)!, time: TimeOfDay(hour: 8, minute: 0)!)

    static let history: [Flight] = (0..<40).map { offset in
        let date = CivilDate(year: 2026, month: 10, day: 7)!.adding(days: offset)
        let scheduled = LocalDateTime(date: date, time: TimeOfDay(hour: 10, minute: 0)!)
        let outcome: Operation.Outcome = switch (date.month, date.day) {
        case (10, 7): .operated(at: scheduled.adding(minutes: 30))
        case (10, 8): .operated(at: scheduled.adding(minutes: -5))
        case (10, 20): .cancelled
        case (10, 28): .operated(at: scheduled.adding(minutes: 10))
        case (11, 3): .operated(at: scheduled.adding(minutes: 45))
        case (11, 12): .diverted(at: scheduled)
        default: .operated(at: scheduled)
        }
        return Flight(airline: Airline(code: "UA", name: "Airline UA"), designator: FlightDesignator(airline: "UA", number: 7),
                      direction: .departure,
                      airport: Airport(code: "ORD", name: "O'Hare International Airport", city: "Chicago", timeZone: "America/Chicago"),
                      operation: Operation(scheduled: scheduled, outcome: outcome, gate: "B1"), asOf: clock)
    }

    private func render(width: Int) -> String {
        HistoryChart(flight: Self.history.last!, history: Self.history).render(in: .columns(width), color: false).joined(separator: "\n")
    }

    /// At 100 columns the 40 days fit at two columns each (8 for the axis, 80 for the bars,
    /// within 96): a bar or mark a day, every second day labelled, the months under the days.
    /// Summary: 39 finished, 35 on time (all but the two late, the cancelled and the diverted),
    /// 35/39 = 90%; the mean of the 38 departures' delays is 80/38 = +2 min.
    @Test func fortyDaysAtOneHundredColumnsAreDrawnDayByDay() {
        #expect(render(width: 100) == """
            UA 7  Airline UA · Chicago (ORD) · departs 10:00
              ▲
            ╭─ On-time history, last 40 flight days ────────────────────────────────────────────────────────╮
            │ 60 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈      │
            │        │                                                                                      │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈█┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈      │
            │        │                                                       █                              │
            │ 30 min ┤┈█┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈█┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈      │
            │        │ █                                                     █                              │
            │        │┈█┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈█┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈      │
            │        │ █                                         ▓           █                              │
            │  0 min └────────────────────────────────────────────────────────────────────────────────      │
            │            ▾ · · · · · · · · · · · ✕ · · · · · · ·   · · · · ·   · · · · · · · · ↪ · · ○      │
            │          07  09  11  13  15  17  19  21  23  25  27  29  31  02  04  06  08  10  12  14       │
            │          Oct                                               Nov                                │
            │                                                                                               │
            │ 35 of 39 on time (90%) · average delay +2 min · 1 cancelled · 1 diverted                      │
            │ █ 15+ min late  ▓ 1-14 min late  ▾ early  · on time  ○ not flown yet  ✕ cancelled  ↪ diverted │
            ╰───────────────────────────────────────────────────────────────────────────────────────────────╯
            """)
    }

    /// At 80 columns they do not (80 > 76 - 8), so each bar is a calendar week from Monday at its
    /// flights' average delay: Oct 5-11 (30-5)/5 = 5 ▓; Oct 12-18 0 ·; Oct 19-25 0 with a
    /// cancellation ✕; Oct 26-Nov 1 10/7 = 1 ·; Nov 2-8 45/7 = 6 ▓; Nov 9-15, six finished at 0, a
    /// diversion ↪. Months are named under the week that holds their 1st, the year under them.
    @Test func fortyDaysAtEightyColumnsAreDrawnByWeek() {
        #expect(render(width: 80) == """
            UA 7  Airline UA · Chicago (ORD) · departs 10:00
              ▲
            ╭─ On-time history, last 40 flight days, by week ──────────────────────────────╮
            │ 60 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                             │
            │        │                                                                     │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                             │
            │        │                                                                     │
            │ 30 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                             │
            │        │                                                                     │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                             │
            │        │ ▓▓▓             ▓▓▓                                                 │
            │  0 min └────────────────────────                                             │
            │               ·   ✕   ·       ↪                                              │
            │          Oct         Nov                                                     │
            │          2026                                                                │
            │                                                                              │
            │ 35 of 39 on time (90%) · average delay +2 min · 1 cancelled · 1 diverted     │
            │ Bars: the average delay  █ 15+ min late  ▓ 1-14 min late  ▾ early  · on time │
            │ ○ not flown yet  ✕ some cancelled  ↪ some diverted                           │
            ╰──────────────────────────────────────────────────────────────────────────────╯
            """)
    }

    /// At 30 columns (26 inside the box) 683 on-time days from 2025-01-01 to 2026-11-14 do not fit
    /// even by month: 23 months, room for (26 - 8) / 2 = 9. The last 9 are drawn, Mar to Nov 2026,
    /// every second one named (3 letters need 4 columns, a bar has 2; Nov would run past the edge),
    /// and a line says which part is drawn.
    @Test func whenEvenTheMonthsDoNotFitALineNamesThoseDrawn() throws {
        let first = CivilDate(year: 2025, month: 1, day: 1)!
        let history = (0..<683).map { offset in
            let scheduled = LocalDateTime(date: first.adding(days: offset), time: TimeOfDay(hour: 10, minute: 0)!)
            return Flight(airline: Airline(code: "UA", name: "Airline UA"), designator: FlightDesignator(airline: "UA", number: 7),
                          direction: .departure,
                          airport: Airport(code: "ORD", name: "O'Hare International Airport", city: "Chicago", timeZone: "America/Chicago"),
                          operation: Operation(scheduled: scheduled, outcome: .operated(at: scheduled), gate: "B1"), asOf: Self.clock)
        }
        let lines = HistoryChart(flight: history.last!, history: history).render(in: .columns(30), color: false)
        let axis = try #require(lines.firstIndex { $0.hasPrefix("│  0 min └") })
        #expect(Array(lines[axis...(axis + 7)]) == [
            "│  0 min └────────────────── │",
            "│          · · · · · · · · · │",
            "│          Mar May Jul Sep   │",
            "│          2026              │",
            "│ Drawn: Mar 2026 to Nov     │",
            "│ 2026; the months before do │",
            "│ not fit.                   │",
            "│                            │",
        ])
    }

    /// What a bar stands for is kept in a narrow popover: the title gives way first.
    @Test(arguments: [
        (60, "On-time history, last 365 flight days, by month"),
        (34, "Last 365 flight days, by month"),
        (20, "365 days, by month"),
        (10, "By month"),
        (6, "365 days"),
    ])
    func theTitleShortensToKeepWhatABarStandsFor(width: Int, title: String) {
        #expect(HistoryChart.title(days: 365, grouping: .month, width: width) == title)
    }

    @Test func oneDayIsOneDay() {
        #expect(HistoryChart.title(days: 1, grouping: .day) == "On-time history, last flight day")
        #expect(HistoryChart.title(days: 0, grouping: .day) == "On-time history, no earlier flight day")
        #expect(HistoryChart.title(days: 0, grouping: .day, width: 12) == "none earlier")
        #expect(HistoryChart.title(days: 1, grouping: .day, width: 10) == "1 day")
    }
}
