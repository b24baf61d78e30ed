import FlightBoard
import Testing
import TerminalKit
@testable import FlightsCLI

/// The statistics sheet's four views: ←→ read the one before or after, round the picker.
@Suite struct AppStatsViewsTests {
    private func sheet(_ content: StatsResult.Content) -> AppState {
        var state = AppFixture.state()
        _ = state.reduce(.statsLoaded(StatsResult(content: content, airport: AppFixture.airport.airport)))
        return state
    }

    private func insights() throws -> DepartureInsights {
        let state = AppFixture.state()
        return try DepartureInsights(source: AppFixture.airport, days: state.date...state.date, asOf: state.now)
    }

    @Test func leftAndRightReadTheViewBeforeOrAfter() throws {
        let hours = sheet(.history(try OnTimeHistory(source: AppFixture.airport, span: .hours, asOf: AppFixture.state().now)))
        #expect(AppFixture.after([.right], from: hours).1 == [.loadStats(.days)])
        #expect(AppFixture.after([.left], from: hours).1 == [.loadStats(.times)])
        let routes = sheet(.routes(try insights()))
        #expect(AppFixture.after([.right], from: routes).1 == [.loadStats(.times)])
        #expect(AppFixture.after([.character("h")], from: routes).1 == [.loadStats(.days)])
        let times = sheet(.times(try insights()))
        #expect(AppFixture.after([.character("l")], from: times).1 == [.loadStats(.hours)])
    }

    /// Pressed faster than the reads: each key steps on from the view asked for last, and a
    /// view read after a later one was asked for is not shown.
    @Test func keysFasterThanTheReadsCountEach() throws {
        let now = AppFixture.state().now
        let hours = try OnTimeHistory(source: AppFixture.airport, span: .hours, asOf: now)
        var state = AppFixture.state()
        #expect(state.reduce(.key(.character("s"))) == [.loadStats(.hours)])
        _ = state.reduce(.statsLoaded(StatsResult(history: hours, airport: AppFixture.airport.airport)))
        #expect(state.reduce(.key(.right)) == [.loadStats(.days)])
        #expect(state.reduce(.key(.right)) == [.loadStats(.routes)])
        let days = try OnTimeHistory(source: AppFixture.airport, span: .days, asOf: now)
        _ = state.reduce(.statsLoaded(StatsResult(history: days, airport: AppFixture.airport.airport)))
        guard case .stats(let shown, _)? = state.presentation else { Issue.record("no statistics sheet"); return }
        #expect(shown.shown == .hours)
        _ = state.reduce(.statsLoaded(StatsResult(content: .routes(try insights()), airport: AppFixture.airport.airport)))
        guard case .stats(let routes, _)? = state.presentation else { Issue.record("no statistics sheet"); return }
        #expect(routes.shown == .routes)
        #expect(state.reduce(.key(.left)) == [.loadStats(.days)])
    }

    /// Closed while a view is read, the sheet stays closed when the read arrives.
    @Test func closedWhileReadItStaysClosed() throws {
        let now = AppFixture.state().now
        var state = AppFixture.state()
        _ = state.reduce(.key(.character("s")))
        _ = state.reduce(.statsLoaded(StatsResult(history: try OnTimeHistory(source: AppFixture.airport, span: .hours, asOf: now),
                                                  airport: AppFixture.airport.airport)))
        #expect(state.reduce(.key(.right)) == [.loadStats(.days)])
        _ = state.reduce(.key(.escape))
        #expect(state.presentation == nil)
        _ = state.reduce(.statsLoaded(StatsResult(history: try OnTimeHistory(source: AppFixture.airport, span: .days, asOf: now),
                                                  airport: AppFixture.airport.airport)))
        #expect(state.presentation == nil)
        // Asked for again, it is shown.
        #expect(state.reduce(.key(.character("s"))) == [.loadStats(.hours)])
        _ = state.reduce(.statsLoaded(StatsResult(history: try OnTimeHistory(source: AppFixture.airport, span: .hours, asOf: now),
                                                  airport: AppFixture.airport.airport)))
        guard case .stats? = state.presentation else { Issue.record("no statistics sheet"); return }
    }

    /// At 08:00 on the fixture's day no departure has left yet: the first is UA 101 at 10:00.
    @Test func aDayWithNoDepartureFinishedSaysSo() throws {
        #expect(AppFixture.frame(sheet(.routes(try insights()))).hasSuffix("""
            ╭─ On-Time Statistics · LGA ──────────━━━━─────────────────────────────────────╮
            │ Departures from LaGuardia Airport (LGA) by destination                       │
            │ 2026-11-29 to 2026-11-29, least on time first                                │
            │   Last 24 Hours   Last 10 Days [ Routes ]   Times of Day                     │
            │                                                                              │
            │ No departure has finished in these days.                                     │
            ╰──────────────────────────────────────────────────────────────────────────────╯
            ←→ view · esc close · ? keys · q quit
            """))
    }

    /// At 20:00 the four departures have left or been cancelled: ORD has UA 101 (+5, on time)
    /// and AA 500 (cancelled), 1 of 2 on time, a mean delay of 5; ATL has DL 200 (-3) and
    /// DL 201 (+5), both on time, a mean of +1.
    @Test func theRoutesSheetListsTheDestinations() throws {
        var state = AppFixture.state(at: "2026-11-29T20:00")
        let insights = try DepartureInsights(source: AppFixture.airport, days: state.date...state.date, asOf: state.now)
        _ = state.reduce(.statsLoaded(StatsResult(content: .routes(insights), airport: AppFixture.airport.airport)))
        #expect(AppFixture.frame(state).hasSuffix("""
            ╭─ On-Time Statistics · LGA ──────────━━━━─────────────────────────────────────╮
            │ Departures from LaGuardia Airport (LGA) by destination                       │
            │ 2026-11-29 to 2026-11-29, least on time first                                │
            │   Last 24 Hours   Last 10 Days [ Routes ]   Times of Day                     │
            │                                                                              │
            │ TO   DESTINATION          FLIGHTS  ON TIME              CANCELLED  AVG DELAY │
            │ ORD  O'Hare Internation…        2    50.0%  █████░░░░░          1        5.0 │
            │ ATL  Hartsfield-Jackson…        2   100.0%  ██████████          0        1.0 │
            │                                                                              │
            │ 2 destinations · 4 departures finished, 75% on time                          │
            ╰──────────────────────────────────────────────────────────────────────────────╯
            ←→ view · esc close · ? keys · q quit
            """))
    }
}
