/// The POSIX `TZ` rule at the end of a TZif file (e.g. `EST5EDT,M3.2.0,M11.1.0`),
/// which gives the offsets for years after the file's last listed transition.
/// Only the `Mm.w.d` form of the change dates is supported; it is what tzdata emits
/// for every zone that still observes daylight saving time.
///
/// The text comes from a file, so every number is checked against the ranges of
/// RFC 8536 before it is used: a rule out of range is no rule, never a trap.
struct PosixZoneRule: Sendable {
    let standardOffset: Int
    let daylight: (offset: Int, start: ChangeDate, end: ChangeDate)?

    struct ChangeDate: Sendable {
        let month: Int, week: Int, weekday: Int, secondsAfterMidnight: Int

        /// Local date-time of the change in `year`, as seconds since the epoch on the wall clock;
        /// nil for a year out of the calendar's range.
        func wallSeconds(in year: Int) -> Int? {
            guard let first = CivilDate(year: year, month: month, day: 1) else { return nil }
            let firstWeekday = first.weekday % 7  // POSIX counts Sunday as 0.
            var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            let length = CivilDate.daysIn(month: month, year: year)
            while day > length { day -= 7 }
            return (first.daysSinceEpoch + day - 1) * 86_400 + secondsAfterMidnight
        }
    }

    init?(parsing text: String) {
        var scanner = Substring(text)
        guard PosixZoneRule.skipName(&scanner), let std = PosixZoneRule.offset(&scanner) else { return nil }
        standardOffset = -std
        if scanner.isEmpty {
            daylight = nil
            return
        }
        guard PosixZoneRule.skipName(&scanner) else { return nil }
        var dstOffset = standardOffset + 3600
        if let first = scanner.first, first != "," {
            guard let parsed = PosixZoneRule.offset(&scanner) else { return nil }
            dstOffset = -parsed
        }
        guard scanner.popFirst() == ",", let start = PosixZoneRule.change(&scanner),
              scanner.popFirst() == ",", let end = PosixZoneRule.change(&scanner), scanner.isEmpty else { return nil }
        daylight = (dstOffset, start, end)
    }

    func offset(at t: Int) -> Int {
        guard let daylight else { return standardOffset }
        let year = CivilDate(daysSinceEpoch: (t + standardOffset).floorDiv(86_400)).year
        // Start is given in standard time, end in daylight time.
        guard let startWall = daylight.start.wallSeconds(in: year),
              let endWall = daylight.end.wallSeconds(in: year) else { return standardOffset }
        let start = startWall - standardOffset
        let end = endWall - daylight.offset
        let inside = start < end ? (t >= start && t < end) : (t >= start || t < end)
        return inside ? daylight.offset : standardOffset
    }

    private static func skipName(_ s: inout Substring) -> Bool {
        if s.first == "<" {
            guard let close = s.firstIndex(of: ">") else { return false }
            s = s[s.index(after: close)...]
            return true
        }
        let name = s.prefix { $0.isLetter }
        guard name.count >= 3 else { return false }
        s = s.dropFirst(name.count)
        return true
    }

    /// `[+-]hh[:mm[:ss]]` as seconds, the hours at most `maximumHours`: 24 for a zone's
    /// offset, 167 for the time of a change (RFC 8536, section 3.3.1).
    private static func offset(_ s: inout Substring, maximumHours: Int = 24) -> Int? {
        var sign = 1
        if s.first == "+" || s.first == "-" { sign = s.removeFirst() == "-" ? -1 : 1 }
        guard let seconds = clock(&s, maximumHours: maximumHours) else { return nil }
        return sign * seconds
    }

    private static func clock(_ s: inout Substring, maximumHours: Int) -> Int? {
        var total = 0
        for (i, (scale, maximum)) in [(3600, maximumHours), (60, 59), (1, 59)].enumerated() {
            if i > 0 { guard s.first == ":" else { break }; s.removeFirst() }
            let digits = s.prefix { $0.isASCII && $0.isNumber }
            guard (1...3).contains(digits.count), let value = Int(digits), value <= maximum else { return nil }
            s = s.dropFirst(digits.count)
            total += value * scale
        }
        return total
    }

    private static func change(_ s: inout Substring) -> ChangeDate? {
        guard s.popFirst() == "M" else { return nil }
        let fields = s.prefix { $0 != "/" && $0 != "," }
        s = s.dropFirst(fields.count)
        let texts = fields.split(separator: ".", omittingEmptySubsequences: false)
        let parts = texts.compactMap { $0.count <= 2 ? Int($0) : nil }
        guard texts.count == 3, parts.count == 3, (1...12).contains(parts[0]), (1...5).contains(parts[1]), (0...6).contains(parts[2]) else {
            return nil
        }
        var time = 7200
        if s.first == "/" {
            s.removeFirst()
            guard let parsed = offset(&s, maximumHours: 167) else { return nil }
            time = parsed
        }
        return ChangeDate(month: parts[0], week: parts[1], weekday: parts[2], secondsAfterMidnight: time)
    }
}
