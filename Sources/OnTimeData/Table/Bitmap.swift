/// A set of small integers (0 up to a bound given once) as bits: inserting costs no branch,
/// and visiting the members skips 64 absent ones at a time.
final class Bitmap {
    private let words: ZeroedBuffer<UInt64>

    init(bits: Int) {
        words = ZeroedBuffer(count: (bits + 63) / 64)
    }

    @inline(__always)
    func insert(_ member: Int) {
        words[member >> 6] |= 1 << UInt64(member & 63)
    }

    /// Removes every member.
    func removeAll() {
        for word in 0..<words.count { words[word] = 0 }
    }

    /// Adds every member of `other`, which has the same bound.
    func formUnion(_ other: Bitmap) {
        for word in 0..<words.count { words[word] |= other.words[word] }
    }

    /// Calls `body` with each member, ascending.
    func forEach(_ body: (Int) -> Void) {
        for word in 0..<words.count {
            var bits = words[word]
            while bits != 0 {
                body(word << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
    }
}
