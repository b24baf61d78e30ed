import FlightBoard
import Testing
import TerminalKit
@testable import FlightsCLI

/// The odds in the app: the sheet's line and the history popover's, once the day's odds are
/// read. UA 101 flies every day of the fixture, so its record is the 30 days before the 29th;
/// the estimate itself is checked against an independent computation in LateChanceTests.
@Suite struct AppOddsTests {
    @Test func theSheetShowsTheOddsUnderThePunctuality() throws {
        let (opened, effects) = AppFixture.after([.enter, .character("+")])
        #expect(effects.contains(.loadOdds(.departure, LocalDateTime(parsing: "2026-11-29T08:00")!.date)))
        #expect(!AppFixture.frame(opened).contains("Odds"))
        let frame = AppFixture.frame(try AppFixture.withOdds(opened))
        #expect(frame.contains("""
            │ Punctuality 1 to 14 minutes late (on time by the US DOT rule)                │
            │ Odds        Chance of being 15+ min late: 8%                                 │
            │             from 30 days of this flight and 51 flights of its route,         │
            │             2026-10-30 to 2026-11-28                                         │
            │                                                                              │
            │ Actions                                                                      │
            """))
    }

    /// Opened again before the read arrives, or for another flight of the day, a sheet does
    /// not ask for the day's odds again: one read serves them all.
    @Test func aDaysOddsAreAskedForOnce() {
        var state = AppFixture.state()
        let day = state.date
        #expect(state.reduce(.key(.enter)).contains(.loadOdds(.departure, day)))
        _ = state.reduce(.key(.escape))
        #expect(!state.reduce(.key(.enter)).contains(.loadOdds(.departure, day)))
        _ = state.reduce(.key(.escape))
        _ = state.reduce(.key(.down))
        #expect(!state.reduce(.key(.character("h"))).contains(.loadOdds(.departure, day)))
    }

    /// At 80×24 the popover keeps its odds and summary by drawing the bars in four rows; the
    /// second line of the legend gives way.
    @Test func theHistoryPopoverShowsTheOddsBesideTheBars() throws {
        let state = try AppFixture.withOdds(try AppFixture.withHistory(AppFixture.after([.enter]).0))
        #expect(AppFixture.frame(state) == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals [ Departures ]   Trips                             [ ] Hide Cancelled
            Departures › UA 101 › History
              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
            ◂ Sat 2026-11-28 · Departed 09:56 (-4) ▸  enter: that day
            UA 101  United Airlines · Chicago (ORD) · departs 10:00
            ╭─ On-time history, last 5 flight days ────────────────────────────────╮
            │ 60 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈           │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈           │
            │ 30 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈           │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈           │
            │  0 min └──────────────────────────────────────────────────           │
            │              ▾         ▾         ✕         ▾         ▾               │
            │             24        25        26        27        28               │
            │                                                      ▲               │
            │          Nov                                                         │
            │                                                                      │
            │ 4 of 5 on time (80%) · average delay -3 min · 1 cancelled            │
            │ Chance of being 15+ min late: 8% on 2026-11-29                       │
            │ from 30 days of this flight and 51 flights of its route, 2026-10-30  │
            │ to 2026-11-28                                                        │
            │ █ 15+ min late  ▓ 1-14 min late  ▾ early  · on time  ○ not flown yet │
            ╰──────────────────────────────────────────────────────────────────────╯
            ←→ day · enter that day · esc back · tab tabs · y link · ? keys · q quit
            """)
        // With room, the bars keep their eight rows and the legend its two lines.
        var tall = state
        tall.size = TerminalSize(columns: 100, rows: 40)
        let lines = AppFixture.frame(tall).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("│        │") }.count == 6)
        #expect(lines.contains("│ from 30 days of this flight and 51 flights of its route, 2026-10-30 to 2026-11-28             │"))
        #expect(lines.contains("│ █ 15+ min late  ▓ 1-14 min late  ▾ early  · on time  ○ not flown yet  ✕ cancelled  ↪ diverted │"))
    }
}
