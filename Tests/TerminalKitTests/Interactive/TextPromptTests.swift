import Testing
import TerminalKit

@Suite struct TextPromptTests {
    let name = TextPrompt(
        title: "Passenger name",
        placeholder: "Ada Lovelace",
        validate: { $0.isEmpty ? "Enter a name." : nil }
    )
    let seat = TextPrompt(title: "Seat", defaultValue: "12A")

    private func typing(_ text: String) -> [Key] {
        text.map(Key.character)
    }

    // MARK: Interactive

    @Test func editsTextWithTheCursorWhereItIsTyped() throws {
        let terminal = ScriptedTerminal(keys: typing("Gace") + [.left, .left, .left, .character("r"), .enter])
        #expect(try name.run(on: terminal) == "Grace")
        #expect(terminal.frames[0] == """
            ? Passenger name
            › Ada Lovelace
            enter submit · esc cancel
            """)
        #expect(terminal.frames[4] == """
            ? Passenger name
            › Gace
            enter submit · esc cancel
            """)
        #expect(terminal.frames.last == "✔ Passenger name › Grace")
    }

    @Test func showsTheCursorInTheField() throws {
        let terminal = ScriptedTerminal(keys: typing("Ada") + [.left, .escape])
        #expect(throws: PromptError.cancelled) { try name.run(on: terminal) }
        // The frame before Esc: the cursor on the "a", and shown.
        #expect(terminal.output.contains("› Ada\nenter submit · esc cancel\u{1B}[1A\u{1B}[5G"))
        #expect(terminal.output.hasPrefix("? Passenger name\n› Ada Lovelace\nenter submit · esc cancel\u{1B}[1A\u{1B}[3G\u{1B}[?25h"))
        // Leaving hides it again; leaving raw mode shows the terminal's own.
        #expect(terminal.output.hasSuffix("✗ Passenger name › Cancelled\n\u{1B}[?25l"))
        #expect(terminal.isCursorVisible)
    }

    @Test func placesTheCursorWithinTheFrame() throws {
        let terminal = ScriptedTerminal(keys: typing("東京") + [.left, .interrupt])
        #expect(throws: PromptError.interrupted) { try name.run(on: terminal) }
        #expect(terminal.frames[3] == """
            ? Passenger name
            › 東京
            enter submit · esc cancel
            """)
    }

    @Test func deletesWithBackspaceAndDeleteAndMovesWithHomeAndEnd() throws {
        let keys = typing("xAday") + [.backspace, .home, .delete, .end, .character("!"), .enter]
        #expect(try name.run(on: ScriptedTerminal(keys: keys)) == "Ada!")
    }

    /// Ctrl-W, Ctrl-U and Ctrl-K as in readline and the shells.
    @Test func deletesAWordTheStartOrTheEndOfTheLine() throws {
        let word = typing("Ada Lovelace  ") + [.deleteWordBackward] + typing("Byron") + [.enter]
        #expect(try name.run(on: ScriptedTerminal(keys: word)) == "Ada Byron")
        let start = typing("Grace Hopper") + Array(repeating: .left, count: 6) + [.deleteToStart] + typing("Ada ") + [.enter]
        #expect(try name.run(on: ScriptedTerminal(keys: start)) == "Ada Hopper")
        let end = typing("Ada Lovelace") + [.home, .right, .right, .right, .deleteToEnd, .enter]
        #expect(try name.run(on: ScriptedTerminal(keys: end)) == "Ada")
        let nothing = [Key.deleteWordBackward, .deleteToStart, .deleteToEnd] + typing("A") + [.enter]
        #expect(try name.run(on: ScriptedTerminal(keys: nothing)) == "A")
    }

    @Test func joinsACombiningAccentToTheLetterBeforeIt() throws {
        let keys = typing("Rene") + [.character("\u{301}"), .backspace, .enter]
        #expect(try name.run(on: ScriptedTerminal(keys: keys)) == "Ren")
    }

    @Test func keepsThePromptAndShowsWhyAValueIsRejected() throws {
        let terminal = ScriptedTerminal(keys: [.enter, .character("A"), .enter])
        #expect(try name.run(on: terminal) == "A")
        #expect(terminal.frames[1] == """
            ? Passenger name
            › Ada Lovelace
              Enter a name.
            enter submit · esc cancel
            """)
        // Editing clears the message.
        #expect(terminal.frames[2] == """
            ? Passenger name
            › A
            enter submit · esc cancel
            """)
    }

    @Test func submitsTheDefaultForAnEmptyField() throws {
        let terminal = ScriptedTerminal(keys: [.enter])
        #expect(try seat.run(on: terminal) == "12A")
        #expect(terminal.frames == [
            """
            ? Seat [12A]
            ›
            enter submit · esc cancel
            """,
            "✔ Seat › 12A",
        ])
    }

    @Test func scrollsTextWiderThanTheScreen() throws {
        let keys = typing("abcdefghijklmnopqrstuvwxyz") + [.home, .right, .right]
        let terminal = ScriptedTerminal(keys: keys + [.escape], size: TerminalSize(columns: 20, rows: 5))
        #expect(throws: PromptError.cancelled) { try name.run(on: terminal) }
        // At the end: the start is hidden; near the start: the end is.
        #expect(terminal.frames[26].split(separator: "\n")[1] == "› …klmnopqrstuvwxyz")
        #expect(terminal.frames[29].split(separator: "\n")[1] == "› abcdefghijklmnop…")
        #expect(terminal.output.hasSuffix("› abcdefghijklmnop…\nenter submit · esc …\u{1B}[1A\u{1B}[5G\r\u{1B}[1A\u{1B}[J✗ Passenger name › …\n\u{1B}[?25l"))
    }

    @Test func cancelsWithEscAndWithCtrlDInAnEmptyField() {
        for keys in [[Key.escape], typing("Ada") + [.escape], [.endOfInput], []] {
            let terminal = ScriptedTerminal(keys: keys)
            #expect(throws: PromptError.cancelled) { try name.run(on: terminal) }
            #expect(terminal.screen == "✗ Passenger name › Cancelled")
            #expect(terminal.rawModeDepth == 0)
        }
    }

    @Test func deletesWithCtrlDInAFilledField() throws {
        let keys = typing("Adam") + [.left, .endOfInput, .enter]
        #expect(try name.run(on: ScriptedTerminal(keys: keys)) == "Ada")
    }

    @Test func isInterruptedByCtrlC() {
        let terminal = ScriptedTerminal(keys: typing("Ada") + [.interrupt])
        #expect(throws: PromptError.interrupted) { try name.run(on: terminal) }
        #expect(terminal.screen == "✗ Passenger name › Interrupted")
        #expect(terminal.rawModeDepth == 0)
    }

    // MARK: Line mode

    @Test func readsALineAndTakesTheDefaultWhenEmpty() throws {
        let terminal = ScriptedTerminal(lines: [""])
        #expect(try seat.run(on: terminal) == "12A")
        #expect(terminal.screen == "Seat [12A]:")
        #expect(terminal.rawModeEntered == 0)
    }

    @Test func asksAgainWithTheMessageWhenAValueIsRejected() throws {
        let terminal = ScriptedTerminal(lines: ["", "Grace Hopper"])
        #expect(try name.run(on: terminal) == "Grace Hopper")
        #expect(terminal.screen == """
            Passenger name:
            Enter a name.
            Passenger name: Grace Hopper
            """)
    }

    @Test func cancelsAtTheEndOfInput() {
        let terminal = ScriptedTerminal(lines: [""])
        #expect(throws: PromptError.cancelled) { try name.run(on: terminal) }
        #expect(terminal.output == "Passenger name: Enter a name.\nPassenger name: \n")
    }
}
