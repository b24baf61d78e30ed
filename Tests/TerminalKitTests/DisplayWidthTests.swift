import Testing
import TerminalKit

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("Hello, world", 12),
        ("\u{E9}", 1),
        ("e\u{301}", 1),
        ("Zu\u{308}rich", 6),
        ("東京", 4),
        ("Tokyo 東京", 10),
        ("한국", 4),
        ("ＡＢ", 4),
        ("ｶﾀｶﾅ", 4),
        ("🇯🇵", 2),
        ("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2),
        ("\u{2764}\u{FE0F}", 2),
        ("\u{2764}", 1),
        ("👍🏽", 2),
        ("✈️", 2),
        ("#\u{FE0F}\u{20E3}", 2),
        ("a\u{200B}b", 2),
        ("a\u{200C}b\u{200D}c", 3),
        ("a\u{AD}b", 3),
        ("\u{1B}[31m", 4),
        ("a\tb\r\n", 2),
        ("\u{85}\u{9B}", 0),
    ])
    func widthOfText(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test func widthOfSubstring() {
        let text = "Tokyo 東京"
        #expect(DisplayWidth.of(text.dropFirst(6)) == 4)
    }

    @Test(arguments: [
        (Character("a"), 1),
        (Character("\u{301}"), 0),
        (Character("\u{200B}"), 0),
        (Character("\u{1B}"), 0),
        (Character("\r\n"), 0),
        (Character("東"), 2),
        (Character("\u{1F1EF}"), 2),
        (Character("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}"), 2),
    ])
    func widthOfCharacter(character: Character, expected: Int) {
        #expect(DisplayWidth.of(character) == expected)
    }
}
