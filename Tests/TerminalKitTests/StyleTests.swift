import Testing
import TerminalKit

@Suite struct StyleTests {
    @Test(arguments: [
        (Style.plain, "text"),
        (Style.bold, "\u{1B}[1mtext\u{1B}[0m"),
        (Style.dim, "\u{1B}[2mtext\u{1B}[0m"),
        (Style.underline, "\u{1B}[4mtext\u{1B}[0m"),
        (Style.inverse, "\u{1B}[7mtext\u{1B}[0m"),
        (Style.foreground(.red), "\u{1B}[31mtext\u{1B}[0m"),
        (Style.foreground(.brightBlue), "\u{1B}[94mtext\u{1B}[0m"),
        (Style(foreground: .red, bold: true), "\u{1B}[1;31mtext\u{1B}[0m"),
        (Style(foreground: .green, bold: true, dim: true, underline: true, inverse: true),
         "\u{1B}[1;2;4;7;32mtext\u{1B}[0m"),
    ])
    func appliesSelectGraphicRendition(style: Style, expected: String) {
        #expect(style.apply(to: "text") == expected)
    }

    @Test func coversAllSixteenColours() {
        let codes = Color.allCases.map { Style.foreground($0).apply(to: "x") }
        #expect(codes == [
            "\u{1B}[30mx\u{1B}[0m", "\u{1B}[31mx\u{1B}[0m", "\u{1B}[32mx\u{1B}[0m", "\u{1B}[33mx\u{1B}[0m",
            "\u{1B}[34mx\u{1B}[0m", "\u{1B}[35mx\u{1B}[0m", "\u{1B}[36mx\u{1B}[0m", "\u{1B}[37mx\u{1B}[0m",
            "\u{1B}[90mx\u{1B}[0m", "\u{1B}[91mx\u{1B}[0m", "\u{1B}[92mx\u{1B}[0m", "\u{1B}[93mx\u{1B}[0m",
            "\u{1B}[94mx\u{1B}[0m", "\u{1B}[95mx\u{1B}[0m", "\u{1B}[96mx\u{1B}[0m", "\u{1B}[97mx\u{1B}[0m",
        ])
    }

    @Test func leavesEmptyTextUnstyled() {
        #expect(Style.bold.apply(to: "") == "")
    }
}
