import Testing
import TerminalKit

@Suite struct ScreenBufferTests {
    @Test func drawsStyledRunsIntoCellsAndBlanksTheRestOfTheRow() {
        var screen = ScreenBuffer(size: TerminalSize(columns: 10, rows: 2))
        screen.draw(["abcdefghij"], row: 0)
        screen.draw(["ab", StyledText("C", style: .bold)], row: 0, column: 2, width: 5)
        // Columns 2-6 are redrawn: "abC" and two blanks; the rest is untouched.
        #expect(screen.text == "ababC  hij\n")
        #expect(screen[0, 4].style == .bold)
        #expect(screen[0, 5] == .blank)
    }

    @Test func aWideCharacterTakesTwoCellsAndOneThatWouldStraddleTheEdgeIsLeftOut() {
        var screen = ScreenBuffer(size: TerminalSize(columns: 5, rows: 1))
        screen.draw(["東京x東"], row: 0)
        // 東 (2) 京 (2) x (1) = 5 columns; the last 東 has no room.
        #expect(screen.text == "東京x")
        #expect(screen[0, 1].text == "")
        #expect(screen[0, 4].text == "x")
    }

    @Test func overwritingHalfOfAWideCharacterBlanksItsOtherHalf() {
        var screen = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
        screen.draw(["東京"], row: 0)
        screen.draw(["a"], row: 0, column: 1, clearsRest: false)
        #expect(screen.text == " a京")
        screen.draw(["b"], row: 0, column: 2, clearsRest: false)
        #expect(screen.text == " ab")
    }

    @Test func controlCharactersNeverReachACell() {
        var screen = ScreenBuffer(size: TerminalSize(columns: 20, rows: 1))
        screen.draw(["A\u{1B}[2JB\u{7}C"], row: 0)
        #expect(!screen.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(screen.text.hasPrefix("A"))
    }

    @Test func restylesARowInPlace() {
        var screen = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1))
        screen.draw([StyledText("ab", style: .foreground(.red))], row: 0)
        screen.restyle(row: 0, width: 2) { $0.inverse = true }
        #expect(screen[0, 0].style == Style(foreground: .red, inverse: true))
        #expect(screen[0, 2].style == .plain)
    }
}
