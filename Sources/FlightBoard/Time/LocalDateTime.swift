/// A date and wall-clock time at one place, to the minute, with no time zone attached.
///
/// All board times are local to the airport whose board it is; differences between
/// them are plain minute arithmetic on ``minutesSinceEpoch``.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Minutes since 1970-01-01 00:00 local time.
    public let minutesSinceEpoch: Int

    /// The time `minutesSinceEpoch` minutes after 1970-01-01 00:00 local (before it when negative).
    public init(minutesSinceEpoch: Int) {
        self.minutesSinceEpoch = minutesSinceEpoch
    }

    /// `time` on `date`.
    public init(date: CivilDate, time: TimeOfDay) {
        minutesSinceEpoch = date.daysSinceEpoch * 1440 + time.minutes
    }

    /// Parses `YYYY-MM-DDTHH:MM` (a space may replace the `T`).
    public init?(parsing text: some StringProtocol) {
        let separator = text.firstIndex(where: { $0 == "T" || $0 == " " })
        guard let separator,
              let date = CivilDate(parsing: text[..<separator]),
              let time = TimeOfDay(parsing: text[text.index(after: separator)...]) else { return nil }
        self.init(date: date, time: time)
    }

    /// The local calendar day.
    public var date: CivilDate {
        CivilDate(daysSinceEpoch: minutesSinceEpoch.floorDiv(1440))
    }

    /// The days from 1970-01-01 to ``date``, without making the date.
    public var daysSinceEpoch: Int { minutesSinceEpoch.floorDiv(1440) }

    /// The wall-clock time within ``date``.
    public var time: TimeOfDay {
        let m = minutesSinceEpoch.floorMod(1440)
        return TimeOfDay(hour: m / 60, minute: m % 60)!
    }

    /// The time `minutes` later (earlier when negative), by plain arithmetic: no clock changes apply.
    public func adding(minutes: Int) -> LocalDateTime {
        LocalDateTime(minutesSinceEpoch: minutesSinceEpoch + minutes)
    }

    /// Whole minutes from `other` to `self` (positive when `self` is later).
    public func minutes(since other: LocalDateTime) -> Int {
        minutesSinceEpoch - other.minutesSinceEpoch
    }

    /// `YYYY-MM-DDTHH:MM`.
    public var description: String { "\(date)T\(time)" }

    /// Orders by date, then time.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        lhs.minutesSinceEpoch < rhs.minutesSinceEpoch
    }
}

extension Int {
    func floorDiv(_ d: Int) -> Int { (self >= 0 ? self : self - d + 1) / d }
    func floorMod(_ d: Int) -> Int { self - floorDiv(d) * d }
}
