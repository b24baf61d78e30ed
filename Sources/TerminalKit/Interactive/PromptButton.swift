/// A button of an ``AlertPrompt``: its label and what it means.
public struct PromptButton: Equatable, Sendable {
    /// The text on the button.
    public var label: String
    /// What choosing it means.
    public var role: ButtonRole

    /// A button showing `label`, an ordinary answer unless `role` says otherwise.
    public init(label: String, role: ButtonRole = .normal) {
        self.label = label
        self.role = role
    }
}
