/// Rows of cells under column headers, rendered as aligned plain text that
/// fits the terminal.
public struct Table: Sendable {
    /// The columns, left to right.
    public var columns: [TableColumn]
    /// The rows, each holding one cell per column; missing cells are empty and
    /// cells beyond the last column are ignored.
    public var rows: [[TableCell]]

    /// A table with the given columns and rows.
    public init(columns: [TableColumn], rows: [[TableCell]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// The table as lines of text, each ending in a newline and none ending in a space.
    ///
    /// All text is sanitised before it is measured, so data can never reach the
    /// terminal raw. Each column is as wide as its widest cell or header. When
    /// `maxWidth` is set, columns are shrunk (their cells truncated with "…")
    /// and then dropped, least important first, until every line fits.
    /// With colour on, the header is bold and each cell shown in its style,
    /// padding left outside the styled text so alignment is unaffected.
    /// A table without columns renders as "".
    public func render(_ options: TableRenderOptions = TableRenderOptions()) -> String {
        guard !columns.isEmpty else { return "" }
        let header = columns.map { TableCell(text: TextSanitizer.sanitize($0.header), style: .bold) }
        let body = rows.map { row in
            columns.indices.map { index in
                index < row.count
                    ? TableCell(text: TextSanitizer.sanitize(row[index].text), style: row[index].style)
                    : TableCell(text: "")
            }
        }
        let lines = options.showsHeader ? [header] + body : body
        // Each cell measured once: the widths set the layout, then the padding.
        let widths = lines.map { $0.map { DisplayWidth.of($0.text) } }
        let layout = TableLayout(
            columns: columns,
            naturalWidths: columns.indices.map { index in widths.reduce(0) { max($0, $1[index]) } },
            separatorWidth: DisplayWidth.of(options.separator),
            maxWidth: options.maxWidth
        )
        return zip(lines, widths).reduce(into: "") { output, line in
            output += render(line.0, widths: line.1, in: layout, options: options) + "\n"
        }
    }

    private func render(_ line: [TableCell], widths: [Int], in layout: TableLayout, options: TableRenderOptions) -> String {
        var text = ""
        for (position, slot) in layout.slots.enumerated() {
            if position > 0 { text += options.separator }
            let cell = line[slot.column]
            let fits = widths[slot.column] <= slot.width
            let fitted = fits ? cell.text : truncate(cell.text, toWidth: slot.width)
            let shown = options.color ? cell.style.apply(to: fitted) : fitted
            let padding = String(repeating: " ", count: slot.width - (fits ? widths[slot.column] : DisplayWidth.of(fitted)))
            switch columns[slot.column].alignment {
            case .left: text += shown + padding
            case .right: text += padding + shown
            }
        }
        // Padding of a left-aligned last column, or empty trailing cells, would
        // leave invisible spaces that break copy and paste and trip diffs.
        while text.last == " " { text.removeLast() }
        return text
    }
}
