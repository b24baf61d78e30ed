/// A departure moved to another gate before it leaves: the gate it was first given, and the
/// moment the move is made (from which the board shows the new gate).
public struct GateChange: Hashable, Sendable {
    /// The gate announced first.
    public let previous: String
    /// When the board starts to show the new gate, local to the board's airport.
    public let at: LocalDateTime

    /// A move away from `previous`, made at `at`.
    public init(previous: String, at: LocalDateTime) {
        self.previous = previous
        self.at = at
    }
}
