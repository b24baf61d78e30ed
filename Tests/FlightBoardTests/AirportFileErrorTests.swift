import Testing
@testable import FlightBoard

/// Every check of the airport file, and every error of its JSON parser: each names the line,
/// the column and (for a value that means nothing) the JSON path, and says what was expected.
/// The places are worked out by hand: a document of one item a line, and the column of the
/// value found by searching its line.
@Suite struct AirportFileErrorTests {
    static let document = """
        {"format": "flights-airport/1",
         "airport": {"code": "LGA", "name": "LaGuardia", "city": "New York", "timeZone": "America/New_York"},
         "airlines": [{"code": "UA", "name": "United"}],
         "airports": [{"code": "ORD", "name": "O'Hare", "city": "Chicago", "timeZone": "America/Chicago"}],
         "flights": [{"flight": "UA 1", "direction": "departure", "airport": "ORD", "time": "10:00", "days": "1234567", "gate": "B1"}],
         "operations": [{"date": "2026-11-30", "flight": "UA 1", "direction": "departure", "status": "scheduled", "time": "10:05"}]}
        """

    /// One change to the document, and the error it must give: at the first `value` on `line`.
    struct Case: Sendable, CustomTestStringConvertible {
        var changes: [(String, String)]
        var line: Int
        var value: String
        var path: String
        var message: String
        var testDescription: String { message }

        init(_ from: String, _ to: String, line: Int, at value: String, _ path: String, _ message: String) {
            self.init([(from, to)], line: line, at: value, path, message)
        }

        init(_ changes: [(String, String)], line: Int, at value: String, _ path: String, _ message: String) {
            self.changes = changes
            self.line = line
            self.value = value
            self.path = path
            self.message = message
        }
    }

    static let flight = #"{"flight": "UA 1", "direction": "departure", "airport": "ORD", "time": "10:00", "days": "1234567", "gate": "B1"}"#
    static let operation = #"{"date": "2026-11-30", "flight": "UA 1", "direction": "departure", "status": "scheduled", "time": "10:05"}"#

    static let cases: [Case] = [
        Case(#""flights-airport/1""#, #""flights-airport/2""#, line: 1, at: #""flights-airport/2""#, "$.format",
             #"expected "flights-airport/1", found "flights-airport/2""#),
        Case(#""timeZone": "America/New_York""#, #""tz": "America/New_York""#, line: 2, at: #""America/New_York""#, "$.airport.tz",
             #"unknown field "tz"; expected one of: code, name, city, timeZone"#),
        Case(#""code": "UA""#, #""code": "UAL""#, line: 3, at: #""UAL""#, "$.airlines[0].code",
             #"expected a 2-character IATA airline code, found "UAL""#),
        Case(#""code": "UA""#, #""code": "12""#, line: 3, at: #""12""#, "$.airlines[0].code",
             #"expected a 2-character IATA airline code, found "12""#),
        Case(#"{"code": "UA", "name": "United"}"#, #"{"code": "UA", "name": "United"}, {"code": "ua", "name": "U2"}"#,
             line: 3, at: #""ua""#, "$.airlines[1].code", "airline UA is listed twice"),
        Case(#""name": "United""#, #""name": " ""#, line: 3, at: #"" ""#, "$.airlines[0].name", "must not be empty"),
        Case(#""code": "ORD""#, #""code": "OR""#, line: 4, at: #""OR""#, "$.airports[0].code",
             #"expected a 3-character IATA airport code, found "OR""#),
        Case(#""timeZone": "America/Chicago""#, #""timeZone": "Chicago/""#, line: 4, at: #""Chicago/""#, "$.airports[0].timeZone",
             #"expected an IANA time zone such as "America/New_York", found "Chicago/""#),
        Case(#""city": "Chicago", "timeZone": "America/Chicago"}"#,
             #""city": "Chicago", "timeZone": "America/Chicago"}, {"code": "ord", "name": "O", "city": "C", "timeZone": "UTC"}"#,
             line: 4, at: #""ord""#, "$.airports[1].code", "airport ORD is listed twice"),
        Case(#""airports": [{"code": "ORD", "name": "O'Hare", "city": "Chicago", "timeZone": "America/Chicago"}]"#,
             #""airports": 7"#, line: 4, at: "7", "$.airports", "expected an array, found a number"),
        Case(#""flights": [\#(flight)]"#, #""flights": []"#, line: 5, at: "[]", "$.flights", "the timetable has no flights"),
        Case(#""flight": "UA 1", "direction": "departure", "airport""#, #""flight": "UA-1", "direction": "departure", "airport""#,
             line: 5, at: #""UA-1""#, "$.flights[0].flight",
             "'UA-1' is not a flight number: expected a 2-character airline code and 1 to 4 digits, like UA1545 or B6 725"),
        Case(#""flight": "UA 1", "direction": "departure", "airport""#, #""flight": "DL 1", "direction": "departure", "airport""#,
             line: 5, at: #""DL 1""#, "$.flights[0].flight", "airline DL is not listed in $.airlines"),
        Case(#""direction": "departure", "airport""#, #""direction": "up", "airport""#, line: 5, at: #""up""#,
             "$.flights[0].direction", #"expected "arrival" or "departure", found "up""#),
        Case(#""airport": "ORD""#, #""airport": "JFK""#, line: 5, at: #""JFK""#, "$.flights[0].airport",
             #"airport "JFK" is not listed in $.airports"#),
        Case(#""time": "10:00""#, #""time": "24:00""#, line: 5, at: #""24:00""#, "$.flights[0].time",
             #"expected a time as HH:MM, found "24:00""#),
        Case(#""days": "1234567""#, #""days": "1123""#, line: 5, at: #""1123""#, "$.flights[0].days",
             #"expected ISO weekday digits 1 (Monday) to 7 (Sunday), each at most once, found "1123""#),
        Case(#""days": "1234567""#, #""days": "8""#, line: 5, at: #""8""#, "$.flights[0].days",
             #"expected ISO weekday digits 1 (Monday) to 7 (Sunday), each at most once, found "8""#),
        Case(#""days": "1234567""#, #""days": """#, line: 5, at: #""""#, "$.flights[0].days",
             "expected at least one weekday digit, 1 (Monday) to 7 (Sunday)"),
        Case(#", "gate": "B1"}]"#, #"}]"#, line: 5, at: "{", "$.flights[0]", #"missing field "gate""#),
        Case(#""gate": "B1"}]"#, #""gate": 7}]"#, line: 5, at: "7}", "$.flights[0].gate", "expected a string, found a number"),
        Case(#""flights": [\#(flight)]"#, #""flights": [\#(flight), \#(flight)]"#, line: 5,
             at: #""UA 1", "direction": "departure", "airport": "ORD", "time": "10:00", "days": "1234567", "gate": "B1"}]"#,
             "$.flights[1].flight", "UA 1 departure to ORD is listed twice"),
        Case(#""date": "2026-11-30""#, #""date": "2026-11-31""#, line: 6, at: #""2026-11-31""#, "$.operations[0].date",
             #"expected a date as YYYY-MM-DD, found "2026-11-31""#),
        Case(#""UA 1", "direction": "departure", "status""#, #""UA 1", "direction": "arrival", "status""#,
             line: 6, at: #""UA 1""#, "$.operations[0].flight", "UA 1 arrival is not in $.flights"),
        // 2026-11-29 is a Sunday, day 7.
        Case([(#""days": "1234567""#, #""days": "12345""#), (#""date": "2026-11-30""#, #""date": "2026-11-29""#)],
             line: 6, at: #""2026-11-29""#, "$.operations[0].date", #"UA 1 does not operate on 2026-11-29 (its days are "12345")"#),
        Case(#""status": "scheduled""#, #""status": "late""#, line: 6, at: #""late""#, "$.operations[0].status",
             #"expected "scheduled", "cancelled" or "diverted", found "late""#),
        Case(#""status": "scheduled""#, #""status": "cancelled""#, line: 6, at: #""10:05""#, "$.operations[0].time",
             "a cancelled flight has no time; remove it or change the status"),
        Case(#""time": "10:05""#, #""time": "10:05+2""#, line: 6, at: #""10:05+2""#, "$.operations[0].time",
             #"expected a time as HH:MM, HH:MM+1 or HH:MM-1, found "10:05+2""#),
        Case(#""time": "10:05"}"#, #""time": "10:05", "gate": ""}"#, line: 6, at: #""""#, "$.operations[0].gate", "must not be empty"),
        Case(#""operations": [\#(operation)]"#, #""operations": [\#(operation), \#(operation)]"#, line: 6,
             at: #"{"date": "2026-11-30", "flight": "UA 1", "direction": "departure", "status": "scheduled", "time": "10:05"}]"#,
             "$.operations[1]", "UA 1 departure on 2026-11-30 is recorded twice"),
        Case(#""airlines": [{"#, #""airlines": ["x", {"#, line: 3, at: #""x""#, "$.airlines[0]", "expected an object, found a string"),
    ]

    @Test func theDocumentIsGood() throws {
        let timetable = try Timetable(json: Array(Self.document.utf8), file: "airport.json")
        #expect(timetable.entries.count == 1)
    }

    @Test(arguments: cases)
    func eachCheckNamesThePlaceAndWhatWasExpected(_ example: Case) throws {
        var text = Self.document
        for (from, to) in example.changes {
            #expect(text.contains(from), "the document has no \(from)")
            text = text.replacing(from, with: to, maxReplacements: 1)
        }
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[example.line - 1]
        let start = try #require(line.firstRange(of: example.value), "line \(example.line) has no \(example.value)")
        let column = line.utf8.distance(from: line.startIndex, to: start.lowerBound) + 1
        #expect(throws: DataFileError(file: "airport.json", location: "line \(example.line), column \(column) (\(example.path))",
                                      message: example.message)) {
            try Timetable(json: Array(text.utf8), file: "airport.json")
        }
    }

    /// Syntax errors, on one line: the column, counted from 1, is the byte at fault (for a field
    /// named twice, its name; for a number, its first byte).
    @Test(arguments: [
        ("", 1, "unexpected end of file: the document is incomplete"),
        ("[1] x", 5, "unexpected text after the end of the document"),
        ("{\"a\": 1,}", 9, "expected a field name in double quotes"),
        ("{\"a\" 1}", 6, "expected ':' after the field name \"a\""),
        ("{\"a\": 1 \"b\": 2}", 9, "expected ',' or '}' after a field"),
        ("{\"a\": 1", 8, "unexpected end of file inside an object"),
        ("{\"a\": 1, \"a\": 2}", 10, "field \"a\" appears twice in the same object"),
        ("[1 2]", 4, "expected ',' or ']' after an array element"),
        ("[1", 3, "unexpected end of file inside an array"),
        ("[\"a", 4, "unexpected end of file inside a string"),
        ("[\"a\u{1}\"]", 4, "control character 0x1 inside a string; write it as \\u escape"),
        ("[\"\\q\"]", 4, "invalid escape \\'q' in a string"),
        ("[\"\\u12\"]", 7, "expected 4 hexadecimal digits in a \\u escape"),
        ("[\"\\u12", 5, "unexpected end of file in a \\u escape"),
        ("[\"\\ud800\"]", 9, "a \\u escape of a high surrogate must be followed by a low surrogate"),
        ("[\"\\ud800\\u0041\"]", 15, "invalid low surrogate in a \\u escape"),
        ("[\"\\udc00\"]", 9, "a \\u escape names a lone surrogate"),
        ("[01]", 2, "numbers must not have leading zeros"),
        ("[-]", 3, "expected digits in a number"),
        ("[1.]", 4, "expected digits after the decimal point"),
        ("[1e]", 4, "expected digits in the exponent"),
        ("[1e999]", 2, "number out of range"),
        ("[-1e999]", 2, "number out of range"),
        ("[tru]", 2, "unexpected character 't'; expected a value"),
        ("[?]", 2, "unexpected character '?'; expected a value"),
        (String(repeating: "[", count: 65) + String(repeating: "]", count: 65), 65, "nested more than 64 levels deep"),
    ] as [(String, Int, String)])
    func eachSyntaxErrorNamesItsColumn(text: String, column: Int, message: String) {
        #expect(throws: DataFileError(file: "airport.json", location: "line 1, column \(column)", message: "not valid JSON: \(message)")) {
            try JSONParser.parse(Array(text.utf8), file: "airport.json")
        }
    }

    /// Lines are counted by line feeds; a byte order mark is skipped and not counted as a column.
    @Test func linesAndColumnsAfterLineFeedsAndAByteOrderMark() {
        #expect(throws: DataFileError(file: "f.json", location: "line 3, column 3", message: "not valid JSON: expected a field name in double quotes")) {
            try JSONParser.parse(Array("{\n \"a\": 1,\n  }".utf8), file: "f.json")
        }
        #expect(throws: DataFileError(file: "f.json", location: "line 1, column 4", message: "not valid JSON: expected ',' or ']' after an array element")) {
            try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8), file: "f.json")
        }
    }
}
