/// Did-you-mean suggestions for mistyped names.
enum Suggestion {
    /// The candidate closest to `input` by edit distance, if close enough to be a typo
    /// (at most a third of the input's length, and at least 1) or if `input` is a prefix of exactly one.
    static func closest(to input: String, among candidates: [String]) -> String? {
        let prefixed = candidates.filter { $0.hasPrefix(input) }
        if !input.isEmpty, prefixed.count == 1 { return prefixed[0] }
        let limit = max(1, input.count / 3)
        let typed = Array(input.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            // The lengths' difference is a lower bound of the distance: a long mistyped
            // argument is not measured against every name.
            guard abs(other.count - typed.count) <= limit else { continue }
            let distance = distance(typed, other)
            if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Damerau–Levenshtein distance (optimal string alignment): transposed letters count as one typo.
    static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.lowercased()), Array(b.lowercased()))
    }

    /// The distance of two lowercased texts, three rows of the table at a time.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforeLast = [Int](repeating: 0, count: b.count + 1)
        var last = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(last[j] + 1, row[j - 1] + 1, last[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforeLast[j - 2] + 1)
                }
            }
            (beforeLast, last, row) = (last, row, beforeLast)
        }
        return last[b.count]
    }
}
