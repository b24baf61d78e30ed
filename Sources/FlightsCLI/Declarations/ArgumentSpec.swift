/// A positional argument of a command.
public struct ArgumentSpec: Sendable, Hashable {
    /// What a shell can offer to complete the argument with.
    public enum Completion: Sendable, Hashable {
        case none
        case commands
        case values([String])
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
