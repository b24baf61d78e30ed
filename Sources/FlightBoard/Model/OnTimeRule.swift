/// The US DOT on-time rule: a flight is on time when it arrives (or, for departure
/// statistics, departs) less than 15 minutes after its schedule. Exactly 15 minutes
/// late is late; cancelled and diverted flights are never on time.
public enum OnTimeRule {
    /// The first delay, in minutes, that counts as late.
    public static let lateThresholdMinutes = 15

    /// Whether a flight that operated with this delay counts as on time.
    public static func isOnTime(delayMinutes: Int) -> Bool {
        delayMinutes < lateThresholdMinutes
    }
}
