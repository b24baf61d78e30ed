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

    static let empty = AppBoardLayout(flights: [], trips: [], lines: [], widths: [], nowRow: 0, hasNowLine: false)

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
        let (lines, widths) = BoardTable(board: board).table(fitted: true).laidOut(in: max(1, width - Self.markerWidth))
        // Gone by: scheduled before the clock. Each side of the line is in the table's order.
        self.init(flights: board.flights, trips: [], lines: lines, widths: widths,
                  nowRow: board.flights.firstIndex { $0.scheduled >= board.asOf } ?? board.flights.count,
                  hasNowLine: board.asOf.date == board.date)
    }

    /// The trips laid out as `flights checkins` prints them, fitted to `width`.
    init(trips: [Trip], width: Int) {
        let (lines, widths) = TripTable(trips: trips).table(fitted: true).laidOut(in: max(1, width - Self.markerWidth))
        self.init(flights: [], trips: trips, lines: trips.isEmpty ? [] : lines, widths: widths, nowRow: 0, hasNowLine: false)
    }

    /// `lines` as the table laid them out, its header first.
    private init(flights: [Flight], trips: [Trip], lines: [StyledLine], widths: [Int], nowRow: Int, hasNowLine: Bool) {
        self.flights = flights
        self.trips = trips
        header = lines.first ?? []
        self.lines = Array(lines.dropFirst())
        self.nowRow = nowRow
        self.hasNowLine = hasNowLine
        // The first two columns and the separator between them.
        keyColumnsWidth = widths.prefix(2).reduce(0, +) + (widths.count > 1 ? 2 : 0)
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
            let id = previous.trips[row].record.id
            return trips.firstIndex { $0.record.id == id }
        }
        return nil
    }

    /// The columns before each row: the selection's marker, seen without colour too.
    static let markerWidth = 2
}
