import FlightBoard
import TerminalKit

/// A cancelled flight with the alert `rebook` shows and the other flights on its route.
struct RebookResult: CommandResult {
    let flight: Flight
    let alternatives: [Flight]
    let airport: Airport
    let alertTitle: String
    let alertMessage: String
    /// How to rebook onto one of the flights listed, for the command line; none for an arrival.
    var notes: [String] = []

    func json() -> JSONValue {
        .object([
            ("flight", FlightDetails.json(flight, at: airport)),
            ("alert", .object([("title", .string(alertTitle)), ("message", .string(alertMessage))])),
            ("alternatives", .array(alternatives.map { FlightDetails.json($0, at: airport) })),
        ])
    }

    /// The alternatives, one a line, for the call to the airline.
    func text(for target: OutputTarget) -> String {
        let route = "\(flight.direction == .departure ? "to" : "from") \(FlightPresentation.place(flight.airport))"
        guard !alternatives.isEmpty else {
            return TextSanitizer.sanitize("No other flight \(route) in the next \(RescheduleOptions.days) days.") + "\n"
        }
        let heading = TextSanitizer.sanitize("Other flights \(route), for your call to the airline:")
        var lines = target.width.map { wrap(heading, width: $0) } ?? [heading]
        for alternative in alternatives {
            let line = TextSanitizer.sanitize(
                "\(FlightResolver.describe(alternative, airport: airport)) · \(FlightPresentation.remarks(alternative, boardDate: alternative.scheduled.date))")
            // On a terminal, broken at words under its first line rather than by the terminal inside one.
            let wrapped = target.width.map { wrap(line, width: max(10, $0 - 4)) } ?? [line]
            lines += wrapped.enumerated().map { ($0.offset == 0 ? "  " : "    ") + $0.element }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
