/// A JSON value to write, with object keys in a fixed order so output is stable and
/// diffs well. (Parsed JSON is a `JSONNode`, which also knows where each value stood.)
public enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Equal when both render to the same compact JSON text, so object key order counts.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered(indent: nil) == rhs.rendered(indent: nil)
    }

    /// The JSON text; with an indent, pretty-printed with that many spaces per level.
    public func rendered(indent: Int? = 2) -> String {
        // Bytes, turned into a string once: appending to a string piece by piece cost a JSON
        // history more than reading the flights it holds.
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        write(to: &out, indent: indent, level: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private static func newline(_ out: inout [UInt8], indent: Int?, level: Int) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }

    private func write(to out: inout [UInt8], indent: Int?, level: Int) {
        switch self {
        case .string(let text): JSONValue.quote(text, into: &out)
        case .int(let n): out.append(contentsOf: String(n).utf8)
        case .double(let x): out.append(contentsOf: (x.isFinite ? String(x) : "null").utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let items):
            guard !items.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.newline(&out, indent: indent, level: level + 1)
                item.write(to: &out, indent: indent, level: level + 1)
            }
            JSONValue.newline(&out, indent: indent, level: level)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.newline(&out, indent: indent, level: level + 1)
                JSONValue.quote(key, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                value.write(to: &out, indent: indent, level: level + 1)
            }
            JSONValue.newline(&out, indent: indent, level: level)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// RFC 8259 string escaping; every control character is escaped, so data text
    /// stays inert even when the JSON is printed on a terminal.
    private static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most text needs no escape: printable ASCII goes in whole.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out.append(contentsOf: text.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".utf8)
            case "\\": out.append(contentsOf: "\\\\".utf8)
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\r": out.append(contentsOf: "\\r".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}",
                 "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: UTF8.encode(scalar) { out.append($0) }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
