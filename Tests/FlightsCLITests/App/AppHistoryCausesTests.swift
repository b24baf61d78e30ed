import FlightBoard
import Testing
import TerminalKit
@testable import FlightsCLI

/// The app's history popover says why the days were late and why cancelled, as `history`
/// does, where the data says: UA 101's five days before the clock given causes by hand.
@Suite struct AppHistoryCausesTests {
    /// Days 1 and 3 arrived 40 minutes late (25 carrier, 15 late aircraft each: 50 and 30 in
    /// all), day 2 was cancelled for weather; the others have no causes.
    @Test func theHistoryPopoverSaysWhyLateAndWhyCancelled() throws {
        // Tall enough for the whole popover under the board's row.
        var state = AppFixture.after([.enter], from: AppFixture.state(size: TerminalSize(columns: 80, rows: 40))).0
        let flight = try #require(state.currentFlight)
        let days = (1...5).map { back -> Flight in
            let scheduled = flight.scheduled.adding(minutes: -1440 * (6 - back))
            let operation: Operation = switch back {
            case 1, 3: Operation(scheduled: scheduled, outcome: .operated(at: scheduled.adding(minutes: 40)), gate: "B1",
                                 causes: DelayCauses(minutes: [25, 0, 0, 0, 15]))
            case 2: Operation(scheduled: scheduled, outcome: .cancelled, gate: "B1", cancellationReason: .weather)
            default: Operation(scheduled: scheduled, outcome: .operated(at: scheduled), gate: "B1")
            }
            return Flight(airline: flight.airline, designator: flight.designator, direction: flight.direction,
                          airport: flight.airport, operation: operation, asOf: state.now)
        }
        _ = state.reduce(.historyLoaded(flight, days))
        let frame = AppFixture.frame(state)
        #expect(frame.contains("│ Why late: carrier 50 min · late aircraft 30 min (2 flights)"))
        #expect(frame.contains("│ Why cancelled: weather 1"))
    }
}
