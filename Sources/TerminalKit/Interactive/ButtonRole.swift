/// What choosing a button or option means, which decides how it looks and what Esc does.
public enum ButtonRole: Equatable, Sendable {
    /// An ordinary answer.
    case normal
    /// Declines ("Not Now", "Keep"): Esc, `q` and end of input choose it instead of
    /// cancelling the prompt.
    case cancel
    /// Does something that cannot be undone: shown in red when colour is on, and
    /// always marked with a word so colour is not needed.
    case destructive
}
