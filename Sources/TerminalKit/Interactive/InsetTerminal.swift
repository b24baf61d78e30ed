/// A terminal for prompts asked inside a full-screen app: the prompts draw in the bottom
/// rows of the app's screen, over what the app shows, instead of below the cursor of a
/// shell.
///
/// It passes keys and text through to the app's terminal, which is already in raw mode
/// and on the alternate screen, and which stays so: a prompt neither leaves the alternate
/// screen nor shows the normal one. Before each prompt starts (each outermost
/// ``withRawMode(_:)`` of its own), and after a resize or a `fg` while it waits, `prepare`
/// runs, so the app draws its screen again; then the bottom rows are cleared and the
/// prompt draws from the first of them (after a resize or a `fg`, it is told to draw
/// anew with ``Key/resumed``). The prompt sees a terminal only that many rows tall, so its
/// frame never scrolls the app's screen.
public final class InsetTerminal: PromptTerminal {
    private let base: any PromptTerminal
    private let rows: (TerminalSize) -> Int
    private let prepare: () -> Void
    private var depth = 0
    /// The last key a prompt read: whether it was left with `q`, say.
    public private(set) var lastKey: Key?

    /// Prompts on `base`, in its bottom `rows(size)` rows; `prepare` draws what they are over.
    public init(base: any PromptTerminal, rows: @escaping (TerminalSize) -> Int, prepare: @escaping () -> Void) {
        self.base = base
        self.rows = rows
        self.prepare = prepare
    }

    /// As the app's terminal is.
    public var isInteractive: Bool { base.isInteractive }
    /// As the app's terminal is.
    public var usesColor: Bool { base.usesColor }

    /// The app's width, and the rows given for its height (one fewer than the window at most).
    public var size: TerminalSize {
        let whole = base.size
        return TerminalSize(columns: whole.columns, rows: max(1, min(rows(whole), whole.rows - 1)))
    }

    public func write(_ text: String) { base.write(text) }

    public func readKey() throws(PromptError) -> Key {
        let key = try base.readKey()
        return redrawn(after: key)
    }

    public func readKey(waitingAtMost milliseconds: Int) throws(PromptError) -> Key? {
        try base.readKey(waitingAtMost: milliseconds).map(redrawn)
    }

    public func readLine() -> String? { base.readLine() }
    public func suspend() { base.suspend() }

    /// The app owns the alternate screen: prompts keep to it.
    public func showAlternateScreen(_ shown: Bool) {}

    /// Runs `body` in the app's raw mode, after the screen is drawn for a prompt that starts.
    public func withRawMode<T>(_ body: () throws(PromptError) -> T) throws(PromptError) -> T {
        depth += 1
        defer { depth -= 1 }
        if depth == 1 { makeRoom() }
        return try base.withRawMode(body)
    }

    /// A resize (read as `.unknown`) or a `fg` leaves the screen to draw whole: the app's
    /// part first, then the prompt's, anew.
    private func redrawn(after key: Key) -> Key {
        lastKey = key
        guard key == .unknown || key == .resumed else { return key }
        makeRoom()
        return .resumed
    }

    private func makeRoom() {
        prepare()
        let whole = base.size
        base.write(ANSI.cursorPosition(row: whole.rows - size.rows + 1, column: 1) + ANSI.eraseToEndOfScreen)
    }
}
