import Testing
@testable import FlightsCLI

/// How a suggested command is quoted for the shell and broken to fit a sheet.
@Suite struct CommandHintTests {
    @Test func wordsTheShellTakesLiterallyStayAsTheyAre() {
        #expect(CommandHint.quoted("../shared/data/flights.csv") == "../shared/data/flights.csv")
        #expect(CommandHint.quoted("2026-11-29T08:00") == "2026-11-29T08:00")
        #expect(CommandHint.quoted("my data.csv") == "'my data.csv'")
        #expect(CommandHint.quoted("it's.csv") == "'it'\\''s.csv'")
        #expect(CommandHint.quoted("$HOME/x;rm") == "'$HOME/x;rm'")
        #expect(CommandHint.quoted("") == "''")
    }

    @Test func aLongCommandBreaksBetweenItsOptionsWithABackslash() {
        let hint = CommandHint(parts: ["flights checkin B6745", "--data ../shared/data/nycflights13/flights.csv",
                                       "--airport JFK", "--date 2013-07-04"])
        #expect(hint.lines(width: nil) == [hint.text])
        #expect(hint.lines(width: 100) == [hint.text])
        // "flights checkin B6745" (21) with the data (47 more) is 68, over 64 - 2 for the " \".
        #expect(hint.lines(width: 64) == [
            "flights checkin B6745 \\",
            "  --data ../shared/data/nycflights13/flights.csv --airport JFK \\",
            "  --date 2013-07-04",
        ])
        // The last line may use the whole width: it needs no backslash.
        let short = CommandHint(parts: ["flights history UA101", "--date 2026-11-29"])
        #expect(short.lines(width: 39) == ["flights history UA101 --date 2026-11-29"])
        #expect(short.lines(width: 38) == ["flights history UA101 \\", "  --date 2026-11-29"])
        // An option wider than the line is broken before its value; a word wider still stands alone.
        #expect(hint.lines(width: 20) == [
            "flights checkin B6745 \\",
            "  --data \\",
            "  ../shared/data/nycflights13/flights.csv \\",
            "  --airport JFK \\",
            "  --date 2013-07-04",
        ])
    }
}
