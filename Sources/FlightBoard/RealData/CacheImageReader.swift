#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads back what ``CacheImageWriter`` wrote, never past the end: every read gives nil when
/// the image is too short for it, so a truncated file is refused, not read out of bounds.
struct CacheImageReader {
    let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var atEnd: Bool { offset == bytes.count }

    mutating func integer<Value: FixedWidthInteger>(_: Value.Type = Value.self) -> Value? {
        guard let start = take(MemoryLayout<Value>.size) else { return nil }
        return bytes.loadUnaligned(fromByteOffset: start, as: Value.self)
    }

    /// `count` elements, copied out (one `memcpy`; the image may be a mapping that goes away).
    mutating func array<Element: FixedWidthInteger>(_: Element.Type = Element.self, count: Int) -> [Element]? {
        guard count >= 0, count <= bytes.count / MemoryLayout<Element>.stride,
              let start = take(count * MemoryLayout<Element>.stride) else { return nil }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 {
                memcpy(buffer.baseAddress!, bytes.baseAddress! + start, count * MemoryLayout<Element>.stride)
            }
            initialized = count
        }
    }

    /// `length` raw bytes, in place.
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
