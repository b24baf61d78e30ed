/// A canonical Huffman code of DEFLATE (RFC 1951, 3.2.2) as a lookup table, indexed by the
/// next bits of the stream (least significant first, as DEFLATE packs them).
///
/// The first ``primaryBits`` bits index the main table; codes longer than that go through a
/// table of their own, which the main entry points to. Each entry packs what decoding needs
/// in one word, so that a symbol costs one or two loads:
///
///     bits 0–7    the code's length in bits (for a pointer: the bits its table takes)
///     bits 8–11   ``literal``, ``endOfBlock``, ``subtable`` or ``invalid``
///     bits 12–15  extra bits that follow the code (lengths and distances)
///     bits 16–31  the literal byte, the base length or distance, or the table's offset
struct HuffmanTable {
    static let literal: UInt32 = 1 << 8
    static let endOfBlock: UInt32 = 2 << 8
    static let subtable: UInt32 = 4 << 8
    static let invalid: UInt32 = 8 << 8

    /// What each symbol of the literal/length alphabet decodes to, without the code's length.
    static let literalLengthSymbols: [UInt32] = {
        let bases: [UInt32] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                               35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extra: [UInt32] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        return (0..<256).map { UInt32($0) << 16 | literal } + [endOfBlock]
            + (0..<29).map { bases[$0] << 16 | extra[$0] << 12 } + [invalid, invalid]
    }()

    /// What each symbol of the distance alphabet decodes to, without the code's length.
    static let distanceSymbols: [UInt32] = {
        let bases: [UInt32] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                               257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
        return (0..<30).map { bases[$0] << 16 | UInt32(max(0, $0 / 2 - 1)) << 12 } + [invalid, invalid]
    }()

    /// The code-length alphabet's symbols are themselves (0–18).
    static let codeLengthSymbols: [UInt32] = (0..<19).map { UInt32($0) << 16 }

    /// Why code lengths make no code.
    enum Problem: Error {
        /// More codes of some length than the lengths before leave room for.
        case overSubscribed
        /// Room left for codes that are not there (allowed only for a lone code of one bit).
        case incomplete
    }

    /// Fills `table` (room for ``capacity(primaryBits:symbols:)`` entries) with the code whose
    /// lengths are `lengths` (0 for a symbol without a code), each symbol decoding to
    /// `symbols[symbol]`. A code with no symbols at all is allowed (a block without matches
    /// may have no distance code): every entry is then invalid.
    static func build(_ table: UnsafeMutablePointer<UInt32>, primaryBits: Int, lengths: UnsafePointer<UInt8>, count: Int,
                      symbols: UnsafePointer<UInt32>) throws(Problem) {
        var counts = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        try withUnsafeMutableBytes(of: &counts) { raw throws(Problem) in
            let counts = raw.bindMemory(to: Int.self)
            for symbol in 0..<count { counts[Int(lengths[symbol])] += 1 }
            counts[0] = 0
            var left = 1, longest = 0
            for length in 1...15 {
                left = left << 1 - counts[length]
                if left < 0 { throw .overSubscribed }
                if counts[length] > 0 { longest = length }
            }
            if left > 0 && longest > 1 { throw .incomplete }
            table.update(repeating: invalid, count: 1 << primaryBits)
            // The first code of each length, as RFC 1951 assigns them.
            var next = [Int](repeating: 0, count: 16)
            var code = 0
            for length in 1...15 {
                code = (code + counts[length - 1]) << 1
                next[length] = code
            }
            let subtableBits = max(0, longest - primaryBits)
            var nextSubtable = 1 << primaryBits
            for symbol in 0..<count {
                let length = Int(lengths[symbol])
                guard length > 0 else { continue }
                let reversed = reverse(next[length], bits: length)
                next[length] += 1
                let entry = symbols[symbol] | UInt32(length)
                if length <= primaryBits {
                    var index = reversed
                    while index < 1 << primaryBits {
                        table[index] = entry
                        index += 1 << length
                    }
                    continue
                }
                let prefix = reversed & (1 << primaryBits - 1)
                if table[prefix] & subtable == 0 {
                    table[prefix] = UInt32(nextSubtable) << 16 | subtable | UInt32(subtableBits)
                    nextSubtable += 1 << subtableBits
                }
                let start = Int(table[prefix] >> 16)
                var index = reversed >> primaryBits
                while index < 1 << subtableBits {
                    table[start + index] = entry
                    index += 1 << (length - primaryBits)
                }
            }
        }
    }

    /// The entries a table needs at most: the main table, and one table of codes longer than
    /// `primaryBits` per symbol at worst.
    static func capacity(primaryBits: Int, symbols: Int) -> Int {
        (1 << primaryBits) + symbols << max(0, 15 - primaryBits)
    }

    /// The `bits` low bits of `code` in the opposite order.
    private static func reverse(_ code: Int, bits: Int) -> Int {
        var code = code, reversed = 0
        for _ in 0..<bits {
            reversed = reversed << 1 | code & 1
            code >>= 1
        }
        return reversed
    }
}
