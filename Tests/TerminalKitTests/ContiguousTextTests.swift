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

    /// Every length up to three words, with each byte in turn one at an edge of the printable
    /// range or just outside it: the same answer as looking at each byte.
    @Test func printableASCIIAgreesWithEachByteAtEveryPlace() {
        for length in 1...24 {
            for place in 0..<length {
                for byte: UInt8 in [0x00, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xC3, 0xFF] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = byte
                    // Through a string of the bytes when they are UTF-8, else through the repaired text.
                    let text = String(decoding: bytes, as: UTF8.self)
                    #expect(text.isPrintableASCII == text.utf8.allSatisfy { (0x20...0x7E).contains($0) }, "\(bytes)")
                }
            }
        }
    }

    @Test func appendingSpacesAddsThatMany() {
        for count in [0, 1, 127, 128, 129, 300] {
            var bytes: [UInt8] = [0x41]
            bytes.append(spaces: count)
            #expect(bytes == [0x41] + [UInt8](repeating: 0x20, count: count))
        }
    }

    @Test func appendingUTF8AddsTheBytes() {
        var bytes: [UInt8] = [0x41]
        bytes.append(utf8: "é!")
        #expect(bytes == [0x41, 0xC3, 0xA9, 0x21])
    }
}
