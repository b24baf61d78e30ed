/// Vertical bars over time in the manner of the iOS battery graph: a value
/// axis on the left, a dashed grid, one bar per period and the periods'
/// labels under the time axis.
///
/// ```
/// 100% ┤┈┈┈┈┈┈┈┈┈↑┈┈
///      │┈┈┈┈┈┈┈┈┈█┈┈
///  50% ┤┈█┈┈┈┈┈┈┈█┈▂
///      │┈█┈▓┈┈┈┈┈█┈█
///   0% └────────────
///            ✕ ▾
///        a   c   e
/// ```
///
/// Grid lines mark 0, 25, 50, 75 and 100 % of `maximum`, with values written
/// at 0, 50 and 100 %. A bar whose `fill` is `█` ends in an eighth block
/// (`▁▂▃▄▅▆▇`) so heights read to an eighth of a row; other fills draw whole
/// rows. Values below 0 draw no bar, values above `maximum` are cut at the top
/// and topped with `↑`, and a bar's `mark` is written under the time axis, so
/// with colour off fills and marks still tell bars apart.
public struct BarChart: TerminalView, Sendable {
    /// One period of the chart.
    public struct Bar: Sendable, Equatable {
        /// The period's label on the time axis, e.g. "14h" or "Mon 23".
        public var label: String
        /// The bar's height in the units of `maximum`; `nil` draws no bar,
        /// e.g. for a period without data.
        public var value: Double?
        /// How the bar and its mark look when colour is on.
        public var style: Style
        /// The glyph the bar is built of, e.g. "█", "▓" or "░", so bars stay
        /// distinguishable without colour. A glyph that is not one column
        /// wide is drawn as `#`.
        public var fill: Character
        /// A short mark written under the time axis below the bar, e.g. "✕"
        /// for cancelled or "▾" for early; cut to the bar's width.
        public var mark: String?
        /// Where a section of the time axis begins, such as a month under
        /// day labels: written on a row under the labels, below this bar.
        public var section: String?

        /// A bar of `value` drawn with `fill` in `style`, with an optional `mark`
        /// and the `section` it begins.
        public init(label: String, value: Double?, style: Style = .plain, fill: Character = "█", mark: String? = nil,
                    section: String? = nil) {
            self.label = label
            self.value = value
            self.style = style
            self.fill = fill
            self.mark = mark
            self.section = section
        }
    }

    /// The bars, oldest first.
    public var bars: [Bar]
    /// The value at the top of the value axis, e.g. 100 for percentages.
    public var maximum: Double
    /// Writes a value-axis label, e.g. `{ "\(Int($0))%" }`.
    public var valueLabel: @Sendable (Double) -> String
    /// The rows of the plot area, above the time axis.
    public var height: Int
    /// Which bars are labelled on the time axis: those whose index in `bars`
    /// is a multiple of this, so 3 labels every third bar.
    public var labelEvery: Int
    /// The columns of one bar.
    public var barWidth: Int
    /// The columns left empty before each bar, the first included, so the
    /// first bar stands clear of the value axis.
    public var gap: Int
    /// The characters the axes, grid and clip mark are drawn with.
    public var glyphs: Glyphs
    /// The bar pointed at (the one chosen), by its index in `bars`: a `▲` in a row of its
    /// own between the labels and the sections, bold.
    public var highlighted: Int?

    /// A chart of `bars` against an axis from 0 to `maximum`, whose values are
    /// written by `valueLabel`.
    public init(
        bars: [Bar],
        maximum: Double,
        height: Int = 8,
        labelEvery: Int = 1,
        barWidth: Int = 1,
        gap: Int = 1,
        glyphs: Glyphs = .unicode,
        valueLabel: @escaping @Sendable (Double) -> String
    ) {
        self.bars = bars
        self.maximum = maximum
        self.valueLabel = valueLabel
        self.height = height
        self.labelEvery = labelEvery
        self.barWidth = barWidth
        self.gap = gap
        self.glyphs = glyphs
    }

    /// The chart as lines at most `size.columns` wide: `height` plot rows,
    /// the time axis, a row of marks when a shown bar has one, a row of
    /// labels when a shown bar has one, the pointer's row when the highlighted bar is shown,
    /// and a row of sections when a bar has one.
    ///
    /// When not every bar fits, the oldest are left out, without a word, so
    /// the latest periods keep their full size and spacing; labels stay on the
    /// same bars, and the first bar shown is written under the section it is
    /// in. A label or section is skipped when it would touch the one before it
    /// or run past the width. Bars and marks are in their styles and the grid
    /// dim. A width too narrow for the value axis and one bar gives no lines.
    public func styledLines(in size: TerminalSize) -> [StyledLine] {
        let maxWidth = size.columns
        let height = max(1, height)
        let barWidth = max(1, barWidth)
        let gap = max(0, gap)
        let axisLabels = [maximum, maximum / 2, 0].map { TextSanitizer.sanitize(valueLabel($0)) }
        let axisLabelWidth = axisLabels.map { DisplayWidth.of($0) }.max() ?? 0
        // The value axis: its labels, a space and the axis line.
        let plotStart = axisLabelWidth + 2
        let slot = gap + barWidth
        let fitting = (maxWidth - plotStart) / slot
        guard fitting > 0 else { return [] }
        let shown = Array(bars.indices.suffix(fitting))

        var plot = Array(repeating: Array(repeating: Cell.blank, count: shown.count * slot), count: height)
        for row in gridRows(height: height) {
            plot[row] = plot[row].map { _ in Cell(glyph: glyphs.grid, style: .dim) }
        }
        for (position, index) in shown.enumerated() {
            draw(bars[index], in: &plot, from: position * slot + gap, width: barWidth)
        }

        let halfRow = row(atShare: 0.5, height: height)
        var lines: [[Cell]] = plot.enumerated().map { row, cells in
            let label = row == 0 ? axisLabels[0] : row == halfRow ? axisLabels[1] : ""
            let axis = label.isEmpty ? glyphs.vertical : glyphs.axisTick
            return [Cell(glyph: pad(label, toWidth: axisLabelWidth, alignment: .right) + " " + axis)] + cells
        }
        lines.append([
            Cell(glyph: pad(axisLabels[2], toWidth: axisLabelWidth, alignment: .right) + " " + glyphs.axisCorner),
            Cell(glyph: String(repeating: glyphs.horizontal, count: shown.count * slot)),
        ])
        let indent = Cell(glyph: String(repeating: " ", count: plotStart))
        let marks = marksRow(shown, barWidth: barWidth, gap: gap)
        if marks.contains(where: { $0 != .blank }) { lines.append([indent] + marks) }
        let labels = labelsRow(shown.enumerated().filter { $0.element % max(1, labelEvery) == 0 }
            .map { ($0.offset, bars[$0.element].label) }, plotStart: plotStart, slot: slot, gap: gap, maxWidth: maxWidth,
            centredIn: barWidth)
        if !labels.isEmpty { lines.append([Cell(glyph: labels)]) }
        if let highlighted, let position = shown.firstIndex(of: highlighted) {
            let column = plotStart + position * slot + gap + (barWidth - 1) / 2
            lines.append([Cell(glyph: String(repeating: " ", count: column)), Cell(glyph: glyphs.pointer, style: .bold)])
        }
        let sections = labelsRow(sectionsShown(shown, slot: slot),
                                 plotStart: plotStart, slot: slot, gap: gap, maxWidth: maxWidth)
        if !sections.isEmpty { lines.append([Cell(glyph: sections)]) }

        return lines.map(styledLine)
    }

    /// One column of the chart, or a stretch of columns in one style.
    private struct Cell: Equatable {
        var glyph: String
        var style: Style = .plain

        static let blank = Cell(glyph: " ")
    }

    /// Partial tops of a `█` bar, from one eighth of a row to seven eighths.
    private static let eighths = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]

    /// The plot row, counted from the top, whose top edge sits at `share` of
    /// the plot's height; `nil` for a share at the time axis.
    private func row(atShare share: Double, height: Int) -> Int? {
        let rowsBelowLine = Int((share * Double(height)).rounded())
        return rowsBelowLine > 0 ? height - rowsBelowLine : nil
    }

    private func gridRows(height: Int) -> Set<Int> {
        Set([1, 0.75, 0.5, 0.25].compactMap { row(atShare: $0, height: height) })
    }

    private func draw(_ bar: Bar, in plot: inout [[Cell]], from column: Int, width: Int) {
        guard let value = bar.value, value > 0 else { return }
        let height = plot.count
        // Written so that a maximum of 0 or NaN clips every positive value.
        let clipped = !(maximum > 0 && value <= maximum)
        let rows = clipped ? Double(height) : value / maximum * Double(height)
        var fill = TextSanitizer.sanitize(String(bar.fill))
        if DisplayWidth.of(fill) != 1 { fill = "#" }
        var tops: [String] = []
        if fill == "█" {
            let eighthRows = Int((rows * 8).rounded())
            tops = Array(repeating: fill, count: eighthRows / 8)
            if eighthRows % 8 > 0 { tops.append(Self.eighths[eighthRows % 8 - 1]) }
        } else {
            tops = Array(repeating: fill, count: Int(rows.rounded()))
        }
        if clipped { tops[tops.count - 1] = glyphs.clipped }
        for (level, glyph) in tops.enumerated() {
            for offset in 0..<width {
                plot[height - 1 - level][column + offset] = Cell(glyph: glyph, style: bar.style)
            }
        }
    }

    private func marksRow(_ shown: [Int], barWidth: Int, gap: Int) -> [Cell] {
        var cells: [Cell] = []
        for index in shown {
            cells += Array(repeating: .blank, count: gap)
            let mark = truncate(TextSanitizer.sanitize(bars[index].mark ?? ""), toWidth: barWidth, ellipsis: "")
            let before = (barWidth - DisplayWidth.of(mark)) / 2
            let after = barWidth - DisplayWidth.of(mark) - before
            cells += Array(repeating: .blank, count: before)
            if !mark.isEmpty { cells.append(Cell(glyph: mark, style: bars[index].style)) }
            cells += Array(repeating: .blank, count: after)
        }
        return cells
    }

    /// The sections to write, by position among the shown bars: those the shown bars
    /// begin, and under the first one the section it falls in. Where two would
    /// touch, the later one is kept, since it says where a section begins.
    private func sectionsShown(_ shown: [Int], slot: Int) -> [(position: Int, text: String)] {
        guard let first = shown.first else { return [] }
        var sections = shown.enumerated().compactMap { position, index in
            bars[index].section.map { (position: position, text: TextSanitizer.sanitize($0)) }
        }
        if bars[first].section == nil, let opened = bars[..<first].last(where: { $0.section != nil })?.section {
            sections.insert((0, TextSanitizer.sanitize(opened)), at: 0)
        }
        var kept: [(position: Int, text: String)] = []
        for section in sections.reversed() {
            if let next = kept.last, section.position * slot + DisplayWidth.of(section.text) >= next.position * slot {
                continue
            }
            kept.append(section)
        }
        return kept.reversed()
    }

    /// `texts` written under the bars at their positions among the shown ones.
    /// The texts at their bars' columns; with `centredIn`, a text narrower than that many
    /// columns stands in their middle (a day's label under a wide bar).
    private func labelsRow(_ texts: [(position: Int, text: String)], plotStart: Int, slot: Int, gap: Int,
                           maxWidth: Int, centredIn barWidth: Int = 0) -> String {
        var row = ""
        var used = 0
        for (position, text) in texts {
            let label = TextSanitizer.sanitize(text)
            let width = DisplayWidth.of(label)
            let column = plotStart + position * slot + gap + max(0, (barWidth - width) / 2)
            // A label must leave a space after the previous one and stay on screen.
            guard width > 0, column >= (used == 0 ? 0 : used + 1), column + width <= maxWidth else { continue }
            row += String(repeating: " ", count: column - used) + label
            used = column + width
        }
        return row
    }

    /// The cells as one line: trailing blanks dropped, and neighbours in the
    /// same style joined so each style is switched on once per stretch.
    private func styledLine(_ cells: [Cell]) -> StyledLine {
        var cells = cells
        while cells.last == .blank { cells.removeLast() }
        var line: StyledLine = []
        for cell in cells {
            if let last = line.last, last.style == cell.style {
                line[line.count - 1].text += cell.glyph
            } else {
                line.append(StyledText(cell.glyph, style: cell.style))
            }
        }
        return line
    }
}
