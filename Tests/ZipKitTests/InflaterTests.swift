import Testing
@testable import ZipKit

@Suite struct InflaterTests {
    /// Inflates `stream`, the reader giving `step` bytes at a time; the output, or the error.
    private func inflate(_ stream: [UInt8], step: Int = 1 << 20, inflater: Inflater = Inflater())
        -> (output: [UInt8], consumed: Int, error: InflateError?) {
        var output: [UInt8] = []
        let source = ByteSource(stream, step: step)
        do {
            let consumed = try inflater.inflate(read: source.read, write: { bytes in
                output += bytes
                return true
            })
            return (output, consumed, nil)
        } catch {
            return (output, 0, error)
        }
    }

    private func crc(_ bytes: [UInt8]) -> UInt32 { bytes.withUnsafeBytes { CRC32($0).value } }

    static let streams = ["stored", "fast", "default", "best", "fixed", "rle", "small-window", "flushed"]

    /// Every kind of block zlib writes, and every kind of match: the length and CRC-32 zlib
    /// gave the bytes, and the whole stream taken.
    @Test(arguments: streams) func zlibStreams(_ name: String) {
        let stream = ZipFixtures.bytes("mixed.\(name).deflate")
        let result = inflate(stream)
        #expect(result.error == nil)
        #expect(result.output.count == ZipFixtures.mixed.length)
        #expect(crc(result.output) == ZipFixtures.mixed.crc)
        #expect(result.consumed == stream.count)
    }

    /// An input buffer of a few bytes, refilled in the middle of codes, of block headers and
    /// of stored blocks: the bytes kept for giving back on a stored block, the bit buffer
    /// topped up a byte at a time near the buffer's end; the reader giving pieces of
    /// every small size besides.
    @Test(arguments: [16, 17, 23, 64, 4093]) func smallInputBuffer(_ capacity: Int) {
        for name in ["default", "stored", "fixed", "flushed"] {
            for step in [1, 3, 8, 1 << 20] {
                let stream = ZipFixtures.bytes("mixed.\(name).deflate")
                let result = inflate(stream, step: step, inflater: Inflater(inputCapacity: capacity))
                #expect(result.error == nil, "\(name), \(step)")
                #expect(result.output.count == ZipFixtures.mixed.length, "\(name), \(step)")
                #expect(crc(result.output) == ZipFixtures.mixed.crc, "\(name), \(step)")
                #expect(result.consumed == stream.count, "\(name), \(step)")
            }
        }
    }

    /// Output handed on in chunks of any size gives the same bytes; a chunk is at most its
    /// size and a match past it (and, the first time, the window's 32 KiB before it).
    @Test(arguments: [1, 100, 32768, 65536]) func smallChunks(_ chunk: Int) throws {
        let stream = ZipFixtures.bytes("mixed.best.deflate")
        var output: [UInt8] = []
        try Inflater().inflate(read: ByteSource(stream).read, write: { bytes in
            #expect(bytes.count <= chunk + 258 + (output.isEmpty ? 32768 : 0))
            output += bytes
            return true
        }, chunk: chunk)
        #expect(crc(output) == ZipFixtures.mixed.crc)
    }

    @Test func oneInflaterForSeveralStreams() {
        let inflater = Inflater()
        for name in ["fast", "stored", "best"] {
            #expect(crc(inflate(ZipFixtures.bytes("mixed.\(name).deflate"), inflater: inflater).output) == ZipFixtures.mixed.crc)
        }
    }

    /// Output past the first megabyte, just after the window moves: a match reaching back the
    /// whole 32 KiB into the bytes the move kept, and one that overlaps itself.
    @Test func matchesAcrossTheWindowsMove() {
        var writer = BitWriter()
        var expected: [UInt8] = []
        var seed: UInt32 = 12345
        // 100 bytes past the megabyte and the window (1,081,344), where the output moves.
        let lengths = [Int](repeating: 65535, count: 16) + [32768 + 16 + 100]
        for length in lengths {
            writer.value(0, bits: 1)
            writer.value(0, bits: 2)
            writer.align()
            for byte in [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)] {
                writer.byte(byte)
            }
            for _ in 0..<length {
                seed = seed &* 1_103_515_245 &+ 12345
                let byte = UInt8(truncatingIfNeeded: seed >> 16)
                writer.byte(byte)
                expected.append(byte)
            }
        }
        writer.value(1, bits: 1)
        writer.value(1, bits: 2)
        // Length 258 (symbol 285), distance 32768 (code 29, 8191 in 13 extra bits).
        writer.fixedLiteral(285)
        writer.code(29, bits: 5)
        writer.value(8191, bits: 13)
        for _ in 0..<258 { expected.append(expected[expected.count - 32768]) }
        // Length 10 at distance 3: the copy reads what it writes.
        writer.fixedLiteral(264)
        writer.code(2, bits: 5)
        for _ in 0..<10 { expected.append(expected[expected.count - 3]) }
        writer.fixedLiteral(256)
        let result = inflate(writer.bytes)
        #expect(result.error == nil)
        #expect(result.output.count == expected.count)
        #expect(result.output == expected)
    }

    @Test func handWrittenBlocks() {
        // An empty fixed block; a stored block; a fixed block of one literal.
        #expect(inflate([0x03, 0x00]).output == [])
        #expect(inflate([0x01, 0x05, 0x00, 0xFA, 0xFF] + Array("hello".utf8)).output == Array("hello".utf8))
        var writer = BitWriter()
        writer.value(1, bits: 1)
        writer.value(1, bits: 2)
        writer.fixedLiteral(Int(UInt8(ascii: "A")))
        writer.fixedLiteral(256)
        #expect(inflate(writer.bytes).output == [UInt8(ascii: "A")])
    }

    private func fixedBlock(_ body: (inout BitWriter) -> Void) -> [UInt8] {
        var writer = BitWriter()
        writer.value(1, bits: 1)
        writer.value(1, bits: 2)
        body(&writer)
        return writer.bytes
    }

    /// A dynamic block header with the code-length code's lengths given in RFC 1951's order.
    private func dynamicBlock(codeLengthLengths: [Int], _ body: (inout BitWriter) -> Void) -> [UInt8] {
        var writer = BitWriter()
        writer.value(1, bits: 1)
        writer.value(2, bits: 2)
        writer.value(0, bits: 5)
        writer.value(0, bits: 5)
        writer.value(codeLengthLengths.count - 4, bits: 4)
        for length in codeLengthLengths { writer.value(length, bits: 3) }
        body(&writer)
        return writer.bytes
    }

    @Test func badStreams() {
        #expect(inflate([0x07]).error == .badBlockType)
        #expect(inflate([0x01, 0x05, 0x00, 0x00, 0x00]).error == .badStoredLength)
        #expect(inflate([0x01, 0x05, 0x00, 0xFA, 0xFF, 0x68]).error == .truncated)
        #expect(inflate([]).error == .truncated)
        let stream = ZipFixtures.bytes("mixed.default.deflate")
        #expect(inflate(Array(stream.prefix(stream.count / 2))).error == .truncated)
        #expect(inflate(Array(stream.dropLast())).error == .truncated)
        // A match first of all, and one reaching before the start.
        #expect(inflate(fixedBlock { $0.fixedLiteral(257); $0.code(0, bits: 5); $0.fixedLiteral(256) }).error == .distanceTooFar)
        #expect(inflate(fixedBlock {
            $0.fixedLiteral(65); $0.fixedLiteral(257); $0.code(1, bits: 5); $0.fixedLiteral(256)
        }).error == .distanceTooFar)
        // Length symbol 286 and distance code 30, which the fixed codes have and stand for nothing.
        #expect(inflate(fixedBlock { $0.fixedLiteral(286); $0.fixedLiteral(256) }).error == .badSymbol)
        #expect(inflate(fixedBlock { $0.fixedLiteral(65); $0.fixedLiteral(257); $0.code(30, bits: 5) }).error == .badSymbol)
        // Code lengths for symbols 0 and 8 (order 16, 17, 18, 0, 8): 256 literals of 8 bits,
        // and none for the end of block.
        #expect(inflate(dynamicBlock(codeLengthLengths: [0, 0, 0, 1, 1]) { writer in
            for _ in 0..<256 { writer.code(1, bits: 1) }
            writer.code(0, bits: 1)
            writer.code(0, bits: 1)
        }).error == .noEndOfBlock)
        // Symbol 16 (repeat the last length) first.
        #expect(inflate(dynamicBlock(codeLengthLengths: [1, 0, 0, 0, 1]) { $0.code(1, bits: 1) }).error == .badCodeLengths)
        // Three code-length codes of one bit.
        #expect(inflate(dynamicBlock(codeLengthLengths: [1, 1, 1, 0]) { _ in }).error == .badCode)
        // Two of two bits: room for two more, and a code may be incomplete only when it is one code of one bit.
        #expect(inflate(dynamicBlock(codeLengthLengths: [0, 0, 0, 2, 2]) { _ in }).error == .badCode)
    }

    @Test func aReaderOrWriterThatStops() {
        let stream = ZipFixtures.bytes("mixed.default.deflate")
        #expect(throws: InflateError.stopped) { try Inflater().inflate(read: { _ in -1 }, write: { _ in true }) }
        #expect(throws: InflateError.stopped) { try Inflater().inflate(read: ByteSource(stream).read, write: { _ in false }) }
    }
}
