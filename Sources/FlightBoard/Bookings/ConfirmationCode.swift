/// Six-character booking references, like airlines print on boarding passes.
public enum ConfirmationCode {
    /// Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L).
    static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")

    /// A code derived from `seed` (the record's contents and time), different from every code in `taken`.
    /// Deterministic, so a test can pin it; a collision moves on to the next candidate.
    public static func make(seed: String, avoiding taken: Set<String>) -> String {
        var attempt = 0
        while true {
            var random = SeededRandom(key: "\(seed)|\(attempt)")
            let code = String((0..<6).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            if !taken.contains(code) { return code }
            attempt += 1
        }
    }

    /// Whether `text` has the shape of a code (case-insensitive).
    public static func isWellFormed(_ text: String) -> Bool {
        problem(with: text) == nil
    }

    /// Why `text` cannot be a code, in words a user can act on; nil when it has the shape of one.
    public static func problem(with text: String) -> String? {
        guard text.count == 6 else {
            return "a confirmation code has 6 characters, not \(text.count)"
        }
        var foreign: [Character] = []
        for character in text.uppercased() where !alphabet.contains(character) && !foreign.contains(character) {
            foreign.append(character)
        }
        guard foreign.isEmpty else {
            let listed = foreign.map { "'\($0)'" }.joined(separator: ", ")
            return "a confirmation code has only the letters A to Z without I, L and O, and the digits 2 to 9 (never 0 or 1), so it has no \(listed)"
        }
        return nil
    }
}
