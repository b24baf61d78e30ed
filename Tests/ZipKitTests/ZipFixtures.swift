import Foundation

/// The fixtures of `Fixtures/make-fixtures.py`, written by Python's zlib and zipfile.
enum ZipFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func bytes(_ name: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path(name)) else { fatalError("missing fixture \(name)") }
        return [UInt8](data)
    }

    /// The bytes every zip fixture holds: 400 lines of nycflights13.
    static let sample = bytes("sample.csv")

    /// The length and CRC-32 of the bytes every `mixed.*.deflate` inflates to, as zlib computed them.
    static let mixed: (length: Int, crc: UInt32) = {
        let fields = String(decoding: bytes("mixed.txt"), as: UTF8.self).split(separator: " ")
        return (Int(fields[0])!, UInt32(fields[1].trimmingCharacters(in: .whitespacesAndNewlines), radix: 16)!)
    }()
}

/// Writes a DEFLATE stream bit by bit: values least significant bit first, Huffman codes
/// most significant bit first, as RFC 1951 packs them. For streams no compressor writes.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var bit = 0

    mutating func value(_ value: Int, bits: Int) {
        for index in 0..<bits { append((value >> index) & 1) }
    }

    mutating func code(_ code: Int, bits: Int) {
        for index in (0..<bits).reversed() { append((code >> index) & 1) }
    }

    /// A symbol of the fixed literal/length code (RFC 1951, 3.2.6).
    mutating func fixedLiteral(_ symbol: Int) {
        switch symbol {
        case 0..<144: code(0x30 + symbol, bits: 8)
        case 144..<256: code(0x190 + symbol - 144, bits: 9)
        case 256..<280: code(symbol - 256, bits: 7)
        default: code(0xC0 + symbol - 280, bits: 8)
        }
    }

    /// Pads to a whole byte.
    mutating func align() {
        while bit != 0 { append(0) }
    }

    mutating func byte(_ value: UInt8) {
        align()
        bytes.append(value)
    }

    private mutating func append(_ value: Int) {
        if bit == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(value) << bit
        bit = (bit + 1) % 8
    }
}

/// Compressed bytes given to an inflater's reader `step` bytes at a time at most.
final class ByteSource {
    private let bytes: [UInt8]
    private let step: Int
    private var at = 0

    init(_ bytes: [UInt8], step: Int = 1 << 20) {
        self.bytes = bytes
        self.step = step
    }

    func read(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
        let count = min(step, buffer.count, bytes.count - at)
        for index in 0..<count { buffer[index] = bytes[at + index] }
        at += count
        return count
    }
}
