/// The text of a one-line field being edited, and the cursor in it.
///
/// The cursor counts characters (grapheme clusters), so it never lands inside "é"
/// or a flag, and a combining accent typed after a letter joins it.
struct LineEditor: Equatable {
    private(set) var text = ""
    /// The number of characters before the cursor.
    private(set) var cursor = 0

    /// Inserts `character` at the cursor and moves past it.
    mutating func insert(_ character: Character) {
        let before = String(text.prefix(cursor)) + String(character)
        text = before + text.dropFirst(cursor)
        // The new character may have joined the one before it.
        cursor = min(before.count, text.count)
    }

    /// Deletes the character before the cursor (Backspace).
    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
        cursor -= 1
    }

    /// Deletes the character at the cursor (Delete).
    mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: text.index(text.startIndex, offsetBy: cursor))
    }

    /// Deletes everything before the cursor (Ctrl-U).
    mutating func deleteToStart() {
        text = String(text.dropFirst(cursor))
        cursor = 0
    }

    /// Deletes everything from the cursor on (Ctrl-K).
    mutating func deleteToEnd() {
        text = String(text.prefix(cursor))
    }

    /// Deletes the word before the cursor and the blanks between it and the cursor (Ctrl-W),
    /// words being separated by blanks as in a shell.
    mutating func deleteWordBackward() {
        var start = cursor
        let characters = Array(text)
        while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
        while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
        text = String(characters[..<start] + characters[cursor...])
        cursor = start
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    mutating func moveToStart() { cursor = 0 }
    mutating func moveToEnd() { cursor = text.count }
}
