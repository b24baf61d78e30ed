/// Rows of cells under column headers, rendered as aligned plain text that
/// fits the terminal.
public struct Table: Sendable {
    /// The columns, left to right.
    public private(set) var columns: [TableColumn]
    /// The cells, row after row, as many a row as there are columns: kept in one array, as a
    /// board of a thousand rows made and freed a thousand arrays.
    /// Set through the initialisers or ``rows``, which keep whole rows.
    public private(set) var cells: [TableCell]

    /// A table with the given columns and rows, each holding one cell per column; missing
    /// cells are empty and cells beyond the last column are ignored.
    public init(columns: [TableColumn], rows: [[TableCell]] = []) {
        self.columns = columns
        cells = []
        cells.reserveCapacity(rows.count * columns.count)
        for row in rows {
            cells.append(contentsOf: row.prefix(columns.count))
            for _ in min(row.count, columns.count)..<columns.count { cells.append("") }
        }
    }

    /// A table of `cells`, row after row; a last row that is short is filled with empty cells.
    public init(columns: [TableColumn], cells: [TableCell]) {
        self.columns = columns
        self.cells = cells
        if !columns.isEmpty, cells.count % columns.count != 0 {
            self.cells.append(contentsOf: repeatElement("", count: columns.count - cells.count % columns.count))
        }
    }

    /// The rows, each holding one cell per column.
    public var rows: [[TableCell]] {
        get { columns.isEmpty ? [] : stride(from: 0, to: cells.count, by: columns.count).map { Array(cells[$0..<$0 + columns.count]) } }
        set { self = Table(columns: columns, rows: newValue) }
    }

    /// The table as lines of text, each ending in a newline and none ending in a space.
    ///
    /// All text is sanitised before it is measured, so data can never reach the
    /// terminal raw. Each column is as wide as its widest cell or header. When
    /// `maxWidth` is set, columns are shrunk and then dropped, least important
    /// first, until every line fits. A cell wider than its shrunk column shows
    /// its short form if it has one, and is cut with "…" if even that does not fit;
    /// a column whose cells all fit in less room then takes only that room.
    /// With colour on, the header is bold and each cell shown in its style,
    /// padding left outside the styled text so alignment is unaffected.
    /// A table without columns renders as "".
    public func render(_ options: TableRenderOptions = TableRenderOptions()) -> String {
        guard let laid = lay(out: options) else { return "" }
        // Written as bytes into one buffer: a string per cell and per line cost more than
        // the rest of a board.
        var output: [UInt8] = []
        output.reserveCapacity(laid.count / columns.count * (laid.slots.reduce(0) { $0 + $1.width + 2 } + 1))
        for line in stride(from: 0, to: laid.count, by: columns.count) {
            let lineStart = output.count
            for (position, slot) in laid.slots.enumerated() {
                if position > 0 { output.append(utf8: options.separator) }
                let (text, width) = laid.shown(line + slot.column, in: slot.width)
                let padding = slot.width - width
                if columns[slot.column].alignment == .right { output.append(spaces: padding) }
                output.append(utf8: options.color ? laid.style(line + slot.column).apply(to: text) : text)
                if columns[slot.column].alignment == .left { output.append(spaces: padding) }
            }
            // Padding of a left-aligned last column, or empty trailing cells, would
            // leave invisible spaces that break copy and paste and trip diffs.
            while output.count > lineStart, output.last == 0x20 { output.removeLast() }
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The cells sanitised and measured, and the columns laid out in the width allowed.
    private struct Laid {
        /// The header's cells, when it is shown.
        let header: [TableCell]
        /// The table's cells.
        let body: [TableCell]
        /// The width of each cell, the header's first.
        let widths: [Int]
        var slots: [TableLayout.Slot]

        /// The number of cells, the header's included.
        var count: Int { widths.count }

        // Fields read where they are: a cell copied whole costs its three strings' counts.
        func style(_ index: Int) -> Style {
            index < header.count ? header[index].style : body[index - header.count].style
        }

        /// The text of cell `index` in a column `width` wide, and its width: its short form
        /// when the text does not fit, cut with "…" when even that does not.
        func shown(_ index: Int, in width: Int) -> (text: String, width: Int) {
            let cells = index < header.count ? header : body
            let at = index < header.count ? index : index - header.count
            guard widths[index] > width else { return (cells[at].text, widths[index]) }
            let text = truncate(cells[at].shortForm ?? cells[at].text, toWidth: width)
            return (text, DisplayWidth.of(text))
        }
    }

    /// Appends each cell's width to `widths`, sanitising the cells that need it. Read in place
    /// and written only where a cell needs it: a cell read through `cells[index]` of the inout
    /// array in a condition made the whole array a copy of its own.
    private static func measure(_ cells: inout [TableCell], into widths: inout [Int]) {
        let first = widths.count
        var unclean: [Int] = []
        cells.withUnsafeBufferPointer { cells in
            for index in cells.indices {
                if cells[index].text.isPrintableASCII, cells[index].shortForm?.isPrintableASCII ?? true {
                    widths.append(cells[index].text.utf8.count)
                } else {
                    unclean.append(index)
                    widths.append(0)
                }
            }
        }
        for index in unclean {
            let clean = TextSanitizer.sanitize(cells[index].text)
            cells[index].shortForm = cells[index].shortForm.map(TextSanitizer.sanitize)
            cells[index].text = clean
            widths[first + index] = DisplayWidth.of(clean)
        }
    }

    private func lay(out options: TableRenderOptions) -> Laid? {
        guard !columns.isEmpty else { return nil }
        // Each cell sanitised and measured once: the widths set the layout, then the padding.
        // Printable ASCII, most cells, needs no sanitising and is as wide as it is long: the
        // cells are then used as they are, not copied (the first that needs sanitising copies
        // them once).
        var header = options.showsHeader ? columns.map { TableCell(text: $0.header, style: .bold) } : []
        var body = cells
        var widths: [Int] = []
        widths.reserveCapacity(header.count + body.count)
        Self.measure(&header, into: &widths)
        Self.measure(&body, into: &widths)
        var natural = [Int](repeating: 0, count: columns.count)
        for (position, width) in widths.enumerated() {
            natural[position % columns.count] = max(natural[position % columns.count], width)
        }
        let layout = TableLayout(columns: columns, naturalWidths: natural,
                                 separatorWidth: DisplayWidth.of(options.separator), maxWidth: options.maxWidth)
        var laid = Laid(header: header, body: body, widths: widths, slots: layout.slots)
        for (position, slot) in layout.slots.enumerated() where slot.width < natural[slot.column] {
            laid.slots[position].width = stride(from: slot.column, to: laid.count, by: columns.count)
                .reduce(0) { max($0, laid.shown($1, in: slot.width).width) }
        }
        return laid
    }
}

extension Table: TerminalView {
    /// The table with its header, two spaces between columns, fitted to `size.columns` as
    /// ``render(_:)`` fits it, as styled lines (the header bold, each cell in its style).
    public func styledLines(in size: TerminalSize) -> [StyledLine] {
        laidOut(in: size.columns).lines
    }

    /// The styled lines at `width` and the width of each column shown, in order: where a
    /// caller marks some columns of a row (a selection), it knows their edges without
    /// reading them back from the text.
    public func laidOut(in width: Int) -> (lines: [StyledLine], columnWidths: [Int]) {
        let options = TableRenderOptions(maxWidth: width)
        guard let laid = lay(out: options) else { return ([], []) }
        var lines: [StyledLine] = []
        for line in stride(from: 0, to: laid.count, by: columns.count) {
            var runs: StyledLine = []
            for (position, slot) in laid.slots.enumerated() {
                let (text, width) = laid.shown(line + slot.column, in: slot.width)
                let padding = String(repeating: " ", count: slot.width - width)
                let right = columns[slot.column].alignment == .right
                runs.append(StyledText((position > 0 ? options.separator : "") + (right ? padding : "")))
                runs.append(StyledText(text, style: laid.style(line + slot.column)))
                if !right { runs.append(StyledText(padding)) }
            }
            while let last = runs.last, last.text.allSatisfy({ $0 == " " }) { runs.removeLast() }
            lines.append(runs.filter { !$0.text.isEmpty })
        }
        return (lines, laid.slots.map(\.width))
    }
}
