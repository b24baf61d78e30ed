/// A model of a terminal's screen, good enough to show what prompts leave on it, so
/// tests compare what a user sees rather than escape sequences.
///
/// It keeps every line written, scrollback included, and follows what prompts use:
/// text, `\r`, `\n` (as CR LF, like a terminal with `ONLCR`), cursor up/down/forward/
/// back, to a column and to a row and column, erasure of the line and of the screen below
/// the cursor, cursor visibility, and the alternate screen (`?1049h`/`?1049l`: a screen of
/// its own without scrollback, left for the normal one as it was, cursor included);
/// colours and other sequences are ignored. Text reaching the right margin wraps (the
/// cursor waits at the margin until the next character, as in xterm), the cursor cannot
/// move above the top of the screen, and a resize rewraps long lines as modern terminals do.
///
/// With `scrollsOnClear`, erasing the screen below the cursor from its top-left corner
/// keeps the lines it erases in the scrollback, as tmux does (its `scroll-on-clear`
/// option, on by default): the case where an erased frame can still be scrolled back to.
struct VirtualScreen {
    private enum Cell: Equatable {
        case character(Character)
        /// The right half of a wide character.
        case continuation
    }

    private enum ParserState {
        case text
        case escape
        case controlSequence(String)
    }

    private(set) var size: TerminalSize
    private(set) var isCursorVisible = true
    private var lines: [[Cell]] = [[]]
    /// The cursor's line, counted from the first line of the scrollback.
    private var row = 0
    /// The cursor's column; equal to the width when it waits at the right margin.
    private var column = 0
    /// The first line on screen; the ones above it have scrolled off.
    private var top = 0
    private var state = ParserState.text
    private let scrollsOnClear: Bool
    /// The normal screen while the alternate one is shown: its lines, cursor and top.
    private var normal: (lines: [[Cell]], row: Int, column: Int, top: Int)?

    init(size: TerminalSize, scrollsOnClear: Bool = false) {
        self.size = TerminalSize(columns: max(1, size.columns), rows: max(1, size.rows))
        self.scrollsOnClear = scrollsOnClear
    }

    /// Whether the alternate screen is shown.
    var isAlternateScreen: Bool { normal != nil }
    /// Whether mouse reports are on (`?1000h`, until `?1000l`).
    private(set) var isReportingMouse = false

    /// Every line, scrollback included, without trailing spaces or trailing empty lines;
    /// while the alternate screen is shown, its lines.
    var text: String {
        var shown = lines.map { cells in
            var line = ""
            for case .character(let character) in cells { line.append(character) }
            while line.last == " " { line.removeLast() }
            return line
        }
        while shown.last == "" { shown.removeLast() }
        return shown.joined(separator: "\n")
    }

    /// The cursor's line (from the first line of the scrollback) and column.
    var cursor: (line: Int, column: Int) {
        (row, min(column, size.columns - 1))
    }

    /// Shows the cursor, or hides it, as the terminal does on its own (entering raw mode).
    mutating func setCursorVisible(_ visible: Bool) {
        isCursorVisible = visible
    }

    /// Shows `text` as a terminal would.
    mutating func write(_ text: String) {
        for character in text {
            switch state {
            case .text:
                switch character {
                case "\u{1B}": state = .escape
                case "\r": column = 0
                case "\n", "\r\n": lineFeed()
                default: put(character)
                }
            case .escape:
                state = character == "[" ? .controlSequence("") : .text
            case .controlSequence(let parameters):
                if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) {
                    state = .text
                    perform(final: character, parameters: parameters)
                } else {
                    state = .controlSequence(parameters + String(character))
                }
            }
        }
    }

    /// Takes a new window size, rewrapping lines wider than the new width and keeping
    /// the cursor on the character it was on.
    mutating func resize(to newSize: TerminalSize) {
        let newSize = TerminalSize(columns: max(1, newSize.columns), rows: max(1, newSize.rows))
        let width = newSize.columns
        var rewrapped: [[Cell]] = []
        var newRow = 0
        var newColumn = 0
        var newTop = 0
        for (index, cells) in lines.enumerated() {
            if index == top { newTop = rewrapped.count }
            let first = rewrapped.count
            var rest = cells[...]
            repeat {
                var cut = min(width, rest.count)
                // A wide character does not straddle the margin: it moves down whole.
                if cut < rest.count, rest[rest.startIndex + cut] == .continuation, cut > 1 { cut -= 1 }
                rewrapped.append(Array(rest.prefix(cut)))
                rest = rest.dropFirst(cut)
            } while !rest.isEmpty
            if index == row {
                let atEnd = column >= cells.count && column > 0 && column % width == 0
                let offset = atEnd ? column / width - 1 : column / width
                newRow = min(first + offset, rewrapped.count - 1)
                newColumn = atEnd ? width : column % width
            }
        }
        lines = rewrapped
        row = newRow
        column = newColumn
        top = max(newTop, row - newSize.rows + 1)
        top = min(top, row)
        size = newSize
    }

    private mutating func perform(final: Character, parameters: String) {
        let count = max(1, Int(parameters) ?? 1)
        switch final {
        case "A":
            row = max(top, row - count)
            column = min(column, size.columns - 1)
        case "B":
            for _ in 0..<count where row < top + size.rows - 1 { moveDown() }
            column = min(column, size.columns - 1)
        case "C": column = min(size.columns - 1, column + count)
        case "D": column = max(0, min(column, size.columns - 1) - count)
        case "G": column = min(size.columns - 1, count - 1)
        case "H":
            let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 1 }
            let target = top + min(size.rows, max(1, numbers.first ?? 1)) - 1
            while lines.count <= target { lines.append([]) }
            row = target
            column = min(size.columns, max(1, numbers.count > 1 ? numbers[1] : 1)) - 1
        case "J":
            if scrollsOnClear, normal == nil, row == top, column == 0,
               let used = lines[top...].lastIndex(where: { !$0.isEmpty }) {
                lines.removeSubrange((used + 1)...)
                lines.append([])
                top = used + 1
                row = top
                return
            }
            clearLine(from: column)
            for index in (row + 1)..<lines.count { lines[index] = [] }
        case "K":
            if parameters == "2" { lines[row] = [] } else { clearLine(from: column) }
        case "h" where parameters == "?1000": isReportingMouse = true
        case "l" where parameters == "?1000": isReportingMouse = false
        case "h" where parameters == "?25": isCursorVisible = true
        case "l" where parameters == "?25": isCursorVisible = false
        case "h" where parameters == "?1049" && normal == nil:
            normal = (lines, row, column, top)
            lines = Array(repeating: [], count: size.rows)
            row -= top
            top = 0
        case "l" where parameters == "?1049":
            if let normal { (lines, row, column, top) = normal }
            normal = nil
        default: break
        }
    }

    private mutating func clearLine(from start: Int) {
        guard start < lines[row].count else { return }
        // Cutting a wide character in half leaves its left half blank.
        if lines[row][start] == .continuation { lines[row][start - 1] = .character(" ") }
        lines[row].removeSubrange(start...)
    }

    private mutating func lineFeed() {
        column = 0
        moveDown()
    }

    private mutating func moveDown() {
        row += 1
        if row == lines.count { lines.append([]) }
        if normal != nil, row >= size.rows {
            // The alternate screen keeps no scrollback: its top line is gone.
            lines.removeFirst()
            row -= 1
        }
        if row >= top + size.rows { top = row - size.rows + 1 }
    }

    private mutating func put(_ character: Character) {
        let width = DisplayWidth.of(character)
        if width == 0 {
            // A combining mark joins the character before it; controls show nothing.
            guard character.unicodeScalars.first.map({ $0.value >= 0x20 }) == true,
                  column > 0, column - 1 < lines[row].count,
                  case .character(let previous) = lines[row][column - 1]
            else { return }
            lines[row][column - 1] = .character(Character(String(previous) + String(character)))
            return
        }
        if column + width > size.columns { lineFeed() }
        while lines[row].count < column + width { lines[row].append(.character(" ")) }
        // Overwriting half of a wide character blanks its other half.
        if lines[row][column] == .continuation { lines[row][column - 1] = .character(" ") }
        let end = column + width
        if end < lines[row].count, lines[row][end] == .continuation { lines[row][end] = .character(" ") }
        lines[row][column] = .character(character)
        if width == 2 { lines[row][column + 1] = .continuation }
        column = end
    }
}
