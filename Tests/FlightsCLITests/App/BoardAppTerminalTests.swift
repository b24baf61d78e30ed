import Foundation
import Testing
import TestSupport

/// The built `flights board` in a pseudo-terminal, as a user runs it: numbered line prompts
/// with --accessible, and the full-screen app quitting with q at each size it may open in.
@Suite struct BoardAppTerminalTests {
    private func session(_ arguments: [String], state: String, columns: UInt16 = 80, rows: UInt16 = 24) throws -> PseudoTerminalSession {
        try PseudoTerminalSession(FlightsBinary.url.path,
                                  arguments + ["--at", "2026-11-29T08:00", "--data", FlightsBinary.fixture("small-airport.json")],
                                  environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "XDG_STATE_HOME": state, "NO_COLOR": "1"],
                                  columns: columns, rows: rows)
    }

    /// Departures (2), the first flight (1), Details (1): its sheet's lines are printed as
    /// `show` prints them through a pipe; Statistics (4) asks which view: the last 24 hours'
    /// chart (1), then the routes (3); then Quit (5) at the tabs.
    @Test func accessibleAsksATabAFlightAndAnActionWithNumberedLines() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-accessible-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let terminal = try session(["board", "--accessible"], state: state)
        try terminal.waitFor("Choose 1-5 [2]:")
        terminal.type("2\r")
        try terminal.waitFor("1) 10:00 UA 101 to Chicago (ORD), Delayed 10:05 (+5) (default)")
        terminal.type("1\r")
        try terminal.waitFor("1) Details (default)")
        terminal.type("1\r")
        try terminal.waitFor("Status      Delayed 10:05 (+5)")
        try terminal.waitFor("Choose 1-5 [2]:", after: terminal.screen.utf8.count - 200)
        terminal.type("4\r")
        try terminal.waitFor("1) Last 24 Hours (default)")
        terminal.type("1\r")
        try terminal.waitFor("Last 24 hours: ")
        try terminal.waitFor("Choose 1-5 [2]:", after: terminal.screen.utf8.count - 200)
        terminal.type("4\r")
        try terminal.waitFor("3) Routes", after: terminal.screen.utf8.count - 300)
        terminal.type("3\r")
        try terminal.waitFor("by destination")
        try terminal.waitFor("Choose 1-5 [2]:", after: terminal.screen.utf8.count - 200)
        terminal.type("5\r")
        #expect(try terminal.finish() == .exited(0), "\(PseudoTerminalTests.plain(terminal.screen))")
        #expect(!terminal.screen.contains("\u{1B}[?1049h"), "no full screen in accessible mode")
        #expect(terminal.modes == terminal.modesBefore)
    }

    /// Departures (2), UA 101 (1), Watch (5): said, and on Trips (3) as watching; the flight's
    /// actions then offer to stop it.
    @Test func accessibleWatchesAFlight() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-accessible-watch-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let terminal = try session(["board", "--accessible"], state: state)
        try terminal.waitFor("Choose 1-5 [2]:")
        terminal.type("2\r")
        try terminal.waitFor("1) 10:00 UA 101 to Chicago (ORD)")
        terminal.type("1\r")
        try terminal.waitFor("5) Watch")
        terminal.type("5\r")
        try terminal.waitFor("Watching UA 101: listed on Trips, and followed by 'flights watch --trips'.")
        try terminal.waitFor("Choose 1-5 [2]:", after: terminal.screen.utf8.count - 200)
        terminal.type("3\r")
        try terminal.waitFor("watching  UA 101")
        try terminal.waitFor("Choose 1-5 [2]:", after: terminal.screen.utf8.count - 200)
        terminal.type("2\r")
        try terminal.waitFor("1) 10:00 UA 101 to Chicago (ORD)", after: terminal.screen.utf8.count - 400)
        terminal.type("1\r")
        try terminal.waitFor("5) Stop watching")
        terminal.type("6\r")
        try terminal.waitFor("Choose 1-5 [2]:", after: terminal.screen.utf8.count - 200)
        terminal.type("5\r")
        #expect(try terminal.finish() == .exited(0), "\(PseudoTerminalTests.plain(terminal.screen))")
    }

    @Test(arguments: [(UInt16(80), UInt16(24)), (120, 40), (40, 12), (30, 8)])
    func theAppDrawsAtItsSizeAndQuitsWithQ(_ columns: UInt16, _ rows: UInt16) throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-app-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let terminal = try session(["board"], state: state, columns: columns, rows: rows)
        try terminal.waitFor(columns >= 40 && rows >= 12 ? "q quit" : "Terminal too small")
        terminal.type("q")
        #expect(try terminal.finish() == .exited(0))
        #expect(terminal.modes == terminal.modesBefore)
        TerminalRestoreMatrixTests.expectCursorShown(in: terminal.screen, alternateScreen: true, mouse: true)
    }

    /// `w` on the first departure to come (UA 101) watches it: said under the tabs, kept in the
    /// state file, on Trips as *watching*; `checkins --json` lists it after the app has ended.
    @Test func wWatchesAFlightThatOutlivesTheApp() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-app-watch-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let terminal = try session(["board"], state: state)
        try terminal.waitFor("q quit")
        terminal.type("w")
        try terminal.waitFor("Watching UA 101: its changes are said here and on Trips")
        terminal.type("3")
        try terminal.waitFor("watching  UA 101")
        terminal.type("q")
        #expect(try terminal.finish() == .exited(0))
        let listed = try FlightsBinary.run(["checkins", "--json", "--at", "2026-11-29T08:00", "--data", FlightsBinary.fixture("small-airport.json")],
                                           environment: ["XDG_STATE_HOME": state])
        #expect(listed.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any]
        let watches = try #require(object?["watches"] as? [[String: Any]])
        #expect(watches.count == 1)
        #expect(watches.first?["flight"] as? String == "UA 101")
        #expect(watches.first?["direction"] as? String == "departure")
        #expect(watches.first?["scheduled"] as? String == "2026-11-29T10:00")
        #expect(watches.first?["made_at"] as? String == "2026-11-29T08:00")
        #expect(watches.first?["status"] as? String == "delayed")
    }
}
