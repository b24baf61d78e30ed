import TerminalKit

/// A question a flow asks, as a value: the command line asks it with its prompts
/// (``Prompter``), the board app in a presentation of its own, with the answers so far
/// kept so that Esc can go back one question.
struct FlowQuestion {
    enum Kind {
        /// One of the choices, the one at `defaultIndex` selected first; a choice whose role
        /// is `.cancel` is what Esc means on the command line.
        case choice([Choice], defaultIndex: Int)
        /// Yes or no, `defaultAnswer` on Enter; a destructive question is marked so.
        case confirm(defaultAnswer: Bool, destructive: Bool)
        /// A line of text that `validate` accepts (it returns why not), `defaultValue` when left
        /// empty, of at most `maximumLength` characters (the rest of a paste is left out).
        case text(defaultValue: String?, maximumLength: Int, validate: @Sendable (String) -> String?)
    }

    var title: String
    var message: String?
    var kind: Kind
    /// The options that answer it on the command line, named when prompts are off.
    var answeredBy: String
}

/// The answer to a ``FlowQuestion``: the index of the choice, yes or no, or the text.
enum FlowAnswer: Equatable, Sendable {
    case choice(Int)
    case confirm(Bool)
    case text(String)
}
