/// The text of a one-line field being edited, and the cursor in it.
///
/// The cursor counts characters (grapheme clusters), so it never lands inside "é"
/// or a flag, and a combining accent typed after a letter joins it.
struct LineEditor: Equatable {
    private(set) var text = "" {
        didSet { edits += 1 }
    }
    /// The number of characters before the cursor.
    private(set) var cursor = 0
    /// The number of characters of the text, kept so that typing at the end costs the same
    /// however long the text is (a paste is many keys).
    private(set) var count = 0
    /// How many times the text has changed: a cheap way to tell whether a key changed it.
    private(set) var edits = 0

    /// Inserts `character` at the cursor and moves past it.
    mutating func insert(_ character: Character) {
        if cursor == count {
            let last = text.last
            text.append(character)
            if text.last != character, let last {
                // It joined the character before it, whole (a combining accent) or in part (the
                // first half of a flag after a lone half): counted again from that one alone,
                // since what came before it keeps its boundaries.
                count += (String(last) + String(character)).count - 1
            } else {
                count += 1
            }
            cursor = count
            return
        }
        let before = String(text.prefix(cursor)) + String(character)
        text = before + text.dropFirst(cursor)
        count = text.count
        cursor = min(before.count, count)
    }

    /// Deletes the character before the cursor (Backspace).
    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
        count = text.count
        cursor -= 1
    }

    /// Deletes the character at the cursor (Delete).
    mutating func deleteForward() {
        guard cursor < count else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
        count = text.count
    }

    /// Deletes everything before the cursor (Ctrl-U).
    mutating func deleteToStart() {
        text = String(text.dropFirst(cursor))
        count = text.count
        cursor = 0
    }

    /// Deletes everything from the cursor on (Ctrl-K).
    mutating func deleteToEnd() {
        text = String(text.prefix(cursor))
        count = cursor
    }

    /// Deletes the word before the cursor and the blanks between it and the cursor (Ctrl-W),
    /// words being separated by blanks as in a shell.
    mutating func deleteWordBackward() {
        var start = cursor
        let characters = Array(text)
        while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        text = String(characters[..<start] + characters[cursor...])
        count = text.count
        cursor = start
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(count, cursor + 1) }
    mutating func moveToStart() { cursor = 0 }
    mutating func moveToEnd() { cursor = count }
}
