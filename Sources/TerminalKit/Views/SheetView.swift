/// A modal sheet, as on iOS: a full-width panel rising from the bottom of
/// the terminal to the height of its detent, with a grabber in its top
/// border, the title at its left and the dismiss hint in its bottom border.
///
/// The view only draws; the caller places the lines at the bottom of the
/// screen and scrolls by rendering again with another `scrollOffset`:
///
/// ```swift
/// let sheet = SheetView(title: "AA 759", content: lines, detent: .medium, dismissHint: "esc close")
/// let lines = sheet.render(size: TerminalSize(columns: 80, rows: 24), color: true)
/// ```
public struct SheetView: TerminalView, Sendable {
    /// Shown bold in the top border.
    public var title: String
    /// The lines of the sheet, scrolled through when there are more than fit.
    public var content: [StyledLine]
    /// How tall the sheet stands.
    public var detent: SheetDetent
    /// Shown dim in the bottom border, e.g. "enter/esc close"; empty for none.
    public var dismissHint: String
    /// How many content lines are scrolled out above; clamped when rendering
    /// to `0...maxScrollOffset(size:)`.
    public var scrollOffset: Int
    /// The characters the frame and scroll markers are drawn with.
    public var glyphs: Glyphs

    /// A sheet showing `content` under `title`.
    public init(
        title: String,
        content: [StyledLine],
        detent: SheetDetent = .medium,
        dismissHint: String = "",
        scrollOffset: Int = 0,
        glyphs: Glyphs = .unicode
    ) {
        self.title = title
        self.content = content
        self.detent = detent
        self.dismissHint = dismissHint
        self.scrollOffset = scrollOffset
        self.glyphs = glyphs
    }

    /// Whether a terminal of `size` can hold a sheet: 3 rows (a line between
    /// two borders) and 10 columns.
    public static func fits(_ size: TerminalSize) -> Bool {
        size.rows >= 3 && size.columns >= 10
    }

    /// The sheet as `size.columns` wide lines, exactly `detent.rows(for: size)`
    /// of them, borders included.
    ///
    /// Content lines are cut to fit with an ellipsis. When they do not all fit,
    /// the last row reads `↓ 4 more` and, once scrolled, the first row
    /// `↑ 2 more`; rows past the end of the content are left empty. A terminal
    /// that cannot hold a sheet (see `fits(_:)`) gets one line saying so.
    public func styledLines(in size: TerminalSize) -> [StyledLine] {
        guard Self.fits(size) else {
            return [[StyledText(truncate("Terminal too small", toWidth: size.columns, ellipsis: glyphs.ellipsis))]]
        }
        let height = detent.rows(for: size)
        let viewport = ScrollViewport(lineCount: content.count, rows: height - 2, offset: scrollOffset)
        var lines: [StyledLine] = []
        if let above = viewport.hiddenAbove {
            lines.append([StyledText("\(glyphs.moreAbove) \(above) more", style: .dim)])
        }
        lines += content[viewport.visible]
        if let below = viewport.hiddenBelow {
            lines.append([StyledText("\(glyphs.moreBelow) \(below) more", style: .dim)])
        }
        lines += Array(repeating: [], count: height - 2 - lines.count)
        var panel = Panel(title: title, content: lines, footer: dismissHint, glyphs: glyphs)
        panel.showsGrabber = true
        return panel.styledLines(in: size)
    }

    /// The largest `scrollOffset` that still changes what a terminal of `size`
    /// shows: the one with the last content line in the last row. 0 when
    /// everything fits or the terminal cannot hold a sheet.
    public func maxScrollOffset(size: TerminalSize) -> Int {
        guard Self.fits(size) else { return 0 }
        return ScrollViewport(lineCount: content.count, rows: detent.rows(for: size) - 2, offset: 0).maxOffset
    }
}
