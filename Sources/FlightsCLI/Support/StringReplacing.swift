/// Replacing a character without Foundation, which the tool does not load.
extension String {
    func replacingOccurrences(of target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }

    /// The text with the first `target` in it replaced by `replacement`.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
