/// How a command writes its result.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for people; colour and truncation only on a terminal.
    case table
    case json
    case csv
}
