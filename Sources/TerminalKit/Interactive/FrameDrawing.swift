/// How a prompt's frames reach the screen: ``FrameRenderer`` draws them in place below
/// the cursor, ``SheetRenderer`` moves a sheet that fills the terminal to the alternate screen.
protocol FrameDrawing {
    /// Replaces the frame on screen, if any, with `frame`.
    mutating func draw(_ frame: PromptFrame, on terminal: some PromptTerminal)
    /// Replaces the frame on screen with `lines`, the record the prompt leaves, and moves
    /// to the line below them.
    mutating func commit(_ lines: [StyledLine], on terminal: some PromptTerminal)
    /// Forgets the frame on screen without erasing it: the next frame starts where the
    /// cursor is, as after a stop, when the shell has written below the old one.
    mutating func forget()
}
