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
        out.reserveCapacity(4096)
        write(to: &out, indent: indent, level: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private static func newline(_ out: inout [UInt8], indent: Int?, level: Int) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        var spaces = indent * level
        while spaces > 0 {
            let run = min(spaces, Self.spaces.count)
            out.append(contentsOf: Self.spaces[..<run])
            spaces -= run
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    // Each case written straight into the bytes: a history's 20 KB of JSON cost 200
    // instructions a byte when numbers went through `String` and text through its UTF-8 view.
    private func write(to out: inout [UInt8], indent: Int?, level: Int) {
        switch self {
        case .string(let text): JSONValue.quote(text, into: &out)
        case .int(let n): JSONValue.digits(of: n, into: &out)
        case .double(let x): JSONValue.append(x.isFinite ? String(x) : "null", to: &out)
        case .bool(let b): JSONValue.append(b ? "true" : "false", to: &out)
        case .null: JSONValue.append("null", to: &out)
        case .array(let items):
            guard !items.isEmpty else { JSONValue.append("[]", to: &out); return }
            out.append(UInt8(ascii: "["))
            // Through the buffer, each value written where it lies: copying each out of the
            // array retained and released everything it holds.
            items.withUnsafeBufferPointer { items in
                for index in items.indices {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    JSONValue.newline(&out, indent: indent, level: level + 1)
                    items[index].write(to: &out, indent: indent, level: level + 1)
                }
            }
            JSONValue.newline(&out, indent: indent, level: level)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { JSONValue.append("{}", to: &out); return }
            out.append(UInt8(ascii: "{"))
            members.withUnsafeBufferPointer { members in
                for index in members.indices {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    JSONValue.newline(&out, indent: indent, level: level + 1)
                    JSONValue.quote(members[index].0, into: &out)
                    out.append(UInt8(ascii: ":"))
                    if indent != nil { out.append(UInt8(ascii: " ")) }
                    members[index].1.write(to: &out, indent: indent, level: level + 1)
                }
            }
            JSONValue.newline(&out, indent: indent, level: level)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The decimal digits of `n`, with its sign.
    private static func digits(of n: Int, into out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = n.magnitude
        var reversed: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                       UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &reversed) { digits in
            repeat {
                digits[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(digits[index]) }
        }
    }

    private static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }

    /// RFC 8259 string escaping; every control character is escaped, so data text
    /// stays inert even when the JSON is printed on a terminal.
    private static func quote(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        // Most text needs no escape: printable ASCII goes in whole.
        let plain = text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            out.append(contentsOf: bytes)
            return true
        }
        if plain {
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
