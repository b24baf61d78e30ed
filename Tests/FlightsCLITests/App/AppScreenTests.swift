import FlightBoard
import Testing
import TerminalKit
@testable import FlightsCLI

/// Frames of the board app as exact text at fixed sizes. The fixture's departures on Sunday
/// 2026-11-29: UA 101 10:00 (delayed to 10:05 by the model), DL 200 13:00, DL 201 14:50,
/// AA 500 16:00. At 08:00 all are still to come: the now line is above the first, which is
/// selected (›). At 14:00, UA 101 and DL 200 have left, DL 201 is selected under the now line,
/// and the narrow board keeps TIME, FLIGHT and STATUS.
@Suite struct AppScreenTests {
    private func alertState() -> AppState {
        var state = AppFixture.state()
        _ = state.reduce(.present(AppNotice(title: "Check In", lines: [["check-in for DL 201 opens at 14:50 on 2026-11-28"]], style: .alert)))
        return state
    }

    private func historyState() throws -> AppState {
        try AppFixture.withHistory(AppFixture.after([.enter]).0)
    }

    @Test func theDeparturesBoardAt80x24OpensScrolledToNowWithTheFirstFlightToComeSelected() {
        #expect(AppFixture.frame(AppFixture.state()) == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals [ Departures ]   Trips                             [ ] Hide Cancelled

              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
              ── now 08:00 ─────────────────────────────────────────────────────────────────
            › 10:00  UA 101  Chicago (ORD)  United Airlines    B1    Delayed 10:05 (+5)
              13:00  DL 200  Atlanta (ATL)  Delta Air Lines    C1    On time
              14:50  DL 201  Atlanta (ATL)  Delta Air Lines    C4    On time
              16:00  AA 500  Chicago (ORD)  American Airlines  B7    On time














            enter details · c check in · r rebook · h history · / filter · ? keys · q quit
            """)
    }

    @Test func theArrivalsBoardAt120x40() {
        #expect(AppFixture.frame(AppFixture.state(size: TerminalSize(columns: 120, rows: 40), tab: .arrivals)) == """
            LGA · LaGuardia Airport · Sun 2026-11-29                                                                     as of 08:00
            [ Arrivals ]   Departures   Trips                                                                     [ ] Hide Cancelled

              TIME   FLIGHT  FROM           AIRLINE          GATE  STATUS
              ── now 08:00 ─────────────────────────────────────────────────────────────────────────────────────────────────────────
            › 09:00  UA 100  Chicago (ORD)  United Airlines  B1    On time
              12:00  DL 200  Atlanta (ATL)  Delta Air Lines  C1    On time
              15:00  UA 300  Chicago (ORD)  United Airlines  B2    On time
              18:00  DL 400  Atlanta (ATL)  Delta Air Lines  C2    On time






























            enter details · r rebook · h history · p plane · w watch · / filter · [ ] day · a airline · ? keys · q quit
            """)
    }

    @Test func theBoardAt40x12ShortensTheTabsAndDropsColumnsAndKeys() {
        #expect(AppFixture.frame(AppFixture.state(at: "2026-11-29T14:00", size: TerminalSize(columns: 40, rows: 12))) == """
            LGA · Sun 2026-11-29         as of 14:00
              Arr [ Dep ]   Trips [ ] Hide Cancelled

              TIME   FLIGHT  STATUS
              10:00  UA 101  Departed 10:05 (+5)
              13:00  DL 200  Departed 12:57 (-3)
              ── now 14:00 ─────────────────────────
            › 14:50  DL 201  Delayed 14:55 (+5)
              16:00  AA 500  Cancelled


            enter details · ? keys · q quit
            """)
    }

    @Test func belowTheSmallestSizeTheAppSaysSo() {
        #expect(AppFixture.frame(AppFixture.state(size: TerminalSize(columns: 39, rows: 12))) == """





                      Terminal too small
                 39×12; the board needs 40×12
                            q quits




            """)
    }

    @Test func enterPushesTheFlightsSheetAtItsDetent() {
        #expect(AppFixture.frame(AppFixture.after([.enter]).0) == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals [ Departures ]   Trips                             [ ] Hide Cancelled
            Departures › UA 101
              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
              ── now 08:00 ─────────────────────────────────────────────────────────────────
              10:00  UA 101  Chicago (ORD)  United Airlines    B1    Delayed 10:05 (+5)
              13:00  DL 200  Atlanta (ATL)  Delta Air Lines    C1    On time
              14:50  DL 201  Atlanta (ATL)  Delta Air Lines    C4    On time
              16:00  AA 500  Chicago (ORD)  American Airlines  B7    On time



            ╭─ United Airlines 101 ───────────────━━━━─────────────────────────────────────╮
            │ UA 101  United Airlines                                                      │
            │ New York (LGA) → Chicago (ORD)                                               │
            │                                                                              │
            │ Date        Sun 2026-11-29                                                   │
            │ Scheduled   Departs 10:00 (LGA time)                                         │
            │ Expected    10:05                                                            │
            │ Gate        B1                                                               │
            │ Aircraft    N478UA                                                           │
            │ ↓ 7 more                                                                     │
            ╰──────────────────────────────────────────────────────────────────────────────╯
            esc back · c check in · r rebook · h history · p plane · ? keys · q quit
            """)
    }

    @Test func plusRaisesTheSheetToTheNextDetent() {
        #expect(AppFixture.frame(AppFixture.after([.enter, .character("+")]).0) == """
            ╭─ United Airlines 101 ───────────────━━━━─────────────────────────────────────╮
            │ UA 101  United Airlines                                                      │
            │ New York (LGA) → Chicago (ORD)                                               │
            │                                                                              │
            │ Date        Sun 2026-11-29                                                   │
            │ Scheduled   Departs 10:00 (LGA time)                                         │
            │ Expected    10:05                                                            │
            │ Gate        B1                                                               │
            │ Aircraft    N478UA                                                           │
            │ Status      Delayed 10:05 (+5)                                               │
            │ Punctuality 1 to 14 minutes late (on time by the US DOT rule)                │
            │                                                                              │
            │ Actions                                                                      │
            │ Check in    open until 09:35; press c                                        │
            │ Rebook      only for cancelled flights; press r                              │
            │ History     press h                                                          │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            ╰──────────────────────────────────────────────────────────────────────────────╯
            esc back · c check in · r rebook · h history · p plane · ? keys · q quit
            """)
    }

    @Test func theSheetAt40x12() {
        #expect(AppFixture.frame(AppFixture.after([.enter], from: AppFixture.state(size: TerminalSize(columns: 40, rows: 12))).0) == """
            LGA · Sun 2026-11-29         as of 08:00
              Arr [ Dep ]   Trips [ ] Hide Cancelled
            Departures › UA 101
              TIME   FLIGHT  STATUS
              ── now 08:00 ─────────────────────────
            ╭─ United Airlines 101 ────────────────╮
            │ UA 101  United Airlines              │
            │ New York (LGA) → Chicago (ORD)       │
            │                                      │
            │ ↓ 14 more                            │
            ╰──────────────────────────────────────╯
            esc back · c check in · ? keys · q quit
            """)
    }

    @Test func typingAFilterNarrowsTheBoard() {
        #expect(AppFixture.frame(AppFixture.after([.character("/"), .character("d"), .character("l")]).0) == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals [ Departures ]   Trips                             [ ] Hide Cancelled
            Filter: dl▏  2 flights · esc clears
              TIME   FLIGHT  TO             AIRLINE          GATE  STATUS
              ── now 08:00 ─────────────────────────────────────────────────────────────────
            › 13:00  DL 200  Atlanta (ATL)  Delta Air Lines  C1    On time
              14:50  DL 201  Atlanta (ATL)  Delta Air Lines  C4    On time
















            type a flight, airline or place · enter keep the filter · esc clear it
            """)
    }

    @Test func theAirlinePickerListsTheBusiestFirst() {
        #expect(AppFixture.frame(AppFixture.after([.character("a")]).0) == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals [ Departures ]   Trips                             [ ] Hide Cancelled

              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
              ── now 08:00 ─────────────────────────────────────────────────────────────────
              10:00  UA 101  Chicago (ORD)  United Airlines    B1    Delayed 10:05 (+5)
              13:00  DL 200  Atlanta (ATL)  Delta Air Lines    C1    On time
              14:50  DL 201  Atlanta (ATL)  Delta Air Lines    C4    On time
              16:00  AA 500  Chicago╭─ Airline ───────────────────╮  On time
                                    │ Filter: ▏                   │
                                    │ › All airlines              │
                                    │   DL  Delta Air Lines (2)   │
                                    │   AA  American Airlines (1) │
                                    │   UA  United Airlines (1)   │
                                    ╰─ enter choose · esc cancel ─╯








            type to filter · ↑↓ move · enter choose · esc cancel
            """)
    }

    @Test func theTripsTabWithNoTrips() {
        #expect(AppFixture.frame(AppFixture.after([.character("3")]).0) == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals   Departures [ Trips ]


              No trips saved. Check in from a departure with c, or watch a flight with w.


















            tab tabs · y link · ? keys · q quit
            """)
    }

    @Test func anAlertIsDrawnInTheMiddle() {
        #expect(AppFixture.frame(alertState()) == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals [ Departures ]   Trips                             [ ] Hide Cancelled

              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
              ── now 08:00 ─────────────────────────────────────────────────────────────────
              10:00  UA 101  Chicago (ORD)  United Airlines    B1    Delayed 10:05 (+5)
              13:00  DL 200  Atlanta (ATL)  Delta Air Lines    C1    On time
              14:50  DL 201  Atlanta (ATL)  Delta Air Lines    C4    On time
              16:00  AA 500  Chicago (ORD)  American Airlines  B7    On time

                          ╭─ Check In ───────────────────────────────────────╮
                          │ check-in for DL 201 opens at 14:50 on 2026-11-28 │
                          ╰─────────────────────────────────────── enter OK ─╯










            enter close · ? keys · q quit
            """)
    }

    /// The history popover with the day chosen on its first line; at 24 rows its bars are half
    /// as tall, so that it fits under its row, the arrow pointing at the flight, legend and all.
    @Test func hPushesTheHistoryPopoverWithTheLastDayChosen() throws {
        let frame = AppFixture.frame(try historyState())
        #expect(frame == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals [ Departures ]   Trips                             [ ] Hide Cancelled
            Departures › UA 101 › History
              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
              10:00  UA 101  Chicago (ORD)  United Airlines    B1    Delayed 10:05 (+5)
            ◂ Sat 2026-11-28 · Departed 09:56 (-4) ▸  enter: that day
            UA 101  United Airlines · Chicago (ORD) · departs 10:00
               ▲
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
            │ █ 15+ min late  ▓ 1-14 min late  ▾ early  · on time  ○ not flown yet │
            │ ✕ cancelled  ↪ diverted                                              │
            ╰──────────────────────────────────────────────────────────────────────╯
            ←→ day · enter that day · esc back · tab tabs · y link · ? keys · q quit
            """)
    }

    @Test func enterOnADayOfTheHistoryPushesThatDaysFlight() throws {
        var state = try historyState()
        _ = state.reduce(.key(.left))
        _ = state.reduce(.key(.enter))
        #expect(AppFixture.frame(state) == """
            LGA · LaGuardia Airport · Sun 2026-11-29                             as of 08:00
              Arrivals [ Departures ]   Trips                             [ ] Hide Cancelled
            Departures › UA 101 › History › 2026-11-27
              TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
              10:00  UA 101  Chicago (ORD)  United Airlines    B1    Delayed 10:05 (+5)
              13:00  DL 200  Atlanta (ATL)  Delta Air Lines    C1    On time
              14:50  DL 201  Atlanta (ATL)  Delta Air Lines    C4    On time
              16:00  AA 500  Chicago (ORD)  American Airlines  B7    On time




            ╭─ United Airlines 101 ───────────────━━━━─────────────────────────────────────╮
            │ UA 101  United Airlines                                                      │
            │ New York (LGA) → Chicago (ORD)                                               │
            │                                                                              │
            │ Date        Fri 2026-11-27                                                   │
            │ Scheduled   Departs 10:00 (LGA time)                                         │
            │ Actual      09:57                                                            │
            │ Gate        B1                                                               │
            │ Aircraft    N824UA                                                           │
            │ ↓ 7 more                                                                     │
            ╰──────────────────────────────────────────────────────────────────────────────╯
            esc back · ↑↓ scroll · +/- size · tab tabs · ~ board · y link · ? keys · q quit
            """)
    }

    /// The selected row (› 10:00  UA 101, on row 5) is inverse from its marker to the end of
    /// the flight column ("› 10:00  UA 101" is 15 columns), and nowhere else.
    @Test func theSelectionIsInverseOverTheMarkerTheTimeAndTheFlight() {
        let screen = AppScreen.render(AppFixture.state())
        #expect((0..<15).allSatisfy { screen[5, $0].style.inverse })
        #expect(!(15..<80).contains { screen[5, $0].style.inverse })
        #expect(!(0..<80).contains { screen[6, $0].style.inverse })
    }
}
