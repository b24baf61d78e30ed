import Testing
@testable import TerminalKit

@Suite struct SheetPresenterTests {
    let sheet = SheetView(title: "UA 101", content: (1...30).map { [StyledText("line \($0)")] }, detent: .medium)

    @Test func aMediumSheetRisesInPlaceWithWhatIsAboveInView() throws {
        let terminal = ScriptedTerminal(keys: [.enter], size: TerminalSize(columns: 20, rows: 12))
        terminal.write("$ flights show\n")
        try SheetPresenter(sheet: sheet).run(on: terminal)
        // The frame drawn: six rows below the command line, on the normal screen.
        let shown = try #require(terminal.frames.first { $0.contains("line 1") })
        #expect(shown.hasPrefix("$ flights show\n╭─ UA 101 ──"))
        #expect(shown.split(separator: "\n").count == 1 + 6)
        #expect(terminal.screen == "$ flights show\n✔ UA 101 › Done")
        #expect(!terminal.output.contains("\u{1B}[?1049h"))
    }

    @Test func aFullHeightSheetIsDrawnOnTheAlternateScreenAndLeavesNothingBehind() throws {
        // Tab to large, Tab back to medium, Tab to large, then Done.
        let terminal = ScriptedTerminal(keys: [.tab, .tab, .tab, .enter], size: TerminalSize(columns: 20, rows: 12))
        terminal.write("$ flights show\n")
        try SheetPresenter(sheet: sheet).run(on: terminal)
        let large = try #require(terminal.frames.first { $0.hasPrefix("╭─ UA 101 ──") })
        #expect(large.split(separator: "\n", omittingEmptySubsequences: false).count == 12)
        #expect(large.hasSuffix("─╯"))
        #expect(terminal.output.ranges(of: "\u{1B}[?1049h").count == 2, "entered twice")
        #expect(terminal.output.ranges(of: "\u{1B}[?1049l").count == 2, "left twice")
        #expect(terminal.screen == "$ flights show\n✔ UA 101 › Done")
        #expect(!terminal.isAlternateScreen)
    }

    @Test func ctrlCOnAFullHeightSheetLeavesTheAlternateScreen() {
        let terminal = ScriptedTerminal(keys: [.tab, .interrupt], size: TerminalSize(columns: 30, rows: 12))
        #expect(throws: PromptError.interrupted) { try SheetPresenter(sheet: sheet).run(on: terminal) }
        #expect(!terminal.isAlternateScreen)
        #expect(terminal.screen == "✗ UA 101 › Interrupted")
    }
}
