import FlightBoard
@testable import OnTimeData
import Testing

/// Statistics from the summaries of the days (what a cache keeps) are those of the rows,
/// airline by airline, for any airport and any period, and read from an image as in memory.
@Suite struct OnTimeDaySummariesTests {
    static let table = RealDataFixtures.nycflights13Table
    static let indexed = OnTimeIndexedTable(table: table)
    static let evening = LocalDateTime(minutesSinceEpoch: 16_100 * 1440)

    static func source(_ code: String?, index: OnTimeIndexedTable?) -> RecordedAirport {
        RecordedAirport(table: index?.table ?? table, index: index, names: ReferenceTables(), code: code,
                        rebuild: index?.blocks == nil ? nil : { @Sendable () throws(FlightSourceError) in Self.indexed })
    }

    static func periods() -> [ClosedRange<CivilDate>] {
        let first = 15_706, last = 16_070  // 2013-01-01, 2013-12-31
        var periods = [CivilDate(daysSinceEpoch: first)...CivilDate(daysSinceEpoch: last),
                       CivilDate(daysSinceEpoch: first - 30)...CivilDate(daysSinceEpoch: first - 1),
                       CivilDate(daysSinceEpoch: 15_890)...CivilDate(daysSinceEpoch: 15_890)]
        for start in stride(from: first - 3, through: last, by: 29) {
            periods.append(CivilDate(daysSinceEpoch: start)...CivilDate(daysSinceEpoch: start + 40))
        }
        return periods
    }

    @Test(arguments: ["JFK", "LGA", "SJU", "ORD", nil] as [String?])
    func theSummariesCountAsTheRows(code: String?) throws {
        let image = OnTimeCache.encode(Self.indexed, source: OnTimeCache.SourceStamp(path: "/f.csv", size: 1, modificationSeconds: 2,
                                                                                     modificationNanoseconds: 3))
        let opened = try image.withUnsafeBytes { bytes in
            let copy = MappedCopy(bytes)
            return try #require(OnTimeCache.decode(copy.bytes, owner: copy, expecting: OnTimeCache.SourceStamp(
                path: "/f.csv", size: 1, modificationSeconds: 2, modificationNanoseconds: 3)))
        }
        let scanned = Self.source(code, index: nil)
        for index in [Self.indexed, opened.table] {
            let summarised = Self.source(code, index: index)
            for period in Self.periods() {
                let expected = try scanned.carrierStatistics(days: period, asOf: Self.evening)
                #expect(try summarised.carrierStatistics(days: period, asOf: Self.evening) == expected, "\(period)")
            }
        }
    }

    /// An airport flights both leave from and reach, the same day, by the same airline, counts
    /// both: the slice and each of its flights flown back (destination and origin swapped),
    /// so that New York's airports and the others are each at both ends.
    @Test(arguments: ["JFK", "ORD", nil] as [String?])
    func anAirportAtBothEndsCountsBoth(code: String?) throws {
        let table = Self.table
        let back = OnTimeTable(count: table.count, date: table.date, carrier: table.carrier, flight: table.flight,
                               origin: table.destination, destination: table.origin,
                               scheduledDeparture: table.scheduledDeparture, departureDelay: table.departureDelay,
                               scheduledArrival: table.scheduledArrival, arrivalDelay: table.arrivalDelay, status: table.status)
        let both = OnTimeTable(joining: [table, back])
        let scanned = RecordedAirport(table: both, index: nil, names: ReferenceTables(), code: code)
        let summarised = RecordedAirport(table: both, index: OnTimeIndexedTable(table: both), names: ReferenceTables(), code: code)
        for period in Self.periods() {
            let expected = try scanned.carrierStatistics(days: period, asOf: Self.evening)
            #expect(try summarised.carrierStatistics(days: period, asOf: Self.evening) == expected, "\(period)")
        }
        // JFK's JetBlue flights of 2013-07-04 are counted once leaving and once coming back.
        guard code == "JFK" else { return }
        let day = CivilDate(daysSinceEpoch: 15_890)
        let jetBlue = table.indices.filter { table.date[$0] == 15_890 && table.carrier[$0] == 0x4236 && table.origin[$0] == 0x4A_464B }.count
        #expect(jetBlue > 0)
        let statistics = try summarised.carrierStatistics(days: day...day, asOf: Self.evening)
        #expect(statistics.first { $0.airline.code == "B6" }?.flights == 2 * jetBlue)
    }

    /// The keys sort as airport, then day (before 1970 too), then airline.
    @Test func keysSortByAirportThenDayThenAirline() {
        let keys = [(UInt32(0), Int32(-5), UInt16(0xFFFF)), (0, 3, 1), (0, 3, 2), (0x4A_464B, -100, 0), (0x4A_464B, 16_000, 0x5541)]
            .map { OnTimeDaySummaries.key(airport: $0.0, day: $0.1, carrier: $0.2) }
        #expect(keys == keys.sorted())
    }
}

/// Bytes copied into memory that lives as long as this object, as a mapping does.
private final class MappedCopy: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer

    init(_ source: UnsafeRawBufferPointer) {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: source.count, alignment: 16)
        copy.copyMemory(from: source)
        bytes = UnsafeRawBufferPointer(copy)
    }

    deinit { UnsafeMutableRawBufferPointer(mutating: bytes).deallocate() }
}
