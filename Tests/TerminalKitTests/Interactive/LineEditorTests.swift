@testable import TerminalKit
import Testing

/// The count the editor keeps for its text, so that typing at the end costs the same however
/// long the text is, against the text's own count when what is typed joins what is there.
@Suite struct LineEditorTests {
    private func typed(_ characters: [Character]) -> LineEditor {
        var editor = LineEditor()
        for character in characters { editor.insert(character) }
        return editor
    }

    /// Found by the LineEditor fuzz target: a lone regional indicator (🇺), then a flag typed at
    /// once (🇺🇸, one character of two indicators): the first half pairs with the lone one
    /// (🇺🇺) and the second stands alone (🇸), two characters where one more was counted as none.
    @Test func aFlagAfterALoneHalfCountsTheHalfItLeavesAlone() {
        let editor = typed(["\u{1F1FA}", "\u{1F1FA}\u{1F1F8}"])
        #expect(editor.text.count == 2)
        #expect(editor.count == 2)
        #expect(editor.cursor == 2)
    }

    @Test func aCombiningAccentJoinsTheLetterBeforeIt() {
        let editor = typed(["e", "\u{301}", "x"])
        #expect(editor.text == "\u{E9}x")
        #expect(editor.count == 2)
        #expect(editor.cursor == 2)
    }

    @Test func twoHalvesTypedOneByOneMakeOneFlag() {
        let editor = typed(["a", "\u{1F1FA}", "\u{1F1F8}", "\u{1F1FA}"])
        #expect(editor.text.count == 3)
        #expect(editor.count == 3)
    }
}
