/// How prompts look and what they say: styles by meaning, and the words (``strings``).
/// Styles only show when the terminal uses colour; marks and words carry the meaning
/// without. A caller restyles or translates the prompts by giving them another theme.
public struct PromptTheme: Sendable {
    public var mark = Style.foreground(.cyan)
    public var title = Style.bold
    public var selected = Style.foreground(.cyan)
    public var destructive = Style.foreground(.red)
    public var destructiveTitle = Style(foreground: .red, bold: true)
    public var detail = Style.dim
    public var hint = Style.dim
    public var error = Style.foreground(.red)
    public var placeholder = Style.dim
    public var answer = Style.foreground(.cyan)
    public var answeredMark = Style.foreground(.green)
    public var unansweredMark = Style.foreground(.red)
    /// Every word and mark.
    public var strings = PromptStrings.english

    /// The look the prompts have unless told otherwise.
    public static let standard = PromptTheme()

    /// The standard look, to change a part of.
    public init() {}

    /// `? title`, or `! title` in red for a question whose answer cannot be undone.
    func questionLine(_ title: String, destructive: Bool = false) -> StyledLine {
        destructive
            ? [StyledText(strings.warning + " ", style: self.destructive), StyledText(title, style: destructiveTitle)]
            : [StyledText(strings.question + " ", style: mark), StyledText(title, style: self.title)]
    }

    /// The line an answered prompt leaves: `✔ title › answer`.
    func answeredLine(_ title: String, answer: String) -> StyledLine {
        [
            StyledText(strings.answered + " ", style: answeredMark),
            StyledText(title, style: self.title),
            StyledText(strings.answerSeparator),
            StyledText(answer, style: self.answer),
        ]
    }

    /// The line a prompt ended without an answer leaves: `✗ title › Cancelled`.
    func unansweredLine(_ title: String, error: PromptError) -> StyledLine {
        [
            StyledText(strings.unanswered + " ", style: unansweredMark),
            StyledText(title, style: self.title),
            StyledText(strings.answerSeparator),
            StyledText(error == .interrupted ? strings.interrupted : strings.cancelled, style: hint),
        ]
    }

    func hintLine(_ text: String) -> StyledLine {
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
