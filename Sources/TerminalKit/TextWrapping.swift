/// Breaks `text` into lines of at most `width` display columns, at spaces.
/// A word longer than the width gets a line of its own, cut to fit; with
/// `breakingLongWords`, it goes on over as many lines as it takes instead, for
/// words that must be read whole (a link, a code).
public func wrap(_ text: String, width: Int, breakingLongWords: Bool = false) -> [String] {
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
            if breakingLongWords {
                if lineWidth > 0 { lines.append(String(line.dropLast())) }
                var piece = ""
                var pieceWidth = 0
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if pieceWidth + characterWidth > width, !piece.isEmpty {
                        lines.append(piece)
                        (piece, pieceWidth) = ("", 0)
                    }
                    piece.append(character)
                    pieceWidth += characterWidth
                }
                (line, lineWidth) = (piece, pieceWidth)
                continue
            }
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

/// Lays `items` out in lines of at most `width` display columns, joined by
/// `separator`, breaking only between items, so a phrase such as
/// `9 cancelled` or a legend entry stays whole. An item wider than the width
/// is wrapped at its spaces by ``wrap(_:width:)``, on lines of its own.
public func wrap(items: [String], separator: String, width: Int) -> [String] {
    let width = max(1, width)
    let separatorWidth = DisplayWidth.of(separator)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for item in items {
        let itemWidth = DisplayWidth.of(item)
        if lineWidth > 0, lineWidth + separatorWidth + itemWidth <= width {
            line += separator + item
            lineWidth += separatorWidth + itemWidth
            continue
        }
        if lineWidth > 0 { lines.append(line) }
        if itemWidth > width {
            lines += wrap(item, width: width)
            line = ""
            lineWidth = 0
        } else {
            line = item
            lineWidth = itemWidth
        }
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
}
