import FlightBoard
import TerminalKit

/// `flights stats --view routes`: a line per destination, the least punctual first, its
/// on-time share as a number and as a bar.
struct RoutesTable: TableView {
    let routes: [DepartureInsights.Route]

    func table(fitted: Bool) -> Table {
        let columns = [
            TableColumn(header: "TO", priority: 100, minWidth: 3),
            TableColumn(header: "DESTINATION", priority: 10, minWidth: 8),
            TableColumn(header: "FLIGHTS", alignment: .right, priority: 90, minWidth: 7),
            TableColumn(header: "ON TIME", alignment: .right, priority: 95, minWidth: 7),
            TableColumn(header: "", priority: 30, minWidth: 10),
            TableColumn(header: "CANCELLED", alignment: .right, priority: 50, minWidth: 9),
            TableColumn(header: "AVG DELAY", alignment: .right, priority: 60, minWidth: 9),
        ]
        let cells = routes.map { route -> [TableCell] in
            let summary = route.summary
            let share = summary.onTimeShare ?? 0
            return [TableCell(text: route.destination.code), TableCell(text: route.destination.name),
                    TableCell(text: String(summary.flights)),
                    TableCell(text: StatsFormat.percent(share), style: StatsFormat.style(share)),
                    TableCell(text: StatsFormat.bar(share), style: StatsFormat.style(share)),
                    TableCell(text: String(summary.cancelled)), TableCell(text: StatsFormat.minutes(summary.averageDelay))]
        }
        return Table(columns: columns, rows: cells)
    }
}
