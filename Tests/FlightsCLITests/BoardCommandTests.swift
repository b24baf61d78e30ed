import FileSystemKit
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
        for width in [20, 24, 30, 40, 50, 60, 64, 80, 200] {
            for command in ["arrivals", "departures"] {
                let result = run([command, "--data", small, "--at", "2026-11-29T14:30"], terminal: true, columns: 300,
                                 variables: ["COLUMNS": String(width), "NO_COLOR": "1"])
                for line in result.out.split(separator: "\n") {
                    #expect(DisplayWidth.of(line) <= width, "\(command) COLUMNS=\(width): \(line)")
                }
            }
        }
    }

    /// The departures of the small airport at 14:30 are 74 columns wide: TIME 5, FLIGHT 6,
    /// TO 13, AIRLINE 17, GATE 4, STATUS 19 and five gaps of 2; the title is 67.
    private func departures(columns: Int) -> String {
        run(["departures", "--data", small, "--at", "2026-11-29T14:30"], terminal: true, columns: columns,
            variables: ["NO_COLOR": "1"]).out
    }

    @Test func at64ColumnsTheAirlineGoesAndTheTitleCutsTheAirportsName() {
        // Without AIRLINE the table takes 55. The title's other parts take 50, leaving 14 for the name.
        #expect(departures(columns: 64) == """
            Departures · LaGuardia Air… (LGA) · Sun 2026-11-29 · as of 14:30
            TIME   FLIGHT  TO             GATE  STATUS
            10:00  UA 101  Chicago (ORD)  B1    Departed 10:05 (+5)
            13:00  DL 200  Atlanta (ATL)  C1    Departed 12:57 (-3)
            14:50  DL 201  Atlanta (ATL)  C4    Boarding (+5)
            16:00  AA 500  Chicago (ORD)  B7    Cancelled

            """)
    }

    @Test func at50ColumnsTheDestinationShrinksToItsCodeBeforeTheGateGoes() {
        // 55 is 5 too wide: TO would be 8, too narrow for "Chicago (ORD)", so it shows the codes.
        // With the name the title would leave it no room at all: the code stands alone (47).
        #expect(departures(columns: 50) == """
            Departures · LGA · Sun 2026-11-29 · as of 14:30
            TIME   FLIGHT  TO   GATE  STATUS
            10:00  UA 101  ORD  B1    Departed 10:05 (+5)
            13:00  DL 200  ATL  C1    Departed 12:57 (-3)
            14:50  DL 201  ATL  C4    Boarding (+5)
            16:00  AA 500  ORD  B7    Cancelled

            """)
    }

    @Test func at40ColumnsTheDestinationGoesAndTheTitleKeepsTheClock() {
        // Even as codes TO would need 45; without it the table is exactly 40. The title loses
        // the weekday (43, too wide) and "as of" (37).
        #expect(departures(columns: 40) == """
            Departures · LGA · 2026-11-29 · 14:30
            TIME   FLIGHT  GATE  STATUS
            10:00  UA 101  B1    Departed 10:05 (+5)
            13:00  DL 200  C1    Departed 12:57 (-3)
            14:50  DL 201  C4    Boarding (+5)
            16:00  AA 500  B7    Cancelled

            """)
    }

    @Test func at24ColumnsTheStatusStaysShortened() {
        // Without GATE the table is 34: STATUS gives 10 and is 9 wide. "Departed 10:05 (+5)" first
        // loses its delay, "Departed 10:05" is still too wide and is cut; "Boarding (+5)" fits as "Boarding".
        // The title keeps its clock: "Departures · LGA · Nov 29 · 14:30" is 33, without the date 24.
        #expect(departures(columns: 24) == """
            Departures · LGA · 14:30
            TIME   FLIGHT  STATUS
            10:00  UA 101  Departed…
            13:00  DL 200  Departed…
            14:50  DL 201  Boarding
            16:00  AA 500  Cancelled

            """)
    }

    @Test func at20ColumnsTheStatusKeepsTheThreeLettersThatTellItApart() {
        #expect(departures(columns: 20) == """
            Departures · 14:30
            TIME   FLIGHT  STAT…
            10:00  UA 101  Depa…
            13:00  DL 200  Depa…
            14:50  DL 201  Boar…
            16:00  AA 500  Canc…

            """)
    }

    @Test func arrivalsShowTheOriginsCodeOnceTheAirlineHasGone() {
        // 72 columns in full; without AIRLINE 55. At 52 and at 48 FROM shrinks (to 10, to 6),
        // too narrow for the names, and takes the width of its header.
        for columns in [52, 48] {
            let result = run(["arrivals", "--data", small, "--at", "2026-11-29T14:30"], terminal: true, columns: columns,
                             variables: ["NO_COLOR": "1"])
            #expect(result.out == """
                Arrivals · LGA · Sun 2026-11-29 · as of 14:30
                TIME   FLIGHT  FROM  GATE  STATUS
                09:00  UA 100  ORD   B1    Landed 08:52 (-8)
                12:00  DL 200  ATL   C1    Cancelled
                15:00  UA 300  ORD   B2    Delayed 15:40 (+40)
                18:00  DL 400  ATL   C2    On time

                """, "\(columns) columns")
        }
    }

    @Test func theTitleWritesAClockOnTheNextDayAsTheTableDoes() {
        let wide = run(["departures", "--data", small, "--date", "2026-11-29", "--at", "2026-11-30T00:20"],
                       terminal: true, columns: 100, variables: ["NO_COLOR": "1"])
        #expect(wide.out.hasPrefix("Departures · LaGuardia Airport (LGA) · Sun 2026-11-29 · as of 2026-11-30 00:20\n"))
        let narrow = run(["departures", "--data", small, "--date", "2026-11-29", "--at", "2026-11-30T00:20"],
                         terminal: true, columns: 40, variables: ["NO_COLOR": "1"])
        #expect(narrow.out.hasPrefix("Departures · LGA · 2026-11-29 · 00:20+1\n"))
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
