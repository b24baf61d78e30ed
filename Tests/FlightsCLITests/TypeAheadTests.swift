import Foundation
import Testing
import TestSupport

/// Keys typed ahead of a prompt, as when answers are pasted or typed faster than they are
/// asked, in a pseudo-terminal: each is kept for the question it answers, and what follows
/// the last answer is left in the terminal for the shell.
struct TypeAheadTests {
    private func session(_ arguments: [String], state: String) throws -> PseudoTerminalSession {
        try PseudoTerminalSession(FlightsBinary.url.path,
                                  arguments + ["--at", "2026-11-29T08:00", "--data", FlightsBinary.fixture("small-airport.json")],
                                  environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "XDG_STATE_HOME": state, "NO_COLOR": "1"])
    }

    @Test func answersPastedAtOnceAnswerEachQuestion() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-ahead-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let terminal = try session(["checkin", "UA101", "--choice", "check-in"], state: state)
        try terminal.waitFor("Passenger name")
        // Name, then Enter for the seat (no preference), the bags (0) and the confirmation (yes).
        terminal.type("Ada Lovelace\r\r\r\r")
        #expect(try terminal.finish() == .exited(0), "\(PseudoTerminalTests.plain(terminal.screen))")
        let screen = PseudoTerminalTests.plain(terminal.screen)
        #expect(screen.contains("✔ Seat preference › No preference"))
        #expect(screen.contains("✔ Checked bags (0-3) › 0"))
        #expect(screen.contains("Confirmation"))
    }

    @Test func whatFollowsTheLastAnswerIsLeftForTheShell() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-ahead-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let terminal = try session(["show", "UA101"], state: state)
        try terminal.waitFor("enter done")
        terminal.type("\recho next\r")
        #expect(try terminal.finish() == .exited(0))
        #expect(terminal.unreadInput() == "echo next\r")
    }
}
