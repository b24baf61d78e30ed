/// A cheap 64-bit checksum of a cache image, to tell a damaged file from a good one (not an
/// attacker's: anyone who can write the cache can write the data file).
///
/// The image is cut into `parts` stretches, summed at once on as many cores. In a stretch,
/// each 8-byte word goes into one of four lanes as `rotate((lane ^ word) * prime)`; four lanes
/// keep four multiplications in flight, about 0.3 ms for 10 MB on one core. Every step is a
/// bijection of the lane, so a change within one word always changes the result.
enum ImageChecksum {
    /// The checksum of `bytes` (a whole number of words, at least 8), with word `skipping`
    /// (below 8: the header's own checksum field) counted as zero.
    static func of(_ bytes: UnsafeRawBufferPointer, skipping skipped: Int, parts: Int = 1) -> UInt64 {
        let words = bytes.count / 8
        // Stretches of whole groups of four words; the last takes what is left.
        let stretch = max(8, words / max(1, parts) / 4 * 4)
        let count = max(1, min(parts, words / stretch))
        let sums = Parallel.map(count) { part in
            let start = part * stretch
            return sum(bytes, from: start, to: part == count - 1 ? words : start + stretch, skipping: skipped)
        }
        return mix(sums.reduce(0x2545_F491_4F6C_DD1D, mix), UInt64(words))
    }

    /// The four lanes over words `start..<end` (the first stretch starting at word 0, so that
    /// `skipped` is in it), folded into one.
    private static func sum(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, skipping skipped: Int) -> UInt64 {
        var lanes: (UInt64, UInt64, UInt64, UInt64) =
            (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63)
        var index = start
        if start == 0 {
            for first in 0..<min(8, end) {
                let word = first == skipped ? 0 : load(bytes, first)
                switch first % 4 {
                case 0: lanes.0 = mix(lanes.0, word)
                case 1: lanes.1 = mix(lanes.1, word)
                case 2: lanes.2 = mix(lanes.2, word)
                default: lanes.3 = mix(lanes.3, word)
                }
            }
            index = min(8, end)
        }
        while index + 4 <= end {
            lanes.0 = mix(lanes.0, load(bytes, index))
            lanes.1 = mix(lanes.1, load(bytes, index + 1))
            lanes.2 = mix(lanes.2, load(bytes, index + 2))
            lanes.3 = mix(lanes.3, load(bytes, index + 3))
            index += 4
        }
        while index < end {
            lanes.0 = mix(lanes.0, load(bytes, index))
            index += 1
        }
        return mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3)
    }

    @inline(__always)
    private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let product = (lane ^ word) &* 0x0000_0100_0000_01B3
        return product << 29 | product >> 35
    }

    @inline(__always)
    private static func load(_ bytes: UnsafeRawBufferPointer, _ index: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
    }
}
