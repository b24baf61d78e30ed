import FlightBoard
import TerminalKit

/// A command the tool suggests, such as `flights checkin B6745`, written so that it
/// works when pasted into a shell: it carries the options that chose the data, the
/// airport, the day and the clock, and quotes what the shell would otherwise split.
struct CommandHint {
    /// The command, then each option with its value, quoted for the shell: the pieces a
    /// long command is broken between.
    let parts: [String]

    /// The command on one line.
    var text: String { parts.joined(separator: " ") }

    /// The command in lines at most `width` columns wide where its parts allow, each but
    /// the last ending in ` \` so that the shell reads them as one; the lines after the
    /// first are indented by two. A part wider than a line is broken between its words (an
    /// option and its value); a word wider than a line gets a line of its own.
    func lines(width: Int?) -> [String] {
        guard let width else { return [text] }
        let parts = parts.flatMap { part -> [String] in
            guard part.hasPrefix("--"), DisplayWidth.of(part) > width - 4, let space = part.firstIndex(of: " ") else { return [part] }
            return [String(part[..<space]), String(part[part.index(after: space)...])]
        }
        var lines: [String] = []
        var line = ""
        for (index, part) in parts.enumerated() {
            let candidate = line.isEmpty ? part : line + " " + part
            // A line followed by another needs room for its " \".
            let room = index == parts.count - 1 ? width : width - 2
            if line.isEmpty || DisplayWidth.of(candidate) <= room {
                line = candidate
            } else {
                lines.append(line + " \\")
                line = "  " + part
            }
        }
        return lines + [line]
    }

    /// `word` as the shell reads it back: unchanged when it holds only characters the
    /// shell takes literally, otherwise in single quotes (a quote inside written `'\''`).
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./:=@%+,".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension CommandHint {
    /// `flights COMMAND FLIGHT` and then the context of `invocation`: `--data`, `--airport`,
    /// `--airlines`, `--airports`, `--planes` and `--skip-bad-rows` as given on its command line, the
    /// day (`--date`) and the clock (`--at`) as they were resolved when given, since
    /// `--date tomorrow` or `--at 09:30` would mean another day later; and `direction`
    /// when the command needs it to tell the flight from its namesake; `leg`, by its other end
    /// with the command's `legOptions`, when the number flies other legs too.
    init(_ command: CommandSpec, flight: Flight, invocation: Invocation, clock: BoardClock, direction: Direction? = nil,
         leg: FlightLeg? = nil, legOptions: LegOptionNames = .toAndFrom) {
        var words = [command.name, flight.designator.compact] + Self.dataContext(of: invocation, besides: [])
        if invocation.typed(FlightOptions.date) != nil { words += ["--\(FlightOptions.date.name)", clock.date.description] }
        words += Self.clockContext(of: invocation, clock: clock, besides: [])
        if let direction { words.append("--" + (direction == .arrival ? FlightOptions.arrival : FlightOptions.departure).name) }
        if let leg { words += legOptions.words(for: leg) }
        self.init(grouping: words)
    }

    /// `flights COMMAND ARGUMENTS… --OPTION VALUE…`, each word from its declaration (a nil
    /// value: a flag), and then the context of `invocation` (see ``init(_:invocation:clock:)``);
    /// without an invocation, the command alone.
    init(_ command: CommandSpec, _ arguments: [String], _ options: [(any OptionDeclaration, String?)] = [],
         invocation: Invocation? = nil, clock: BoardClock? = nil) {
        let words = Self.words(command, arguments, options)
        if let invocation, let clock {
            self.init(words, invocation: invocation, clock: clock)
        } else {
            self.init(grouping: words)
        }
    }

    /// The unquoted words of a command line, each option named by its declaration.
    static func words(_ command: CommandSpec, _ arguments: [String], _ options: [(any OptionDeclaration, String?)] = []) -> [String] {
        [command.name] + arguments + options.flatMap { option, value in ["--\(option.name)"] + (value.map { [$0] } ?? []) }
    }

    /// `flights WORDS…` and then the context of `invocation` that `words` does not give
    /// itself: the data options as given, and the clock as resolved when `--at` was given.
    init(_ words: [String], invocation: Invocation, clock: BoardClock) {
        self.init(grouping: Self.arguments(words, invocation: invocation, clock: clock))
    }

    /// The arguments `words` needs to run as `invocation` ran, unquoted: the data options
    /// as given and the clock as resolved when `--at` was given, where `words` lacks them.
    private static func arguments(_ words: [String], invocation: Invocation, clock: BoardClock) -> [String] {
        words + dataContext(of: invocation, besides: words) + clockContext(of: invocation, clock: clock, besides: words)
    }

    /// Each option starts a part of its own (see ``lines(width:)``).
    private init(grouping words: [String]) {
        var parts: [[String]] = [[ToolSpec.name]]
        for word in words {
            if word.hasPrefix("--") { parts.append([word]) } else { parts[parts.count - 1].append(word) }
        }
        self.parts = parts.map { $0.map(Self.quoted).joined(separator: " ") }
    }

    /// The options of a run that chose its data, as given; a hint without them would look
    /// at another airport or file than the one the user is looking at.
    private static func dataContext(of invocation: Invocation, besides words: [String]) -> [String] {
        var context: [String] = []
        for option in [GlobalOptions.data, DataOptions.airport, DataOptions.airlines, DataOptions.airports, DataOptions.planes]
        where !words.contains("--\(option.name)") {
            for value in invocation.typedValues(option) { context += ["--\(option.name)", value] }
        }
        if invocation.isSet(DataOptions.skipBadRows) && !words.contains("--\(DataOptions.skipBadRows.name)") {
            context.append("--\(DataOptions.skipBadRows.name)")
        }
        return context
    }

    /// `--at` as resolved, when the run pinned the clock with it.
    private static func clockContext(of invocation: Invocation, clock: BoardClock, besides words: [String]) -> [String] {
        guard invocation.typed(BoardOptions.at) != nil, !words.contains("--\(BoardOptions.at.name)") else { return [] }
        return ["--\(BoardOptions.at.name)", clock.now.description]
    }
}
