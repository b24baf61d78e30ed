import FlightBoard
import TerminalKit

/// A tab's rows laid out at a width, once per change of data, filters or width rather
/// than once per frame: the table's header and a line per row, and where the "now" line
/// goes between the flights gone by and those to come.
struct AppBoardLayout {
    /// The flights of a board tab, one per row.
    let flights: [Flight]
    /// The trips of the trips tab, one per row.
    let trips: [Trip]
    let header: StyledLine
    let lines: [StyledLine]
    /// The first row still to come: where the now line is drawn, above it.
    let nowRow: Int
    /// Whether the board has a now line: its day is the clock's.
    let hasNowLine: Bool
    /// The columns of a row's first two cells (a board's time and flight, a trip's code and
    /// kind), which the selection shows inverse: a move then rewrites those cells of two
    /// rows, not two whole rows.
    let keyColumnsWidth: Int

    static let empty = AppBoardLayout(flights: [], trips: [], header: [], lines: [], nowRow: 0, hasNowLine: false)


    var rowCount: Int { lines.count }
    /// Rows and the now line.
    var itemCount: Int { rowCount + (hasNowLine ? 1 : 0) }

    /// The item (a row, or the now line) that `row` is drawn as.
    func item(ofRow row: Int) -> Int {
        row + (hasNowLine && row >= nowRow ? 1 : 0)
    }

    /// The row an item is, or nil for the now line.
    func row(ofItem item: Int) -> Int? {
        guard hasNowLine else { return item }
        if item == nowRow { return nil }
        return item > nowRow ? item - 1 : item
    }

    /// The board laid out as `flights arrivals` prints it, fitted to `width`.
    init(board: Board, width: Int) {
        let lines = BoardTable(board: board).styledLines(in: .columns(max(1, width - Self.markerWidth)))
        flights = board.flights
        trips = []
        header = lines.first ?? []
        self.lines = Array(lines.dropFirst())
        // Gone by: scheduled before the clock. Each side of the line is in the table's order.
        nowRow = board.flights.firstIndex { $0.scheduled >= board.asOf } ?? board.flights.count
        hasNowLine = board.asOf.date == board.date
        keyColumnsWidth = Self.keyColumnsWidth(header)
    }

    /// The trips laid out as `flights checkins` prints them, fitted to `width`.
    init(trips: [Trip], width: Int) {
        let lines = TripTable(trips: trips).styledLines(in: .columns(max(1, width - Self.markerWidth)))
        flights = []
        self.trips = trips
        header = trips.isEmpty ? [] : lines.first ?? []
        self.lines = trips.isEmpty ? [] : Array(lines.dropFirst())
        nowRow = 0
        hasNowLine = false
        keyColumnsWidth = Self.keyColumnsWidth(header)
    }

    private init(flights: [Flight], trips: [Trip], header: StyledLine, lines: [StyledLine], nowRow: Int, hasNowLine: Bool) {
        self.flights = flights
        self.trips = trips
        self.header = header
        self.lines = lines
        self.nowRow = nowRow
        self.hasNowLine = hasNowLine
        keyColumnsWidth = Self.keyColumnsWidth(header)
    }

    /// The row of this layout that shows what `row` of `previous` showed: the same flight, or the same trip.
    func index(matching previous: AppBoardLayout, row: Int) -> Int? {
        if previous.flights.indices.contains(row) {
            let flight = previous.flights[row]
            return flights.firstIndex {
                $0.designator == flight.designator && $0.direction == flight.direction && $0.scheduled == flight.scheduled
            }
        }
        if previous.trips.indices.contains(row) {
            let code = previous.trips[row].record.code
            return trips.firstIndex { $0.record.code == code }
        }
        return nil
    }

    /// Where the header's third column starts, less the separator: the end of the second.
    private static func keyColumnsWidth(_ header: StyledLine) -> Int {
        let text = header.map(\.text).joined()
        var columns = 0
        var words = 0
        var inWord = false
        for character in text {
            if character != " ", !inWord {
                words += 1
                if words == 3 { return max(0, columns - 2) }
            }
            inWord = character != " "
            columns += DisplayWidth.of(character)
        }
        return columns
    }

    /// The columns before each row: the selection's marker, seen without colour too.
    static let markerWidth = 2
}
