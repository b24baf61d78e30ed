import FlightBoard
import Foundation
import Testing
import TerminalKit
@testable import FlightsCLI

/// The board app's state over the small fixture airport (four arrivals and four departures
/// on Sunday 2026-11-29), with the clock pinned, for tests that need no terminal.
enum AppFixture {
    static let airport: SimulatedAirport = {
        let bytes = try! Array(Data(contentsOf: URL(fileURLWithPath: FlightsBinary.fixture("small-airport.json"))))
        return SimulatedAirport(timetable: try! Timetable(json: bytes, file: "small-airport.json"))
    }()

    static func state(at clock: String = "2026-11-29T08:00", size: TerminalSize = TerminalSize(columns: 80, rows: 24),
                      tab: AppLink.Tab = .departures) -> AppState {
        let now = LocalDateTime(parsing: clock)!
        let flights: [Direction: [Flight]] = [
            .arrival: try! Board(source: airport, direction: .arrival, date: now.date, asOf: now).flights,
            .departure: try! Board(source: airport, direction: .departure, date: now.date, asOf: now).flights,
        ]
        return AppState(airport: airport.airport, date: now.date, now: now, clockIsPinned: true, flights: flights, trips: [],
                        tab: tab, detents: [.drawer, .medium, .large], detent: .medium, size: size)
    }

    /// The state after `keys`, and every effect they asked for.
    static func after(_ keys: [Key], from start: AppState = state()) -> (AppState, [AppEffect]) {
        var state = start
        var effects: [AppEffect] = []
        for key in keys { effects += state.reduce(.key(key)) }
        return (state, effects)
    }

    /// `state` with the history of the flight it is on pushed: its five days before the clock's.
    static func withHistory(_ state: AppState) throws -> AppState {
        var state = state
        let flight = try #require(state.currentFlight)
        let days = try airport.history(of: flight.designator, direction: flight.direction, before: flight.scheduled.date,
                                       days: 5, asOf: state.now)
        _ = state.reduce(.historyLoaded(flight, days))
        return state
    }

    /// The screen as text, a line per row without trailing blanks.
    static func frame(_ state: AppState) -> String {
        AppScreen.render(state).text
    }
}
