import Testing
@testable import FlightBoard

/// The cache image: what goes in comes out, and anything stale, damaged or cut short is refused.
@Suite struct OnTimeCacheTests {
    static let stamp = OnTimeCache.SourceStamp(path: "/data/flights.csv", size: 173_464,
                                               modificationSeconds: 1_764_441_600, modificationNanoseconds: 123_456_789)
    static let indexed = OnTimeIndexedTable(table: RealDataFixtures.nycflights13Table)
    static let image = OnTimeCache.encode(RealDataFixtures.nycflights13Table, source: stamp)

    @Test func givesBackTheTableAndItsIndexes() throws {
        let decoded = try #require(decode(Self.image, Self.stamp))
        #expect(decoded.table == Self.indexed.table)
        #expect(decoded.departures == Self.indexed.departures)
        #expect(decoded.arrivals == Self.indexed.arrivals)
        #expect(decoded.flights == Self.indexed.flights)
        let q1 = decoded.rows(origin: OnTimeTable.pack(airport: "JFK")!, date: day("2013-07-04"))
        #expect(Array(q1) == Array(Self.indexed.rows(origin: OnTimeTable.pack(airport: "JFK")!, date: day("2013-07-04"))))
        #expect(q1.count == 287)
    }

    @Test func encodesAnIndexedTableTheSameWay() {
        #expect(OnTimeCache.encode(Self.indexed, source: Self.stamp) == Self.image)
    }

    @Test func startsWithTheMagicAndKeepsArraysAligned() {
        #expect(Array(Self.image.prefix(4)) == Array("FLTC".utf8))
        #expect(Self.image.count % 8 == 0)
        // A header of 10 fields, the path padded to 8, 27 bytes a row padded column by column,
        // for each index a count, its keys and starts, and a row number a row; then the
        // summary's two days, its carriers and its airports, each list after its count.
        let rows = Self.indexed.table.count
        let columns = [4, 2, 4, 4, 4, 2, 2, 2, 2, 1].reduce(0) { $0 + padded($1 * rows) }
        let indexes = [Self.indexed.departures, Self.indexed.arrivals, Self.indexed.flights].reduce(0) {
            $0 + 8 + 8 * $1.keys.count + padded(4 * ($1.keys.count + 1)) + padded(4 * rows)
        }
        let summary = Self.indexed.summary
        let tail = 16 + 8 + padded(2 * summary.carriers.count) + 8 + 3 * padded(4 * summary.airports.count)
        #expect(Self.image.count == 80 + padded(Self.stamp.path.utf8.count) + columns + indexes + tail)
    }

    @Test func roundTripsAnEmptyTable() throws {
        let image = OnTimeCache.encode(OnTimeTable(), source: Self.stamp)
        let decoded = try #require(decode(image, Self.stamp))
        #expect(decoded.table == OnTimeTable())
        #expect(decoded.rows(origin: 0, date: 0).isEmpty)
    }

    @Test(arguments: [
        OnTimeCache.SourceStamp(path: "/data/flights2.csv", size: 173_464,
                                modificationSeconds: 1_764_441_600, modificationNanoseconds: 123_456_789),
        OnTimeCache.SourceStamp(path: "/data/flights.csv", size: 173_465,
                                modificationSeconds: 1_764_441_600, modificationNanoseconds: 123_456_789),
        OnTimeCache.SourceStamp(path: "/data/flights.csv", size: 173_464,
                                modificationSeconds: 1_764_441_601, modificationNanoseconds: 123_456_789),
        OnTimeCache.SourceStamp(path: "/data/flights.csv", size: 173_464,
                                modificationSeconds: 1_764_441_600, modificationNanoseconds: 123_456_788),
        OnTimeCache.SourceStamp(path: "/data/flights.cs", size: 173_464,
                                modificationSeconds: 1_764_441_600, modificationNanoseconds: 123_456_789),
    ])
    func refusesAStaleImage(other: OnTimeCache.SourceStamp) {
        #expect(decode(Self.image, other) == nil)
    }

    /// A flipped bit anywhere (every byte of the header and the path, then every 61st) is refused.
    @Test func refusesAFlippedByte() {
        let image = Self.image
        for offset in Array(0..<96) + Array(stride(from: 96, to: image.count, by: 61)) + [image.count - 1] {
            var damaged = image
            damaged[offset] ^= 0x10
            #expect(decode(damaged, Self.stamp) == nil, "byte \(offset)")
        }
    }

    @Test func refusesATruncatedOrLengthenedImage() {
        let image = Self.image
        for length in [0, 1, 4, 7, 8, 63, 64, 79, 80, 96, image.count / 2, image.count - 8, image.count - 1] {
            #expect(decode(Array(image.prefix(length)), Self.stamp) == nil, "length \(length)")
        }
        #expect(decode(image + Array(repeating: 0, count: 8), Self.stamp) == nil)
    }

    /// An image whose checksum matches but that holds an unknown status is refused; a row
    /// number out of the table is left out of the answer: a query never reads past a column.
    @Test func refusesContentsThatCannotBeRight() throws {
        let rows = Self.indexed.table.count
        let statusOffset = 80 + padded(Self.stamp.path.utf8.count)
            + [4, 2, 4, 4, 4, 2, 2, 2, 2].reduce(0) { $0 + padded($1 * rows) }
        var badStatus = Self.image
        badStatus[statusOffset] = 7
        #expect(decode(resealed(badStatus), Self.stamp) == nil)

        // The first row number of the flights index, which is the first group's first row.
        let summary = Self.indexed.summary
        let tail = 16 + 8 + padded(2 * summary.carriers.count) + 8 + 3 * padded(4 * summary.airports.count)
        let flightsRows = Self.image.count - tail - padded(4 * rows)
        var badRow = Self.image
        badRow.replaceSubrange(flightsRows..<flightsRows + 4, with: [0xFF, 0xFF, 0xFF, 0x7F])
        let opened = try #require(decode(resealed(badRow), Self.stamp))
        let key = (carrier: Self.indexed.table.carrier, flight: Self.indexed.table.flight)
        let first = Self.indexed.flights.rows[0]
        let group = Array(Self.indexed.rows(carrier: key.carrier[Int(first)], flight: key.flight[Int(first)]))
        #expect(Array(opened.rows(carrier: key.carrier[Int(first)], flight: key.flight[Int(first)])) == Array(group.dropFirst()))
        // Resealing alone keeps a good image good: it is the changes that are refused.
        #expect(decode(resealed(Self.image), Self.stamp) != nil)
    }

    private func decode(_ image: [UInt8], _ stamp: OnTimeCache.SourceStamp) -> OnTimeIndexedTable? {
        // The bytes are copied to memory that lives as long as the table, as a mapping would.
        let owner = ImageCopy(image)
        return OnTimeCache.decode(owner.bytes, owner: owner, expecting: stamp)
    }

    /// `image` with its checksum made right again.
    private func resealed(_ image: [UInt8]) -> [UInt8] {
        var image = image
        let checksum = image.withUnsafeBytes { ImageChecksum.of($0, skipping: 4, parts: 2) }
        withUnsafeBytes(of: checksum.littleEndian) { image.replaceSubrange(32..<40, with: $0) }
        return image
    }

    private func padded(_ length: Int) -> Int { (length + 7) / 8 * 8 }
}

/// A copy of an image's bytes, alive as long as a table read from it.
private final class ImageCopy {
    let bytes: UnsafeRawBufferPointer

    init(_ image: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(8, image.count), alignment: 16)
        buffer.copyBytes(from: image)
        bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<image.count])
    }

    deinit { UnsafeMutableRawPointer(mutating: bytes.baseAddress!).deallocate() }
}
