/// The text of one table cell and the style it is shown in when colour is on.
///
/// A string literal, interpolated or not, makes a plain cell.
public struct TableCell: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The text, which may come from untrusted data: the table sanitises it.
    public var text: String
    /// How the text looks when colour is on; padding is never styled.
    public var style: Style
    /// A shorter way to say the same thing, such as a code for a name, shown instead
    /// of cutting `text` when its column is too narrow for it; cut in turn if needed.
    public var shortForm: String?

    /// A cell showing `text` in `style`, or `shortForm` where `text` does not fit.
    public init(text: String, style: Style = .plain, shortForm: String? = nil) {
        self.text = text
        self.style = style
        self.shortForm = shortForm
    }

    /// A plain cell showing `value`.
    public init(stringLiteral value: String) {
        self.init(text: value)
    }
}
