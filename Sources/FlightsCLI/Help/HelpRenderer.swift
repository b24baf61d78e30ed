import TerminalKit

/// Help text generated from the declarations in ``ToolSpec``, with sections in a
/// fixed order (usage, description, arguments, options, commands, examples),
/// wrapped to the given width.
struct HelpRenderer {
    let tool: Tool

    /// `flights COMMAND --help`.
    func help(for command: CommandSpec, width: Int) -> String {
        var out = HelpText(width: width)
        out.section("Usage", [command.usage])
        out.paragraphs("Description", command.discussion)
        if !command.arguments.isEmpty {
            out.list("Arguments", command.arguments.map { ($0.name, $0.help) })
        }
        out.list("Options", command.allOptions.map { ($0.synopsis, describe($0)) })
        out.examples(command.examples)
        return out.text
    }

    /// `flights --help` and `flights help`.
    func toolHelp(width: Int) -> String {
        var out = HelpText(width: width)
        out.section("Usage", [ToolSpec.usage])
        out.paragraphs("Description", ToolSpec.abstract)
        out.list("Commands", tool.commands.map { ($0.name, $0.abstract) })
        out.list("Options", tool.options.map { ($0.synopsis, describe($0)) })
        out.examples(tool.commands.flatMap { $0.examples.prefix(1) })
        out.section(nil, ["See '\(ToolSpec.name) help COMMAND' for a command's options, and 'man \(ToolSpec.name)' for the manual."])
        return out.text
    }

    /// `flights` alone: a short help that leads with examples.
    func overview(width: Int) -> String {
        var out = HelpText(width: width)
        out.section(nil, ["\(ToolSpec.name): \(ToolSpec.abstract)"])
        out.examples(tool.commands.flatMap { $0.examples.prefix(1) })
        out.list("Commands", tool.commands.map { ($0.name, $0.abstract) })
        out.section(nil, ["See '\(ToolSpec.name) --help' for options."])
        return out.text
    }

    func describe(_ option: OptionSpec) -> String {
        var notes: [String] = []
        if let values = option.values {
            let spellings = values.map { value in
                let aliases = option.valueAliases.filter { $0.value == value }.keys.sorted()
                return aliases.isEmpty ? value : "\(value) (or \(aliases.joined(separator: ", ")))"
            }
            notes.append("values: \(spellings.joined(separator: ", "))")
        }
        if option.isRepeatable {
            switch option.listSyntax {
            case .commas: notes.append("repeatable, or a comma list: any of them")
            case .paths: notes.append("repeatable: all of them")
            }
        }
        if !option.aliases.isEmpty { notes.append("also \(option.aliases.map { "--\($0)" }.joined(separator: ", "))") }
        if let variable = option.environmentVariable {
            notes.append(option.isRepeatable && option.listSyntax == .paths ? "env: \(variable), separated by ':'" : "env: \(variable)")
        }
        return notes.isEmpty ? option.help : "\(option.help) (\(notes.joined(separator: "; ")))"
    }
}

/// Accumulates help sections, wrapping text to a width.
private struct HelpText {
    let width: Int
    var text = ""

    mutating func section(_ title: String?, _ lines: [String]) {
        if !text.isEmpty { text += "\n" }
        if let title { text += "\(title):\n" }
        for line in lines {
            for wrapped in wrap(line, width: width - (title == nil ? 0 : 2)) {
                text += (title == nil ? "" : "  ") + wrapped + "\n"
            }
        }
    }

    mutating func paragraphs(_ title: String, _ body: String) {
        section(title, body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    mutating func list(_ title: String, _ items: [(label: String, help: String)]) {
        if !text.isEmpty { text += "\n" }
        text += "\(title):\n"
        var labelWidth = min(items.map { DisplayWidth.of($0.label) }.max() ?? 0, 26)
        var column = 2 + labelWidth + 2
        // Too narrow for two columns: each label on its line, its help under it.
        if width - column < 24 {
            labelWidth = 0
            column = 6
        }
        for item in items {
            let helpLines = wrap(item.help, width: max(10, width - column))
            var first = "  " + item.label
            if DisplayWidth.of(item.label) > labelWidth {
                text += first + "\n"
                first = ""
            }
            for (i, line) in helpLines.enumerated() {
                let lead = i == 0 && !first.isEmpty ? pad(first, toWidth: column, alignment: .left)
                                                    : String(repeating: " ", count: column)
                text += lead + line + "\n"
            }
        }
    }

    mutating func examples(_ examples: [CommandSpec.Example]) {
        guard !examples.isEmpty else { return }
        if !text.isEmpty { text += "\n" }
        text += "Examples:\n"
        for example in examples {
            // A command too long for the width continues on the next line after a backslash,
            // so it can still be copied and pasted into a shell.
            let lines = wrap(example.command, width: width - 6)
            for (i, line) in lines.enumerated() {
                let lead = i == 0 ? "  $ " : "      "
                text += lead + line + (i < lines.count - 1 ? " \\" : "") + "\n"
            }
            for line in wrap(example.explanation, width: width - 6) {
                text += "      \(line)\n"
            }
        }
    }
}
