/// A strict RFC 8259 parser over bytes that records where each value starts.
///
/// Foundation's JSONDecoder gives no positions for semantic errors and costs
/// more at start-up than everything else the board does; the airport file is small
/// and simple, so a direct parser is both faster and clearer in its errors.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Deeper nesting than any airport file needs is refused rather than risking the stack.
    private static let maximumDepth = 64

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a data file's JSON; a syntax error becomes a ``DataFileError`` naming `file`, the line and the column.
    static func parse(_ bytes: [UInt8], file: String) throws(DataFileError) -> JSONNode {
        do {
            return try parse(bytes)
        } catch {
            throw DataFileError(file: file, location: "line \(error.line), column \(error.column)",
                                message: "not valid JSON: \(error.message)")
        }
    }

    /// Parses one JSON document; a UTF-8 byte order mark is allowed and skipped.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
            parser.lineStart = 3
        }
        parser.skipWhitespace()
        let node = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the end of the document") }
        return node
    }

    private var column: Int { index - lineStart + 1 }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONNode {
        guard index < bytes.count else { throw error("unexpected end of file: the document is incomplete") }
        let (startLine, startColumn) = (line, column)
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, line: startLine, column: startColumn) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return node(try object())
        case UInt8(ascii: "["): return node(try array())
        case UInt8(ascii: "\""): return node(.string(try string()))
        case UInt8(ascii: "t"): try literal("true"); return node(.bool(true))
        case UInt8(ascii: "f"): try literal("false"); return node(.bool(false))
        case UInt8(ascii: "n"): try literal("null"); return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return node(.number(try number()))
        default: throw error("unexpected character \(describe(bytes[index])); expected a value")
        }
    }

    private mutating func nest() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= JSONParser.maximumDepth else { throw error("nested more than \(JSONParser.maximumDepth) levels deep") }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONNode.Value {
        try nest()
        index += 1
        var members: [(key: String, value: JSONNode)] = []
        var keys: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a field name in double quotes") }
            let keyColumn = column
            let key = try string()
            guard keys.insert(key).inserted else {
                throw JSONSyntaxError(line: line, column: keyColumn, message: "field \"\(key)\" appears twice in the same object")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the field name \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append((key, try value()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(members) }
            throw error(index < bytes.count ? "expected ',' or '}' after a field" : "unexpected end of file inside an object")
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONNode.Value {
        try nest()
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(items) }
            throw error(index < bytes.count ? "expected ',' or ']' after an array element" : "unexpected end of file inside an array")
        }
    }

    /// Invalid UTF-8 becomes U+FFFD rather than an error: names are shown, never interpreted.
    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var runStart = index
        var text = ""
        func flush(_ end: Int) { text += String(decoding: bytes[runStart..<end], as: UTF8.self) }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "/"): text += "/"
                case UInt8(ascii: "b"): text += "\u{8}"
                case UInt8(ascii: "f"): text += "\u{C}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"): text.unicodeScalars.append(try unicodeEscape())
                default:
                    index -= 1
                    throw error("invalid escape \\\(describe(escape)) in a string")
                }
                runStart = index
            case 0x00..<0x20:
                throw error("control character \(describe(byte)) inside a string; write it as \\u escape")
            default:
                index += 1
            }
        }
        throw error("unexpected end of file inside a string")
    }

    private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("a \\u escape of a high surrogate must be followed by a low surrogate")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in a \\u escape") }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("a \\u escape names a lone surrogate") }
        return scalar
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("unexpected end of file in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected 4 hexadecimal digits in a \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard digits() > 0 else { throw error("expected digits in a number") }
        if bytes[start] == UInt8(ascii: "-") ? bytes[start + 1] == UInt8(ascii: "0") && index - start > 2
                                             : bytes[start] == UInt8(ascii: "0") && index - start > 1 {
            throw JSONSyntaxError(line: line, column: start - lineStart + 1, message: "numbers must not have leading zeros")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        // Double("1e999") is infinity, not nil: a number beyond a Double is refused here.
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw JSONSyntaxError(line: line, column: start - lineStart + 1, message: "number out of range")
        }
        return value
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              bytes[index..<(index + count)].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count)) else {
            throw error("unexpected character \(describe(bytes[index])); expected a value")
        }
        index += count
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16, uppercase: true))"
    }
}
