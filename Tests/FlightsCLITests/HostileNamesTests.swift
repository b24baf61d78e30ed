import Foundation
import Testing
import TerminalKit
import TestSupport
@testable import FlightsCLI

/// Every command, in every format it has, on an airport file whose names (the airport, its
/// city, the airlines, a destination, a gate) carry ESC, an OSC title, a CSI, C1 controls,
/// bidi controls and NUL: nothing it writes, on standard output or standard error, carries a
/// control character; and on a terminal (titles, sheets, prompts), none of the names' controls
/// reaches the screen. A new command is covered by adding it to ``cases``; the test of the
/// list fails until it is there.
@Suite struct HostileNamesTests {
    /// The hostile text, as JSON escapes: ESC ] 0;owned BEL (a window title), ESC [ 2J (clear
    /// the screen), the 8-bit CSI, NEL, RIGHT-TO-LEFT OVERRIDE, LEFT-TO-RIGHT ISOLATE, NUL.
    static let hostile = #"\u001b]0;owned\u0007\u001b[2J\u009b31m\u0085\u202e\u2066\u0000"#

    /// A command run, after `setup` (run first in the same state, its JSON output given to
    /// `arguments`), in each format its declaration offers.
    struct Case: Sendable, CustomTestStringConvertible {
        let command: String
        let arguments: @Sendable (_ setup: [String]) -> [String]
        var setup: [[String]] = []
        /// Whether the data's names reach the text output (help, completion scripts and charts show none).
        var showsNames = true
        /// Run on a terminal too, answering each step's keys once its text shows; nil: not run there.
        var terminal: [Step]? = nil
        /// Whether what it prints on a terminal is fitted to its width (a table, a chart, a panel),
        /// rather than messages the terminal wraps.
        var fits = false
        /// The status it ends with on a terminal: 1 for a watch of a cancelled flight.
        var status: Int32 = 0

        var testDescription: String { arguments(setup.map { _ in "" }).joined(separator: " ") }
    }

    struct Step: Sendable {
        var waitFor: String
        var keys: String
    }

    static let checkIn = ["checkin", "UA101", "--name", "Ada Lovelace", "--seat", "window", "--bags", "1", "--yes", "--json"]

    /// The code in a check-in's JSON output.
    static func code(_ json: String) -> String {
        json.firstRange(of: #""code": ""#).map { String(json[$0.upperBound...].prefix(6)) } ?? ""
    }

    static let cases: [Case] = [
        Case(command: "arrivals", arguments: { _ in ["arrivals"] }, terminal: [], fits: true),
        Case(command: "departures", arguments: { _ in ["departures", "--to", "ORD"] }, terminal: [], fits: true),
        Case(command: "show", arguments: { _ in ["show", "UA101"] }, terminal: [Step(waitFor: "enter done", keys: "\r")]),
        Case(command: "checkin", arguments: { _ in ["checkin", "UA101", "--name", "Ada Lovelace", "--seat", "window", "--bags", "1", "--yes"] },
             terminal: []),
        // Every question of the flow, answered on a terminal.
        Case(command: "checkin", arguments: { _ in ["checkin", "UA101"] }, showsNames: false,
             terminal: [Step(waitFor: "esc Not Now", keys: "\r"), Step(waitFor: "esc cancel", keys: "Ada Lovelace\r"),
                        Step(waitFor: "3. No preference", keys: "\r"), Step(waitFor: "Checked bags", keys: "\r"),
                        Step(waitFor: "[Y/n]", keys: "\r")]),
        Case(command: "checkin", arguments: { _ in ["checkin", "UA101", "--to", "UA301", "--yes"] }, setup: [checkIn], terminal: []),
        Case(command: "checkin", arguments: { _ in ["checkin", "UA101", "--choice", "reschedule"] }, setup: [checkIn], showsNames: false,
             terminal: [Step(waitFor: "esc Keep UA 101", keys: "\r"), Step(waitFor: "[y/N]", keys: "y")]),
        // Closed: the hint names the airline's desk.
        Case(command: "checkin") { _ in ["checkin", "DL201", "--at", "2026-11-29T14:40", "--name", "Ada Lovelace", "--yes"] },
        // At 80 columns the gate, the hostile field of a trip's row, gives way to who and where
        // to; the table's cells are checked with a hostile passenger in SanitisedSinksTests.
        Case(command: "checkins", arguments: { _ in ["checkins"] }, setup: [checkIn], showsNames: false, terminal: [], fits: true),
        Case(command: "checkins", arguments: { ["checkins", "show", code($0[0])] }, setup: [checkIn], terminal: [], fits: true),
        Case(command: "checkins", arguments: { ["checkins", "--undo", code($0[0]), "--yes"] }, setup: [checkIn], showsNames: false),
        // Through a pipe the alert and the flights; on a terminal the flights to move to, left with Esc.
        Case(command: "rebook", arguments: { _ in ["rebook", "AA500", "--at", "2026-11-29T14:00"] },
             terminal: [Step(waitFor: "esc Keep AA 500", keys: "\u{1B}")]),
        Case(command: "history", arguments: { _ in ["history", "UA101", "--days", "5"] }, showsNames: false, terminal: [], fits: true),
        Case(command: "stats", arguments: { _ in ["stats", "--view", "hours", "--at", "2026-11-29T20:00"] }, terminal: [], fits: true),
        Case(command: "stats", arguments: { _ in ["stats", "--view", "days", "--at", "2026-11-29T20:00"] }, terminal: [], fits: true),
        Case(command: "stats", arguments: { _ in ["stats", "--view", "carriers", "--at", "2026-11-29T20:00"] }, terminal: [], fits: true),
        Case(command: "stats", arguments: { _ in ["stats", "--view", "causes", "--at", "2026-11-29T20:00"] }, showsNames: false,
             terminal: [], fits: true),
        // A cancellation: the alert names the airline, the flights to call about their airports.
        // The bell is a control character of the tool's own, left out here.
        Case(command: "watch", arguments: { _ in ["watch", "AA500", "--at", "2026-11-29T12:50", "--speed", "100000", "--no-bell"] },
             terminal: [], status: 1),
        // Its table names no airline nor airport (PlaneCommandTests has hostile aircraft).
        Case(command: "plane", arguments: { _ in ["plane", "UA101"] }, showsNames: false, terminal: [], fits: true),
        // The board app: printed once through a pipe; on a terminal, a flight's sheet, then quit.
        Case(command: "board", arguments: { _ in ["board"] },
             terminal: [Step(waitFor: "q quit", keys: "\r"), Step(waitFor: "Scheduled", keys: "q")]),
        Case(command: "open", arguments: { _ in ["open", "flights://departures/UA101/history"] },
             terminal: [Step(waitFor: "q quit", keys: "q")]),
        Case(command: "data", arguments: { _ in ["data"] }, showsNames: false),
        Case(command: "__complete", arguments: { _ in ["__complete", "flights"] }, showsNames: false),
        Case(command: "__complete", arguments: { _ in ["__complete", "airlines"] }, showsNames: false),
        Case(command: "completion", arguments: { _ in ["completion", "bash"] }, showsNames: false),
        Case(command: "help", arguments: { _ in ["help", "checkin"] }, showsNames: false),
    ]

    @Test func everyCommandIsInTheList() {
        let declared = Set((Tool.flights.commands + Tool.flights.hiddenCommands).map(\.name))
        #expect(Set(Self.cases.map(\.command)) == declared)
    }

    @Test(arguments: cases)
    func writesNoControlCharacter(_ example: Case) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-names-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var text = try String(contentsOfFile: FlightsBinary.fixture("small-airport.json"), encoding: .utf8)
        for name in ["LaGuardia Airport", "New York", "United Airlines", "Delta Air Lines", "American Airlines", "Chicago",
                     "O'Hare International Airport", "B1"] {
            text = text.replacingOccurrences(of: "\"\(name)\"", with: "\"\(name)\(Self.hostile)\"")
        }
        try text.write(toFile: directory + "/airport.json", atomically: false, encoding: .utf8)
        let command = try #require((Tool.flights.commands + Tool.flights.hiddenCommands).first { $0.name == example.command })
        let options = Set(command.options.map(\.name))
        let formats: [[String]] = [[]] + (options.contains("format") ? [["--format", "csv"], ["--format", "json"]]
            : options.contains("json") ? [["--json"]] : [])

        for format in formats {
            let state = directory + "/state-\(format.joined())"
            func flights(_ arguments: [String]) throws -> ChildProcess.Output {
                try FlightsBinary.run(arguments + (options.contains("data") ? ["--data", directory + "/airport.json"] : []),
                                      environment: ["XDG_STATE_HOME": state, "FLIGHTS_NOW": "2026-11-29T08:00"])
            }
            var given: [String] = []
            for step in example.setup {
                let run = try flights(step)
                #expect(run.status == 0, "\(step): \(run.stderr)")
                given.append(run.stdout)
            }
            let arguments = example.arguments(given) + format
            let run = try flights(arguments)
            let written = run.stdout + run.stderr
            let controls = written.unicodeScalars.filter(Self.isControl).map { String($0.value, radix: 16) }
            #expect(controls.isEmpty, "\(arguments) wrote control characters \(Set(controls)):\n\(written)")
            #expect(run.status < 128, "\(arguments) ended by a signal")
            if example.showsNames && format.isEmpty {
                // The names reach the output, shown inert (whole, or cut to fit a panel).
                #expect(written.contains("^[]0;"),
                        "\(arguments) shows none of the names:\n\(written)")
            }
        }
        if let steps = example.terminal {
            try runOnTerminal(example, steps: steps, data: directory + "/airport.json", state: directory + "/state-terminal")
        }
    }

    /// The same command on a terminal of its own, after the same setup: the tool's own escape
    /// sequences are there, but none of the names' controls.
    private func runOnTerminal(_ example: Case, steps: [Step], data: String, state: String) throws {
        func environment() -> [String: String] {
            ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "NO_COLOR": "1", "XDG_STATE_HOME": state,
             "FLIGHTS_NOW": "2026-11-29T08:00"]
        }
        var given: [String] = []
        for step in example.setup {
            given.append(try FlightsBinary.run(step + ["--data", data], environment: environment()).stdout)
        }
        let arguments = example.arguments(given) + ["--data", data]
        let terminal = try PseudoTerminalSession(FlightsBinary.url.path, arguments, environment: environment())
        for step in steps {
            try terminal.waitFor(step.waitFor, after: terminal.screen.utf8.count)
            terminal.type(step.keys)
        }
        let termination = try terminal.finish()
        #expect(termination == .exited(example.status), "\(arguments): \(terminal.screen)")
        let raw = terminal.screen.unicodeScalars.filter { [0x00, 0x07, 0x85, 0x9B, 0x202E, 0x2066].contains($0.value) }
        #expect(raw.isEmpty && !terminal.screen.contains("\u{1B}]0;owned") && !terminal.screen.contains("\u{1B}[2J"),
                "\(arguments) let the names' controls through to the terminal:\n\(terminal.screen)")
        if example.showsNames || !steps.isEmpty {
            #expect(terminal.screen.contains("^[]0;"), "\(arguments) shows none of the names:\n\(terminal.screen)")
        }
        // Fitted to the terminal's 80 columns as shown, each control's stand-in counted: output
        // that was measured before it was sanitised runs over.
        if example.fits {
            for line in terminal.screen.split(separator: "\r\n") {
                #expect(DisplayWidth.of(String(line)) <= 80, "\(arguments) wrote a line wider than the terminal: \(line)")
            }
        }
    }

    /// A character a terminal acts on instead of showing: C0 (but the line feed) and DEL, C1,
    /// the bidi controls, the line and paragraph separators.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
