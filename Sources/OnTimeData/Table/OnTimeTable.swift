import FlightBoard
/// Every flight of an on-time file, column by column (struct of arrays), so a query touches only the columns it needs.
///
/// Row `i` is element `i` of every column. Airline and airport codes are packed into
/// integers, so comparing, sorting and hashing them never makes a `String`:
/// ``pack(carrier:)`` and ``pack(airport:)`` turn text into the packed form, ``code(_:)-(UInt16)``
/// and ``code(_:)-(UInt32)`` turn it back.
public struct OnTimeTable: Sendable, Equatable {
    /// The number of flights, the length of every column.
    public private(set) var count: Int
    /// The scheduled departure day, as ``CivilDate/daysSinceEpoch``.
    public var date: Column<Int32>
    /// The airline: two ASCII bytes, the first in the high byte (`"UA"` is `0x5541`).
    public var carrier: Column<UInt16>
    /// The flight number.
    public var flight: Column<Int32>
    /// The departure airport: three ASCII bytes, the first in bits 16–23 (`"EWR"` is `0x45_5752`).
    public var origin: Column<UInt32>
    /// The arrival airport, packed like ``origin``.
    public var destination: Column<UInt32>
    /// Minutes after midnight, local at the origin, 0...1439.
    public var scheduledDeparture: Column<Int16>
    /// Minutes late (negative when early), or ``missing``.
    public var departureDelay: Column<Int16>
    /// Minutes after midnight, local at the destination, 0...1439 (on the next day when it is
    /// earlier than the departure, or for a long flight).
    public var scheduledArrival: Column<Int16>
    /// Minutes late at the destination (negative when early), or ``missing``.
    public var arrivalDelay: Column<Int16>
    /// ``Status`` raw values.
    public var status: Column<UInt8>
    /// The aircraft's registration (its tail number, `N14228`): the field's bytes, up to 8, the
    /// first in the low byte; 0 when the file does not give it. Shown only when they are capital
    /// letters and digits (see ``tail(_:)``).
    public var tail: Column<UInt64>
    /// What rows say beyond their times (``OnTimeDetails``), column by column; nil when they
    /// were not read (a board without a cache has no use for them) or the file has none.
    public var details: DetailColumns?

    /// A delay the file does not give (and every delay of a cancelled flight).
    public static let missing: Int16 = .min

    /// How a flight ended.
    public enum Status: UInt8, Sendable {
        /// It left and landed where it was going.
        case operated = 0
        /// It never left: the file says so, or it has no departure time.
        case cancelled = 1
        /// It left but did not land where it was going: the file says so, or it has no arrival.
        case diverted = 2
    }

    /// An empty table.
    public init() {
        self.init(count: 0, date: Column([]), carrier: Column([]), flight: Column([]), origin: Column([]),
                  destination: Column([]), scheduledDeparture: Column([]), departureDelay: Column([]),
                  scheduledArrival: Column([]), arrivalDelay: Column([]), status: Column([]), details: DetailColumns(count: 0))
    }

    /// A table of columns that all have `count` elements (the cache checks that before calling);
    /// without `tail`, no row names its aircraft, and without `details`, no row has any.
    init(count: Int, date: Column<Int32>, carrier: Column<UInt16>, flight: Column<Int32>, origin: Column<UInt32>,
         destination: Column<UInt32>, scheduledDeparture: Column<Int16>, departureDelay: Column<Int16>,
         scheduledArrival: Column<Int16>, arrivalDelay: Column<Int16>, status: Column<UInt8>, tail: Column<UInt64>? = nil,
         details: DetailColumns? = nil) {
        self.count = count
        self.date = date
        self.carrier = carrier
        self.flight = flight
        self.origin = origin
        self.destination = destination
        self.scheduledDeparture = scheduledDeparture
        self.departureDelay = departureDelay
        self.scheduledArrival = scheduledArrival
        self.arrivalDelay = arrivalDelay
        self.status = status
        self.tail = tail ?? Column(Array(repeating: 0, count: count))
        self.details = details
    }

    /// The columns of ``OnTimeDetails``, as a cache image or the parser gives them.
    public struct DetailColumns: Sendable, Equatable {
        /// Why it was cancelled, BTS's `CancellationCode`: `A` (the airline), `B` (weather), `C`
        /// (the national air system) or `D` (security) as an ASCII byte; 0 for none or not given.
        public var cancellationCode: Column<UInt8>
        /// Minutes of the arrival delay BTS puts down to the airline, to weather, to the national
        /// air system, to security and to the aircraft arriving late, or ``OnTimeTable/missing``.
        public var carrierDelay, weatherDelay, nasDelay, securityDelay, lateAircraftDelay: Column<Int16>
        /// Miles between the airports, and minutes in the air, or ``OnTimeTable/missing``.
        public var distance, airTime: Column<Int16>

        /// `count` rows with no details.
        init(count: Int) {
            let none = Column([Int16](repeating: OnTimeTable.missing, count: count))
            self.init(cancellationCode: Column([UInt8](repeating: 0, count: count)), carrierDelay: none,
                      weatherDelay: none, nasDelay: none, securityDelay: none, lateAircraftDelay: none,
                      distance: none, airTime: none)
        }

        init(cancellationCode: Column<UInt8>, carrierDelay: Column<Int16>, weatherDelay: Column<Int16>,
             nasDelay: Column<Int16>, securityDelay: Column<Int16>, lateAircraftDelay: Column<Int16>,
             distance: Column<Int16>, airTime: Column<Int16>) {
            self.cancellationCode = cancellationCode
            self.carrierDelay = carrierDelay
            self.weatherDelay = weatherDelay
            self.nasDelay = nasDelay
            self.securityDelay = securityDelay
            self.lateAircraftDelay = lateAircraftDelay
            self.distance = distance
            self.airTime = airTime
        }
    }

    /// Row `row`'s details; none when they were not read.
    @inline(__always)
    func details(_ row: Int) -> OnTimeDetails {
        guard let details else { return OnTimeDetails() }
        return OnTimeDetails(cancellationCode: details.cancellationCode[row], carrierDelay: details.carrierDelay[row],
                             weatherDelay: details.weatherDelay[row], nasDelay: details.nasDelay[row],
                             securityDelay: details.securityDelay[row], lateAircraftDelay: details.lateAircraftDelay[row],
                             distance: details.distance[row], airTime: details.airTime[row])
    }

    /// The rows in `order` (a permutation of the row numbers), in a block of their own like a
    /// parsed table's (``OnTimeColumnPointers/table(capacity:details:_:)``): a column at a time through
    /// the generic collection initialiser this took a seventh of a first run (the one that
    /// writes the cache), most of it in page faults.
    func reordered(_ order: Column<Int32>) -> OnTimeTable {
        OnTimeColumnPointers.table(capacity: count, details: details != nil) { output in
            order.withBuffer { order in
                for (row, old) in order.enumerated() {
                    let old = Int(old)
                    // A status is one of the three: the parser wrote it, or the image was checked.
                    output.set(row, date: date[old], carrier: carrier[old], flight: flight[old], origin: origin[old],
                               destination: destination[old], scheduledDeparture: scheduledDeparture[old],
                               departureDelay: departureDelay[old], scheduledArrival: scheduledArrival[old],
                               arrivalDelay: arrivalDelay[old], statusCode: status[old], tail: tail[old],
                               details: details(old))
                }
            }
            return count
        }
    }

    /// The rows of `tables`, one after the other, in a block of their own: the pieces of a
    /// segment of a large file, parsed one at a time, as one table.
    init(joining tables: [OnTimeTable]) {
        self = OnTimeColumnPointers.table(capacity: tables.reduce(0) { $0 + $1.count },
                                          details: tables.contains { $0.details != nil }) { output in
            var rows = 0
            for table in tables {
                output.advanced(by: rows).copy(table)
                rows += table.count
            }
            return rows
        }
    }

    /// The day (``date``'s count) a row's flight is due at its destination: the next one when
    /// the scheduled arrival's clock time is earlier than the departure's (an overnight flight).
    func arrivalDay(_ row: Int) -> Int32 {
        // Wrapping: a cache image may hold any day number, and a wrong day is no reason to trap.
        date[row] &+ (scheduledArrival[row] < scheduledDeparture[row] ? 1 : 0)
    }

    /// The text of a packed airline code: `0x5541` is `"UA"`.
    public static func code(_ packed: UInt16) -> String {
        String(decoding: [UInt8(packed >> 8), UInt8(packed & 0xFF)], as: UTF8.self)
    }

    /// The text of a packed airport code: `0x45_5752` is `"EWR"`.
    public static func code(_ packed: UInt32) -> String {
        String(decoding: [UInt8(packed >> 16 & 0xFF), UInt8(packed >> 8 & 0xFF), UInt8(packed & 0xFF)],
               as: UTF8.self)
    }

    /// The text of a packed registration (``tail``), nil for none.
    public static func tail(_ packed: UInt64) -> String? {
        guard packed != 0 else { return nil }
        var bytes: [UInt8] = []
        var rest = packed
        while rest != 0 {
            bytes.append(UInt8(rest & 0xFF))
            rest >>= 8
        }
        // The parser packs a field's bytes as they are: anything but letters and digits (a
        // strange file, a damaged image) is shown as none.
        guard bytes.allSatisfy(isCodeByte) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Packs a registration of 1 to 8 capital letters and digits as ``tail`` keeps it; nil for
    /// anything else.
    public static func pack(tail: String) -> UInt64? {
        let bytes = Array(tail.utf8)
        guard (1...8).contains(bytes.count), bytes.allSatisfy(isCodeByte) else { return nil }
        return bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Packs a two-character airline code of uppercase ASCII letters and digits (`"UA"`, `"9E"`);
    /// nil for anything else, lowercase included.
    public static func pack(carrier: String) -> UInt16? {
        let bytes = Array(carrier.utf8)
        guard bytes.count == 2, bytes.allSatisfy(isCodeByte) else { return nil }
        return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    }

    /// Packs a three-character airport code of uppercase ASCII letters and digits (`"EWR"`, `"04G"`);
    /// nil for anything else, lowercase included.
    public static func pack(airport: String) -> UInt32? {
        let bytes = Array(airport.utf8)
        guard bytes.count == 3, bytes.allSatisfy(isCodeByte) else { return nil }
        return UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
    }

    /// `A`–`Z` or `0`–`9`: what airline and airport codes are made of.
    @inline(__always)
    static func isCodeByte(_ byte: UInt8) -> Bool {
        (byte &- 0x41) < 26 || (byte &- 0x30) < 10
    }
}
