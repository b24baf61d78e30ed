/// Draws a prompt's successive frames in place: each new frame replaces the lines
/// of the previous one instead of scrolling below it.
///
/// A frame starts where the cursor is, which must be the start of a line. Lines are
/// cut to the terminal's width, so none wraps (a wrapped line would throw the count
/// of lines to erase off), and a frame is cut to the terminal's height, since lines
/// scrolled off the top can no longer be reached. Each redraw is one `write`: the
/// erasure of the previous frame and the new one, so the screen never shows half a
/// frame, and a frame identical to the one shown is not written again.
///
/// The terminal's size is read on every redraw. When it has narrowed since the last
/// one, the terminal has rewrapped the longer lines of the old frame (as VTE, iTerm2,
/// kitty, Windows Terminal and tmux do), and the erasure counts the rows they take now.
struct FrameRenderer: FrameDrawing {
    /// The frame on screen, as drawn.
    private struct Drawn {
        var frame: PromptFrame
        var size: TerminalSize
        var lineWidths: [Int]
        /// Where the cursor was left: on the last line after its text, or at `frame.cursor`.
        var cursorLine: Int
        var cursorColumn: Int
    }

    private var drawn: Drawn?

    /// Replaces the frame on screen, if any, with `frame`.
    mutating func draw(_ frame: PromptFrame, on terminal: some PromptTerminal) {
        let size = terminal.size
        let fitted = fit(frame, to: size)
        guard fitted != drawn?.frame || size != drawn?.size else { return }
        let widths = fitted.lines.map(\.displayWidth)
        var text = erasure(columns: size.columns)
        text += fitted.lines.map { $0.rendered(color: terminal.usesColor) }.joined(separator: "\n")
        var cursorLine = fitted.lines.count - 1
        var cursorColumn = widths.last ?? 0
        if let cursor = fitted.cursor {
            if cursor.line < cursorLine { text += ANSI.cursorUp(cursorLine - cursor.line) }
            text += ANSI.cursorToColumn(cursor.column + 1)
            if drawn?.frame.cursor == nil { text += ANSI.showCursor }
            cursorLine = cursor.line
            cursorColumn = cursor.column
        } else if drawn?.frame.cursor != nil {
            text += ANSI.hideCursor
        }
        terminal.write(text)
        drawn = Drawn(
            frame: fitted, size: size, lineWidths: widths,
            cursorLine: cursorLine, cursorColumn: cursorColumn
        )
    }

    /// Replaces the frame on screen with `lines`, which stay as the record of the
    /// prompt (its question and answer), and moves to the line below them. The next
    /// frame drawn starts there, below the committed lines.
    mutating func commit(_ lines: [StyledLine], on terminal: some PromptTerminal) {
        let columns = terminal.size.columns
        var text = erasure(columns: columns)
        for line in lines {
            text += line.truncated(toWidth: max(1, columns)).rendered(color: terminal.usesColor) + "\n"
        }
        if drawn?.frame.cursor != nil { text += ANSI.hideCursor }
        terminal.write(text)
        drawn = nil
    }

    mutating func forget() {
        drawn = nil
    }

    private func fit(_ frame: PromptFrame, to size: TerminalSize) -> PromptFrame {
        let columns = max(1, size.columns)
        var lines = frame.lines.prefix(max(1, size.rows)).map { $0.truncated(toWidth: columns) }
        // Even an empty frame takes a line, which the cursor stands on.
        if lines.isEmpty { lines = [[]] }
        guard let cursor = frame.cursor, cursor.line < lines.count else {
            return PromptFrame(lines: lines)
        }
        let position = PromptFrame.Position(line: cursor.line, column: min(max(0, cursor.column), columns - 1))
        return PromptFrame(lines: lines, cursor: position)
    }

    /// Moves to the first line of the frame on screen and clears from there down.
    private func erasure(columns: Int) -> String {
        guard let drawn else { return "" }
        let columns = max(1, columns)
        var rowsAbove = drawn.lineWidths[..<drawn.cursorLine].reduce(0) { $0 + Self.rows(width: $1, columns: columns) }
        rowsAbove += Self.rowOffset(column: drawn.cursorColumn, lineWidth: drawn.lineWidths[drawn.cursorLine], columns: columns)
        return "\r" + (rowsAbove > 0 ? ANSI.cursorUp(rowsAbove) : "") + ANSI.eraseToEndOfScreen
    }

    /// The rows a line `width` columns wide takes once wrapped at `columns`.
    static func rows(width: Int, columns: Int) -> Int {
        max(1, (width + columns - 1) / columns)
    }

    /// The row, within its wrapped line, of a cursor at `column`. A cursor just after
    /// the last character of a line that fills its rows exactly is still on the last
    /// of them: the terminal holds it there until something more is written.
    static func rowOffset(column: Int, lineWidth: Int, columns: Int) -> Int {
        column < lineWidth ? column / columns : max(0, column - 1) / columns
    }
}
