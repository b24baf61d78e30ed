
/// The entry point of the `flights` tool.
public enum FlightsTool {
    /// Runs the tool on `arguments` (without the program name) and returns the exit status.
    /// For ``ExitStatus/interrupted`` the caller should end the process as killed by SIGINT
    /// (`endProcessAsInterrupted()`), so a calling shell loop stops. Nothing ends the
    /// process from within: every failure comes back here as a ``CLIError``.
    public static func run(_ arguments: [String], environment: Environment = .live(), tool: Tool = .flights) -> Int32 {
        do throws(CLIError) {
            switch try CommandLineParser(tool: tool).parse(arguments, environment: environment.variables) {
            case .version:
                environment.output.write("\(ToolSpec.name) \(ToolSpec.version)\n")
            case .help(let command):
                let width = environment.output.isTerminal ? environment.terminalColumns ?? 80 : 80
                let help = HelpRenderer(tool: tool)
                let text = command.map { help.help(for: $0, width: width) }
                    ?? (arguments.isEmpty ? help.overview(width: width) : help.toolHelp(width: width))
                environment.output.write(text)
            case .run(let command, let parsed):
                let invocation = Invocation(tool: tool, command: command, arguments: parsed, environment: environment)
                if let result = try command.run(invocation) {
                    try invocation.emit(result)
                }
            }
            if let failure = environment.output.failure {
                throw CLIError("cannot write the output: \(failure)", status: .ioError)
            }
            return ExitStatus.success.rawValue
        } catch {
            // An interrupted prompt has already said so on the terminal.
            if error.status != .interrupted, !error.isAlreadySaid {
                environment.errorOutput.write(ErrorReport.text(for: error, width: environment.messageColumns))
            }
            return error.status.rawValue
        }
    }
}
