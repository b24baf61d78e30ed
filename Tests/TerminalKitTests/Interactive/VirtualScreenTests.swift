import Testing
@testable import TerminalKit

@Suite struct VirtualScreenTests {
    private func screen(_ columns: Int, _ rows: Int, showing text: String) -> VirtualScreen {
        var screen = VirtualScreen(size: TerminalSize(columns: columns, rows: rows))
        screen.write(text)
        return screen
    }

    @Test func wrapsAtTheMarginOnlyWhenMoreTextComes() {
        #expect(screen(4, 5, showing: "abcd\nef").text == "abcd\nef")
        #expect(screen(4, 5, showing: "abcdef").text == "abcd\nef")
        #expect(screen(4, 5, showing: "abcd").cursor == (0, 3))
    }

    @Test func movesAWideCharacterThatDoesNotFitToTheNextLine() {
        #expect(screen(4, 5, showing: "abc東").text == "abc\n東")
    }

    @Test func joinsCombiningMarksToTheCharacterBefore() {
        #expect(screen(10, 5, showing: "Rene\u{301}!").text == "René!")
        #expect(screen(10, 5, showing: "e\u{301}").cursor == (0, 1))
    }

    @Test func stopsTheCursorAtTheTopOfTheScreen() {
        // Two rows: "a" has scrolled off and cannot be reached.
        #expect(screen(10, 2, showing: "a\nb\nc\r\u{1B}[5AX").text == "a\nX\nc")
    }

    @Test func erasesTheLineAndTheScreenBelow() {
        #expect(screen(10, 5, showing: "one\ntwo\nthree\r\u{1B}[1A\u{1B}[J2").text == "one\n2")
        #expect(screen(10, 5, showing: "one\ntwo\u{1B}[2D\u{1B}[K").text == "one\nt")
        #expect(screen(10, 5, showing: "one\u{1B}[2K!").text == "   !")
    }

    @Test func blanksTheOtherHalfOfAnOverwrittenWideCharacter() {
        #expect(screen(10, 5, showing: "東京\u{1B}[2Gx").text == " x京")
        #expect(screen(10, 5, showing: "東京\u{1B}[3Gx").text == "東x")
    }

    @Test func movesToAColumnAndTracksCursorVisibility() {
        let shown = screen(10, 5, showing: "abc\u{1B}[?25l\u{1B}[2GX")
        #expect(shown.text == "aXc")
        #expect(!shown.isCursorVisible)
        #expect(screen(10, 5, showing: "\u{1B}[?25l\u{1B}[?25h").isCursorVisible)
    }

    @Test func ignoresColours() {
        #expect(screen(10, 5, showing: "\u{1B}[1;31mred\u{1B}[0m").text == "red")
    }

    @Test func rewrapsLongLinesWhenNarrowedKeepingTheCursorOnItsCharacter() {
        var shown = screen(10, 5, showing: "abcdefghij\nk")
        shown.resize(to: TerminalSize(columns: 4, rows: 5))
        #expect(shown.text == "abcd\nefgh\nij\nk")
        #expect(shown.cursor == (3, 1))
        var atMargin = screen(10, 5, showing: "abcdefgh")
        atMargin.resize(to: TerminalSize(columns: 4, rows: 5))
        #expect(atMargin.cursor == (1, 3))
    }

    @Test func movesTheCursorToARowAndColumnOfTheScreen() {
        // Two rows: the screen is "b", "c"; row 1 is "b".
        #expect(screen(10, 2, showing: "a\nb\nc\u{1B}[1;2HX").text == "a\nbX\nc")
        #expect(screen(10, 3, showing: "abc\u{1B}[HX").text == "Xbc")
    }

    @Test func theAlternateScreenHasNoScrollbackAndLeavesTheNormalOneAsItWas() {
        var alternate = screen(10, 3, showing: "one\ntwo\n\u{1B}[?1049hA\nB\nC\nD")
        #expect(alternate.isAlternateScreen)
        // It starts on the cursor's row, 3; A has scrolled off it, and is gone.
        #expect(alternate.text == "B\nC\nD")
        alternate.write("\u{1B}[?1049lthree")
        #expect(!alternate.isAlternateScreen)
        #expect(alternate.text == "one\ntwo\nthree")
    }

    @Test func withScrollOnClearAnErasureFromTheTopLeftKeepsTheLinesInTheScrollback() {
        var tmux = VirtualScreen(size: TerminalSize(columns: 10, rows: 3), scrollsOnClear: true)
        tmux.write("one\ntwo\r\u{1B}[1A\u{1B}[Jnew")
        #expect(tmux.text == "one\ntwo\nnew")
        // Below the top-left corner an erasure erases, as everywhere.
        #expect(screen(10, 3, showing: "one\ntwo\r\u{1B}[1A\u{1B}[Jnew").text == "new")
        var lower = VirtualScreen(size: TerminalSize(columns: 10, rows: 3), scrollsOnClear: true)
        lower.write("one\ntwo\r\u{1B}[J2")
        #expect(lower.text == "one\n2")
    }
}
