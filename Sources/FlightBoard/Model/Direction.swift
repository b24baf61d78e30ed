/// Whether a flight arrives at the board's airport or departs from it.
public enum Direction: String, Hashable, Sendable, CaseIterable, Codable {
    case arrival
    case departure
}
