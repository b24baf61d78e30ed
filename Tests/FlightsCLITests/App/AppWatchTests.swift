import FlightBoard
import Testing
import TerminalKit
@testable import FlightsCLI

/// `w` in the board app: a flight watched without a booking, listed on Trips as *watching*,
/// its changes said as a trip's are. The fixture's UA 300 arrives at 15:00 and lands at 15:40
/// (the delay known from 12:00, three hours before); the first departure to come at 08:00 is
/// UA 101 (10:00).
@Suite struct AppWatchTests {
    static let ua300 = WatchedFlight(flight: try! FlightDesignator(parsing: "UA 300"), direction: .arrival,
                                     scheduled: LocalDateTime(parsing: "2026-11-29T15:00")!,
                                     madeAt: LocalDateTime(parsing: "2026-11-29T08:00")!)

    static func trips(_ records: TravelRecords, at clock: String) -> [Trip] {
        try! Trip.all(records, in: AppFixture.airport, asOf: LocalDateTime(parsing: clock)!)
    }

    static func state(_ records: TravelRecords, at clock: String, tab: AppLink.Tab = .departures) -> AppState {
        var state = AppFixture.state(at: clock, tab: tab)
        state.trips = trips(records, at: clock)
        state.relayout()
        return state
    }

    @Test func wOnTheBoardOrInASheetWatchesTheFlightAtTheClock() {
        let watched = WatchedFlight(flight: try! FlightDesignator(parsing: "UA 101"), direction: .departure,
                                    scheduled: LocalDateTime(parsing: "2026-11-29T10:00")!,
                                    madeAt: LocalDateTime(parsing: "2026-11-29T08:00")!)
        #expect(AppFixture.after([.character("w")]).1 == [.toggleWatch(watched)])
        let (_, effects) = AppFixture.after([.enter, .character("w")])
        #expect(effects.last == .toggleWatch(watched))
        let wide = AppFixture.state(size: TerminalSize(columns: 160, rows: 24))
        #expect(AppFixture.frame(wide).split(separator: "\n").last?.contains("w watch") == true)
    }

    @Test func aWatchedArrivalIsOnTripsAsWatchingAndWStopsIt() {
        var state = Self.state(TravelRecords(watches: [Self.ua300]), at: "2026-11-29T08:00", tab: .trips)
        let frame = AppFixture.frame(state).split(separator: "\n")
        // The header on the third row, the trip on the fourth (empty rows are not lines here).
        #expect(frame[3] == "› —     watching  UA 300  2026-11-29 15:00  B2    On time  arrival from ORD")
        #expect(frame.last?.contains("w unwatch") == true)
        #expect(frame.last?.contains("u undo") == false)
        #expect(state.reduce(.key(.character("w"))) == [.toggleWatch(Self.ua300)])
        // Enter: the flight's sheet, as on the board, and w there too.
        _ = state.reduce(.key(.enter))
        let sheet = AppFixture.frame(state)
        #expect(sheet.split(separator: "\n")[2] == "Trips › UA 300")
        #expect(sheet.contains("│ Watching since 08:00 · w stops"))
        #expect(state.reduce(.key(.character("w"))) == [.toggleWatch(Self.ua300)])
    }

    @Test func aWatchedFlightTheDataNoLongerHasOpensAsANotice() {
        let gone = WatchedFlight(flight: try! FlightDesignator(parsing: "UA 999"), direction: .departure,
                                 scheduled: LocalDateTime(parsing: "2026-11-29T11:00")!, madeAt: LocalDateTime(parsing: "2026-11-29T07:00")!)
        var state = Self.state(TravelRecords(watches: [gone]), at: "2026-11-29T08:00", tab: .trips)
        _ = state.reduce(.key(.enter))
        let frame = AppFixture.frame(state)
        #expect(frame.contains("Watching UA 999"))
        #expect(frame.contains("Not in the data read"))
        #expect(frame.contains("Departs Sun 2026-11-29 11:00"))
        #expect(state.reduce(.key(.character("w"))) == [.toggleWatch(gone)])
    }

    @Test func aWatchedFlightsChangeGetsTheBannerInItsOwnWords() {
        var state = Self.state(TravelRecords(watches: [Self.ua300]), at: "2026-11-29T11:00")
        let later = AppFixture.state(at: "2026-11-29T12:00")
        _ = state.reduce(.refreshed(now: later.now, date: later.date, flights: later.flights,
                                    trips: Self.trips(TravelRecords(watches: [Self.ua300]), at: "2026-11-29T12:00")))
        #expect(state.tripChanges.banner == "UA 300 now arrives 15:40 (+40) at gate B2")
        #expect(AppFixture.frame(state).split(separator: "\n")[1].contains("Trips 1"))
    }

    @Test func aWatchedFlightsSheetSaysSoFirst() {
        let ua101 = WatchedFlight(flight: try! FlightDesignator(parsing: "UA 101"), direction: .departure,
                                  scheduled: LocalDateTime(parsing: "2026-11-29T10:00")!, madeAt: LocalDateTime(parsing: "2026-11-29T07:45")!)
        let (watched, _) = AppFixture.after([.enter], from: Self.state(TravelRecords(watches: [ua101]), at: "2026-11-29T08:00"))
        #expect(AppFixture.frame(watched).contains("│ Watching since 07:45 · w stops"))
        let (plain, _) = AppFixture.after([.enter])
        #expect(!AppFixture.frame(plain).contains("Watching"))
        // The status line names the half of the toggle w does now.
        var wide = watched, unwatched = plain
        wide.size = TerminalSize(columns: 160, rows: 24)
        unwatched.size = TerminalSize(columns: 160, rows: 24)
        #expect(AppFixture.frame(wide).split(separator: "\n").last?.contains(" · w unwatch · ") == true)
        #expect(AppFixture.frame(unwatched).split(separator: "\n").last?.contains(" · w watch · ") == true)
    }

    @Test func aChangedTripIsMarkedBesideTheSelectionAndForgottenWhenItIsGone() {
        let ua101 = WatchedFlight(flight: try! FlightDesignator(parsing: "UA 101"), direction: .departure,
                                  scheduled: LocalDateTime(parsing: "2026-11-29T10:00")!, madeAt: LocalDateTime(parsing: "2026-11-29T06:00")!)
        let both = TravelRecords(watches: [ua101, Self.ua300])
        // 06:30 to 07:30: UA 101's five minutes late become known (three hours before 10:00); UA 300's not yet.
        var state = Self.state(both, at: "2026-11-29T06:30", tab: .trips)
        let later = AppFixture.state(at: "2026-11-29T07:30")
        _ = state.reduce(.refreshed(now: later.now, date: later.date, flights: later.flights, trips: Self.trips(both, at: "2026-11-29T07:30")))
        #expect(state.tripChanges.unseen == [Trip.Record.watch(ua101).id])
        func row(_ flight: String) -> Substring? { AppFixture.frame(state).split(separator: "\n").last { $0.contains(flight) } }
        #expect(row("UA 101")?.hasPrefix("›•—") == true)
        #expect(row("UA 300")?.hasPrefix("  —") == true)
        _ = state.reduce(.key(.down))
        #expect(row("UA 101")?.hasPrefix(" •—") == true)
        #expect(row("UA 300")?.hasPrefix("› —") == true)
        // No longer watched: nothing left to see.
        let one = TravelRecords(watches: [Self.ua300])
        _ = state.reduce(.refreshed(now: later.now, date: later.date, flights: later.flights, trips: Self.trips(one, at: "2026-11-29T07:30")))
        #expect(state.tripChanges.unseen.isEmpty)
    }

    @Test func theSayingOfAWatchStaysUntilTheNextKey() {
        var state = AppFixture.state()
        _ = state.reduce(.announce("Watching UA 101: its changes are said here and on Trips"))
        #expect(AppFixture.frame(state).split(separator: "\n")[2] == "▶ Watching UA 101: its changes are said here and on Trips")
        _ = state.reduce(.key(.down))
        #expect(!AppFixture.frame(state).contains("▶"))
    }

    @Test func aWatchedArrivalIsToComeUntilItLands() throws {
        // 15:10: UA 300 (due 15:00) is Delayed 15:40 and still a trip to come; at 15:45 it has landed and is past.
        let trips = Self.trips(TravelRecords(watches: [Self.ua300]), at: "2026-11-29T15:10")
        #expect(trips.map(\.isToCome) == [true])
        let landed = Self.trips(TravelRecords(watches: [Self.ua300]), at: "2026-11-29T15:45")
        #expect(landed.map(\.isToCome) == [false])
        #expect(landed.first?.flight?.status.kind == .landed)
    }
}
