import FlightBoard

/// Late counts by flight number and other end, keyed by the table's packed codes (an airline,
/// a number, an airport) in an open-addressed table: a month of a hub's rows goes through it
/// for every late chance, and hashing a struct of three codes into a `Dictionary` (SipHash, and
/// the table grown by doubling) cost an eighth of a history's instructions.
struct LegCounts {
    /// A packed leg, never 0 (its number is 1 to 9999); 0 marks an empty slot.
    private var keys: [UInt64]
    private var counts: [LateRecord.Count]
    /// How many legs it holds.
    private(set) var used = 0

    /// A table for about `expected` legs, grown when half full.
    init(expected: Int = 64) {
        let size = max(16, 1 << (Int.bitWidth - max(1, 2 * expected).leadingZeroBitCount))
        keys = [UInt64](repeating: 0, count: size)
        counts = [LateRecord.Count](repeating: LateRecord.Count(), count: size)
    }

    /// The key of a leg: its airline's and other end's packed codes and its number.
    static func key(carrier: UInt16, flight: Int32, other: UInt32) -> UInt64 {
        UInt64(carrier) << 48 | UInt64(UInt16(truncatingIfNeeded: flight)) << 32 | UInt64(other)
    }

    /// Counts one more flight of the leg `key` (from ``key(carrier:flight:other:)``), late or not.
    mutating func add(_ key: UInt64, isLate: Bool) {
        if 2 * (used + 1) > keys.count { grow() }
        var slot = slot(of: key)
        while keys[slot] != key {
            if keys[slot] == 0 {
                keys[slot] = key
                used += 1
                break
            }
            slot = (slot + 1) & (keys.count - 1)
        }
        counts[slot].add(isLate)
    }

    /// Each leg counted, with its airline, number and other end.
    func forEach(_ body: (_ carrier: UInt16, _ flight: Int32, _ other: UInt32, _ count: LateRecord.Count) -> Void) {
        for slot in keys.indices where keys[slot] != 0 {
            let key = keys[slot]
            body(UInt16(key >> 48), Int32(UInt16(truncatingIfNeeded: key >> 32)), UInt32(truncatingIfNeeded: key), counts[slot])
        }
    }

    /// The slot a key is first looked for in: the top bits of a multiplicative hash.
    private func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(keys.count.leadingZeroBitCount + 1))
    }

    private mutating func grow() {
        let old = (keys, counts)
        keys = [UInt64](repeating: 0, count: 2 * old.0.count)
        counts = [LateRecord.Count](repeating: LateRecord.Count(), count: 2 * old.0.count)
        used = 0
        for index in old.0.indices where old.0[index] != 0 {
            var slot = slot(of: old.0[index])
            while keys[slot] != 0 { slot = (slot + 1) & (keys.count - 1) }
            keys[slot] = old.0[index]
            counts[slot] = old.1[index]
            used += 1
        }
    }
}
