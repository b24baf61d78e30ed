import FlightBoard
import TerminalKit
import Testing
@testable import FlightsCLI

/// Runs the tool in-process with a scripted environment, as on a terminal of a given width.
@Suite struct BoardCommandTests {
    let small = FlightsBinary.fixture("small-airport.json")

    private func run(_ arguments: [String], terminal: Bool, columns: Int? = nil,
                     variables: [String: String] = [:]) -> (status: Int32, out: String, err: String) {
        let out = CapturedOutput(isTerminal: terminal, columns: columns)
        let err = CapturedOutput(isTerminal: terminal, columns: columns)
        let environment = Environment(
            variables: variables, now: { Instant(secondsSinceEpoch: 0) },
            output: out, errorOutput: err,
            fileSystem: PosixFileSystem())
        let status = FlightsTool.run(arguments, environment: environment)
        return (status, out.text, err.text)
    }

    @Test func onATerminalTheBoardHasATitleAndColour() {
        let result = run(["arrivals", "--data", small, "--at", "2026-11-29T14:30"], terminal: true, columns: 100)
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Arrivals · LaGuardia Airport (LGA) · Sun 2026-11-29 · as of 14:30")
        #expect(lines[1] == "\u{1B}[1mTIME\u{1B}[0m   \u{1B}[1mFLIGHT\u{1B}[0m  \u{1B}[1mFROM\u{1B}[0m           \u{1B}[1mAIRLINE\u{1B}[0m          \u{1B}[1mGATE\u{1B}[0m  \u{1B}[1mSTATUS\u{1B}[0m")
        #expect(lines[2] == "09:00  UA 100  Chicago (ORD)  United Airlines  B1    \u{1B}[32mLanded 08:52 (-8)\u{1B}[0m")
        #expect(lines[3] == "12:00  DL 200  Atlanta (ATL)  Delta Air Lines  C1    \u{1B}[1;91mCancelled\u{1B}[0m")
    }

    @Test func noColorAndDumbTerminalsTurnColourOff() {
        for variables in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
            let result = run(["arrivals", "--data", small, "--at", "2026-11-29T14:30"], terminal: true, columns: 100,
                             variables: variables)
            #expect(!result.out.contains("\u{1B}"), "\(variables)")
        }
    }

    @Test func columnsNarrowsTheTableAndNoLineIsWiderThanIt() {
        for width in [30, 40, 50, 60, 80, 200] {
            let result = run(["departures", "--data", small, "--at", "2026-11-29T14:30"], terminal: true, columns: 300,
                             variables: ["COLUMNS": String(width), "NO_COLOR": "1"])
            for line in result.out.split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= width, "COLUMNS=\(width): \(line)")
            }
        }
        // The airline goes first, whole; then the origin shortens, then it goes.
        let narrow = run(["arrivals", "--data", small, "--at", "2026-11-29T14:30"], terminal: true, columns: 52,
                         variables: ["NO_COLOR": "1"])
        #expect(narrow.out == """
            Arrivals · LaGuardia Airport (LGA) · Sun 2026-11-29…
            TIME   FLIGHT  FROM        GATE  STATUS
            09:00  UA 100  Chicago (…  B1    Landed 08:52 (-8)
            12:00  DL 200  Atlanta (…  C1    Cancelled
            15:00  UA 300  Chicago (…  B2    Delayed 15:40 (+40)
            18:00  DL 400  Atlanta (…  C2    On time

            """)
        let narrower = run(["arrivals", "--data", small, "--at", "2026-11-29T14:30"], terminal: true, columns: 48,
                           variables: ["NO_COLOR": "1"])
        #expect(narrower.out.split(separator: "\n")[1] == "TIME   FLIGHT  GATE  STATUS")
    }

    @Test func helpWrapsToTheTerminalWidth() {
        let result = run(["arrivals", "--help"], terminal: true, columns: 50)
        #expect(result.status == 0)
        for line in result.out.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= 50, "\(line)")
        }
        #expect(result.out.hasPrefix("Usage:\n  flights arrivals [OPTIONS]\n\nDescription:\n"))
        #expect(result.out.contains("""
              $ flights arrivals --date 2026-12-24 --at \\
                  18:00 --upcoming
            """))
    }

    @Test func aTimeOfDayAloneTakesTheDayFromTheRealClockAtTheAirport() {
        // 1970-01-01T00:00Z is 19:00 on 31 December 1969 in New York.
        let result = run(["arrivals", "--data", small, "--at", "09:30", "--json"], terminal: false,
                         variables: ["TZDIR": "/usr/share/zoneinfo"])
        #expect(result.out.contains("\"as_of\": \"1969-12-31T09:30\""))
    }

    @Test func dateWordsWithoutAPinnedDayCountFromTheRealClockAtTheAirport() {
        // 1970-01-01T00:00Z is Wednesday 31 December 1969, 19:00 in New York.
        for (word, day) in [("today", "1969-12-31"), ("tomorrow", "1970-01-01"), ("yesterday", "1969-12-30"),
                            ("wed", "1970-01-07"), ("thursday", "1970-01-01")] {
            let result = run(["arrivals", "--data", small, "--date", word, "--at", "09:30", "--json"], terminal: false,
                             variables: ["TZDIR": "/usr/share/zoneinfo"])
            #expect(result.out.contains("\"date\": \"\(day)\""), "\(word)")
            #expect(result.out.contains("\"as_of\": \"\(day)T09:30\""), "\(word)")
        }
    }

    @Test func aMissingTimeZoneSaysHowToProceed() {
        let result = run(["arrivals", "--data", small], terminal: false, variables: ["TZDIR": "/nonexistent"])
        #expect(result.status == 1)
        #expect(result.err == """
            flights: cannot read the time zone America/New_York of LGA from /nonexistent/America/New_York: No such file or directory
            Install the system's time zone data (tzdata), set TZDIR, or pin the clock with --at YYYY-MM-DDTHH:MM.

            """)
    }
}
