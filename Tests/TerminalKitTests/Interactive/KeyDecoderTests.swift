import Testing
import TerminalKit

@Suite struct KeyDecoderTests {
    /// Every key in `bytes`, as decoded once the input has gone quiet.
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        decoder.append(bytes)
        var keys: [Key] = []
        while let key = decoder.nextKey(moreMayFollow: false) { keys.append(key) }
        return keys
    }

    private func keys(_ text: String) -> [Key] {
        keys(Array(text.utf8))
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
        ("\u{1B}[1;5A", .up), ("\u{1B}[3;2~", .delete), ("\u{1B}OM", .enter),
    ])
    func decodesEscapeSequences(sequence: String, key: Key) {
        #expect(keys(sequence) == [key])
    }

    @Test(arguments: [
        ([0x0D], Key.enter), ([0x0A], .enter), ([0x7F], .backspace), ([0x08], .backspace),
        ([0x09], .tab), ([0x03], .interrupt), ([0x04], .endOfInput),
        ([0x01], .home), ([0x05], .end), ([0x1A], .suspend), ([0x00], .unknown),
        ([0x15], .deleteToStart), ([0x0B], .deleteToEnd), ([0x17], .deleteWordBackward),
    ] as [([UInt8], Key)])
    func decodesControlBytes(bytes: [UInt8], key: Key) {
        #expect(keys(bytes) == [key])
    }

    @Test func decodesPrintableText() {
        #expect(keys("q1 J") == [.character("q"), .character("1"), .character(" "), .character("J")])
    }

    @Test func decodesMultiByteCharactersAsOneKeyEach() {
        #expect(keys("é東🇫🇷") == [.character("é"), .character("東"), .character("🇫🇷")])
        #expect(keys(Array("東".utf8)).count == 1)
    }

    @Test func joinsACombiningAccentToItsLetter() {
        #expect(keys("e\u{301}x") == [.character("e\u{301}"), .character("x")])
    }

    @Test func waitsForTheRestOfASequenceSplitAcrossReads() {
        var decoder = KeyDecoder()
        decoder.append([0x1B])
        #expect(decoder.nextKey(moreMayFollow: true) == nil)
        decoder.append(Array("[".utf8))
        #expect(decoder.nextKey(moreMayFollow: true) == nil)
        decoder.append(Array("5".utf8))
        #expect(decoder.nextKey(moreMayFollow: true) == nil)
        decoder.append(Array("~x".utf8))
        #expect(decoder.nextKey(moreMayFollow: true) == .pageUp)
        #expect(decoder.nextKey(moreMayFollow: true) == .character("x"))
        #expect(decoder.nextKey(moreMayFollow: true) == nil)
        #expect(!decoder.hasBufferedBytes)
    }

    @Test func waitsForTheRestOfACharacterSplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("東".utf8)
        decoder.append(bytes.prefix(2))
        #expect(decoder.nextKey(moreMayFollow: true) == nil)
        decoder.append(bytes.suffix(1))
        #expect(decoder.nextKey(moreMayFollow: true) == .character("東"))
    }

    @Test func takesALoneEscapeAsEscOnceNothingFollows() {
        var decoder = KeyDecoder()
        decoder.append([0x1B])
        #expect(decoder.nextKey(moreMayFollow: true) == nil)
        #expect(decoder.hasBufferedBytes)
        #expect(decoder.nextKey(moreMayFollow: false) == .escape)
        #expect(!decoder.hasBufferedBytes)
    }

    @Test func takesTwoEscapesReadTogetherAsTwoPresses() {
        #expect(keys([0x1B, 0x1B]) == [.escape, .escape])
    }

    @Test func takesAnEscapeBeforeASequenceAsItsOwnKey() {
        #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func takesAltWithAKeyAsOneUnknownKey() {
        #expect(keys("\u{1B}b") == [.unknown])
        #expect(keys("\u{1B}é!") == [.unknown, .character("!")])
    }

    @Test func takesACutSequenceAsUnknownOnceNothingFollows() {
        #expect(keys("\u{1B}[") == [.unknown])
        #expect(keys("\u{1B}[1;") == [.unknown])
        #expect(keys("\u{1B}O") == [.unknown])
    }

    @Test func decodesShiftTabAsBackTab() {
        #expect(keys("\u{1B}[Za") == [.backTab, .character("a")])
    }

    @Test func takesSequencesItDoesNotUseAsOneUnknownKey() {
        #expect(keys("\u{1B}[2~a") == [.unknown, .character("a")])
        #expect(keys("\u{1B}[15~") == [.unknown])
        #expect(keys("\u{1B}[Q") == [.unknown])
        #expect(keys("\u{1B}[>0;3;4c") == [.unknown])
        #expect(keys("\u{1B}OP") == [.unknown])
    }

    /// Found by Reliability/fuzz.sh: the number was added up in an Int, which overflowed and trapped.
    @Test func takesATildeSequenceWithANumberTooLongForAnIntAsOneUnknownKey() {
        #expect(keys("\u{1B}[" + String(repeating: "5", count: 40) + "~a") == [.unknown, .character("a")])
        #expect(keys("\u{1B}[99999999999999999999;5~") == [.unknown])
        #expect(keys("\u{1B}[0003~") == [.delete])
    }

    @Test func letsAStrayByteInASequenceStartTheNextKey() {
        #expect(keys("\u{1B}[1\r") == [.unknown, .enter])
        #expect(keys("\u{1B}O\r") == [.unknown, .enter])
    }

    @Test func takesInvalidUTF8AsUnknownWithoutLosingWhatFollows() {
        #expect(keys([0xFF, 0x61]) == [.unknown, .character("a")])
        #expect(keys([0x80, 0x61]) == [.unknown, .character("a")])
        #expect(keys([0xE6, 0x61]) == [.unknown, .character("a")])
        // An overlong "/" and a surrogate.
        #expect(keys([0xC0, 0xAF]) == [.unknown, .unknown])
        #expect(keys([0xED, 0xA0, 0x80]) == [.unknown])
        // A character cut short at the end of the input.
        #expect(keys([0xE6, 0x9D]) == [.unknown])
    }

    @Test func takesC1ControlsAsUnknown() {
        #expect(keys("\u{9B}") == [.unknown])
    }

    @Test func givesNothingWhenEmpty() {
        var decoder = KeyDecoder()
        #expect(decoder.nextKey(moreMayFollow: false) == nil)
        #expect(!decoder.hasBufferedBytes)
    }
}
