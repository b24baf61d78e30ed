import FlightBoard
import TerminalKit

/// A cancelled flight with the alert `rebook` shows and the other flights on its route.
struct RebookResult: CommandResult {
    let flight: Flight
    let alternatives: [Flight]
    let airport: Airport
    let alertTitle: String
    let alertMessage: String

    func json() -> JSONValue {
        .object([
            ("flight", FlightDetails.json(flight)),
            ("alert", .object([("title", .string(alertTitle)), ("message", .string(alertMessage))])),
            ("alternatives", .array(alternatives.map(FlightDetails.json))),
        ])
    }

    /// The alternatives, one a line, for the call to the airline.
    func text(for target: OutputTarget) -> String {
        let route = "\(flight.direction == .departure ? "to" : "from") \(FlightPresentation.place(flight.airport))"
        guard !alternatives.isEmpty else {
            return TextSanitizer.sanitize("No other flight \(route) in the next \(RescheduleOptions.days) days.") + "\n"
        }
        let lines = ["Other flights \(route), for your call to the airline:"] + alternatives.map { alternative in
            "  \(FlightResolver.describe(alternative, airport: airport)) · \(FlightPresentation.remarks(alternative, boardDate: alternative.scheduled.date))"
        }
        return lines.map { TextSanitizer.sanitize($0) + "\n" }.joined()
    }
}
