import Foundation
import Glibc
import Testing
import TestSupport

/// Every prompt of the tool, in a pseudo-terminal, ended every way a user can end it: its
/// keys, Ctrl-C, the signals that end a process, a resize, and Ctrl-Z then `fg`. After each,
/// the terminal's modes are the ones it had before, byte for byte, the cursor is shown and
/// the alternate screen left, mouse reports off, and the process ends with the documented status.
struct TerminalRestoreMatrixTests {
    /// What is done to a prompt once it is drawn.
    enum Event: String, CaseIterable, Sendable, CustomStringConvertible {
        case enter, escape, q, controlC, controlD, sigterm, sighup, sigquit, sigusr1, sigpipe, resize, suspend
        var description: String { rawValue }
    }

    /// How a prompt ends for a key: the status, and a line the screen shows.
    struct Outcome: Sendable {
        var status: Int32
        var shows: String
    }

    /// One prompt of one command, and how it answers the keys that end it.
    struct Prompt: Sendable, CustomStringConvertible {
        var name: String
        var arguments: [String]
        /// Keys typed, each once its text is shown, to get to the prompt; then `ready` shows it drawn.
        var steps: [Step] = []
        /// The prompt's last line, written last when it is drawn.
        var ready: String
        /// Whether the state needs a check-in first (the undo asks about it).
        var needsCheckIn = false
        /// The keys that answer (Enter, after typing what a text field needs).
        var enter = "\r"
        /// Keys typed, each once its text is shown, after the Enter row's answer, to the end.
        var afterEnter: [Step] = []
        var onEnter: Outcome
        var onEscape: Outcome
        /// Keys for the escape row: the board app's Esc clears its filters, so q follows.
        var escape = "\u{1B}"
        /// Keys for the q row: a text field takes q as text, so Esc follows.
        var q = "q"
        var onQ: Outcome
        var onControlD: Outcome
        /// What the screen shows after Ctrl-C: a prompt's line says so; the board app leaves its screen.
        var onControlC = "Interrupted"
        /// Whether the prompt is drawn on the alternate screen.
        var alternateScreen = false
        /// Whether it reads the mouse, as the board app does.
        var readsMouse = false
        /// Whether it ends leaving no line on the normal screen, as the board app does.
        var endsSilently = false
        /// Keys typed, each once its text is shown (or after a pause, for no text), after the Esc row's keys.
        var afterEscape: [Step] = []
        var description: String { name }
    }

    struct Step: Sendable {
        var waitFor: String
        var keys: String
    }

    static let at = ["--at", "2026-11-29T08:00"]
    static let answers = ["--name", "Ada Lovelace", "--seat", "any", "--bags", "0"]
    static let cancelled = Outcome(status: 2, shows: "cancelled; nothing was changed")
    static let checkedIn = Outcome(status: 0, shows: "Confirmation")

    static let prompts: [Prompt] = [
        Prompt(name: "checkin: the action sheet", arguments: ["checkin", "UA101"] + at,
               ready: "esc Not Now",
               afterEnter: [Step(waitFor: "esc cancel", keys: "Ada Lovelace\r"), Step(waitFor: "3. No preference", keys: "\r"),
                            Step(waitFor: "Checked bags", keys: "\r"), Step(waitFor: "[Y/n]", keys: "\r")],
               onEnter: checkedIn,
               onEscape: Outcome(status: 0, shows: "Not now: nothing was changed."),
               onQ: Outcome(status: 0, shows: "Not now: nothing was changed."), onControlD: cancelled),
        Prompt(name: "checkin: the passenger's name", arguments: ["checkin", "UA101", "--choice", "check-in", "--seat", "any", "--bags", "0", "--yes"] + at,
               ready: "esc cancel", enter: "Ada Lovelace\r", onEnter: checkedIn, onEscape: cancelled,
               q: "q\u{1B}", onQ: cancelled, onControlD: cancelled),
        Prompt(name: "checkin: the seat", arguments: ["checkin", "UA101", "--choice", "check-in", "--name", "Ada Lovelace", "--bags", "0", "--yes"] + at,
               ready: "esc cancel", onEnter: checkedIn, onEscape: cancelled, onQ: cancelled, onControlD: cancelled),
        Prompt(name: "checkin: the bags", arguments: ["checkin", "UA101", "--choice", "check-in", "--name", "Ada Lovelace", "--seat", "any", "--yes"] + at,
               ready: "esc cancel", onEnter: checkedIn, onEscape: cancelled, q: "q\u{1B}", onQ: cancelled, onControlD: cancelled),
        Prompt(name: "checkin: the confirmation", arguments: ["checkin", "UA101", "--choice", "check-in"] + answers + at,
               ready: "[Y/n]", onEnter: checkedIn, onEscape: cancelled, onQ: cancelled, onControlD: cancelled),
        Prompt(name: "checkin: the flight to move to", arguments: ["checkin", "UA101", "--choice", "reschedule", "--yes"] + at,
               ready: "esc Keep UA 101", onEnter: Outcome(status: 0, shows: "Rescheduled"),
               onEscape: Outcome(status: 0, shows: "Kept UA 101: nothing was changed."),
               onQ: Outcome(status: 0, shows: "Kept UA 101: nothing was changed."), onControlD: cancelled),
        Prompt(name: "checkin: giving the flight up", arguments: ["checkin", "UA101", "--choice", "reschedule"] + at,
               steps: [Step(waitFor: "esc Keep UA 101", keys: "\r")],
               ready: "[y/N]", onEnter: Outcome(status: 2, shows: "not rescheduled; nothing was changed"),
               onEscape: cancelled, onQ: cancelled, onControlD: cancelled),
        Prompt(name: "checkins --undo: the confirmation", arguments: ["checkins", "--undo", "CODE"] + at,
               ready: "[y/N]", needsCheckIn: true, onEnter: Outcome(status: 2, shows: "not undone; nothing was changed"),
               onEscape: cancelled, onQ: cancelled, onControlD: cancelled),
        Prompt(name: "show: the sheet", arguments: ["show", "UA101"] + at, ready: "enter done",
               onEnter: done, onEscape: done, onQ: done, onControlD: done),
        Prompt(name: "show: the full-height sheet", arguments: ["show", "UA101", "--detent", "large"] + at, ready: "enter done",
               onEnter: done, onEscape: done, onQ: done, onControlD: done, alternateScreen: true),
        Prompt(name: "rebook: the alert", arguments: ["rebook", "DL200", "--arrival", "--at", "2026-11-29T14:30"], ready: "enter OK",
               onEnter: rebooked, onEscape: rebooked, onQ: rebooked, onControlD: rebooked),
        Prompt(name: "rebook: the flight to move to", arguments: ["rebook", "AA500", "--yes", "--at", "2026-11-29T14:30"],
               ready: "esc Keep AA 500", onEnter: Outcome(status: 0, shows: "Rescheduled"),
               onEscape: Outcome(status: 0, shows: "Kept AA 500: nothing was changed."),
               onQ: Outcome(status: 0, shows: "Kept AA 500: nothing was changed."), onControlD: cancelled),
        Prompt(name: "history: which flight", arguments: ["history", "DL200"] + at, ready: "esc cancel",
               onEnter: Outcome(status: 0, shows: "DL 200"), onEscape: cancelledQuestion, onQ: cancelledQuestion,
               onControlD: cancelledQuestion),
        // The board app: "Enter" is its q, which quits; Esc does nothing on the board, q then quits.
        Prompt(name: "board: the app", arguments: ["board"] + at, ready: "q quit", enter: "q",
               onEnter: Outcome(status: 0, shows: "Departures"), onEscape: Outcome(status: 0, shows: "Departures"),
               onQ: Outcome(status: 0, shows: "Departures"), onControlD: Outcome(status: 0, shows: "Departures"),
               onControlC: "Departures", alternateScreen: true, readsMouse: true, endsSilently: true, afterEscape: [Step(waitFor: "", keys: "q")]),
    ]

    static let done = Outcome(status: 0, shows: "› Done")
    static let rebooked = Outcome(status: 0, shows: "› OK")
    static let cancelledQuestion = Outcome(status: 2, shows: "cancelled")

    @Test(arguments: prompts, Event.allCases)
    func theTerminalIsPutBack(_ prompt: Prompt, _ event: Event) throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-restore-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let arguments = try Self.arguments(of: prompt, state: state)

        let stateFile = state + "/flights/state.json"
        let saved = FileManager.default.contents(atPath: stateFile)
        let terminal = try Self.session(arguments, state: state)
        try Self.type(prompt.steps, on: terminal)
        try terminal.waitFor(prompt.ready)
        #expect(terminal.modes != terminal.modesBefore, "the prompt is in raw mode")

        let expected: ChildProcess.Termination
        var shows: String?
        switch event {
        case .enter, .escape, .q, .controlD:
            let (keys, outcome) = switch event {
            case .enter: (prompt.enter, prompt.onEnter)
            case .escape: (prompt.escape, prompt.onEscape)
            case .q: (prompt.q, prompt.onQ)
            default: ("\u{04}", prompt.onControlD)
            }
            terminal.type(keys)
            if event == .enter { try Self.type(prompt.afterEnter, on: terminal) }
            if event == .escape { try Self.type(prompt.afterEscape, on: terminal) }
            expected = .exited(outcome.status)
            shows = outcome.shows
        case .controlC:
            terminal.type("\u{03}")
            expected = .signalled(SIGINT)
            shows = prompt.onControlC
        case .sigterm, .sighup, .sigquit, .sigusr1, .sigpipe:
            // Every signal whose default ends the process, not only those a user sends by habit.
            let signal = [.sigterm: SIGTERM, .sighup: SIGHUP, .sigquit: SIGQUIT, .sigusr1: SIGUSR1, .sigpipe: SIGPIPE][event]!
            terminal.child.kill(signal)
            expected = .signalled(signal)
        case .resize:
            terminal.resize(columns: 60, rows: 20)
            // Drawn anew at the new size, then answered as with Enter.
            try terminal.waitFor(prompt.ready, after: terminal.screen.utf8.count)
            terminal.type(prompt.enter)
            try Self.type(prompt.afterEnter, on: terminal)
            expected = .exited(prompt.onEnter.status)
            shows = prompt.onEnter.shows
        case .suspend:
            let drawn = terminal.screen.utf8.count
            terminal.type("\u{1A}")
            #expect(terminal.child.waitUntilStopped(), "Ctrl-Z stops the process")
            terminal.readAvailable(timeout: 50)
            #expect(terminal.modes == terminal.modesBefore, "stopped, the terminal is as the shell left it")
            Self.expectCursorShown(in: terminal.screen, alternateScreen: prompt.alternateScreen, mouse: prompt.readsMouse)
            // What `fg` does once it has given the job the terminal.
            terminal.child.kill(SIGCONT)
            try terminal.waitFor(prompt.ready, after: drawn)
            #expect(terminal.modes != terminal.modesBefore, "continued, the prompt is in raw mode again")
            terminal.type(prompt.enter)
            try Self.type(prompt.afterEnter, on: terminal)
            expected = .exited(prompt.onEnter.status)
            shows = prompt.onEnter.shows
        }

        let termination = try terminal.finish()
        #expect(termination == expected, "\(PseudoTerminalTests.plain(terminal.screen))")
        if let shows {
            #expect(PseudoTerminalTests.plain(terminal.screen).contains(shows), "\(PseudoTerminalTests.plain(terminal.screen))")
        }
        #expect(terminal.modes == terminal.modesBefore, "the terminal's modes are put back")
        Self.expectCursorShown(in: terminal.screen, alternateScreen: prompt.alternateScreen, mouse: prompt.readsMouse)
        if ![.enter, .resize, .suspend].contains(event) {
            #expect(FileManager.default.contents(atPath: stateFile) == saved, "nothing was changed")
        }
    }

    /// Ctrl-Z where no shell could continue the process (see ``PseudoTerminalSession``): there
    /// is no stop, and the prompt goes on in raw mode, drawn anew, answering keys at once.
    @Test(arguments: prompts)
    func controlZWithoutJobControlKeepsThePrompt(_ prompt: Prompt) throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-orphan-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let terminal = try Self.session(try Self.arguments(of: prompt, state: state), state: state, orphaned: true)
        try Self.type(prompt.steps, on: terminal)
        try terminal.waitFor(prompt.ready)
        let drawn = terminal.screen.utf8.count
        terminal.type("\u{1A}")
        try terminal.waitFor(prompt.ready, after: drawn)
        #expect(terminal.modes != terminal.modesBefore, "the prompt is in raw mode")
        terminal.type(prompt.enter)
        try Self.type(prompt.afterEnter, on: terminal)
        #expect(try terminal.finish() == .exited(prompt.onEnter.status), "\(PseudoTerminalTests.plain(terminal.screen))")
        #expect(PseudoTerminalTests.plain(terminal.screen).contains(prompt.onEnter.shows))
        #expect(terminal.modes == terminal.modesBefore, "the terminal's modes are put back")
        Self.expectCursorShown(in: terminal.screen, alternateScreen: prompt.alternateScreen, mouse: prompt.readsMouse)
    }

    static func session(_ arguments: [String], state: String, orphaned: Bool = false) throws -> PseudoTerminalSession {
        try PseudoTerminalSession(FlightsBinary.url.path, arguments, environment: [
            "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "XDG_STATE_HOME": state, "NO_COLOR": "1",
        ], orphaned: orphaned)
    }

    /// The prompt's command line, with the fixture's data; for the undo, a check-in is made
    /// first in `state` and its code given.
    static func arguments(of prompt: Prompt, state: String) throws -> [String] {
        let data = ["--data", FlightsBinary.fixture("small-airport.json")]
        guard prompt.needsCheckIn else { return prompt.arguments + data }
        let made = try FlightsBinary.run(["checkin", "UA101", "--choice", "check-in", "--yes", "--json"] + answers + at + data,
                                         environment: ["XDG_STATE_HOME": state])
        let code = try #require(made.stdout.firstMatch(of: /"code" *: *"([A-Z0-9]+)"/)?.1, "\(made.stderr)")
        return prompt.arguments.map { $0 == "CODE" ? String(code) : $0 } + data
    }

    /// Types each step's keys once what was written since the step before shows its text;
    /// a step with no text waits until nothing has come for 100 ms, longer than a terminal's
    /// Esc may wait for the rest of a sequence, so its keys are not read as one with an Esc before.
    static func type(_ steps: [Step], on terminal: PseudoTerminalSession) throws {
        for step in steps {
            if step.waitFor.isEmpty {
                terminal.readAvailable(timeout: 100)
            } else {
                try terminal.waitFor(step.waitFor, after: terminal.screen.utf8.count)
            }
            terminal.type(step.keys)
        }
    }

    /// The cursor is shown after it was last hidden, and the alternate screen, when the prompt
    /// used it, left after it was last entered.
    static func expectCursorShown(in screen: String, alternateScreen: Bool, mouse: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        func shownAfterHidden(_ hide: String, _ show: String) -> Bool {
            guard let hidden = screen.range(of: hide, options: .backwards) else { return false }
            return screen.range(of: show, options: .backwards).map { $0.lowerBound > hidden.lowerBound } ?? false
        }
        #expect(shownAfterHidden("\u{1B}[?25l", "\u{1B}[?25h"), "the cursor is shown", sourceLocation: sourceLocation)
        if alternateScreen {
            #expect(shownAfterHidden("\u{1B}[?1049h", "\u{1B}[?1049l"), "the normal screen is shown", sourceLocation: sourceLocation)
        } else {
            #expect(!screen.contains("\u{1B}[?1049h"), sourceLocation: sourceLocation)
        }
        if mouse {
            // Mouse reports are off again after they were last turned on.
            #expect(shownAfterHidden("\u{1B}[?1000h", "\u{1B}[?1000l"), "mouse reports are off", sourceLocation: sourceLocation)
        } else {
            #expect(!screen.contains("\u{1B}[?1000h"), sourceLocation: sourceLocation)
        }
    }
}

/// Ctrl-Z then `fg` at every prompt, in bash with its job control, in tmux: stopped, the
/// shell has its terminal as it was, with the cursor shown and the normal screen; after
/// `fg` the prompt answers keys at once, and after it the terminal is as before.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is not installed (.ci/run installs it)"))
struct SuspendInAShellTests {
    typealias Prompt = TerminalRestoreMatrixTests.Prompt

    /// A bash in a tmux server of its own.
    final class Shell {
        let socket: String
        init(state: String) throws {
            socket = "flights-restore-\(getpid())-\(UUID().uuidString.prefix(8))"
            _ = try tmux(["new-session", "-d", "-s", "main", "-x", "80", "-y", "24", "env", "PS1=$ ", "XDG_STATE_HOME=\(state)",
                          "NO_COLOR=1", "/bin/bash", "--norc", "--noprofile", "-i"])
        }
        deinit { _ = try? tmux(["kill-server"]) }

        @discardableResult
        func tmux(_ arguments: [String]) throws -> String {
            try ChildProcess.run("/usr/bin/tmux", ["-L", socket] + arguments,
                                 environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "TMUX_TMPDIR": "/tmp"]).stdout
        }

        /// Sends `keys`, Enter and Esc as such and the rest as text.
        func type(_ keys: String) throws {
            var text = ""
            func flush() throws {
                if !text.isEmpty { try tmux(["send-keys", "-t", "main", "-l", text]) }
                text = ""
            }
            for character in keys {
                switch character {
                case "\r": try flush(); try tmux(["send-keys", "-t", "main", "Enter"])
                case "\u{1B}": try flush(); try tmux(["send-keys", "-t", "main", "Escape"])
                case "\u{1A}": try flush(); try tmux(["send-keys", "-t", "main", "C-z"])
                default: text.append(character)
                }
            }
            try flush()
        }

        /// The screen once it shows `text` (more often than `count` times before), or after 10 s;
        /// with `scrollback`, what has scrolled off the top too.
        func screen(showing text: String, moreThan count: Int = 0, scrollback: Bool = false) throws -> String {
            var screen = ""
            for _ in 0..<200 {
                screen = try tmux(["capture-pane", "-p", "-t", "main"] + (scrollback ? ["-S", "-"] : []))
                if screen.components(separatedBy: text).count - 1 > count { return screen }
                usleep(50_000)
            }
            Issue.record("never showed \(text):\n\(screen)")
            return screen
        }

        /// tmux's own view of the pane: whether the cursor is shown, the alternate screen on
        /// and mouse reports asked for.
        var cursorAndScreen: String {
            get throws { try tmux(["display-message", "-p", "-t", "main", "#{cursor_flag} #{alternate_on} #{mouse_any_flag}"]) }
        }
    }

    @Test(arguments: TerminalRestoreMatrixTests.prompts)
    func controlZThenFg(_ prompt: Prompt) throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-fg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: state) }
        let arguments = try TerminalRestoreMatrixTests.arguments(of: prompt, state: state)
        let command = ([FlightsBinary.url.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let shell = try Shell(state: state)
        _ = try shell.screen(showing: "$")

        try shell.type("stty -g > \(state)/before; clear; \(command)\r")
        for step in prompt.steps {
            _ = try shell.screen(showing: step.waitFor)
            try shell.type(step.keys)
        }
        _ = try shell.screen(showing: prompt.ready)
        try shell.type("\u{1A}")
        let stopped = try shell.screen(showing: "Stopped")
        #expect(try shell.cursorAndScreen == "1 0 0\n", "stopped: cursor shown, normal screen, no mouse reports\n\(stopped)")
        // bash puts its own modes back when a job stops; the process's own restoring is
        // checked in the pseudo-terminal of TerminalRestoreMatrixTests, where no shell does.
        try shell.type("stty -g > \(state)/stopped; fg\r")
        _ = try shell.screen(showing: prompt.ready, moreThan: stopped.components(separatedBy: prompt.ready).count - 1)
        // Back in the app, the mouse is its own again.
        if prompt.readsMouse { #expect(try shell.cursorAndScreen == "0 1 1\n", "after fg") }
        try shell.type(prompt.enter)
        for step in prompt.afterEnter {
            _ = try shell.screen(showing: step.waitFor)
            try shell.type(step.keys)
        }
        // Typed once the answer shows (or the app has left its screen), so that the prompt does
        // not read it with the last key.
        if prompt.endsSilently {
            for _ in 0..<200 where try shell.cursorAndScreen != "1 0 0\n" { usleep(50_000) }
        } else {
            _ = try shell.screen(showing: prompt.onEnter.shows, scrollback: true)
        }
        try shell.type("echo \"status $?\"; stty -g > \(state)/after\r")
        _ = try shell.screen(showing: "status \(prompt.onEnter.status)", scrollback: true)
        for _ in 0..<200 where (try? String(contentsOfFile: "\(state)/after", encoding: .utf8))?.hasSuffix("\n") != true {
            usleep(50_000)
        }
        #expect(try shell.cursorAndScreen == "1 0 0\n")
        let before = try String(contentsOfFile: "\(state)/before", encoding: .utf8)
        #expect(try String(contentsOfFile: "\(state)/stopped", encoding: .utf8) == before)
        #expect(try String(contentsOfFile: "\(state)/after", encoding: .utf8) == before)
    }
}
