import Testing
import Foundation
@testable import FlightBoard

@Suite struct CivilDateTests {
    @Test(arguments: ["2026-11-29", "2024-02-29", "2000-02-29", "1970-01-01", "0001-01-01", "9999-12-31", "0999-06-05"])
    func printsWhatItParses(text: String) throws {
        let parsed = try #require(CivilDate(parsing: text))
        #expect(parsed.description == text)
    }

    @Test func parsesFields() throws {
        let parsed = try #require(CivilDate(parsing: "2026-11-29"))
        #expect(parsed.year == 2026)
        #expect(parsed.month == 11)
        #expect(parsed.day == 29)
        #expect(parsed == CivilDate(year: 2026, month: 11, day: 29))
    }

    @Test(arguments: [
        "2026-02-29",  // not a leap year
        "1900-02-29",  // divisible by 100, not by 400
        "2026-13-01",
        "2026-00-10",
        "2026-04-31",
        "2026-01-00",
        "2026-1-01",
        "2026-01-1",
        "26-01-01",
        "2026/01/01",
        "2026-01-01-",
        "2026-01",
        "",
        "0000-01-01",
        "2026-0a-01",
    ])
    func rejectsInvalidDates(text: String) {
        #expect(CivilDate(parsing: text) == nil)
    }

    @Test func memberwiseInitChecksRanges() {
        #expect(CivilDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CivilDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2026, month: 12, day: 31) != nil)
        #expect(CivilDate(year: 2026, month: 12, day: 32) == nil)
        // Any year: arithmetic near the ends of the calendar must not fail.
        #expect(CivilDate(year: 10000, month: 1, day: 1) == CivilDate(year: 9999, month: 12, day: 31)?.adding(days: 1))
        #expect(CivilDate(year: 0, month: 12, day: 31) == CivilDate(year: 1, month: 1, day: 1)?.adding(days: -1))
        #expect(CivilDate(year: 1_000_001, month: 1, day: 1) == nil)
    }

    /// `Int("+1")` is 1, so a sign sneaks through the two-digit field check.
    @Test(arguments: ["2026-+1-01", "2026-01-+1", "+026-01-01"])
    func rejectsSignedFields(text: String) {
        #expect(CivilDate(parsing: text) == nil)
    }

    @Test(arguments: [
        ("2026-11-29", 7),  // Sunday
        ("2026-11-30", 1),  // Monday
        ("2026-11-28", 6),  // Saturday
        ("1970-01-01", 4),  // Thursday
        ("1969-12-31", 3),  // Wednesday, before the epoch
        ("1969-12-28", 7),  // Sunday, before the epoch
        ("2000-01-01", 6),  // Saturday
        ("0001-01-01", 1),  // Monday (proleptic Gregorian)
    ])
    func weekday(text: String, isoWeekday: Int) {
        #expect(date(text).weekday == isoWeekday)
    }

    @Test func knownDaysSinceEpoch() {
        #expect(date("1970-01-01").daysSinceEpoch == 0)
        #expect(date("1970-01-02").daysSinceEpoch == 1)
        #expect(date("1969-12-31").daysSinceEpoch == -1)
        #expect(date("2000-03-01").daysSinceEpoch == 11_017)
        #expect(date("2026-11-29").daysSinceEpoch == 20_786)
        #expect(date("0001-01-01").daysSinceEpoch == -719_162)
        #expect(date("9999-12-31").daysSinceEpoch == 2_932_896)
        #expect(CivilDate(daysSinceEpoch: 20_786) == date("2026-11-29"))
        #expect(CivilDate(daysSinceEpoch: -719_162) == date("0001-01-01"))
    }

    /// Every day from 0001-01-01 to 9999-12-31: the count round-trips, consecutive
    /// counts are consecutive dates, and the weekday advances by one.
    @Test func daysSinceEpochRoundTripsOverTheWholeRange() {
        var expected = date("0001-01-01")
        var failures = 0
        for days in -719_162...2_932_896 {
            let made = CivilDate(daysSinceEpoch: days)
            if made != expected || made.daysSinceEpoch != days || made.weekday != (days + 3).floorMod(7) + 1 {
                failures += 1
                if failures < 5 { Issue.record("day \(days): made \(made), expected \(expected)") }
            }
            // Step the expected date by hand, without the code under test.
            if expected.day < daysInMonth(expected.month, expected.year) {
                expected = CivilDate(year: expected.year, month: expected.month, day: expected.day + 1) ?? expected
            } else if expected.month < 12 {
                expected = CivilDate(year: expected.year, month: expected.month + 1, day: 1) ?? expected
            } else {
                expected = CivilDate(year: expected.year + 1, month: 1, day: 1) ?? expected
            }
        }
        #expect(failures == 0)
    }

    @Test func agreesWithFoundationsCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for days in stride(from: -25_000, through: 60_000, by: 37) {
            let parts = calendar.dateComponents([.year, .month, .day, .weekday],
                                                from: Date(timeIntervalSince1970: Double(days) * 86_400))
            let made = CivilDate(daysSinceEpoch: days)
            #expect(made.year == parts.year && made.month == parts.month && made.day == parts.day, "day \(days)")
            // Foundation: 1 is Sunday. ISO: 7 is Sunday.
            #expect(made.weekday == (parts.weekday! + 5) % 7 + 1, "day \(days)")
        }
    }

    @Test(arguments: [
        ("2026-11-29", 1, "2026-11-30"),
        ("2026-11-30", 1, "2026-12-01"),
        ("2026-12-31", 1, "2027-01-01"),
        ("2027-01-01", -1, "2026-12-31"),
        ("2024-02-28", 1, "2024-02-29"),
        ("2026-02-28", 1, "2026-03-01"),
        ("2024-03-01", -1, "2024-02-29"),
        ("2026-11-29", 365, "2027-11-29"),
        ("2026-11-29", -366, "2025-11-28"),
        ("2026-11-29", 0, "2026-11-29"),
        ("1970-01-01", -1, "1969-12-31"),
        ("2099-12-31", 1, "2100-01-01"),
    ])
    func addingDays(start: String, days: Int, result: String) {
        #expect(date(start).adding(days: days) == date(result))
    }

    @Test func ordersChronologically() {
        #expect(date("2026-11-29") < date("2026-11-30"))
        #expect(date("2026-11-30") < date("2026-12-01"))
        #expect(date("2025-12-31") < date("2026-01-01"))
        #expect(!(date("2026-11-29") < date("2026-11-29")))
    }

    private func daysInMonth(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

@Suite struct TimeOfDayTests {
    @Test(arguments: [("00:00", 0), ("14:30", 870), ("23:59", 1439), ("09:05", 545)])
    func parsesAndPrints(text: String, minutes: Int) throws {
        let time = try #require(TimeOfDay(parsing: text))
        #expect(time.minutes == minutes)
        #expect(time.hour == minutes / 60)
        #expect(time.minute == minutes % 60)
        #expect(time.description == text)
    }

    @Test(arguments: ["24:00", "12:60", "9:05", "09:5", "0905", "09:05:00", "", ":", "-1:00", "+9:00", "09:-5", "1٠:00", "ab:cd"])
    func rejects(text: String) {
        #expect(TimeOfDay(parsing: text) == nil)
    }

    @Test func memberwiseInitChecksRanges() {
        #expect(TimeOfDay(hour: 23, minute: 59)?.minutes == 1439)
        #expect(TimeOfDay(hour: 24, minute: 0) == nil)
        #expect(TimeOfDay(hour: 0, minute: 60) == nil)
        #expect(TimeOfDay(hour: -1, minute: 0) == nil)
    }
}

@Suite struct LocalDateTimeTests {
    @Test func parsesWithTOrSpace() throws {
        let t = try #require(LocalDateTime(parsing: "2026-11-29T14:30"))
        let space = try #require(LocalDateTime(parsing: "2026-11-29 14:30"))
        #expect(t == space)
        #expect(t.minutesSinceEpoch == 20_786 * 1440 + 870)
        #expect(t.date == date("2026-11-29"))
        #expect(t.time == clock("14:30"))
        #expect(t.description == "2026-11-29T14:30")
        #expect(space.description == "2026-11-29T14:30")
    }

    @Test(arguments: ["2026-11-29", "2026-11-29T", "2026-11-29T14", "2026-11-29T24:00", "2026-02-29T10:00",
                      "2026-11-29T14:30:00", "2026-11-29x14:30", "14:30", ""])
    func rejects(text: String) {
        #expect(LocalDateTime(parsing: text) == nil)
    }

    @Test(arguments: [
        ("2026-11-29T23:30", 45, "2026-11-30T00:15"),
        ("2026-12-31T23:59", 1, "2027-01-01T00:00"),
        ("2026-03-01T00:10", -20, "2026-02-28T23:50"),
        ("1970-01-01T00:00", -1, "1969-12-31T23:59"),
        ("2026-11-29T10:00", 1440 * 3 + 5, "2026-12-02T10:05"),
        ("2026-11-29T10:00", 0, "2026-11-29T10:00"),
    ])
    func addingMinutes(start: String, minutes: Int, result: String) {
        let moved = local(start).adding(minutes: minutes)
        #expect(moved.description == result)
        #expect(moved.minutes(since: local(start)) == minutes)
        #expect(local(start).minutes(since: moved) == -minutes)
    }

    @Test func beforeTheEpochSplitsIntoDateAndTimeCorrectly() {
        let t = LocalDateTime(minutesSinceEpoch: -1)
        #expect(t.date == date("1969-12-31"))
        #expect(t.time == clock("23:59"))
        let u = LocalDateTime(minutesSinceEpoch: -1440)
        #expect(u.description == "1969-12-31T00:00")
        #expect(LocalDateTime(minutesSinceEpoch: -1441).description == "1969-12-30T23:59")
    }

    @Test func ordersByMinute() {
        #expect(local("2026-11-29T23:59") < local("2026-11-30T00:00"))
        #expect(!(local("2026-11-29T10:00") < local("2026-11-29T10:00")))
        #expect(LocalDateTime(date: date("2026-11-29"), time: clock("10:00")) == local("2026-11-29T10:00"))
    }
}
