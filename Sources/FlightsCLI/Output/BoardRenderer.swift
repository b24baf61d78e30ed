import FlightBoard
import TerminalKit

/// Turns a ``Board`` into text in each output format.
enum BoardRenderer {
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
