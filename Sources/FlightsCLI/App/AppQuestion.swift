import TerminalKit

/// A flow's question as the board app asks it: the prompt of its kind driven a key at a
/// time (``SteppedPrompt``) in a sheet over the board, with the answers given before it,
/// so that Esc goes back to the question before, and `q` asks before leaving a flow half done.
struct AppQuestion {
    /// The prompt and what its keys have changed so far.
    enum Input {
        case choice(ChoicePrompt, ListSelection)
        case confirm(ConfirmPrompt)
        case text(TextPrompt, TextPrompt.Field)
    }

    /// What a key did to the question.
    enum Step {
        case open
        case answered(FlowAnswer)
        /// Esc: back to the question before, or out of the flow at the first.
        case back
        /// Leave the app (`q` at the first question, or yes to "Quit flights?").
        case quit
        /// The end of the input: the flow is left, as if cancelled.
        case closed
    }

    let flow: AppFlow
    /// The answers to the questions before this one.
    let answers: [FlowAnswer]
    let question: FlowQuestion
    /// The clock the flow began at, which its later questions are asked at too.
    let clock: BoardClock
    private(set) var input: Input
    /// Whether "Quit flights?" is asked over the question.
    private(set) var confirmingQuit = false

    /// The question, its prompt set to `previous` when going back to it.
    init(flow: AppFlow, answers: [FlowAnswer], question: FlowQuestion, clock: BoardClock, previous: FlowAnswer? = nil) {
        self.flow = flow
        self.answers = answers
        self.question = question
        self.clock = clock
        let title = TextSanitizer.sanitize(question.title)
        let message = question.message.map(TextSanitizer.sanitize)
        switch question.kind {
        case .choice(let choices, let defaultIndex):
            let safe = choices.map { Choice(label: TextSanitizer.sanitize($0.label), detail: $0.detail.map(TextSanitizer.sanitize), role: $0.role) }
            var selected = defaultIndex
            if case .choice(let index)? = previous { selected = index }
            let prompt = ChoicePrompt(title: title, message: message, options: safe, defaultIndex: selected)
            input = .choice(prompt, prompt.initialState)
        case .confirm(let defaultAnswer, let destructive):
            input = .confirm(ConfirmPrompt(question: title, message: message, defaultAnswer: defaultAnswer, isDestructive: destructive))
        case .text(let defaultValue, let maximumLength, let validate):
            let prompt = TextPrompt(title: title, defaultValue: defaultValue, maximumLength: maximumLength, validate: validate)
            var field = prompt.initialState
            if case .text(let text)? = previous {
                for character in text { _ = prompt.handle(&field, .character(character)) }
            }
            input = .text(prompt, field)
        }
    }

    /// Whether `q` is typed into the question rather than leaving it.
    private var takesText: Bool {
        if case .text = input { return true }
        return false
    }

    mutating func handle(_ key: Key) -> Step {
        if confirmingQuit {
            switch key {
            case .character("y"), .character("Y"), .enter: return .quit
            case .character("n"), .character("N"), .escape: confirmingQuit = false
            default: break
            }
            return .open
        }
        switch key {
        case .escape: return .back
        case .endOfInput: return .closed
        case .character("q") where !takesText, .character("Q") where !takesText:
            // Nothing is begun at the first question: q quits as anywhere else.
            guard !answers.isEmpty else { return .quit }
            confirmingQuit = true
            return .open
        default: break
        }
        switch input {
        case .choice(let prompt, var selection):
            let step = prompt.handle(&selection, key)
            input = .choice(prompt, selection)
            return outcome(step) { .choice($0) }
        case .confirm(let prompt):
            var nothing: Void = ()
            return outcome(prompt.handle(&nothing, key)) { .confirm($0) }
        case .text(let prompt, var field):
            let step = prompt.handle(&field, key)
            input = .text(prompt, field)
            return outcome(step) { .text($0) }
        }
    }

    private func outcome<Answer>(_ step: PromptStep<Answer>, _ answer: (Answer) -> FlowAnswer) -> Step {
        switch step {
        case .next: .open
        case .answer(let value, _): .answered(answer(value))
        case .fail(.interrupted): .quit
        case .fail: .back
        }
    }

    /// The prompt's lines at `size`, without its own key hint: the app's status line says the keys.
    func frame(size: TerminalSize) -> PromptFrame {
        var frame: PromptFrame
        switch input {
        case .choice(let prompt, var selection): frame = prompt.frame(&selection, size: size)
        case .confirm(let prompt):
            var nothing: Void = ()
            frame = prompt.frame(&nothing, size: size)
        case .text(let prompt, var field): frame = prompt.frame(&field, size: size)
        }
        if !frame.lines.isEmpty { frame.lines.removeLast() }
        return frame
    }

    /// The keys that work here, for the status line.
    var keys: [String] {
        if confirmingQuit { return ["y quit", "n back to the question"] }
        let back = answers.isEmpty ? "esc close" : "esc back"
        switch input {
        case .choice: return ["↑↓ move", "enter choose", "1-9 pick", back, answers.isEmpty ? "q quit" : "q quit…"]
        case .confirm: return ["y yes", "n no", "enter default", back, answers.isEmpty ? "q quit" : "q quit…"]
        case .text: return ["type", "enter submit", back]
        }
    }
}
