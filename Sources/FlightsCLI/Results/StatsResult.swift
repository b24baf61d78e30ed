import FlightBoard
import TerminalKit

/// The board's on-time share by hour or by day, as `stats` gives it.
struct StatsResult: ViewResult {
    let history: OnTimeHistory
    let airport: Airport

    var view: any TerminalView { StatsChart(history: history, airport: airport) }

    func json() -> JSONValue {
        .object([
            ("view", .string(history.span.rawValue)),
            ("periods", .array(history.periods.map { period in
                .object([("start", .string(period.start.description))] + SummaryJSON.fields(period.summary))
            })),
            ("total", .object(SummaryJSON.fields(history.total))),
        ])
    }
}
