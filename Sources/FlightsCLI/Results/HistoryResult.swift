import FlightBoard
import TerminalKit

/// A flight's on-time record over its previous days, as `history` gives it.
struct HistoryResult: ViewResult {
    let flight: Flight
    /// The flight's days, oldest first.
    let history: [Flight]

    var view: any TerminalView { HistoryChart(flight: flight, history: history) }

    /// Whether the day's outcome is known at the clock; until then `on_time` is null.
    static func isFinished(_ flight: Flight) -> Bool {
        [.departed, .landed, .cancelled, .diverted].contains(flight.status.kind)
    }

    func json() -> JSONValue {
        .object([
            ("flight", .string(flight.designator.description)),
            ("direction", .string(flight.direction.rawValue)),
            ("days", .array(history.map { day in
                .object([
                    ("date", .string(day.scheduled.date.description)),
                    ("scheduled", .string(day.scheduled.description)),
                    ("actual", day.estimated.map { .string($0.description) } ?? .null),
                    ("status", .string(day.status.kind.rawValue)),
                    ("delay_minutes", day.delayMinutes.map { .int($0) } ?? .null),
                    ("on_time", Self.isFinished(day) ? .bool(day.operation.isOnTime) : .null),
                ])
            })),
            ("summary", .object(SummaryJSON.fields(OnTimeSummary(history)))),
        ])
    }
}
