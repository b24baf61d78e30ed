/// A calendar date in the proleptic Gregorian calendar, with no time zone.
///
/// Boards are per local day at an airport, so dates are kept as plain
/// year-month-day values and converted to instants only through ``ZoneRules``.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Astronomical year number: 0 is 1 BC, and earlier years are negative.
    public let year: Int
    /// 1...12.
    public let month: Int
    /// Day of the month, 1 up to the month's length.
    public let day: Int

    /// Creates a date, or returns nil when the month or day is out of range. Any year
    /// is accepted (arithmetic near the ends of the calendar must not fail); parsing
    /// takes four-digit years only.
    public init?(year: Int, month: Int, day: Int) {
        guard (-1_000_000...1_000_000).contains(year), (1...12).contains(month),
              (1...CivilDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`: four ASCII digits, a dash, two, a dash, two.
    @inlinable
    public init?(parsing text: some StringProtocol) {
        // Byte by byte, without splitting: every command that takes --date parses one.
        var fields = (year: 0, month: 0, day: 0)
        var position = 0
        for byte in text.utf8 {
            guard position < 10 else { return nil }
            if position == 4 || position == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
            } else {
                guard byte &- UInt8(ascii: "0") < 10 else { return nil }
                let digit = Int(byte &- UInt8(ascii: "0"))
                switch position {
                case ..<4: fields.year = fields.year * 10 + digit
                case ..<7: fields.month = fields.month * 10 + digit
                default: fields.day = fields.day * 10 + digit
                }
            }
            position += 1
        }
        guard position == 10, fields.year >= 1 else { return nil }
        self.init(year: fields.year, month: fields.month, day: fields.day)
    }

    /// Creates the date that is `days` days after 1970-01-01.
    public init(daysSinceEpoch days: Int) {
        // Howard Hinnant's civil_from_days: exact for every date in range, no tables.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    /// Days since 1970-01-01 (negative before it).
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// ISO 8601 weekday: 1 is Monday, 7 is Sunday.
    public var weekday: Int {
        let d = (daysSinceEpoch + 3) % 7  // 1970-01-01 was a Thursday (ISO 4).
        return (d < 0 ? d + 7 : d) + 1
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        guard (0..<10_000).contains(year) else { return "\(pad4(year))-\(pad2(month))-\(pad2(day))" }
        // Written digit by digit: the simulation names a date in the seed of every flight it makes.
        return String(unsafeUninitializedCapacity: 10) { text in
            func digit(_ value: Int) -> UInt8 { UInt8(truncatingIfNeeded: 0x30 + value) }
            (text[0], text[1], text[2], text[3]) = (digit(year / 1000), digit(year / 100 % 10), digit(year / 10 % 10), digit(year % 10))
            (text[4], text[5], text[6]) = (UInt8(ascii: "-"), digit(month / 10), digit(month % 10))
            (text[7], text[8], text[9]) = (UInt8(ascii: "-"), digit(day / 10), digit(day % 10))
            return 10
        }
    }

    /// Orders by year, then month, then day.
    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// How many days `month` (1 to 12) of `year` has, leap years counted.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

func pad2(_ n: Int) -> String {
    // Every time on every board goes through here: two digits need no interpolation.
    guard (0..<100).contains(n) else { return "\(n)" }
    return String(unsafeUninitializedCapacity: 2) { digits in
        digits[0] = UInt8(0x30 + n / 10)
        digits[1] = UInt8(0x30 + n % 10)
        return 2
    }
}
func pad4(_ n: Int) -> String { String(repeating: "0", count: max(0, 4 - String(n).count)) + "\(n)" }
