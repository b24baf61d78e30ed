/// Tells the user something and waits for a button: just OK, or a choice between
/// declining and going ahead.
///
/// On an interactive terminal it is a small box, the title bold and the message
/// wrapped to at most 60 columns, with the selected button in brackets:
///
/// ```
/// ╭────────────────────────────────────╮
/// │ Cancel booking?                    │
/// │                                    │
/// │ Your seat 12A will be given up and │
/// │ the fare refunded to your card.    │
/// │                                    │
/// │  [ Keep ]   Cancel (destructive)   │
/// ╰────────────────────────────────────╯
/// ←/→ move · enter choose · esc Keep
/// ```
///
/// The keys are those of ``ChoicePrompt``: arrows, `h`/`l`, `j`/`k` and Tab move
/// (wrapping), `1`/`2` choose at once, Enter chooses the selected button; Esc, `q` and
/// Ctrl-D choose the `.cancel` button, or the only button, and otherwise throw
/// `PromptError.cancelled`; Ctrl-C throws `.interrupted`. The prompt leaves
/// `✔ Cancel booking? › Keep`.
///
/// Otherwise it prints the title and message, then asks as ``ChoicePrompt`` does;
/// with a single button it just waits for Enter (or the end of the input).
public struct AlertPrompt: Sendable {
    /// How the prompt looks and what it says; `.standard` unless the caller restyles or translates it.
    public var theme = PromptTheme.standard
    /// What happened, or the question; bold on the first line of the box.
    public var title: String
    /// The explanation, wrapped.
    public var message: String
    /// One or two buttons, in the order shown.
    public var buttons: [PromptButton]
    /// The button selected at first: by default the `.cancel` one, else the first.
    public var defaultIndex: Int

    /// An alert showing `title` and `message` with `buttons` (by default a single OK).
    public init(
        title: String,
        message: String,
        buttons: [PromptButton] = [PromptButton(label: "OK")],
        defaultIndex: Int? = nil
    ) {
        precondition(!buttons.isEmpty, "An AlertPrompt needs at least one button")
        self.title = title
        self.message = message
        self.buttons = buttons
        let safest = buttons.firstIndex { $0.role == .cancel } ?? 0
        self.defaultIndex = min(max(0, defaultIndex ?? safest), buttons.count - 1)
    }

    /// Shows the alert and returns the index of the chosen button.
    /// - Throws: `PromptError.cancelled` when cancelled with several buttons and none
    ///   of role `.cancel`, `.interrupted` on Ctrl-C.
    public func run(on terminal: some PromptTerminal) throws(PromptError) -> Int {
        guard terminal.isInteractive else { return try runLineMode(on: terminal) }
        return try PromptSession.run(
            on: terminal,
            title: title,
            theme: theme,
            state: ListSelection(count: buttons.count, selected: defaultIndex),
            frame: frame,
            handle: handle
        )
    }

    /// What Esc chooses: the declining button, or the only one.
    private var cancelIndex: Int? {
        buttons.firstIndex { $0.role == .cancel } ?? (buttons.count == 1 ? 0 : nil)
    }

    private func handle(_ selection: inout ListSelection, _ key: Key) -> PromptStep<Int> {
        switch key {
        case .left, .up, .backTab, .character("h"), .character("k"): selection.moveUp()
        case .right, .down, .tab, .character("l"), .character("j"): selection.moveDown()
        case .home: selection.moveToFirst()
        case .end: selection.moveToLast()
        case .enter: return answers.choose(selection.selected)
        case .character(let character):
            if let digit = character.wholeNumberValue, (1...buttons.count).contains(digit) {
                return answers.choose(digit - 1)
            }
            if character == "q" || character == "Q" { return answers.cancel() }
        case .escape, .endOfInput: return answers.cancel()
        case .interrupt: return .fail(.interrupted)
        case .backspace, .delete, .deleteToStart, .deleteToEnd, .deleteWordBackward, .pageUp, .pageDown, .suspend, .resumed, .mouse, .unknown: break
        }
        return .next
    }

    private var answers: ListAnswer {
        ListAnswer(title: title, labels: buttons.map(\.label), cancelIndex: cancelIndex, theme: theme)
    }

    private func frame(_ selection: inout ListSelection, size: TerminalSize) -> PromptFrame {
        // Two columns of border and two of padding around the content.
        let room = max(1, size.columns - 4)
        let wrapWidth = min(60, room)
        let titleLines = PromptTheme.wrapped(title, width: wrapWidth).map { [StyledText($0, style: theme.title)] }
        let messageLines = message.isEmpty ? [] : PromptTheme.wrapped(message, width: wrapWidth).map { [StyledText($0)] }
        let text = titleLines + (messageLines.isEmpty ? [] : [[]] + messageLines) + [[]]
        let buttonRow = buttonLine(selected: selection.selected)
        let width = min(room, (text + [buttonRow]).reduce(0) { max($0, $1.displayWidth) })
        let border = String(repeating: "─", count: width + 2)
        var lines: [StyledLine] = [[StyledText("╭" + border + "╮")]]
        for line in text {
            let fitted = line.truncated(toWidth: width)
            lines.append(["│ "] + fitted + [StyledText(String(repeating: " ", count: width - fitted.displayWidth) + " │")])
        }
        // The buttons sit against the right edge, as in a dialog box.
        let fittedButtons = buttonRow.truncated(toWidth: width)
        lines.append([StyledText("│ " + String(repeating: " ", count: width - fittedButtons.displayWidth))] + fittedButtons + [" │"])
        lines.append([StyledText("╰" + border + "╯")])
        let hint = buttons.count == 1
            ? theme.strings.singleButtonHint(buttons[0].label)
            : theme.strings.alertHint(cancelIndex.map { buttons[$0].label })
        lines.append(theme.hintLine(hint))
        return PromptFrame(lines: lines)
    }

    /// The buttons side by side, the selected one in brackets; the others get spaces
    /// in place of brackets so nothing moves when the selection does.
    private func buttonLine(selected: Int) -> StyledLine {
        var line: StyledLine = []
        for (index, button) in buttons.enumerated() {
            if index > 0 { line.append(" ") }
            var label = button.label
            if button.role == .destructive { label += " " + theme.strings.destructive }
            let style = button.role == .destructive ? theme.destructive : index == selected ? theme.selected : .plain
            let isSelected = index == selected
            line.append(StyledText(isSelected ? "[ " : "  "))
            line.append(StyledText(label, style: isSelected ? Style(foreground: style.foreground, bold: true) : style))
            line.append(StyledText(isSelected ? " ]" : "  "))
        }
        return line
    }

    private func runLineMode(on terminal: some PromptTerminal) throws(PromptError) -> Int {
        let choices = ChoicePrompt(title: title, message: message, options: buttons.map(Choice.init), defaultIndex: defaultIndex)
        guard buttons.count == 1 else { return try choices.runLineMode(on: terminal) }
        terminal.write(ChoicePrompt.lineModeHeading(title: title, message: message) + theme.strings.pressEnter)
        // Ending the input acknowledges as well as Enter does; the cursor is left after the question.
        if terminal.readLine() == nil { terminal.write("\n") }
        return 0
    }
}
