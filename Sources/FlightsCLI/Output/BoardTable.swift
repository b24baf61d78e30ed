import FlightBoard
import TerminalKit

/// A board as a table: time, flight, the other airport, airline, gate and status, coloured
/// by punctuality.
struct BoardTable: TableView {
    let board: Board

    func table(fitted: Bool) -> Table {
        let remarks = board.flights.map { FlightPresentation.remarks($0, boardDate: board.date) }
        // At narrow widths the airline goes first, whole; then the other airport shortens
        // to its code and goes, then the gate; the status shortens (first losing its delay
        // in minutes) only when nothing else is left to give, and only below the first
        // three letters of its word, which tell the statuses apart, does it go.
        // Recorded data has no gates: a column of blanks would only take room.
        let gates = !board.flights.allSatisfy { $0.gate.isEmpty }
        let placeHeader = board.direction == .arrival ? "FROM" : "TO"
        var columns = [
            TableColumn(header: "TIME", priority: 100, minWidth: 5),
            TableColumn(header: "FLIGHT", priority: 90, minWidth: 7),
            TableColumn(header: placeHeader, priority: 50, minWidth: fitted ? Self.naturalWidth(placeHeader, board.flights.map(\.airport.code)) : 0),
            TableColumn(header: "AIRLINE", priority: 10, minWidth: fitted ? Self.naturalWidth("AIRLINE", board.flights.map(\.airline.name)) : 0),
        ]
        if gates { columns.append(TableColumn(header: "GATE", priority: 60, minWidth: 4)) }
        columns.append(TableColumn(header: "STATUS", priority: 80, minWidth: 4))
        var cells: [TableCell] = []
        cells.reserveCapacity(board.flights.count * columns.count)
        // By index, each flight read where it lies: zipping the flights with their remarks
        // copied every flight, a dozen references retained and released a row.
        // Each place's words made once: a day names a few dozen airports in hundreds of rows.
        var places: [String: String] = [:]
        for index in board.flights.indices {
            appendCells(of: board.flights[index], remark: remarks[index], gates: gates, fitted: fitted, places: &places, to: &cells)
        }
        return Table(columns: columns, cells: cells)
    }

    private func appendCells(of flight: borrowing Flight, remark: String, gates: Bool, fitted: Bool,
                             places: inout [String: String], to cells: inout [TableCell]) {
        let place: String
        if let known = places[flight.airport.code] {
            place = known
        } else {
            place = FlightPresentation.place(flight.airport)
            places[flight.airport.code] = place
        }
        // Short forms only where something may be cut: a pipe gets every cell whole.
        let shortPlace = !fitted || place == flight.airport.code ? nil : flight.airport.code
        let shortRemark = !fitted ? nil : FlightPresentation.remarks(flight, boardDate: board.date, withDelay: false)
        cells.append(TableCell(text: FlightPresentation.time(flight.scheduled, on: board.date)))
        cells.append(TableCell(text: flight.designator.description))
        cells.append(TableCell(text: place, shortForm: shortPlace))
        cells.append(TableCell(text: flight.airline.name))
        if gates { cells.append(TableCell(text: flight.gate)) }
        cells.append(TableCell(text: remark, style: FlightPresentation.style(flight.punctuality),
                               shortForm: shortRemark == remark ? nil : shortRemark))
    }

    /// A column's full width, used as its minimum so that it is dropped rather than shortened;
    /// measured only for a table that will be fitted, the one whose minimums count.
    private static func naturalWidth(_ header: String, _ cells: [String]) -> Int {
        cells.map { DisplayWidth.of(TextSanitizer.sanitize($0)) }.reduce(DisplayWidth.of(header), max)
    }
}
