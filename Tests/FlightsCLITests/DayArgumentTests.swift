import FlightBoard
import Testing
@testable import FlightsCLI

/// `--date` as people type it, against a fixed today: Sunday 2026-11-29.
@Suite struct DayArgumentTests {
    static let sunday = CivilDate(year: 2026, month: 11, day: 29)!

    private func day(_ text: String, today: CivilDate = sunday) throws -> String {
        try DayArgument(parsing: text).day(today: today).description
    }

    private func error(_ text: String) -> DayArgumentError? {
        do {
            _ = try DayArgument(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("2026-12-24", "2026-12-24"), ("today", "2026-11-29"), ("TODAY", "2026-11-29"), ("tomorrow", "2026-11-30"),
        ("Yesterday", "2026-11-28"), (" today ", "2026-11-29"),
        // The next weekday after today: on a Sunday, sunday is a week away.
        ("monday", "2026-11-30"), ("mon", "2026-11-30"), ("Tue", "2026-12-01"), ("wednes", "2026-12-02"),
        ("thurs", "2026-12-03"), ("fri", "2026-12-04"), ("saturday", "2026-12-05"), ("sun", "2026-12-06"),
        ("sunday", "2026-12-06"),
    ] as [(String, String)])
    func words(text: String, expected: String) throws {
        #expect(try day(text) == expected)
    }

    @Test func wordsCrossMonthsAndYears() throws {
        let thursday = CivilDate(year: 2026, month: 12, day: 31)!
        #expect(try day("tomorrow", today: thursday) == "2027-01-01")
        #expect(try day("friday", today: thursday) == "2027-01-01")
        #expect(try day("thursday", today: thursday) == "2027-01-07")
        #expect(try day("wednesday", today: thursday) == "2027-01-06")
        #expect(try day("yesterday", today: CivilDate(year: 2028, month: 3, day: 1)!) == "2028-02-29")
    }

    @Test(arguments: [
        // Year last: both readings, day first then month first, when both are dates.
        ("12/01/2026", ["2026-01-12", "2026-12-01"]),
        ("01.12.2026", ["2026-12-01", "2026-01-12"]),
        ("1/2/2026", ["2026-02-01", "2026-01-02"]),
        // Only one reading is a date.
        ("13/01/2026", ["2026-01-13"]), ("12/31/2026", ["2026-12-31"]), ("31.12.2026", ["2026-12-31"]),
        ("05/05/2026", ["2026-05-05"]),
        // Year first: one reading.
        ("2026/12/1", ["2026-12-01"]), ("2026.12.24", ["2026-12-24"]), ("2026-1-5", ["2026-01-05"]),
        // Not a date in any reading: no suggestion, never a guess.
        ("31/31/2026", []), ("2026-02-30", []), ("12/01/26", []), ("12/01", []), ("1/2/3/2026", []), ("x/1/2026", []),
    ] as [(String, [String])])
    func otherSpellingsOfADateAreRefusedWithTheirReadings(text: String, readings: [String]) {
        let error = error(text)
        #expect(error?.input == text)
        #expect(error?.readings.map(\.description) == readings)
    }

    @Test func typosOfWordsSuggestTheWord() {
        #expect(error("tomorow")?.word == "tomorrow")
        #expect(error("yesteday")?.word == "yesterday")
        #expect(error("mo")?.word == "monday")
        #expect(error("someday")?.word == nil)
        #expect(error("")?.word == nil)
    }

    @Test func spelledOutNamesTheMonth() {
        #expect(DayArgument.spelledOut(CivilDate(year: 2026, month: 1, day: 12)!) == "12 January 2026")
    }

    /// A date's shape with no such date in it, or a year the tool does not reach, is said
    /// plainly: a did-you-mean could only repeat it.
    @Test(arguments: [
        ("2026-02-30", ": 2026-02-30 is no date: February 2026 has 28 days"),
        ("2028-02-30", ": 2028-02-30 is no date: February 2028 has 29 days"),
        ("2026-11-31", ": 2026-11-31 is no date: November 2026 has 30 days"),
        ("2026-13-01", ": 2026-13-01 is no date: a month is 01 to 12"),
        ("0000-01-01", ": 0000-01-01 is out of range: the years 1900 to 9998 are supported"),
    ])
    func anImpossibleDateIsSaidPlainly(text: String, wording: String) {
        #expect(throws: OptionValueError(wording: wording, hint: nil)) { try DayArgument(option: text) }
    }
}
