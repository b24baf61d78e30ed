/// How prompts style what they show, by meaning, and the lines every prompt shares:
/// its question, its key hint, and the line it leaves behind once answered.
/// Styles only show when the terminal uses colour; marks and words carry the meaning without.
enum PromptTheme {
    static let mark = Style.foreground(.cyan)
    static let title = Style.bold
    static let selected = Style.foreground(.cyan)
    static let destructive = Style.foreground(.red)
    static let detail = Style.dim
    static let hint = Style.dim
    static let error = Style.foreground(.red)
    static let placeholder = Style.dim
    static let answer = Style.foreground(.cyan)
    static let answeredMark = Style.foreground(.green)
    static let unansweredMark = Style.foreground(.red)

    /// `? title`, or `! title` in red for a question whose answer cannot be undone.
    static func questionLine(_ title: String, destructive: Bool = false) -> StyledLine {
        destructive
            ? [StyledText(PromptStrings.warning + " ", style: Self.destructive), StyledText(title, style: Style(foreground: .red, bold: true))]
            : [StyledText(PromptStrings.question + " ", style: mark), StyledText(title, style: Self.title)]
    }

    /// The line an answered prompt leaves: `✔ title › answer`.
    static func answeredLine(_ title: String, answer: String) -> StyledLine {
        [
            StyledText(PromptStrings.answered + " ", style: answeredMark),
            StyledText(title, style: Self.title),
            StyledText(PromptStrings.answerSeparator),
            StyledText(answer, style: Self.answer),
        ]
    }

    /// The line a prompt ended without an answer leaves: `✗ title › Cancelled`.
    static func unansweredLine(_ title: String, error: PromptError) -> StyledLine {
        [
            StyledText(PromptStrings.unanswered + " ", style: unansweredMark),
            StyledText(title, style: Self.title),
            StyledText(PromptStrings.answerSeparator),
            StyledText(error == .interrupted ? PromptStrings.interrupted : PromptStrings.cancelled, style: hint),
        ]
    }

    static func hintLine(_ text: String) -> StyledLine {
        [StyledText(text, style: hint)]
    }

    /// `message` broken into lines of at most `width` columns: at its own line
    /// breaks, then at spaces. Each paragraph is sanitised before it is measured.
    static func wrapped(_ message: String, width: Int) -> [String] {
        message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap { paragraph in
            wrap(TextSanitizer.sanitize(String(paragraph)), width: width)
        }
    }
}
