/// A wall-clock time, in minutes after local midnight (0..<1440).
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Minutes after local midnight, 0..<1440.
    public let minutes: Int

    /// Nil unless `hour` is 0..<24 and `minute` 0..<60.
    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        minutes = hour * 60 + minute
    }

    /// The time `minutes` after midnight, unchecked: it must be 0..<1440.
    init(minutesAfterMidnight minutes: Int) {
        self.minutes = minutes
    }

    /// Parses `HH:MM` (24-hour, two digits each).
    public init?(parsing text: some StringProtocol) {
        // Bytes, not Characters: every airport file has hundreds of times to read at start-up.
        let bytes = Array(text.utf8)
        func digit(_ i: Int) -> Int? {
            (0x30...0x39).contains(bytes[i]) ? Int(bytes[i] - 0x30) : nil
        }
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
              let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), let m2 = digit(4) else { return nil }
        self.init(hour: h1 * 10 + h2, minute: m1 * 10 + m2)
    }

    /// Hour of the day, 0..<24.
    public var hour: Int { minutes / 60 }
    /// Minute of the hour, 0..<60.
    public var minute: Int { minutes % 60 }

    /// `HH:MM`.
    public var description: String {
        // Written byte by byte into a small string: a day's board at a hub prints a thousand
        // times, and interpolating them cost as much as reading the flights.
        String(unsafeUninitializedCapacity: 5) { text in
            let hour = hour, minute = minute
            text[0] = UInt8(0x30 + hour / 10)
            text[1] = UInt8(0x30 + hour % 10)
            text[2] = UInt8(ascii: ":")
            text[3] = UInt8(0x30 + minute / 10)
            text[4] = UInt8(0x30 + minute % 10)
            return 5
        }
    }

    /// Earlier in the day first.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}
