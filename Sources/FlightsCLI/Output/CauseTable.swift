import FlightBoard
import TerminalKit

/// `flights stats --view causes`: per airline, the minutes of arrival delay put down to each
/// cause, and the cancellations by reason, then the total.
struct CauseTable: TableView {
    let rows: [CauseStatistics]

    func table(fitted: Bool) -> Table {
        var columns = [
            TableColumn(header: "AIRLINE", priority: 100, minWidth: 2),
            TableColumn(header: "FLIGHTS", alignment: .right, priority: 90, minWidth: 7),
            TableColumn(header: "LATE", alignment: .right, priority: 85, minWidth: 4),
        ]
        columns += DelayCause.allCases.map { TableColumn(header: $0.shortName.uppercased(), alignment: .right, priority: 80, minWidth: 3) }
        columns.append(TableColumn(header: "CANCELLED A/B/C/D", alignment: .right, priority: 70, minWidth: 9))
        let cells = (rows + [CauseTable.total(rows)]).map { row -> [TableCell] in
            [TableCell(text: row.airline.code), TableCell(text: String(row.flights)), TableCell(text: String(row.lateFlights))]
                + row.minutes.map { TableCell(text: String($0)) }
                + [TableCell(text: "\(row.cancelled) (\(row.cancelledBy.map(String.init).joined(separator: "/")))")]
        }
        return Table(columns: columns, rows: cells)
    }

    /// Every airline's counts added up, as `All`.
    static func total(_ rows: [CauseStatistics]) -> CauseStatistics {
        var total = CauseStatistics(airline: Airline(code: "All", name: "All airlines"))
        rows.forEach { total.merge($0) }
        return total
    }
}
