/// Which lines of a list a view of fixed height shows at a scroll offset,
/// and the marker rows that stand in for the lines it does not.
///
/// When the list overflows and there are at least 3 rows, the last row says
/// how many lines are still below and, once scrolled, the first row how many
/// are above; with fewer rows the markers would crowd out the content, so all
/// rows show lines.
struct ScrollViewport {
    /// The largest useful offset: the one that shows the last line in the last row.
    let maxOffset: Int
    /// The indices of the lines shown.
    let visible: Range<Int>
    /// How many lines the top marker row counts; `nil` for no marker.
    let hiddenAbove: Int?
    /// How many lines the bottom marker row counts; `nil` for no marker.
    let hiddenBelow: Int?

    /// The view of `lineCount` lines in `rows` rows, scrolled `offset` lines
    /// down; the offset is clamped to `0...maxOffset`.
    init(lineCount: Int, rows: Int, offset: Int) {
        let rows = max(0, rows)
        guard lineCount > rows else {
            self.init(maxOffset: 0, visible: 0..<lineCount, hiddenAbove: nil, hiddenBelow: nil)
            return
        }
        guard rows >= 3 else {
            let maxOffset = lineCount - rows
            let offset = min(max(offset, 0), maxOffset)
            self.init(maxOffset: maxOffset, visible: offset..<offset + rows, hiddenAbove: nil, hiddenBelow: nil)
            return
        }
        // At the largest offset the top marker is up and the rest fills the other rows.
        let maxOffset = lineCount - (rows - 1)
        let offset = min(max(offset, 0), maxOffset)
        var available = offset > 0 ? rows - 1 : rows
        var hiddenBelow: Int?
        if offset + available < lineCount {
            available -= 1
            hiddenBelow = lineCount - offset - available
        }
        self.init(
            maxOffset: maxOffset,
            visible: offset..<offset + available,
            hiddenAbove: offset > 0 ? offset : nil,
            hiddenBelow: hiddenBelow
        )
    }

    private init(maxOffset: Int, visible: Range<Int>, hiddenAbove: Int?, hiddenBelow: Int?) {
        self.maxOffset = maxOffset
        self.visible = visible
        self.hiddenAbove = hiddenAbove
        self.hiddenBelow = hiddenBelow
    }
}
