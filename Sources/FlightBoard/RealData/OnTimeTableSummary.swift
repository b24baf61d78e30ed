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

    /// One pass over the date, carrier, origin and destination columns, counting in arrays
    /// (one slot per possible code) rather than hashing, so it costs about a millisecond a
    /// year of New York's flights.
    public init(table: OnTimeTable) {
        var low = Int32.max, high = Int32.min
        var airlines = [Bool](repeating: false, count: 1 << 16)
        var departures = [Int32](repeating: 0, count: Self.slots)
        var arrivals = [Int32](repeating: 0, count: Self.slots)
        for row in 0..<table.count {
            let day = table.date[row]
            low = min(low, day)
            high = max(high, day)
            airlines[Int(table.carrier[row])] = true
            if let slot = Self.slot(table.origin[row]) { departures[slot] += 1 }
            if let slot = Self.slot(table.destination[row]) { arrivals[slot] += 1 }
        }
        days = table.count > 0 ? low...high : nil
        carriers = airlines.indices.filter { airlines[$0] }.map { UInt16($0) }
        airports = (0..<Self.slots).compactMap { slot in
            guard departures[slot] > 0 || arrivals[slot] > 0 else { return nil }
            return AirportCount(code: Self.code(slot), departures: Int(departures[slot]), arrivals: Int(arrivals[slot]))
        }
        .sorted { $0.code < $1.code }
    }

    /// The airports flights leave from, most departures first (then by code).
    public var origins: [UInt32] {
        airports.filter { $0.departures > 0 }
            .sorted { ($0.departures, $1.code) > ($1.departures, $0.code) }
            .map(\.code)
    }

    /// Whether any flight leaves or reaches `airport`.
    public func has(airport: UInt32) -> Bool {
        airports.contains { $0.code == airport }
    }

    /// Three characters of 36 (`A`–`Z`, `0`–`9`) each.
    private static let slots = 36 * 36 * 36

    @inline(__always)
    private static func slot(_ code: UInt32) -> Int? {
        guard code >> 24 == 0, let first = digit(code >> 16), let second = digit(code >> 8), let third = digit(code)
        else { return nil }
        return (first * 36 + second) * 36 + third
    }

    @inline(__always)
    private static func digit(_ code: UInt32) -> Int? {
        let byte = UInt8(truncatingIfNeeded: code)
        if byte &- 0x41 < 26 { return Int(byte &- 0x41) }
        if byte &- 0x30 < 10 { return 26 + Int(byte &- 0x30) }
        return nil
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
