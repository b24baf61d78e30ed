import Testing
@testable import OnTimeData

/// Stepping over fields by masks, on bytes whose answer is counted by hand: where it stops,
/// with what stop and how many newlines, and where it must decline (nil, nothing moved) so
/// that the field reader finds what the row holds.
@Suite struct StructuralSkipTests {
    /// The scanner over `text` followed by spaces up to 128 bytes, so that the windows can be read.
    private func skipping(_ text: String, from position: Int = 0, _ body: (inout CSVScanner) -> Void) {
        let bytes = Array(text.utf8) + [UInt8](repeating: UInt8(ascii: " "), count: max(0, 128 - text.utf8.count))
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = CSVScanner(bytes: buffer.baseAddress!, end: buffer.count, position: position)
            body(&scanner)
        }
    }

    private func skipFields(_ text: String, _ count: Int, from position: Int = 0)
        -> (stop: CSVScanner.Stop, position: Int, newlines: Int)? {
        var result: (CSVScanner.Stop, Int, Int)?
        skipping(text, from: position) { scanner in
            if let stop = scanner.skipFields(count) {
                result = (stop, scanner.position, scanner.newlines)
            } else {
                #expect(scanner.position == position && scanner.newlines == 0, "moved without an answer")
            }
        }
        return result
    }

    @Test func stepsOverQuotedFieldsWithCommasInside() throws {
        // "a","b,c","d"\n: "a", is bytes 0-3, "b,c", 4-9, "d" 10-12, the newline 13.
        let text = "\"a\",\"b,c\",\"d\"\n"
        let two = try #require(skipFields(text, 2))
        #expect(two.stop == .comma && two.position == 10 && two.newlines == 0)
        let three = try #require(skipFields(text, 3))
        #expect(three.stop == .lineEnd && three.position == 14 && three.newlines == 1)
        // From the second field: its comma is byte 9.
        let one = try #require(skipFields(text, 1, from: 4))
        #expect(one.stop == .comma && one.position == 10)
    }

    @Test func countsNewlinesInsideQuotesAndStepsOverDoubledQuotes() throws {
        // "x\ny", is bytes 0-5; "say ""hi""", is 6-18; "z" is 19-21, its CR LF 22-23.
        let text = "\"x\ny\",\"say \"\"hi\"\"\",\"z\"\r\n"
        let one = try #require(skipFields(text, 1))
        #expect(one.stop == .comma && one.position == 6 && one.newlines == 1)
        let two = try #require(skipFields(text, 2))
        #expect(two.stop == .comma && two.position == 19 && two.newlines == 1)
        let three = try #require(skipFields(text, 3))
        #expect(three.stop == .lineEnd && three.position == 24 && three.newlines == 2)
    }

    @Test func readsEmptyAndUnquotedFields() throws {
        // ,,"",x, : fields end at bytes 0, 1, 4 and 6.
        let text = ",,\"\",x,y\n"
        #expect(try #require(skipFields(text, 1)).position == 1)
        #expect(try #require(skipFields(text, 3)).position == 5)
        #expect(try #require(skipFields(text, 4)).position == 7)
    }

    /// A field that runs over from one 60-byte window into the next, a quote on each side of
    /// the boundary, a CR LF across it.
    @Test func carriesTheQuoteStateFromWindowToWindow() throws {
        let field = "\"" + String(repeating: "a,", count: 40) + "\"\"" + String(repeating: "b", count: 30) + "\""
        // The field is 1 + 80 + 2 + 30 + 1 = 114 bytes; its comma is byte 114.
        let one = try #require(skipFields(field + ",x\n", 1))
        #expect(one.stop == .comma && one.position == 115)
        for padding in 50...70 {
            // A quoted field from byte `padding` + 1, its closing quote followed by CR LF.
            let text = String(repeating: "p", count: padding) + ",\"q,q\"\r\n"
            let end = try #require(skipFields(text, 2), "padding \(padding)")
            #expect(end.stop == .lineEnd && end.position == padding + 8 && end.newlines == 1, "padding \(padding)")
        }
    }

    /// Quotes the field reader takes otherwise than the masks would, a row that ends early and
    /// the end of the bytes: the answer is left to the field reader.
    @Test(arguments: [
        "ab\"c,d,e\n",          // a quote inside an unquoted field is text to the field reader
        "\"ab\"c,d,e\n",        // text after a closing quote is an error
        "\"ab\"\rx,d,e\n",      // so is a carriage return that is not a line's end
        "a\nb,c,d\n",           // the row ends after one field of the three
        "\"never closed,d,e",  // the file ends in a quoted field
    ])
    func declinesWhatItCannotTellApart(text: String) {
        #expect(skipFields(text, 3) == nil)
    }

    @Test func declinesTheLastBytesOfTheFile() {
        let bytes = Array("a,b,c\n".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = CSVScanner(bytes: buffer.baseAddress!, end: buffer.count, position: 0)
            let stop = scanner.skipFields(1)
            let skipped = scanner.skipRestOfLine()
            #expect(stop == nil && !skipped)
        }
    }

    @Test func skipsTheRestOfTheLineWithNewlinesInQuotes() {
        // The rest of the line is "a\nb","c"\n: its own newline is byte 9.
        skipping("\"a\nb\",\"c\"\nnext") { scanner in
            let skipped = scanner.skipRestOfLine()
            #expect(skipped)
            #expect(scanner.position == 10 && scanner.newlines == 2)
        }
        // A quote inside an unquoted field: the line reader takes it as text, the masks decline.
        skipping("x\"y\nnext") { scanner in
            let skipped = scanner.skipRestOfLine()
            #expect(!skipped)
            #expect(scanner.position == 0)
        }
    }
}
