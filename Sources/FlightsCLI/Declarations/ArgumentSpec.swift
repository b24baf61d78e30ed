/// A positional argument of a command.
public struct ArgumentSpec: Sendable, Hashable {
    /// What a shell can offer to complete the argument with.
    public enum Completion: Sendable, Hashable {
        /// Nothing to offer.
        case none
        /// The tool's command names.
        case commands
        /// Paths of files.
        case files
        /// This fixed list of words.
        case values([String])
        /// Words the tool lists at completion time (`flights __complete TOPIC`), such as today's flights.
        case dynamic(CompletionTopic)
    }

    /// The placeholder in usage and help, uppercase, e.g. `FLIGHT`.
    public let name: String
    /// One line for help and the manual.
    public let help: String
    /// Whether the argument may be left out; usage shows it in brackets.
    public let isOptional: Bool
    /// What a shell offers for the argument.
    public let completion: Completion

    /// An argument with the given placeholder and help; required and not completed unless said otherwise.
    public init(name: String, help: String, isOptional: Bool = false, completion: Completion = .none) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.completion = completion
    }

    /// `FLIGHT` or `[COMMAND]`.
    public var synopsis: String { isOptional ? "[\(name)]" : name }
}

/// What `flights __complete` can list for a shell, from the current data.
public enum CompletionTopic: String, Sendable, Hashable, CaseIterable {
    /// The flight numbers of today's board, both directions.
    case flights
    /// The codes of the airlines in the data.
    case airlines
}

extension ArgumentSpec {
    /// A FLIGHT argument, completed with today's flight numbers.
    /// The name of a flight number's argument.
    static let flightName = "FLIGHT"

    static func flight(_ help: String) -> ArgumentSpec {
        ArgumentSpec(name: flightName, help: help, completion: .dynamic(.flights))
    }
}
