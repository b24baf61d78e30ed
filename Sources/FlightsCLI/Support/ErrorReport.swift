import TerminalKit

/// How an error reaches standard error: the message first, then for usage errors
/// the usage line and a hint, so the key line (what to do) is last.
enum ErrorReport {
    static func text(for error: CLIError) -> String {
        var lines = ["\(ToolSpec.name): \(error.message)"]
        if error.status == .usage {
            lines.append("Usage: \(error.usageOf?.usage ?? ToolSpec.usage)")
            if let hint = error.hint { lines.append(hint) }
            let helpCommand = error.usageOf.map { "\(ToolSpec.name) \($0.name) --help" } ?? "\(ToolSpec.name) --help"
            lines.append("See '\(helpCommand)'.")
        } else if let hint = error.hint {
            lines.append(hint)
        }
        // Messages quote what the user typed and what data files say: keep them inert.
        return lines.map(TextSanitizer.sanitize).joined(separator: "\n") + "\n"
    }
}
