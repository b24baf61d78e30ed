/// Presents a ``SheetView`` on a terminal until the user closes it, as iOS presents
/// a sheet: arrows, `j`/`k`, PgUp/PgDn, Home/End scroll; Tab moves to the next detent
/// (like dragging the grabber); Enter, Esc, `q` or the end of input close it (Done).
///
/// A sheet is a presentation: when it closes it leaves one line behind, `✔ Title › Done`,
/// and nothing else, neither on the screen nor in the scrollback. Shorter than the
/// terminal, it is drawn in place below the cursor, as prompts are, and what is above
/// stays in view; as tall as the terminal, it is drawn on the alternate screen (see
/// ``SheetRenderer``). It is redrawn at the terminal's current size after every key,
/// so a resize is followed.
public struct SheetPresenter {
    /// How the prompt looks and what it says; `.standard` unless the caller restyles or translates it.
    public var theme = PromptTheme.standard
    /// The sheet to show, opening at its own detent and scroll position.
    public var sheet: SheetView
    /// The heights Tab cycles through; the sheet starts at its own detent.
    public var detents: [SheetDetent]

    /// A presenter for `sheet`; the sheet's own detent is put in front of `detents` when missing.
    public init(sheet: SheetView, detents: [SheetDetent] = [.medium, .large]) {
        self.sheet = sheet
        self.detents = detents.contains(sheet.detent) ? detents : [sheet.detent] + detents
    }

    /// Shows the sheet until it is closed; throws ``PromptError/interrupted`` on Ctrl-C.
    public func run(on terminal: some PromptTerminal) throws(PromptError) {
        try PromptSession.run(
            on: terminal, title: sheet.title, theme: theme, state: sheet, renderer: SheetRenderer(),
            frame: { sheet, size in
                sheet.scrollOffset = min(sheet.scrollOffset, sheet.maxScrollOffset(size: size))
                return PromptFrame(lines: sheet.styledLines(in: size))
            },
            handle: { sheet, key in
                let page = max(1, sheet.detent.rows(for: terminal.size) - 3)
                switch key {
                case .enter, .escape, .endOfInput, .character("q"):
                    return .answer((), summary: theme.answeredLine(sheet.title, answer: theme.strings.done))
                case .interrupt:
                    return .fail(.interrupted)
                case .down, .character("j"): sheet.scrollOffset += 1
                case .up, .character("k"): sheet.scrollOffset = max(0, sheet.scrollOffset - 1)
                case .pageDown, .character(" "): sheet.scrollOffset += page
                case .pageUp: sheet.scrollOffset = max(0, sheet.scrollOffset - page)
                case .home: sheet.scrollOffset = 0
                case .end: sheet.scrollOffset = Int.max / 2
                case .tab:
                    let index = detents.firstIndex(of: sheet.detent) ?? 0
                    sheet.detent = detents[(index + 1) % detents.count]
                default: break
                }
                return .next
            })
    }
}
