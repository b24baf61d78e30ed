/// `flights completion SHELL`: prints a completion script.
enum CompletionCommand {
    static let name = "completion"
    static let spec = CommandSpec(
        name: name,
        abstract: "Print a shell completion script (bash, zsh or fish).",
        discussion: """
            Prints a script that teaches the shell the commands, options and option values of \(ToolSpec.name). \
            Load it in the current shell, or save it where the shell looks for completions (see the manual).
            """,
        arguments: [ArgumentSpec(name: "SHELL", help: "bash, zsh or fish.",
                                 completion: .values(CompletionShell.allCases.map(\.rawValue)))],
        options: [],
        examples: [
            .init("source <(\(ToolSpec.name) completion bash)", "Complete \(ToolSpec.name) in the current bash."),
            .init("\(ToolSpec.name) completion fish > ~/.config/fish/completions/\(ToolSpec.name).fish", "Install the fish completions."),
        ],
        run: { invocation throws(CLIError) in
            let name = invocation.arguments.positionals[0]
            guard let shell = CompletionShell(rawValue: name) else {
                let names = CompletionShell.allCases.map(\.rawValue)
                throw invocation.usageError("unknown shell '\(name)'; expected one of: \(names.joined(separator: ", "))",
                                            hint: Suggestion.closest(to: name, among: names).map { "Did you mean '\($0)'?" })
            }
            invocation.environment.output.write(shell.script(for: invocation.tool))
            return nil
        }
    )
}
