/// The rules for a passenger's name as airlines take it at check-in.
public enum PassengerName {
    /// The longest name accepted, in characters (what fits on a boarding pass).
    public static let maximumLength = 40

    /// Why `name` is not acceptable, or nil when it is. Letters of any script are
    /// accepted, with spaces, hyphens, apostrophes and full stops between them;
    /// at least two letters are needed.
    public static func problem(with name: String) -> String? {
        let trimmed = name.trimmingSpaces
        if trimmed.isEmpty { return "Enter the passenger's name as on the ID." }
        if trimmed.count > maximumLength { return "Use at most \(maximumLength) characters." }
        let allowed: Set<Character> = [" ", "-", "'", "’", "."]
        if let bad = trimmed.first(where: { !$0.isLetter && !allowed.contains($0) }) {
            let shown = bad.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control } ? "'\(bad)'" : "a control character"
            return "Names have letters, spaces, hyphens, apostrophes and full stops only, not \(shown)."
        }
        if trimmed.filter(\.isLetter).count < 2 { return "Enter at least two letters." }
        return nil
    }

    /// The name as stored: trimmed, inner runs of spaces made single.
    public static func normalized(_ name: String) -> String {
        name.trimmingSpaces.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
