/// Stepping over the fields nobody reads 60 bytes at a time instead of a field at a time: the
/// separators outside quotes found by masks of ``SixtyFourBytes``, the quote state carried by
/// prefix-XOR. A wide BTS row is mostly such fields, every one quoted.
///
/// Each step gives the same position, stop and newline count as reading the same fields one by
/// one with ``CSVScanner/field()`` (or the rest of the line with ``CSVScanner/skipLine()``),
/// or nil, having moved nothing, when it cannot be sure of that in this way: a quote that
/// neither opens a field nor closes one before a separator or another quote (which the field
/// reader takes as text or as an error), a line that ends before the fields do, or fewer than
/// 64 bytes left in the file. The caller then reads those fields the careful way, which finds
/// the same errors at the same places as ever.
extension CSVScanner {
    /// Steps over `count` fields from `position`, the start of a field: all but the last must
    /// end with a comma. The last one's stop, or nil with nothing read.
    @inline(__always)
    mutating func skipFields(_ count: Int) -> Stop? {
        guard let found = separator(from: position, count: count, lineEndOnly: false) else { return nil }
        position = found.offset + 1
        newlines += found.quotedNewlines
        guard bytes[found.offset] == CSVScanner.newline else { return .comma }
        newlines += 1
        return .lineEnd
    }

    /// ``skipLine()`` by masks, from the start of a field: true when it moved to the next line.
    @inline(__always)
    mutating func skipRestOfLine() -> Bool {
        guard let found = separator(from: position, count: 1, lineEndOnly: true) else { return false }
        position = found.offset + 1
        newlines += found.quotedNewlines + 1
        return true
    }

    /// The offset of the `count`-th separator outside quotes from `start` (a field's start, so
    /// outside quotes): commas and newlines, or newlines only; the earlier ones must be commas.
    /// And the newlines inside quoted fields before it.
    @inline(__always)
    private func separator(from start: Int, count: Int, lineEndOnly: Bool) -> (offset: Int, quotedNewlines: Int)? {
        // Each window reads 64 bytes and decides 60: a closing quote's next two bytes (a CR LF)
        // are always in the window.
        let decided: UInt64 = (1 << 60) - 1
        let raw = UnsafeRawPointer(bytes)
        var window = start
        var remaining = count
        // All ones when the window starts inside quotes.
        var inside: UInt64 = 0
        // Bit 0: the byte before the window lets a quote open a field there (the first window
        // starts a field).
        var opensAfter: UInt64 = 1
        var quotedNewlines = 0
        while window + 64 <= end {
            let block = SixtyFourBytes(raw + window)
            let quotes = block.positions(of: CSVScanner.quote)
            let newlines = block.positions(of: CSVScanner.newline)
            // 1 on the bytes inside quotes and on the quotes that open them.
            var quoted = inside
            var bad: UInt64 = 0
            let commas = quotes != 0 || !lineEndOnly ? block.positions(of: CSVScanner.comma) : 0
            if quotes != 0 {
                quoted = Self.prefixXor(quotes) ^ inside
                let structural = quotes | commas | newlines
                // A quote opens a field only after a separator, or just after a closing quote
                // (a doubled quote, inside a field); it closes one only before a separator, a
                // doubled quote or a CR LF.
                let badOpening = quotes & quoted & ~(structural << 1 | opensAfter)
                let crlf = block.positions(of: CSVScanner.carriageReturn) >> 1 & newlines >> 2
                let badClosing = quotes & ~quoted & ~(structural >> 1 | crlf)
                bad = (badOpening | badClosing) & decided
            }
            let lineEnds = newlines & ~quoted & decided
            var left = lineEndOnly ? lineEnds : (commas & ~quoted & decided) | lineEnds
            // The separators one by one, lowest first: counting them is no cheaper, since
            // x86-64's baseline has no population count instruction.
            while left != 0 {
                let bit = left.trailingZeroBitCount
                remaining -= 1
                if remaining > 0 {
                    // Only the last field may end its line.
                    guard lineEnds >> bit & 1 == 0 else { return nil }
                    left &= left &- 1
                    continue
                }
                let upTo: UInt64 = (1 << (bit + 1)) - 1
                guard bad & upTo == 0 else { return nil }
                return (window + bit, quotedNewlines + Self.count(newlines & quoted & upTo))
            }
            guard bad == 0 else { return nil }
            quotedNewlines += Self.count(newlines & quoted & decided)
            inside = quoted >> 59 & 1 == 1 ? ~0 : 0
            let last = bytes[window + 59]
            opensAfter = last == CSVScanner.comma || last == CSVScanner.quote || last == CSVScanner.newline ? 1 : 0
            window += 60
        }
        return nil
    }

    /// The bits set in `bits`, most often none (a newline inside quotes).
    @inline(__always)
    private static func count(_ bits: UInt64) -> Int {
        bits == 0 ? 0 : bits.nonzeroBitCount
    }

    /// For each bit of `quotes`, 1 from an odd-numbered quote up to (not including) the next:
    /// the bytes inside quotes when the first quote opens one. Each bit is the exclusive or
    /// of all the bits at and below it.
    @inline(__always)
    private static func prefixXor(_ quotes: UInt64) -> UInt64 {
        var x = quotes
        x ^= x << 1
        x ^= x << 2
        x ^= x << 4
        x ^= x << 8
        x ^= x << 16
        x ^= x << 32
        return x
    }
}
