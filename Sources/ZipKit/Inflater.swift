/// Inflates a raw DEFLATE stream (RFC 1951), pulling compressed bytes from a reader and
/// handing the output to a writer about a megabyte at a time: the memory is that of its
/// buffers whatever the stream's size.
///
/// One inflater may inflate several streams, one after the other; it is not for several
/// threads at once.
public final class Inflater {
    /// DEFLATE's matches reach at most this far back.
    static let window = 32 << 10
    /// Output handed on at a time, at most.
    public static let chunk = 1 << 20
    /// The longest match, and room past the end for copying eight bytes at a time.
    static let slack = 258 + 16
    private let inputCapacity: Int
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

    /// An inflater with its buffers (some 1.3 MB).
    public convenience init() {
        self.init(inputCapacity: 256 << 10)
    }

    /// An inflater that reads `inputCapacity` compressed bytes at a time: small, in tests, so
    /// that the input buffer is refilled in the middle of codes and stored blocks.
    init(inputCapacity: Int) {
        self.inputCapacity = max(16, inputCapacity)
        output = .allocate(capacity: Self.window + Self.chunk + Self.slack)
        input = .allocate(capacity: self.inputCapacity + 8)
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
    ///   - chunk: output handed on at a time, about (at most ``chunk``; the first time with the
    ///     window's 32 KiB before it): less for a caller that wants only the first bytes.
    /// - Returns: how many compressed bytes the stream took (the reader may have given more).
    @discardableResult
    public func inflate(read: (UnsafeMutableRawBufferPointer) -> Int, write: (UnsafeRawBufferPointer) -> Bool,
                        chunk: Int = Inflater.chunk) throws(InflateError) -> Int {
        var bits = BitReader(buffer: input, capacity: inputCapacity)
        var window = OutputWindow(bytes: output, chunk: min(max(1, chunk), Self.chunk))
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
