import TerminalKit

/// Who answers a flow's questions: the user at the command line's prompts (``Prompter``),
/// or the answers the board app has gathered so far (``FlowReplay``).
protocol FlowAsker {
    /// The answer to `question`; throws to end the flow (a cancel, Ctrl-C, or no answer yet).
    func ask(_ question: FlowQuestion) throws(CLIError) -> FlowAnswer
}

extension FlowAsker {
    /// The index of the choice made.
    func choose(_ title: String, message: String? = nil, choices: [Choice], defaultIndex: Int,
                answeredBy answer: String) throws(CLIError) -> Int {
        let reply = try ask(FlowQuestion(title: title, message: message, kind: .choice(choices, defaultIndex: defaultIndex),
                                         answeredBy: answer))
        guard case .choice(let index) = reply, choices.indices.contains(index) else { throw Self.misfit }
        return index
    }

    func confirm(_ question: String, message: String? = nil, defaultAnswer: Bool, destructive: Bool = false,
                 answeredBy answer: String) throws(CLIError) -> Bool {
        let reply = try ask(FlowQuestion(title: question, message: message,
                                         kind: .confirm(defaultAnswer: defaultAnswer, destructive: destructive), answeredBy: answer))
        guard case .confirm(let yes) = reply else { throw Self.misfit }
        return yes
    }

    func text(_ title: String, defaultValue: String? = nil, maximumLength: Int, answeredBy answer: String,
              validate: @escaping @Sendable (String) -> String?) throws(CLIError) -> String {
        let reply = try ask(FlowQuestion(title: title, kind: .text(defaultValue: defaultValue, maximumLength: maximumLength, validate: validate),
                                         answeredBy: answer))
        guard case .text(let text) = reply else { throw Self.misfit }
        return text
    }

    /// An answer given to another question than the one asked now: never taken for it.
    private static var misfit: CLIError { CLIError("the question changed since it was answered; nothing was changed") }
}
