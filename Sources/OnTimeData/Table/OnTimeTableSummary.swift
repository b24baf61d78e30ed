import FlightBoard
import Synchronization
/// What a whole table holds: its days, airlines and airports. Found in one pass over the
/// columns, or read from the cache, so that no command scans every row only to learn them.
public struct OnTimeTableSummary: Sendable, Equatable {
    /// One airport of the file and how many of its flights leave and reach it.
    public struct AirportCount: Sendable, Equatable {
        /// Packed like ``OnTimeTable/origin``.
        public let code: UInt32
        /// Flights that leave it.
        public let departures: Int
        /// Flights that reach it.
        public let arrivals: Int
    }

    /// The first and last scheduled departure days (``OnTimeTable/date``); nil for no rows.
    public let days: ClosedRange<Int32>?
    /// Every airline, packed like ``OnTimeTable/carrier``, ascending.
    public let carriers: [UInt16]
    /// Every airport, ascending by packed code.
    public let airports: [AirportCount]

    init(days: ClosedRange<Int32>?, carriers: [UInt16], airports: [AirportCount]) {
        self.days = days
        self.carriers = carriers
        self.airports = airports
    }

    /// One pass over the date, carrier, origin and destination columns.
    public init(table: OnTimeTable) {
        let counter = Counter.borrow()
        defer { Counter.giveBack(counter) }
        table.date.withBuffer { date in
            table.carrier.withBuffer { carrier in
                table.origin.withBuffer { origin in
                    table.destination.withBuffer { destination in
                        counter.add(date: date, carrier: carrier, origin: origin, destination: destination)
                    }
                }
            }
        }
        self = counter.summary
    }

    /// Counts rows into a summary, in arrays (one slot per possible code) rather than by hashing,
    /// so that a year of New York's flights costs about a millisecond; the CSV parser counts
    /// each stretch of rows as soon as it has read it, while they are in the core's cache.
    final class Counter: @unchecked Sendable {
        // Safe to share: one thread at a time uses a counter, from its borrow to its giving back.
        private var low = Int32.max, high = Int32.min
        /// One bit per possible airline code.
        private let airlines = Bitmap(bits: 1 << 16)
        // One slot more, for a code that has none: counted, never read.
        private let departures = ZeroedBuffer<Int32>(count: OnTimeTableSummary.slots + 1)
        private let arrivals = ZeroedBuffer<Int32>(count: OnTimeTableSummary.slots + 1)
        /// The slots counted in at all, so that a small file's summary reads a few of the
        /// 46,657 slots, not all of them.
        private let counted = Bitmap(bits: OnTimeTableSummary.slots + 1)

        /// Counters given back, emptied, for the next parse: a counter's half megabyte costs
        /// more to get from the system and give back than a small file costs to parse.
        private static let spare = Mutex<[Counter]>([])

        /// An empty counter, one given back if there is one.
        static func borrow() -> Counter {
            spare.withLock { $0.popLast() } ?? Counter()
        }

        /// Empties `counter` (the slots it counted in only) and keeps it for ``borrow()``: as
        /// many as a parse uses at once, at most.
        static func giveBack(_ counter: Counter) {
            counter.counted.forEach { slot in
                counter.departures[slot] = 0
                counter.arrivals[slot] = 0
            }
            counter.counted.removeAll()
            counter.airlines.removeAll()
            (counter.low, counter.high) = (.max, .min)
            spare.withLock { spare in
                if spare.count < 8 { spare.append(counter) }
            }
        }

        /// Counts rows given column by column (the buffers of equal length).
        func add(date: UnsafeBufferPointer<Int32>, carrier: UnsafeBufferPointer<UInt16>,
                 origin: UnsafeBufferPointer<UInt32>, destination: UnsafeBufferPointer<UInt32>) {
            // No branch per row: this pass is on the path of every query read from the CSV.
            OnTimeTableSummary.digits.withUnsafeBufferPointer { digits in
                let digits = digits.baseAddress!
                for row in date.indices {
                    low = min(low, date[row])
                    high = max(high, date[row])
                    airlines.insert(Int(carrier[row]))
                    let from = OnTimeTableSummary.slot(origin[row], digits), to = OnTimeTableSummary.slot(destination[row], digits)
                    departures[from] &+= 1
                    arrivals[to] &+= 1
                    counted.insert(from)
                    counted.insert(to)
                }
            }
        }

        /// Adds the counts of `other`.
        func add(_ other: Counter) {
            low = min(low, other.low)
            high = max(high, other.high)
            airlines.formUnion(other.airlines)
            counted.formUnion(other.counted)
            other.counted.forEach { slot in
                departures[slot] &+= other.departures[slot]
                arrivals[slot] &+= other.arrivals[slot]
            }
        }

        /// What the rows counted so far hold.
        var summary: OnTimeTableSummary {
            var carriers: [UInt16] = []
            airlines.forEach { carriers.append(UInt16($0)) }
            var airports: [AirportCount] = []
            counted.forEach { slot in
                guard slot < OnTimeTableSummary.slots else { return }
                airports.append(AirportCount(code: OnTimeTableSummary.code(slot), departures: Int(departures[slot]),
                                             arrivals: Int(arrivals[slot])))
            }
            return OnTimeTableSummary(days: low <= high ? low...high : nil, carriers: carriers,
                                      airports: airports.sorted { $0.code < $1.code })
        }
    }

    /// What several tables hold together: the days from the first's first to the last's
    /// last, every airline of any, and each airport's flights added up.
    ///
    /// Each summary's lists are ascending, so they are merged two by two, in pairs of pairs:
    /// a year cached in sixty segments merges its summaries on every command, and hashing
    /// their twenty thousand airports cost more than the rest of a board.
    public static func merged(_ summaries: [OnTimeTableSummary]) -> OnTimeTableSummary {
        let days = summaries.compactMap(\.days)
        return OnTimeTableSummary(
            days: days.isEmpty ? nil : days.map(\.lowerBound).min()!...days.map(\.upperBound).max()!,
            carriers: pairwise(summaries.map(\.carriers)) { merge($0, $1, key: { $0 }, combine: { first, _ in first }) },
            airports: pairwise(summaries.map(\.airports)) {
                merge($0, $1, key: \.code, combine: { AirportCount(code: $0.code, departures: $0.departures + $1.departures,
                                                                   arrivals: $0.arrivals + $1.arrivals) })
            })
    }

    /// `lists` reduced by merging neighbours until one is left, so that each element is merged
    /// about log2(lists) times rather than once per list after it.
    private static func pairwise<Element>(_ lists: [[Element]], _ merge: ([Element], [Element]) -> [Element]) -> [Element] {
        var lists = lists
        while lists.count > 1 {
            lists = stride(from: 0, to: lists.count, by: 2).map { $0 + 1 < lists.count ? merge(lists[$0], lists[$0 + 1]) : lists[$0] }
        }
        return lists.first ?? []
    }

    /// Two lists ascending by `key` (each key once) as one, the elements of a key in both combined.
    private static func merge<Element, Key: Comparable>(_ left: [Element], _ right: [Element], key: (Element) -> Key,
                                                        combine: (Element, Element) -> Element) -> [Element] {
        var merged: [Element] = []
        merged.reserveCapacity(max(left.count, right.count))
        var l = 0, r = 0
        while l < left.count, r < right.count {
            let leftKey = key(left[l]), rightKey = key(right[r])
            if leftKey < rightKey {
                merged.append(left[l]); l += 1
            } else if rightKey < leftKey {
                merged.append(right[r]); r += 1
            } else {
                merged.append(combine(left[l], right[r])); l += 1; r += 1
            }
        }
        merged += left[l...]
        merged += right[r...]
        return merged
    }

    /// The airports flights leave from, most departures first (then by code).
    public var origins: [UInt32] {
        airports.filter { $0.departures > 0 }
            .sorted { ($0.departures, $1.code) > ($1.departures, $0.code) }
            .map(\.code)
    }

    /// How many flights (rows) the table has: each leaves one airport.
    public var flightCount: Int {
        airports.reduce(0) { $0 + $1.departures }
    }

    /// Whether any flight leaves or reaches `airport`.
    public func has(airport: UInt32) -> Bool {
        airports.contains { $0.code == airport }
    }

    /// Three characters of 36 (`A`–`Z`, `0`–`9`) each.
    private static let slots = 36 * 36 * 36

    /// The slot of a packed code, or ``slots`` for one that is not three letters or digits.
    @inline(__always)
    private static func slot(_ code: UInt32, _ digits: UnsafePointer<UInt8>) -> Int {
        let first = Int(digits[Int(code >> 16 & 0xFF)]), second = Int(digits[Int(code >> 8 & 0xFF)])
        let third = Int(digits[Int(code & 0xFF)])
        // Valid when the top byte is zero and every digit is below 64 (so not 255).
        let valid = (Int(code >> 24) | (first | second | third) >> 6) == 0
        return valid ? (first * 36 + second) * 36 + third : slots
    }

    /// The number of two-character airline codes of letters and digits.
    static let carrierSlots = 36 * 36

    /// The slot of a packed airline code below ``carrierSlots``, or nil for one that is not two
    /// letters or digits (only a damaged image holds one).
    @inline(__always)
    static func carrierSlot(_ code: UInt16) -> Int? {
        let first = Int(digits[Int(code >> 8)]), second = Int(digits[Int(code & 0xFF)])
        return first | second < 64 ? first * 36 + second : nil
    }

    /// A byte's digit in base 36 (`A`–`Z` 0–25, `0`–`9` 26–35); 255 for any other byte.
    private static let digits: [UInt8] = (0..<256).map { byte in
        switch byte {
        case 0x41...0x5A: UInt8(byte - 0x41)
        case 0x30...0x39: UInt8(26 + byte - 0x30)
        default: 255
        }
    }

    private static func code(_ slot: Int) -> UInt32 {
        var packed: UInt32 = 0
        for digit in [slot / 1296, slot / 36 % 36, slot % 36] {
            let byte = digit < 26 ? 0x41 + digit : 0x30 + digit - 26
            packed = packed << 8 | UInt32(byte)
        }
        return packed
    }
}
