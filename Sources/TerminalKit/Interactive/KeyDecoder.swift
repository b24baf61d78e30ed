/// Turns the bytes a terminal sends in raw mode into keys.
///
/// Bytes are appended as they are read, and keys taken out one by one. A lone ESC
/// byte is ambiguous: it is the Esc key, or the start of a sequence such as
/// `ESC [ A` (arrow up) whose other bytes have not arrived yet. So the reader says
/// whether more bytes may follow: while they may, an incomplete sequence yields
/// no key; once the reader has waited (about 50 ms) and nothing came, it asks again
/// with `moreMayFollow: false` and gets `.escape`.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.append([0x1B])
/// decoder.nextKey(moreMayFollow: true)   // nil: wait for more
/// decoder.nextKey(moreMayFollow: false)  // .escape
/// ```
public struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []

    /// A decoder with nothing buffered.
    public init() {}

    /// Whether bytes are waiting that do not yet make a key.
    public var hasBufferedBytes: Bool { !buffer.isEmpty }

    /// Adds bytes read from the terminal.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Takes the next key out of the buffered bytes.
    ///
    /// Returns nil when nothing is buffered, or when `moreMayFollow` is true and the
    /// bytes are the beginning of a longer key. With `moreMayFollow` false every
    /// buffered byte makes a key: a lone ESC is `.escape`, a cut sequence `.unknown`.
    ///
    /// Sequences decoded: arrows (`ESC [ A`…`D`, `ESC O A`…`D`, with or without
    /// modifiers, which are ignored), Home and End (`ESC [ H`/`F`, `ESC O H`/`F`,
    /// `ESC [ 1 ~`/`4 ~`, `ESC [ 7 ~`/`8 ~`), Page Up/Down (`ESC [ 5 ~`/`6 ~`),
    /// Delete (`ESC [ 3 ~`) and SGR mouse reports (`ESC [ < b ; x ; y M`). Any other escape sequence, and Alt with a key (ESC
    /// followed by it), is one `.unknown` key. Consecutive scalars that form a single
    /// grapheme cluster ("e" and a combining accent) make one `.character`.
    public mutating func nextKey(moreMayFollow: Bool) -> Key? {
        guard !buffer.isEmpty, let (key, length) = decode(at: 0, moreMayFollow: moreMayFollow) else {
            return nil
        }
        buffer.removeFirst(length)
        return key
    }

    /// The key starting at `start` and how many bytes it takes, or nil when the bytes
    /// from `start` are incomplete and more may follow.
    private func decode(at start: Int, moreMayFollow: Bool) -> (Key, Int)? {
        switch buffer[start] {
        case 0x1B: return decodeEscape(at: start, moreMayFollow: moreMayFollow)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x03: return (.interrupt, 1)
        case 0x1A: return (.suspend, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x01: return (.home, 1)
        case 0x05: return (.end, 1)
        case 0x15: return (.deleteToStart, 1)
        case 0x0B: return (.deleteToEnd, 1)
        case 0x17: return (.deleteWordBackward, 1)
        case 0x00...0x1F: return (.unknown, 1)
        default: return decodeCharacter(at: start, moreMayFollow: moreMayFollow)
        }
    }

    private func decodeEscape(at start: Int, moreMayFollow: Bool) -> (Key, Int)? {
        let available = buffer.count - start
        guard available > 1 else { return moreMayFollow ? nil : (.escape, 1) }
        switch buffer[start + 1] {
        case UInt8(ascii: "["):
            return decodeControlSequence(at: start, moreMayFollow: moreMayFollow)
        case UInt8(ascii: "O"):
            guard available > 2 else { return moreMayFollow ? nil : (.unknown, available) }
            let final = buffer[start + 2]
            // A control byte cannot end the sequence: it starts the next key.
            guard final >= 0x20 else { return (.unknown, 2) }
            return (Self.singleShiftKeys[final] ?? .unknown, 3)
        case 0x1B:
            // Two Esc presses read together: the first stands alone.
            return (.escape, 1)
        default:
            // Alt with a key: used by no prompt, and not to be taken as Esc, which
            // would cancel a text prompt on Alt-B.
            guard let (_, length) = decode(at: start + 1, moreMayFollow: moreMayFollow) else { return nil }
            return (.unknown, 1 + length)
        }
    }

    /// A CSI sequence: `ESC [`, parameter bytes (0x30–0x3F), intermediate bytes
    /// (0x20–0x2F), and one final byte (0x40–0x7E).
    private func decodeControlSequence(at start: Int, moreMayFollow: Bool) -> (Key, Int)? {
        var index = start + 2
        while index < buffer.count, (0x30...0x3F).contains(buffer[index]) { index += 1 }
        let parameters = buffer[(start + 2)..<index]
        while index < buffer.count, (0x20...0x2F).contains(buffer[index]) { index += 1 }
        guard index < buffer.count else {
            return moreMayFollow ? nil : (.unknown, buffer.count - start)
        }
        let final = buffer[index]
        guard (0x40...0x7E).contains(final) else {
            // Malformed: drop what was read, and let the stray byte start the next key.
            return (.unknown, index - start)
        }
        let length = index + 1 - start
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return (MouseEvent(sgrParameters: parameters.dropFirst(), final: final).map(Key.mouse) ?? .unknown, length)
        }
        // Only digits and semicolons: other private sequences are unknown.
        guard parameters.allSatisfy({ $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) }) else {
            return (.unknown, length)
        }
        if final == UInt8(ascii: "~") {
            let first = parameters.prefix { $0 != UInt8(ascii: ";") }
            // Any number of digits may come (a paste, a hostile program): too many for an Int is no key.
            let number = Int(String(decoding: first, as: UTF8.self))
            return (number.flatMap { Self.tildeKeys[$0] } ?? .unknown, length)
        }
        return (Self.controlSequenceKeys[final] ?? .unknown, length)
    }

    private func decodeCharacter(at start: Int, moreMayFollow: Bool) -> (Key, Int)? {
        switch scalar(at: start) {
        case .incomplete:
            return moreMayFollow ? nil : (.unknown, buffer.count - start)
        case .invalid(let length):
            return (.unknown, length)
        case .scalar(let first, var length):
            guard !Self.isControl(first) else { return (.unknown, length) }
            var text = String(first)
            // Extend with scalars that join the same grapheme cluster (a combining
            // accent, the second half of a flag); ones still on their way are not waited for.
            while case .scalar(let next, let nextLength) = scalar(at: start + length), !Self.isControl(next) {
                let extended = text + String(next)
                guard extended.count == 1 else { break }
                text = extended
                length += nextLength
            }
            return (.character(Character(text)), length)
        }
    }

    private enum ScalarRead {
        case scalar(Unicode.Scalar, length: Int)
        case incomplete
        case invalid(length: Int)
    }

    /// The UTF-8 encoded scalar starting at `start`.
    private func scalar(at start: Int) -> ScalarRead {
        guard start < buffer.count else { return .incomplete }
        let lead = buffer[start]
        let length: Int
        switch lead {
        case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .invalid(length: 1)
        }
        var end = start + 1
        while end < start + length {
            guard end < buffer.count else { return .incomplete }
            guard (0x80...0xBF).contains(buffer[end]) else { return .invalid(length: end - start) }
            end += 1
        }
        // Overlong forms and surrogates pass the byte checks above; the standard
        // library's validation rejects them.
        guard let decoded = String(validating: buffer[start..<end], as: UTF8.self),
              let scalar = decoded.unicodeScalars.first
        else { return .invalid(length: length) }
        return .scalar(scalar, length: length)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static let controlSequenceKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down,
        UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
        UInt8(ascii: "Z"): .backTab,
    ]

    /// Application-mode keys (`ESC O x`); `M` is Enter on the keypad.
    private static let singleShiftKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down,
        UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
        UInt8(ascii: "M"): .enter,
    ]

    /// `ESC [ n ~` keys; xterm and rxvt disagree on Home and End, so both are taken.
    private static let tildeKeys: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end,
        3: .delete, 5: .pageUp, 6: .pageDown,
    ]
}
