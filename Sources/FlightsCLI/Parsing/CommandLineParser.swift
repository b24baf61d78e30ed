import FlightBoard
/// What the command line asks for.
enum ParseResult: Sendable {
    case run(CommandSpec, ParsedArguments)
    /// Help for a command, or for the tool when nil.
    case help(CommandSpec?)
    case version
}

/// Parses a command line against the declarations of a ``Tool``.
///
/// GNU conventions: `--name value` and `--name=value`, `-h`, `--` ends the options,
/// options may come before or after positional arguments, and global options
/// (``GlobalOptions``) may also come before the command name. Each value is converted to
/// its option's type (``Option``) here, once; an option left out is read from its
/// environment variable, among `environment`, and converted the same way.
struct CommandLineParser {
    let tool: Tool

    func parse(_ arguments: [String], environment: [String: String] = [:]) throws(CLIError) -> ParseResult {
        var parsed = ParsedArguments()
        var rest = arguments[...]

        // Options before the command name: the tool's own.
        while let token = rest.first, token.hasPrefix("-"), token != "--" {
            rest.removeFirst()
            try consume(option: token, from: &rest, into: &parsed, accepted: tool.options, command: nil)
        }
        if parsed.flags.contains(ToolOptions.version.name) { return .version }
        if rest.first == "--" { rest.removeFirst() }
        guard let name = rest.popFirst() else {
            return .help(nil)
        }
        guard let command = tool.command(named: name) else {
            let suggestion = Suggestion.closest(to: name, among: tool.commandNames)
            throw .usage("unknown command '\(name)'", command: nil,
                         hint: suggestion.map { "Did you mean '\($0)'?" })
        }
        if parsed.flags.contains(GlobalOptions.help.name) { return .help(command) }
        for name in Set(parsed.values.keys).union(parsed.lists.keys).sorted()
        where !command.allOptions.contains(where: { $0.name == name }) {
            throw .usage("option --\(name) does not apply to '\(ToolSpec.name) \(command.name)'", command: command)
        }

        var optionsEnded = false
        while let token = rest.popFirst() {
            if optionsEnded || token == "-" || !token.hasPrefix("-") {
                parsed.positionals.append(token)
            } else if token == "--" {
                optionsEnded = true
            } else {
                try consume(option: token, from: &rest, into: &parsed, accepted: command.allOptions, command: command)
            }
        }
        if parsed.flags.contains(GlobalOptions.help.name) { return .help(command) }
        for option in command.allOptions where option.takesValue && parsed.values[option.name] == nil && parsed.lists[option.name] == nil {
            guard let variable = option.environmentVariable, let text = environment[variable], !text.isEmpty else { continue }
            guard option.isRepeatable else {
                parsed.converted[option.name] = try convert(text, of: option, as: variable, command: command)
                continue
            }
            // A list in a variable is written as `PATH` is: empty items (`a::b`, a trailing `:`) are
            // nothing. Only the converted values are kept: ``ParsedArguments/lists`` is what was typed.
            let items = text.split(separator: option.listSyntax == .paths ? ":" : ",").map(String.init)
            parsed.convertedLists[option.name] = try items.map { item throws(CLIError) in
                try convert(item, of: option, as: variable, command: command)
            }
        }

        // The boards print a flight as two words (UA 635): typed so, unquoted, they are one flight.
        if command.arguments.first?.name == ArgumentSpec.flightName, parsed.positionals.count > command.arguments.count,
           parsed.positionals[0].count == 2, parsed.positionals[1].allSatisfy(\.isASCII), parsed.positionals[1].allSatisfy(\.isNumber),
           (try? FlightDesignator(parsing: parsed.positionals[0] + " " + parsed.positionals[1])) != nil {
            parsed.positionals[0] += " " + parsed.positionals.remove(at: 1)
        }
        let required = command.arguments.filter { !$0.isOptional }.count
        if parsed.positionals.count < required {
            let missing = command.arguments[parsed.positionals.count]
            throw .usage("missing \(missing.name)", command: command)
        }
        if parsed.positionals.count > command.arguments.count {
            let extra = parsed.positionals[command.arguments.count]
            let day = command.allOptions.contains { $0.name == BoardOptions.date.name } && (try? DayArgument(parsing: extra)) != nil
            throw .usage("unexpected argument '\(extra)'", command: command,
                         hint: day ? "Did you mean '--date \(extra)'?" : nil)
        }
        return .run(command, parsed)
    }

    private func consume(option token: String, from rest: inout ArraySlice<String>,
                                into parsed: inout ParsedArguments, accepted: [OptionSpec],
                                command: CommandSpec?) throws(CLIError) {
        var name: String
        var inlineValue: String?
        let spec: OptionSpec?
        if token.hasPrefix("--") {
            name = String(token.dropFirst(2))
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            spec = accepted.first { $0.isNamed(name) }
        } else {
            name = String(token.dropFirst())
            spec = name.count == 1 ? accepted.first { $0.short == name.first } : nil
        }
        guard let spec else {
            throw unknownOption(token, name: name, accepted: accepted, command: command)
        }
        guard spec.takesValue else {
            if inlineValue != nil {
                throw .usage("option --\(spec.name) takes no value", command: command)
            }
            parsed.flags.insert(spec.name)
            return
        }
        let text: String
        if let inlineValue {
            text = inlineValue
        } else if let next = rest.first, !(next.hasPrefix("-") && next.count > 1) || isNegativeNumber(next) {
            text = next
            rest.removeFirst()
        } else {
            throw .usage("option --\(spec.name) needs a value (\(spec.valueName ?? "VALUE"))", command: command)
        }
        // A repeatable option's value may be a comma list; each item counts as if repeated.
        let items = spec.isRepeatable && spec.listSyntax == .commas
            ? text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) : [text]
        if items.contains("") {
            throw .usage("option --\(spec.name) has an empty item in '\(text)'; separate values with single commas, as in \(spec.valueName ?? "VALUE"),\(spec.valueName ?? "VALUE")",
                         command: command)
        }
        var values: [String] = []
        var converted: [ConvertedValue] = []
        for item in items {
            let value = try checked(item, of: spec, command: command)
            values.append(value)
            converted.append(try convert(value, of: spec, as: "--\(spec.name)", command: command))
        }
        if spec.isRepeatable {
            parsed.lists[spec.name, default: []].append(contentsOf: values)
            parsed.convertedLists[spec.name, default: []].append(contentsOf: converted)
        } else if let earlier = parsed.values[spec.name], earlier != values[0] {
            throw .usage("option --\(spec.name) is given twice, as '\(earlier)' and as '\(values[0])'; it takes one value",
                         command: command)
        } else {
            parsed.values[spec.name] = values[0]
            parsed.converted[spec.name] = converted[0]
        }
    }

    /// `-1`: a value (wrong, most likely, but the option's to judge), not an option.
    private func isNegativeNumber(_ text: String) -> Bool {
        text.count > 1 && text.hasPrefix("-") && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `text` as the option's type; a text that is none is a usage error naming `source`,
    /// the option or its environment variable.
    private func convert(_ text: String, of spec: OptionSpec, as source: String,
                                command: CommandSpec?) throws(CLIError) -> ConvertedValue {
        guard let convert = spec.convert else { return ConvertedBox(text) }
        do {
            return try convert(text)
        } catch {
            throw .usage(source + error.wording, command: command, hint: error.hint)
        }
    }

    /// The value as the command will read it: an alias replaced by the value it stands for,
    /// and checked against a closed set of values.
    private func checked(_ value: String, of spec: OptionSpec, command: CommandSpec?) throws(CLIError) -> String {
        let value = spec.valueAliases[value] ?? value
        if let values = spec.values, !values.contains(value) {
            let suggestion = Suggestion.closest(to: value, among: values)
            throw .usage("'\(value)' is not a valid value for --\(spec.name); expected one of: \(values.joined(separator: ", "))",
                         command: command, hint: suggestion.map { "Did you mean '--\(spec.name) \($0)'?" })
        }
        return value
    }

    private func unknownOption(_ token: String, name: String, accepted: [OptionSpec],
                                      command: CommandSpec?) -> CLIError {
        // An option of some command given before the command name: say where it belongs
        // rather than suggest a look-alike (`--date` is not a typo of `--data`).
        if command == nil, let owner = tool.commands.first(where: { $0.options.contains { $0.isNamed(name) } }) {
            return .usage("unknown option '\(token)'", command: nil,
                          hint: "--\(name) is an option of '\(ToolSpec.name) \(owner.name)'; put it after the command.")
        }
        if let command, let hint = command.misplacedOptions[name] {
            return .usage("unknown option '\(token)'", command: command, hint: hint)
        }
        let hint = Suggestion.closest(to: name, among: accepted.map(\.name)).map { "Did you mean '--\($0)'?" }
        return .usage("unknown option '\(token)'", command: command, hint: hint)
    }
}
