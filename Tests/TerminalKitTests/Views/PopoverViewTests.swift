import Testing
import TerminalKit

@Suite struct PopoverViewTests {
    func popover(at column: Int) -> PopoverView {
        PopoverView(title: "On time", content: [["9 of 10"]], anchorColumn: column)
    }

    @Test func centresTheBoxUnderTheArrow() {
        #expect(popover(at: 8).render(in: .columns(40), color: false).joined(separator: "\n") == """
                    ▲
              ╭─ On time ─╮
              │ 9 of 10   │
              ╰───────────╯
            """)
    }

    @Test func staysOnScreenAtTheLeftEdge() {
        #expect(popover(at: 0).render(in: .columns(40), color: false).joined(separator: "\n") == """
            ▲
            ╭─ On time ─╮
            │ 9 of 10   │
            ╰───────────╯
            """)
    }

    @Test func staysOnScreenAtTheRightEdge() {
        #expect(popover(at: 39).render(in: .columns(40), color: false).joined(separator: "\n") == """
                                                   ▲
                                       ╭─ On time ─╮
                                       │ 9 of 10   │
                                       ╰───────────╯
            """)
    }

    @Test func pointsAtTheScreensEdgeWhenTheAnchorIsOffIt() {
        #expect(popover(at: 55).render(in: .columns(20), color: false) == popover(at: 19).render(in: .columns(20), color: false))
        #expect(popover(at: -3).render(in: .columns(20), color: false) == popover(at: 0).render(in: .columns(20), color: false))
    }

    @Test func narrowsToTheScreenAndCutsContent() {
        let wide = PopoverView(title: "東京 Tokyo", content: [["成田空港 ", StyledText("Delayed", style: .bold)]], anchorColumn: 6)
        #expect(wide.render(in: .columns(12), color: false).joined(separator: "\n") == """
                  ▲
            ╭─ 東京 … ─╮
            │ 成田空…  │
            ╰──────────╯
            """)
    }

    @Test func drawsInASCII() {
        var view = popover(at: 8)
        view.glyphs = .ascii
        #expect(view.render(in: .columns(40), color: false).joined(separator: "\n") == """
                    ^
              +- On time -+
              | 9 of 10   |
              +-----------+
            """)
    }

    @Test func keepsEveryLineWithinTheScreen() {
        for maxWidth in 4...30 {
            for anchor in [0, 5, 15, 29] {
                for line in popover(at: anchor).render(in: .columns(maxWidth), color: false) {
                    #expect(DisplayWidth.of(line) <= maxWidth, "width \(maxWidth), anchor \(anchor): \(line)")
                }
            }
        }
    }

    @Test func rendersNothingOnAScreenTooNarrowForAFrame() {
        #expect(popover(at: 1).render(in: .columns(3), color: false) == [])
    }
}
