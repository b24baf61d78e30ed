import Foundation
import Testing
import TestSupport
@testable import FlightsCLI

/// The manual, man/flights.1, against the declarations it documents: commands and
/// options (``ToolSpec``), environment variables (``EnvironmentVariable``), exit
/// statuses (``ExitStatus``) and output fields (``BoardField``). Every expectation
/// is derived from the declarations, so a new option or field fails here until the
/// manual documents it, and a removed one fails until the manual drops it.
@Suite struct ManPageTests {
    fileprivate let page: ManPage

    init() throws {
        page = try ManPage(path: ManPage.path)
    }

    /// Every option anything accepts: each command's (its own and the global ones) and the tool's.
    static var acceptedOptions: [OptionSpec] {
        Tool.flights.commands.flatMap(\.allOptions) + Tool.flights.options
    }

    /// The names of the options whose item should name their values or their variable.
    static var optionsWithValuesOrVariable: [String] {
        var seen: Set<String> = []
        return acceptedOptions.filter { $0.values != nil || $0.environmentVariable != nil }
            .map(\.name).filter { seen.insert($0).inserted }
    }

    // MARK: Commands

    @Test func everyCommandHasASynopsisLineAndNoOtherDoes() throws {
        let declared = Set(Tool.flights.commands.map(\.name))
        let shown = Set(try page.section("SYNOPSIS").commandNames)
        for name in declared.subtracting(shown).sorted() {
            Issue.record("man/flights.1 SYNOPSIS: no line for the command '\(name)' (expected `.Nm` then `.Cm \(name)`)")
        }
        for name in shown.subtracting(declared).sorted() {
            Issue.record("man/flights.1 SYNOPSIS: shows a command '\(name)' that Tool.flights.commands does not declare")
        }
    }

    @Test func everyCommandHasAnEntryInCommandsAndNoOtherDoes() throws {
        let declared = Set(Tool.flights.commands.map(\.name))
        let documented = Set(try page.commandEntries().keys)
        for name in declared.subtracting(documented).sorted() {
            Issue.record("man/flights.1 COMMANDS: no entry for the command '\(name)' (expected `.It Nm Cm \(name) ...`)")
        }
        for name in documented.subtracting(declared).sorted() {
            Issue.record("man/flights.1 COMMANDS: an entry for a command '\(name)' that Tool.flights.commands does not declare")
        }
    }

    // MARK: Options

    @Test func everyLongOptionIsMentionedAndEveryMentionedOneIsAccepted() {
        let accepted = Set(Self.acceptedOptions.flatMap { [$0.name] + $0.aliases })
        let mentioned = Set(page.lines.flatMap(\.flags).compactMap(\.long))
        for name in accepted.subtracting(mentioned).sorted() {
            Issue.record("man/flights.1 never mentions the option --\(name) (expected `.Fl \\-\(name)`)")
        }
        for name in mentioned.subtracting(accepted).sorted() {
            Issue.record("man/flights.1 mentions an option --\(name) that no command, and not the tool, accepts")
        }
    }

    @Test func everyShortOptionIsMentionedAndEveryMentionedOneIsAccepted() {
        let accepted = Set(Self.acceptedOptions.compactMap(\.short))
        let mentioned = Set(page.lines.flatMap(\.flags).compactMap(\.short))
        for letter in accepted.subtracting(mentioned).sorted() {
            Issue.record("man/flights.1 never mentions the option -\(letter) (expected `.Fl \(letter)`)")
        }
        for letter in mentioned.subtracting(accepted).sorted() {
            Issue.record("man/flights.1 mentions an option -\(letter) that no command, and not the tool, accepts")
        }
    }

    @Test(arguments: Tool.flights.commands.map(\.name))
    func eachCommandsOwnOptionsAreItemsOfItsEntry(_ name: String) throws {
        let command = try #require(Tool.flights.command(named: name))
        let entry = try #require(try page.commandEntries()[name],
                                 "man/flights.1 COMMANDS: no entry for the command '\(name)'")
        let items = Set(ManPage.items(in: entry).flatMap(\.header.flags).compactMap(\.long))
        // Options the tool also takes before the command name are items of GLOBAL OPTIONS instead.
        for option in command.options where !items.contains(option.name) && !Tool.flights.options.contains(option) {
            Issue.record("man/flights.1 COMMANDS, entry of '\(name)': no item for its option --\(option.name) (expected `.It Fl \\-\(option.name)`)")
        }
        // Commands that share an entry (arrivals and departures) share its items.
        let entries = try page.commandEntries()
        let sharing = Tool.flights.commands.filter { entries[$0.name]?.startIndex == entry.startIndex }
        let accepted = Set(sharing.flatMap(\.allOptions).flatMap { [$0.name] + $0.aliases })
        for option in items.subtracting(accepted).sorted() {
            Issue.record("man/flights.1 COMMANDS, entry of '\(name)': an item for --\(option), which '\(name)' does not accept")
        }
    }

    @Test func theToolsOptionsAreTheItemsOfGlobalOptions() throws {
        let items = Set(ManPage.items(in: try page.section("GLOBAL OPTIONS")).flatMap(\.header.flags).compactMap(\.long))
        for option in Tool.flights.options where !items.contains(option.name) {
            Issue.record("man/flights.1 GLOBAL OPTIONS: no item for --\(option.name) (expected `.It Fl \\-\(option.name)`)")
        }
        for option in items.subtracting(Tool.flights.options.map(\.name)).sorted() {
            Issue.record("man/flights.1 GLOBAL OPTIONS: an item for --\(option), which is not in Tool.flights.options")
        }
    }

    /// An option with a closed set of values, or with an environment variable that
    /// stands in for it, says so in its own item.
    @Test(arguments: Self.optionsWithValuesOrVariable)
    func optionItemsNameTheirValuesAndVariable(_ name: String) throws {
        let option = try #require(Self.acceptedOptions.first { $0.name == name })
        let documented = ManPage.items(in: page.lines[...]).filter { $0.header.flags.contains { $0.long == name } }
        #expect(!documented.isEmpty, "man/flights.1 has no item for --\(name) (expected `.It Fl \\-\(name)`)")
        for item in documented {
            let words = Set(item.body.flatMap(\.words))
            for value in (option.values ?? []) + option.valueAliases.keys.sorted() where !words.contains(value) {
                Issue.record("man/flights.1 line \(item.header.number), item of --\(name): does not name its value '\(value)'")
            }
            if let variable = option.environmentVariable,
               !item.body.contains(where: { $0.arguments(of: "Ev").contains(variable) }) {
                Issue.record("man/flights.1 line \(item.header.number), item of --\(name): does not name its variable (expected `.Ev \(variable)`)")
            }
        }
    }

    /// A repeatable option says so in its item, and its aliases are in the item's head.
    @Test(arguments: Set(Self.acceptedOptions.filter { $0.isRepeatable || !$0.aliases.isEmpty }.map(\.name)).sorted())
    func optionItemsSayTheyRepeatAndNameTheirAliases(_ name: String) throws {
        let option = try #require(Self.acceptedOptions.first { $0.name == name && ($0.isRepeatable || !$0.aliases.isEmpty) })
        // The items of this option in the entries of the commands that take it (checkin's
        // --to is another option than the boards').
        let entries = try page.commandEntries()
        // An option the tool also takes before the command name (--data) is an item of GLOBAL OPTIONS.
        let sections = Tool.flights.options.contains(option) ? [try page.section("GLOBAL OPTIONS")]
            : Tool.flights.commands.filter { $0.allOptions.contains(option) }.compactMap { entries[$0.name] }
        let documented = sections.flatMap { ManPage.items(in: $0) }.filter { $0.header.flags.contains { $0.long == name } }
        #expect(!documented.isEmpty, "man/flights.1 has no item for --\(name) (expected `.It Fl \\-\(name)`)")
        for item in documented {
            if option.isRepeatable, !item.body.contains(where: { $0.words.contains("repeated") }) {
                Issue.record("man/flights.1 line \(item.header.number), item of --\(name): does not say that it may be repeated")
            }
            for alias in option.aliases where !item.header.flags.contains(where: { $0.long == alias }) {
                Issue.record("man/flights.1 line \(item.header.number), item of --\(name): does not name --\(alias) in its head")
            }
        }
    }

    // MARK: Environment

    @Test func everyVariableIsAnItemOfEnvironmentAndNoOtherIs() throws {
        let declared = Set(EnvironmentVariable.all.map(\.name))
        let items = ManPage.outermostItems(in: try page.section("ENVIRONMENT"))
        let documented = Set(items.flatMap { $0.header.arguments(of: "Ev") })
        for name in declared.subtracting(documented).sorted() {
            Issue.record("man/flights.1 ENVIRONMENT: no item for \(name) (expected `.It Ev \(name)`)")
        }
        for name in documented.subtracting(declared).sorted() {
            Issue.record("man/flights.1 ENVIRONMENT: an item for \(name), which EnvironmentVariable.all does not declare")
        }
    }

    @Test func everyOptionsVariableIsDeclared() {
        let declared = Set(EnvironmentVariable.all.map(\.name))
        for option in Self.acceptedOptions {
            if let variable = option.environmentVariable, !declared.contains(variable) {
                Issue.record("--\(option.name) reads \(variable), which EnvironmentVariable.all (and so the manual's ENVIRONMENT) lacks")
            }
        }
    }

    // MARK: Exit status

    @Test func everyExitStatusIsAnItemOfExitStatusAndNothingElseIs() throws {
        let items = ManPage.outermostItems(in: try page.section("EXIT STATUS"))
        #expect(!items.isEmpty, "man/flights.1 EXIT STATUS: no list (expected `.Bl -tag` with `.It 0`, `.It 1`, ...)")
        var documented: Set<Int32> = []
        for item in items {
            let label = item.header.tokens.dropFirst().joined(separator: " ")
            guard let code = Int32(label) else {
                Issue.record("man/flights.1 line \(item.header.number), EXIT STATUS: '\(label)' is not an exit status")
                continue
            }
            documented.insert(code)
        }
        for status in ExitStatus.allCases where !documented.contains(status.rawValue) {
            Issue.record("man/flights.1 EXIT STATUS: no item for \(status.rawValue), ExitStatus.\(status) (expected `.It \(status.rawValue)`)")
        }
        for code in documented.subtracting(ExitStatus.allCases.map(\.rawValue)).sorted() {
            Issue.record("man/flights.1 EXIT STATUS: lists \(code), which ExitStatus does not declare")
        }
    }

    // MARK: Output

    @Test func everyFieldIsAnItemOfTheFieldListInOrderAndNoOtherIs() throws {
        let declared = BoardField.all.map(\.name)
        for name in declared where !page.lines.contains(where: { $0.words.contains(name) }) {
            Issue.record("man/flights.1 never mentions the field '\(name)' of --format json and csv")
        }
        let items = ManPage.outermostItems(in: try page.subsection("Fields", of: "OUTPUT"))
        let documented = items.compactMap { $0.header.tokens.last }
        for name in declared where !documented.contains(name) {
            Issue.record("man/flights.1 OUTPUT, Fields: no item for the field '\(name)' (expected `.It Li \(name)`)")
        }
        for name in documented where !declared.contains(name) {
            Issue.record("man/flights.1 OUTPUT, Fields: an item for '\(name)', which BoardField.all does not declare")
        }
        #expect(documented.filter(declared.contains) == declared.filter(documented.contains),
                "man/flights.1 OUTPUT, Fields: not in the order of BoardField.all, which is the order of the output")
    }

    @Test func theJSONKeysAreThoseTheToolWrites() throws {
        let result = try FlightsBinary.run(["departures", "--at", "2026-11-29T14:30", "--json"])
        try #require(result.status == 0, "flights departures --json failed: \(result.stderr)")
        // Indented by two spaces a level: a top-level key starts its line with exactly two.
        let written = result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  \"") else { return nil }
            return String(line.dropFirst(3).prefix { $0 != "\"" })
        }
        let items = ManPage.outermostItems(in: try page.subsection("JSON and CSV", of: "OUTPUT"))
        let documented = items.compactMap { $0.header.arguments(of: "Li").first }
        #expect(documented == written,
                "man/flights.1 OUTPUT, JSON and CSV: its list should be the top-level keys \(written), in this order; it is \(documented)")

        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let airport = try #require(document?["airport"] as? [String: Any], "the JSON output has no airport object")
        let item = try #require(items.first { $0.header.arguments(of: "Li").first == "airport" },
                                "man/flights.1 OUTPUT, JSON and CSV: no item for the key airport")
        let named = Set(item.body.flatMap { $0.arguments(of: "Li") })
        for key in airport.keys.sorted() where !named.contains(key) {
            Issue.record("man/flights.1 OUTPUT, JSON and CSV: the item of airport does not name its member '\(key)' (expected `.Li \(key)`)")
        }
    }

    // MARK: The app's keys

    /// The lists of THE BOARD APP's Keys, as the manual spells them: for each context a line
    /// `TITLE:`, then a list whose items name the binding's keys (`.It Ic c`) and say its help,
    /// capitalised, on their first line. Worked out from ``AppKeys``, the table the app's
    /// reducer, status line and `?` sheet read.
    static var expectedKeyLists: [(title: String, items: [(keys: String, help: String)])] {
        func spelled(_ name: String) -> String {
            switch name {
            case "↑": "\\(ua"
            case "↓": "\\(da"
            case "←": "\\(<-"
            case "→": "\\(->"
            case "~": "\\(ti"
            default: name
            }
        }
        func items(_ bindings: [AppKeyBinding]) -> [(keys: String, help: String)] {
            bindings.map { binding in
                (".It " + binding.keyNames.map { "Ic " + spelled($0) }.joined(separator: " , "),
                 binding.help.prefix(1).uppercased() + binding.help.dropFirst() + ".")
            }
        }
        return AppContext.allCases.map { ($0.title, items(AppKeys.bindings($0))) }
            + [("Everywhere", items(AppKeys.everywhere)), ("At any time", items(AppKeys.always))]
    }

    @Test func theKeyListsOfTheAppAreItsBindings() throws {
        let lines = try page.subsection("Keys", of: "THE BOARD APP")
        var found: [(title: String, items: [(keys: String, help: String)])] = []
        var title: String?
        for index in lines.indices {
            let line = lines[index]
            if !line.isMacro, line.text.hasSuffix(":") { title = String(line.text.dropLast()) }
            guard line.macro == "Bl", let heading = title else { continue }
            title = nil
            let list = lines[index...].prefix { $0.macro != "El" }
            let items = ManPage.items(in: list).map { item in
                (keys: item.header.text, help: item.body.first { !$0.isMacro }?.text ?? "")
            }
            found.append((heading, items))
        }
        let expected = Self.expectedKeyLists
        let written = { (lists: [(title: String, items: [(keys: String, help: String)])]) in
            lists.map { list in "\(list.title):\n" + list.items.map { "\($0.keys)\n\($0.help)" }.joined(separator: "\n") }
                .joined(separator: "\n\n")
        }
        #expect(written(found) == written(expected), "man/flights.1 THE BOARD APP, Keys: each context's list should read, as AppKeys declares it:\n\(written(expected))")
    }

    // MARK: Formatting

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/mandoc"), "mandoc is not installed"))
    func mandocLintFindsNothing() throws {
        let output = try ManPage.run("/usr/bin/mandoc", ["-Tlint", ManPage.path])
        // mandoc also looks each `.Xr` page up among the manuals of this machine: a page
        // that is not installed, or is missing from an absent or stale mandoc.db (see
        // makewhatis(8)), says something about the machine, not about this manual.
        let machine = ["outdated mandoc.db lacks", "referenced manual not found: Xr"]
        let problems = output.split(separator: "\n").filter { line in !machine.contains { line.contains($0) } }
        #expect(problems.isEmpty, "mandoc -Tlint man/flights.1:\n\(problems.joined(separator: "\n"))")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed"))
    func groffFindsNothing() throws {
        let output = try ManPage.run("/usr/bin/groff", ["-man", "-ww", "-z", ManPage.path])
        #expect(output.isEmpty, "groff -man -ww -z man/flights.1:\n\(output)")
    }
}

// MARK: - Reading the page

/// man/flights.1, as lines of mdoc.
private struct ManPage {
    /// `../../man/flights.1` from this file.
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../man/flights.1").standardizedFileURL.path

    let lines: [Line]

    init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ManPageError("cannot read the manual at \(path)")
        }
        lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().map { Line(number: $0 + 1, raw: String($1)) }
    }

    /// The lines of the section `.Sh NAME`, without its heading.
    func section(_ name: String) throws -> ArraySlice<Line> {
        try part(of: lines[...], heading: "Sh", name: name, within: "the page")
    }

    /// The lines of the subsection `.Ss NAME` of the section `section`.
    func subsection(_ name: String, of section: String) throws -> ArraySlice<Line> {
        try part(of: self.section(section), heading: "Ss", name: name, within: "the section \(section)")
    }

    private func part(of lines: ArraySlice<Line>, heading: String, name: String,
                      within: String) throws -> ArraySlice<Line> {
        guard let start = lines.firstIndex(where: { $0.macro == heading && $0.title == name }) else {
            throw ManPageError("man/flights.1 has no `.\(heading) \(name)` in \(within)")
        }
        let end = lines[(start + 1)...].firstIndex { $0.macro == "Sh" || $0.macro == heading } ?? lines.endIndex
        return lines[(start + 1)..<end]
    }

    /// Every item of every list in `lines`, nested ones too, in order.
    static func items(in lines: ArraySlice<Line>) -> [Item] {
        lines.indices.filter { lines[$0].macro == "It" }.map { item(at: $0, in: lines) }
    }

    /// The items of the outermost lists in `lines`.
    static func outermostItems(in lines: ArraySlice<Line>) -> [Item] {
        var depth = 0
        var items: [Item] = []
        for index in lines.indices {
            switch lines[index].macro {
            case "Bl": depth += 1
            case "El": depth -= 1
            case "It" where depth == 1: items.append(item(at: index, in: lines))
            default: break
            }
        }
        return items
    }

    /// The `.It` at `start` and its body: up to the next `.It` of its list, or the list's `.El`.
    private static func item(at start: Int, in lines: ArraySlice<Line>) -> Item {
        var depth = 0
        var end = start + 1
        scan: while end < lines.endIndex {
            switch lines[end].macro {
            case "Bl": depth += 1
            case "El" where depth == 0, "It" where depth == 0: break scan
            case "El": depth -= 1
            default: break
            }
            end += 1
        }
        return Item(header: lines[start], body: lines[(start + 1)..<end])
    }

    /// The part of COMMANDS that documents each command, by name: the body of the
    /// outermost item headed `.It Nm Cm NAME ...`. Heads that follow each other share
    /// the body of the last, as `.It Nm Cm arrivals` and `.It Nm Cm departures` do.
    func commandEntries() throws -> [String: ArraySlice<Line>] {
        let items = ManPage.outermostItems(in: try section("COMMANDS"))
        var entries: [String: ArraySlice<Line>] = [:]
        for (index, item) in items.enumerated() {
            guard let name = item.header.arguments(of: "Cm").first else { continue }
            entries[name] = items[index...].first { $0.body.contains { !$0.text.allSatisfy(\.isWhitespace) } }?.body
                ?? item.body
        }
        return entries
    }

    /// Runs a program and returns what it printed on standard output and error.
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let output = try ChildProcess.run(program, arguments, environment: ProcessInfo.processInfo.environment)
        return (output.stdout + output.stderr).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// One line of the page. Roff's dash and zero-width escapes are taken out (`\-` is
    /// `-`; `\&` and `\%` vanish), so that `.Fl \-date` and `.Fl -date` read the same.
    struct Line {
        let number: Int
        let text: String

        init(number: Int, raw: String) {
            self.number = number
            text = raw.replacingOccurrences(of: "\\-", with: "-")
                .replacingOccurrences(of: "\\&", with: "")
                .replacingOccurrences(of: "\\%", with: "")
        }

        /// A macro line, not a comment.
        var isMacro: Bool { text.hasPrefix(".") && !text.hasPrefix(".\\\"") }

        /// The macro and its arguments, for a macro line; nothing for text.
        var tokens: [String] {
            guard isMacro else { return [] }
            var tokens: [String] = []
            var current = ""
            var quoted = false
            for character in text.dropFirst() {
                if character == "\"" {
                    quoted.toggle()
                } else if character.isWhitespace && !quoted {
                    if !current.isEmpty { tokens.append(current) }
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { tokens.append(current) }
            return tokens
        }

        var macro: String? { tokens.first }

        /// The arguments of a heading, such as `EXIT STATUS`.
        var title: String { tokens.dropFirst().joined(separator: " ") }

        /// The first argument after each `macro` on the line, such as every name after `Ev`.
        func arguments(of macro: String) -> [String] {
            let tokens = tokens
            return tokens.indices.dropLast().filter { tokens[$0] == macro }.map { tokens[$0 + 1] }
        }

        /// The options that `Fl` writes on this line: `Fl -date` is the long option `date`,
        /// `Fl h` the short option `h`. One `Fl` may carry several, up to the next macro or delimiter.
        var flags: [Flag] {
            let tokens = tokens
            var flags: [Flag] = []
            for index in tokens.indices where tokens[index] == "Fl" {
                for argument in tokens[(index + 1)...] {
                    if ManPage.callableMacros.contains(argument) || ManPage.delimiters.contains(argument) { break }
                    flags.append(Flag(argument))
                }
            }
            return flags
        }

        /// The words a reader sees: runs of letters, digits, `_` and `-`, without a leading or trailing `-`.
        var words: [String] {
            text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "-")) }
                .filter { !$0.isEmpty }
        }
    }

    /// What one argument of `Fl` names.
    struct Flag {
        /// `date` for `Fl -date`.
        let long: String?
        /// `h` for `Fl h`.
        let short: Character?

        init(_ argument: String) {
            switch argument.count {
            case 1 where argument == "-":  // `Fl -` writes `--`, the end of the options
                (long, short) = (nil, nil)
            case 1:
                (long, short) = (nil, argument.first)
            default:
                (long, short) = argument.hasPrefix("-") ? (String(argument.dropFirst()), nil) : (nil, nil)
            }
        }
    }

    /// One `.It` of a list, and the lines it holds.
    struct Item {
        let header: Line
        let body: ArraySlice<Line>
    }

    static let callableMacros: Set<String> = [
        "Ac", "Ad", "An", "Ao", "Ap", "Aq", "Ar", "At", "Bc", "Bo", "Bq", "Brc", "Bro", "Brq", "Bsx", "Bx",
        "Cm", "Dc", "Do", "Dq", "Dv", "Dx", "Ec", "Em", "En", "Eo", "Er", "Es", "Ev", "Fa", "Fc", "Fl", "Fn",
        "Fo", "Fr", "Fx", "Ic", "In", "Li", "Lk", "Ms", "Mt", "Nm", "No", "Ns", "Nx", "Oc", "Oo", "Op", "Ot",
        "Ox", "Pa", "Pc", "Pf", "Po", "Pq", "Qc", "Ql", "Qo", "Qq", "Sc", "So", "Sq", "St", "Sx", "Sy", "Ta",
        "Tn", "Ux", "Va", "Vt", "Xc", "Xo", "Xr",
    ]
    static let delimiters: Set<String> = [".", ",", ":", ";", "(", ")", "[", "]", "?", "!", "|"]
}

private extension ArraySlice<ManPage.Line> {
    /// The commands of a synopsis: each `.Cm NAME` right after `.Nm`, on its line or the next.
    var commandNames: [String] {
        var names: [String] = []
        var afterName = false
        for line in self where line.isMacro {
            let tokens = line.tokens
            if let nm = tokens.firstIndex(of: "Nm") {
                afterName = tokens.count == nm + 1
                if nm + 2 < tokens.count, tokens[nm + 1] == "Cm" { names.append(tokens[nm + 2]) }
            } else {
                if afterName, tokens.count >= 2, tokens[0] == "Cm" { names.append(tokens[1]) }
                afterName = false
            }
        }
        return names
    }
}

private struct ManPageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
