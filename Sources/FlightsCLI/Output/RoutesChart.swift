import FlightBoard
import TerminalKit

/// `flights stats --view routes`: the departures by destination, least punctual first, with
/// the statistics' picker and a summary.
struct RoutesChart: TerminalView {
    let insights: DepartureInsights
    let airport: Airport

    func styledLines(in size: TerminalSize) -> [StyledLine] {
        let width = size.columns
        func plain(_ lines: [String]) -> [StyledLine] { lines.map { [StyledText($0)] } }
        var lines = plain(wrap(items: [TextSanitizer.sanitize("Departures from \(airport.name) (\(airport.code)) by destination"),
                                       "\(insights.days.lowerBound) to \(insights.days.upperBound)", "least on time first"],
                               separator: ", ", width: width))
        lines += [StatsPicker.line(.routes, width: width), []]
        guard let share = insights.total.onTimeShare else {
            return lines + plain(wrap("No departure has finished in these days.", width: width))
        }
        lines += RoutesTable(routes: insights.routes).styledLines(in: size)
        lines.append([])
        let count = insights.routes.count
        lines += plain(wrap(items: ["\(count) destination\(count == 1 ? "" : "s")",
                                    "\(StatsFormat.grouped(insights.total.flights)) departures finished, \(HistoryChart.percent(share)) on time"],
                            separator: " · ", width: width))
        return lines
    }
}
