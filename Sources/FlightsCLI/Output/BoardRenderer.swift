import FlightBoard
import TerminalKit

/// Turns a ``Board`` into text in each output format.
enum BoardRenderer {
    /// The board as an aligned table. `width` nil means no truncation (not a terminal).
    static func table(_ board: Board, width: Int?, color: Bool) -> String {
        let remarks = board.flights.map { FlightPresentation.remarks($0, boardDate: board.date) }
        let airlines = board.flights.map(\.airline.name)
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
            TableColumn(header: placeHeader, priority: 50, minWidth: naturalWidth(placeHeader, board.flights.map(\.airport.code))),
            TableColumn(header: "AIRLINE", priority: 10, minWidth: naturalWidth("AIRLINE", airlines)),
        ]
        if gates { columns.append(TableColumn(header: "GATE", priority: 60, minWidth: 4)) }
        columns.append(TableColumn(header: "STATUS", priority: 80, minWidth: 4))
        let rows: [[TableCell]] = zip(board.flights, remarks).map { flight, remark in
            let place = FlightPresentation.place(flight.airport)
            // Short forms only where something may be cut: a pipe gets every cell whole.
            let shortPlace = width == nil || place == flight.airport.code ? nil : flight.airport.code
            let shortRemark = width == nil ? nil : FlightPresentation.remarks(flight, boardDate: board.date, withDelay: false)
            var row = [
                TableCell(text: FlightPresentation.time(flight.scheduled, on: board.date)),
                TableCell(text: flight.designator.description),
                TableCell(text: place, shortForm: shortPlace),
                TableCell(text: flight.airline.name),
            ]
            if gates { row.append(TableCell(text: flight.gate)) }
            row.append(TableCell(text: remark, style: FlightPresentation.style(flight.punctuality),
                                 shortForm: shortRemark == remark ? nil : shortRemark))
            return row
        }
        return Table(columns: columns, rows: rows)
            .render(TableRenderOptions(maxWidth: width, color: color, showsHeader: true))
    }

    /// A column's full width, used as its minimum so that it is dropped rather than shortened.
    private static func naturalWidth(_ header: String, _ cells: [String]) -> Int {
        cells.map { DisplayWidth.of(TextSanitizer.sanitize($0)) }.reduce(DisplayWidth.of(header), max)
    }

    /// The board as one JSON object: the airport, the day, the clock, and the flights.
    static func json(_ board: Board) -> String {
        let flights = board.flights.map { flight in
            JSONValue.object(BoardField.all.map { ($0.name, $0.value(flight, board.date)) })
        }
        let document = JSONValue.object([
            ("airport", .object([
                ("code", .string(board.airport.code)),
                ("name", .string(board.airport.name)),
                ("city", .string(board.airport.city)),
                ("time_zone", .string(board.airport.timeZone)),
            ])),
            ("board", .string(board.direction == .arrival ? "arrivals" : "departures")),
            ("date", .string(board.date.description)),
            ("as_of", .string(board.asOf.description)),
            ("flights", .array(flights)),
        ])
        return document.rendered() + "\n"
    }

    /// The board as CSV with a header line of ``BoardField`` names.
    static func csv(_ board: Board) -> String {
        let rows = board.flights.map { flight in
            BoardField.all.map { field -> String in
                switch field.value(flight, board.date) {
                case .string(let s): s
                case .int(let n): String(n)
                case .bool(let b): b ? "true" : "false"
                case .double(let x): String(x)
                case .null, .array, .object: ""
                }
            }
        }
        return CSVWriter.render(header: BoardField.all.map(\.name), rows: rows)
    }
}
