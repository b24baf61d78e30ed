/// Reading a string's UTF-8 where it lies, for the table renderer: a board at a hub writes
/// thousands of cells, and walking each through `String.UTF8View` a byte at a time cost more
/// than laying the table out.
extension String {
    /// Whether every byte is printable ASCII (space to tilde): text that needs no sanitising
    /// and is as wide as it is long.
    var isPrintableASCII: Bool {
        // Read where it lies when it can be: a copy to call the mutating `withUTF8` retained
        // and released every cell of a table.
        if let answer = utf8.withContiguousStorageIfAvailable(Self.isPrintableASCII) { return answer }
        var text = self
        return text.withUTF8(Self.isPrintableASCII)
    }

    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        // Eight bytes at a time: a byte below a space borrows into its top bit when a space
        // is taken from each, one of DEL or above carries into it (or has it) when one is added.
        var at = 0
        while at &+ 8 <= bytes.count {
            let word = UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self)
            if (word | (word &- 0x2020_2020_2020_2020) | (word &+ 0x0101_0101_0101_0101)) & 0x8080_8080_8080_8080 != 0 {
                return false
            }
            at &+= 8
        }
        while at < bytes.count {
            if base[at] < 0x20 || base[at] >= 0x7F { return false }
            at &+= 1
        }
        return true
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

    /// Appends `count` spaces, copied from a run of them: one at a time, or a repeated
    /// element, cost a table of a thousand rows more than its text.
    mutating func append(spaces count: Int) {
        var left = count
        while left > 0 {
            let run = Swift.min(left, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run])) }
            left -= run
        }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 128)
}
