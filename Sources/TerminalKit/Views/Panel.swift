/// A bordered box with a title in its top border and an optional footer,
/// such as a dismiss hint, in its bottom border:
///
/// ```
/// ╭─ AA 759 ─────────────────╮
/// │ Status: Delayed 15:42    │
/// │ Gate:   B32              │
/// ╰────────────── esc close ─╯
/// ```
///
/// Corners are rounded, which reads as a floating card rather than part of
/// the board's grid; `Glyphs.ascii` draws `+`, `-` and `|` instead. Content
/// sits one column in from each side and is cut with an ellipsis rather than
/// ever pushing the right border out of line.
public struct Panel: TerminalView, Sendable {
    /// Shown bold in the top border, near the left; empty for none.
    public var title: String
    /// One entry per line inside the box.
    public var content: [StyledLine]
    /// Shown dim in the bottom border, near the right; empty for none.
    public var footer: String
    /// The characters the frame is drawn with.
    public var glyphs: Glyphs
    /// Whether the top border carries a grabber centred in it, as sheets do.
    var showsGrabber = false

    /// The narrowest a panel can be: its two borders and their padding.
    public static let minimumWidth = 4

    /// A panel showing `content` under `title`, with `footer` in the bottom border.
    public init(title: String = "", content: [StyledLine], footer: String = "", glyphs: Glyphs = .unicode) {
        self.title = title
        self.content = content
        self.footer = footer
        self.glyphs = glyphs
    }

    /// The width that shows the title, the footer and every content line in
    /// full, never less than `minimumWidth`.
    public var naturalWidth: Int {
        let contentWidth = content.reduce(0) { max($0, $1.displayWidth) }
        return max(
            Self.minimumWidth,
            contentWidth + 2 * Self.padding + 2,
            widthShowing(label: title),
            widthShowing(label: footer)
        )
    }

    /// The panel as exactly `size.columns` columns by `content.count + 2` lines.
    ///
    /// Text is sanitised, then cut to fit with an ellipsis: content to
    /// `size.columns - 4` columns, the title and footer to `size.columns - 6` so at least one
    /// border glyph shows on either side of them. The title is bold, the footer
    /// dim, and content runs keep their own styles. A width under `minimumWidth`
    /// leaves no room for the frame and gives no lines.
    public func styledLines(in size: TerminalSize) -> [StyledLine] {
        let width = size.columns
        guard width >= Self.minimumWidth else { return [] }
        let inner = width - 2
        let rows = content.map { line -> StyledLine in
            let fitted = line.truncated(toWidth: inner - 2 * Self.padding, ellipsis: glyphs.ellipsis)
            let filler = String(repeating: " ", count: inner - 2 * Self.padding - fitted.displayWidth)
            return [StyledText(glyphs.vertical + " ")] + fitted + [StyledText(filler + " " + glyphs.vertical)]
        }
        return [topBorder(inner: inner)] + rows + [bottomBorder(inner: inner)]
    }

    /// Columns between each side border and the content.
    private static let padding = 1
    /// Columns a border label needs around it besides its text: a border glyph
    /// and a space before it, a space and at least one border glyph after it.
    private static let labelFrame = 4

    /// The panel width that shows `label` in full in a border; 0 for no label.
    private func widthShowing(label: String) -> Int {
        let width = DisplayWidth.of(TextSanitizer.sanitize(label))
        return width == 0 ? 0 : width + Self.labelFrame + 2
    }

    private func topBorder(inner: Int) -> StyledLine {
        var line: StyledLine = [StyledText(glyphs.topLeft)]
        var used = 0
        let title = truncate(TextSanitizer.sanitize(title), toWidth: inner - Self.labelFrame, ellipsis: glyphs.ellipsis)
        if !title.isEmpty {
            line += [StyledText(glyphs.horizontal + " "), StyledText(title, style: .bold), " "]
            used = 3 + DisplayWidth.of(title)
        }
        if showsGrabber {
            // Centred on the whole line; left out rather than crowd the title.
            let grabberWidth = DisplayWidth.of(glyphs.grabber)
            let start = (inner + 2 - grabberWidth) / 2 - 1
            if start > used, start + grabberWidth < inner {
                line.append(StyledText(border(start - used) + glyphs.grabber))
                used = start + grabberWidth
            }
        }
        line.append(StyledText(border(inner - used) + glyphs.topRight))
        return line
    }

    private func bottomBorder(inner: Int) -> StyledLine {
        let footer = truncate(TextSanitizer.sanitize(footer), toWidth: inner - Self.labelFrame, ellipsis: glyphs.ellipsis)
        guard !footer.isEmpty else {
            return [StyledText(glyphs.bottomLeft + border(inner) + glyphs.bottomRight)]
        }
        return [
            StyledText(glyphs.bottomLeft + border(inner - 3 - DisplayWidth.of(footer)) + " "),
            StyledText(footer, style: .dim),
            StyledText(" " + glyphs.horizontal + glyphs.bottomRight),
        ]
    }

    private func border(_ count: Int) -> String {
        String(repeating: glyphs.horizontal, count: max(0, count))
    }
}
