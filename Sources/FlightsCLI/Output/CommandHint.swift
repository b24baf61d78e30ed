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
    /// first are indented by two. A part wider than a line gets a line of its own.
    func lines(width: Int?) -> [String] {
        guard let width else { return [text] }
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
    /// `--airlines`, `--airports` and `--skip-bad-rows` as given on its command line, the
    /// day (`--date`) and the clock (`--at`) as they were resolved when given, since
    /// `--date tomorrow` or `--at 09:30` would mean another day later; and `direction`
    /// when the command needs it to tell the flight from its namesake.
    init(_ command: String, flight: Flight, invocation: Invocation, clock: BoardClock, direction: Direction? = nil) {
        var parts = [[ToolSpec.name, command, flight.designator.compact]]
        let values = invocation.arguments.values
        for option in [GlobalOptions.data, DataOptions.airport, DataOptions.airlines, DataOptions.airports] {
            if let value = values[option.name] { parts.append(["--\(option.name)", value]) }
        }
        if invocation.isSet(DataOptions.skipBadRows) { parts.append(["--\(DataOptions.skipBadRows.name)"]) }
        if values[FlightOptions.date.name] != nil { parts.append(["--\(FlightOptions.date.name)", clock.date.description]) }
        if values[BoardOptions.at.name] != nil { parts.append(["--\(BoardOptions.at.name)", clock.now.description]) }
        if let direction { parts.append([direction == .arrival ? "--arrival" : "--departure"]) }
        self.parts = parts.map { $0.map(Self.quoted).joined(separator: " ") }
    }
}
