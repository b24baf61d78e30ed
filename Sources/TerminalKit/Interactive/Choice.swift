/// One option of a ``ChoicePrompt``: a label, an optional detail shown beside it,
/// and what choosing it means.
///
/// A string literal makes an ordinary option: `options: ["Window", "Aisle"]`.
public struct Choice: Equatable, Sendable, ExpressibleByStringLiteral {
    /// The option's name; in line mode it can also be typed to choose it.
    public var label: String
    /// A short note shown after the label (dimmed, details aligned in a column).
    public var detail: String?
    /// What choosing it means.
    public var role: ButtonRole

    /// An option showing `label` and, when given, `detail`.
    public init(label: String, detail: String? = nil, role: ButtonRole = .normal) {
        self.label = label
        self.detail = detail
        self.role = role
    }

    /// An option with the label and role of `button`.
    public init(_ button: PromptButton) {
        self.init(label: button.label, role: button.role)
    }

    /// An ordinary option showing `value`.
    public init(stringLiteral value: String) {
        self.init(label: value)
    }
}
