/// Stepping over the fields nobody reads with ``StructuralMasks``: the separators outside
/// quotes of 60 bytes at a time, the quote state carried over by prefix-XOR, instead of a field
/// at a time. A wide BTS row is mostly such fields, every one quoted.
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
            let masks = StructuralMasks(raw + window)
            // 1 on the bytes inside quotes and on the quotes that open them.
            let quoted = StructuralMasks.prefixXor(masks.quotes) ^ inside
            let structural = masks.quotes | masks.commas | masks.newlines
            // A quote opens a field only after a separator, or just after a closing quote
            // (a doubled quote, inside a field); it closes one only before a separator, a
            // doubled quote or a CR LF.
            let badOpening = masks.quotes & quoted & ~(structural << 1 | opensAfter)
            let badClosing = masks.quotes & ~quoted
                & ~(structural >> 1 | masks.carriageReturns >> 1 & masks.newlines >> 2)
            let bad = (badOpening | badClosing) & decided
            let lineEnds = masks.newlines & ~quoted & decided
            let separators = lineEndOnly ? lineEnds : (masks.commas & ~quoted & decided) | lineEnds
            if separators.nonzeroBitCount >= remaining {
                var left = separators
                for _ in 1..<remaining { left &= left &- 1 }
                let bit = left.trailingZeroBitCount
                let upTo: UInt64 = bit == 63 ? ~0 : (1 << (bit + 1)) - 1
                let before: UInt64 = (1 << bit) - 1
                guard bad & upTo == 0, lineEnds & before == 0 else { return nil }
                quotedNewlines += (masks.newlines & quoted & upTo).nonzeroBitCount
                return (window + bit, quotedNewlines)
            }
            guard bad == 0, lineEnds == 0 else { return nil }
            remaining -= separators.nonzeroBitCount
            quotedNewlines += (masks.newlines & quoted & decided).nonzeroBitCount
            inside = quoted >> 59 & 1 == 1 ? ~0 : 0
            opensAfter = structural >> 59 & 1
            window += 60
        }
        return nil
    }
}
