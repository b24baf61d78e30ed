import Testing
import TerminalKit

@Suite struct PanelTests {
    let airport = Panel(
        title: "東京 Tokyo",
        content: [
            ["Gate ", StyledText("C31", style: .bold)],
            ["成田空港 Narita International"],
            [],
            ["Note \u{1B}[2J"],
        ],
        footer: "esc close"
    )

    @Test func drawsARoundedFrameWithTitleAndFooter() {
        #expect(airport.render(in: .columns(30), color: false).joined(separator: "\n") == """
            ╭─ 東京 Tokyo ───────────────╮
            │ Gate C31                   │
            │ 成田空港 Narita Internati… │
            │                            │
            │ Note ^[[2J                 │
            ╰──────────────── esc close ─╯
            """)
    }

    @Test func cutsTitleContentAndFooterRatherThanBreakTheFrame() {
        #expect(airport.render(in: .columns(12), color: false).joined(separator: "\n") == """
            ╭─ 東京 … ─╮
            │ Gate C31 │
            │ 成田空…  │
            │          │
            │ Note ^[… │
            ╰─ esc c… ─╯
            """)
    }

    @Test func drawsInASCIIForTerminalsWithoutBoxDrawing() {
        var panel = airport
        panel.glyphs = .ascii
        #expect(panel.render(in: .columns(30), color: false).joined(separator: "\n") == """
            +- 東京 Tokyo ---------------+
            | Gate C31                   |
            | 成田空港 Narita Interna... |
            |                            |
            | Note ^[[2J                 |
            +---------------- esc close -+
            """)
    }

    @Test func stylesTitleFooterAndContentWithColourOn() {
        #expect(airport.render(in: .columns(30), color: true) == [
            "╭─ \u{1B}[1m東京 Tokyo\u{1B}[0m ───────────────╮",
            "│ Gate \u{1B}[1mC31\u{1B}[0m                   │",
            "│ 成田空港 Narita Internati… │",
            "│                            │",
            "│ Note ^[[2J                 │",
            "╰──────────────── \u{1B}[2mesc close\u{1B}[0m ─╯",
        ])
    }

    @Test func drawsPlainBordersWithoutTitleOrFooter() {
        let panel = Panel(content: [["9 of 10 on time"]])
        #expect(panel.render(in: .columns(21), color: false).joined(separator: "\n") == """
            ╭───────────────────╮
            │ 9 of 10 on time   │
            ╰───────────────────╯
            """)
    }

    @Test func keepsEveryLineExactlyAsWideAsAsked() {
        for width in 4...40 {
            for line in airport.render(in: .columns(width), color: false) {
                #expect(DisplayWidth.of(line) == width, "width \(width): \(line)")
            }
        }
    }

    @Test func rendersNothingBelowTheMinimumWidth() {
        #expect(airport.render(in: .columns(3), color: false) == [])
        #expect(Panel(content: [["x"]]).render(in: .columns(4), color: false) == ["╭──╮", "│  │", "╰──╯"])
    }

    @Test func naturalWidthFitsTheWidestOfContentTitleAndFooter() {
        #expect(airport.naturalWidth == 33)
        #expect(Panel(title: "A much longer title", content: [["short"]]).naturalWidth == 25)
        #expect(Panel(content: [["short"]], footer: "enter/esc close").naturalWidth == 21)
        #expect(Panel(content: []).naturalWidth == Panel.minimumWidth)
    }
}
