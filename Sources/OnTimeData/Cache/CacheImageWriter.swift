import FlightBoard
/// Builds a cache image: integers and arrays as their bytes in the machine's order, each item
/// starting on an 8-byte boundary so that a reader can use arrays where they are.
struct CacheImageWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append<Value: FixedWidthInteger & BitwiseCopyable>(_ value: Value) {
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
        pad()
    }

    mutating func append<Element: FixedWidthInteger & BitwiseCopyable>(contentsOf array: [Element]) {
        array.withUnsafeBytes { bytes.append(contentsOf: $0) }
        pad()
    }

    mutating func append<Element: FixedWidthInteger & BitwiseCopyable>(contentsOf column: Column<Element>) {
        column.withBuffer { bytes.append(contentsOf: UnsafeRawBufferPointer($0)) }
        pad()
    }

    /// Overwrites the 8 bytes at `offset`, for the checksum known only at the end.
    mutating func set(_ value: UInt64, at offset: Int) {
        withUnsafeBytes(of: value) { bytes.replaceSubrange(offset..<offset + 8, with: $0) }
    }

    private mutating func pad() {
        bytes.append(contentsOf: repeatElement(0, count: (8 - bytes.count % 8) % 8))
    }
}
