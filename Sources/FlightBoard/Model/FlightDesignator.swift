/// A flight number as printed on a ticket: airline code, 1–4 digits, optional suffix letter.
///
/// Parsing accepts the spellings people type: `UA1545`, `UA 1545`, `ua1545`,
/// `B6 725`, `9E3521`, `U2 350A`, and leading zeros (`UA0015` is `UA 15`).
public struct FlightDesignator: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Two-character IATA airline code, uppercase, with at least one letter.
    public let airline: String
    /// 1...9999.
    public let number: Int
    /// Operational suffix letter, uppercase, if any.
    public let suffix: Character?

    /// Takes the parts as given, unchecked: they must already meet the properties' rules.
    public init(airline: String, number: Int, suffix: Character? = nil) {
        self.airline = airline
        self.number = number
        self.suffix = suffix
    }

    /// Parses a designator; throws a ``FlightDesignatorError`` that quotes the input.
    /// Surrounding spaces are ignored, and one space may separate the airline code from the number.
    public init(parsing input: String) throws(FlightDesignatorError) {
        // ASCII bytes only, checked before any case change: "ß" must not become "SS".
        var text = Array(input.trimmingSpaces.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte & ~0x20) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        guard text.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 0x20 }) else { throw FlightDesignatorError(input: input) }
        if text.count > 2, text[2] == 0x20 { text.remove(at: 2) }
        text = text.map { isLetter($0) ? $0 & ~0x20 : $0 }
        guard text.count >= 3, !text.contains(0x20) else { throw FlightDesignatorError(input: input) }
        let code = text[0..<2]
        guard code.contains(where: isLetter) else { throw FlightDesignatorError(input: input) }
        var rest = text[2...]
        var suffix: Character?
        if let last = rest.last, isLetter(last) {
            suffix = Character(Unicode.Scalar(last))
            rest = rest.dropLast()
        }
        guard (1...4).contains(rest.count), rest.allSatisfy(isDigit) else { throw FlightDesignatorError(input: input) }
        let number = rest.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        guard number > 0 else { throw FlightDesignatorError(input: input) }
        self.init(airline: String(decoding: code, as: UTF8.self), number: number, suffix: suffix)
    }

    /// `UA 1545`, the spelling boards use.
    public var description: String { spelled(spaced: true) }

    /// `UA1545`, for identifiers and completions.
    public var compact: String { spelled(spaced: false) }

    /// The code, a space when `spaced`, the number and the suffix, written into the string's
    /// bytes at once: every row of a board prints one, and joining the parts with `+` made
    /// each a string of its own (interpolation, a tenth of a hub's board).
    private func spelled(spaced: Bool) -> String {
        guard (0...9999).contains(number), suffix.map({ $0.utf8.count == 1 }) ?? true else {
            return airline + (spaced ? " " : "") + String(number) + (suffix.map(String.init) ?? "")
        }
        var code = airline
        let digits = number >= 1000 ? 4 : number >= 100 ? 3 : number >= 10 ? 2 : 1
        let suffixByte = suffix?.asciiValue
        return code.withUTF8 { code in
            String(unsafeUninitializedCapacity: code.count + (spaced ? 1 : 0) + digits + (suffixByte == nil ? 0 : 1)) { bytes in
                var at = 0
                for byte in code { bytes[at] = byte; at += 1 }
                if spaced { bytes[at] = UInt8(ascii: " "); at += 1 }
                var rest = number
                for place in stride(from: at + digits - 1, through: at, by: -1) {
                    bytes[place] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                at += digits
                if let suffixByte { bytes[at] = suffixByte; at += 1 }
                return at
            }
        }
    }

    /// Orders by airline code, then number, then suffix (none first).
    public static func < (lhs: FlightDesignator, rhs: FlightDesignator) -> Bool {
        if lhs.airline != rhs.airline { return lhs.airline < rhs.airline }
        if lhs.number != rhs.number { return lhs.number < rhs.number }
        switch (lhs.suffix, rhs.suffix) {
        case let (left?, right?): return left < right
        case (nil, .some): return true
        default: return false
        }
    }
}

/// A string that is not a flight number.
public struct FlightDesignatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as given, quoted in ``description``.
    public let input: String

    /// The message for the user, with examples of valid numbers.
    public var description: String {
        "'\(input)' is not a flight number: expected a 2-character airline code and 1 to 4 digits, like UA1545 or B6 725"
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return self[first...last]
    }
}
