/// Reading a string's UTF-8 where it lies, for the table renderer: a board at a hub writes
/// thousands of cells, and walking each through `String.UTF8View` a byte at a time cost more
/// than laying the table out.
extension String {
    /// Whether every byte is printable ASCII (space to tilde): text that needs no sanitising
    /// and is as wide as it is long.
    var isPrintableASCII: Bool {
        var text = self
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
    }

    /// `parts` one after the other, copied into one new string: joining with `+` copies the
    /// text so far at each step, and a hub's board joins thousands of cells.
    public init(joining parts: String...) {
        var parts = parts
        let count = parts.reduce(0) { $0 + $1.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var at = 0
            for index in parts.indices {
                parts[index].withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[at..<at + bytes.count]).initialize(from: bytes)
                    at += bytes.count
                }
            }
            return at
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text` in one copy.
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
