// fuzz.sh: -max_len=4096
// Fuzzes a text field as a terminal's bytes reach it: decoded into keys (typing, pastes,
// accents and flags that join the character before them, CR LF, controls, escape sequences)
// and given to a text prompt with a length limit, its frame drawn after every key at a width.
// The first byte gives the limit (1 to 64 characters), the second the width (4 to 80: the
// field's mark, a character and the cell after it; narrower, the prompt does not fit at all).
// Invariants: the count the editor keeps for its text is the text's (so typing at the end
// stays cheap without drifting); the cursor stays within the text; the text never passes the
// limit; the field's cursor is drawn within the width; an answer is the text typed.
@testable import TerminalKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 2 else { return 0 }
    let limit = Int(data[0] % 64) + 1
    let width = Int(data[1] % 77) + 4
    let prompt = TextPrompt(title: "Passenger name", maximumLength: limit)
    var field = prompt.initialState
    var decoder = KeyDecoder()
    decoder.append(UnsafeBufferPointer(start: data + 2, count: size - 2))
    while let key = decoder.nextKey(moreMayFollow: false) {
        let typed = field.editor.text
        let step = prompt.handle(&field, key)
        let editor = field.editor
        check(editor.count == editor.text.count, "count \(editor.count) kept for a text of \(editor.text.count)")
        check(editor.cursor >= 0 && editor.cursor <= editor.count, "cursor \(editor.cursor) outside 0...\(editor.count)")
        check(editor.count <= limit, "\(editor.count) characters past the limit of \(limit)")
        var shown = field
        let frame = prompt.frame(&shown, size: TerminalSize(columns: width, rows: 4))
        if let cursor = frame.cursor { check(cursor.column < width, "cursor drawn at column \(cursor.column) of \(width)") }
        switch step {
        case .answer(let value, _):
            check(value == typed, "answered \(value.debugDescription) for \(typed.debugDescription)")
            return 0
        case .fail: return 0
        case .next: continue
        }
    }
    return 0
}

/// A broken invariant is a finding: the fuzzer records the input that broke it.
func check(_ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(what())") }
}
