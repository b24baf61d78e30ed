import Testing
import TerminalKit

/// SGR 1006 mouse reports, `ESC [ < b ; x ; y M` (press) or `m` (release), as the key
/// decoder reads them: x and y count from 1 at the top left, the event from 0.
@Suite struct MouseDecodingTests {
    private func keys(_ text: String, moreMayFollow: Bool = false) -> [Key] {
        var decoder = KeyDecoder()
        decoder.append(Array(text.utf8))
        var keys: [Key] = []
        while let key = decoder.nextKey(moreMayFollow: moreMayFollow) { keys.append(key) }
        return keys
    }

    private func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> Key {
        .mouse(MouseEvent(kind, column: column, row: row))
    }

    @Test func aPressOfTheLeftButtonIsAtTheCellCountedFromZero() {
        #expect(keys("\u{1B}[<0;10;5M") == [mouse(.press, 9, 4)])
        #expect(keys("\u{1B}[<0;1;1M") == [mouse(.press, 0, 0)])
        #expect(keys("\u{1B}[<0;80;24M") == [mouse(.press, 79, 23)])
    }

    @Test func aLowerCaseMIsARelease() {
        #expect(keys("\u{1B}[<0;10;5m") == [mouse(.release, 9, 4)])
    }

    @Test func sixtyFourAndSixtyFiveAreTheWheel() {
        #expect(keys("\u{1B}[<64;3;7M") == [mouse(.wheelUp, 2, 6)])
        #expect(keys("\u{1B}[<65;3;7M") == [mouse(.wheelDown, 2, 6)])
        // The wheel has no release.
        #expect(keys("\u{1B}[<64;3;7m") == [.unknown])
        #expect(keys("\u{1B}[<65;3;7m") == [.unknown])
    }

    /// Shift (4), Meta (8) and Control (16) held change nothing.
    @Test(arguments: [4, 8, 16, 4 + 8, 4 + 16, 8 + 16, 4 + 8 + 16])
    func modifiersAreIgnored(_ modifiers: Int) {
        #expect(keys("\u{1B}[<\(modifiers);10;5M") == [mouse(.press, 9, 4)])
        #expect(keys("\u{1B}[<\(modifiers);10;5m") == [mouse(.release, 9, 4)])
        #expect(keys("\u{1B}[<\(64 + modifiers);10;5M") == [mouse(.wheelUp, 9, 4)])
        #expect(keys("\u{1B}[<\(65 + modifiers);10;5M") == [mouse(.wheelDown, 9, 4)])
    }

    /// The middle (1) and right (2) buttons, motion (32 added: a drag, or moving with no
    /// button, 35), and the other wheel buttons (66, 67: sideways) are no event of the app's.
    @Test(arguments: ["1", "2", "3", "32", "33", "34", "35", "66", "67", "128", "1;10;5m", "2;10;5m", "32;10;5m"])
    func otherButtonsAndMotionAreUnknown(_ code: String) {
        let report = code.contains(";") ? "\u{1B}[<\(code)" : "\u{1B}[<\(code);10;5M"
        #expect(keys(report) == [.unknown])
    }

    @Test(arguments: [
        "\u{1B}[<0;123456;5M",      // six digits: no screen is that wide
        "\u{1B}[<0;10;123456M",
        "\u{1B}[<000000;10;5M",
        "\u{1B}[<99999999999999999999;10;5M",  // too many for an Int
        "\u{1B}[<0;0;5M",           // coordinates count from 1
        "\u{1B}[<0;10;0M",
        "\u{1B}[<0;10M",            // two numbers
        "\u{1B}[<0;10;5;7M",        // four
        "\u{1B}[<0;;5M",            // an empty one
        "\u{1B}[<;10;5M",
        "\u{1B}[<0:1;10;5M",        // a colon inside a number
        "\u{1B}[<M",
    ])
    func malformedReportsAreOneUnknownKey(_ report: String) {
        #expect(keys(report) == [.unknown])
    }

    @Test func fiveDigitsAreStillACell() {
        #expect(keys("\u{1B}[<0;99999;12345M") == [mouse(.press, 99998, 12344)])
    }

    @Test func aReportCutInTheMiddleWaitsForTheRest() {
        var decoder = KeyDecoder()
        decoder.append(Array("\u{1B}[<0;1".utf8))
        #expect(decoder.nextKey(moreMayFollow: true) == nil)
        decoder.append(Array("0;".utf8))
        #expect(decoder.nextKey(moreMayFollow: true) == nil)
        decoder.append(Array("5".utf8))
        #expect(decoder.nextKey(moreMayFollow: true) == nil)
        #expect(decoder.hasBufferedBytes)
        decoder.append(Array("M".utf8))
        #expect(decoder.nextKey(moreMayFollow: true) == mouse(.press, 9, 4))
        #expect(!decoder.hasBufferedBytes)
        // Cut and nothing more comes: the part read is one unknown key, not Esc and letters.
        #expect(keys("\u{1B}[<0;10;5", moreMayFollow: false) == [.unknown])
        #expect(keys("\u{1B}[<", moreMayFollow: true).isEmpty)
    }

    @Test func reportsAndKeysFollowOneAnother() {
        #expect(keys("\u{1B}[<0;10;5M\u{1B}[<0;10;5mq\u{1B}[<65;1;2M\u{1B}[A")
                == [mouse(.press, 9, 4), mouse(.release, 9, 4), .character("q"), mouse(.wheelDown, 0, 1), .up])
        // An unknown report takes its own bytes only.
        #expect(keys("\u{1B}[<2;10;5Mj") == [.unknown, .character("j")])
    }
}
