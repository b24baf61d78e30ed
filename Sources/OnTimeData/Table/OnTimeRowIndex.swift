import FlightBoard
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
    /// `count` rows even when the index is not (the cache's checksums make that unlikely;
    /// reading a row that is not there would end the process).
    func rows(for key: UInt64, count: Int) -> [Int] {
        group(for: key).map { rows(at: $0, count: count) } ?? []
    }

    /// The rows at `positions` of ``rows`` (a group's, or a run's of groups), in the index's
    /// order, within the table's `count` rows as ``rows(for:count:)`` keeps them.
    func rows(at positions: Range<Int>, count: Int) -> [Int] {
        // Made in one pass into room for the group: a lazy filter's array grew as it went.
        var found: [Int] = []
        found.reserveCapacity(positions.count)
        rows.withBuffer { rows in
            for row in rows[positions] where row >= 0 && Int(row) < count { found.append(Int(row)) }
        }
        return found
    }

    /// The positions in ``keys`` of every key from `low` through `high`: empty when none is
    /// there. `reading` is told the position of each key the two searches read.
    func keys(from low: UInt64, through high: UInt64, reading: (Int) -> Void = { _ in }) -> Range<Int> {
        guard low <= high else { return 0..<0 }
        let first = firstKey(from: low, reading: reading)
        let end = high == .max ? keys.count : firstKey(from: high + 1, reading: reading)
        return first..<max(first, end)
    }

    /// Where the rows of the keys at `positions` (``keys(from:through:reading:)``, not empty)
    /// are in ``rows``, one run bounded by the ``starts`` at its two ends: nil when the group
    /// table does not say so sensibly.
    func rows(ofKeys positions: Range<Int>) -> Range<Int>? {
        guard positions.lowerBound >= 0, positions.upperBound < starts.count else { return nil }
        let from = Int(starts[positions.lowerBound]), to = Int(starts[positions.upperBound])
        guard 0 <= from, from <= to, to <= rows.count else { return nil }
        return from..<to
    }

    /// Where the rows of `key` are in ``rows``: nil when the key has none, or when the group
    /// table does not say so sensibly. `reading` is told the position of each key the search
    /// reads, the last one being the group's (whose two ``starts`` follow) when it is found.
    func group(for key: UInt64, reading: (Int) -> Void = { _ in }) -> Range<Int>? {
        let low = firstKey(from: key, reading: reading)
        guard low < keys.count else { return nil }
        reading(low)
        guard keys[low] == key, low + 1 < starts.count else { return nil }
        let from = Int(starts[low]), to = Int(starts[low + 1])
        guard 0 <= from, from <= to, to <= rows.count else { return nil }
        return from..<to
    }

    /// The position of the first key not below `key` (``keys``' count when none), found by halves.
    private func firstKey(from key: UInt64, reading: (Int) -> Void) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            reading(middle)
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
