/// Writes successive ``ScreenBuffer`` frames to a full screen (the alternate screen of a
/// full-screen app), each as one piece of text holding only what changed: for every row,
/// the runs of cells that differ from the frame shown, each after a cursor move to where
/// it starts. A first frame, or one of another size (a resize), clears the screen and
/// writes every row.
///
/// Styles are written as SGR sequences only when colour is on; with it off, a frame is
/// plain text and an app marks what matters (the selection) with characters.
public struct ScreenRenderer: Sendable {
    private var shown: ScreenBuffer?
    /// Changed runs closer than this are written as one: a cursor move costs about as much.
    private static let joinGap = 6

    /// A renderer with nothing shown yet.
    public init() {}

    /// Forgets what is on the screen, so the next frame is written whole: after the
    /// program was stopped and continued, or anything else drew on the screen.
    public mutating func invalidate() {
        shown = nil
    }

    /// The text that turns the screen shown into `frame`; empty when nothing changed.
    public mutating func update(to frame: ScreenBuffer, color: Bool) -> String {
        var text = ""
        let previous = shown?.size == frame.size ? shown : nil
        if previous == nil { text += ANSI.reset + ANSI.cursorPosition(row: 1, column: 1) + ANSI.eraseToEndOfScreen }
        var current = Style.plain
        for row in 0..<frame.size.rows {
            for run in changedRuns(row: row, frame: frame, previous: previous) {
                text += ANSI.cursorPosition(row: row + 1, column: run.lowerBound + 1)
                for column in run {
                    let cell = frame[row, column]
                    if cell.text.isEmpty { continue }
                    if color, cell.style != current {
                        text += ANSI.reset + (cell.style == .plain ? "" : ANSI.selectGraphicRendition(cell.style))
                        current = cell.style
                    }
                    text += cell.text
                }
            }
        }
        if current != .plain { text += ANSI.reset }
        shown = frame
        return text
    }

    /// The columns of `row` to write, as ranges that start and end on whole characters.
    private func changedRuns(row: Int, frame: ScreenBuffer, previous: ScreenBuffer?) -> [Range<Int>] {
        let columns = frame.size.columns
        guard let previous else {
            // A blank screen was just cleared: only what is not blank needs writing.
            guard let last = (0..<columns).last(where: { frame[row, $0] != .blank }) else { return [] }
            return [0..<(last + 1)]
        }
        var runs: [Range<Int>] = []
        var column = 0
        while column < columns {
            guard frame[row, column] != previous[row, column] else {
                column += 1
                continue
            }
            var start = column
            // A change in the right half of a wide character is written from its left half.
            while start > 0, frame[row, start].text.isEmpty { start -= 1 }
            var end = column + 1
            while end < columns, frame[row, end] != previous[row, end] || frame[row, end].text.isEmpty { end += 1 }
            if let last = runs.last, start - last.upperBound < Self.joinGap {
                runs[runs.count - 1] = last.lowerBound..<end
            } else {
                runs.append(start..<end)
            }
            column = end
        }
        return runs
    }
}
