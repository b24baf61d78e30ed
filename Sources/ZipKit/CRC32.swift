/// The CRC-32 of ISO 3309 (polynomial 0xEDB88320, reflected), which a zip archive records
/// for each entry: a running value, fed in pieces.
///
/// Eight bytes a step, through eight tables ("slicing by eight"): a byte at a time ran at
/// 400 MB/s, a sixth of what inflating needs of it.
public struct CRC32: Sendable, Equatable {
    /// The CRC of the bytes fed so far.
    public private(set) var value: UInt32 = 0

    /// The CRC of nothing yet.
    public init() {}

    /// The CRC of `bytes`.
    public init(_ bytes: UnsafeRawBufferPointer) {
        update(bytes)
    }

    /// Feeds `bytes`, after those fed before.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var pointer = bytes.baseAddress else { return }
        var left = bytes.count
        var crc = ~value
        Self.tables.withUnsafeBufferPointer { tables in
            let t = tables.baseAddress!
            while left >= 8 {
                let one = UInt32(littleEndian: pointer.loadUnaligned(as: UInt32.self)) ^ crc
                let two = UInt32(littleEndian: pointer.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
                crc = t[7 &* 256 &+ Int(one & 0xFF)] ^ t[6 &* 256 &+ Int((one &>> 8) & 0xFF)]
                    ^ t[5 &* 256 &+ Int((one &>> 16) & 0xFF)] ^ t[4 &* 256 &+ Int(one &>> 24)]
                    ^ t[3 &* 256 &+ Int(two & 0xFF)] ^ t[2 &* 256 &+ Int((two &>> 8) & 0xFF)]
                    ^ t[256 &+ Int((two &>> 16) & 0xFF)] ^ t[Int(two &>> 24)]
                pointer += 8
                left &-= 8
            }
            while left > 0 {
                crc = t[Int((crc ^ UInt32(pointer.load(as: UInt8.self))) & 0xFF)] ^ (crc &>> 8)
                pointer += 1
                left &-= 1
            }
        }
        value = ~crc
    }

    /// Table k holds the CRC of a byte followed by k zero bytes.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for byte in 0..<256 {
            var crc = UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            tables[byte] = crc
        }
        for slice in 1..<8 {
            for byte in 0..<256 {
                let previous = tables[(slice - 1) * 256 + byte]
                tables[slice * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
            }
        }
        return tables
    }()
}
