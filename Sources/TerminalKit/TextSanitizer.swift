/// Makes text from untrusted data inert on a terminal.
public enum TextSanitizer {
    /// Replaces every scalar a terminal would act on instead of showing with a
    /// visible stand-in: C0 controls and DEL in caret notation (`ESC` → `^[`,
    /// `TAB` → `^I`, `DEL` → `^?`), C1 and bidirectional controls and the Unicode line and
    /// paragraph separators as `\u{XXXX}`.
    /// Tabs and newlines are replaced too, because the result must stay on one line.
    public static func sanitize(_ text: String) -> String {
        // Printable ASCII, most text, is checked byte by byte: cheaper than by scalar.
        if text.isPrintableASCII { return text }
        guard text.unicodeScalars.contains(where: { replacement(for: $0) != nil }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = replacement(for: scalar) {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func replacement(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F:
            return "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
        case 0x7F:
            return "^?"
        // C1 controls include the 8-bit CSI (U+009B), which some terminals obey;
        // bidi controls can make text appear in a different order than it is stored;
        // the line and paragraph separators break a line, as a newline does.
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
        default:
            return nil
        }
    }
}
