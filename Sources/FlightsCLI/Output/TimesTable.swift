import FlightBoard
import TerminalKit

/// The table under the chart of ``TimesChart``: a line per hour with a departure.
struct TimesTable: TableView {
    let hours: [OnTimeSummary]

    func table(fitted: Bool) -> Table {
        let columns = [
            TableColumn(header: "HOUR", priority: 100, minWidth: 5),
            TableColumn(header: "FLIGHTS", alignment: .right, priority: 90, minWidth: 7),
            TableColumn(header: "LATE", alignment: .right, priority: 80, minWidth: 4),
            TableColumn(header: "LATE SHARE", alignment: .right, priority: 95, minWidth: 10),
            TableColumn(header: "CANCELLED", alignment: .right, priority: 50, minWidth: 9),
            TableColumn(header: "AVG DELAY", alignment: .right, priority: 60, minWidth: 9),
        ]
        let cells = hours.enumerated().compactMap { hour, summary -> [TableCell]? in
            guard let share = summary.onTimeShare else { return nil }
            return [TableCell(text: TimesChart.hour(hour)), TableCell(text: String(summary.flights)),
                    TableCell(text: String(summary.flights - summary.onTime)),
                    TableCell(text: StatsFormat.percent(1 - share), style: StatsFormat.style(share)),
                    TableCell(text: String(summary.cancelled)), TableCell(text: StatsFormat.minutes(summary.averageDelay))]
        }
        return Table(columns: columns, rows: cells)
    }
}
