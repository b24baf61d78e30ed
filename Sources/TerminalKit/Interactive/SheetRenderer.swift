/// Draws a sheet so that closing it leaves only the record it commits.
///
/// A sheet shorter than the terminal is drawn in place below the cursor, as prompts are,
/// with what was above it still in view. A sheet as tall as the terminal is drawn on the
/// alternate screen instead: nothing above it would show anyway, and drawn in place it
/// would push the lines above it into the scrollback, and, on terminals that keep what
/// is erased from the top of the screen (tmux), copies of itself. Going back to a shorter
/// height shows the normal screen again as it was, and the sheet is redrawn in place.
struct SheetRenderer: FrameDrawing {
    private var inPlace = FrameRenderer()
    /// The lines on the alternate screen, and the size they were drawn at, while it is shown.
    private var fullScreen: (lines: [StyledLine], size: TerminalSize)?

    mutating func draw(_ frame: PromptFrame, on terminal: some PromptTerminal) {
        let size = terminal.size
        guard frame.lines.count >= size.rows else {
            if fullScreen != nil {
                terminal.showAlternateScreen(false)
                fullScreen = nil
            }
            inPlace.draw(frame, on: terminal)
            return
        }
        let lines = frame.lines.prefix(size.rows).map { $0.truncated(toWidth: max(1, size.columns)) }
        if let fullScreen, fullScreen.lines == lines, fullScreen.size == size { return }
        if fullScreen == nil { terminal.showAlternateScreen(true) }
        // Each row put in its place and erased first: no line feed, so nothing scrolls.
        var text = ""
        for (index, line) in lines.enumerated() {
            text += ANSI.cursorPosition(row: index + 1, column: 1) + ANSI.eraseLine + line.rendered(color: terminal.usesColor)
        }
        terminal.write(text)
        fullScreen = (lines, size)
    }

    mutating func forget() {
        inPlace.forget()
        fullScreen = nil
    }

    mutating func commit(_ lines: [StyledLine], on terminal: some PromptTerminal) {
        if fullScreen != nil {
            terminal.showAlternateScreen(false)
            fullScreen = nil
        }
        inPlace.commit(lines, on: terminal)
    }
}
