/// What happened, or will happen, to one flight on one day: the full truth,
/// of which a board shows only what is known at its clock (see ``Flight``).
public struct Operation: Hashable, Sendable {
    /// The outcome of the day's flight.
    public enum Outcome: Hashable, Sendable {
        /// Left (departures) or landed (arrivals) at this local time.
        case operated(at: LocalDateTime)
        /// Landed elsewhere. For departures the time is when it left; for arrivals,
        /// when it was expected before the diversion.
        case diverted(at: LocalDateTime)
        /// Did not fly.
        case cancelled
    }

    /// The scheduled time, local to the board's airport.
    public let scheduled: LocalDateTime
    /// What happened, or will, whether or not a board knows it yet.
    public let outcome: Outcome
    /// The gate at the board's airport, e.g. `B12`.
    public let gate: String
    /// What its arrival delay was put down to, when the data says (BTS, for arrivals 15+ late).
    public let causes: DelayCauses?
    /// Why it was cancelled, when the data says.
    public let cancellationReason: CancellationReason?

    /// An operation with the given scheduled time, outcome and gate, and what the data adds.
    public init(scheduled: LocalDateTime, outcome: Outcome, gate: String, causes: DelayCauses? = nil,
                cancellationReason: CancellationReason? = nil) {
        self.scheduled = scheduled
        self.outcome = outcome
        self.gate = gate
        self.causes = causes
        self.cancellationReason = cancellationReason
    }

    /// The actual (or last expected) time, nil when cancelled.
    public var actual: LocalDateTime? {
        switch outcome {
        case .operated(let t), .diverted(let t): t
        case .cancelled: nil
        }
    }

    /// Minutes between schedule and the actual time; nil when cancelled.
    public var delayMinutes: Int? {
        actual.map { $0.minutes(since: scheduled) }
    }

    /// On time by the US DOT rule (see ``OnTimeRule``).
    public var isOnTime: Bool {
        guard case .operated(let t) = outcome else { return false }
        return OnTimeRule.isOnTime(delayMinutes: t.minutes(since: scheduled))
    }
}
