import Testing
import TerminalKit

@Suite struct TextFittingTests {
    @Test(arguments: [
        ("Hello, world", 5, "Hell…"),
        ("Hello", 5, "Hello"),
        ("Hello", 9, "Hello"),
        ("Hello", 1, "…"),
        ("Hello", 0, ""),
        ("Hello", -3, ""),
        ("", 0, ""),
        ("東京都庁", 8, "東京都庁"),
        ("東京都庁", 7, "東京都…"),
        ("東京都庁", 6, "東京…"),
        ("東京都庁", 5, "東京…"),
        ("東京都庁", 2, "…"),
        ("Tokyo 東京", 8, "Tokyo …"),
        ("Cafe\u{301} au lait", 5, "Cafe\u{301}…"),
        ("🇯🇵🇫🇷🇩🇪", 5, "🇯🇵🇫🇷…"),
    ])
    func truncatesByDisplayWidth(text: String, width: Int, expected: String) {
        #expect(truncate(text, toWidth: width) == expected)
    }

    @Test func truncatesWithCustomEllipsis() {
        #expect(truncate("Hello, world", toWidth: 8, ellipsis: "...") == "Hello...")
        #expect(truncate("Hello, world", toWidth: 2, ellipsis: "...") == "..")
        #expect(truncate("Hello, world", toWidth: 4, ellipsis: "") == "Hell")
    }

    @Test(arguments: [
        ("ab", 5, Alignment.left, "ab   "),
        ("ab", 5, Alignment.right, "   ab"),
        ("東京", 6, Alignment.left, "東京  "),
        ("東京", 6, Alignment.right, "  東京"),
        ("e\u{301}", 3, Alignment.left, "e\u{301}  "),
        ("abcdef", 3, Alignment.left, "abcdef"),
        ("abc", 3, Alignment.right, "abc"),
    ])
    func padsByDisplayWidth(text: String, width: Int, alignment: Alignment, expected: String) {
        #expect(pad(text, toWidth: width, alignment: alignment) == expected)
    }
}
