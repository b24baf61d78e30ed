import FlightBoard
import TerminalKit

/// `flights stats --view carriers`: one line per airline, and the total.
struct CarrierTable: TableView {
    let rows: [CarrierStatistics]

    func table(fitted: Bool) -> Table {
        let columns = [
            TableColumn(header: "AIRLINE", priority: 100, minWidth: 2),
            TableColumn(header: "NAME", priority: 10, minWidth: 8),
            TableColumn(header: "FLIGHTS", alignment: .right, priority: 90, minWidth: 7),
            TableColumn(header: "CANCELLED", alignment: .right, priority: 70, minWidth: 9),
            TableColumn(header: "DIVERTED", alignment: .right, priority: 40, minWidth: 8),
            TableColumn(header: "ON TIME", alignment: .right, priority: 95, minWidth: 7),
            TableColumn(header: "DEP DELAY", alignment: .right, priority: 60, minWidth: 9),
            TableColumn(header: "ARR DELAY", alignment: .right, priority: 50, minWidth: 9),
        ]
        var total = CarrierStatistics(airline: Airline(code: "All", name: "All airlines"))
        rows.forEach { total.merge($0) }
        let cells = (rows + [total]).map { row -> [TableCell] in
            [TableCell(text: row.airline.code), TableCell(text: row.airline.name),
             TableCell(text: String(row.flights)), TableCell(text: String(row.cancelled)),
             TableCell(text: String(row.diverted)),
             TableCell(text: row.onTimeShare.map(StatsFormat.percent) ?? "-", style: StatsFormat.style(row.onTimeShare)),
             TableCell(text: StatsFormat.minutes(row.meanDepartureDelay)), TableCell(text: StatsFormat.minutes(row.meanArrivalDelay))]
        }
        return Table(columns: columns, rows: cells)
    }
}
