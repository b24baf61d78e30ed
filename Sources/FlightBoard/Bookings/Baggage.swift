/// Checked bags per passenger, as the check-in flow takes them.
public enum Baggage {
    /// The most checked bags one passenger can declare online.
    public static let maximum = 3

    /// Parses a bag count, or says why it is not one.
    public static func parse(_ text: String) -> Result<Int, BaggageError> {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let count = Int(trimmed) else {
            return .failure(BaggageError(message: "Enter a number of bags from 0 to \(maximum)."))
        }
        guard count <= maximum else {
            return .failure(BaggageError(message: "At most \(maximum) bags can be checked online; more need the airline's desk."))
        }
        return .success(count)
    }
}

/// A bag count that is not acceptable.
public struct BaggageError: Error, Equatable, Sendable {
    /// A sentence for the user saying what is accepted.
    public let message: String
}
