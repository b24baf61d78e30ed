/// A key press, decoded from the bytes a terminal sends (see ``KeyDecoder``).
public enum Key: Equatable, Sendable {
    /// Printable text: one grapheme cluster, however many bytes it took
    /// ("é", "東", a flag).
    case character(Character)
    /// Return or Enter (`\r` or `\n`).
    case enter
    /// Esc pressed on its own, not the start of an escape sequence.
    case escape
    /// Backspace (DEL 0x7F, or BS 0x08).
    case backspace
    /// Forward delete (`ESC [ 3 ~`).
    case delete
    /// Tab.
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home, or Ctrl-A as in readline.
    case home
    /// End, or Ctrl-E as in readline.
    case end
    /// Ctrl-U as in readline: delete from the start of the line to the cursor.
    case deleteToStart
    /// Ctrl-K as in readline: delete from the cursor to the end of the line.
    case deleteToEnd
    /// Ctrl-W as in readline: delete the word before the cursor, and the blanks after it.
    case deleteWordBackward
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Ctrl-C (0x03), which arrives as a byte in raw mode instead of raising SIGINT.
    case interrupt
    /// Ctrl-D (0x04), or the end of the input.
    case endOfInput
    /// Ctrl-Z (0x1A), which arrives as a byte in raw mode instead of raising SIGTSTP: the
    /// user asks to suspend the program, as a shell's job control does.
    case suspend
    /// Back from a stop (SIGCONT, after `fg`): the screen is the shell's, to draw anew.
    case resumed
    /// A click or a turn of the wheel, while mouse reporting is on.
    case mouse(MouseEvent)
    /// Anything else: an escape sequence or control key no prompt uses.
    /// Terminals also yield it after a resize, so a prompt redraws at the new size.
    case unknown
}
