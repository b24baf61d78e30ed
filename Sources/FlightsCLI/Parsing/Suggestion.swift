/// Did-you-mean suggestions for mistyped names.
enum Suggestion {
    /// The candidate closest to `input` by edit distance, if close enough to be a typo
    /// (at most a third of the input's length, and at least 1) or if `input` is a prefix of exactly one.
    static func closest(to input: String, among candidates: [String]) -> String? {
        let prefixed = candidates.filter { $0.hasPrefix(input) }
        if !input.isEmpty, prefixed.count == 1 { return prefixed[0] }
        let limit = max(1, input.count / 3)
        let scored = candidates.map { ($0, distance(input, $0)) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Damerau–Levenshtein distance (optimal string alignment): transposed letters count as one typo.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
