/// A point in time: whole seconds since 1970-01-01 00:00 UTC.
public struct Instant: Hashable, Comparable, Sendable {
    /// Seconds since 1970-01-01 00:00 UTC, negative before it; leap seconds not counted.
    public let secondsSinceEpoch: Int

    /// The instant `secondsSinceEpoch` seconds after 1970-01-01 00:00 UTC (before it when negative).
    public init(secondsSinceEpoch: Int) {
        self.secondsSinceEpoch = secondsSinceEpoch
    }

    /// Earlier instants first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
    }
}
