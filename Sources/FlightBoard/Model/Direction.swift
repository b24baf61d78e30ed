/// Whether a flight arrives at the board's airport or departs from it.
public enum Direction: String, Hashable, Sendable, CaseIterable, Codable {
    /// Comes in to the board's airport from another.
    case arrival
    /// Leaves the board's airport for another.
    case departure
}
