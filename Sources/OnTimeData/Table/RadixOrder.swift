import FlightBoard
/// Row numbers in the order of some columns: a stable least-significant-digit radix sort.
/// Linear, where a comparison sort of a year of flights costs several times more.
///
/// The columns are packed into as few 64-bit words as they fit in (each one shifted to start at
/// zero, with only the bits it needs), and each word is sorted together with the row numbers,
/// one byte per pass, skipping the bytes in which all rows agree. A year of New York's flights
/// by (airport, date, time) is one word of 39 bits: five passes.
struct RadixOrder {
    private let count: Int
    /// Packed keys, the least significant word first.
    private var words: [[UInt64]] = []
    /// Bits used in the last word.
    private var shift = 0

    /// An order of `count` rows, by the columns added (the least significant first).
    init(count: Int) {
        self.count = count
    }

    /// Orders the rows by `column` (of 32-bit values or narrower) first, then by the columns
    /// added before.
    mutating func add<Value: FixedWidthInteger & BitwiseCopyable>(_ column: Column<Value>) {
        guard let low = column.min(), let high = column.max() else { return }
        // The offset from the lowest value keeps the order, signed or not, and needs only the
        // bits of the range.
        let width = UInt64.bitWidth - UInt64(truncatingIfNeeded: Int64(high) &- Int64(low)).leadingZeroBitCount
        if words.isEmpty || shift + width > UInt64.bitWidth {
            words.append([UInt64](repeating: 0, count: count))
            shift = 0
        }
        let at = shift
        words[words.count - 1].withUnsafeMutableBufferPointer { word in
            column.withBuffer { column in
                for row in 0..<count {
                    word[row] |= UInt64(truncatingIfNeeded: Int64(column[row]) &- Int64(low)) << at
                }
            }
        }
        shift += width
    }

    /// `0..<count` in the order of the columns, ties in row order. Consumes the keys, which
    /// the sort then reuses in place (sharing them would copy them).
    consuming func rows() -> [Int32] {
        var order = (0..<Int32(count)).map { $0 }
        var words = self.words
        self.words = []
        for position in words.indices {
            // The first word is in row order; later ones follow the order so far.
            var keys: [UInt64] = []
            swap(&keys, &words[position])
            if position > 0 { keys = order.map { [keys] in keys[Int($0)] } }
            RadixOrder.sort(&keys, &order)
        }
        return order
    }

    /// Sorts `keys` and `rows` together by `keys`, stably: one counting-sort pass for each
    /// byte in which some keys differ. On raw pointers, with masking shifts: a quarter faster
    /// than buffer subscripts and Swift's checked shifts.
    private static func sort(_ keys: inout [UInt64], _ rows: inout [Int32]) {
        guard let first = keys.first else { return }
        let varying = keys.reduce(0) { $0 | ($1 ^ first) }
        let count = keys.count
        // Left unset: each pass writes every element before the next one reads it.
        var otherKeys = [UInt64](unsafeUninitializedCapacity: count) { $1 = count }
        var otherRows = [Int32](unsafeUninitializedCapacity: count) { $1 = count }
        let starts = UnsafeMutablePointer<Int>.allocate(capacity: 256)
        defer { starts.deallocate() }
        for shift in stride(from: UInt64(0), to: 64, by: 8) where varying &>> shift & 0xFF != 0 {
            keys.withUnsafeBufferPointer { keys in
                rows.withUnsafeBufferPointer { rows in
                    otherKeys.withUnsafeMutableBufferPointer { otherKeys in
                        otherRows.withUnsafeMutableBufferPointer { otherRows in
                            pass(keys.baseAddress!, rows.baseAddress!, otherKeys.baseAddress!, otherRows.baseAddress!,
                                 count: count, shift: shift, starts: starts)
                        }
                    }
                }
            }
            swap(&keys, &otherKeys)
            swap(&rows, &otherRows)
        }
    }

    /// One counting-sort pass over the byte of the keys at `shift`.
    @inline(__always)
    private static func pass(_ keys: UnsafePointer<UInt64>, _ rows: UnsafePointer<Int32>,
                             _ otherKeys: UnsafeMutablePointer<UInt64>, _ otherRows: UnsafeMutablePointer<Int32>,
                             count: Int, shift: UInt64, starts: UnsafeMutablePointer<Int>) {
        starts.initialize(repeating: 0, count: 256)
        for index in 0..<count { starts[Int(truncatingIfNeeded: keys[index] &>> shift & 0xFF)] &+= 1 }
        var total = 0
        for digit in 0..<256 {
            let here = starts[digit]
            starts[digit] = total
            total &+= here
        }
        for index in 0..<count {
            let key = keys[index]
            let digit = Int(truncatingIfNeeded: key &>> shift & 0xFF)
            let target = starts[digit]
            otherKeys[target] = key
            otherRows[target] = rows[index]
            starts[digit] = target &+ 1
        }
    }
}
