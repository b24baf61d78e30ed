/// Rows grouped by a 64-bit key: the row numbers sorted by key (and by an order within each
/// group), and where each key's run starts, found by binary search. A query touches only its
/// own rows, and the three arrays are stored in the cache as they are.
struct OnTimeRowIndex: Sendable, Equatable {
    /// Every key that has rows, ascending.
    let keys: Column<UInt64>
    /// `starts[g]..<starts[g + 1]` is where the rows of `keys[g]` are in `rows`; one more than `keys`.
    let starts: Column<Int32>
    /// Row numbers, grouped.
    let rows: Column<Int32>

    init(keys: Column<UInt64>, starts: Column<Int32>, rows: Column<Int32>) {
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
        self.init(keys: Column(keys), starts: Column(starts), rows: Column(rows))
    }

    /// The rows of `key`, in the index's order; empty when it has none. Within the table's
    /// `count` rows even when the index is not (the cache's checksum makes that unlikely;
    /// reading a row that is not there would end the process).
    func rows(for key: UInt64, count: Int) -> some Collection<Int> {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        var group = 0..<0
        if low < keys.count, keys[low] == key, low + 1 < starts.count {
            let from = Int(starts[low]), to = Int(starts[low + 1])
            if 0 <= from, from <= to, to <= rows.count { group = from..<to }
        }
        return rows[group].lazy.map { Int($0) }.filter { $0 >= 0 && $0 < count }
    }

    /// Whether the arrays have the shape of an index of `count` rows, checked in constant
    /// time when a cache is opened; ``rows(for:count:)`` checks each row it gives.
    func hasShape(count: Int) -> Bool {
        starts.count == keys.count + 1 && starts.first == 0 && starts.last == Int32(count) && rows.count == count
    }
}
