import Testing
import TerminalKit

@Suite struct ConfirmPromptTests {
    let checkIn = ConfirmPrompt(question: "Check in now?", defaultAnswer: true)
    let cancelBooking = ConfirmPrompt(question: "Cancel booking?", isDestructive: true)

    // MARK: Interactive

    @Test func drawsTheQuestionWithTheDefaultInCapitals() throws {
        let terminal = ScriptedTerminal(keys: [.enter])
        #expect(try checkIn.run(on: terminal) == true)
        #expect(terminal.frames == [
            """
            ? Check in now? [Y/n]
            y yes · n no · enter yes · esc cancel
            """,
            "✔ Check in now? › Yes",
        ])
    }

    /// A caller translates the prompt by giving it other words, and restyles it with other marks.
    @Test func aThemeOfTheCallersTranslatesAndRestylesIt() throws {
        var french = PromptStrings.english
        french.question = "»"
        french.answered = "✓"
        french.yes = "Oui"
        french.yesOrNo = { $0 ? "[O/n]" : "[o/N]" }
        french.confirmHint = { "o oui · n non · entrée " + ($0 ? "oui" : "non") }
        var prompt = ConfirmPrompt(question: "Enregistrer maintenant ?", defaultAnswer: true)
        prompt.theme.strings = french
        let terminal = ScriptedTerminal(keys: [.enter])
        #expect(try prompt.run(on: terminal) == true)
        #expect(terminal.frames == [
            """
            » Enregistrer maintenant ? [O/n]
            o oui · n non · entrée oui
            """,
            "✓ Enregistrer maintenant ? › Oui",
        ])
    }

    /// What is confirmed is read whole: a question too long for the line goes on over the next.
    @Test func aLongQuestionIsWrappedNotCut() throws {
        let prompt = ConfirmPrompt(question: "Check in Grace Brewster Hopper on UA 635?", defaultAnswer: true)
        let terminal = ScriptedTerminal(keys: [.enter], size: TerminalSize(columns: 24, rows: 10))
        #expect(try prompt.run(on: terminal) == true)
        #expect(terminal.frames.first == """
            ? Check in Grace
              Brewster Hopper on UA
              635? [Y/n]
            y yes · n no · enter ye…
            """)
    }

    @Test func marksADestructiveQuestionWithoutColour() throws {
        let terminal = ScriptedTerminal(keys: [.enter])
        #expect(try cancelBooking.run(on: terminal) == false)
        #expect(terminal.frames == [
            """
            ! Cancel booking? [y/N]
            y yes · n no · enter no · esc cancel
            """,
            "✔ Cancel booking? › No",
        ])
    }

    @Test func showsADestructiveQuestionInRedWithColour() throws {
        let terminal = ScriptedTerminal(keys: [.character("n")], usesColor: true)
        _ = try cancelBooking.run(on: terminal)
        #expect(terminal.output.hasPrefix(
            "\u{1B}[31m! \u{1B}[0m\u{1B}[1;31mCancel booking?\u{1B}[0m\u{1B}[2m [y/N]\u{1B}[0m\n"
        ))
    }

    @Test(arguments: [
        (Key.character("y"), true), (.character("Y"), true),
        (.character("n"), false), (.character("N"), false),
    ])
    func answersWithASingleKey(key: Key, answer: Bool) throws {
        let terminal = ScriptedTerminal(keys: [key])
        #expect(try checkIn.run(on: terminal) == answer)
        #expect(terminal.screen == "✔ Check in now? › " + (answer ? "Yes" : "No"))
        #expect(terminal.rawModeDepth == 0)
    }

    @Test func ignoresOtherKeys() throws {
        let terminal = ScriptedTerminal(keys: [.character("x"), .character("a"), .down, .unknown, .character("n")])
        #expect(try checkIn.run(on: terminal) == false)
        #expect(terminal.frames.count == 2)
    }

    @Test(arguments: [Key.escape, .character("q"), .character("Q"), .endOfInput])
    func cancels(key: Key) {
        let terminal = ScriptedTerminal(keys: [key])
        #expect(throws: PromptError.cancelled) { try checkIn.run(on: terminal) }
        #expect(terminal.screen == "✗ Check in now? › Cancelled")
        #expect(terminal.rawModeDepth == 0)
    }

    @Test func cancelsWhenTheKeysRunOut() {
        let terminal = ScriptedTerminal(keys: [])
        #expect(throws: PromptError.cancelled) { try checkIn.run(on: terminal) }
    }

    @Test func isInterruptedByCtrlC() {
        let terminal = ScriptedTerminal(keys: [.interrupt])
        #expect(throws: PromptError.interrupted) { try checkIn.run(on: terminal) }
        #expect(terminal.screen == "✗ Check in now? › Interrupted")
        #expect(terminal.rawModeDepth == 0)
        #expect(terminal.rawModeEntered == 1)
    }

    // MARK: Line mode

    @Test(arguments: [
        ("", true), ("y", true), ("YES", true), (" Yes ", true),
        ("n", false), ("No", false), ("nO", false),
    ])
    func readsAnAnswerInAnyCase(reply: String, answer: Bool) throws {
        #expect(try checkIn.run(on: ScriptedTerminal(lines: [reply])) == answer)
    }

    @Test func takesTheDefaultOnAnEmptyLine() throws {
        let terminal = ScriptedTerminal(lines: [""])
        #expect(try cancelBooking.run(on: terminal) == false)
        #expect(terminal.screen == "Cancel booking? [y/N]:")
        #expect(terminal.rawModeEntered == 0)
    }

    @Test func asksAgainAfterAnythingElse() throws {
        let terminal = ScriptedTerminal(lines: ["maybe", "yep", "y"])
        #expect(try checkIn.run(on: terminal) == true)
        #expect(terminal.screen == """
            Check in now? [Y/n]: maybe
            Please answer y or n.
            Check in now? [Y/n]: yep
            Please answer y or n.
            Check in now? [Y/n]: y
            """)
    }

    @Test func cancelsAtTheEndOfInput() {
        let terminal = ScriptedTerminal(lines: ["maybe"])
        #expect(throws: PromptError.cancelled) { try checkIn.run(on: terminal) }
        #expect(terminal.output == "Check in now? [Y/n]: Please answer y or n.\nCheck in now? [Y/n]: \n")
    }
}
