import Testing
import TerminalKit

@Suite struct TextSanitizerTests {
    @Test(arguments: [
        ("\u{1B}[31mRed", "^[[31mRed"),
        ("\u{1B}]0;title\u{7}", "^[]0;title^G"),
        ("a\u{9B}31mb", "a\\u{009B}31mb"),
        ("\u{80}\u{9F}", "\\u{0080}\\u{009F}"),
        ("abc\u{202E}fed", "abc\\u{202E}fed"),
        ("\u{202A}\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}", "\\u{202A}\\u{2066}\\u{2069}\\u{200E}\\u{200F}\\u{061C}"),
        ("line\r\n", "line^M^J"),
        ("a\tb", "a^Ib"),
        ("\u{0}\u{1F}\u{7F}", "^@^_^?"),
        // DEL among printable ASCII, which the fast path for plain text must not let through.
        ("Gate B\u{7F}7", "Gate B^?7"),
        ("Kennedy\u{2028}Intl\u{2029}", "Kennedy\\u{2028}Intl\\u{2029}"),
    ])
    func replacesControls(input: String, expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
    }

    @Test(arguments: [
        "",
        "Plain ASCII ~ text!",
        "Zürich, São Paulo, Kraków",
        "Cafe\u{301}",
        "東京 서울 ｶﾀｶﾅ",
        "🇯🇵 \u{2764}\u{FE0F} \u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}",
        "a\u{200B}b\u{200D}c",
    ])
    func leavesPrintableTextUnchanged(input: String) {
        #expect(TextSanitizer.sanitize(input) == input)
    }
}
