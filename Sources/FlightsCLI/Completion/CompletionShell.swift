/// The shells `flights completion` writes scripts for.
public enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The completion script for this shell, generated from ``ToolSpec``.
    func script(for tool: Tool) -> String {
        switch self {
        case .bash: BashCompletion(tool: tool).script()
        case .zsh: ZshCompletion(tool: tool).script()
        case .fish: FishCompletion(tool: tool).script()
        }
    }
}

/// What a shell offers at one place of a command line, whatever the shell.
enum CompletionSource: Equatable {
    case none
    case words([String])
    case files
    /// Asked of the tool at completion time: `flights __complete TOPIC`.
    case dynamic(CompletionTopic)
}

extension OptionSpec {
    /// What a shell offers for the option's value.
    func valueCompletion(in tool: Tool) -> CompletionSource {
        if let values { return .words(values) }
        switch suggestions {
        case .values(let words): return .words(words)
        case .dynamic(let topic): return .dynamic(topic)
        case .commands: return .words(tool.commandNames)
        case .files: return .files
        case .none: return .none
        }
    }
}

extension ArgumentSpec {
    /// What a shell offers for the argument.
    func completionSource(in tool: Tool) -> CompletionSource {
        switch completion {
        case .none: .none
        case .commands: .words(tool.commandNames)
        case .files: .files
        case .values(let values): .words(values)
        case .dynamic(let topic): .dynamic(topic)
        }
    }
}
