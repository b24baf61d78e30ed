/// A full screen as a grid of cells, each holding what one column shows and its style:
/// what a full-screen app draws its frame into before ``ScreenRenderer`` writes only
/// the cells that changed since the last frame.
///
/// Text is sanitised as it is drawn, so no control character reaches a cell. A wide
/// character (CJK, most emoji) takes two cells: its own and a continuation after it; one
/// that would straddle the right edge of the area drawn into is left out, as a terminal
/// would wrap it.
public struct ScreenBuffer: Sendable, Equatable {
    /// One column of the screen.
    public struct Cell: Sendable, Equatable {
        /// The grapheme shown; empty in the right half of a wide character.
        public var text: String
        public var style: Style

        /// A blank cell.
        public static let blank = Cell(text: " ", style: .plain)
    }

    /// The screen's size: `rows` lines of `columns` cells.
    public let size: TerminalSize
    private(set) var cells: [Cell]

    /// A blank screen of `size`.
    public init(size: TerminalSize) {
        self.size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
        cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
    }

    /// The cell at `row` and `column`, both from 0.
    public subscript(row: Int, column: Int) -> Cell {
        cells[row * size.columns + column]
    }

    /// Draws `line` on `row` from `column`, cut at `column + width` (the right edge by
    /// default); the cells after it up to that edge are blanked when `clearsRest` is on.
    /// Rows and columns outside the screen are left alone.
    public mutating func draw(_ line: StyledLine, row: Int, column: Int = 0, width: Int? = nil, clearsRest: Bool = true) {
        guard row >= 0, row < size.rows, column < size.columns else { return }
        let start = max(0, column)
        let end = min(size.columns, width.map { column + $0 } ?? size.columns)
        var position = start
        outer: for run in line {
            for character in TextSanitizer.sanitize(run.text) {
                let width = DisplayWidth.of(character)
                if width == 0 { continue }
                if position + width > end { break outer }
                set(row, position, Cell(text: String(character), style: run.style))
                if width == 2 { set(row, position + 1, Cell(text: "", style: run.style)) }
                position += width
            }
        }
        if clearsRest {
            while position < end {
                set(row, position, .blank)
                position += 1
            }
        }
    }

    /// Draws `lines` one below the other from `row`, as ``draw(_:row:column:width:clearsRest:)`` draws each.
    public mutating func draw(_ lines: [StyledLine], row: Int, column: Int = 0, width: Int? = nil) {
        for (index, line) in lines.enumerated() {
            draw(line, row: row + index, column: column, width: width)
        }
    }

    /// Gives every cell of `row` from `column` (for `width` cells) the style `change` makes of its own.
    public mutating func restyle(row: Int, column: Int = 0, width: Int? = nil, _ change: (inout Style) -> Void) {
        guard row >= 0, row < size.rows else { return }
        let start = max(0, column)
        let end = min(size.columns, width.map { column + $0 } ?? size.columns)
        guard start < end else { return }
        for index in (row * size.columns + start)..<(row * size.columns + end) {
            change(&cells[index].style)
        }
    }

    /// The screen as plain text, a line per row without trailing spaces: what a test compares.
    public var text: String {
        (0..<size.rows).map { row in
            var line = ""
            for column in 0..<size.columns { line += self[row, column].text }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    private mutating func set(_ row: Int, _ column: Int, _ cell: Cell) {
        let index = row * size.columns + column
        // Half of a wide character overwritten: its other half is blank now.
        if !cell.text.isEmpty, cells[index].text.isEmpty, column > 0 { cells[index - 1] = .blank }
        // One byte is ASCII, never wide: most cells skip measuring.
        if cells[index].text.utf8.count > 1, DisplayWidth.of(cells[index].text) == 2, column + 1 < size.columns {
            cells[index + 1] = .blank
        }
        cells[index] = cell
    }
}
