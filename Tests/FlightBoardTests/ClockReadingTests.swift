import Testing
@testable import FlightBoard

@Suite struct ClockReadingTests {
    @Test(arguments: ["14:30", "00:00", "23:59"])
    func timeOfDay(text: String) throws {
        #expect(ClockReading(parsing: text) == .timeOfDay(clock(text)))
    }

    @Test(arguments: ["2026-11-29T14:30", "2026-11-29 14:30", "2026-11-29T14:30:00", "2026-11-29T14:30:59"])
    func localWallClock(text: String) {
        #expect(ClockReading(parsing: text) == .local(local("2026-11-29T14:30")))
    }

    /// 2026-11-29T14:30Z is 1_795_962_600 seconds after the epoch.
    @Test(arguments: [
        ("2026-11-29T14:30:00Z", 1_795_962_600),
        ("2026-11-29T14:30Z", 1_795_962_600),
        ("2026-11-29T14:30z", 1_795_962_600),
        ("2026-11-29 14:30Z", 1_795_962_600),
        ("2026-11-29T14:30:45Z", 1_795_962_600),  // seconds are dropped
        ("2026-11-29T14:30-05:00", 1_795_980_600),
        ("2026-11-29T14:30:00-05:00", 1_795_980_600),
        ("2026-11-29T14:30-0500", 1_795_980_600),
        ("2026-11-29T14:30+05:30", 1_795_942_800),
        ("2026-11-29T14:30+0530", 1_795_942_800),
        ("2026-11-29T14:30+00:00", 1_795_962_600),
        ("2026-11-29T14:30-00:00", 1_795_962_600),
        ("2026-11-29T00:15+14:00", 1_795_860_900),
        ("1970-01-01T00:00Z", 0),
        ("1969-12-31T23:59Z", -60),
    ])
    func instant(text: String, seconds: Int) {
        #expect(ClockReading(parsing: text) == .instant(Instant(secondsSinceEpoch: seconds)))
    }

    @Test func instantAgreesWithZoneRules() throws {
        let reading = try #require(ClockReading(parsing: "2026-11-29T14:30-05:00"))
        #expect(reading == .instant(Instant(secondsSinceEpoch: 1_795_980_600)))
        // 19:30 UTC is 14:30 at a fixed -05:00.
        let eastern = ZoneRules(identifier: "EST", fixedOffset: -5 * 3600)
        #expect(eastern.localDateTime(at: Instant(secondsSinceEpoch: 1_795_980_600)) == local("2026-11-29T14:30"))
        #expect(ZoneRules.utc.localDateTime(at: Instant(secondsSinceEpoch: 1_795_962_600)) == local("2026-11-29T14:30"))
    }

    @Test(arguments: [
        "25:00", "24:00", "14:60", "1430", "2:30", "14:30:00",
        "2026-11-29T14", "2026-11-29T", "2026-11-29", "2026-11-29T25:00", "2026-11-29T14:30:60", "2026-11-29T14:30:5",
        "2026-11-29T14:30+25:00", "2026-11-29T14:30+05:60", "2026-11-29T14:30+5", "2026-11-29T14:30+05",
        "2026-11-29T14:30+053", "2026-11-29T14:30+05:300", "2026-11-29T14:30Z+01:00",
        "2026-02-30T14:30", "2026-11-29X14:30", "T14:30", "now", "", " ",
    ])
    func rejects(text: String) {
        #expect(ClockReading(parsing: text) == nil)
    }

    /// The offset check removes every colon before counting digits, so misplaced colons pass.
    @Test(arguments: ["2026-11-29T14:30+05:3:0", "2026-11-29T14:30+0:530", "2026-11-29T14:30+:0530"])
    func rejectsMisplacedColonsInTheOffset(text: String) {
        #expect(ClockReading(parsing: text) == nil)
    }
}
