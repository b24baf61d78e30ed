/// A wall-clock time, in minutes after local midnight (0..<1440).
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Minutes after local midnight, 0..<1440.
    public let minutes: Int

    /// Nil unless `hour` is 0..<24 and `minute` 0..<60.
    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        minutes = hour * 60 + minute
    }

    /// Parses `HH:MM` (24-hour, two digits each).
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
        self.init(hour: h, minute: m)
    }

    /// Hour of the day, 0..<24.
    public var hour: Int { minutes / 60 }
    /// Minute of the hour, 0..<60.
    public var minute: Int { minutes % 60 }

    /// `HH:MM`.
    public var description: String { "\(pad2(hour)):\(pad2(minute))" }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}
