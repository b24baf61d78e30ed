@testable import OnTimeData
import Testing

/// A field as text, for header names and messages: a doubled quote inside a quoted field is one
/// quote; an unquoted field is as written; a limit cuts the bytes first and marks the cut.
@Suite struct CSVScannerTextTests {
    @Test(arguments: [
        ("\"a\"\"b\",", Int.max, "a\"b"),
        ("\"\"\"\"\"\"\"\",", Int.max, "\"\"\""),   // six quotes inside: three
        ("\"Dest\",", Int.max, "Dest"),
        ("pl\"ain,", Int.max, "pl\"ain"),             // unquoted: a quote is a quote
        ("\"cut\"\"me\",", 4, "cut\"…"),
        ("\"é\"\"\",", Int.max, "é\""),
    ] as [(String, Int, String)])
    func undoesDoubledQuotes(line: String, limit: Int, expected: String) throws {
        let bytes = Array(line.utf8)
        let text = try bytes.withUnsafeBufferPointer { buffer in
            var scanner = CSVScanner(bytes: buffer.baseAddress!, end: buffer.count, position: 0)
            let field = try scanner.field()
            return scanner.text(of: field, limit: limit)
        }
        #expect(text == expected)
    }
}
