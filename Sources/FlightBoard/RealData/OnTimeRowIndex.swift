/// Rows grouped by a 64-bit key: the row numbers sorted by key (and by an order within each
/// group), and where each key's run starts, found by binary search. A query touches only its
/// own rows, and the three arrays are stored in the cache as they are.
struct OnTimeRowIndex: Sendable, Equatable {
    /// Every key that has rows, ascending.
    let keys: [UInt64]
    /// `starts[g]..<starts[g + 1]` is where the rows of `keys[g]` are in `rows`; one more than `keys`.
    let starts: [Int32]
    /// Row numbers, grouped.
    let rows: [Int32]

    init(keys: [UInt64], starts: [Int32], rows: [Int32]) {
        self.keys = keys
        self.starts = starts
        self.rows = rows
    }

    /// Groups `rows`, the rows of a table in an order whose leading columns make up `key(row)`,
    /// so that the keys come out ascending. Inlined, so that `key` is too.
    @inline(__always)
    init(rows: [Int32], key: (Int) -> UInt64) {
        var keys: [UInt64] = []
        var starts: [Int32] = []
        var last: UInt64?
        for (position, row) in rows.enumerated() {
            let rowKey = key(Int(row))
            if rowKey != last {
                keys.append(rowKey)
                starts.append(Int32(position))
                last = rowKey
            }
        }
        starts.append(Int32(rows.count))
        self.init(keys: keys, starts: starts, rows: rows)
    }

    /// The rows of `key`, in the index's order; empty when it has none.
    func rows(for key: UInt64) -> ArraySlice<Int32> {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == key else { return rows[0..<0] }
        return rows[Int(starts[low])..<Int(starts[low + 1])]
    }

    /// Whether the arrays are an index of `count` rows: what the cache checks before trusting
    /// one, since a query must never read past the table.
    func isValid(count: Int) -> Bool {
        guard starts.count == keys.count + 1, starts.first == 0, starts.last == Int32(count),
              rows.count == count else { return false }
        for group in keys.indices where group > 0 && keys[group - 1] >= keys[group] { return false }
        for group in keys.indices where starts[group] > starts[group + 1] { return false }
        return rows.allSatisfy { $0 >= 0 && $0 < count }
    }
}
