import Testing
@testable import TerminalKit

@Suite struct FrameRendererTests {
    private func frame(_ lines: String...) -> PromptFrame {
        PromptFrame(lines: lines.map { [StyledText($0)] })
    }

    @Test func drawsTheFirstFrameWhereTheCursorIs() {
        let terminal = ScriptedTerminal(keys: [])
        var renderer = FrameRenderer()
        renderer.draw(frame("one", "two"), on: terminal)
        #expect(terminal.output == "one\ntwo")
        #expect(terminal.cursor == (1, 3))
    }

    @Test func erasesThePreviousFrameBeforeDrawingTheNext() {
        let terminal = ScriptedTerminal(keys: [])
        terminal.write("$ flights checkin\n")
        var renderer = FrameRenderer()
        renderer.draw(frame("one", "two", "three"), on: terminal)
        renderer.draw(frame("four"), on: terminal)
        #expect(terminal.output == "$ flights checkin\none\ntwo\nthree\r\u{1B}[2A\u{1B}[Jfour")
        #expect(terminal.screen == "$ flights checkin\nfour")
    }

    @Test func writesNothingForAnUnchangedFrame() {
        let terminal = ScriptedTerminal(keys: [])
        var renderer = FrameRenderer()
        renderer.draw(frame("one"), on: terminal)
        renderer.draw(frame("one"), on: terminal)
        #expect(terminal.frames == ["one"])
    }

    @Test func cutsLinesToTheWidthAndTheFrameToTheHeight() {
        let terminal = ScriptedTerminal(keys: [], size: TerminalSize(columns: 10, rows: 3))
        var renderer = FrameRenderer()
        renderer.draw(frame("0123456789AB", "東京東京東京", "c", "d"), on: terminal)
        #expect(terminal.screen == "012345678…\n東京東京…\nc")
    }

    @Test func leavesCommittedLinesAndDrawsTheNextFrameBelowThem() {
        let terminal = ScriptedTerminal(keys: [])
        var renderer = FrameRenderer()
        renderer.draw(frame("a", "b"), on: terminal)
        renderer.commit([["done"]], on: terminal)
        renderer.draw(frame("next"), on: terminal)
        #expect(terminal.output == "a\nb\r\u{1B}[1A\u{1B}[Jdone\nnext")
        #expect(terminal.screen == "done\nnext")
    }

    @Test func showsTheCursorInsideTheFrameAndErasesFromItsLine() {
        let terminal = ScriptedTerminal(keys: [])
        var renderer = FrameRenderer()
        var field = frame("? Name", "› Ada", "enter submit")
        field.cursor = PromptFrame.Position(line: 1, column: 4)
        renderer.draw(field, on: terminal)
        #expect(terminal.output == "? Name\n› Ada\nenter submit\u{1B}[1A\u{1B}[5G\u{1B}[?25h")
        #expect(terminal.cursor == (1, 4))
        renderer.draw(frame("done"), on: terminal)
        #expect(terminal.output.hasSuffix("\u{1B}[?25h\r\u{1B}[1A\u{1B}[Jdone\u{1B}[?25l"))
        #expect(terminal.screen == "done")
    }

    @Test func countsTheRowsOfLinesRewrappedWhenTheWindowNarrows() throws {
        let terminal = ScriptedTerminal(events: [.resize(TerminalSize(columns: 20, rows: 10))])
        var renderer = FrameRenderer()
        renderer.draw(frame(String(repeating: "a", count: 30), String(repeating: "b", count: 10)), on: terminal)
        _ = try terminal.withRawMode { () throws(PromptError) in try terminal.readKey() }
        // The 30 a's now take two rows: three rows up to reach the first.
        #expect(terminal.screen == "aaaaaaaaaaaaaaaaaaaa\naaaaaaaaaa\nbbbbbbbbbb")
        renderer.draw(frame("c"), on: terminal)
        #expect(terminal.output.hasSuffix("\r\u{1B}[2A\u{1B}[Jc"))
        #expect(terminal.screen == "c")
    }

    @Test func stylesTextOnlyWithColourAndKeepsStylesWhenCutting() {
        let line: StyledLine = [StyledText("ab", style: .bold), StyledText("cdef", style: .foreground(.red))]
        let colour = ScriptedTerminal(keys: [], size: TerminalSize(columns: 4, rows: 3), usesColor: true)
        var renderer = FrameRenderer()
        renderer.draw(PromptFrame(lines: [line]), on: colour)
        #expect(colour.output == "\u{1B}[1mab\u{1B}[0m\u{1B}[31mc…\u{1B}[0m")
        let plain = ScriptedTerminal(keys: [], size: TerminalSize(columns: 4, rows: 3))
        renderer = FrameRenderer()
        renderer.draw(PromptFrame(lines: [line]), on: plain)
        #expect(plain.output == "abc…")
    }

    @Test(arguments: [
        (0, 10, 20, 0), (19, 30, 20, 0), (20, 30, 20, 1), (30, 30, 20, 1),
        (20, 20, 20, 0), (40, 40, 20, 1), (5, 0, 20, 0),
    ])
    func placesTheCursorOnTheRowItWrappedTo(column: Int, lineWidth: Int, columns: Int, row: Int) {
        #expect(FrameRenderer.rowOffset(column: column, lineWidth: lineWidth, columns: columns) == row)
    }
}
