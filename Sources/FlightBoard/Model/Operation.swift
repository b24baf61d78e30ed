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
    /// The gate at the board's airport, e.g. `B12`: the last one given, after any change.
    public let gate: String
    /// A move to ``gate`` from the gate first given, when there was one.
    public let gateChange: GateChange?
    /// What its arrival delay was put down to, when the data says (BTS, for arrivals 15+ late).
    public let causes: DelayCauses?
    /// Why it was cancelled, when the data says.
    public let cancellationReason: CancellationReason?

    /// An operation with the given scheduled time, outcome and gate, and what the data adds.
    public init(scheduled: LocalDateTime, outcome: Outcome, gate: String, gateChange: GateChange? = nil,
                causes: DelayCauses? = nil, cancellationReason: CancellationReason? = nil) {
        self.scheduled = scheduled
        self.outcome = outcome
        self.gate = gate
        self.gateChange = gateChange
        self.causes = causes
        self.cancellationReason = cancellationReason
    }

    /// The gate a board shows at `now`: the first one until a change is made.
    public func gate(at now: LocalDateTime) -> String {
        guard let gateChange, now < gateChange.at else { return gate }
        return gateChange.previous
    }

    /// The same operation moved to `gate` at `at`, away from the gate it has.
    public func movingGate(to gate: String, at: LocalDateTime) -> Operation {
        Operation(scheduled: scheduled, outcome: outcome, gate: gate, gateChange: GateChange(previous: self.gate, at: at),
                  causes: causes, cancellationReason: cancellationReason)
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
