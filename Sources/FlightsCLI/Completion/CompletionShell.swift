/// The shells `flights completion` writes scripts for.
public enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The completion script for this shell, generated from ``ToolSpec``.
    func script() -> String {
        switch self {
        case .bash: BashCompletion.script()
        case .zsh: ZshCompletion.script()
        case .fish: FishCompletion.script()
        }
    }
}

extension OptionSpec {
    /// Whether a shell should offer file names for the value.
    var completesFiles: Bool { valueName == "PATH" }
}

extension ArgumentSpec {
    /// The fixed words a shell can offer for the argument.
    var completionWords: [String] {
        switch completion {
        case .none: []
        case .commands: ToolSpec.commands.map(\.name)
        case .values(let values): values
        }
    }
}
