#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// Where the quotes, commas, line feeds and carriage returns are among 64 bytes: one bit per
/// byte, the first byte in the lowest bit, as simdjson and simdcsv find them.
///
/// On x86-64 each sixteen bytes take a compare and a `pmovmskb` (SSE2, which every x86-64 has).
/// Elsewhere the bytes are compared as `SIMD16<UInt8>` and their bits gathered by multiplication:
/// Swift's `SIMD64<UInt8>` comparisons with a repeated byte compile to a loop over the lanes
/// through memory, and there is no portable way to turn a vector mask into bits (see
/// Benchmarks/README.md for what each cost).
struct StructuralMasks {
    let quotes: UInt64
    let commas: UInt64
    let newlines: UInt64
    let carriageReturns: UInt64

    /// The masks of the 64 bytes from `bytes`, all of which must be readable.
    @inline(__always)
    init(_ bytes: UnsafeRawPointer) {
        var quotes: UInt64 = 0, commas: UInt64 = 0, newlines: UInt64 = 0, carriageReturns: UInt64 = 0
        for part in 0..<4 {
            let shift = UInt64(16 * part)
            let sixteen = Self.SixteenBytes(bytes + 16 * part)
            quotes |= sixteen.positions(of: CSVScanner.quote) << shift
            commas |= sixteen.positions(of: CSVScanner.comma) << shift
            newlines |= sixteen.positions(of: CSVScanner.newline) << shift
            carriageReturns |= sixteen.positions(of: CSVScanner.carriageReturn) << shift
        }
        self.quotes = quotes
        self.commas = commas
        self.newlines = newlines
        self.carriageReturns = carriageReturns
    }

    /// For each bit of `quotes`, 1 from an odd-numbered quote up to (not including) the next:
    /// the bytes inside quotes when the first quote opens one. Each bit is the exclusive or
    /// of all the bits at and below it.
    @inline(__always)
    static func prefixXor(_ quotes: UInt64) -> UInt64 {
        var x = quotes
        x ^= x << 1
        x ^= x << 2
        x ^= x << 4
        x ^= x << 8
        x ^= x << 16
        x ^= x << 32
        return x
    }

    #if arch(x86_64)
    private struct SixteenBytes {
        let vector: __m128i

        @inline(__always)
        init(_ bytes: UnsafeRawPointer) {
            vector = _mm_loadu_si128(bytes.assumingMemoryBound(to: __m128i.self))
        }

        @inline(__always)
        func positions(of byte: UInt8) -> UInt64 {
            let equal = _mm_cmpeq_epi8(vector, _mm_set1_epi8(CChar(bitPattern: byte)))
            return UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(equal)))
        }
    }
    #else
    private struct SixteenBytes {
        let vector: SIMD16<UInt8>

        @inline(__always)
        init(_ bytes: UnsafeRawPointer) {
            vector = bytes.loadUnaligned(as: SIMD16<UInt8>.self)
        }

        /// A byte of `x` is zero exactly where the byte is `byte`, and `~(((x & 0x7F) + 0x7F) | x) >> 7`
        /// is 1 exactly for a zero byte; then the eight low bits of each half are gathered into
        /// its top byte by one multiplication.
        @inline(__always)
        func positions(of byte: UInt8) -> UInt64 {
            let x = vector ^ SIMD16(repeating: byte)
            let ones = ~(((x & 0x7F) &+ 0x7F) | x) &>> 7
            let halves = unsafeBitCast(ones, to: SIMD2<UInt64>.self)
            let gathered = (halves &* 0x0102_0408_1020_4080) &>> 56
            return gathered[0] | gathered[1] << 8
        }
    }
    #endif
}
