import FlightBoard
import TerminalKit

/// A trip moved to another flight, as `checkin` reports it.
struct RescheduleResult: CommandResult {
    let change: Reschedule
    let target: Flight
    let airport: Airport
    /// The check-ins set aside with the flight given up, and how to check their passengers in again.
    let notes: [String]

    func json() -> JSONValue { TripJSON.value(change) }

    func text(for target: OutputTarget) -> String {
        TextSanitizer.sanitize("Rescheduled: \(FlightResolver.describe(self.target, airport: airport)), gate \(self.target.gate). Confirmation \(change.code).") + "\n"
    }
}
