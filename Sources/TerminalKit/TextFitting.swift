/// Shortens `text` to at most `width` columns, ending it with `ellipsis` when
/// anything was cut. Grapheme clusters are never split, so a wide character
/// that would straddle the limit is dropped and the result may be one column
/// narrower than `width`. Text that already fits is returned unchanged;
/// a `width` of 0 or less gives "".
public func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    guard DisplayWidth.of(text) > width else { return text }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    guard ellipsisWidth <= width else { return truncate(ellipsis, toWidth: width, ellipsis: "") }
    return prefix(of: text, fittingWidth: width - ellipsisWidth) + ellipsis
}

/// Widens `text` with spaces to `width` columns, on the side opposite
/// `alignment`. Text already that wide or wider is returned unchanged.
public func pad(_ text: String, toWidth width: Int, alignment: Alignment) -> String {
    let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    switch alignment {
    case .left: return text + padding
    case .right: return padding + text
    }
}

private func prefix(of text: String, fittingWidth width: Int) -> String {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
        used += DisplayWidth.of(text[index])
        guard used <= width else { break }
        end = text.index(after: index)
    }
    return String(text[..<end])
}
