/// The compressed bytes as a stream of bits, least significant first, kept in a 64-bit
/// buffer: after ``refill()`` it holds at least 56 bits while the input lasts, enough for a
/// length, a distance and their extra bits without looking again.
struct BitReader {
    /// The next bits, the next at bit 0. Bits above ``count`` are the next bytes' or zero.
    var buffer: UInt64 = 0
    /// How many of ``buffer``'s bits are the stream's.
    var count = 0
    private let bytes: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var position = 0
    private var end = 0
    private var ended = false
    /// Bytes taken from the reader before the buffer's start.
    private var before = 0

    /// Bits of the bytes a reader (given to each call that may need more) puts in `buffer`.
    init(buffer: UnsafeMutablePointer<UInt8>, capacity: Int) {
        bytes = buffer
        self.capacity = capacity
    }

    /// The compressed bytes taken, the bits still in the buffer given back.
    var consumed: Int { before + position - count / 8 }

    /// Tops the buffer up to 56 bits or more, or as many as the input has left.
    @inline(__always)
    mutating func refill(_ read: (UnsafeMutableRawBufferPointer) -> Int) throws(InflateError) {
        if end &- position < 8 {
            if !ended { try fetch(read) }
            if end &- position < 8 {
                while count <= 56 && position < end {
                    buffer |= UInt64(bytes[position]) &<< UInt64(count)
                    position &+= 1
                    count &+= 8
                }
                return
            }
        }
        // Eight bytes at once; those that do not fit stay in the input for the next time.
        buffer |= UInt64(littleEndian: UnsafeRawPointer(bytes + position).loadUnaligned(as: UInt64.self)) &<< UInt64(count)
        position &+= (63 &- count) &>> 3
        count |= 56
    }

    /// Moves what is left to the buffer's start (with the eight bytes before it, which the bit
    /// buffer may still hold) and reads more after it.
    private mutating func fetch(_ read: (UnsafeMutableRawBufferPointer) -> Int) throws(InflateError) {
        let keep = min(position, 8)
        let start = position - keep
        if start > 0 {
            UnsafeMutableRawPointer(bytes).copyMemory(from: bytes + start, byteCount: end - start)
            before += start
            position -= start
            end -= start
        }
        while end < capacity {
            let got = read(UnsafeMutableRawBufferPointer(start: bytes + end, count: capacity - end))
            if got < 0 { throw .stopped }
            if got == 0 {
                ended = true
                // Zeros after the end, so that a whole word may always be loaded.
                (bytes + end).update(repeating: 0, count: 8)
                return
            }
            end += got
        }
    }

    @inline(__always)
    mutating func drop(_ bits: Int) {
        buffer &>>= UInt64(bits)
        count &-= bits
    }

    /// The next `bits` bits (at most ``count``).
    @inline(__always)
    mutating func take(_ bits: Int) -> UInt64 {
        let value = buffer & (UInt64(1) &<< UInt64(bits) &- 1)
        drop(bits)
        return value
    }

    /// Skips to the next whole byte, and gives the whole bytes of the buffer back to the input.
    mutating func alignToByte() {
        drop(count & 7)
        position -= count / 8
        buffer = 0
        count = 0
    }

    /// The next `count` bytes (at most 8) as a little-endian number, after ``alignToByte()``.
    mutating func bytes(_ count: Int, _ read: (UnsafeMutableRawBufferPointer) -> Int) throws(InflateError) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<count {
            if position == end {
                if !ended { try fetch(read) }
                guard position < end else { throw .truncated }
            }
            value |= UInt64(bytes[position]) << UInt64(8 * index)
            position += 1
        }
        return value
    }

    /// Copies up to `count` bytes (after ``alignToByte()``) to `destination`; how many.
    mutating func copy(into destination: UnsafeMutablePointer<UInt8>, count: Int,
                       _ read: (UnsafeMutableRawBufferPointer) -> Int) throws(InflateError) -> Int {
        if position == end {
            if !ended { try fetch(read) }
            guard position < end else { throw .truncated }
        }
        let copied = min(count, end - position)
        destination.update(from: bytes + position, count: copied)
        position += copied
        return copied
    }
}
