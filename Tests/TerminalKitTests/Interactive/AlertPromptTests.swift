import Testing
import TerminalKit

@Suite struct AlertPromptTests {
    let cancelBooking = AlertPrompt(
        title: "Cancel booking?",
        message: "Your seat 12A will be given up and the fare refunded to your card.",
        buttons: [PromptButton(label: "Keep", role: .cancel), PromptButton(label: "Cancel", role: .destructive)]
    )
    let checkedIn = AlertPrompt(title: "Checked in", message: "Boarding pass sent.")
    /// Two buttons, neither of which declines.
    let direction = AlertPrompt(
        title: "Board",
        message: "Which board?",
        buttons: [PromptButton(label: "Arrivals"), PromptButton(label: "Departures")]
    )

    // MARK: Interactive

    @Test func drawsABoxWithTheDecliningButtonSelected() throws {
        let terminal = ScriptedTerminal(keys: [.right, .enter])
        #expect(try cancelBooking.run(on: terminal) == 1)
        #expect(terminal.frames == [
            """
            ╭────────────────────────────────────╮
            │ Cancel booking?                    │
            │                                    │
            │ Your seat 12A will be given up and │
            │ the fare refunded to your card.    │
            │                                    │
            │  [ Keep ]   Cancel (destructive)   │
            ╰────────────────────────────────────╯
            ←/→ move · enter choose · esc Keep
            """,
            """
            ╭────────────────────────────────────╮
            │ Cancel booking?                    │
            │                                    │
            │ Your seat 12A will be given up and │
            │ the fare refunded to your card.    │
            │                                    │
            │    Keep   [ Cancel (destructive) ] │
            ╰────────────────────────────────────╯
            ←/→ move · enter choose · esc Keep
            """,
            "✔ Cancel booking? › Cancel",
        ])
    }

    @Test func drawsASingleButtonAlert() throws {
        let terminal = ScriptedTerminal(keys: [.enter])
        #expect(try checkedIn.run(on: terminal) == 0)
        #expect(terminal.frames == [
            """
            ╭─────────────────────╮
            │ Checked in          │
            │                     │
            │ Boarding pass sent. │
            │                     │
            │              [ OK ] │
            ╰─────────────────────╯
            enter OK
            """,
            "✔ Checked in › OK",
        ])
    }

    @Test func wrapsTheMessageToSixtyColumnsAndFitsNarrowScreens() throws {
        let message = String(repeating: "Delayed by weather at the destination. ", count: 3)
        let wide = ScriptedTerminal(keys: [.enter], size: TerminalSize(columns: 100, rows: 12))
        _ = try AlertPrompt(title: "Delayed", message: message).run(on: wide)
        #expect(wide.frames[0] == """
            ╭──────────────────────────────────────────────────────────────╮
            │ Delayed                                                      │
            │                                                              │
            │ Delayed by weather at the destination. Delayed by weather at │
            │ the destination. Delayed by weather at the destination.      │
            │                                                              │
            │                                                       [ OK ] │
            ╰──────────────────────────────────────────────────────────────╯
            enter OK
            """)
        let narrow = ScriptedTerminal(keys: [.enter], size: TerminalSize(columns: 20, rows: 12))
        _ = try cancelBooking.run(on: narrow)
        #expect(narrow.frames[0] == """
            ╭──────────────────╮
            │ Cancel booking?  │
            │                  │
            │ Your seat 12A    │
            │ will be given up │
            │ and the fare     │
            │ refunded to your │
            │ card.            │
            │                  │
            │ [ Keep ]   Canc… │
            ╰──────────────────╯
            ←/→ move · enter ch…
            """)
    }

    @Test(arguments: [[Key.right], [.left], [.tab], [.character("l")], [.down], [.character("j")], [.right, .right, .right]])
    func movesBetweenTheButtonsWrappingAround(keys: [Key]) throws {
        #expect(try cancelBooking.run(on: ScriptedTerminal(keys: keys + [.enter])) == 1)
    }

    @Test func choosesAtOnceWithANumberKey() throws {
        #expect(try cancelBooking.run(on: ScriptedTerminal(keys: [.character("3"), .character("2")])) == 1)
    }

    @Test(arguments: [Key.escape, .character("q"), .endOfInput])
    func cancelsWithTheDecliningButton(key: Key) throws {
        let terminal = ScriptedTerminal(keys: [.right, key])
        #expect(try cancelBooking.run(on: terminal) == 0)
        #expect(terminal.screen == "✔ Cancel booking? › Keep")
    }

    @Test func dismissesASingleButtonAlertWithEsc() throws {
        #expect(try checkedIn.run(on: ScriptedTerminal(keys: [.escape])) == 0)
    }

    @Test func cancelsThePromptWhenNoButtonDeclines() {
        let terminal = ScriptedTerminal(keys: [.escape])
        #expect(throws: PromptError.cancelled) { try direction.run(on: terminal) }
        #expect(terminal.screen == "✗ Board › Cancelled")
        #expect(terminal.rawModeDepth == 0)
    }

    @Test func isInterruptedByCtrlC() {
        let terminal = ScriptedTerminal(keys: [.interrupt])
        #expect(throws: PromptError.interrupted) { try cancelBooking.run(on: terminal) }
        #expect(terminal.screen == "✗ Cancel booking? › Interrupted")
        #expect(terminal.rawModeDepth == 0)
    }

    @Test func selectsTheGivenDefault() throws {
        let alert = AlertPrompt(title: cancelBooking.title, message: "", buttons: cancelBooking.buttons, defaultIndex: 1)
        #expect(try alert.run(on: ScriptedTerminal(keys: [.enter])) == 1)
    }

    // MARK: Line mode

    @Test func asksWithNumberedLines() throws {
        let terminal = ScriptedTerminal(lines: ["x", "2"], size: TerminalSize(columns: 80, rows: 10))
        #expect(try cancelBooking.run(on: terminal) == 1)
        #expect(terminal.screen == """
            Cancel booking?
            Your seat 12A will be given up and the fare refunded to your card.
            1) Keep (default)
            2) Cancel (destructive)
            Choose 1-2 [1]: x
            Please enter a number from 1 to 2.
            Choose 1-2 [1]: 2
            """)
    }

    @Test func waitsForEnterWithASingleButton() throws {
        let terminal = ScriptedTerminal(lines: ["anything"])
        #expect(try checkedIn.run(on: terminal) == 0)
        #expect(terminal.screen == """
            Checked in
            Boarding pass sent.
            Press Enter to continue. anything
            """)
    }

    @Test func acknowledgesASingleButtonAlertAtTheEndOfInput() throws {
        let terminal = ScriptedTerminal(lines: [])
        #expect(try checkedIn.run(on: terminal) == 0)
        #expect(terminal.output == "Checked in\nBoarding pass sent.\nPress Enter to continue. \n")
    }

    @Test func cancelsAtTheEndOfInputWhenNoButtonDeclines() {
        #expect(throws: PromptError.cancelled) { try direction.run(on: ScriptedTerminal(lines: [])) }
    }
}
