import FlightBoard
/// Reads back what ``CacheImageWriter`` wrote, never past the end: every read gives nil when
/// the image is too short for it, so a truncated file is refused, not read out of bounds.
struct CacheImageReader {
    let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var atEnd: Bool { offset == bytes.count }

    mutating func integer<Value: FixedWidthInteger & BitwiseCopyable>(_: Value.Type = Value.self) -> Value? {
        guard let start = take(MemoryLayout<Value>.size) else { return nil }
        return bytes.loadUnaligned(fromByteOffset: start, as: Value.self)
    }

    /// `count` elements, copied out: for the small tables that outlive no mapping.
    mutating func array<Element: FixedWidthInteger & BitwiseCopyable>(_: Element.Type = Element.self, count: Int) -> [Element]? {
        guard let column = column(Element.self, count: count, owner: nil) else { return nil }
        return Array(column)
    }

    /// `count` values where they are in the image, kept alive by `owner`; nil when they run
    /// past the end or are not aligned for their type.
    mutating func column<Element: FixedWidthInteger & BitwiseCopyable>(_: Element.Type = Element.self, count: Int,
                                                     owner: (AnyObject & Sendable)?) -> Column<Element>? {
        guard count >= 0, count <= bytes.count / MemoryLayout<Element>.stride,
              let start = take(count * MemoryLayout<Element>.stride) else { return nil }
        let address = bytes.baseAddress.map { $0 + start }
        guard count == 0 || Int(bitPattern: address) % MemoryLayout<Element>.alignment == 0 else { return nil }
        return Column(base: address?.assumingMemoryBound(to: Element.self), count: count, owner: owner)
    }

    mutating func slice(_ length: Int) -> UnsafeRawBufferPointer? {
        guard let start = take(length) else { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<start + length])
    }

    /// Moves past `length` bytes and the padding after them; the start, or nil past the end.
    private mutating func take(_ length: Int) -> Int? {
        guard length >= 0, length <= bytes.count - offset else { return nil }
        let padded = (length + 7) / 8 * 8
        guard padded <= bytes.count - offset else { return nil }
        defer { offset += padded }
        return offset
    }
}
