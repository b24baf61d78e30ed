/// How a span of text looks on a colour terminal: a foreground colour and attributes.
public struct Style: Sendable, Equatable {
    /// The text colour; `nil` keeps the terminal's default.
    public var foreground: Color?
    /// Heavier text.
    public var bold: Bool
    /// Fainter text.
    public var dim: Bool
    /// Underlined text.
    public var underline: Bool
    /// Foreground and background colours swapped.
    public var inverse: Bool

    /// A style with the given colour and attributes; everything off by default.
    public init(
        foreground: Color? = nil,
        bold: Bool = false,
        dim: Bool = false,
        underline: Bool = false,
        inverse: Bool = false
    ) {
        self.foreground = foreground
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.inverse = inverse
    }

    /// No colour and no attributes: text is printed as is.
    public static let plain = Style()
    /// Bold text in the default colour.
    public static let bold = Style(bold: true)
    /// Dim text in the default colour.
    public static let dim = Style(dim: true)
    /// Underlined text in the default colour.
    public static let underline = Style(underline: true)
    /// Text with foreground and background swapped.
    public static let inverse = Style(inverse: true)

    /// Text in `color` with no attributes.
    public static func foreground(_ color: Color) -> Style {
        Style(foreground: color)
    }

    /// `text` wrapped in the escape sequences that turn this style on and off
    /// again; `text` itself when there is nothing to turn on or nothing to show.
    public func apply(to text: String) -> String {
        guard self != .plain, !text.isEmpty else { return text }
        return ANSI.selectGraphicRendition(self) + text + ANSI.reset
    }
}
