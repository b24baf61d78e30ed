/// The number of terminal columns text occupies, measured per grapheme cluster.
public enum DisplayWidth {
    /// The column width of `text`: the sum of its characters' widths.
    public static func of(_ text: some StringProtocol) -> Int {
        measure(text)
    }

    /// The same for a `String`, compiled here for it: other modules would otherwise measure
    /// every cell of a table through the slow, unspecialised form of the generic one.
    public static func of(_ text: String) -> Int {
        measure(text)
    }

    private static func measure(_ text: some StringProtocol) -> Int {
        var width = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.reduce(0) { $0 + of($1) } }
            if isPrintableASCII(byte) { width += 1 }
        }
        return width
    }

    /// The column width of one grapheme cluster: 0, 1 or 2.
    ///
    /// A cluster is as wide as its base, the first scalar that takes up room,
    /// so combining marks, joiners and variation selectors add nothing;
    /// an emoji base drawn as a picture (followed by VS16, or joined by ZWJ) takes 2.
    public static func of(_ character: Character) -> Int {
        // Most text a screen shows is ASCII, whose width needs no Unicode property.
        if let ascii = character.asciiValue { return isPrintableASCII(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
        if isControl(base) { return 0 }
        if isWide(base) { return 2 }
        // The emoji property is looked up last: only a sequence with VS16 or ZWJ can widen.
        if scalars.contains(where: { $0 == variationSelector16 || $0 == zeroWidthJoiner }), base.properties.isEmoji {
            return 2
        }
        return 1
    }

    private static let variationSelector16: Unicode.Scalar = "\u{FE0F}"
    private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"

    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        // Soft hyphen is a format character, yet terminals draw it as a hyphen.
        guard scalar.value >= 0x300, scalar != "\u{AD}" else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= wideRanges[0].lowerBound else { return false }
        // Regional indicators are not East Asian Wide, yet a flag is drawn two
        // columns wide; the standard library also knows emoji newer than the table.
        if scalar.properties.isEmojiPresentation { return true }
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < wideRanges.count && wideRanges[low].contains(value)
    }

    /// East Asian Wide and Fullwidth code points, sorted, with the unassigned
    /// code points between neighbouring ranges folded in to keep the table small.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC,
        0x23F0...0x23F0, 0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
        0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755,
        0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
        0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x3247, 0x3250...0xA4CF, 0xA960...0xA97C,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6B,
        0xFF01...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x1B2FB, 0x1D300...0x1D356,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
        0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4,
        0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D,
        0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596,
        0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC,
        0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
        0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
        0x1FA70...0x1FAFF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
