import FlightBoard
import Testing
import TerminalKit
@testable import FlightsCLI

/// More frames of the board app as exact text: the statistics and the history at 120×40
/// (the row at the top, the popover under it, pointing at it) and 40×12 (where the
/// statistics sheet scrolls and the popover, over its row, keeps its border), and,
/// from a whole run, the check-in's action sheet drawn in the screen over the board, the
/// boarding pass it saves and the Trips tab that lists it.
@Suite struct AppPresentationFramesTests {
    private func stats(_ size: TerminalSize) throws -> AppState {
        var state = AppFixture.state(size: size)
        let history = try OnTimeHistory(source: AppFixture.airport, span: .hours, asOf: state.now)
        _ = state.reduce(.statsLoaded(StatsResult(history: history, airport: AppFixture.airport.airport)))
        return state
    }

    private func history(_ size: TerminalSize) throws -> AppState {
        try AppFixture.withHistory(AppFixture.state(size: size))
    }

    @Test func theStatisticsAt120x40() throws {
        let frame = AppFixture.frame(try stats(TerminalSize(columns: 120, rows: 40)))
        #expect(frame == """
            LGA · LaGuardia Airport · Sun 2026-11-29                                                                     as of 08:00
              Arrivals [ Departures ]   Trips                                                                     [ ] Hide Cancelled

              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
              ── now 08:00 ─────────────────────────────────────────────────────────────────────────────────────────────────────────
              10:00  UA 101  Chicago (ORD)  United Airlines    B1    Delayed 10:05 (+5)
              13:00  DL 200  Atlanta (ATL)  Delta Air Lines    C1    On time
              14:50  DL 201  Atlanta (ATL)  Delta Air Lines    C4    On time
              16:00  AA 500  Chicago (ORD)  American Airlines  B7    On time










            ╭─ On-Time Statistics · LGA ──────────────────────────────━━━━─────────────────────────────────────────────────────────╮
            │ On time at LaGuardia Airport (LGA), arrivals and departures, 2026-11-28 09:00 to 2026-11-29 08:59                    │
            │ [ Last 24 Hours ]   Last 10 Days   Routes   Times of Day                                                             │
            │                                                                                                                      │
            │ 100% ┤┈██┈██┈┈┈┈██┈██┈██┈██┈██┈┈┈┈██┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                       │
            │      │ ██ ██    ██ ██ ██ ██ ██    ██                                                                                 │
            │      │┈██┈██┈┈┈┈██┈██┈██┈██┈██┈┈┈┈██┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                       │
            │      │ ██ ██    ██ ██ ██ ██ ██    ██                                                                                 │
            │  50% ┤┈██┈██┈┈┈┈██┈██┈██┈██┈██┈┈┈┈██┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                       │
            │      │ ██ ██    ██ ██ ██ ██ ██    ██                                                                                 │
            │      │┈██┈██┈┈┈┈██┈██┈██┈██┈██┈┈┈┈██┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                       │
            │      │ ██ ██    ██ ██ ██ ██ ██    ██                                                                                 │
            │   0% └────────────────────────────────────────────────────────────────────────                                       │
            │              ·                 ·     ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·                                        │
            │        09       12       15       18       21       00       03       06                                             │
            │        Nov 28                                       Nov 29                                                           │
            │                                                                                                                      │
            │ Last 24 hours: 8 flights finished, 100% on time · average delay -6 min                                               │
            │ █ 80% or more on time  ▓ 60-79%  ▒ under 60%  · none finished                                                        │
            ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯
            ←→ view · esc close · ? keys · q quit
            """)
    }

    @Test func theStatisticsAt40x12ScrollWithinTheSheet() throws {
        let state = try stats(TerminalSize(columns: 40, rows: 12))
        #expect(AppFixture.frame(state) == """
            ╭─ On-Time Statistics · LGA ───────────╮
            │ On time at LaGuardia Airport (LGA)   │
            │ arrivals and departures              │
            │ 2026-11-28 09:00 to 2026-11-29 08:59 │
            │ [ 24 Hours ]                         │
            │                                      │
            │ 100% ┤██┈█████┈█┈┈┈┈┈┈┈┈┈┈┈┈┈┈       │
            │      │██ █████ █                     │
            │      │██┈█████┈█┈┈┈┈┈┈┈┈┈┈┈┈┈┈       │
            │ ↓ 15 more                            │
            ╰──────────────────────────────────────╯
            ←→ view · esc close · ? keys · q quit
            """)
        let (scrolled, _) = AppFixture.after([.down, .down], from: state)
        #expect(AppFixture.frame(scrolled).contains("↑ 2 more"))
        // Scrolled to its end and no further: one more line down changes nothing.
        let end = AppFixture.frame(AppFixture.after(Array(repeating: .down, count: 40), from: state).0)
        #expect(end.contains("│ ▒ under 60%  · none finished         │"))
        #expect(AppFixture.frame(AppFixture.after(Array(repeating: .down, count: 41), from: state).0) == end)
    }

    @Test func theHistoryAt120x40() throws {
        let frame = AppFixture.frame(try history(TerminalSize(columns: 120, rows: 40)))
        #expect(frame == """
            LGA · LaGuardia Airport · Sun 2026-11-29                                                                     as of 08:00
              Arrivals [ Departures ]   Trips                                                                     [ ] Hide Cancelled
            Departures › UA 101 › History
              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
              10:00  UA 101  Chicago (ORD)  United Airlines    B1    Delayed 10:05 (+5)
            ◂ Sat 2026-11-28 · Departed 09:56 (-4) ▸  enter: that day
            UA 101  United Airlines · Chicago (ORD) · departs 10:00
               ▲
            ╭─ On-time history, last 5 flight days ─────────────────────────────────────────────────────────╮
            │ 60 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                    │
            │        │                                                                                      │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                    │
            │        │                                                                                      │
            │ 30 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                    │
            │        │                                                                                      │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                                    │
            │        │                                                                                      │
            │  0 min └──────────────────────────────────────────────────                                    │
            │              ▾         ▾         ✕         ▾         ▾                                        │
            │             24        25        26        27        28                                        │
            │                                                      ▲                                        │
            │          Nov                                                                                  │
            │                                                                                               │
            │ 4 of 5 on time (80%) · average delay -3 min · 1 cancelled                                     │
            │ █ 15+ min late  ▓ 1-14 min late  ▾ early  · on time  ○ not flown yet  ✕ cancelled  ↪ diverted │
            ╰───────────────────────────────────────────────────────────────────────────────────────────────╯













            ←→ day · enter that day · esc back · tab tabs · ~ board · y link · ? keys · q quit
            """)
    }

    @Test func theHistoryAt40x12() throws {
        let frame = AppFixture.frame(try history(TerminalSize(columns: 40, rows: 12)))
        #expect(frame == """
            LGA · Sun 2026-11-29         as of 08:00
              Arr [ Dep ]   Trips [ ] Hide Cancelled
            Departures › UA 101 › History
              TIME   FLIGHT  STATUS
            ◂ Sat 2026-11-28 · Departed 09:56 (-4) ▸
            UA 101  ORD · departs 10:00
            ╭─ Last 5 flight days ────────────────╮
            │ 60 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈   │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈   │
            │ 30 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈   │
            ╰─────────────────────────────────────╯
            ←→ day · esc back · ? keys · q quit
            """)
    }

    @Test func aCheckInDrawsItsQuestionsOverTheBoardThenThePassAndTrips() throws {
        let keys: [ScriptedTerminal.Event] = [.key(.character("c")), .key(.character("3"))] + "Ada Lovelace".map { .key(.character($0)) }
            + [.key(.enter), .key(.enter), .key(.enter), .key(.enter), .key(.enter), .key(.character("3")), .key(.character("q"))]
        let harness = FlowHarness(events: keys, size: TerminalSize(columns: 80, rows: 24))
        #expect(harness.run(["board", "--at", "2026-11-29T08:00"]) == 0)
        let code = try #require(try harness.records().checkIns.first?.code)
        let frames = harness.terminal.frames
        #expect(frames.first { $0.contains("? Check In") } == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals [ Departures ]   Trips                             [ ] Hide Cancelled

              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
              ── now 08:00 ─────────────────────────────────────────────────────────────────
            › 10:00  UA 101  Chicago (ORD)  United Airlines    B1    Delayed 10:05 (+5)
              13:00  DL 200  Atlanta (ATL)  Delta Air Lines    C1    On time
              14:50  DL 201  Atlanta (ATL)  Delta Air Lines    C4    On time
              16:00  AA 500  Chicago (ORD)  American Airlines  B7    On time







            ╭─ Check In · UA 101 ─────────────────━━━━─────────────────────────────────────╮
            │ ? Check In                                                                   │
            │   Check in for United Airlines Flight 101                                    │
            │   1. Not Now                                                                 │
            │   2. Reschedule (destructive)                                                │
            │ › 3. Check In                                                                │
            ╰──────────────────────────────────────────────────────────────────────────────╯
            ↑↓ move · enter choose · 1-9 pick · esc close · q quit
            """)
        #expect(frames.last { $0.contains("ADA LOVELACE") } == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals [ Departures ]   Trips                             [ ] Hide Cancelled

              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
              ── now 08:00 ─────────────────────────────────────────────────────────────────
              10:00  UA 101  Chicago (ORD)  United Airlines    B1    Delayed 10:05 (+5)
              13:00  DL 200  Atlanta (ATL)  Delta Air Lines    C1    On time
              14:50  DL 201  Atlanta (ATL)  Delta Air Lines    C4    On time
              16:00  AA 500  Chicago (ORD)  American Airlines  B7    On time
            ╭─ Boarding Pass ─────────────────────━━━━─────────────────────────────────────╮
            │ ╭─ Boarding pass ──────────────────────────────────╮                         │
            │ │ UNITED AIRLINES  UA 101                          │                         │
            │ │ LGA New York → ORD Chicago                       │                         │
            │ │                                                  │                         │
            │ │ Passenger    ADA LOVELACE                        │                         │
            │ │ Date         Sun 2026-11-29                      │                         │
            │ │ Departs      10:00 → 10:05   Gate B1             │                         │
            │ │ Boarding     09:25                               │                         │
            │ │ Seat         No preference   Bags 0              │                         │
            │ │                                                  │                         │
            │ │ Confirmation \(code)                              │                         │
            │ ╰──────────────────────────────────────────────────╯                         │
            ╰──────────────────────────────────────────────────────────────────────────────╯
            enter close · ? keys · q quit
            """)
        #expect(frames.last { $0.contains("[ Trips ]") } == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals   Departures [ Trips ]

              CODE    FLIGHT  DEPARTS           STATUS              DETAILS
            › \(code)  UA 101  2026-11-29 10:00  Delayed 10:05 (+5)  Ada Lovelace · to ORD ·…


















            enter open · u undo · tab tabs · y link · ? keys · q quit
            """)
    }
}
