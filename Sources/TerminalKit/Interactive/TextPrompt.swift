/// Asks for a line of text, such as a passenger's name.
///
/// On an interactive terminal it is a one-line editor with the terminal's cursor in it:
///
/// ```
/// ? Passenger name [Ada Lovelace]
/// › Grace Hopper
/// enter submit · esc cancel
/// ```
///
/// Typed characters are inserted at the cursor; Backspace and Delete erase;
/// Left/Right, Home/End (and Ctrl-A/Ctrl-E) move; text wider than the screen scrolls
/// sideways. Enter submits the text, or the default when the field is empty. When
/// `validate` rejects the value, its message is shown under the field and the prompt
/// stays; editing clears it. Esc throws `PromptError.cancelled`, as does Ctrl-D in an
/// empty field (elsewhere it deletes, as in a shell); Ctrl-C throws `.interrupted`.
/// The placeholder shows, dimmed, while the field is empty. The prompt leaves
/// `✔ Passenger name › Grace Hopper`.
///
/// Otherwise it reads a line after `Passenger name [Ada Lovelace]: `: an empty line
/// gives the default; a value `validate` rejects prints its message and asks again;
/// the end of the input cancels.
public struct TextPrompt: SteppedPrompt {
    /// How the prompt looks and what it says; `.standard` unless the caller restyles or translates it.
    public var theme = PromptTheme.standard
    /// The question.
    public var title: String
    /// What an empty answer stands for; shown in brackets after the title.
    public var defaultValue: String?
    /// An example shown dimmed in the empty field (interactive mode only).
    public var placeholder: String?
    /// Returns why a value is not acceptable, or nil when it is.
    public var validate: (String) -> String?
    /// The most characters the field takes; what is typed or pasted past it is left out,
    /// and a note under the field says so. Nil for no limit.
    public var maximumLength: Int?

    /// A prompt asking `title`, accepting what `validate` accepts (by default, anything).
    public init(
        title: String,
        defaultValue: String? = nil,
        placeholder: String? = nil,
        maximumLength: Int? = nil,
        validate: @escaping (String) -> String? = { _ in nil }
    ) {
        self.title = title
        self.defaultValue = defaultValue
        self.placeholder = placeholder
        self.maximumLength = maximumLength
        self.validate = validate
    }

    /// Asks the question and returns the accepted value.
    /// - Throws: `PromptError.cancelled` on Esc or end of input, `.interrupted` on Ctrl-C.
    public func run(on terminal: some PromptTerminal) throws(PromptError) -> String {
        guard terminal.isInteractive else { return try runLineMode(on: terminal) }
        return try PromptSession.run(on: terminal, title: title, theme: theme, state: initialState, frame: frame, handle: handle)
    }

    /// The field being edited, and the message of the last rejected value.
    public struct Field {
        var editor = LineEditor()
        var error: String?
    }

    /// An empty field.
    public var initialState: Field { Field() }

    public func handle(_ field: inout Field, _ key: Key) -> PromptStep<String> {
        let before = field.editor.edits
        switch key {
        case .character(let character):
            if let maximumLength, field.editor.count >= maximumLength {
                field.error = theme.strings.tooLong(maximumLength)
                return .next
            }
            field.editor.insert(character)
        case .backspace: field.editor.deleteBackward()
        case .delete: field.editor.deleteForward()
        case .deleteToStart: field.editor.deleteToStart()
        case .deleteToEnd: field.editor.deleteToEnd()
        case .deleteWordBackward: field.editor.deleteWordBackward()
        case .left: field.editor.moveLeft()
        case .right: field.editor.moveRight()
        case .home: field.editor.moveToStart()
        case .end: field.editor.moveToEnd()
        case .enter:
            let value = field.editor.text.isEmpty ? defaultValue ?? "" : field.editor.text
            if let error = validate(value) {
                field.error = error
                return .next
            }
            return .answer(value, summary: theme.answeredLine(title, answer: value))
        case .endOfInput:
            guard !field.editor.text.isEmpty else { return .fail(.cancelled) }
            field.editor.deleteForward()
        case .escape: return .fail(.cancelled)
        case .interrupt: return .fail(.interrupted)
        case .tab, .backTab, .up, .down, .pageUp, .pageDown, .suspend, .resumed, .mouse, .unknown: break
        }
        if field.editor.edits != before { field.error = nil }
        return .next
    }

    public func frame(_ field: inout Field, size: TerminalSize) -> PromptFrame {
        var question = theme.questionLine(title)
        if let defaultValue {
            question.append(StyledText(" [" + defaultValue + "]", style: theme.hint))
        }
        let prefix = theme.strings.pointer + " "
        let prefixWidth = DisplayWidth.of(prefix)
        var input: StyledLine = [StyledText(prefix, style: theme.mark)]
        let cursorColumn: Int
        if field.editor.text.isEmpty {
            if let placeholder { input.append(StyledText(placeholder, style: theme.placeholder)) }
            cursorColumn = prefixWidth
        } else {
            // One column stays free for the cursor after the last character.
            let view = FieldView(field.editor, width: size.columns - prefixWidth - 1)
            input.append(StyledText(view.text))
            cursorColumn = prefixWidth + view.cursorColumn
        }
        var lines = [question, input]
        if let error = field.error {
            lines.append([StyledText("  " + error, style: theme.error)])
        }
        lines.append(theme.hintLine(theme.strings.textHint))
        return PromptFrame(lines: lines, cursor: PromptFrame.Position(line: 1, column: cursorColumn))
    }

    private func runLineMode(on terminal: some PromptTerminal) throws(PromptError) -> String {
        let prompt = theme.strings.textQuestion(
            TextSanitizer.sanitize(title),
            defaultValue.map(TextSanitizer.sanitize)
        )
        while true {
            terminal.write(prompt)
            guard let reply = terminal.readLine() else {
                // Ctrl-D left the cursor after the question.
                terminal.write("\n")
                throw .cancelled
            }
            let value = reply.isEmpty ? defaultValue ?? "" : reply
            guard let error = validate(value) else { return value }
            terminal.write(TextSanitizer.sanitize(error) + "\n")
        }
    }
}

/// The part of a field's text that fits its width, scrolled to keep the cursor in
/// view, with `…` where text is hidden on either side.
private struct FieldView {
    var text = ""
    /// The cursor's column within `text`.
    var cursorColumn = 0

    init(_ editor: LineEditor, width: Int) {
        // Each character as it is shown: controls made visible, so widths are true.
        let shown = editor.text.map { TextSanitizer.sanitize(String($0)) }
        let widths = shown.map { DisplayWidth.of($0) }
        let width = max(1, width)
        let cursor = editor.cursor
        var start = 0
        if widths.reduce(0, +) > width {
            // Hide text on the left only when the cursor would not fit otherwise,
            // keeping a column for each ellipsis.
            var used = widths[..<cursor].reduce(0, +)
            while start < cursor, used + (start > 0 ? 1 : 0) + (cursor < shown.count ? 1 : 0) > width {
                used -= widths[start]
                start += 1
            }
        }
        var end = cursor
        var used = widths[start..<cursor].reduce(0, +) + (start > 0 ? 1 : 0)
        while end < shown.count, used + widths[end] + (end + 1 < shown.count ? 1 : 0) <= width {
            used += widths[end]
            end += 1
        }
        let leading = start > 0 ? "…" : ""
        text = leading + shown[start..<cursor].joined()
        cursorColumn = DisplayWidth.of(text)
        text += shown[cursor..<end].joined() + (end < shown.count ? "…" : "")
    }
}
