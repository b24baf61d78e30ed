/// The minutes of one late arrival put down to each ``DelayCause``, as BTS reports them for
/// arrivals 15 or more minutes late (they sum to the arrival delay).
public struct DelayCauses: Hashable, Sendable {
    /// Minutes by cause, in ``DelayCause/allCases``'s order.
    public let minutes: [Int]

    /// The minutes of each cause, in ``DelayCause/allCases``'s order (5 values).
    public init(minutes: [Int]) {
        precondition(minutes.count == DelayCause.allCases.count, "one figure per cause")
        self.minutes = minutes
    }
}
