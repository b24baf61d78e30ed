/// The board app's answers to a flow: the flow runs again from the start with the answers
/// given so far, each question taking the next one, until a question has none. That
/// question is kept for the app to ask, and the run ends there; nothing is saved before
/// the last answer, since a flow writes only once every question is answered. Going back
/// a question is running again with one answer fewer.
final class FlowReplay: FlowAsker {
    /// How far a flow got with the answers it was given.
    enum Progress<Outcome> {
        /// It needs the answer to this question next.
        case asks(FlowQuestion)
        case ended(Outcome)
        /// It refused or failed: the error says why, and its remedy what helps.
        case failed(CLIError)
    }

    private let answers: [FlowAnswer]
    private var next = 0
    private var pending: FlowQuestion?

    private init(_ answers: [FlowAnswer]) {
        self.answers = answers
    }

    func ask(_ question: FlowQuestion) throws(CLIError) -> FlowAnswer {
        guard next < answers.count else {
            pending = question
            throw CLIError("a question waits for its answer", status: .cancelled)
        }
        defer { next += 1 }
        return answers[next]
    }

    /// Runs `flow` with `answers`: the question it stops at, its outcome, or its failure.
    static func run<Outcome>(_ answers: [FlowAnswer],
                             _ flow: (FlowReplay) throws(CLIError) -> Outcome) -> Progress<Outcome> {
        let replay = FlowReplay(answers)
        do throws(CLIError) {
            return .ended(try flow(replay))
        } catch {
            if let question = replay.pending { return .asks(question) }
            return .failed(error)
        }
    }
}
