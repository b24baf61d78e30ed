/// A run of text shown in one style: the piece panels, sheets and charts
/// build their lines from.
///
/// A string literal, interpolated or not, makes a plain run, so a line reads
/// `["Status: ", StyledText("Delayed 10:40", style: .foreground(.red))]`.
public struct StyledText: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The text, which may come from untrusted data: everything that measures
    /// or draws it sanitises it first.
    public var text: String
    /// How the text looks when colour is on.
    public var style: Style

    /// A run showing `text` in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// A plain run showing `value`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The columns the text takes on a terminal once sanitised.
    public var displayWidth: Int {
        DisplayWidth.of(TextSanitizer.sanitize(text))
    }

    /// The text sanitised and, when `color` is on, wrapped in its style's
    /// escape sequences.
    public func rendered(color: Bool) -> String {
        let safe = TextSanitizer.sanitize(text)
        return color ? style.apply(to: safe) : safe
    }
}
