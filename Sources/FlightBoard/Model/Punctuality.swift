/// How late a flight is, in the classes that drive a board's colours.
///
/// Each class has a word too, so nothing depends on colour alone.
public enum Punctuality: String, Sendable, CaseIterable, Codable {
    /// Early, or at most on schedule.
    case onTime = "on-time"
    /// 1 to 14 minutes late: late, but on time by the US DOT rule.
    case slightlyLate = "slightly-late"
    /// 15 minutes late or more.
    case late
    /// Cancelled or diverted.
    case disrupted

    /// The class of a delay in minutes (negative when early).
    public init(delayMinutes: Int) {
        switch delayMinutes {
        case ..<1: self = .onTime
        case 1..<OnTimeRule.lateThresholdMinutes: self = .slightlyLate
        default: self = .late
        }
    }

    /// Late by the US DOT rule (see ``OnTimeRule``): 15 minutes or more, cancelled or
    /// diverted: what a board's late filter keeps, and, once flown, what the statistics
    /// count as not on time.
    public var isLate: Bool {
        self == .late || self == .disrupted
    }
}
