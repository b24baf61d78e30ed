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
        let days = airport.history(of: flight.designator, direction: flight.direction, before: flight.scheduled.date,
                                       days: 5, asOf: state.now)
        _ = state.reduce(.historyLoaded(flight, days))
        return state
    }

    /// `state` with the day of the aircraft flying the flight it is on pushed (the fixture names
    /// no aircraft: it is given one), that flight its one leg.
    static func withPlane(_ state: AppState) throws -> AppState {
        var state = state
        let flight = try #require(state.currentFlight)
        let arrival = Flight(airline: flight.airline, designator: flight.designator, direction: .arrival,
                             airport: state.airport, operation: flight.operation, asOf: flight.asOf)
        let departure = flight.direction == .departure ? flight : Flight(
            airline: flight.airline, designator: flight.designator, direction: .departure, airport: flight.airport,
            operation: flight.operation, asOf: flight.asOf)
        let day = AircraftDay(aircraft: Aircraft(registration: "N14228"), date: flight.scheduled.date,
                              legs: [AircraftLeg(departure: departure, arrival: arrival)])
        _ = state.reduce(.planeLoaded(flight, day))
        return state
    }

    /// `state` with the late odds of the day of the flight it is on read.
    static func withOdds(_ state: AppState) throws -> AppState {
        var state = state
        let flight = try #require(state.currentFlight)
        let odds = try airport.lateOdds(flight.direction, on: flight.scheduled.date, asOf: state.now)
        _ = state.reduce(.oddsLoaded(flight.direction, flight.scheduled.date, odds))
        return state
    }

    /// The screen as text, a line per row without trailing blanks.
    static func frame(_ state: AppState) -> String {
        AppScreen.render(state).text
    }
}
