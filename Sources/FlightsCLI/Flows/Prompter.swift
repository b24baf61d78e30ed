import TerminalKit

/// Asks the user a question through a prompt component, unless prompts are off,
/// in which case the question becomes an error naming the option that answers it.
///
/// Prompts draw on standard error (or read plain lines when standard input is not
/// a terminal), never on standard output, so a flow's result can still be piped.
struct Prompter: FlowAsker {
    let invocation: Invocation
    /// What a cancelled question says, e.g. "cancelled; nothing was changed" for a flow that saves.
    var cancelMessage = "cancelled"

    /// `--no-input`, or `CI` set: every question must be answered by an option.
    var promptsAllowed: Bool {
        !invocation.isSet(PromptOptions.noInput)
    }

    /// Whether a question can be asked with keys on a terminal: prompts are on and the terminal reads keys one by one.
    var canAskKeys: Bool { promptsAllowed && terminal.isInteractive }

    private var terminal: any PromptTerminal {
        invocation.environment.promptTerminal(PromptSettings(
            // A dumb terminal cannot move the cursor to redraw, so it gets the line prompts too.
            accessible: invocation.isSet(PromptOptions.accessible) || invocation.environment.variable("TERM") == "dumb",
            usesColor: TerminalKit.colorEnabled(
                choice: invocation[GlobalOptions.color] ?? .auto,
                isTerminal: invocation.environment.errorOutput.isTerminal,
                environment: invocation.environment.variables)))
    }

    /// Asks `question` with the prompt of its kind; `answeredBy` names the option(s) that answer it without a prompt.
    func ask(_ question: FlowQuestion) throws(CLIError) -> FlowAnswer {
        let answer = question.answeredBy
        switch question.kind {
        case .choice(let choices, let defaultIndex):
            return .choice(try choose(question.title, message: question.message, choices: choices, defaultIndex: defaultIndex,
                                      answeredBy: answer))
        case .confirm(let defaultAnswer, let destructive):
            return .confirm(try ask(answer) { terminal throws(PromptError) in
                try ConfirmPrompt(question: safe(question.title), message: question.message.map(safe), defaultAnswer: defaultAnswer,
                                  isDestructive: destructive).run(on: terminal)
            })
        case .text(let defaultValue, let maximumLength, let validate):
            return .text(try ask(answer) { terminal throws(PromptError) in
                try TextPrompt(title: safe(question.title), defaultValue: defaultValue, maximumLength: maximumLength,
                               validate: validate).run(on: terminal)
            })
        }
    }

    private func choose(_ title: String, message: String?, choices: [Choice], defaultIndex: Int,
                        answeredBy answer: String) throws(CLIError) -> Int {
        // Labels and messages quote data files: made inert here, a line break in a name cannot forge a line of the list.
        let choices = choices.map { Choice(label: safe($0.label), detail: $0.detail.map(safe), role: $0.role) }
        return try ask(answer) { terminal throws(PromptError) in
            try ChoicePrompt(title: safe(title), message: message.map(safe), options: choices, defaultIndex: defaultIndex).run(on: terminal)
        }
    }

    /// Shows an alert; returns the index of the button pressed. Without prompts the
    /// alert is written to standard error and its last button is taken.
    func alert(_ title: String, message: String, buttons: [PromptButton]) throws(CLIError) -> Int {
        guard promptsAllowed else {
            let width = invocation.environment.messageColumns
            invocation.environment.errorOutput.write([title, message].map { ErrorReport.message(safe($0), width: width) + "\n" }.joined())
            return buttons.count - 1
        }
        do {
            return try AlertPrompt(title: safe(title), message: safe(message), buttons: buttons).run(on: terminal)
        } catch .cancelled {
            return buttons.firstIndex { $0.role == .cancel } ?? buttons.count - 1
        } catch {
            throw Prompter.interrupted
        }
    }

    /// Presents `sheet` until the user closes it. Returns false, showing nothing, when
    /// keys cannot be read one by one (not a terminal, or accessible mode), so the caller
    /// prints the sheet instead.
    func present(_ sheet: SheetView) throws(CLIError) -> Bool {
        let terminal = self.terminal
        guard terminal.isInteractive else { return false }
        do {
            try SheetPresenter(sheet: sheet).run(on: terminal)
            return true
        } catch {
            throw Prompter.interrupted
        }
    }

    private func ask<T>(_ answer: String, _ prompt: (any PromptTerminal) throws(PromptError) -> T) throws(CLIError) -> T {
        guard promptsAllowed else {
            let source = invocation.source(of: PromptOptions.noInput)
            let why = source.hasPrefix("--") ? source : "\(source) is set"
            throw invocation.usageError("a question needs an answer and prompts are off (\(why)); answer it with \(answer)")
        }
        let terminal = self.terminal
        do {
            return try prompt(terminal)
        } catch .cancelled {
            // At the end of piped input the options are the way out; after an Esc at the keyboard, no advice is needed.
            throw CLIError(cancelMessage, status: .cancelled,
                           hint: terminal.isInteractive ? nil : "To answer without prompts, use \(answer).")
        } catch {
            throw Prompter.interrupted
        }
    }

    private func safe(_ text: String) -> String { TextSanitizer.sanitize(text) }

    static let interrupted = CLIError("interrupted", status: .interrupted)
}

/// How prompts should look, decided from the options and environment of a run.
public struct PromptSettings: Sendable, Equatable {
    /// Plain numbered line prompts, no redrawing (`--accessible`, `FLIGHTS_ACCESSIBLE`).
    public var accessible: Bool
    /// Whether prompts are coloured (`--color`, `NO_COLOR`, `CLICOLOR_FORCE`, `TERM`), judged for standard error.
    public var usesColor: Bool
}
