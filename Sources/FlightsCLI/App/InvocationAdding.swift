extension Invocation {
    /// The invocation with more options, as if they had been typed: a link's, the airport
    /// or the day chosen in the app's pickers; the app's hints and links carry them.
    func adding(_ options: [String: String]) throws(CLIError) -> Invocation {
        let invocation = self
        var words = [invocation.command.name] + invocation.arguments.positionals
        for flag in invocation.arguments.flags.sorted() { words.append("--\(flag)") }
        for (name, value) in invocation.arguments.values.sorted(by: { $0.key < $1.key }) where options[name] == nil {
            words += ["--\(name)", value]
        }
        for (name, values) in invocation.arguments.lists.sorted(by: { $0.key < $1.key }) {
            for value in values { words += ["--\(name)", value] }
        }
        for (name, value) in options.sorted(by: { $0.key < $1.key }) { words += ["--\(name)", value] }
        guard case .run(let command, let parsed) = try CommandLineParser(tool: invocation.tool)
            .parse(words, environment: invocation.environment.variables) else { return invocation }
        return Invocation(tool: invocation.tool, command: command, arguments: parsed, environment: invocation.environment)
    }
}
