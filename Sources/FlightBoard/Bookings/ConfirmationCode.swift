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
        text.count == 6 && text.uppercased().allSatisfy(alphabet.contains)
    }
}
