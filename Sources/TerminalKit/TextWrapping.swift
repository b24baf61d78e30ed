/// Breaks `text` into lines of at most `width` display columns, at spaces.
/// A word longer than the width gets a line of its own, cut to fit.
public func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
        let word = String(word)
        let wordWidth = DisplayWidth.of(word)
        if lineWidth > 0, lineWidth + 1 + wordWidth > width {
            lines.append(line)
            line = ""
            lineWidth = 0
        }
        if lineWidth > 0 {
            line += " "
            lineWidth += 1
        }
        if wordWidth > width {
            line += truncate(word, toWidth: width)
            lines.append(line)
            line = ""
            lineWidth = 0
            continue
        }
        line += word
        lineWidth += wordWidth
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
}
