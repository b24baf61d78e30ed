/// A point in time: whole seconds since 1970-01-01 00:00 UTC.
public struct Instant: Hashable, Comparable, Sendable {
    /// Seconds since 1970-01-01 00:00 UTC, negative before it; leap seconds not counted.
    public let secondsSinceEpoch: Int

    public init(secondsSinceEpoch: Int) {
        self.secondsSinceEpoch = secondsSinceEpoch
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
    }
}
