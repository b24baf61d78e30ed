import Testing
@testable import FlightBoard

/// The JSON text programs read: exact bytes, compact and indented.
@Suite struct JSONValueTests {
    @Test func writesEachKindOfValue() {
        let value = JSONValue.object([
            ("name", .string("UA 1545")),
            ("zero", .int(0)),
            ("late", .int(-7)),
            ("big", .int(Int.max)),
            ("small", .int(Int.min)),
            ("share", .double(0.25)),
            ("nan", .double(.nan)),
            ("on_time", .bool(true)),
            ("gate", .null),
            ("empty", .array([])),
            ("none", .object([])),
        ])
        #expect(value.rendered(indent: nil) == """
            {"name":"UA 1545","zero":0,"late":-7,"big":9223372036854775807,"small":-9223372036854775808,\
            "share":0.25,"nan":null,"on_time":true,"gate":null,"empty":[],"none":{}}
            """)
    }

    @Test func indentsEachLevel() {
        let value = JSONValue.object([("days", .array([.int(1), .object([("a", .bool(false))])]))])
        #expect(value.rendered(indent: 2) == """
            {
              "days": [
                1,
                {
                  "a": false
                }
              ]
            }
            """)
    }

    /// Deeper than one run of the spaces kept for indenting (64): 40 levels of 2 spaces.
    @Test func indentsBeyondSixtyFourSpaces() {
        var value = JSONValue.int(1)
        for _ in 0..<40 { value = .array([value]) }
        let lines = value.rendered(indent: 2).split(separator: "\n")
        #expect(lines[40] == Substring(String(repeating: " ", count: 80) + "1"))
        #expect(lines.count == 81)
    }

    /// Quotes and backslashes escaped, control and bidirectional characters written as `\u`,
    /// other text as it is.
    @Test func escapesWhatMustNotPassAsItIs() {
        let text = "a\"b\\c\nd\te\u{1}f\u{7F}g\u{202E}h é ✈"
        #expect(JSONValue.string(text).rendered(indent: nil)
                == "\"a\\\"b\\\\c\\nd\\te\\u0001f\\u007fg\\u202eh é ✈\"")
        #expect(JSONValue.object([("k\"", .string(""))]).rendered(indent: nil) == "{\"k\\\"\":\"\"}")
    }
}
