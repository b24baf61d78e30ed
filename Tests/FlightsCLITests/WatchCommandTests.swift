import FileSystemKit
import FlightBoard
import Foundation
import Glibc
import Synchronization
import Testing
import TestSupport
import TerminalKit
@testable import FlightsCLI

/// `flights watch` on a clock the test moves: every sleep moves the clock on by what was
/// asked, so no test waits. The fixture's flights have recorded times, from which each line
/// below is worked out by hand: a delay is known 3 hours before the scheduled time, boarding
/// starts 40 minutes before the departure, a diverted arrival reads Diverted 30 minutes
/// before it was due.
@Suite struct WatchCommandTests {
    /// Real time as the test lets it pass: moved on only by the command's sleeps.
    final class ScriptedTime: Sendable {
        let start = ContinuousClock.now
        let passed = Mutex(Duration.zero)
        let sleeps = Mutex([Duration]())
        let wall: Int

        init(wall: Int = 1_764_400_000) { self.wall = wall }

        func sleep(_ duration: Duration) {
            passed.withLock { $0 += duration }
            sleeps.withLock { $0.append(duration) }
        }

        var now: Instant { Instant(secondsSinceEpoch: wall + Int(passed.withLock { $0 }.components.seconds)) }
    }

    /// Sleeps over data files, as the test scripts them.
    struct ScriptedWakes: WakingSleep {
        let body: @Sendable (Duration) -> Void
        func sleep(_ duration: Duration) { body(duration) }
    }

    struct Run {
        let status: Int32
        let output: String
        let errors: String
        let sleeps: [Duration]

        /// Each sleep to the nearest second.
        var seconds: [Int] {
            sleeps.map { Int((Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18).rounded()) }
        }
    }

    func watch(_ arguments: [String], data: String = FlightsBinary.fixture("watch-airport.json"),
               time: ScriptedTime = ScriptedTime(), variables: [String: String] = [:], terminal: Bool = false,
               saved: TravelRecords? = nil, wakingSleep: (@Sendable ([String]) -> any WakingSleep)? = nil) -> Run {
        let output = CapturedOutput(isTerminal: terminal, columns: terminal ? 80 : nil)
        let errors = CapturedOutput()
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-watch-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        if let saved {
            try! FileManager.default.createDirectory(atPath: state + "/flights", withIntermediateDirectories: true)
            try! saved.json().write(toFile: state + "/flights/state.json", atomically: false, encoding: .utf8)
        }
        let environment = Environment(
            variables: variables.merging(["XDG_STATE_HOME": state]) { $1 }, now: { time.now },
            output: output, errorOutput: errors, fileSystem: PosixFileSystem(),
            clock: { time.start + time.passed.withLock { $0 } },
            sleep: { time.sleep($0) }, wakingSleep: wakingSleep ?? { _ in ScriptedWakes { time.sleep($0) } },
            runProgram: { _, _ in true })
        let status = FlightsTool.run(["watch"] + arguments + ["--data", data], environment: environment)
        return Run(status: status, output: output.text, errors: errors.text, sleeps: time.sleeps.withLock { $0 })
    }

    @Test func aDelayedDepartureIsFollowedToItsDeparture() {
        let run = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-29T10:00"])
        #expect(run.status == 0)
        #expect(run.output == """
            10:00 UA 101 to Chicago (ORD) · departs 2026-11-29 15:20 · On time · gate B14
            12:20 UA 101 delayed 15:20 → 15:55 (+35)
            15:15 UA 101 boarding at gate B14
            15:55 UA 101 departed 15:55 (+35)

            """)
        // Three sleeps, one to each moment: 2 h 20 min, 2 h 55 min, 40 min of real time.
        #expect(run.seconds == [8400, 10500, 2400])
    }

    @Test func untilBoardingEndsAtBoarding() {
        let run = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-29T10:00", "--until", "boarding"])
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").last == "15:15 UA 101 boarding at gate B14")
    }

    @Test func aFasterClockSleepsLessForTheSameLines() {
        let run = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-29T10:00", "--speed", "60"])
        #expect(run.output.split(separator: "\n").count == 4)
        // A minute a second: 140, 175 and 40 seconds (and the millisecond past each moment).
        #expect(run.seconds == [140, 175, 40])
    }

    @Test func aCancelledDepartureEndsWithOneAndTheRebookAlert() {
        let run = watch(["AA500", "--date", "2026-11-29", "--at", "2026-11-29T10:00"])
        #expect(run.status == 1)
        #expect(run.errors == "")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "10:00 AA 500 to Chicago (ORD) · departs 2026-11-29 16:00 · On time · gate B7")
        #expect(lines[1] == "13:00 AA 500 cancelled")
        #expect(lines[2] == "  Contact Your Airline: We cannot rebook this flight. Please contact the airline to reschedule this flight.")
        #expect(lines[3] == "  Other flights to Chicago (ORD), for your call to the airline:")
        #expect(lines.contains("    UA 101 departure to Chicago (ORD), 15:20 Sun 2026-11-29 · Delayed 15:55 (+35)"))
        #expect(lines.dropLast().last?.hasPrefix("  To rebook: flights rebook AA500 --date 2026-11-29") == true)
    }

    @Test func aDivertedArrivalEndsWithOne() {
        let run = watch(["DL200", "--date", "2026-11-29", "--at", "2026-11-29T06:00"])
        #expect(run.status == 1)
        #expect(run.output == """
            06:00 DL 200 from Atlanta (ATL) · arrives 2026-11-29 12:00 · On time · gate C1
            09:00 DL 200 delayed 12:00 → 12:10 (+10)
            11:40 DL 200 diverted: it will not land here

            """)
    }

    @Test func anEarlyArrivalSaysOnlyItsLanding() {
        let run = watch(["UA100", "--date", "2026-11-29", "--at", "2026-11-29T05:00"])
        #expect(run.status == 0)
        #expect(run.output == """
            05:00 UA 100 from Chicago (ORD) · arrives 2026-11-29 09:00 · On time · gate B1
            08:52 UA 100 landed 08:52 (-8)

            """)
    }

    @Test func aFlightWatchedInTheAppIsFollowedByTrips() {
        let ua100 = WatchedFlight(flight: try! FlightDesignator(parsing: "UA 100"), direction: .arrival,
                                  scheduled: LocalDateTime(parsing: "2026-11-29T09:00")!, madeAt: LocalDateTime(parsing: "2026-11-29T04:00")!)
        let run = watch(["--trips", "--at", "2026-11-29T05:00"], saved: TravelRecords(watches: [ua100]))
        #expect(run.status == 0)
        #expect(run.output == """
            05:00 UA 100 from Chicago (ORD) · arrives 2026-11-29 09:00 · On time · gate B1
            08:52 UA 100 landed 08:52 (-8)

            """)
    }

    /// A feed rewritten during the first sleep, half an hour in: UA 101 moved to gate B20.
    /// The sleep is asked to wake for the file, the change is said at the minute it was
    /// written, and the watch goes on with the new data. Then the file is cut in the middle
    /// of a line: said once, and the data read before is kept.
    @Test func aDataFileWrittenDuringASleepWakesItAndIsRead() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("flights-feed-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let original = try String(contentsOfFile: FlightsBinary.fixture("watch-airport.json"), encoding: .utf8)
        try original.write(toFile: copy, atomically: false, encoding: .utf8)
        let moved = original.replacingOccurrences(
            of: #""flight": "UA 101", "direction": "departure", "status": "scheduled", "time": "15:55""#,
            with: #""flight": "UA 101", "direction": "departure", "status": "scheduled", "time": "15:55", "gate": "B20""#)
        #expect(moved != original)
        let time = ScriptedTime()
        let listened = Mutex([[String]]())
        let wakes = Mutex(0)
        let run = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-29T10:00"], data: copy, time: time,
                        wakingSleep: { paths in
                            listened.withLock { $0.append(paths) }
                            return ScriptedWakes { duration in
                            let wake = wakes.withLock { $0 += 1; return $0 }
                            switch wake {
                            case 1:
                                try! moved.write(toFile: copy, atomically: true, encoding: .utf8)
                                time.sleep(.seconds(1800))
                            case 2:
                                try! String(moved.prefix(200)).write(toFile: copy, atomically: true, encoding: .utf8)
                                time.sleep(.seconds(600))
                            default: time.sleep(duration)
                            }
                            }
                        })
        #expect(run.status == 0)
        // Listened to once, for the file given.
        #expect(listened.withLock { $0 } == [[copy]])
        #expect(run.output == """
            10:00 UA 101 to Chicago (ORD) · departs 2026-11-29 15:20 · On time · gate B14
            10:30 UA 101 gate B14 → B20
            12:20 UA 101 delayed 15:20 → 15:55 (+35)
            15:15 UA 101 boarding at gate B20
            15:55 UA 101 departed 15:55 (+35)

            """)
        #expect(run.errors.hasPrefix("flights: \(copy): "))
        #expect(run.errors.hasSuffix("; still watching, with the data read before\n"))
        #expect(run.errors.split(separator: "\n").count == 1)
    }

    @Test func aMomentOnAnotherDayThanTheFlightsIsStampedWithItsDate() {
        let run = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-28T22:00", "--until", "boarding", "--json"])
        #expect(run.status == 0)
        let text = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-28T22:00", "--until", "boarding"])
        #expect(text.output.hasPrefix("2026-11-28 22:00 UA 101 to Chicago (ORD) · departs 2026-11-29 15:20 · On time · gate B14\n12:20 UA 101 delayed"))
        #expect(run.output.hasPrefix(#"{"at":"2026-11-28T22:00","event":"watching""#))
    }

    @Test func aFlightAlreadyGoneSaysHowItEndedAndStops() {
        let run = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-29T18:00"])
        #expect(run.status == 0)
        #expect(run.output == "18:00 UA 101 to Chicago (ORD) · departs 2026-11-29 15:20 · Departed 15:55 (+35) · gate B14\n")
        #expect(run.sleeps.isEmpty)
    }

    @Test func jsonIsOneObjectALine() throws {
        let run = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-29T10:00", "--json"])
        let objects = try run.output.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["event"] as? String } == ["watching", "delayed", "boarding", "departed"])
        #expect(objects.map { $0["at"] as? String } == ["2026-11-29T10:00", "2026-11-29T12:20", "2026-11-29T15:15", "2026-11-29T15:55"])
        #expect(objects[1]["from"] as? String == "2026-11-29T15:20")
        #expect(objects[1]["to"] as? String == "2026-11-29T15:55")
        #expect(objects[1]["delay_minutes"] as? Int == 35)
        #expect(objects[3]["time"] as? String == "2026-11-29T15:55")
        #expect(objects[3]["status"] as? String == "departed")
    }

    @Test func theRealClockSleepsToEachMomentToTheSecond() throws {
        // 2026-11-29 10:00:30 in New York (EST, UTC-5) is 15:00:30 UTC.
        let time = ScriptedTime(wall: 1_795_964_430)
        let run = watch(["UA101", "--date", "2026-11-29"], time: time,
                        variables: ["TZDIR": "/usr/share/zoneinfo"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("10:00 UA 101 to Chicago (ORD)"))
        // To 12:20:00: 2 h 19 min 30 s; then to 15:15:00 and 15:55:00.
        #expect(run.seconds == [8370, 10500, 2400])
    }

    @Test func aBellRingsForEachChangeOnATerminalOnly() {
        let shown = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-29T10:00"], terminal: true)
        #expect(shown.output.filter { $0 == "\u{07}" }.count == 3)
        let quiet = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-29T10:00", "--no-bell"], terminal: true)
        #expect(!quiet.output.contains("\u{07}"))
        let piped = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-29T10:00"])
        #expect(!piped.output.contains("\u{07}"))
    }

    @Test func misusesAreUsageErrors() {
        let none = watch([])
        #expect(none.status == 64)
        #expect(none.errors.hasPrefix("flights: missing FLIGHT\n"))
        let both = watch(["UA101", "--trips"])
        #expect(both.status == 64)
        let landing = watch(["UA101", "--date", "2026-11-29", "--at", "2026-11-29T10:00", "--until", "landed"])
        #expect(landing.status == 64)
        #expect(landing.errors.hasPrefix("flights: --until landed does not fit UA 101: a departure lands elsewhere"))
        let slow = watch(["UA101", "--speed", "0"])
        #expect(slow.status == 64)
    }

    @Test func noTripToComeIsSaidAndNothingWatched() {
        let run = watch(["--trips", "--at", "2026-11-29T10:00"])
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.errors.contains("no saved trip is still to come"))
    }
}

/// The built binary's watch, asleep between changes, ends at Ctrl-C's SIGINT as killed by it
/// (status 130 to a shell), with its first line already written through the pipe.
@Suite struct WatchInterruptTests {
    @Test func sigintEndsASleepingWatch() throws {
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        defer { close(pipeEnds[0]) }
        // UA 101's next change is hours away: the watch sleeps until the signal.
        let child = try ChildProcess(FlightsBinary.url.path,
                                     ["watch", "UA101", "--at", "2026-11-29T01:00", "--data", FlightsBinary.fixture("small-airport.json")],
                                     environment: ["PATH": "/usr/bin:/bin"], stdout: pipeEnds[1])
        close(pipeEnds[1])
        var line = [UInt8]()
        var byte: UInt8 = 0
        while read(pipeEnds[0], &byte, 1) == 1, byte != 10 { line.append(byte) }
        #expect(String(decoding: line, as: UTF8.self).hasPrefix("01:00 UA 101 to Chicago (ORD)"))
        child.kill(SIGINT)
        #expect(try child.wait(timeout: .seconds(10)) == .signalled(SIGINT))
    }
}
