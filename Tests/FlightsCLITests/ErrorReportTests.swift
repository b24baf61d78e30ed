import Testing
@testable import FlightsCLI

/// Messages on a terminal break at words, never inside one, and never inside a command to copy.
@Suite struct ErrorReportTests {
    @Test func aMessageBreaksAtWordsAndKeepsAQuotedCommandWhole() {
        let line = "Check in for UA 544 with 'flights checkin UA544 --date 2026-11-30', or undo the move with 'flights checkins --undo S556QF'."
        #expect(ErrorReport.message(line, width: 40) == """
            Check in for UA 544 with
              'flights checkin UA544 --date 2026-11-30',
              or undo the move with
              'flights checkins --undo S556QF'.
            """)
        #expect(ErrorReport.message(line, width: nil) == line)
        #expect(ErrorReport.message("short", width: 40) == "short")
        // An indented line is a command: copied whole, so left whole.
        let command = "  flights checkin UA544 --date 2026-11-30 --name Ada --seat window --bags 1"
        #expect(ErrorReport.message(command, width: 40) == command)
    }
}
