import Testing
import Foundation
@testable import FlightBoard

@Suite struct ZoneRulesTests {
    static let zones = ["America/New_York", "Europe/London", "Asia/Kolkata", "Australia/Lord_Howe",
                        "America/Los_Angeles", "Australia/Sydney", "America/Sao_Paulo", "Pacific/Auckland"]

    static func rules(_ identifier: String) throws -> ZoneRules {
        let data = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/\(identifier)"),
                                "no /usr/share/zoneinfo/\(identifier) on this machine")
        return try ZoneRules(identifier: identifier, tzif: [UInt8](data))
    }

    static func instant(_ iso: String) throws -> Instant {
        guard case .instant(let instant) = try #require(ClockReading(parsing: iso)) else {
            Issue.record("\(iso) is not an instant")
            return Instant(secondsSinceEpoch: 0)
        }
        return instant
    }

    // 1990-01-01T00:00Z and 2060-12-31T00:00Z.
    static let from = 631_152_000
    static let through = 2_556_057_600

    /// Every 7 h 13 min 17 s from 1990 to 2060, so the samples fall at all times of day,
    /// including the years after 2037 where the file's POSIX footer rule takes over.
    @Test(arguments: zones)
    func offsetsAgreeWithFoundation(identifier: String) throws {
        let rules = try Self.rules(identifier)
        let zone = try #require(TimeZone(identifier: identifier))
        #expect(rules.identifier == identifier)
        var mismatches = 0
        var samplesAfter2037 = 0
        for t in stride(from: Self.from, through: Self.through, by: 7 * 3600 + 13 * 60 + 17) {
            let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
            let actual = rules.offset(at: Instant(secondsSinceEpoch: t))
            if t > 2_145_916_800 { samplesAfter2037 += 1 }
            if actual != expected {
                mismatches += 1
                if mismatches <= 5 { Issue.record("\(identifier) at \(t): \(actual), Foundation says \(expected)") }
            }
        }
        #expect(mismatches == 0)
        #expect(samplesAfter2037 > 10_000)
    }

    /// At every transition Foundation knows of from 1990 to 2060, a second before and at the transition.
    /// Zones with daylight saving time have two transitions a year (Foundation enumerates them
    /// only through 2050; the sampling test above covers the decade after); São Paulo stopped in 2019.
    @Test(arguments: [("America/New_York", 120), ("Europe/London", 120), ("Asia/Kolkata", 0),
                      ("Australia/Lord_Howe", 120), ("America/Los_Angeles", 120), ("Australia/Sydney", 120),
                      ("America/Sao_Paulo", 55), ("Pacific/Auckland", 120)])
    func transitionsHappenOnTheSameSecondAsFoundations(identifier: String, minimumTransitions: Int) throws {
        let rules = try Self.rules(identifier)
        let zone = try #require(TimeZone(identifier: identifier))
        var date = Date(timeIntervalSince1970: Double(Self.from))
        var transitions = 0
        while let next = zone.nextDaylightSavingTimeTransition(after: date),
              next.timeIntervalSince1970 < Double(Self.through) {
            let t = Int(next.timeIntervalSince1970)
            for probe in [t - 1, t, t + 1] {
                let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(probe)))
                #expect(rules.offset(at: Instant(secondsSinceEpoch: probe)) == expected, "\(identifier) at \(probe)")
            }
            transitions += 1
            date = next
        }
        #expect(transitions >= minimumTransitions)
    }

    @Test func newYorkOffsetsAtKnownInstants() throws {
        let ny = try Self.rules("America/New_York")
        #expect(ny.offset(at: try Self.instant("2026-11-29T12:00Z")) == -5 * 3600)
        #expect(ny.offset(at: try Self.instant("2026-07-01T12:00Z")) == -4 * 3600)
        // 2026: spring forward 2026-03-08 07:00Z, fall back 2026-11-01 06:00Z.
        #expect(ny.offset(at: try Self.instant("2026-03-08T06:59:00Z")) == -5 * 3600)
        #expect(ny.offset(at: try Self.instant("2026-03-08T07:00Z")) == -4 * 3600)
        #expect(ny.offset(at: try Self.instant("2026-11-01T05:59Z")) == -4 * 3600)
        #expect(ny.offset(at: try Self.instant("2026-11-01T06:00Z")) == -5 * 3600)
        // 2050, past the last listed transition: from the footer rule EST5EDT,M3.2.0,M11.1.0.
        #expect(ny.offset(at: try Self.instant("2050-03-13T06:59Z")) == -5 * 3600)
        #expect(ny.offset(at: try Self.instant("2050-03-13T07:00Z")) == -4 * 3600)
        #expect(ny.offset(at: try Self.instant("2050-11-06T05:59Z")) == -4 * 3600)
        #expect(ny.offset(at: try Self.instant("2050-11-06T06:00Z")) == -5 * 3600)
    }

    @Test func lordHoweMovesByHalfAnHour() throws {
        let zone = try Self.rules("Australia/Lord_Howe")
        #expect(zone.offset(at: try Self.instant("2026-07-01T00:00Z")) == 10 * 3600 + 1800)
        #expect(zone.offset(at: try Self.instant("2027-01-01T00:00Z")) == 11 * 3600)
        #expect(zone.offset(at: try Self.instant("2055-01-01T00:00Z")) == 11 * 3600)
        #expect(zone.offset(at: try Self.instant("2055-07-01T00:00Z")) == 10 * 3600 + 1800)
    }

    @Test(arguments: zones)
    func localDateTimeAndInstantRoundTrip(identifier: String) throws {
        let rules = try Self.rules(identifier)
        for t in stride(from: Self.from, through: Self.through, by: 3 * 86_400 + 3_547 * 60) {
            let instant = Instant(secondsSinceEpoch: t)
            let wall = rules.localDateTime(at: instant)
            #expect(wall.minutesSinceEpoch * 60 == t + rules.offset(at: instant), "\(identifier) at \(t)")
            // The instants are whole minutes, so going back gives the same instant,
            // except in an overlap, where the first of the two is chosen.
            let back = rules.instant(at: wall)
            #expect(back == instant || rules.offset(at: back) > rules.offset(at: instant), "\(identifier) at \(t)")
            #expect(rules.localDateTime(at: back) == wall, "\(identifier) at \(t)")
        }
    }

    @Test func localDateTimeAtKnownInstants() throws {
        let ny = try Self.rules("America/New_York")
        #expect(ny.localDateTime(at: try Self.instant("2026-11-29T19:30Z")) == local("2026-11-29T14:30"))
        #expect(ny.localDateTime(at: try Self.instant("2026-11-30T03:15Z")) == local("2026-11-29T22:15"))
        #expect(ny.localDateTime(at: try Self.instant("2026-07-04T16:00Z")) == local("2026-07-04T12:00"))
        // Seconds are dropped, never rounded up.
        #expect(ny.localDateTime(at: try Self.instant("2026-11-29T19:30:59Z")) == local("2026-11-29T14:30"))
        #expect(ny.instant(at: local("2026-11-29T14:30")) == (try Self.instant("2026-11-29T19:30Z")))
        let kolkata = try Self.rules("Asia/Kolkata")
        #expect(kolkata.localDateTime(at: try Self.instant("2026-11-29T19:30Z")) == local("2026-11-30T01:00"))
        #expect(kolkata.instant(at: local("2026-11-30T01:00")) == (try Self.instant("2026-11-29T19:30Z")))
    }

    /// In the spring-forward gap the wall time is read with the offset before the gap.
    @Test func springForwardGapUsesTheOffsetBeforeTheGap() throws {
        let ny = try Self.rules("America/New_York")
        // 2026-03-08: 02:00 EST jumps to 03:00 EDT; 02:30 does not exist.
        let gap = ny.instant(at: local("2026-03-08T02:30"))
        #expect(gap == (try Self.instant("2026-03-08T07:30Z")))  // 02:30 EST
        #expect(ny.localDateTime(at: gap) == local("2026-03-08T03:30"))
        #expect(ny.instant(at: local("2026-03-08T01:59")) == (try Self.instant("2026-03-08T06:59Z")))
        #expect(ny.instant(at: local("2026-03-08T03:00")) == (try Self.instant("2026-03-08T07:00Z")))

        let lordHowe = try Self.rules("Australia/Lord_Howe")
        // 2026-10-04: 02:00 (+10:30) jumps to 02:30 (+11).
        let lhGap = lordHowe.instant(at: local("2026-10-04T02:15"))
        #expect(lhGap == (try Self.instant("2026-10-03T15:45Z")))
        #expect(lordHowe.localDateTime(at: lhGap) == local("2026-10-04T02:45"))
    }

    /// In the fall-back overlap the first of the two instants (daylight time) is chosen.
    @Test func fallBackOverlapChoosesTheFirstInstant() throws {
        let ny = try Self.rules("America/New_York")
        // 2026-11-01: 02:00 EDT falls back to 01:00 EST; 01:30 happens twice.
        #expect(ny.instant(at: local("2026-11-01T01:30")) == (try Self.instant("2026-11-01T05:30Z")))
        #expect(ny.instant(at: local("2026-11-01T00:59")) == (try Self.instant("2026-11-01T04:59Z")))
        #expect(ny.instant(at: local("2026-11-01T02:00")) == (try Self.instant("2026-11-01T07:00Z")))
        // Both instants read 01:30 on the wall.
        #expect(ny.localDateTime(at: try Self.instant("2026-11-01T05:30Z")) == local("2026-11-01T01:30"))
        #expect(ny.localDateTime(at: try Self.instant("2026-11-01T06:30Z")) == local("2026-11-01T01:30"))

        // The same after 2037, from the footer rule: 2050-11-06.
        #expect(ny.instant(at: local("2050-11-06T01:30")) == (try Self.instant("2050-11-06T05:30Z")))
        #expect(ny.instant(at: local("2050-03-13T02:30")) == (try Self.instant("2050-03-13T07:30Z")))

        let lordHowe = try Self.rules("Australia/Lord_Howe")
        // 2026-04-05: 02:00 (+11) falls back to 01:30 (+10:30); 01:45 happens twice.
        #expect(lordHowe.instant(at: local("2026-04-05T01:45")) == (try Self.instant("2026-04-04T14:45Z")))
    }

    @Test func fixedOffsetZones() {
        #expect(ZoneRules.utc.identifier == "UTC")
        #expect(ZoneRules.utc.offset(at: Instant(secondsSinceEpoch: 1_795_000_000)) == 0)
        #expect(ZoneRules.utc.localDateTime(at: Instant(secondsSinceEpoch: 0)) == local("1970-01-01T00:00"))
        #expect(ZoneRules.utc.localDateTime(at: Instant(secondsSinceEpoch: -1)) == local("1969-12-31T23:59"))
        let plus = ZoneRules(identifier: "Plus0530", fixedOffset: 19_800)
        #expect(plus.offset(at: Instant(secondsSinceEpoch: -5_000_000_000)) == 19_800)
        #expect(plus.localDateTime(at: Instant(secondsSinceEpoch: 0)) == local("1970-01-01T05:30"))
        #expect(plus.instant(at: local("1970-01-01T05:30")) == Instant(secondsSinceEpoch: 0))
    }

    /// A file with no transitions at all, only a footer rule (as `zic -b slim` writes for simple zones).
    @Test func footerOnlyFileUsesTheRuleForEveryInstant() throws {
        let rules = try ZoneRules(identifier: "Test/Footer", tzif: Self.tzif(footer: "EST5EDT,M3.2.0,M11.1.0"))
        #expect(rules.offset(at: try Self.instant("2026-01-15T12:00Z")) == -5 * 3600)
        #expect(rules.offset(at: try Self.instant("2026-07-15T12:00Z")) == -4 * 3600)
        #expect(rules.offset(at: try Self.instant("1990-04-01T07:00Z")) == -4 * 3600)  // first Sunday of April under the old rule, March rule here
        #expect(rules.offset(at: try Self.instant("2026-03-08T06:59Z")) == -5 * 3600)
        #expect(rules.offset(at: try Self.instant("2026-03-08T07:00Z")) == -4 * 3600)

        let southern = try ZoneRules(identifier: "Test/South", tzif: Self.tzif(footer: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0"))
        #expect(southern.offset(at: try Self.instant("2026-01-15T00:00Z")) == 11 * 3600)
        #expect(southern.offset(at: try Self.instant("2026-06-15T00:00Z")) == 10 * 3600 + 1800)
        #expect(southern.offset(at: try Self.instant("2026-12-31T20:00Z")) == 11 * 3600)

        let fixed = try ZoneRules(identifier: "Test/Fixed", tzif: Self.tzif(footer: "IST-5:30"))
        #expect(fixed.offset(at: try Self.instant("2026-07-15T12:00Z")) == 19_800)
    }

    /// Footers from hostile files: each number out of its range makes the rule unusable
    /// (the file's last offset stays), never a trap.
    @Test(arguments: [
        "EST5EDT,M13.2.0,M11.1.0", "EST5EDT,M0.2.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,M3.2.7,M11.1.0",
        "EST5EDT,M3.2.0/99999999999999999999,M11.1.0", "EST5EDT,M3.2.0/168,M11.1.0",
        "EST99999999999999999999EDT,M3.2.0,M11.1.0", "EST5:99EDT,M3.2.0,M11.1.0", "EST25EDT,M3.2.0,M11.1.0",
        "EST5EDT,M3..2.0,M11.1.0", "EST5EDT,M003.2.0,M11.1.0",
    ])
    func aFooterOutOfRangeIsNoRule(footer: String) throws {
        let rules = try ZoneRules(identifier: "Test/Hostile", tzif: Self.tzif(footer: footer))
        #expect(rules.offset(at: try Self.instant("2050-07-01T12:00Z")) == 0)
    }

    /// The largest values the ranges allow still give a rule: a change at 167 hours.
    @Test func aFooterAtTheEdgesOfItsRangesIsARule() throws {
        let rules = try ZoneRules(identifier: "Test/Edge", tzif: Self.tzif(footer: "EST5EDT,M3.5.6/167,M12.5.6/-167"))
        // Last Saturday of March 2026 is the 28th; 167 hours later is 2026-04-03T23:00 EST.
        #expect(rules.offset(at: try Self.instant("2026-04-04T03:59Z")) == -5 * 3600)
        #expect(rules.offset(at: try Self.instant("2026-04-04T04:00Z")) == -4 * 3600)
    }

    @Test func rejectsAFileThatIsNotTZif() {
        let text = Array("# This is not a time zone file, it is a text file of some length.\n".utf8)
        #expect(throws: ZoneRulesError.malformed(identifier: "Bad/Zone", reason: "not a TZif file")) {
            try ZoneRules(identifier: "Bad/Zone", tzif: text)
        }
        #expect(throws: ZoneRulesError.malformed(identifier: "Bad/Zone", reason: "not a TZif file")) {
            try ZoneRules(identifier: "Bad/Zone", tzif: [])
        }
    }

    @Test func rejectsAFileTooShortForAHeader() throws {
        let data = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/America/New_York"))
        #expect(throws: ZoneRulesError.malformed(identifier: "America/New_York", reason: "truncated")) {
            try ZoneRules(identifier: "America/New_York", tzif: Array([UInt8](data).prefix(30)))
        }
    }

    @Test(arguments: [44, 60, 500, 1500, 3000])
    func rejectsATruncatedFile(length: Int) throws {
        let data = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/America/New_York"))
        let bytes = [UInt8](data)
        try #require(bytes.count > 3000)
        #expect(throws: ZoneRulesError.malformed(identifier: "America/New_York", reason: "truncated")) {
            try ZoneRules(identifier: "America/New_York", tzif: Array(bytes.prefix(length)))
        }
    }

    @Test func rejectsABadTypeIndex() throws {
        var bytes = Self.tzif(footer: "UTC0", transitions: [(1_000_000, 0)])
        // The only transition's type index sits right after the 8-byte time of the version 2 block.
        let v2 = bytes.indices.filter { $0 > 4 && bytes[$0...].starts(with: Array("TZif2".utf8)) }
        let index = try #require(v2.first) + 44 + 8
        bytes[index] = 5
        #expect(throws: ZoneRulesError.malformed(identifier: "Test/Bad", reason: "bad type index")) {
            try ZoneRules(identifier: "Test/Bad", tzif: bytes)
        }
    }

    /// A file cut inside its footer would lose the rule for the years after 2037 without a word
    /// (New York would stay on EST for ever), so it is refused as truncated.
    @Test func fileCutInsideTheFooterIsRejected() throws {
        let data = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/America/New_York"))
        let cut = Array([UInt8](data).dropLast(5))
        let rules = try? ZoneRules(identifier: "America/New_York", tzif: cut)
        let july2050 = rules?.offset(at: try Self.instant("2050-07-01T12:00Z"))
        #expect(throws: ZoneRulesError.malformed(identifier: "America/New_York", reason: "truncated")) {
            try ZoneRules(identifier: "America/New_York", tzif: cut)
        }
        #expect(july2050 == nil)
    }

    /// RFC 8536 version 1 files (32-bit times, no footer) are read from after their 44-byte header.
    @Test func versionOneFileIsReadCorrectly() {
        // Two types: -05:00 (type 0) until 2000-01-01T00:00Z, then -04:00 (type 1).
        let bytes = Self.tzifVersion1(transitions: [(946_684_800, 1)], offsets: [-18_000, -14_400])
        let rules = try? ZoneRules(identifier: "Test/V1", tzif: bytes)
        let before = rules?.offset(at: Instant(secondsSinceEpoch: 946_684_799))
        let after = rules?.offset(at: Instant(secondsSinceEpoch: 946_684_800))
        #expect(before == -18_000 && after == -14_400, "before \(String(describing: before)), after \(String(describing: after))")
    }

    static func tzifVersion1(transitions: [(Int32, UInt8)], offsets: [Int32]) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
        var out = Array("TZif".utf8) + [UInt8](repeating: 0, count: 16)
        for count in [0, 0, 0, transitions.count, offsets.count, 4] { out += be32(UInt32(count)) }
        for (t, _) in transitions { out += be32(UInt32(bitPattern: t)) }
        for (_, type) in transitions { out.append(type) }
        for offset in offsets { out += be32(UInt32(bitPattern: offset)) + [0, 0] }
        out += Array("EST".utf8) + [0]
        return out
    }

    /// A minimal version 2 TZif file: one local time type (offset 0) and the given transitions
    /// (to type `type`), then `footer`.
    static func tzif(footer: String, transitions: [(Int64, UInt8)] = []) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
        func be64(_ v: Int64) -> [UInt8] { be32(UInt32(truncatingIfNeeded: v >> 32)) + be32(UInt32(truncatingIfNeeded: v)) }
        func block(timeSize: Int) -> [UInt8] {
            var out = Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
            // isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt
            for count in [0, 0, 0, transitions.count, 1, 4] { out += be32(UInt32(count)) }
            for (t, _) in transitions { out += timeSize == 8 ? be64(t) : be32(UInt32(truncatingIfNeeded: t)) }
            for (_, type) in transitions { out.append(type) }
            out += be32(0) + [0, 0]          // utoff 0, isdst 0, desigidx 0
            out += Array("UTC".utf8) + [0]
            return out
        }
        return block(timeSize: 4) + block(timeSize: 8) + [0x0A] + Array(footer.utf8) + [0x0A]
    }
}
