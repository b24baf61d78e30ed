import Testing
@testable import TerminalKit

/// The byte-level helpers the table renderer uses must say what the slow forms say.
@Suite struct ContiguousTextTests {
    @Test(arguments: [
        ([""], ""),
        (["", ""], ""),
        (["Departed ", "00:11+1", " (+12)"], "Departed 00:11+1 (+12)"),
        (["Zürich", " (", "ZRH", ")"], "Zürich (ZRH)"),
        (["🛫", "", "é\u{301}"], "🛫é\u{301}"),
    ])
    func joiningIsConcatenation(parts: [String], expected: String) {
        let joined: String
        switch parts.count {
        case 1: joined = String(joining: parts[0])
        case 2: joined = String(joining: parts[0], parts[1])
        case 3: joined = String(joining: parts[0], parts[1], parts[2])
        default: joined = String(joining: parts[0], parts[1], parts[2], parts[3])
        }
        #expect(joined == expected)
        #expect(Array(joined.utf8) == Array(expected.utf8))
    }

    @Test(arguments: [("JFK", true), ("", true), (" ~", true), ("a\u{1B}", false), ("tab\t", false), ("\u{7F}", false), ("é", false)])
    func printableASCIIIsSpaceToTilde(text: String, expected: Bool) {
        #expect(text.isPrintableASCII == expected)
    }

    @Test func appendingUTF8AddsTheBytes() {
        var bytes: [UInt8] = [0x41]
        bytes.append(utf8: "é!")
        #expect(bytes == [0x41, 0xC3, 0xA9, 0x21])
    }
}
