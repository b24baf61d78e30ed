#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// 64 bytes, loaded once, and where a given byte is among them: one bit per byte, the first
/// byte in the lowest bit, as simdjson and simdcsv find quotes, commas and line ends.
///
/// On x86-64 each sixteen bytes take a compare and a `pmovmskb` (SSE2, which every x86-64 has).
/// Elsewhere the bytes are compared as `SIMD16<UInt8>` and their bits gathered by multiplication:
/// Swift's `SIMD64<UInt8>` comparisons with a repeated byte compile to a loop over the lanes
/// through memory, and there is no portable way to turn a vector mask into bits (see
/// Benchmarks/README.md for what each cost).
struct SixtyFourBytes {
    private let first: SixteenBytes, second: SixteenBytes, third: SixteenBytes, fourth: SixteenBytes

    /// The 64 bytes from `bytes`, all of which must be readable.
    @inline(__always)
    init(_ bytes: UnsafeRawPointer) {
        first = SixteenBytes(bytes)
        second = SixteenBytes(bytes + 16)
        third = SixteenBytes(bytes + 32)
        fourth = SixteenBytes(bytes + 48)
    }

    /// Bit `i` is set when byte `i` is `byte`.
    @inline(__always)
    func positions(of byte: UInt8) -> UInt64 {
        first.positions(of: byte) | second.positions(of: byte) << 16
            | third.positions(of: byte) << 32 | fourth.positions(of: byte) << 48
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
