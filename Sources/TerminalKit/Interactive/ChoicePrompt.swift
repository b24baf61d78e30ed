/// Asks the user to pick one of several options: an action sheet, or a list of
/// flights to choose from.
///
/// On an interactive terminal the list is drawn in place with `›` on the selected
/// option, the default selected at first:
///
/// ```
/// ? Seat preference
/// › 1. Window
///   2. Aisle  Easier to stand up
///   3. Not Now
/// ↑/↓ move · enter choose · esc Not Now
/// ```
///
/// Arrows and `j`/`k` move, wrapping around at the ends; Home/End and Page Up/Down
/// jump, stopping at the ends. A list too long for the screen scrolls and shows the
/// position (`3/42`). Keys `1`–`9` choose the option of that number at once; Enter
/// chooses the selected one. Esc and `q` choose the option whose role is `.cancel`,
/// so "Not Now" is what Esc means, or throw `PromptError.cancelled` when there is
/// none; the end of input (Ctrl-D) always throws `.cancelled`, since it is no answer;
/// Ctrl-C throws `.interrupted`. The prompt leaves `✔ Seat preference › Aisle`.
///
/// Otherwise it asks in plain numbered lines, for screen readers and scripts:
///
/// ```
/// Seat preference
/// 1) Window (default)
/// 2) Aisle — Easier to stand up
/// 3) Not Now
/// Choose 1-3 [1]:
/// ```
///
/// An empty line chooses the default; a number or an option's label (in any case)
/// chooses that option; anything else explains and asks again. The end of the input
/// cancels as Esc does.
public struct ChoicePrompt: Sendable, SteppedPrompt {
    /// How the prompt looks and what it says; `.standard` unless the caller restyles or translates it.
    public var theme = PromptTheme.standard
    /// The question, on the first line.
    public var title: String
    /// More about the question, under the title, wrapped to the screen.
    public var message: String?
    /// The options, in order; there must be at least one.
    public var options: [Choice]
    /// The option selected at first, and chosen by Enter in line mode.
    public var defaultIndex: Int

    /// A prompt asking `title` with `options`, the one at `defaultIndex` (clamped
    /// into the list) selected at first.
    public init(title: String, message: String? = nil, options: [Choice], defaultIndex: Int = 0) {
        precondition(!options.isEmpty, "A ChoicePrompt needs at least one option")
        self.title = title
        self.message = message
        self.options = options
        self.defaultIndex = min(max(0, defaultIndex), options.count - 1)
    }

    /// Asks the question and returns the index of the chosen option.
    /// - Throws: `PromptError.cancelled` when cancelled without a `.cancel` option,
    ///   `.interrupted` on Ctrl-C.
    public func run(on terminal: some PromptTerminal) throws(PromptError) -> Int {
        guard terminal.isInteractive else { return try runLineMode(on: terminal) }
        return try PromptSession.run(
            on: terminal,
            title: title,
            theme: theme,
            state: initialState,
            frame: frame,
            handle: handle
        )
    }

    /// The default option selected.
    public var initialState: ListSelection { ListSelection(count: options.count, selected: defaultIndex) }

    private var cancelIndex: Int? {
        options.firstIndex { $0.role == .cancel }
    }

    public func handle(_ selection: inout ListSelection, _ key: Key) -> PromptStep<Int> {
        switch key {
        case .up, .character("k"): selection.moveUp()
        case .down, .character("j"): selection.moveDown()
        case .home: selection.moveToFirst()
        case .end: selection.moveToLast()
        case .pageUp: selection.pageUp()
        case .pageDown: selection.pageDown()
        case .enter: return answers.choose(selection.selected)
        case .character(let character):
            if let digit = character.wholeNumberValue, (1...min(9, options.count)).contains(digit) {
                return answers.choose(digit - 1)
            }
            if character == "q" || character == "Q" { return answers.cancel() }
        case .escape: return answers.cancel()
        // The end of input is no answer at all, not a press of the cancel button: the
        // caller must be able to tell "Not Now" from a closed input.
        case .endOfInput: return .fail(.cancelled)
        case .interrupt: return .fail(.interrupted)
        case .backspace, .delete, .deleteToStart, .deleteToEnd, .deleteWordBackward, .tab, .backTab, .left, .right, .suspend, .resumed, .mouse, .unknown: break
        }
        return .next
    }

    private var answers: ListAnswer {
        ListAnswer(title: title, labels: options.map(\.label), cancelIndex: cancelIndex, theme: theme)
    }

    public func frame(_ selection: inout ListSelection, size: TerminalSize) -> PromptFrame {
        var lines = [theme.questionLine(title)]
        if let message, !message.isEmpty {
            lines += PromptTheme.wrapped(message, width: size.columns - 2).map { [StyledText("  " + $0)] }
        }
        let hint = theme.hintLine(theme.strings.choiceHint(cancelIndex.map { options[$0].label }))
        var rows = size.rows - lines.count - 1
        let scrolls = options.count > rows
        // A list that scrolls gives a row to the position line.
        if scrolls { rows -= 1 }
        selection.show(rows: rows)
        // Details line up after the longest label that has one; the whole list is
        // measured, not the part in view, so they stay put while it scrolls.
        let labelWidth = options.filter { $0.detail != nil }.reduce(0) {
            max($0, DisplayWidth.of(TextSanitizer.sanitize(labelText($1))))
        }
        var shown: [Int: Int] = [:]
        for index in selection.visible {
            shown[lines.count] = index
            lines.append(optionLine(index, selected: index == selection.selected, labelWidth: labelWidth))
        }
        if scrolls {
            lines.append(theme.hintLine("  " + theme.strings.position(selection.selected, options.count)))
        }
        lines.append(hint)
        return PromptFrame(lines: lines, options: shown)
    }

    /// The label, and the destructive note when the option cannot be undone.
    private func labelText(_ option: Choice) -> String {
        option.role == .destructive ? option.label + " " + theme.strings.destructive : option.label
    }

    private func optionLine(_ index: Int, selected: Bool, labelWidth: Int) -> StyledLine {
        let option = options[index]
        // Only 1–9 have a key; later options get blanks so the labels stay aligned.
        let number = index < 9 ? "\(index + 1). " : "   "
        var line: StyledLine = [
            selected ? StyledText(theme.strings.pointer + " ", style: theme.selected) : "  ",
            StyledText(number),
        ]
        let style = option.role == .destructive ? theme.destructive : selected ? theme.selected : .plain
        let label = TextSanitizer.sanitize(labelText(option))
        line.append(StyledText(label, style: style))
        if let detail = option.detail {
            line.append(StyledText(String(repeating: " ", count: labelWidth - DisplayWidth.of(label) + 2)))
            line.append(StyledText(detail, style: theme.detail))
        }
        return line
    }

    /// Asks with numbered lines, reading answers with `readLine`.
    func runLineMode(on terminal: some PromptTerminal) throws(PromptError) -> Int {
        var text = Self.lineModeHeading(title: title, message: message)
        for (index, option) in options.enumerated() {
            text += "\(index + 1)) " + TextSanitizer.sanitize(labelText(option))
            if let detail = option.detail { text += theme.strings.detailSeparator + TextSanitizer.sanitize(detail) }
            if index == defaultIndex { text += " " + theme.strings.defaultNote }
            text += "\n"
        }
        terminal.write(text)
        while true {
            terminal.write(theme.strings.choose(options.count, defaultIndex))
            guard let reply = terminal.readLine() else {
                // Ctrl-D left the cursor after the question; the end of input is no answer.
                terminal.write("\n")
                throw .cancelled
            }
            if let index = index(answering: reply) { return index }
            terminal.write(theme.strings.notAnOption(options.count) + "\n")
        }
    }

    /// The title and the message's lines, each sanitised and ending a line.
    static func lineModeHeading(title: String, message: String?) -> String {
        var text = TextSanitizer.sanitize(title) + "\n"
        if let message, !message.isEmpty {
            for line in message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                text += TextSanitizer.sanitize(String(line)) + "\n"
            }
        }
        return text
    }

    /// The option a typed reply picks: empty for the default, a number, or a label.
    private func index(answering reply: String) -> Int? {
        let reply = reply.trimmingSpaces
        if reply.isEmpty { return defaultIndex }
        if let number = Int(reply), (1...options.count).contains(number) { return number - 1 }
        return options.firstIndex { $0.label.lowercased() == reply.lowercased() }
    }
}
