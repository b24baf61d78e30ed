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
             TableCell(text: row.onTimeShare.map(Self.percent) ?? "-", style: Self.style(row.onTimeShare)),
             TableCell(text: Self.minutes(row.meanDepartureDelay)), TableCell(text: Self.minutes(row.meanArrivalDelay))]
        }
        return Table(columns: columns, rows: cells)
    }

    private static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    private static func minutes(_ value: Double?) -> String {
        guard let value else { return "-" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// The same thresholds as the on-time chart: green from 80 %, yellow from 60 %, red below.
    private static func style(_ share: Double?) -> Style {
        guard let share else { return .plain }
        return share >= 0.8 ? Style(foreground: .green) : share >= 0.6 ? Style(foreground: .yellow) : Style(foreground: .red)
    }
}
