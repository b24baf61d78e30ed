import Foundation
import Glibc
import Testing
import TestSupport
@testable import TerminalKit

/// `flights checkin` in a real pseudo-terminal: keys typed as bytes, the terminal's
/// modes read back from the device after the process has ended.
@Suite(.serialized) struct PseudoTerminalTests {
    struct Run {
        var termination: ChildProcess.Termination
        var screen: String
        var echo: Bool
        var canonical: Bool
    }

    /// Runs `flights ARGUMENTS` on a fresh pseudo-terminal, 80x24 unless `size` says otherwise.
    /// For each step, waits until the output shows `waitFor`, then types `keys`. Returns after
    /// the process has ended.
    private func runInTerminal(_ arguments: [String], steps: [(waitFor: String, keys: String)],
                               state: String, size: (columns: UInt16, rows: UInt16) = (80, 24),
                               environment: [String: String] = [:]) throws -> Run {
        let (master, slave) = try openPseudoTerminal(columns: size.columns, rows: size.rows)
        defer { close(master); close(slave) }

        let child = try ChildProcess(FlightsBinary.url.path, arguments + ["--data", FlightsBinary.fixture("small-airport.json")],
                                     environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "XDG_STATE_HOME": state]
                                        .merging(environment) { $1 },
                                     stdin: slave, stdout: slave, stderr: slave)

        var screen = ""
        func readAvailable(timeout: Int32) {
            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while poll(&pfd, 1, timeout) > 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { return }
                screen += String(decoding: buffer[0..<count], as: UTF8.self)
            }
        }
        for step in steps {
            let deadline = Date().addingTimeInterval(10)
            while !screen.contains(step.waitFor), Date() < deadline { readAvailable(timeout: 100) }
            #expect(screen.contains(step.waitFor), "never showed \(step.waitFor)")
            _ = step.keys.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
        }
        let deadline = Date().addingTimeInterval(10)
        while !child.hasExited, Date() < deadline { readAvailable(timeout: 50) }
        child.kill()
        let termination = try child.wait()
        readAvailable(timeout: 50)

        var modes = termios()
        tcgetattr(slave, &modes)
        return Run(termination: termination, screen: screen,
                   echo: modes.c_lflag & tcflag_t(ECHO) != 0, canonical: modes.c_lflag & tcflag_t(ICANON) != 0)
    }

    /// The text without its escape sequences (CSI only: the tool writes no others).
    static func plain(_ text: String) -> String {
        var out = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else { out.unicodeScalars.append(scalar); continue }
            guard scalars.next() == "[" else { continue }
            while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        }
        return out
    }

    private let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-pty-\(UUID().uuidString)").path
    private let checkin = ["checkin", "UA101", "--at", "2026-11-29T08:00"]

    @Test func enterAllTheWayChecksInAndRestoresTheTerminal() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let run = try runInTerminal(checkin, steps: [
            ("Check in for United Airlines Flight 101", "\r"),
            ("Passenger name", "Ada Lovelace\r"),
            ("Seat preference", "\u{1B}[A\r"),
            ("Checked bags", "1\r"),
            ("Check in Ada Lovelace on UA 101", "y"),
        ], state: state)
        #expect(run.termination == .exited(0))
        #expect(run.screen.contains("Aisle"))
        #expect(run.screen.contains("Confirmation"))
        #expect(run.echo && run.canonical, "the terminal was left in raw mode")
        #expect(run.screen.contains("\u{1B}[?25h"), "the cursor was not shown again")
    }

    @Test func escapeCancelsAndRestoresTheTerminal() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let run = try runInTerminal(checkin, steps: [
            ("Check in for United Airlines Flight 101", "\r"),
            ("Passenger name", "Ad\u{1B}"),
        ], state: state)
        #expect(run.termination == .exited(2))
        #expect(run.screen.contains("cancelled; nothing was changed"))
        #expect(run.echo && run.canonical, "the terminal was left in raw mode")
    }

    @Test func controlCEndsAsKilledBySIGINTAndRestoresTheTerminal() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let run = try runInTerminal(checkin, steps: [
            ("Check in for United Airlines Flight 101", "\r"),
            ("Passenger name", "Ada\u{03}"),
        ], state: state)
        #expect(run.termination == .signalled(SIGINT))
        #expect(run.screen.contains("Interrupted"))
        #expect(run.echo && run.canonical, "the terminal was left in raw mode")
        #expect(!FileManager.default.fileExists(atPath: state + "/flights/state.json"))
    }

    @Test func theSheetClosesWithEnter() throws {
        let run = try runInTerminal(["show", "UA101", "--at", "2026-11-29T08:00"], steps: [
            ("enter done", "\t"),
            ("enter done", "\r"),
        ], state: state)
        #expect(run.termination == .exited(0))
        #expect(Self.plain(run.screen).contains("United Airlines 101 › Done"))
        #expect(run.echo && run.canonical)
    }

    @Test func aBoardOnANarrowTerminalKeepsItsClockAndItsStatus() throws {
        // The terminal's own width, not COLUMNS: 24 columns, as worked out in BoardCommandTests.
        let run = try runInTerminal(["departures", "--at", "2026-11-29T14:30"], steps: [], state: state,
                                    size: (24, 10), environment: ["NO_COLOR": "1"])
        #expect(run.termination == .exited(0))
        #expect(run.screen.replacingOccurrences(of: "\r\n", with: "\n") == """
            Departures · LGA · 14:30
            TIME   FLIGHT  STATUS
            10:00  UA 101  Departed…
            13:00  DL 200  Departed…
            14:50  DL 201  Boarding
            16:00  AA 500  Cancelled

            """)
    }

    /// What a user of tmux (which keeps what is erased from the top of the screen) can
    /// see and scroll back to after the sheet, from a screen already full of earlier output.
    private func afterTheSheet(_ arguments: [String], keys: [String]) throws -> (before: String, after: String) {
        let run = try runInTerminal(["show", "UA101", "--at", "2026-11-29T08:00"] + arguments,
                                    steps: keys.map { ("enter done", $0) }, state: state)
        #expect(run.termination == .exited(0))
        var screen = VirtualScreen(size: TerminalSize(columns: 80, rows: 24), scrollsOnClear: true)
        screen.write((1...30).map { "earlier output \($0)\n" }.joined() + "$ flights show UA101\n")
        let before = screen.text
        screen.write(run.screen)
        return (before, screen.text)
    }

    @Test func aSheetClosedAfterChangingSizeLeavesOnlyItsLine() throws {
        // Medium, large, medium, large, medium, then Done: no copy of the sheet anywhere, and
        // the earlier output where it was, not pushed up by the large sheet.
        let (before, after) = try afterTheSheet([], keys: ["\t", "\t", "\t", "\t", "\r"])
        #expect(after == before + "\n✔ United Airlines 101 › Done")
    }

    @Test func aSheetClosedAtFullHeightLeavesOnlyItsLine() throws {
        let (before, after) = try afterTheSheet(["--detent", "large"], keys: ["\t", "\t", "\r"])
        #expect(after == before + "\n✔ United Airlines 101 › Done")
        let (_, closedLarge) = try afterTheSheet(["--detent", "large"], keys: ["\r"])
        #expect(closedLarge == before + "\n✔ United Airlines 101 › Done")
    }

    /// Ctrl-Z at a prompt in a shell with job control: the prompt is taken off, the shell
    /// gets its terminal back as it was (echo, canonical mode), and `fg` brings the prompt
    /// back in raw mode, drawn anew, answering keys at once.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is not installed (.ci/run installs it)"))
    func controlZStopsThePromptAndFgBringsItBack() throws {
        let session = "flights-suspend-\(getpid())"
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-suspend-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let tmux = try TmuxServer(socket: session, width: 80, height: 24, command: ["env", "PS1=$ ", "XDG_STATE_HOME=\(state)",
                      "/bin/bash", "--norc", "--noprofile", "-i"])
        func screen(after keys: [String], showing expected: String) throws -> String {
            try tmux.screen(after: keys, showing: expected)
        }
        let command = "\(FlightsBinary.url.path) checkin UA101 --at 2026-11-29T08:00 --data \(FlightsBinary.fixture("small-airport.json"))"
        let asked = try screen(after: ["clear; " + command, "Enter"], showing: "? Check In")
        #expect(asked.contains("› 3. Check In"))
        let stopped = try screen(after: ["C-z"], showing: "Stopped")
        #expect(!stopped.contains("? Check In"), "the frame is taken off before the stop: \(stopped)")
        let modes = try screen(after: ["stty -a | tr ' ' '\\n' | grep -x -e echo -e icanon | tr '\\n' ' '; echo", "Enter"],
                               showing: "echo icanon")
        #expect(modes.contains("icanon echo") || modes.contains("echo icanon"), "\(modes)")
        let back = try screen(after: ["fg", "Enter"], showing: "› 3. Check In")
        #expect(back.components(separatedBy: "? Check In").count == 2, "drawn anew, once: \(back)")
        let answered = try screen(after: ["Escape"], showing: "Not now: nothing was changed.")
        #expect(answered.contains("✔ Check In › Not Now"))
    }
}
