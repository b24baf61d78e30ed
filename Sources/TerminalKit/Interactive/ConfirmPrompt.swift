/// Asks a yes-or-no question.
///
/// On an interactive terminal it is one line and a key hint, answered by a single key:
///
/// ```
/// ? Check in now? [Y/n]
/// y yes · n no · enter yes · esc cancel
/// ```
///
/// `y` or `n` (either case) answer at once, Enter gives the default (the capital
/// letter), other keys are ignored; Esc, `q` and Ctrl-D throw `PromptError.cancelled`,
/// Ctrl-C `.interrupted`. A destructive question starts with `!` instead of `?`
/// (and is red when colour is on). The prompt leaves `✔ Check in now? › Yes`.
///
/// A ``message``, when given, stands wrapped under the question, for what the answer
/// entails; it is not kept in the transcript.
///
/// Otherwise it reads a line after `Check in now? [Y/n]: ` (the message on the lines before it): empty for the default,
/// `y`, `yes`, `n` or `no` in any case; anything else asks again, and the end of the
/// input cancels.
public struct ConfirmPrompt: Sendable, SteppedPrompt {
    /// How the prompt looks and what it says; `.standard` unless the caller restyles or translates it.
    public var theme = PromptTheme.standard
    /// The question, ending with its question mark.
    public var question: String
    /// The answer Enter gives.
    public var defaultAnswer: Bool
    /// What the answer entails, shown under the question; nil for nothing.
    public var message: String?
    /// Whether "yes" does something that cannot be undone.
    public var isDestructive: Bool

    /// A prompt asking `question`, whose default answer is `defaultAnswer`.
    public init(question: String, message: String? = nil, defaultAnswer: Bool = false, isDestructive: Bool = false) {
        self.question = question
        self.message = message
        self.defaultAnswer = defaultAnswer
        self.isDestructive = isDestructive
    }

    /// Asks the question and returns the answer.
    /// - Throws: `PromptError.cancelled` on Esc, `q` or end of input, `.interrupted` on Ctrl-C.
    public func run(on terminal: some PromptTerminal) throws(PromptError) -> Bool {
        guard terminal.isInteractive else { return try runLineMode(on: terminal) }
        return try PromptSession.run(on: terminal, title: question, theme: theme, state: (), frame: frame, handle: handle)
    }

    /// A yes-or-no question has nothing that changes before its answer.
    public var initialState: Void { () }

    public func frame(_: inout Void, size: TerminalSize) -> PromptFrame {
        let yesOrNo = StyledText(" " + theme.strings.yesOrNo(defaultAnswer), style: theme.hint)
        var lines = [theme.questionLine(question, destructive: isDestructive) + [yesOrNo]]
        // A question too long for the line goes on over the next ones: what is confirmed is read whole.
        if lines[0].displayWidth > size.columns {
            let parts = PromptTheme.wrapped(question, width: max(1, size.columns - 2))
            let style = isDestructive ? theme.destructiveTitle : theme.title
            lines = [theme.questionLine(parts[0], destructive: isDestructive)]
                + parts.dropFirst().map { [StyledText("  " + $0, style: style)] }
            lines[lines.count - 1].append(yesOrNo)
        }
        if let message, !message.isEmpty {
            lines += PromptTheme.wrapped(message, width: size.columns - 2).map { [StyledText("  " + $0)] }
        }
        return PromptFrame(lines: lines + [theme.hintLine(theme.strings.confirmHint(defaultAnswer))])
    }

    public func handle(_: inout Void, _ key: Key) -> PromptStep<Bool> {
        switch key {
        case .character("y"), .character("Y"): return answer(true)
        case .character("n"), .character("N"): return answer(false)
        case .enter: return answer(defaultAnswer)
        // q as in every other prompt but a text field: a way out, never an answer.
        case .escape, .endOfInput, .character("q"), .character("Q"): return .fail(.cancelled)
        case .interrupt: return .fail(.interrupted)
        default: return .next
        }
    }

    private func answer(_ yes: Bool) -> PromptStep<Bool> {
        .answer(yes, summary: theme.answeredLine(question, answer: yes ? theme.strings.yes : theme.strings.no))
    }

    private func runLineMode(on terminal: some PromptTerminal) throws(PromptError) -> Bool {
        if let message, !message.isEmpty {
            terminal.write(ChoicePrompt.lineModeHeading(title: message, message: nil))
        }
        let prompt = TextSanitizer.sanitize(question) + " " + theme.strings.yesOrNo(defaultAnswer) + ": "
        while true {
            terminal.write(prompt)
            guard let reply = terminal.readLine() else {
                // Ctrl-D left the cursor after the question.
                terminal.write("\n")
                throw .cancelled
            }
            let word = reply.trimmingSpaces.lowercased()
            if word.isEmpty { return defaultAnswer }
            if theme.strings.yesReplies.contains(word) { return true }
            if theme.strings.noReplies.contains(word) { return false }
            terminal.write(theme.strings.answerYesOrNo + "\n")
        }
    }
}
