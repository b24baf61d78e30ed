import Testing
import TerminalKit

/// A paste into a text field: taken whole before the field is drawn again, and cut at the
/// field's length with a note, so that its cost grows with its length, not its square.
@Suite struct PastedTextTests {
    @Test func aPasteIsDrawnOnceAndCutAtTheFieldsLengthWithANote() throws {
        let pasted = String(repeating: "Ada Lovelace ", count: 1_000)
        let terminal = ScriptedTerminal(events: [.paste(pasted), .key(.enter)], size: TerminalSize(columns: 60, rows: 10))
        let prompt = TextPrompt(title: "Passenger name", maximumLength: 40)
        #expect(try prompt.run(on: terminal) == String(pasted.prefix(40)))
        // The empty field, the field after the 13,000 keys of the paste, the answer: three frames.
        #expect(terminal.frames.count == 3)
        #expect(terminal.frames[1] == """
            ? Passenger name
            › Ada Lovelace Ada Lovelace Ada Lovelace A
              At most 40 characters: the rest was left out.
            enter submit · esc cancel
            """)
    }

    @Test func theNoteGoesOnceTheTextIsEdited() throws {
        let terminal = ScriptedTerminal(events: [.paste("abcdef"), .key(.backspace), .key(.enter)],
                                        size: TerminalSize(columns: 60, rows: 10))
        #expect(try TextPrompt(title: "Code", maximumLength: 4).run(on: terminal) == "abc")
        #expect(terminal.frames[1].contains("At most 4 characters"))
        #expect(!terminal.frames[2].contains("At most 4 characters"))
    }

    @Test func withoutALimitALongPasteIsTakenWholeInOneFrame() throws {
        let pasted = String(repeating: "x", count: 50_000)
        let terminal = ScriptedTerminal(events: [.paste(pasted), .key(.enter)], size: TerminalSize(columns: 60, rows: 10))
        #expect(try TextPrompt(title: "Anything").run(on: terminal).count == 50_000)
        #expect(terminal.frames.count == 3)
    }
}
