import FlightBoard
/// Reads comma-separated values straight from the bytes, one field at a time, respecting
/// quotes (`"a, b"`, `"say ""hi"""`, newlines inside quotes), without making a `String`.
///
/// Positions are byte offsets from `bytes`; every read stays below `end`, so a truncated
/// file can end a field or a line anywhere without a read past it.
struct CSVScanner {
    /// One field: where its value is (inside the quotes, without a line's final `\r`) and what ended it.
    struct Field {
        let start: Int
        let end: Int
        let stop: Stop
        /// True when the value was quoted, so that doubled quotes inside it stand for one.
        let quoted: Bool

        var isEmpty: Bool { start == end }
        var length: Int { end - start }
    }

    enum Stop {
        /// A comma: more fields follow on the line.
        case comma
        /// A newline: the row is over.
        case lineEnd
        /// The end of the bytes (a last line with no newline).
        case fileEnd
    }

    /// A quoted field that is never closed, or text after a closing quote.
    struct SyntaxError: Error {
        let message: String
    }

    let bytes: UnsafePointer<UInt8>
    let end: Int
    var position: Int
    /// Newlines passed so far, those inside quoted fields included, for line numbers.
    var newlines = 0

    init(bytes: UnsafePointer<UInt8>, end: Int, position: Int) {
        self.bytes = bytes
        self.end = end
        self.position = position
    }

    var atEnd: Bool { position >= end }

    /// Reads the field that starts at `position` and moves past its separator.
    @inline(__always)
    mutating func field() throws(SyntaxError) -> Field {
        let start = position
        if start < end && bytes[start] == CSVScanner.quote { return try quotedField() }
        guard let found = first(CSVScanner.commas, or: CSVScanner.newlines, from: start) else {
            position = end
            return Field(start: start, end: withoutCarriageReturn(start, end), stop: .fileEnd, quoted: false)
        }
        position = found + 1
        if bytes[found] == CSVScanner.comma {
            return Field(start: start, end: found, stop: .comma, quoted: false)
        }
        newlines += 1
        return Field(start: start, end: withoutCarriageReturn(start, found), stop: .lineEnd, quoted: false)
    }

    /// A quoted field, the quotes left out of its value. Kept out of line: most files quote little.
    @inline(never)
    private mutating func quotedField() throws(SyntaxError) -> Field {
        let start = position + 1
        var i = start
        while true {
            while i < end && bytes[i] != CSVScanner.quote {
                if bytes[i] == CSVScanner.newline { newlines += 1 }
                i += 1
            }
            guard i < end else {
                position = end
                throw SyntaxError(message: "a quoted field is not closed before the end of the file")
            }
            if i + 1 < end && bytes[i + 1] == CSVScanner.quote {
                i += 2
                continue
            }
            let after = i + 1
            if after == end {
                position = end
                return Field(start: start, end: i, stop: .fileEnd, quoted: true)
            }
            switch bytes[after] {
            case CSVScanner.comma:
                position = after + 1
                return Field(start: start, end: i, stop: .comma, quoted: true)
            case CSVScanner.newline:
                position = after + 1
                newlines += 1
                return Field(start: start, end: i, stop: .lineEnd, quoted: true)
            case CSVScanner.carriageReturn where after + 1 == end:
                position = end
                return Field(start: start, end: i, stop: .fileEnd, quoted: true)
            case CSVScanner.carriageReturn where bytes[after + 1] == CSVScanner.newline:
                position = after + 2
                newlines += 1
                return Field(start: start, end: i, stop: .lineEnd, quoted: true)
            default:
                position = after
                throw SyntaxError(message: "text after the closing quote of a field")
            }
        }
    }

    /// Reads the field at `position` when it is a plain number: an optional sign, 1 to 7 digits and
    /// optionally a point and zeros (`-3.00`), maybe quoted, followed by a comma or a newline.
    /// Nil, and nothing read, for anything else (empty, `NA`, `\r\n`, the last bytes of the file),
    /// which the caller reads with ``field()``.
    ///
    /// Most fields of an on-time file are numbers of varying length, and a loop over their digits
    /// costs a mispredicted branch each, so the digits are found and converted eight bytes at once.
    @inline(__always)
    mutating func plainInteger() -> (value: Int, stop: Stop)? {
        var i = position
        guard i + 24 <= end else { return nil }
        let quoted = bytes[i] == CSVScanner.quote
        if quoted { i += 1 }
        // Branch-free: delays are early or late at random, and a mispredicted sign costs more
        // than the rest of the field.
        let negative = bytes[i] == UInt8(ascii: "-") ? 1 : 0
        i &+= negative
        // Digits become 0...9; every other byte gets its high bit set in `others`.
        let digits = load(i) ^ 0x3030_3030_3030_3030
        let others = ((digits & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7676_7676_7676_7676 | digits) & 0x8080_8080_8080_8080
        let count = others.trailingZeroBitCount / 8
        guard count > 0 && count < 8 else { return nil }
        // The digits moved to the top bytes, the others shifted out: eight digits with leading zeros.
        let value = CSVScanner.eightDigits(digits << (64 - 8 * count))
        i += count
        if bytes[i] == UInt8(ascii: ".") {
            i += 1
            while bytes[i] == UInt8(ascii: "0") && i < position + 22 { i += 1 }
        }
        if quoted {
            guard bytes[i] == CSVScanner.quote else { return nil }
            i += 1
        }
        return finish(at: i, value: (value ^ -negative) &+ negative)
    }

    /// The number written by eight digits, one per byte (0...9, first digit in the lowest byte):
    /// pairs, then fours, then all eight, by multiplications (D. Lemire, "Fast integer parsing").
    @inline(__always)
    private static func eightDigits(_ digits: UInt64) -> Int {
        let pairs = digits &* 10 &+ digits >> 8
        let mask: UInt64 = 0x0000_00FF_0000_00FF
        let high = (pairs & mask) &* (100 + 1_000_000 << 32)
        let low = (pairs >> 16 & mask) &* (1 + 10_000 << 32)
        return Int((high &+ low) >> 32)
    }

    /// Eight bytes from `offset`, the first in the lowest byte.
    @inline(__always)
    private func load(_ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Moves past the field at `position` when it is empty (or `""`) and a comma ends it;
    /// false, and nothing read, otherwise.
    @inline(__always)
    mutating func skipEmptyField() -> Bool {
        guard position + 2 < end else { return false }
        if bytes[position] == CSVScanner.comma {
            position += 1
            return true
        }
        guard bytes[position] == CSVScanner.quote && bytes[position + 1] == CSVScanner.quote
                && bytes[position + 2] == CSVScanner.comma else { return false }
        position += 3
        return true
    }

    /// Reads the field at `position` when it is `length` (2 or 3) uppercase letters or digits,
    /// maybe quoted, followed by a comma or a newline: packed, the first byte highest. Nil, and
    /// nothing read, for anything else, which the caller reads with ``field()``.
    @inline(__always)
    mutating func plainCode(length: Int) -> (value: UInt32, stop: Stop)? {
        var i = position
        guard i + 8 <= end else { return nil }
        let quoted = bytes[i] == CSVScanner.quote
        if quoted { i += 1 }
        var packed: UInt32 = 0
        for _ in 0..<length {
            guard OnTimeTable.isCodeByte(bytes[i]) else { return nil }
            packed = packed << 8 | UInt32(bytes[i])
            i += 1
        }
        if quoted {
            guard bytes[i] == CSVScanner.quote else { return nil }
            i += 1
        }
        return finish(at: i, value: packed)
    }

    /// Ends a plain field at `i`, which must be a comma or a newline.
    @inline(__always)
    private mutating func finish<Value>(at i: Int, value: Value) -> (value: Value, stop: Stop)? {
        switch bytes[i] {
        case CSVScanner.comma:
            position = i + 1
            return (value, .comma)
        case CSVScanner.newline:
            position = i + 1
            newlines += 1
            return (value, .lineEnd)
        default:
            return nil
        }
    }

    /// Moves to the start of the next line, past the rest of this one, `position` being at the
    /// start of a field. Eight bytes at a time, since most of a wide file's row is skipped here.
    mutating func skipLine() {
        let fieldStart = position
        var i = position
        while let found = first(CSVScanner.quotes, or: CSVScanner.newlines, from: i) {
            if bytes[found] == CSVScanner.newline {
                position = found + 1
                newlines += 1
                return
            }
            // A quote opens a quoted field only at the start of a field; elsewhere it is text.
            guard found == fieldStart || bytes[found - 1] == CSVScanner.comma else {
                i = found + 1
                continue
            }
            var j = found + 1
            while true {
                while j < end && bytes[j] != CSVScanner.quote {
                    if bytes[j] == CSVScanner.newline { newlines += 1 }
                    j += 1
                }
                guard j + 1 < end, bytes[j + 1] == CSVScanner.quote else { break }
                j += 2
            }
            i = j + 1
        }
        position = end
    }

    /// The first byte at or after `start` that is `a` or `b` (given as eight copies, one per byte).
    /// Tests eight bytes per step: a byte of `x ^ a` is zero exactly where `x` has `a`, and
    /// `(v - 0x01…) & ~v & 0x80…` marks the lowest zero byte of `v` exactly (higher marks may be
    /// false, and are never looked at).
    @inline(__always)
    private func first(_ a: UInt64, or b: UInt64, from start: Int) -> Int? {
        var i = start
        while i + 8 <= end {
            let word = load(i)
            let x = word ^ a
            let y = word ^ b
            let marks = ((x &- 0x0101_0101_0101_0101) & ~x | (y &- 0x0101_0101_0101_0101) & ~y)
                & 0x8080_8080_8080_8080
            if marks != 0 { return i + marks.trailingZeroBitCount / 8 }
            i += 8
        }
        let byteA = UInt8(truncatingIfNeeded: a)
        let byteB = UInt8(truncatingIfNeeded: b)
        while i < end {
            if bytes[i] == byteA || bytes[i] == byteB { return i }
            i += 1
        }
        return nil
    }

    /// The field's value as text, doubled quotes undone: for header names and error messages.
    func text(of field: Field, limit: Int = .max) -> String {
        let length = min(field.length, limit)
        let raw = UnsafeBufferPointer(start: bytes + field.start, count: length)
        var value: String
        if field.quoted, raw.contains(CSVScanner.quote) {
            // Byte by byte: the string library's `replacing` cost a fifth of reading a BTS header.
            var undone: [UInt8] = []
            undone.reserveCapacity(length)
            var index = 0
            while index < length {
                undone.append(raw[index])
                index += raw[index] == CSVScanner.quote && index + 1 < length && raw[index + 1] == CSVScanner.quote ? 2 : 1
            }
            value = String(decoding: undone, as: UTF8.self)
        } else {
            value = String(decoding: raw, as: UTF8.self)
        }
        return length < field.length ? value + "…" : value
    }

    /// `end`, or one less when the line ends with `\r\n`.
    @inline(__always)
    private func withoutCarriageReturn(_ start: Int, _ end: Int) -> Int {
        end > start && bytes[end - 1] == CSVScanner.carriageReturn ? end - 1 : end
    }

    static let comma = UInt8(ascii: ",")
    static let quote = UInt8(ascii: "\"")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    private static let commas: UInt64 = 0x2C2C_2C2C_2C2C_2C2C
    private static let quotes: UInt64 = 0x2222_2222_2222_2222
    private static let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
}
