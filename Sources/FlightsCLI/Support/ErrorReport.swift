import TerminalKit

/// How an error reaches standard error: the message first, then for usage errors
/// the usage line and a hint, so the key line (what to do) is last.
enum ErrorReport {
    /// The error's lines, each broken at words to `width` when given (a terminal).
    static func text(for error: CLIError, width: Int? = nil) -> String {
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
        return lines.map { message(TextSanitizer.sanitize($0), width: width) }.joined(separator: "\n") + "\n"
    }

    /// `line` broken at its spaces into lines of at most `width` columns, the ones after the
    /// first indented by two; nil `width` leaves it whole. A command quoted in it ('flights
    /// checkin …') is never broken, so that it can be copied whole; one wider than the line
    /// stands on a line of its own and the terminal wraps it, as does an indented line,
    /// which is a command to copy.
    static func message(_ line: String, width: Int?) -> String {
        guard let width, DisplayWidth.of(line) > width, !line.hasPrefix("  ") else { return line }
        var units: [String] = []
        var quoted: String?
        for word in line.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            if var open = quoted {
                open += " " + word
                if word.contains("'") { units.append(open); quoted = nil } else { quoted = open }
            } else if word.hasPrefix("'") && word.dropFirst().contains("'") == false {
                quoted = word
            } else {
                units.append(word)
            }
        }
        if let quoted { units.append(quoted) }
        var lines: [String] = []
        var current = ""
        for unit in units {
            let candidate = current.isEmpty ? unit : current + " " + unit
            if current.isEmpty || DisplayWidth.of(candidate) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = "  " + unit
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
