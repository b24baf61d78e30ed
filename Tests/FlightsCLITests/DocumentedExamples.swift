import Foundation

/// The commands shown in the code blocks of README.md and Data/README.md and in the
/// EXAMPLES section of man/flights.1, as a reader would type them, found in the documents themselves so
/// that an example added later is picked up without touching the test.
struct DocumentedExample: Hashable {
    /// Where it is shown, e.g. `README.md:150`.
    let place: String
    /// The command as one line of shell, continuation lines joined.
    let command: String
    /// The variable assignments and exports shown before it in the same block, which it may use.
    let context: [String]

    /// The document's path, such as `README.md` or `man/flights.1`.
    var document: String {
        String(place[..<(place.lastIndex(of: ":") ?? place.endIndex)])
    }

    /// The command without its trailing comment.
    var bareCommand: String {
        var quote: Character?
        var previous: Character = " "
        for index in command.indices {
            let character = command[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous.isWhitespace {
                return command[..<index].trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return command
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every example of the READMEs and the manual, in order.
    static func all() throws -> [DocumentedExample] {
        func text(_ path: String) throws -> String {
            try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
        }
        return try readme(text("README.md")) + readme(text("Data/README.md"), file: "Data/README.md")
            + manual(text("man/flights.1"))
    }

    /// The README's `sh` blocks, every line a command, and its `console` blocks, the lines
    /// after a `$ ` prompt. Blocks of another or no language are transcripts (the benchmarks'
    /// output), not examples.
    static func readme(_ text: String, file: String = "README.md") -> [DocumentedExample] {
        var examples: [DocumentedExample] = []
        var block: (language: String, lines: [(Int, String)])?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            guard line.hasPrefix("```") else {
                block?.lines.append((index + 1, line))
                continue
            }
            if let open = block {
                let commands = open.language == "sh" ? open.lines
                    : open.language == "console" ? open.lines.compactMap { number, line in
                        line.hasPrefix("$ ") ? (number, String(line.dropFirst(2))) : nil
                    } : []
                examples += Self.examples(commands, file: file)
                block = nil
            } else {
                block = (String(line.dropFirst(3)), [])
            }
        }
        return examples
    }

    /// The `$ ` lines of the literal displays of EXAMPLES, with the roff escapes undone;
    /// a line ending in `\e` (a backslash) or `|` goes on on the next.
    static func manual(_ text: String) -> [DocumentedExample] {
        var examples: [DocumentedExample] = []
        var inSection = false
        var display: [(Int, String)]?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix(".Sh ") {
                inSection = line == ".Sh EXAMPLES"
            } else if inSection, line.hasPrefix(".Bd -literal") {
                display = []
            } else if line == ".Ed", let lines = display {
                var commands: [(Int, String)] = []
                for (number, text) in lines {
                    let unescaped = text.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\e", with: "\\")
                    if unescaped.hasPrefix("$ ") {
                        commands.append((number, String(unescaped.dropFirst(2))))
                    } else if let last = commands.last, last.1.hasSuffix("\\") || last.1.hasSuffix("|") {
                        commands.append((number, unescaped))
                    }
                }
                examples += Self.examples(commands, file: "man/flights.1")
                display = nil
            } else if display != nil {
                display!.append((index + 1, line))
            }
        }
        return examples
    }

    /// The commands of one block: comments and blank lines dropped, continuations joined.
    private static func examples(_ lines: [(Int, String)], file: String) -> [DocumentedExample] {
        var examples: [DocumentedExample] = []
        var context: [String] = []
        var pending: (number: Int, text: String)?
        for (number, raw) in lines {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if pending == nil, line.isEmpty || line.hasPrefix("#") { continue }
            var text = (pending.map { $0.text + " " } ?? "") + line
            let start = pending?.number ?? number
            if text.hasSuffix("\\") || text.hasSuffix("|") {
                if text.hasSuffix("\\") { text.removeLast() }
                pending = (start, text.trimmingCharacters(in: .whitespaces))
                continue
            }
            pending = nil
            if isAssignment(text) {
                context.append(text)
            } else {
                examples.append(DocumentedExample(place: "\(file):\(start)", command: text, context: context))
            }
        }
        return examples
    }

    /// `NAME=value` or `export NAME=value`: sets up the commands after it rather than doing anything.
    private static func isAssignment(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        let first = words.first == "export" && words.count > 1 ? words[1] : words.first ?? ""
        guard let equals = first.firstIndex(of: "="), equals != first.startIndex else { return false }
        return first[..<equals].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && (words.count == (words.first == "export" ? 2 : 1) || words[words.first == "export" ? 2 : 1].hasPrefix("#"))
    }
}
