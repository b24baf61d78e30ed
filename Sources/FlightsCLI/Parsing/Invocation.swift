import TerminalKit

/// A command about to run: its declaration, what the command line said, and the environment.
struct Invocation: Sendable {
    let command: CommandSpec
    let arguments: ParsedArguments
    let environment: Environment

    func isSet(_ flag: OptionSpec) -> Bool {
        arguments.flags.contains(flag.name)
    }

    /// The option's value from the command line, else from its environment variable.
    func value(_ option: OptionSpec) -> String? {
        precondition(!option.isRepeatable, "--\(option.name) is repeatable: read it with values(_:)")
        if let value = arguments.values[option.name] { return value }
        return option.environmentVariable.flatMap(environment.variable)
    }

    /// Every value of a repeatable option, in the order given; empty when it is absent.
    func values(_ option: OptionSpec) -> [String] {
        precondition(option.isRepeatable, "--\(option.name) takes one value: read it with value(_:)")
        return arguments.lists[option.name] ?? []
    }

    /// Where the value of `option` came from, for error messages: `--at` or `FLIGHTS_NOW`.
    func source(of option: OptionSpec) -> String {
        if arguments.values[option.name] == nil, let variable = option.environmentVariable,
           environment.variable(variable) != nil {
            return variable
        }
        return "--\(option.name)"
    }

    /// A usage error (exit 64) for this command.
    func usageError(_ message: String, hint: String? = nil) -> CLIError {
        .usage(message, command: command, hint: hint)
    }

    /// The format asked for with `--format`, or `--json`; a table by default. Both at once
    /// must agree.
    func outputFormat() throws(CLIError) -> OutputFormat {
        let named = value(BoardOptions.format).flatMap(OutputFormat.init(rawValue:))
        if isSet(BoardOptions.json) {
            if let named, named != .json {
                throw usageError("--json and --format \(named.rawValue) contradict each other")
            }
            return .json
        }
        return named ?? .table
    }

    /// Whether standard output gets colour, per `--color`, `NO_COLOR`, `CLICOLOR_FORCE` and `TERM`.
    var colorEnabled: Bool {
        let choice = arguments.values[GlobalOptions.color.name].flatMap(ColorChoice.init(rawValue:)) ?? .auto
        return TerminalKit.colorEnabled(choice: choice, isTerminal: environment.output.isTerminal,
                                        environment: environment.variables)
    }

    /// Writes `view` on standard output, laid out in ``outputWidth``, or in 80 columns when
    /// the output is not a terminal (a pipe has no width of its own), coloured per ``colorEnabled``.
    func write(_ view: some TerminalView) {
        let lines = view.render(in: .columns(outputWidth ?? 80), color: colorEnabled)
        environment.output.write(lines.map { $0 + "\n" }.joined())
    }

    /// The width to lay standard output out in: nil (unlimited) when it is not a terminal;
    /// otherwise `COLUMNS`, then the terminal's own width, then 80.
    var outputWidth: Int? {
        guard environment.output.isTerminal else { return nil }
        return environment.terminalColumns ?? 80
    }
}

extension Environment {
    /// `COLUMNS` when it is a positive number, else the width of the output terminal.
    var terminalColumns: Int? {
        if let text = variable("COLUMNS"), let columns = Int(text), columns > 0 { return columns }
        return output.columns
    }
}
