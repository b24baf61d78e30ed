import FileSystemKit
@testable import FlightBoard
import Foundation
@testable import OnTimeData
import Synchronization
import Testing

/// Cache images whose checksums are right but whose numbers are made up (a crafted file, signed
/// again): the counts of the summaries of the days and of the table's summary set to the ends of
/// their types (0, the maximum, the minimum, the maximum less one), alone and in random mixes.
/// Whatever they hold, the statistics never trap: they give the answer the numbers add up to, or
/// the file is read again (the answer of its rows); a sum that does not fit is never an answer.
@Suite struct HostileCacheValuesTests {
    static let table = RealDataFixtures.nycflights13Table
    static let indexed = OnTimeIndexedTable(table: table)
    static let stamp = OnTimeCache.SourceStamp(path: "/data/flights.csv", size: 1, modificationSeconds: 2, modificationNanoseconds: 3)
    static let image = OnTimeCache.encode(indexed, source: stamp)
    static let evening = LocalDateTime(minutesSinceEpoch: 16_100 * 1440)
    static let airports: [String?] = [nil, "JFK", "LGA", "EWR"]
    static let periods = [CivilDate(year: 2013, month: 1, day: 1)!...CivilDate(year: 2013, month: 12, day: 31)!,
                          CivilDate(year: 2013, month: 7, day: 1)!...CivilDate(year: 2013, month: 7, day: 4)!]

    /// A column of numbers in the image: where it starts, how many values, how wide each.
    struct Field: CustomStringConvertible {
        let name: String
        let offset: Int
        let count: Int
        let width: Int

        var description: String { name }
    }

    /// The numeric fields of the summaries of the days (the keys left out: a key is a place in
    /// the table, not a count), then the airports' departures and arrivals of the table's
    /// summary, found where the image holds them.
    static let fields: [Field] = image.withUnsafeBytes { bytes in
        let contents = OnTimeCache.decode(bytes, owner: Owner(), expecting: stamp)!
        let days = contents.table.days
        func field<Element>(_ name: String, _ column: Column<Element>) -> Field {
            Field(name: name, offset: column.withBuffer { UnsafeRawPointer($0.baseAddress!) - bytes.baseAddress! },
                  count: column.count, width: MemoryLayout<Element>.size)
        }
        // The table's summary, in the header's front, ends with the departures and the arrivals
        // of its airports, before the front's checksum (8 bytes).
        let airports = contents.table.summary.airports.count, padded = (4 * airports + 7) / 8 * 8
        let summaryEnd = OnTimeCacheTests.frontLength(image) - 8
        return [field("flights", days.flights), field("cancelled", days.cancelled), field("diverted", days.diverted),
                field("onTime", days.onTime), field("departureDelayCount", days.departureDelayCount),
                field("arrivalDelayCount", days.arrivalDelayCount), field("departureDelaySum", days.departureDelaySum),
                field("arrivalDelaySum", days.arrivalDelaySum),
                Field(name: "departures", offset: summaryEnd - 2 * padded, count: airports, width: 4),
                Field(name: "arrivals", offset: summaryEnd - padded, count: airports, width: 4)]
    }

    static func extremes(width: Int) -> [Int64] {
        width == 4 ? [0, Int64(Int32.max), Int64(Int32.min), Int64(Int32.max) - 1] : [0, .max, .min, .max - 1]
    }

    /// Every field at every extreme, in the first entry (the whole table's first day and airline),
    /// in one in the middle (an airport's) and in every entry at once.
    /// An airport's departures or arrivals beyond the rows, or below zero, are refused when the
    /// image is opened, as a damaged summary is.
    @Test(arguments: fields)
    func aFieldAtItsExtremes(field: Field) throws {
        for value in Self.extremes(width: field.width) {
            for entries in [[0], [field.count / 2], Array(0..<field.count)] {
                var image = Self.image
                for entry in entries { Self.set(&image, field, entry, value) }
                let what = "\(field) = \(value) at \(entries.count == 1 ? "\(entries[0])" : "all")"
                let resealed = OnTimeCacheTests.resealed(image)
                if ["departures", "arrivals"].contains(field.name) && value != 0 {
                    #expect(Self.outcome(resealed, code: nil, period: Self.periods[0]) == nil, "\(what)")
                }
                try Self.expectAnswerOrRebuild(resealed, what)
            }
        }
    }

    /// Random mixes: a few entries of a few fields each set to an extreme, or moved a little from
    /// its value (which a table could hold, and is then the answer).
    @Test func randomMixesOfFields() throws {
        var random = SeededRandom(key: "hostile cache values")
        for round in 0..<150 {
            var image = Self.image
            var changes: [String] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let field = Self.fields[Int.random(in: 0..<Self.fields.count, using: &random)]
                let entry = Int.random(in: 0..<field.count, using: &random)
                let value = Bool.random(using: &random)
                    ? Self.extremes(width: field.width).randomElement(using: &random)!
                    : Self.get(image, field, entry) + Int64.random(in: -3...3, using: &random)
                Self.set(&image, field, entry, value)
                changes.append("\(field)[\(entry)] = \(value)")
            }
            try Self.expectAnswerOrRebuild(OnTimeCacheTests.resealed(image), "round \(round): \(changes.joined(separator: ", "))")
        }
    }

    /// The defect found: the delay sums of two days of one airline near the maximum, whose total
    /// overflowed (SIGILL) in `stats --view carriers --days all`.
    @Test func delaySumsNearTheMaximumAreReadAgainFromTheFile() throws {
        var image = Self.image
        let sums = try #require(Self.fields.first { $0.name == "departureDelaySum" })
        Self.set(&image, sums, 0, .max - 1)
        Self.set(&image, sums, 1, .max - 1)
        let outcome = try #require(Self.outcome(OnTimeCacheTests.resealed(image), code: nil, period: Self.periods[0]))
        #expect(outcome.rebuilt)
        #expect(outcome.statistics == Self.scanned(code: nil, period: Self.periods[0]))
    }

    /// Counts each possible alone but more flights than twice the table's rows (1,914; a row
    /// counts at most at both its ends): the numbers are no table's, and a few thousand such
    /// entries would add up past any `Int`.
    @Test func moreFlightsThanRowsAreReadAgainFromTheFile() throws {
        var image = Self.image
        let flights = try #require(Self.fields.first { $0.name == "flights" })
        Self.set(&image, flights, 0, Self.get(image, flights, 0) + 2 * Int64(Self.table.count))
        let outcome = try #require(Self.outcome(OnTimeCacheTests.resealed(image), code: nil, period: Self.periods[0]))
        #expect(outcome.rebuilt)
        #expect(outcome.statistics == Self.scanned(code: nil, period: Self.periods[0]))
    }

    /// A made-up row (a signed image's, read again as a table in memory) whose two ends differ
    /// only past the 24 bits of a key counts twice at that key, and is no damage: a table in
    /// memory that reported damage would stop the program.
    @Test func aRowCountedAtBothEndsOfOneKeyIsNoDamage() throws {
        let table = OnTimeTable(count: 1, date: Column([15_890]), carrier: Column([0x4141]), flight: Column([1]),
                                origin: Column([0x4A_464B]), destination: Column([0x0100_0000 | 0x4A_464B]),
                                scheduledDeparture: Column([600]), departureDelay: Column([5]), scheduledArrival: Column([700]),
                                arrivalDelay: Column([5]), status: Column([OnTimeTable.Status.operated.rawValue]))
        let airport = RecordedAirport(table: table, index: OnTimeIndexedTable(table: table), names: ReferenceTables(), code: "JFK")
        let day = CivilDate(daysSinceEpoch: 15_890)
        #expect(try airport.carrierStatistics(days: day...day, asOf: Self.evening).map(\.flights) == [2])
    }

    /// Through the loader, as `flights stats` reads: the damage is told (the command says it on
    /// standard error) and the answer is the file's.
    @Test func theLoaderSaysTheImageIsDamagedAndReadsTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-hostile-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/cache", withIntermediateDirectories: true)
        try Data(RealDataFixtures.nycflights13).write(to: URL(fileURLWithPath: directory + "/flights.csv"))
        let told = Mutex<[String]>([])
        var loader = OnTimeDataLoader(path: directory + "/flights.csv", fileSystem: PosixFileSystem())
        loader.cacheDirectory = directory + "/cache"
        loader.wholeFileAllowed = true
        loader.onDamagedCache = { file in told.withLock { $0.append(file) } }
        _ = try loader.load()
        let imagePath = try #require(FileManager.default.contentsOfDirectory(atPath: directory + "/cache").first)
        var image = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/cache/" + imagePath)))
        // The same table as the fixture's image: its fields lie as far into the body.
        let sums = try #require(Self.fields.first { $0.name == "departureDelaySum" })
        let moved = Field(name: sums.name, offset: sums.offset - OnTimeCacheTests.bodyStart(Self.image) + OnTimeCacheTests.bodyStart(image),
                          count: sums.count, width: sums.width)
        for entry in 0..<moved.count { Self.set(&image, moved, entry, .max - 1) }
        try Data(OnTimeCacheTests.resealed(image)).write(to: URL(fileURLWithPath: directory + "/cache/" + imagePath))

        let statistics = try loader.load().source.carrierStatistics(days: Self.periods[0], asOf: Self.evening)
        #expect(told.withLock { $0 } == [directory + "/flights.csv"])
        #expect(statistics.map(Numbers.init) == Self.scanned(code: nil, period: Self.periods[0]).map(Numbers.init))
    }

    /// The image unchanged answers from its numbers without reading the file: they are the rows'.
    @Test func anImageLeftAloneIsNotReadAgain() throws {
        for code in Self.airports {
            let outcome = try #require(Self.outcome(Self.image, code: code, period: Self.periods[0]))
            #expect(!outcome.rebuilt)
            #expect(outcome.statistics == Self.scanned(code: code, period: Self.periods[0]))
        }
    }

    // MARK: - The property

    /// Every query over `image` gives the rows' answer after reading the file again, or,
    /// without, what the image's numbers add up to, which must fit.
    static func expectAnswerOrRebuild(_ image: [UInt8], _ what: String) throws {
        for code in airports {
            for period in periods {
                // Refused when opened (a summary no rows could make): the file is read instead.
                guard let outcome = outcome(image, code: code, period: period) else { continue }
                if outcome.rebuilt {
                    #expect(outcome.statistics == scanned(code: code, period: period), "\(what), \(code ?? "all"), \(period)")
                } else {
                    let implied = implied(image, code: code, period: period)
                    #expect(implied != nil, "a sum that does not fit answered: \(what), \(code ?? "all"), \(period)")
                    #expect(outcome.statistics.map(Numbers.init) == implied, "\(what), \(code ?? "all"), \(period)")
                }
            }
        }
    }

    /// The statistics the image gives, and whether the file (here, the table) had to be read
    /// again; nil when the image is refused when it is opened.
    static func outcome(_ image: [UInt8], code: String?, period: ClosedRange<CivilDate>) -> (statistics: [CarrierStatistics], rebuilt: Bool)? {
        let copy = ImageCopy(image)
        guard let contents = OnTimeCache.decode(copy.bytes, owner: copy, expecting: stamp) else { return nil }
        let rebuilds = Rebuilds()
        let airport = RecordedAirport(table: contents.table.table, index: contents.table, names: ReferenceTables(), code: code,
                                      rebuild: { @Sendable () throws(FlightSourceError) in
                                          rebuilds.count.withLock { $0 += 1 }
                                          return Self.indexed
                                      })
        guard let statistics = try? airport.carrierStatistics(days: period, asOf: evening) else { return nil }
        return (statistics, rebuilds.count.withLock { $0 } > 0)
    }

    /// The statistics of the rows themselves, counted from the table, of each airport and period.
    static let scannedAnswers = airports.map { code in
        periods.map { period in
            (try? RecordedAirport(table: table, index: nil, names: ReferenceTables(), code: code)
                .carrierStatistics(days: period, asOf: evening)) ?? []
        }
    }

    static func scanned(code: String?, period: ClosedRange<CivilDate>) -> [CarrierStatistics] {
        scannedAnswers[airports.firstIndex(of: code)!][periods.firstIndex(of: period)!]
    }

    /// One airline's numbers, without its name.
    struct Numbers: Equatable {
        let carrier: String
        let values: [Int]

        init(carrier: String, values: [Int]) {
            self.carrier = carrier
            self.values = values
        }

        init(_ statistics: CarrierStatistics) {
            carrier = statistics.airline.code
            values = [statistics.flights, statistics.cancelled, statistics.diverted, statistics.onTime,
                      statistics.counts.departureDelayCount, statistics.counts.arrivalDelayCount,
                      statistics.counts.departureDelaySum, statistics.counts.arrivalDelaySum]
        }
    }

    /// What the image's summaries of the days add up to for `code` (every flight when nil) over
    /// `period`, airline by airline, in 128 bits; nil when a total does not fit in an `Int`.
    /// Read from the bytes by the layout `OnTimeCache` documents: the key is the airport's 24
    /// bits, the day's plus 2²³ in 24, the airline's 16.
    static func implied(_ image: [UInt8], code: String?, period: ClosedRange<CivilDate>) -> [Numbers]? {
        let keysOffset = fields[0].offset - 8 * fields[0].count
        let airport = code.map { UInt64($0.utf8.reduce(0) { $0 << 8 | UInt32($1) }) } ?? 0
        var totals: [UInt16: [Int128]] = [:]
        for entry in 0..<fields[0].count {
            let key = image.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: keysOffset + 8 * entry, as: UInt64.self) }
            let day = Int(key >> 16 & 0xFF_FFFF) - 0x80_0000
            guard key >> 40 == airport, (period.lowerBound.daysSinceEpoch...period.upperBound.daysSinceEpoch).contains(day)
            else { continue }
            let total = totals[UInt16(key & 0xFFFF)] ?? Array(repeating: 0, count: 8)
            totals[UInt16(key & 0xFFFF)] = fields[..<8].indices.map { total[$0] + Int128(get(image, fields[$0], entry)) }
        }
        // In the order the statistics give them, and named as the columns are: by airline code.
        var numbers: [Numbers] = []
        for (carrier, total) in totals.sorted(by: { $0.key < $1.key }) {
            let fitting = total.compactMap { Int(exactly: $0) }
            guard fitting.count == total.count else { return nil }
            numbers.append(Numbers(carrier: String(decoding: [UInt8(carrier >> 8), UInt8(carrier & 0xFF)], as: UTF8.self),
                                   values: fitting))
        }
        return numbers
    }

    // MARK: - Bytes

    static func get(_ image: [UInt8], _ field: Field, _ entry: Int) -> Int64 {
        image.withUnsafeBytes { bytes in
            field.width == 4 ? Int64(bytes.loadUnaligned(fromByteOffset: field.offset + 4 * entry, as: Int32.self))
                : bytes.loadUnaligned(fromByteOffset: field.offset + 8 * entry, as: Int64.self)
        }
    }

    /// Sets the value, cut to the field's width (a 4-byte field takes the low half of an 8-byte extreme).
    static func set(_ image: inout [UInt8], _ field: Field, _ entry: Int, _ value: Int64) {
        let at = field.offset + field.width * entry
        if field.width == 4 {
            withUnsafeBytes(of: Int32(truncatingIfNeeded: value)) { image.replaceSubrange(at..<at + 4, with: $0) }
        } else {
            withUnsafeBytes(of: value) { image.replaceSubrange(at..<at + 8, with: $0) }
        }
    }
}

/// How many times the file was read again.
private final class Rebuilds: Sendable {
    let count = Mutex(0)
}

private final class Owner: Sendable {}
