import FlightBoard
import Testing
import TerminalKit
@testable import FlightsCLI

/// A saved trip's changes in the board app, the clock pinned and moved on by the test through
/// refreshes. The fixture's DL 201 (14:50, gate C4) leaves at 14:55, known from 11:50; its
/// boarding starts at 14:15. AA 500 (16:00) is cancelled, known from 13:00, and is no trip.
@Suite struct AppTripChangesTests {
    static let records = TravelRecords(checkIns: [
        CheckIn(code: "K7Q2MX", flight: try! FlightDesignator(parsing: "DL 201"), date: CivilDate(parsing: "2026-11-29")!,
                departure: LocalDateTime(parsing: "2026-11-29T14:50")!, destination: "ATL", gate: "C4", passenger: "Ada Lovelace",
                seat: .window, bags: 0, madeAt: LocalDateTime(parsing: "2026-11-29T06:00")!),
    ])

    static func state(at clock: String) -> AppState {
        var state = AppFixture.state(at: clock)
        state.trips = trips(at: clock)
        return state
    }

    static func trips(at clock: String) -> [Trip] {
        try! Trip.all(records, in: AppFixture.airport, asOf: LocalDateTime(parsing: clock)!)
    }

    static func refresh(_ state: inout AppState, to clock: String) {
        let later = AppFixture.state(at: clock)
        _ = state.reduce(.refreshed(now: later.now, date: later.date, flights: later.flights, trips: trips(at: clock)))
    }

    @Test func aChangedTripGetsABannerUntilAKeyAndIsMarkedUntilTripsIsLeft() {
        var state = Self.state(at: "2026-11-29T08:00")
        Self.refresh(&state, to: "2026-11-29T12:00")
        #expect(state.tripChanges.banner == "DL 201 now departs 14:55 (+5) from gate C4")
        let frame = AppFixture.frame(state)
        #expect(frame.split(separator: "\n")[2].hasPrefix("▶ DL 201 now departs 14:55 (+5) from gate C4"))
        #expect(frame.split(separator: "\n")[1].contains("Trips 1"))
        _ = state.reduce(.key(.down))
        #expect(state.tripChanges.banner == nil)
        #expect(state.tripChanges.unseen == ["K7Q2MX"])
        _ = state.reduce(.key(.character("3")))
        // On Trips: no count; the changed row marked, under the selection here.
        #expect(!AppFixture.frame(state).contains("Trips 1"))
        #expect(state.tripChanges.unseen == ["K7Q2MX"])
        _ = state.reduce(.key(.character("1")))
        #expect(state.tripChanges.unseen.isEmpty)
    }

    @Test func boardingIsSaidWithItsGate() {
        var state = Self.state(at: "2026-11-29T14:00")
        Self.refresh(&state, to: "2026-11-29T14:15")
        #expect(state.tripChanges.banner == "DL 201 is boarding at gate C4")
    }

    @Test func otherFlightsChangingSayNothing() {
        // 12:00 to 13:30: AA 500 is cancelled; DL 201's delay was known already.
        var state = Self.state(at: "2026-11-29T12:00")
        Self.refresh(&state, to: "2026-11-29T13:30")
        #expect(state.tripChanges.banner == nil)
        #expect(state.tripChanges.unseen.isEmpty)
        #expect(!AppFixture.frame(state).contains("▶"))
    }
}
