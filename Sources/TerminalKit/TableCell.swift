/// The text of one table cell and the style it is shown in when colour is on.
///
/// A string literal, interpolated or not, makes a plain cell.
public struct TableCell: Sendable, ExpressibleByStringInterpolation {
    /// The text, which may come from untrusted data: the table sanitises it.
    public var text: String
    /// How the text looks when colour is on; padding is never styled.
    public var style: Style

    /// A cell showing `text` in `style`.
    public init(text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// A plain cell showing `value`.
    public init(stringLiteral value: String) {
        self.init(text: value)
    }
}
