import FlightBoard
import TerminalKit

/// A trip moved to another flight, as `checkin` reports it.
struct RescheduleResult: CommandResult {
    let change: Reschedule
    let target: Flight
    let airport: Airport
    /// The check-ins set aside with the flight given up, in words.
    let setAside: [String]
    /// The passengers of those check-ins not yet on the new flight, whom the board app offers to check in there.
    let toCheckIn: [CheckIn]
    /// The commands that check them in, for the command line.
    let checkInHints: [String]

    var notes: [String] { setAside + checkInHints }

    func json() -> JSONValue { TripJSON.value(change) }

    func text(for target: OutputTarget) -> String {
        TextSanitizer.sanitize("Rescheduled: \(FlightResolver.describe(self.target, airport: airport)), gate \(self.target.gate). Confirmation \(change.code).") + "\n"
    }
}
