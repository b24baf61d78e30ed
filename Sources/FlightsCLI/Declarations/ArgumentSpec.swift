/// A positional argument of a command.
public struct ArgumentSpec: Sendable, Hashable {
    /// What a shell can offer to complete the argument with.
    public enum Completion: Sendable, Hashable {
        case none
        case commands
        case values([String])
        /// Words the tool lists at completion time (`flights __complete TOPIC`), such as today's flights.
        case dynamic(CompletionTopic)
    }

    public let name: String
    public let help: String
    public let isOptional: Bool
    public let completion: Completion

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
    static func flight(_ help: String) -> ArgumentSpec {
        ArgumentSpec(name: "FLIGHT", help: help, completion: .dynamic(.flights))
    }
}
