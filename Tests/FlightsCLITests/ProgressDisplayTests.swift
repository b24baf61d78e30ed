import FlightBoard
import Foundation
import OnTimeData
import Synchronization
import TerminalKit
import Testing
import TestSupport
@testable import FlightsCLI

/// The progress of a long first run: when it shows, what it says, that it is drawn over
/// itself and erased, and that a pipe gets none of it.
@Suite struct ProgressDisplayTests {
    /// A clock the test moves by hand.
    final class HandClock: Sendable {
        private let start = ContinuousClock.now
        private let elapsed = Mutex(Duration.zero)
        func advance(to time: Duration) { elapsed.withLock { $0 = time } }
        var now: ContinuousClock.Instant { start + elapsed.withLock { $0 } }
    }

    func display(terminal: Bool, delay: Duration) -> (ProgressDisplay, CapturedOutput, HandClock) {
        let errors = CapturedOutput(isTerminal: terminal, columns: 60)
        let clock = HandClock()
        let environment = Environment(variables: [:], now: { Instant(secondsSinceEpoch: 0) }, output: CapturedOutput(),
                                      errorOutput: errors, clock: { clock.now })
        return (ProgressDisplay(environment: environment, delay: delay), errors, clock)
    }

    static func progress(_ read: Int, rows: Int) -> BuildProgress {
        BuildProgress(file: "bts/2024-01.csv", bytesRead: read, bytesTotal: 1000, rowsRead: rows)
    }

    @Test func itShowsAfterASecondAtMostTenTimesASecondAndIsErasedAtTheEnd() {
        let (display, errors, clock) = display(terminal: true, delay: .seconds(1))
        display.update(Self.progress(0, rows: 0))
        clock.advance(to: .milliseconds(900))
        display.update(Self.progress(300, rows: 900_000))
        #expect(errors.text == "")
        clock.advance(to: .milliseconds(1200))
        display.update(Self.progress(450, rows: 1_440_000))
        clock.advance(to: .milliseconds(1250))
        display.update(Self.progress(460, rows: 1_450_000))
        clock.advance(to: .milliseconds(1500))
        display.update(Self.progress(600, rows: 1_800_000))
        display.finish()
        // 1,440,000 rows in 1.2 s: 1.2M rows/s; 45% in 1.2 s leaves 1.2 × 55/45 = 1.47 s, said as 1.
        // 60% in 1.5 s leaves 1 s.
        #expect(errors.text == "\r\u{1B}[2KReading bts/2024-01.csv  45%  1.2M rows/s  1 s left"
                + "\r\u{1B}[2KReading bts/2024-01.csv  60%  1.2M rows/s  1 s left"
                + "\r\u{1B}[2K")
    }

    @Test func aQuickReadShowsNothing() {
        let (display, errors, clock) = display(terminal: true, delay: .seconds(1))
        display.update(Self.progress(0, rows: 0))
        clock.advance(to: .milliseconds(400))
        display.update(Self.progress(1000, rows: 3_000))
        display.finish()
        #expect(errors.text == "")
    }

    @Test func notOnATerminalNothingIsShown() {
        let (display, errors, clock) = display(terminal: false, delay: .zero)
        display.update(Self.progress(0, rows: 0))
        clock.advance(to: .seconds(5))
        display.update(Self.progress(500, rows: 3_000))
        display.finish()
        #expect(errors.text == "")
    }

    @Test func aLongReadSaysItsMinutesAndTheLineIsCutToTheWidth() {
        #expect(ProgressDisplay.describe(Self.progress(100, rows: 5_000), elapsed: .seconds(10))
                == "Reading bts/2024-01.csv  10%  500 rows/s  1 min 30 s left")
        let (display, errors, _) = display(terminal: true, delay: .zero)
        display.update(BuildProgress(file: String(repeating: "x", count: 100) + ".csv", bytesRead: 0, bytesTotal: 1, rowsRead: 0))
        #expect(errors.text == "\r\u{1B}[2KReading " + String(repeating: "x", count: 50) + "…")
    }

    /// `flights data --build` on a terminal shows the progress at once and erases it before
    /// the list; through a pipe, standard error has nothing of it.
    @Test func onATerminalTheBuildShowsItsProgressAndAPipeGetsNone() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flights-progress-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try DataFolderTests.write(.month, into: scratch + "/data")
        let environment = ["XDG_CACHE_HOME": scratch + "/cache", "PATH": "/usr/bin:/bin", "TERM": "xterm"]
        let session = try PseudoTerminalSession("/usr/bin/env", ["-C", scratch, FlightsBinary.url.path, "data", "--data", "data", "--build"],
                                                environment: environment)
        #expect(try session.finish().status == 0)
        #expect(session.screen.hasPrefix("\r\u{1B}[2KReading data/2013-01.csv  0%"), "\(session.screen)")
        // The last frame erased, then the list, its header in bold on a terminal.
        #expect(session.screen.contains("\r\u{1B}[2K\u{1B}[1mFILE\u{1B}[0m "), "\(session.screen)")
        try FileManager.default.removeItem(atPath: scratch + "/cache")
        let piped = try FlightsBinary.run(["data", "--data", "data", "--build"], environment: ["XDG_CACHE_HOME": scratch + "/cache"],
                                          directory: scratch)
        #expect(piped.status == 0)
        #expect(piped.stderr == "")
        #expect(piped.stdout.hasPrefix("FILE              FIRST DAY   LAST DAY"))
    }
}
