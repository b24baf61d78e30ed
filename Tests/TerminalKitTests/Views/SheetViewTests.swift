import Testing
import TerminalKit

@Suite struct SheetViewTests {
    static let size = TerminalSize(columns: 40, rows: 24)

    func sheet(lines count: Int, scrollOffset: Int = 0) -> SheetView {
        SheetView(
            title: "DL 1705",
            content: (1...count).map { [StyledText("line \($0)")] },
            detent: .height(8),
            dismissHint: "enter/esc close",
            scrollOffset: scrollOffset
        )
    }

    @Test func padsContentThatFitsToTheDetentsHeight() {
        #expect(sheet(lines: 3).render(in: Self.size, color: false).joined(separator: "\n") == """
            ╭─ DL 1705 ───────━━━━─────────────────╮
            │ line 1                               │
            │ line 2                               │
            │ line 3                               │
            │                                      │
            │                                      │
            │                                      │
            ╰──────────────────── enter/esc close ─╯
            """)
        #expect(sheet(lines: 3).maxScrollOffset(size: Self.size) == 0)
    }

    @Test func showsAMarkerInTheLastRowWhenContentOverflows() {
        #expect(sheet(lines: 20).render(in: Self.size, color: false).joined(separator: "\n") == """
            ╭─ DL 1705 ───────━━━━─────────────────╮
            │ line 1                               │
            │ line 2                               │
            │ line 3                               │
            │ line 4                               │
            │ line 5                               │
            │ ↓ 15 more                            │
            ╰──────────────────── enter/esc close ─╯
            """)
    }

    @Test func showsMarkersAboveAndBelowWhenScrolled() {
        #expect(sheet(lines: 20, scrollOffset: 3).render(in: Self.size, color: false).joined(separator: "\n") == """
            ╭─ DL 1705 ───────━━━━─────────────────╮
            │ ↑ 3 more                             │
            │ line 4                               │
            │ line 5                               │
            │ line 6                               │
            │ line 7                               │
            │ ↓ 13 more                            │
            ╰──────────────────── enter/esc close ─╯
            """)
    }

    @Test func showsTheLastLineInTheLastRowAtTheLargestOffset() {
        let scrolled = sheet(lines: 20, scrollOffset: 15)
        #expect(scrolled.maxScrollOffset(size: Self.size) == 15)
        #expect(scrolled.render(in: Self.size, color: false).joined(separator: "\n") == """
            ╭─ DL 1705 ───────━━━━─────────────────╮
            │ ↑ 15 more                            │
            │ line 16                              │
            │ line 17                              │
            │ line 18                              │
            │ line 19                              │
            │ line 20                              │
            ╰──────────────────── enter/esc close ─╯
            """)
    }

    @Test func clampsTheScrollOffset() {
        let end = sheet(lines: 20, scrollOffset: 15).render(in: Self.size, color: false)
        #expect(sheet(lines: 20, scrollOffset: 99).render(in: Self.size, color: false) == end)
        let top = sheet(lines: 20).render(in: Self.size, color: false)
        #expect(sheet(lines: 20, scrollOffset: -4).render(in: Self.size, color: false) == top)
    }

    @Test func scrollsWithoutMarkersWhenOnlyTwoRowsShowContent() {
        var short = sheet(lines: 5, scrollOffset: 1)
        short.detent = .height(4)
        #expect(short.maxScrollOffset(size: Self.size) == 3)
        #expect(short.render(in: Self.size, color: false).joined(separator: "\n") == """
            ╭─ DL 1705 ───────━━━━─────────────────╮
            │ line 2                               │
            │ line 3                               │
            ╰──────────────────── enter/esc close ─╯
            """)
    }

    @Test func isAsTallAsItsDetentAndAsWideAsTheTerminal() {
        for detent in [SheetDetent.medium, .large, .drawer, .fraction(0.4), .height(12)] {
            for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 40)] {
                var view = sheet(lines: 50)
                view.detent = detent
                let lines = view.render(in: size, color: false)
                #expect(lines.count == detent.rows(for: size), "\(detent) at \(size)")
                #expect(lines.allSatisfy { DisplayWidth.of($0) == size.columns }, "\(detent) at \(size)")
            }
        }
    }

    @Test func cutsWideContentAndLeavesOutTheGrabberBesideALongTitle() {
        let view = SheetView(
            title: "JL 6 東京 Tokyo Narita International",
            content: [["成田空港 ", StyledText("Delayed 10:40", style: .foreground(.red))]],
            detent: .height(3)
        )
        #expect(view.render(in: TerminalSize(columns: 24, rows: 10), color: false).joined(separator: "\n") == """
            ╭─ JL 6 東京 Tokyo N… ─╮
            │ 成田空港 Delayed 10… │
            ╰──────────────────────╯
            """)
    }

    @Test func drawsInASCII() {
        var view = sheet(lines: 10, scrollOffset: 2)
        view.detent = .height(7)
        view.glyphs = .ascii
        #expect(view.render(in: Self.size, color: false).joined(separator: "\n") == """
            +- DL 1705 -------====-----------------+
            | ^ 2 more                             |
            | line 3                               |
            | line 4                               |
            | line 5                               |
            | v 5 more                             |
            +-------------------- enter/esc close -+
            """)
    }

    @Test func dimsTheMarkersWithColourOn() {
        var view = sheet(lines: 10, scrollOffset: 2)
        view.detent = .height(5)
        #expect(view.render(in: Self.size, color: true) == [
            "╭─ \u{1B}[1mDL 1705\u{1B}[0m ───────━━━━─────────────────╮",
            "│ \u{1B}[2m↑ 2 more\u{1B}[0m                             │",
            "│ line 3                               │",
            "│ \u{1B}[2m↓ 7 more\u{1B}[0m                             │",
            "╰──────────────────── \u{1B}[2menter/esc close\u{1B}[0m ─╯",
        ])
    }

    @Test(arguments: [
        (TerminalSize(columns: 40, rows: 2), "Terminal too small"),
        (TerminalSize(columns: 9, rows: 24), "Terminal…"),
        (TerminalSize(columns: 0, rows: 0), ""),
    ])
    func saysSoOnATerminalTooSmall(size: TerminalSize, expected: String) {
        let view = sheet(lines: 20, scrollOffset: 4)
        #expect(view.render(in: size, color: true) == [expected])
        #expect(view.maxScrollOffset(size: size) == 0)
    }
}
