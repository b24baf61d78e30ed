import FlightBoard
import TerminalKit

/// A board as a table: time, flight, the other airport, airline, gate and status, coloured
/// by punctuality.
struct BoardTable: TableView {
    let board: Board

    func table(fitted: Bool) -> Table {
        // At narrow widths the airline goes first, whole; then the other airport shortens
        // to its code and goes, then the gate; the status shortens (first losing its delay
        // in minutes) only when nothing else is left to give, and only below the first
        // three letters of its word, which tell the statuses apart, does it go.
        // Recorded data has no gates: a column of blanks would only take room.
        // Each flight is read where it lies, by index, here and below: a closure over the
        // flights, or a zip, took a copy of each, a dozen references retained and released.
        let gates = board.flights.indices.contains { !board.flights[$0].gate.isEmpty }
        let placeHeader = board.direction == .arrival ? "FROM" : "TO"
        var columns = [
            TableColumn(header: "TIME", priority: 100, minWidth: 5),
            TableColumn(header: "FLIGHT", priority: 90, minWidth: 7),
            TableColumn(header: placeHeader, priority: 50, minWidth: fitted ? Self.naturalWidth(placeHeader, board.flights.indices.map { board.flights[$0].airport.code }) : 0),
            TableColumn(header: "AIRLINE", priority: 10, minWidth: fitted ? Self.naturalWidth("AIRLINE", board.flights.indices.map { board.flights[$0].airline.name }) : 0),
        ]
        if gates { columns.append(TableColumn(header: "GATE", priority: 60, minWidth: 4)) }
        columns.append(TableColumn(header: "STATUS", priority: 80, minWidth: 4))
        var cells: [TableCell] = []
        cells.reserveCapacity(board.flights.count * columns.count)
        // Each place's words made once: a day names a few dozen airports in hundreds of rows.
        var places: [String: String] = [:]
        board.flights.withUnsafeBufferPointer { flights in
            for index in flights.indices {
                appendCells(of: flights[index], gates: gates, fitted: fitted, places: &places, to: &cells)
            }
        }
        return Table(columns: columns, cells: cells)
    }

    private func appendCells(of flight: borrowing Flight, gates: Bool, fitted: Bool,
                             places: inout [String: String], to cells: inout [TableCell]) {
        let remark = FlightPresentation.remarks(flight, boardDate: board.date)
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
