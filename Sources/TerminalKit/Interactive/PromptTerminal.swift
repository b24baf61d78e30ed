/// The seam every prompt draws on and reads from. The real one is ``SystemTerminal``;
/// tests use ``ScriptedTerminal``.
///
/// Text written uses `\n` for a new line, and the terminal must start the next
/// line at its first column (the `ONLCR` output processing every terminal has on).
public protocol PromptTerminal: AnyObject {
    /// True when keys can be read one by one and frames redrawn in place (input and
    /// output are terminals, not accessible mode). Otherwise prompts ask with plain
    /// numbered lines read by ``readLine()``.
    var isInteractive: Bool { get }
    /// The window's size now; prompts read it again on every redraw.
    var size: TerminalSize { get }
    /// Whether to use colour in prompts (decided by the caller from --color/NO_COLOR/TERM;
    /// the terminal just carries it).
    var usesColor: Bool { get }
    /// Writes `text` to the screen as it is.
    func write(_ text: String)
    /// Reads one key; only called inside ``withRawMode(_:)``.
    func readKey() throws(PromptError) -> Key
    /// Reads one key if one comes within `milliseconds`, else nil: how a live screen waits
    /// for a key and its next clock tick at once, without spinning. Only called inside
    /// ``withRawMode(_:)``.
    func readKey(waitingAtMost milliseconds: Int) throws(PromptError) -> Key?
    /// The next key if it has already arrived (the rest of a paste, keys typed ahead),
    /// without waiting; nil otherwise. A prompt or an app takes such keys before it draws
    /// again, so that a paste costs one frame, not one a key. Only called inside
    /// ``withRawMode(_:)``.
    func readKeyTypedAhead() throws(PromptError) -> Key?
    /// Reads one line for line-mode prompts (without the newline); nil at end of input.
    func readLine() -> String?
    /// Runs `body` with the terminal in raw mode (no echo, no canonical mode, no ISIG so
    /// Ctrl-C arrives as a byte, cursor hidden) and ALWAYS restores the previous modes and
    /// shows the cursor afterwards, whatever happens (return, throw).
    func withRawMode<T>(_ body: () throws(PromptError) -> T) throws(PromptError) -> T
    /// Shows the alternate screen (a screen of its own, without scrollback, as full-screen
    /// programs use) or the normal one again, as it was, cursor included. Only called inside
    /// ``withRawMode(_:)``, which shows the normal screen again on every way out.
    func showAlternateScreen(_ shown: Bool)
    /// Turns the reports of clicks and the wheel (as ``Key/mouse(_:)``) on or off. Only
    /// called inside ``withRawMode(_:)``, which turns them off on every way out.
    func reportMouse(_ on: Bool)
    /// Stops the program as Ctrl-Z does in a shell, and returns once it is continued
    /// (`fg`): meanwhile the terminal is as the shell left it (its modes, the normal screen,
    /// the cursor shown). Only called inside ``withRawMode(_:)``, which it is back in after.
    func suspend()
}

extension PromptTerminal {
    /// A terminal that cannot tell keys already there from keys to wait for has none.
    public func readKeyTypedAhead() throws(PromptError) -> Key? { nil }
    /// A terminal that reads no mouse reports has nothing to turn on.
    public func reportMouse(_ on: Bool) {}
}
