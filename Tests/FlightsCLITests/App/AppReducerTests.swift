import FlightBoard
import Testing
import TerminalKit
@testable import FlightsCLI

/// The board app's behaviour as keys reduce its state, with no terminal. The fixture's
/// departures at 08:00: UA 101 10:00, DL 200 13:00, DL 201 14:50, AA 500 16:00.
@Suite struct AppReducerTests {
    private func selected(_ state: AppState) -> String? { state.selectedFlight?.designator.compact }

    @Test func itOpensOnTheFirstFlightToCome() {
        #expect(selected(AppFixture.state()) == "UA101")
        #expect(selected(AppFixture.state(at: "2026-11-29T14:00")) == "DL201")
        #expect(selected(AppFixture.state(at: "2026-11-29T23:00")) == "AA500")
    }

    /// As in every list of the app: by one the selection wraps around the ends, by a page it stops.
    @Test func arrowsAndVimKeysMoveWrappingAndPagesStopAtTheEnds() {
        #expect(selected(AppFixture.after([.down, .character("j")]).0) == "DL201")
        #expect(selected(AppFixture.after([.down, .character("k")]).0) == "UA101")
        #expect(selected(AppFixture.after([.up]).0) == "AA500")
        #expect(selected(AppFixture.after([.up, .up]).0) == "DL201")
        #expect(selected(AppFixture.after([.end, .down]).0) == "UA101")
        #expect(selected(AppFixture.after([.pageDown]).0) == "AA500")
        #expect(selected(AppFixture.after([.pageDown, .pageDown]).0) == "AA500")
        #expect(selected(AppFixture.after([.pageUp]).0) == "UA101")
        #expect(selected(AppFixture.after([.end, .home]).0) == "UA101")
    }

    /// The wheel moves three rows and stops at the ends, where a key would wrap.
    @Test func theWheelMovesThreeRowsAndStopsAtTheEnds() {
        let wheel = { (kind: MouseEvent.Kind) in Key.mouse(MouseEvent(kind, column: 10, row: 8)) }
        #expect(selected(AppFixture.after([wheel(.wheelDown)]).0) == "AA500")
        #expect(selected(AppFixture.after([wheel(.wheelDown), wheel(.wheelDown)]).0) == "AA500")
        #expect(selected(AppFixture.after([.end, wheel(.wheelUp)]).0) == "UA101")
        #expect(selected(AppFixture.after([wheel(.wheelUp)]).0) == "UA101")
    }

    @Test func gGoesBackToNow() {
        let start = AppFixture.state(at: "2026-11-29T14:00")
        #expect(selected(AppFixture.after([.home, .character("g")], from: start).0) == "DL201")
    }

    @Test func tabsChangeWithTabShiftTabArrowsAndDigitsEachAtItsFirstFlightToCome() {
        #expect(AppFixture.after([.tab]).0.tab == .trips)
        #expect(AppFixture.after([.backTab]).0.tab == .arrivals)
        #expect(AppFixture.after([.right, .right]).0.tab == .arrivals)
        #expect(AppFixture.after([.character("1")]).0.tab == .arrivals)
        // DL 200 selected, then the arrivals and back: the departures open at UA 101 (10:00), the first to come at 08:00.
        let (back, _) = AppFixture.after([.down, .character("1"), .down, .character("2")])
        #expect(selected(back) == "UA101")
        let (later, _) = AppFixture.after([.down, .tab], from: AppFixture.state(at: "2026-11-29T14:00"))
        #expect(later.tab == .trips)
        let (departures, _) = AppFixture.after([.home, .character("1"), .character("2")], from: AppFixture.state(at: "2026-11-29T14:00"))
        #expect(selected(departures) == "DL201")
    }

    @Test func hideCancelledTogglesAndTheSelectionStaysOnItsFlight() {
        // At 14:00, AA 500 (16:00) is cancelled.
        let start = AppFixture.state(at: "2026-11-29T14:00")
        #expect(start.layout.rowCount == 4)
        let (hidden, _) = AppFixture.after([.character("x")], from: start)
        #expect(hidden.hidesCancelled)
        #expect(hidden.layout.flights.map(\.designator.compact) == ["UA101", "DL200", "DL201"])
        #expect(selected(hidden) == "DL201")
        #expect(AppFixture.after([.character("x"), .character("x")], from: start).0.layout.rowCount == 4)
    }

    @Test func slashFiltersByFlightAirlineOrPlaceAsYouTypeAndEscClears() {
        let typed = { (text: String) in AppFixture.after([.character("/")] + text.map(Key.character)).0 }
        #expect(typed("ua").layout.flights.map(\.designator.compact) == ["UA101"])
        #expect(typed("delta").layout.flights.map(\.designator.compact) == ["DL200", "DL201"])
        #expect(typed("chicago").layout.flights.map(\.designator.compact) == ["UA101", "AA500"])
        #expect(typed("atl").layout.flights.map(\.designator.compact) == ["DL200", "DL201"])
        #expect(typed("dl 201").layout.flights.map(\.designator.compact) == ["DL201"])
        #expect(typed("zz").layout.rowCount == 0)
        // q is typed into the filter, not taken for quit.
        let (withQ, effects) = AppFixture.after([.character("/"), .character("q")])
        #expect(withQ.query == "q" && effects.isEmpty)
        #expect(AppFixture.after([.character("/"), .character("u"), .escape]).0.layout.rowCount == 4)
        let kept = AppFixture.after([.character("/"), .character("d"), .character("l"), .enter]).0
        #expect(!kept.isEditingQuery && kept.layout.rowCount == 2)
        #expect(AppFixture.after([.escape], from: kept).0.layout.rowCount == 4)
    }

    @Test func theAirlinePickerNarrowsAsYouTypeAndChoosesAnAirline() {
        let (state, _) = AppFixture.after([.character("a"), .character("a"), .character("m"), .enter])
        #expect(state.airlines == ["AA"])
        #expect(state.layout.flights.map(\.designator.compact) == ["AA500"])
        let (all, _) = AppFixture.after([.character("a"), .enter], from: state)
        #expect(all.airlines.isEmpty && all.layout.rowCount == 4)
        #expect(AppFixture.after([.character("a"), .escape]).0.presentation == nil)
    }

    @Test func enterPushesBackspaceOrEscPopsAndTildePopsToTheRoot() throws {
        let (pushed, _) = AppFixture.after([.down, .enter])
        guard case .flight(let flight)? = pushed.stack.last else { Issue.record("no flight pushed"); return }
        #expect(flight.designator.compact == "DL200")
        #expect(AppFixture.after([.escape], from: pushed).0.stack.isEmpty)
        #expect(AppFixture.after([.backspace], from: pushed).0.stack.isEmpty)
        var deep = pushed
        _ = deep.reduce(.historyLoaded(flight, [flight]))
        _ = deep.reduce(.key(.enter))
        #expect(deep.stack.count == 3)
        #expect(AppFixture.after([.escape], from: deep).0.stack.count == 2)
        #expect(AppFixture.after([.character("~")], from: deep).0.stack.isEmpty)
        #expect(AppFixture.after([.tab], from: deep).0.stack.isEmpty)
    }

    @Test func theFlowsAreEffectsOnTheSelectedOrPushedFlight() {
        let flight = AppFixture.state().layout.flights[1]
        #expect(AppFixture.after([.down, .character("c")]).1 == [.runFlow(.checkIn(flight))])
        #expect(AppFixture.after([.down, .character("r")]).1 == [.runFlow(.rebook(flight))])
        // The popover and the sheet read the odds of the flight's day beside what they show.
        let odds = AppEffect.loadOdds(flight.direction, flight.scheduled.date)
        #expect(AppFixture.after([.down, .character("h")]).1 == [.loadHistory(flight), odds])
        // A departure's sheet reads its inbound first.
        #expect(AppFixture.after([.down, .enter, .character("c")]).1 == [.loadInbound(flight), odds, .runFlow(.checkIn(flight))])
        #expect(AppFixture.after([.character("s")]).1 == [.loadStats(.hours)])
        #expect(AppFixture.after([.character("y")]).1 == [.showLink])
    }

    @Test func plusAndMinusMoveTheSheetBetweenTheDetentsAndStopAtTheEnds() {
        #expect(AppFixture.after([.enter, .character("+")]).0.detent == .large)
        #expect(AppFixture.after([.enter, .character("+"), .character("+")]).0.detent == .large)
        #expect(AppFixture.after([.enter, .character("-"), .character("-")]).0.detent == .drawer)
    }

    @Test func quitInterruptSuspendAndTheEndOfInput() {
        #expect(AppFixture.after([.character("q")]).1 == [.quit])
        #expect(AppFixture.after([.enter, .character("q")]).1.last == .quit)
        #expect(AppFixture.after([.interrupt]).1 == [.interrupted])
        #expect(AppFixture.after([.character("/"), .interrupt]).1 == [.interrupted])
        #expect(AppFixture.after([.suspend]).1 == [.suspend])
        #expect(AppFixture.after([.endOfInput]).1 == [.quit])
    }

    /// A tick: the clock moves from 08:00 to 14:00; UA 101 and DL 200 have gone, the now
    /// line moves under them, and the selection stays on the flight it was on.
    @Test func aRefreshMovesTheNowLineAndKeepsTheSelectedFlight() {
        var state = AppFixture.after([.down]).0
        let later = AppFixture.state(at: "2026-11-29T14:00")
        _ = state.reduce(.refreshed(now: later.now, date: later.date, flights: later.flights, trips: []))
        #expect(selected(state) == "DL200")
        #expect(state.layout.nowRow == 2)
        #expect(state.layout.flights[0].status.kind == .departed)
        #expect(AppFixture.frame(state).contains("as of 14:00"))
    }

    @Test func statsSwitchesItsViewWithTheArrowsAndEscClosesIt() throws {
        var state = AppFixture.state()
        let history = try OnTimeHistory(source: AppFixture.airport, span: .hours, asOf: state.now)
        _ = state.reduce(.statsLoaded(StatsResult(history: history, airport: AppFixture.airport.airport)))
        #expect(AppFixture.after([.right], from: state).1 == [.loadStats(.days)])
        #expect(AppFixture.after([.escape], from: state).0.presentation == nil)
    }

    @Test func theBreadcrumbNamesTheFlightOfAHistoryPushedFromItsRow() throws {
        var state = AppFixture.state()
        let flight = try #require(state.selectedFlight)
        _ = state.reduce(.historyLoaded(flight, [flight]))
        #expect(AppFixture.frame(state).split(separator: "\n")[2] == "Departures › UA 101 › History")
    }

    /// UA 101's sheet has 16 lines (its aircraft's among them; the inbound is not read here);
    /// a medium sheet over the status line at 24 rows is 11 rows (half of 23), which show 9
    /// of them (the borders and a "more" line taken), so End scrolls 7 down and no further.
    @Test func endPageDownAndHomeScrollTheSheetWithinItsLines() throws {
        let (end, _) = AppFixture.after([.enter, .end])
        #expect(end.sheetScroll == 7)
        #expect(AppFixture.after([.enter, .end, .up]).0.sheetScroll == 6)
        #expect(AppFixture.after([.enter, .pageDown, .pageDown]).0.sheetScroll == 7)
        #expect(AppFixture.after([.enter, .end, .home]).0.sheetScroll == 0)
    }

    @Test func aDayOfTheHistoryOffersNoAction() throws {
        var state = try AppFixture.withHistory(AppFixture.after([.enter, .character("+")]).0)
        _ = state.reduce(.key(.enter))
        let frame = AppFixture.frame(state)
        #expect(frame.contains("Fri 2026-11-28") || frame.contains("Sat 2026-11-28"))
        #expect(!frame.contains("press"))
        #expect(AppFixture.after([.character("c"), .character("r"), .character("h")], from: state).1.isEmpty)
    }

    /// Rows come and go above the selection (here UA 101 leaves the data): the selection
    /// follows its flight, not its position.
    @Test func theSelectionFollowsItsFlightWhenRowsAboveItGo() {
        var state = AppFixture.after([.down]).0
        #expect(selected(state) == "DL200")
        var flights = state.flights
        flights[.departure]?.removeFirst()
        _ = state.reduce(.refreshed(now: state.now, date: state.date, flights: flights, trips: []))
        #expect(selected(state) == "DL200")
        #expect(state.selectedRow == 0)
    }
}

/// `p` (where the aircraft is) and the inbound on a departure's sheet, on fixture flights
/// given an aircraft: the keys ask for the reads, and what is read is pushed or shown.
@Suite struct AppAircraftTests {
    /// The fixture's state with every flight flown by N14228.
    private static func withAircraft() -> AppState {
        var state = AppFixture.state()
        let aircraft = Aircraft(registration: "N14228", type: "Boeing 737-824", seats: 149, built: 1999)
        state.flights = state.flights.mapValues { flights in
            flights.map { Flight(airline: $0.airline, designator: $0.designator, direction: $0.direction, airport: $0.airport,
                                 operation: $0.operation, asOf: $0.asOf, aircraft: aircraft) }
        }
        state.relayout()
        return state
    }

    /// The simulated airport names every aircraft; on one without, p has nothing to do.
    @Test func pWithoutAnAircraftDoesNothingAndSaysSo() {
        var start = AppFixture.state()
        start.flights = start.flights.mapValues { flights in
            flights.map { Flight(airline: $0.airline, designator: $0.designator, direction: $0.direction, airport: $0.airport,
                                 operation: $0.operation, asOf: $0.asOf) }
        }
        start.relayout()
        let (state, effects) = AppFixture.after([.character("p")], from: start)
        #expect(effects.isEmpty)
        #expect(state.hint == "p where its aircraft is: the plane's legs of the day: nothing to do here")
    }

    @Test func pReadsTheAircraftsDayAndPushesIt() throws {
        let start = Self.withAircraft()
        let flight = try #require(start.currentFlight)
        let (asked, effects) = AppFixture.after([.character("p")], from: start)
        #expect(effects == [.loadPlane(flight)])
        var state = asked
        let day = AircraftDay(aircraft: try #require(flight.aircraft), date: flight.scheduled.date,
                              legs: [AircraftLeg(departure: flight, arrival: Flight(
                                  airline: flight.airline, designator: flight.designator, direction: .arrival,
                                  airport: start.airport, operation: flight.operation, asOf: flight.asOf))])
        _ = state.reduce(.planeLoaded(flight, day))
        guard case .plane? = state.stack.last else { Issue.record("no aircraft's day pushed"); return }
        let frame = AppFixture.frame(state)
        #expect(frame.contains("Aircraft N14228 · 2026-11-29"))
        #expect(frame.contains("N14228 · Boeing 737-824 · 149 seats · built 1999"))
        #expect(frame.contains("DEPARTS  FLIGHT"))
        #expect(frame.contains(flight.designator.description))
        #expect(AppFixture.after([.escape], from: state).0.stack.isEmpty)
        // Read after the user went back: nothing is pushed.
        var gone = AppFixture.after([.escape], from: state).0
        _ = gone.reduce(.planeLoaded(try #require(gone.layout.flights.last), day))
        #expect(gone.stack.isEmpty)
    }

    @Test func aDeparturesSheetReadsItsInboundAndShowsIt() throws {
        let start = Self.withAircraft()
        let flight = try #require(start.currentFlight)
        #expect(flight.direction == .departure)
        var (state, effects) = AppFixture.after([.enter], from: start)
        #expect(effects == [.loadInbound(flight), .loadOdds(.departure, flight.scheduled.date)])
        #expect(!AppFixture.frame(state).contains("Inbound"))
        _ = state.reduce(.inboundLoaded(flight, .firstOfDay))
        _ = state.reduce(.oddsLoaded(.departure, flight.scheduled.date, LateOdds(record: LateRecord(direction: .departure), days: nil)))
        // The sheet at its large detent, to show the line under the aircraft's.
        let large = AppFixture.after([.character("+")], from: state).0
        #expect(AppFixture.frame(large).contains("│ Aircraft    N14228 · Boeing 737-824 · 149 seats · built 1999                 │\n"
            + "│ Inbound     none: its first leg of the day in the data                       │"))
        // Opened again, neither is read again.
        let again = AppFixture.after([.escape, .enter], from: state)
        #expect(again.1.isEmpty)
    }
}
