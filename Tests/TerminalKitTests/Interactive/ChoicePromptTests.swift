import Testing
import TerminalKit

@Suite struct ChoicePromptTests {
    let seat = ChoicePrompt(
        title: "Seat preference",
        message: "Where would you like to sit?",
        options: [
            Choice(label: "Window", detail: "Best view"),
            Choice(label: "Aisle", detail: "Room to stand"),
            "Middle",
            Choice(label: "Not Now", role: .cancel),
        ],
        defaultIndex: 1
    )

    /// The same question without a declining option: Esc cancels the prompt.
    let meal = ChoicePrompt(title: "Meal", options: ["Chicken", "Pasta"])

    let flights = ChoicePrompt(title: "Pick a flight", options: (1...42).map { Choice(label: "Flight \($0)") })

    // MARK: Interactive

    @Test func drawsTheListWithTheDefaultSelected() throws {
        let terminal = ScriptedTerminal(keys: [.enter])
        #expect(try seat.run(on: terminal) == 1)
        #expect(terminal.frames == [
            """
            ? Seat preference
              Where would you like to sit?
              1. Window  Best view
            › 2. Aisle   Room to stand
              3. Middle
              4. Not Now
            ↑/↓ move · enter choose · esc Not Now
            """,
            "✔ Seat preference › Aisle",
        ])
    }

    @Test func movesWithArrowsAndVimKeys() throws {
        let terminal = ScriptedTerminal(keys: [.down, .character("j"), .up, .character("k"), .character("k"), .enter])
        #expect(try seat.run(on: terminal) == 0)
        #expect(terminal.frames[2] == """
            ? Seat preference
              Where would you like to sit?
              1. Window  Best view
              2. Aisle   Room to stand
              3. Middle
            › 4. Not Now
            ↑/↓ move · enter choose · esc Not Now
            """)
        #expect(terminal.screen == "✔ Seat preference › Window")
    }

    @Test func wrapsAroundAtBothEnds() throws {
        #expect(try seat.run(on: ScriptedTerminal(keys: [.up, .up, .enter])) == 3)
        #expect(try seat.run(on: ScriptedTerminal(keys: [.down, .down, .down, .enter])) == 0)
    }

    @Test func jumpsToTheEndsWithHomeAndEnd() throws {
        #expect(try seat.run(on: ScriptedTerminal(keys: [.home, .enter])) == 0)
        #expect(try seat.run(on: ScriptedTerminal(keys: [.end, .enter])) == 3)
    }

    @Test func choosesAtOnceWithANumberKey() throws {
        let terminal = ScriptedTerminal(keys: [.character("3"), .enter])
        #expect(try seat.run(on: terminal) == 2)
        #expect(terminal.screen == "✔ Seat preference › Middle")
    }

    @Test func ignoresNumbersWithoutAnOptionAndOtherKeys() throws {
        let terminal = ScriptedTerminal(keys: [.character("0"), .character("5"), .character("x"), .left, .tab, .unknown, .enter])
        #expect(try seat.run(on: terminal) == 1)
        // Nothing changed, so nothing was drawn again.
        #expect(terminal.frames.count == 2)
    }

    @Test(arguments: [Key.escape, .character("q")])
    func cancelsWithTheDecliningOption(key: Key) throws {
        let terminal = ScriptedTerminal(keys: [.down, key])
        #expect(try seat.run(on: terminal) == 3)
        #expect(terminal.screen == "✔ Seat preference › Not Now")
        #expect(terminal.rawModeDepth == 0)
    }

    @Test(arguments: [Key.escape, .character("q"), .endOfInput])
    func cancelsThePromptWithoutADecliningOption(key: Key) {
        let terminal = ScriptedTerminal(keys: [key])
        #expect(throws: PromptError.cancelled) { try meal.run(on: terminal) }
        #expect(terminal.screen == "✗ Meal › Cancelled")
        #expect(terminal.rawModeDepth == 0)
        #expect(terminal.rawModeEntered == 1)
    }

    @Test func cancelsWhenTheKeysRunOut() {
        let terminal = ScriptedTerminal(keys: [.down])
        #expect(throws: PromptError.cancelled) { try meal.run(on: terminal) }
        #expect(terminal.rawModeDepth == 0)
    }

    @Test func isInterruptedByCtrlCEvenWithADecliningOption() {
        let terminal = ScriptedTerminal(keys: [.down, .interrupt])
        #expect(throws: PromptError.interrupted) { try seat.run(on: terminal) }
        #expect(terminal.screen == "✗ Seat preference › Interrupted")
        #expect(terminal.rawModeDepth == 0)
        #expect(terminal.isCursorVisible)
    }

    @Test func leavesRawModeAfterAnAnswer() throws {
        let terminal = ScriptedTerminal(keys: [.enter])
        _ = try seat.run(on: terminal)
        #expect(terminal.rawModeEntered == 1)
        #expect(terminal.rawModeDepth == 0)
        #expect(terminal.isCursorVisible)
    }

    @Test func scrollsALongListAndShowsThePosition() throws {
        let terminal = ScriptedTerminal(keys: [.pageDown, .end, .down, .enter])
        #expect(try flights.run(on: terminal) == 0)
        #expect(terminal.frames[0...3] == [
            """
            ? Pick a flight
            › 1. Flight 1
              2. Flight 2
              3. Flight 3
              4. Flight 4
              5. Flight 5
              6. Flight 6
              7. Flight 7
              1/42
            ↑/↓ move · enter choose · esc cancel
            """,
            """
            ? Pick a flight
              2. Flight 2
              3. Flight 3
              4. Flight 4
              5. Flight 5
              6. Flight 6
              7. Flight 7
            › 8. Flight 8
              8/42
            ↑/↓ move · enter choose · esc cancel
            """,
            """
            ? Pick a flight
                 Flight 36
                 Flight 37
                 Flight 38
                 Flight 39
                 Flight 40
                 Flight 41
            ›    Flight 42
              42/42
            ↑/↓ move · enter choose · esc cancel
            """,
            """
            ? Pick a flight
            › 1. Flight 1
              2. Flight 2
              3. Flight 3
              4. Flight 4
              5. Flight 5
              6. Flight 6
              7. Flight 7
              1/42
            ↑/↓ move · enter choose · esc cancel
            """,
        ])
    }

    @Test func scrollsOnlyAsFarAsTheSelectionNeeds() throws {
        let terminal = ScriptedTerminal(keys: [.end, .pageUp, .up, .enter])
        #expect(try flights.run(on: terminal) == 33)
        #expect(terminal.frames[3] == """
            ? Pick a flight
            ›    Flight 34
                 Flight 35
                 Flight 36
                 Flight 37
                 Flight 38
                 Flight 39
                 Flight 40
              34/42
            ↑/↓ move · enter choose · esc cancel
            """)
    }

    @Test func cutsLinesToTheWidthInsteadOfWrapping() throws {
        let prompt = ChoicePrompt(
            title: "Which of these flights would you like to take instead?",
            options: [Choice(label: "DL 1705 to New Orleans", detail: "Delayed 16:00 (+15)"), "None"]
        )
        let terminal = ScriptedTerminal(keys: [.enter], size: TerminalSize(columns: 30, rows: 10))
        _ = try prompt.run(on: terminal)
        #expect(terminal.frames[0] == """
            ? Which of these flights woul…
            › 1. DL 1705 to New Orleans  …
              2. None
            ↑/↓ move · enter choose · esc…
            """)
    }

    @Test func redrawsCleanlyAfterTheWindowNarrows() throws {
        // The 36-column hint rewraps onto two rows at 20 columns; erasing must count both.
        let terminal = ScriptedTerminal(
            events: [.resize(TerminalSize(columns: 20, rows: 10)), .key(.down)],
            size: TerminalSize(columns: 40, rows: 10)
        )
        #expect(throws: PromptError.cancelled) { try meal.run(on: terminal) }
        #expect(terminal.frames[1] == """
            ? Meal
            › 1. Chicken
              2. Pasta
            ↑/↓ move · enter ch…
            """)
        #expect(terminal.screen == "✗ Meal › Cancelled")
    }

    @Test func showsUntrustedTextInert() throws {
        let prompt = ChoicePrompt(title: "Airline \u{1B}[2J", options: ["Evil\u{202E}Air"])
        let terminal = ScriptedTerminal(keys: [.enter])
        _ = try prompt.run(on: terminal)
        #expect(terminal.frames[0] == """
            ? Airline ^[[2J
            › 1. Evil\\u{202E}Air
            ↑/↓ move · enter choose · esc cancel
            """)
    }

    @Test func marksDestructiveOptionsInWordsAndInRedWithColour() throws {
        let prompt = ChoicePrompt(
            title: "Booking",
            options: [Choice(label: "Keep"), Choice(label: "Delete", role: .destructive)]
        )
        let terminal = ScriptedTerminal(keys: [.enter], usesColor: true)
        _ = try prompt.run(on: terminal)
        #expect(terminal.output == [
            "\u{1B}[36m? \u{1B}[0m\u{1B}[1mBooking\u{1B}[0m",
            "\u{1B}[36m› \u{1B}[0m1. \u{1B}[36mKeep\u{1B}[0m",
            "  2. \u{1B}[31mDelete (destructive)\u{1B}[0m",
            "\u{1B}[2m↑/↓ move · enter choose · esc cancel\u{1B}[0m",
        ].joined(separator: "\n")
            + "\r\u{1B}[3A\u{1B}[J"
            + "\u{1B}[32m✔ \u{1B}[0m\u{1B}[1mBooking\u{1B}[0m › \u{1B}[36mKeep\u{1B}[0m\n")
        #expect(terminal.frames[0] == """
            ? Booking
            › 1. Keep
              2. Delete (destructive)
            ↑/↓ move · enter choose · esc cancel
            """)
    }

    // MARK: Line mode

    @Test func asksWithNumberedLinesAndTakesTheDefaultOnEnter() throws {
        let terminal = ScriptedTerminal(lines: [""])
        #expect(try seat.run(on: terminal) == 1)
        #expect(terminal.screen == """
            Seat preference
            Where would you like to sit?
            1) Window — Best view
            2) Aisle — Room to stand (default)
            3) Middle
            4) Not Now
            Choose 1-4 [2]:
            """)
        #expect(terminal.rawModeEntered == 0)
    }

    @Test func asksAgainAfterAnAnswerThatIsNotAnOption() throws {
        let terminal = ScriptedTerminal(lines: ["x", "5", "3"], size: TerminalSize(columns: 40, rows: 20))
        #expect(try seat.run(on: terminal) == 2)
        #expect(terminal.screen == """
            Seat preference
            Where would you like to sit?
            1) Window — Best view
            2) Aisle — Room to stand (default)
            3) Middle
            4) Not Now
            Choose 1-4 [2]: x
            Please enter a number from 1 to 4.
            Choose 1-4 [2]: 5
            Please enter a number from 1 to 4.
            Choose 1-4 [2]: 3
            """)
    }

    @Test(arguments: [("window", 0), ("  AISLE ", 1), ("not now", 3), (" 4 ", 3)])
    func acceptsALabelInAnyCaseOrANumber(reply: String, index: Int) throws {
        #expect(try seat.run(on: ScriptedTerminal(lines: [reply])) == index)
    }

    /// The end of input is no answer, even when a declining option exists: the caller
    /// must tell a closed input from a press of "Not Now".
    @Test func treatsTheEndOfInputAsNoAnswer() throws {
        let interactive = ScriptedTerminal(keys: [.down, .endOfInput])
        #expect(throws: PromptError.cancelled) { try seat.run(on: interactive) }
        #expect(interactive.rawModeDepth == 0)
        let terminal = ScriptedTerminal(lines: ["x"])
        #expect(throws: PromptError.cancelled) { try seat.run(on: terminal) }
        #expect(terminal.screen.hasSuffix("""
            Choose 1-4 [2]: x
            Please enter a number from 1 to 4.
            Choose 1-4 [2]:
            """))
        // The cursor was moved to a line of its own.
        #expect(terminal.output.hasSuffix("Choose 1-4 [2]: \n"))
    }

    @Test func cancelsAtTheEndOfInputWithoutADecliningOption() {
        let terminal = ScriptedTerminal(lines: [])
        #expect(throws: PromptError.cancelled) { try meal.run(on: terminal) }
        #expect(terminal.output == "Meal\n1) Chicken (default)\n2) Pasta\nChoose 1-2 [1]: \n")
    }
}
