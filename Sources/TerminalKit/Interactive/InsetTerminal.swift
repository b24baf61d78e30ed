/// A terminal for prompts asked inside a full-screen app: the prompts draw in the bottom
/// rows of the app's screen, over what the app shows, instead of below the cursor of a
/// shell.
///
/// It passes keys and text through to the app's terminal, which is already in raw mode
/// and on the alternate screen, and which stays so: a prompt neither leaves the alternate
/// screen nor shows the normal one. Before each prompt starts (each outermost
/// ``withRawMode(_:)`` of its own), `prepare` runs, so the app draws its screen again;
/// then the bottom `rows` rows are cleared and the prompt draws from the first of them.
/// The prompt sees a terminal `rows` rows tall, so its frame never scrolls the app's screen.
public final class InsetTerminal: PromptTerminal {
    private let base: any PromptTerminal
    private let rows: Int
    private let prepare: () -> Void
    private var depth = 0

    /// Prompts on `base`, in its bottom `rows` rows; `prepare` draws what they are over.
    public init(base: any PromptTerminal, rows: Int, prepare: @escaping () -> Void) {
        self.base = base
        self.rows = rows
        self.prepare = prepare
    }

    /// As the app's terminal is.
    public var isInteractive: Bool { base.isInteractive }
    /// As the app's terminal is.
    public var usesColor: Bool { base.usesColor }

    /// The app's width, and at most the rows given (fewer when the window shrinks).
    public var size: TerminalSize {
        let whole = base.size
        return TerminalSize(columns: whole.columns, rows: max(1, min(rows, whole.rows - 1)))
    }

    public func write(_ text: String) { base.write(text) }
    public func readKey() throws(PromptError) -> Key { try base.readKey() }
    public func readKey(waitingAtMost milliseconds: Int) throws(PromptError) -> Key? {
        try base.readKey(waitingAtMost: milliseconds)
    }
    public func readLine() -> String? { base.readLine() }
    public func suspend() { base.suspend() }

    /// The app owns the alternate screen: prompts keep to it.
    public func showAlternateScreen(_ shown: Bool) {}

    /// Runs `body` in the app's raw mode, after `prepare` for a prompt that starts.
    public func withRawMode<T>(_ body: () throws(PromptError) -> T) throws(PromptError) -> T {
        depth += 1
        defer { depth -= 1 }
        if depth == 1 {
            prepare()
            let whole = base.size
            base.write(ANSI.cursorPosition(row: whole.rows - size.rows + 1, column: 1) + ANSI.eraseToEndOfScreen)
        }
        return try base.withRawMode(body)
    }
}
