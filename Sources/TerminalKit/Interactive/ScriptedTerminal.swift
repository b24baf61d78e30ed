/// A terminal that plays a script, for tests of prompts and of the flows that use them.
///
/// Keys are answered from the script and, once it runs out, `.endOfInput` for ever, so
/// a prompt under test cannot hang; lines likewise, then nil. What is written is kept
/// twice: as the raw ``output``, escape sequences and all, and as what a user would see
/// on a terminal of ``size``, redraws and erasures applied (``screen``, and ``frames``
/// after each write). In line mode the screen also shows each scripted line as the
/// terminal would echo it, followed by a new line.
///
/// ```swift
/// let terminal = ScriptedTerminal(keys: [.down, .enter])
/// let index = try ChoicePrompt(title: "Seat", options: ["Window", "Aisle"]).run(on: terminal)
/// #expect(index == 1)
/// #expect(terminal.screen == "✔ Seat › Aisle")
/// #expect(terminal.rawModeDepth == 0)
/// ```
public final class ScriptedTerminal: PromptTerminal {
    /// One step of an interactive script.
    public enum Event: Equatable, Sendable {
        /// The user presses `key`.
        case key(Key)
        /// The user resizes the window: the screen rewraps, and `readKey` returns
        /// `.unknown` as ``SystemTerminal`` does, so the prompt redraws.
        case resize(TerminalSize)
        /// Time passes with no key: a wait for a key with a time limit
        /// (``readKey(waitingAtMost:)``) ends with none; a wait without one skips it.
        case pause
        /// The user pastes `text`: its characters arrive at once, a key each, the first read
        /// as any key, the others also by ``readKeyTypedAhead()``.
        case paste(String)
    }

    /// As given at creation.
    public let isInteractive: Bool
    /// As given at creation.
    public let usesColor: Bool
    /// Everything written, as written.
    public private(set) var output = ""
    /// What the screen showed after each write (see ``screen``).
    public private(set) var frames: [String] = []
    /// How many `withRawMode` calls are running now: 0 once every prompt has ended.
    public private(set) var rawModeDepth = 0
    /// How many times `withRawMode` was called.
    public private(set) var rawModeEntered = 0

    private var display: VirtualScreen
    private var events: [Event]
    private var nextEvent = 0
    private var lines: [String]
    private var nextLine = 0

    /// An interactive terminal pressing `keys` in turn.
    public convenience init(
        keys: [Key],
        size: TerminalSize = TerminalSize(columns: 40, rows: 10),
        isInteractive: Bool = true,
        usesColor: Bool = false
    ) {
        self.init(events: keys.map(Event.key), size: size, isInteractive: isInteractive, usesColor: usesColor)
    }

    /// An interactive terminal playing `events` (key presses and resizes) in turn.
    public init(
        events: [Event],
        size: TerminalSize = TerminalSize(columns: 40, rows: 10),
        isInteractive: Bool = true,
        usesColor: Bool = false
    ) {
        self.events = events
        self.lines = []
        self.display = VirtualScreen(size: size)
        self.isInteractive = isInteractive
        self.usesColor = usesColor
    }

    /// A line-mode terminal (accessible mode, or not a terminal) on which the user
    /// types `lines` in turn.
    public init(
        lines: [String],
        size: TerminalSize = TerminalSize(columns: 40, rows: 10),
        isInteractive: Bool = false,
        usesColor: Bool = false
    ) {
        self.events = []
        self.lines = lines
        self.display = VirtualScreen(size: size)
        self.isInteractive = isInteractive
        self.usesColor = usesColor
    }

    /// The window's size: as given at creation, then as the last resize made it.
    public var size: TerminalSize { display.size }

    /// Every line on the screen, scrollback included, as the user sees it: without
    /// escape sequences, trailing spaces or trailing empty lines. While the alternate
    /// screen is shown, its lines.
    public var screen: String { display.text }

    /// Where the cursor is: its line on ``screen`` and its column.
    public var cursor: (line: Int, column: Int) { display.cursor }

    /// Whether the cursor shows: it is hidden in raw mode unless a prompt shows it.
    public var isCursorVisible: Bool { display.isCursorVisible }

    /// Shows `text` on the screen and records it.
    public func write(_ text: String) {
        output += text
        display.write(text)
        frames.append(display.text)
    }

    /// The next key of the script; `.endOfInput` once it has run out.
    /// Stops the test if called outside `withRawMode`, as the protocol forbids.
    public func readKey() throws(PromptError) -> Key {
        precondition(rawModeDepth > 0, "readKey() called outside withRawMode")
        if let key = nextPasted() { return key }
        while nextEvent < events.count {
            let event = events[nextEvent]
            nextEvent += 1
            switch event {
            case .key(let key):
                return key
            case .paste(let text):
                pasted = Array(text)[...]
                if let key = nextPasted() { return key }
            case .resize(let size):
                display.resize(to: size)
                return .unknown
            case .pause:
                continue
            }
        }
        return .endOfInput
    }

    /// The characters of a paste not read yet.
    private var pasted: ArraySlice<Character> = []

    private func nextPasted() -> Key? {
        guard let character = pasted.popFirst() else { return nil }
        return .character(character)
    }

    /// The rest of a paste being read; nil between two events of the script.
    public func readKeyTypedAhead() throws(PromptError) -> Key? {
        precondition(rawModeDepth > 0, "readKeyTypedAhead() called outside withRawMode")
        return nextPasted()
    }

    /// How many ``Event/pause``s have ended a wait with no key: the time a test's clock may
    /// let pass.
    public private(set) var pausesTaken = 0

    /// nil for a ``Event/pause`` of the script, else its next key as ``readKey()`` gives it.
    public func readKey(waitingAtMost milliseconds: Int) throws(PromptError) -> Key? {
        precondition(rawModeDepth > 0, "readKey(waitingAtMost:) called outside withRawMode")
        if pasted.isEmpty, nextEvent < events.count, events[nextEvent] == .pause {
            nextEvent += 1
            pausesTaken += 1
            return nil
        }
        return try readKey()
    }

    /// How many times the program was suspended (Ctrl-Z); the screen is left as it was.
    public private(set) var suspensions = 0

    /// Counts the suspension: a script continues at once.
    public func suspend() {
        suspensions += 1
    }

    /// The next line of the script, echoed on the screen; nil once it has run out.
    public func readLine() -> String? {
        guard nextLine < lines.count else { return nil }
        defer { nextLine += 1 }
        display.write(lines[nextLine] + "\n")
        return lines[nextLine]
    }

    /// Runs `body`, counting the call and hiding the cursor while the outermost one runs;
    /// the normal screen is shown again at its end.
    public func withRawMode<T>(_ body: () throws(PromptError) -> T) throws(PromptError) -> T {
        rawModeEntered += 1
        rawModeDepth += 1
        if rawModeDepth == 1 { display.setCursorVisible(false) }
        defer {
            rawModeDepth -= 1
            if rawModeDepth == 0 {
                reportMouse(false)
                showAlternateScreen(false)
                display.setCursorVisible(true)
            }
        }
        return try body()
    }

    /// Whether the alternate screen is shown.
    public var isAlternateScreen: Bool { display.isAlternateScreen }

    /// Whether mouse reports are on, as the sequences written so far left them.
    public var isReportingMouse: Bool { display.isReportingMouse }

    /// Writes the sequences that turn mouse reports on or off, when that changes.
    public func reportMouse(_ on: Bool) {
        guard on != display.isReportingMouse else { return }
        write(on ? ANSI.enableMouse : ANSI.disableMouse)
    }

    /// Writes the sequence that shows the alternate screen or the normal one, when it changes.
    public func showAlternateScreen(_ shown: Bool) {
        guard shown != display.isAlternateScreen else { return }
        write(shown ? ANSI.enterAlternateScreen : ANSI.leaveAlternateScreen)
    }
}
