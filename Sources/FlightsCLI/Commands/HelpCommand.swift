/// `flights help [COMMAND]`.
enum HelpCommand {
    static let name = "help"
    static let spec = CommandSpec(
        name: name,
        abstract: "Show help for the tool or for a command.",
        discussion: "Prints the same text as --help, for the tool or for COMMAND.",
        arguments: [ArgumentSpec(name: "COMMAND", help: "The command to explain.", isOptional: true, completion: .commands)],
        options: [],
        examples: [.init("\(ToolSpec.name) help arrivals", "The options of the arrivals board.")],
        run: { invocation throws(CLIError) in
            let environment = invocation.environment
            let width = environment.output.isTerminal ? environment.terminalColumns ?? 80 : 80
            guard let name = invocation.arguments.positionals.first else {
                environment.output.write(HelpRenderer(tool: invocation.tool).toolHelp(width: width))
                return nil
            }
            guard let command = invocation.tool.command(named: name) else {
                let suggestion = Suggestion.closest(to: name, among: invocation.tool.commandNames)
                throw invocation.usageError("unknown command '\(name)'", hint: suggestion.map { "Did you mean '\($0)'?" })
            }
            environment.output.write(HelpRenderer(tool: invocation.tool).help(for: command, width: width))
            return nil
        }
    )
}
