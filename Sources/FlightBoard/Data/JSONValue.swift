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
        var out = ""
        write(to: &out, indent: indent, level: 0)
        return out
    }

    private func write(to out: inout String, indent: Int?, level: Int) {
        func newline(_ level: Int) {
            guard let indent else { return }
            out += "\n" + String(repeating: " ", count: indent * level)
        }
        switch self {
        case .string(let text): JSONValue.quote(text, into: &out)
        case .int(let n): out += String(n)
        case .double(let x): out += x.isFinite ? String(x) : "null"
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(level + 1)
                item.write(to: &out, indent: indent, level: level + 1)
            }
            newline(level)
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                newline(level + 1)
                JSONValue.quote(key, into: &out)
                out += indent == nil ? ":" : ": "
                value.write(to: &out, indent: indent, level: level + 1)
            }
            newline(level)
            out += "}"
        }
    }

    /// RFC 8259 string escaping; every control character is escaped, so data text
    /// stays inert even when the JSON is printed on a terminal.
    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        // Most text needs no escape: printable ASCII goes in whole.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}",
                 "\u{200E}", "\u{200F}", "\u{061C}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
