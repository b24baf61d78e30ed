import FlightBoard
import TerminalKit

/// A day's board of one direction, as `arrivals` and `departures` give it.
struct BoardResult: CommandResult {
    let board: Board
    /// The odds of the board's flights, for JSON and CSV; nil for the table, which does not show them.
    var odds: LateOdds? = nil

    private func context(_ flight: Flight) -> BoardField.Context {
        BoardField.Context(date: board.date, chance: odds?.chance(for: flight))
    }

    /// The board as one JSON object: the airport, the day, the clock, and the flights.
    func json() -> JSONValue {
        let flights = board.flights.map { flight in
            let context = context(flight)
            return JSONValue.object(BoardField.all.map { ($0.name, $0.value(flight, context)) })
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
        return document
    }

    /// The board as CSV with a header line of ``BoardField`` names.
    func csv() -> (header: [String], rows: [[String]])? {
        let rows = board.flights.map { flight in
            let context = context(flight)
            return BoardField.all.map { field -> String in
                switch field.value(flight, context) {
                case .string(let s): s
                case .int(let n): String(n)
                case .bool(let b): b ? "true" : "false"
                case .double(let x): String(x)
                case .null, .array, .object: ""
                }
            }
        }
        return (BoardField.all.map(\.name), rows)
    }

    /// The title (on a terminal only, like any decoration) and the table.
    func text(for target: OutputTarget) -> String {
        let title = target.isTerminal ? BoardTitle.text(board, width: target.width) + "\n" : ""
        return title + BoardTable(board: board).text(width: target.width, color: target.color)
    }

    var emptyNotice: String? {
        board.flights.isEmpty ? "No \(board.direction == .arrival ? "arrivals" : "departures") on \(board.date) match the options given." : nil
    }
}
