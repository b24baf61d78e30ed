/// Replacing a character without Foundation, which the tool does not load.
extension String {
    func replacingOccurrences(of target: Character, with replacement: String) -> String {
        var out = ""
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
