/// Inflates a raw DEFLATE stream (RFC 1951), pulling compressed bytes from a reader and
/// handing the output to a writer about a megabyte at a time: the memory is that of its
/// buffers whatever the stream's size.
///
/// One inflater may inflate several streams, one after the other; it is not for several
/// threads at once.
public final class Inflater {
    /// DEFLATE's matches reach at most this far back.
    static let window = 32 << 10
    /// Output handed on at a time.
    static let chunk = 1 << 20
    /// The longest match, and room past the end for copying eight bytes at a time.
    static let slack = 258 + 16
    static let inputCapacity = 256 << 10

    private let output: UnsafeMutablePointer<UInt8>
    private let input: UnsafeMutablePointer<UInt8>
    private let literalLengths: UnsafeMutablePointer<UInt32>
    private let distances: UnsafeMutablePointer<UInt32>
    private let codeLengthCode: UnsafeMutablePointer<UInt32>
    private let fixedLiteralLengths: UnsafeMutablePointer<UInt32>
    private let fixedDistances: UnsafeMutablePointer<UInt32>
    private let lengths: UnsafeMutablePointer<UInt8>

    static let literalBits = 10
    static let distanceBits = 8
    static let codeLengthBits = 7
    private static let literalCapacity = HuffmanTable.capacity(primaryBits: literalBits, symbols: 288)
    private static let distanceCapacity = HuffmanTable.capacity(primaryBits: distanceBits, symbols: 32)

    /// An inflater with its buffers (some 1.1 MB).
    public init() {
        output = .allocate(capacity: Self.window + Self.chunk + Self.slack)
        input = .allocate(capacity: Self.inputCapacity + 8)
        literalLengths = .allocate(capacity: Self.literalCapacity)
        distances = .allocate(capacity: Self.distanceCapacity)
        codeLengthCode = .allocate(capacity: 1 << Self.codeLengthBits)
        fixedLiteralLengths = .allocate(capacity: Self.literalCapacity)
        fixedDistances = .allocate(capacity: Self.distanceCapacity)
        lengths = .allocate(capacity: 288 + 32)
        // RFC 1951, 3.2.6.
        for symbol in 0..<288 { lengths[symbol] = symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8 }
        for symbol in 288..<320 { lengths[symbol] = 5 }
        try! Self.build(fixedLiteralLengths, Self.literalBits, lengths, 288, HuffmanTable.literalLengthSymbols)
        try! Self.build(fixedDistances, Self.distanceBits, lengths + 288, 32, HuffmanTable.distanceSymbols)
    }

    deinit {
        for pointer in [output, input, lengths] as [UnsafeMutablePointer<UInt8>] { pointer.deallocate() }
        for pointer in [literalLengths, distances, codeLengthCode, fixedLiteralLengths, fixedDistances] { pointer.deallocate() }
    }

    /// Inflates one stream.
    /// - Parameters:
    ///   - read: fills the buffer it is given with the next compressed bytes and says how many
    ///     (0 at the end of the input); a negative count stops the inflating (``InflateError/stopped``).
    ///   - write: takes the next output; false stops the inflating (``InflateError/stopped``).
    /// - Returns: how many compressed bytes the stream took (the reader may have given more).
    @discardableResult
    public func inflate(read: (UnsafeMutableRawBufferPointer) -> Int, write: (UnsafeRawBufferPointer) -> Bool)
        throws(InflateError) -> Int {
        var bits = BitReader(buffer: input, capacity: Self.inputCapacity)
        var window = OutputWindow(bytes: output)
        var last = false
        while !last {
            try bits.refill(read)
            guard bits.count >= 3 else { throw .truncated }
            last = bits.take(1) == 1
            switch bits.take(2) {
            case 0:
                try bits.refill(read)
                bits.alignToByte()
                let header = try bits.bytes(4, read)
                let length = Int(header & 0xFFFF)
                guard length == Int(~(header >> 16) & 0xFFFF) else { throw .badStoredLength }
                var left = length
                while left > 0 {
                    if window.isFull { try window.flush(write) }
                    let copied = try bits.copy(into: output + window.end, count: min(left, window.room), read)
                    window.end += copied
                    left -= copied
                }
            case 1:
                try inflateBlock(&bits, &window, fixedLiteralLengths, fixedDistances, read, write)
            case 2:
                try readCodes(&bits, read)
                try inflateBlock(&bits, &window, literalLengths, distances, read, write)
            default:
                throw .badBlockType
            }
        }
        try window.flush(write)
        return bits.consumed
    }

    /// The symbols of one block, up to its end, each literal or match added to the output.
    @inline(__always)
    private func inflateBlock(_ bits: inout BitReader, _ window: inout OutputWindow, _ literalLengths: UnsafeMutablePointer<UInt32>,
                              _ distances: UnsafeMutablePointer<UInt32>, _ read: (UnsafeMutableRawBufferPointer) -> Int,
                              _ write: (UnsafeRawBufferPointer) -> Bool)
        throws(InflateError) {
        let output = self.output
        let literalMask = UInt64(1) << Self.literalBits - 1
        let distanceMask = UInt64(1) << Self.distanceBits - 1
        while true {
            if window.isFull { try window.flush(write) }
            try bits.refill(read)
            var entry = literalLengths[Int(bits.buffer & literalMask)]
            if entry & HuffmanTable.subtable != 0 {
                entry = literalLengths[Int(entry &>> 16) &+ Int((bits.buffer &>> UInt64(Self.literalBits)) & (UInt64(1) &<< UInt64(entry & 0xFF) &- 1))]
            }
            let codeLength = Int(entry & 0xFF)
            guard codeLength <= bits.count else { throw .truncated }
            bits.drop(codeLength)
            if entry & HuffmanTable.literal != 0 {
                output[window.end] = UInt8(truncatingIfNeeded: entry &>> 16)
                window.end &+= 1
                continue
            }
            if entry & HuffmanTable.endOfBlock != 0 { return }
            if entry & HuffmanTable.invalid != 0 { throw .badSymbol }
            let lengthExtra = Int((entry &>> 12) & 0xF)
            guard lengthExtra <= bits.count else { throw .truncated }
            let length = Int(entry &>> 16) &+ Int(bits.buffer & (UInt64(1) &<< UInt64(lengthExtra) &- 1))
            bits.drop(lengthExtra)

            var distanceEntry = distances[Int(bits.buffer & distanceMask)]
            if distanceEntry & HuffmanTable.subtable != 0 {
                distanceEntry = distances[Int(distanceEntry &>> 16) &+ Int((bits.buffer &>> UInt64(Self.distanceBits)) & (UInt64(1) &<< UInt64(distanceEntry & 0xFF) &- 1))]
            }
            let distanceLength = Int(distanceEntry & 0xFF)
            guard distanceLength <= bits.count else { throw .truncated }
            if distanceEntry & HuffmanTable.invalid != 0 { throw .badSymbol }
            bits.drop(distanceLength)
            let distanceExtra = Int((distanceEntry &>> 12) & 0xF)
            guard distanceExtra <= bits.count else { throw .truncated }
            let distance = Int(distanceEntry &>> 16) &+ Int(bits.buffer & (UInt64(1) &<< UInt64(distanceExtra) &- 1))
            bits.drop(distanceExtra)
            guard distance <= window.end else { throw .distanceTooFar }

            var to = output + window.end
            var from = to - distance
            window.end &+= length
            if distance >= 8 {
                // Eight bytes at a time, up to seven past the match's end (into the slack):
                // each load reads bytes already written.
                let end = to + length
                repeat {
                    UnsafeMutableRawPointer(to).storeBytes(of: UnsafeRawPointer(from).loadUnaligned(as: UInt64.self), as: UInt64.self)
                    to += 8
                    from += 8
                } while to < end
            } else if distance == 1 {
                to.update(repeating: from.pointee, count: length)
            } else {
                for index in 0..<length { to[index] = from[index] }
            }
        }
    }

    /// Reads a dynamic block's code lengths (RFC 1951, 3.2.7) and builds its two codes.
    private func readCodes(_ bits: inout BitReader, _ read: (UnsafeMutableRawBufferPointer) -> Int) throws(InflateError) {
        try bits.refill(read)
        guard bits.count >= 14 else { throw .truncated }
        let literalCount = Int(bits.take(5)) + 257
        let distanceCount = Int(bits.take(5)) + 1
        let codeLengthCount = Int(bits.take(4)) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .badCodeLengths }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            try bits.refill(read)
            guard bits.count >= 3 else { throw .truncated }
            codeLengthLengths[order[index]] = UInt8(bits.take(3))
        }
        try Self.build(codeLengthCode, Self.codeLengthBits, codeLengthLengths, 19, HuffmanTable.codeLengthSymbols)
        let total = literalCount + distanceCount
        var index = 0
        while index < total {
            try bits.refill(read)
            let entry = codeLengthCode[Int(bits.buffer & (UInt64(1) << UInt64(Self.codeLengthBits) - 1))]
            let codeLength = Int(entry & 0xFF)
            if entry & HuffmanTable.invalid != 0 { throw .badCode }
            guard codeLength <= bits.count else { throw .truncated }
            bits.drop(codeLength)
            let symbol = Int(entry >> 16)
            if symbol < 16 {
                lengths[index] = UInt8(symbol)
                index += 1
                continue
            }
            let (extra, base) = symbol == 16 ? (2, 3) : symbol == 17 ? (3, 3) : (7, 11)
            guard extra <= bits.count else { throw .truncated }
            let repeats = base + Int(bits.take(extra))
            guard index + repeats <= total, symbol != 16 || index > 0 else { throw .badCodeLengths }
            let value = symbol == 16 ? lengths[index - 1] : 0
            (lengths + index).update(repeating: value, count: repeats)
            index += repeats
        }
        guard lengths[256] != 0 else { throw .noEndOfBlock }
        try Self.build(literalLengths, Self.literalBits, lengths, literalCount, HuffmanTable.literalLengthSymbols)
        try Self.build(distances, Self.distanceBits, lengths + literalCount, distanceCount, HuffmanTable.distanceSymbols)
    }

    private static func build(_ table: UnsafeMutablePointer<UInt32>, _ primaryBits: Int, _ lengths: UnsafePointer<UInt8>,
                              _ count: Int, _ symbols: [UInt32]) throws(InflateError) {
        do {
            try symbols.withUnsafeBufferPointer { symbols throws(HuffmanTable.Problem) in
                try HuffmanTable.build(table, primaryBits: primaryBits, lengths: lengths, count: count, symbols: symbols.baseAddress!)
            }
        } catch {
            throw .badCode
        }
    }
}

/// The output buffer: the last ``Inflater/window`` bytes, which matches may copy from, then
/// the new output, handed on when it reaches ``Inflater/chunk`` bytes.
struct OutputWindow {
    let bytes: UnsafeMutablePointer<UInt8>
    /// Where the next byte goes.
    var end = 0
    /// Where the bytes not handed on yet start.
    private var flushed = 0

    init(bytes: UnsafeMutablePointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether the output must be handed on before the next symbol (which may add 258 bytes).
    @inline(__always)
    var isFull: Bool { end >= Inflater.window + Inflater.chunk }

    /// Bytes that may be added before the output is full.
    var room: Int { Inflater.window + Inflater.chunk - end }

    /// Hands the new output on, and keeps the last ``Inflater/window`` bytes at the start.
    mutating func flush(_ write: (UnsafeRawBufferPointer) -> Bool) throws(InflateError) {
        if end > flushed, !write(UnsafeRawBufferPointer(start: bytes + flushed, count: end - flushed)) { throw .stopped }
        if end > Inflater.window {
            UnsafeMutableRawPointer(bytes).copyMemory(from: bytes + end - Inflater.window, byteCount: Inflater.window)
            end = Inflater.window
        }
        flushed = end
    }
}

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
