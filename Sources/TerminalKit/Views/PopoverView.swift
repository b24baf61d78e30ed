/// A small panel pointing at something on screen, such as a chart of a
/// flight's punctuality opened from its row: an arrow under the thing, then
/// a box just wide enough for its content.
///
/// ```
///         ▲
///   ╭─ On time ─╮
///   │ 9 of 10   │
///   ╰───────────╯
/// ```
public struct PopoverView: TerminalView, Sendable {
    /// Shown bold in the box's top border.
    public var title: String
    /// One entry per line inside the box.
    public var content: [StyledLine]
    /// The screen column, from 0, of the thing the popover is about.
    public var anchorColumn: Int
    /// The characters the arrow and the frame are drawn with.
    public var glyphs: Glyphs

    /// A popover showing `content` under `title`, pointing at `anchorColumn`.
    public init(title: String = "", content: [StyledLine], anchorColumn: Int, glyphs: Glyphs = .unicode) {
        self.title = title
        self.content = content
        self.anchorColumn = anchorColumn
        self.glyphs = glyphs
    }

    /// The arrow line (`▲`, or `^` in ASCII) and then the box, as lines at
    /// most `size.columns` wide, indented to their place on the screen.
    ///
    /// The box is as wide as its content, title and all, but no wider than
    /// `size.columns`, content being cut with an ellipsis to fit. It is centred
    /// under the arrow and slid along to stay on screen, so the arrow always
    /// points at one of its columns. The anchor is kept within the screen.
    /// A width under `Panel.minimumWidth` gives no lines.
    public func styledLines(in size: TerminalSize) -> [StyledLine] {
        let maxWidth = size.columns
        let panel = Panel(title: title, content: content, glyphs: glyphs)
        let width = min(panel.naturalWidth, maxWidth)
        guard width >= Panel.minimumWidth else { return [] }
        let anchor = min(max(anchorColumn, 0), maxWidth - 1)
        let left = min(max(anchor - width / 2, 0), maxWidth - width)
        let indent = StyledText(String(repeating: " ", count: left))
        return [[StyledText(String(repeating: " ", count: anchor) + glyphs.pointer)]]
            + panel.styledLines(in: .columns(width)).map { [indent] + $0 }
    }
}
