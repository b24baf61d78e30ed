import Testing
@testable import TerminalKit

@Suite struct ScreenRendererTests {
    private let size = TerminalSize(columns: 20, rows: 4)

    private func frame(_ lines: [String]) -> ScreenBuffer {
        styledFrame(lines.map { [StyledText($0)] })
    }

    private func styledFrame(_ lines: [StyledLine]) -> ScreenBuffer {
        var screen = ScreenBuffer(size: size)
        screen.draw(lines, row: 0)
        return screen
    }

    @Test func theFirstFrameClearsTheScreenAndWritesEveryRowThatIsNotBlank() {
        var renderer = ScreenRenderer()
        let text = renderer.update(to: frame(["one", "", "three"]), color: false)
        #expect(text == "\u{1B}[0m\u{1B}[1;1H\u{1B}[J\u{1B}[1;1Hone\u{1B}[3;1Hthree")
    }

    @Test func aLaterFrameWritesOnlyTheCellsThatChanged() {
        var renderer = ScreenRenderer()
        _ = renderer.update(to: frame(["UA 635  On Time", "DL 17   Boarding"]), color: false)
        let text = renderer.update(to: frame(["UA 635  Delayed", "DL 17   Boarding"]), color: false)
        // "On Time" → "Delayed": seven cells from column 9, one move and the new text.
        #expect(text == "\u{1B}[1;9HDelayed")
        #expect(renderer.update(to: frame(["UA 635  Delayed", "DL 17   Boarding"]), color: false) == "")
    }

    @Test func nearbyChangesAreJoinedIntoOneRun() {
        var renderer = ScreenRenderer()
        _ = renderer.update(to: frame(["abcdefghij"]), color: false)
        #expect(renderer.update(to: frame(["xbcdyfghij"]), color: false) == "\u{1B}[1;1Hxbcdy")
    }

    @Test func aResizeOrAnInvalidationWritesTheWholeFrameAgain() {
        var renderer = ScreenRenderer()
        _ = renderer.update(to: frame(["abc"]), color: false)
        renderer.invalidate()
        #expect(renderer.update(to: frame(["abc"]), color: false) == "\u{1B}[0m\u{1B}[1;1H\u{1B}[J\u{1B}[1;1Habc")
        var wider = ScreenBuffer(size: TerminalSize(columns: 30, rows: 4))
        wider.draw(["abc"], row: 0)
        #expect(renderer.update(to: wider, color: false).hasPrefix("\u{1B}[0m\u{1B}[1;1H\u{1B}[J"))
    }

    @Test func stylesAreWrittenOnlyWhenColourIsOnAndResetAtTheEnd() {
        var colored = ScreenRenderer()
        let line: StyledLine = ["a", StyledText("b", style: .foreground(.red))]
        #expect(colored.update(to: styledFrame([line]), color: true) == "\u{1B}[0m\u{1B}[1;1H\u{1B}[J\u{1B}[1;1Ha\u{1B}[0m\u{1B}[31mb\u{1B}[0m")
        var plain = ScreenRenderer()
        #expect(plain.update(to: styledFrame([line]), color: false) == "\u{1B}[0m\u{1B}[1;1H\u{1B}[J\u{1B}[1;1Hab")
    }

    @Test func aChangeInAWideCharacterIsWrittenFromItsLeftHalf() {
        var renderer = ScreenRenderer()
        _ = renderer.update(to: frame(["a東b"]), color: false)
        let text = renderer.update(to: frame(["a京b"]), color: false)
        #expect(text == "\u{1B}[1;2H京")
    }

    @Test func whatARendererWritesShowsTheFrameOnAVirtualScreen() {
        var renderer = ScreenRenderer()
        var screen = VirtualScreen(size: size)
        screen.write(renderer.update(to: frame(["Arrivals", "AA 1  On Time", "東京 Tokyo"]), color: true))
        screen.write(renderer.update(to: frame(["Departures", "AA 1  Landed", "東京 Tokyo"]), color: true))
        #expect(screen.text == "Departures\nAA 1  Landed\n東京 Tokyo")
    }
}
