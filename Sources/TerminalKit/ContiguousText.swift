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

    /// Up to four parts one after the other, copied into one new string: joining with `+`
    /// copies the text so far at each step, and a hub's board joins thousands of cells. Not
    /// variadic: an array of the parts a call cost a third of the join.
    public init(joining first: String, _ second: String = "", _ third: String = "", _ fourth: String = "") {
        var parts = (first, second, third, fourth)
        let count = first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var at = Self.copy(&parts.0, into: buffer, at: 0)
            at = Self.copy(&parts.1, into: buffer, at: at)
            at = Self.copy(&parts.2, into: buffer, at: at)
            return Self.copy(&parts.3, into: buffer, at: at)
        }
    }

    /// Copies `part` into `buffer` from `at`; where it ends. A function of its own, not one
    /// nested in the initialiser: one that captured `at` had each access checked at run time.
    private static func copy(_ part: inout String, into buffer: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        part.withUTF8 { bytes in
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return at }
            (target + at).initialize(from: source, count: bytes.count)
            return at + bytes.count
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
