import TerminalKit

/// A command about to run: its declaration, what the command line said, and the environment.
struct Invocation: Sendable {
    /// The tool the command belongs to, for the commands about the tool (help, completion).
    let tool: Tool
    let command: CommandSpec
    let arguments: ParsedArguments
    let environment: Environment

    /// Whether the flag is given, or its environment variable is set to something true
    /// (not empty, `0`, `false` or `no`).
    func isSet(_ flag: OptionSpec) -> Bool {
        arguments.flags.contains(flag.name) || flag.environmentVariable.map(environment.isTrue) ?? false
    }

    /// The option's value, converted when the command line (or the option's environment
    /// variable) was parsed; nil when it is absent.
    subscript<Value>(_ option: Option<Value>) -> Value? {
        precondition(!option.spec.isRepeatable, "--\(option.name) is repeatable: read it with values(_:)")
        return arguments.converted[option.name]?.value(as: Value.self)
    }

    /// Every value of a repeatable option, converted, in the order given; empty when it is absent.
    func values<Value>(_ option: Option<Value>) -> [Value] {
        precondition(option.spec.isRepeatable, "--\(option.name) takes one value: read it with its subscript")
        return (arguments.convertedLists[option.name] ?? []).compactMap { $0.value(as: Value.self) }
    }

    /// Whether the option has a value, from the command line or its environment variable.
    func has<Value>(_ option: Option<Value>) -> Bool {
        arguments.converted[option.name] != nil || arguments.convertedLists[option.name] != nil
    }

    /// The option's value as it was typed (on the command line, else in its environment
    /// variable), for messages and for hints that repeat it.
    func text<Value>(of option: Option<Value>) -> String? {
        if let text = arguments.values[option.name] { return text }
        return option.spec.environmentVariable.flatMap(environment.variable).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The option's value as typed on the command line, not from its environment variable:
    /// what a hint repeats, since the variable is still set where the hint is pasted.
    func typed(_ option: some OptionDeclaration) -> String? {
        arguments.values[option.name]
    }

    /// Every value of the option as typed on the command line (one for an option that takes one).
    func typedValues(_ option: some OptionDeclaration) -> [String] {
        arguments.values[option.name].map { [$0] } ?? arguments.lists[option.name] ?? []
    }

    /// A usage error for a value that converted but does not fit the data (a day count
    /// past the file's days), worded as the parser words a bad value.
    func usageError<Value>(_ error: OptionValueError, of option: Option<Value>) -> CLIError {
        usageError(source(of: option) + error.wording, hint: error.hint)
    }

    /// Where the value of `option` came from, for error messages: `--at` or `FLIGHTS_NOW`.
    func source(of declaration: some OptionDeclaration) -> String {
        let option = declaration.spec
        if arguments.values[option.name] == nil, arguments.lists[option.name] == nil, arguments.flags.contains(option.name) == false,
           let variable = option.environmentVariable,
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
        let named = self[BoardOptions.format]
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
        let choice = self[GlobalOptions.color] ?? .auto
        return TerminalKit.colorEnabled(choice: choice, isTerminal: environment.output.isTerminal,
                                        environment: environment.variables)
    }

    /// Writes `result` on standard output in the format asked for (``outputFormat()``): JSON,
    /// CSV, or for people, fitted to the terminal, or the result's notice on standard error
    /// when it has nothing to show them.
    func emit(_ result: some CommandResult) throws(CLIError) {
        switch try outputFormat() {
        case .json:
            environment.output.write(result.json().rendered() + "\n")
        case .csv:
            guard let (header, rows) = result.csv() else {
                throw usageError("--format csv is for lists; use --format json")
            }
            environment.output.write(CSVWriter.render(header: header, rows: rows))
        case .table:
            if let notice = result.emptyNotice {
                environment.errorOutput.write(notice + "\n")
                return
            }
            environment.output.write(result.text(for: OutputTarget(width: outputWidth, color: colorEnabled,
                                                                   isTerminal: environment.output.isTerminal)))
        }
        for note in result.notes {
            environment.errorOutput.write(ErrorReport.message(TextSanitizer.sanitize(note), width: environment.messageColumns) + "\n")
        }
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

    /// The width messages are broken to: standard error's terminal's (or `COLUMNS`); nil
    /// when it is not a terminal, where a line is a message, unbroken.
    var messageColumns: Int? {
        guard errorOutput.isTerminal else { return nil }
        if let text = variable("COLUMNS"), let columns = Int(text), columns > 0 { return columns }
        return errorOutput.columns
    }
}
