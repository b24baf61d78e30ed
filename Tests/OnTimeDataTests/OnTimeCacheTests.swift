import Testing
import FlightBoard
@testable import OnTimeData

/// The cache image: what goes in comes out, and anything stale, damaged or cut short is refused.
@Suite struct OnTimeCacheTests {
    static let stamp = OnTimeCache.SourceStamp(path: "/data/flights.csv", size: 173_464,
                                               modificationSeconds: 1_764_441_600, modificationNanoseconds: 123_456_789)
    static let indexed = OnTimeIndexedTable(table: RealDataFixtures.nycflights13Table)
    static let image = OnTimeCache.encode(RealDataFixtures.nycflights13Table, source: stamp)

    @Test func givesBackTheTableAndItsIndexes() throws {
        let decoded = try #require(decode(Self.image, Self.stamp))
        let stored = Self.indexed.inDepartureOrder()
        #expect(decoded.table == stored.table)
        #expect(decoded.departures == stored.departures)
        #expect(decoded.arrivals == stored.arrivals)
        #expect(decoded.flights == stored.flights)
        #expect(decoded.summary == Self.indexed.summary)
        #expect(decoded.checkAll())
    }

    /// The rows are stored by airport, day and time: a board's departures lie together, and
    /// every query finds the same flights as in the table as parsed.
    @Test func storesTheRowsByAirportDayAndTime() throws {
        let decoded = try #require(decode(Self.image, Self.stamp))
        let jfk = OnTimeTable.pack(airport: "JFK")!, ua = OnTimeTable.pack(carrier: "UA")!
        let q1 = try #require(decoded.rows(origin: jfk, date: day("2013-07-04")))
        #expect(q1.count == 287)
        #expect(q1 == Array(q1[0]..<q1[0] + 287))
        func flights(_ table: OnTimeTable, _ rows: [Int]?) -> [String] {
            (rows ?? []).map { "\(table.carrier[$0]) \(table.flight[$0]) \(table.date[$0]) \(table.scheduledDeparture[$0]) \(table.arrivalDelay[$0])" }
        }
        let parsed = Self.indexed
        #expect(flights(decoded.table, q1) == flights(parsed.table, parsed.rows(origin: jfk, date: day("2013-07-04"))))
        #expect(flights(decoded.table, decoded.rows(carrier: ua, flight: 1545))
                == flights(parsed.table, parsed.rows(carrier: ua, flight: 1545)))
        let atl = OnTimeTable.pack(airport: "ATL")!
        #expect(flights(decoded.table, decoded.rows(destination: atl, date: day("2013-07-04")))
                == flights(parsed.table, parsed.rows(destination: atl, date: day("2013-07-04"))))
    }

    /// The files of names come back as they went in: a stamp or none, and the excerpt.
    @Test func keepsTheFilesOfNames() throws {
        let names = [
            OnTimeCache.NameFile(source: OnTimeCache.SourceStamp(path: "/data/airlines.csv", size: 386, modificationSeconds: 7,
                                                                 modificationNanoseconds: 8),
                                 excerpt: Array("carrier,name\nUA,United Air Lines Inc.\n".utf8)),
            OnTimeCache.NameFile(source: nil, excerpt: []),
        ]
        let image = OnTimeCache.encode(Self.indexed, source: Self.stamp, names: names)
        let opened = try #require(contents(image, Self.stamp))
        #expect(opened.names == names)
        #expect(opened.table.checkAll())
        #expect(try #require(contents(Self.image, Self.stamp)).names == [])
    }

    /// What says where the names lie, and each excerpt's header, are checked when the image
    /// is opened; the rest of an excerpt when it is asked for, so that damage there leaves the
    /// image and the other excerpts alone.
    @Test func checksAnExcerptWhenAskedFor() throws {
        // A header longer than a block, so that it ends in another block than it starts in.
        let header = "tailnum,year" + (0..<2_000).map { ",column\($0)" }.joined() + "\n"
        let planes = header + (0..<3_000).map { "N\(10_000 + $0),2001\n" }.joined()
        let names = [
            OnTimeCache.NameFile(source: nil, excerpt: Array("carrier,name\nUA,United Air Lines Inc.\n".utf8)),
            OnTimeCache.NameFile(source: nil, excerpt: Array("faa,name,tzone\nJFK,John F Kennedy Intl,America/New_York\n".utf8)),
            OnTimeCache.NameFile(source: nil, excerpt: Array(planes.utf8)),
        ]
        let image = OnTimeCache.encode(Self.indexed, source: Self.stamp, names: names)
        let opened = try #require(contents(image, Self.stamp))
        #expect(opened.names == names)
        #expect((0..<3).allSatisfy { opened.excerptCheck($0)() })

        // Line k of the aircraft lies after the header, 12 × k bytes on ("N1xxxx,2001\n"); take
        // one in a block of its own, neither the header's nor the last's.
        let body = Self.bodyStart(image), planesStart = opened.excerpts[2].lowerBound, headerCount = header.utf8.count
        #expect(image[body + planesStart..<body + planesStart + headerCount].elementsEqual(header.utf8))
        let line = { (k: Int) in body + planesStart + headerCount + 12 * k }, block = { (offset: Int) in (offset - body) / ImageBlocks.size }
        #expect(block(body + planesStart) != block(line(0)))
        let k = try #require((0..<3_000).first { block(line($0)) != block(line(0)) && block(line($0)) != block(line(2_999)) })
        var deep = image
        deep[line(k)] ^= 0x01
        let damaged = try #require(contents(deep, Self.stamp))
        #expect(!damaged.excerptCheck(2)())
        #expect(damaged.excerptCheck(0)() && damaged.excerptCheck(1)())

        // Only the aircraft's lines are left for later: damage to the airlines' refuses the image.
        var airline = image
        airline[body + opened.excerpts[0].lowerBound + 20] ^= 0x01
        #expect(contents(airline, Self.stamp) == nil)

        // The header is checked whole when the image opens, its end as its start.
        var headerEnd = image
        headerEnd[line(0) - 3] ^= 0x01
        #expect(contents(headerEnd, Self.stamp) == nil)
    }

    /// The header's fields where the layout documented on ``OnTimeCache`` puts them, holding the
    /// stamp given and the slice's 1,914 rows (`awk 'NR>1' nycflights13-slice.csv | wc -l`),
    /// its days from 2013-01-01 (day 15,706) to 2013-12-31, its 15 airlines and 94 airports
    /// (`awk -F, 'NR>1{a[$13];a[$14];c[$10]}END{print length(a), length(c)}'`), the front's
    /// length, and the summary just after the path.
    @Test func theHeaderHoldsWhatTheLayoutSays() {
        func integer<T: FixedWidthInteger & BitwiseCopyable>(_ offset: Int, _: T.Type) -> T {
            Self.image.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
        }
        #expect(integer(16, UInt32.self) == 0x0102_0304)
        #expect(integer(24, Int64.self) == Int64(Self.image.count))
        #expect([integer(40, Int64.self), integer(48, Int64.self), integer(56, Int64.self)] == [173_464, 1_764_441_600, 123_456_789])
        #expect(integer(64, Int64.self) == 1914)
        // The fixed fields, the path, the days, 15 airlines, 94 airports' codes and both counts, the checksum.
        #expect(integer(80, Int64.self) == 96 + 24 + 16 + 8 + 32 + 8 + 3 * 376 + 8)
        #expect(integer(88, Int64.self) == 17)
        #expect(Array(Self.image[96..<113]) == Array("/data/flights.csv".utf8))
        #expect([integer(120, Int64.self), integer(128, Int64.self), integer(136, Int64.self)] == [15_706, 16_070, 15])
        #expect(integer(144, UInt16.self) == OnTimeTable.pack(carrier: "9E"))
        #expect(integer(176, Int64.self) == 94)
    }

    @Test func startsWithTheMagicAndKeepsArraysAligned() {
        #expect(Array(Self.image.prefix(4)) == Array("FLTC".utf8))
        #expect(Self.image.count % 8 == 0)
        #expect(Self.image.count == Self.bodyStart(Self.image) + Self.bodySize)
        let summary = Self.indexed.summary
        let front = 96 + padded(Self.stamp.path.utf8.count) + 16 + 8 + padded(2 * summary.carriers.count) + 8
            + 3 * padded(4 * summary.airports.count) + 8
        #expect(Self.bodyStart(Self.image) == front + 8 * ((Self.bodySize + 16_383) / 16_384))
    }

    @Test func roundTripsAnEmptyTable() throws {
        let image = OnTimeCache.encode(OnTimeTable(), source: Self.stamp)
        let decoded = try #require(decode(image, Self.stamp))
        #expect(decoded.table == OnTimeTable())
        #expect(decoded.rows(origin: 0, date: 0) == [])
        #expect(decoded.summary.days == nil)
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

    /// The front alone (the length its start says) gives the table's summary, so that a command
    /// over many files learns what each holds without opening it; a front of another stamp,
    /// segment or format, cut, or with any byte changed gives none. The rest is left to the
    /// opening, which refuses a cut image whose front is whole.
    @Test func theFrontAloneGivesTheSummary() throws {
        func summary(_ image: [UInt8], _ stamp: OnTimeCache.SourceStamp = Self.stamp) -> OnTimeTableSummary? {
            image.withUnsafeBytes { OnTimeCache.summary(of: stamp, imageFront: $0) }
        }
        let length = try #require(Self.image.withUnsafeBytes { OnTimeCache.frontLength(imageStart: $0) })
        #expect(length == Self.frontLength(Self.image))
        #expect(length < Self.bodyStart(Self.image))
        let front = Array(Self.image.prefix(length))
        #expect(summary(front) == Self.indexed.summary)
        #expect(summary(Self.image) == Self.indexed.summary)
        #expect(summary(Array(front.dropLast(8))) == nil)
        let cut = Array(Self.image.dropLast(8))
        #expect(summary(cut) == Self.indexed.summary)
        #expect(decode(cut, Self.stamp) == nil)
        #expect(summary(front, Self.stamp.segment(1, of: 2)) == nil)
        var changed = Self.stamp
        changed.size += 1
        #expect(summary(front, changed) == nil)
        for offset in 0..<length where offset / 8 != 4 {
            var damaged = front
            damaged[offset] ^= 0x04
            #expect(summary(damaged) == nil, "byte \(offset)")
        }
        var otherVersion = front
        otherVersion[8] ^= 0x01
        #expect(otherVersion.withUnsafeBytes { OnTimeCache.frontLength(imageStart: $0) } == nil)
        // The header's own checksum covers the block checksums, not read here.
        var headerChecksum = front
        headerChecksum[32] ^= 0x04
        #expect(summary(headerChecksum) == Self.indexed.summary)
        let empty = OnTimeCache.encode(OnTimeTable(), source: Self.stamp)
        #expect(summary(empty)?.days == nil)
        #expect(summary(empty)?.airports == [])
    }

    /// A flipped bit in the header (every byte of it) refuses the image; one in the body
    /// (every 61st byte) is found by the first query that reads its block.
    @Test func findsAFlippedByte() {
        let image = Self.image
        let body = Self.bodyStart(image)
        for offset in 0..<body {
            var damaged = image
            damaged[offset] ^= 0x10
            #expect(decode(damaged, Self.stamp) == nil, "byte \(offset)")
        }
        for offset in Array(stride(from: body, to: image.count, by: 61)) + [image.count - 1] {
            var damaged = image
            damaged[offset] ^= 0x10
            #expect(decode(damaged, Self.stamp).map { $0.checkAll() } != true, "byte \(offset)")
        }
    }

    /// A query checks only the rows it reads: the damage of one day's rows is found by the
    /// board of that day, and leaves the answer of another day alone.
    @Test func checksOnlyWhatAQueryReads() throws {
        // The fixture twenty times over, a year and more apart, so that the image has 90 blocks.
        let table = Self.fixtureTwentyTimes(daysApart: 400)
        let image = OnTimeCache.encode(table, source: Self.stamp)
        let jfk = OnTimeTable.pack(airport: "JFK")!
        let first = day("2013-07-04"), last = day("2013-07-04") + 19 * 400
        let row = try #require(decode(image, Self.stamp)?.rows(origin: jfk, date: first)?.first)
        // The scheduled departure of that row: the sixth column, after 4, 2, 4, 4 and 4 bytes a row.
        var damaged = image
        damaged[Self.bodyStart(image) + [4, 2, 4, 4, 4].reduce(0) { $0 + padded($1 * table.count) } + 2 * row] ^= 0x01
        let decoded = try #require(decode(damaged, Self.stamp))
        #expect(decoded.rows(origin: jfk, date: last)?.count == 287)
        #expect(decoded.rows(origin: jfk, date: first) == nil)
        #expect(!decoded.checkAll())

        // Each row is checked, not its block: the row before, in the same block, still reads.
        let before = try #require(decode(image, Self.stamp)?.rows(origin: jfk, date: first - 1))
        #expect(before.count > 0 && before.last! < row)
        let departures = [4, 2, 4, 4, 4].reduce(0) { $0 + padded($1 * table.count) }
        #expect((departures + 2 * before.last!) / ImageBlocks.size == (departures + 2 * row) / ImageBlocks.size)
        #expect(decoded.rows(origin: jfk, date: first - 1) == before)
        // Damage to the row's check is found like damage to its values.
        var check = image
        check[Self.bodyStart(image) + [4, 2, 4, 4, 4, 2, 2, 2, 2, 1, 8, 1, 2, 2, 2, 2, 2, 2, 2].reduce(0) { $0 + padded($1 * table.count) } + 4 * row] ^= 0x01
        #expect(try #require(decode(check, Self.stamp)).rows(origin: jfk, date: first) == nil)
    }

    /// A month of a hub's departures is read as one run, checked by the blocks of every column
    /// over its span: the same rows as its days one by one, and damage to any of the nineteen
    /// values of a row in it found.
    @Test func checksARunOfDaysByItsBlocks() throws {
        // The fixture twenty times over, a day apart: JFK's full day of 287 flights on twenty
        // days running, 5,740 rows and more lying together, past the rows worth a block check.
        let table = Self.fixtureTwentyTimes(daysApart: 1)
        let image = OnTimeCache.encode(table, source: Self.stamp)
        let jfk = OnTimeTable.pack(airport: "JFK")!
        let days = day("2013-07-04")...day("2013-07-04") + 19
        let decoded = try #require(decode(image, Self.stamp))
        let byDay = try days.flatMap { try #require(decoded.rows(origin: jfk, date: $0)) }
        let fresh = try #require(decode(image, Self.stamp))
        let run = try #require(fresh.rows(origin: jfk, dates: days))
        #expect(run == byDay)
        #expect(run.count >= 20 * 287 && run.count >= OnTimeIndexedTable.rowsWorthBlocks)
        #expect(run.last! - run.first! + 1 == run.count)

        let widths = [4, 2, 4, 4, 4, 2, 2, 2, 2, 1, 8, 1, 2, 2, 2, 2, 2, 2, 2]
        let row = run[run.count / 2]
        for column in widths.indices {
            var damaged = image
            let start = Self.bodyStart(image) + widths[..<column].reduce(0) { $0 + padded($1 * table.count) }
            damaged[start + widths[column] * row] ^= 0x01
            let opened = try #require(decode(damaged, Self.stamp))
            #expect(opened.rows(origin: jfk, dates: days) == nil, "column \(column)")
        }
        // A query reading some columns has those checked, and only those: damage to the tail
        // numbers is not a late chance's concern, damage to the statuses is.
        let tail = widths.indices[10], status = widths.indices[9]
        for (column, found) in [(tail, true), (status, false)] {
            var damaged = image
            let start = Self.bodyStart(image) + widths[..<column].reduce(0) { $0 + padded($1 * table.count) }
            damaged[start + widths[column] * row] ^= 0x01
            let opened = try #require(decode(damaged, Self.stamp))
            #expect(opened.rows(origin: jfk, dates: days, reading: [.date, .status]) == (found ? byDay : nil), "column \(column)")
        }
        // A run too short for its blocks is checked row by row, as a day is.
        let again = try #require(decode(image, Self.stamp))
        let short = try #require(again.rows(origin: jfk, dates: days.lowerBound...days.lowerBound))
        #expect(short == Array(byDay.prefix(short.count)) && short.count < OnTimeIndexedTable.rowsWorthBlocks)
    }

    /// The index's parts a run is found by are checked like a group's: the keys the searches
    /// read, the starts at the run's two ends and its row numbers. The fixture twenty times over,
    /// 400 days apart, so that the index's keys (12,000 and more) and its starts lie in blocks
    /// of their own.
    @Test func checksTheIndexARunIsFoundBy() throws {
        let table = Self.fixtureTwentyTimes(daysApart: 400)
        let image = OnTimeCache.encode(table, source: Self.stamp)
        let jfk = OnTimeTable.pack(airport: "JFK")!
        let days = day("2013-07-04")...day("2013-07-04") + 19 * 400
        let fresh = try #require(decode(image, Self.stamp))
        let whole = try #require(fresh.rows(origin: jfk, dates: days))
        #expect(whole.count >= 20 * 287)

        // The departures index follows the columns and the rows' checks: its key count, keys,
        // starts (one more than the keys) and rows.
        let widths = [4, 2, 4, 4, 4, 2, 2, 2, 2, 1, 8, 1, 2, 2, 2, 2, 2, 2, 2]
        let index = Self.bodyStart(image) + widths.reduce(0) { $0 + padded($1 * table.count) } + padded(4 * table.count)
        let keyCount = image.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: index, as: Int64.self)) }
        #expect(keyCount == fresh.departures.keys.count && keyCount * 8 > 4 * ImageBlocks.size)
        let startsAt = index + 8 + padded(8 * keyCount), rowsAt = startsAt + padded(4 * (keyCount + 1))
        let runKeys = fresh.departures.keys.indices.filter { fresh.departures.keys[$0] >> 32 == UInt64(jfk) }
        let (firstKey, endKey) = (try #require(runKeys.first), try #require(runKeys.last) + 1)
        #expect(runKeys == Array(firstKey..<endKey))
        let firstRow = Int(fresh.departures.starts[firstKey])
        for offset in [startsAt + 4 * firstKey, startsAt + 4 * endKey, rowsAt + 4 * (firstRow + 100)] {
            var damaged = image
            damaged[offset] ^= 0x01
            let opened = try #require(decode(damaged, Self.stamp))
            #expect(opened.rows(origin: jfk, dates: days) == nil, "byte \(offset)")
        }
    }

    /// The rows a lookup found undamaged are not checked again by the same lookup (a board's
    /// clock and the board read the same rows), but a lookup in another index checks them on
    /// its own. Shown by damaging a row in memory after it was checked, which an image on disk
    /// never is (it is replaced whole).
    @Test func checksAGroupOnceAndEachIndexOnItsOwn() throws {
        let copy = ImageCopy(Self.image)
        let decoded = try #require(OnTimeCache.decode(copy.bytes, owner: copy, expecting: Self.stamp)?.table)
        let jfk = OnTimeTable.pack(airport: "JFK")!, date = day("2013-07-04")
        let rows = try #require(decoded.rows(origin: jfk, date: date))
        let row = try #require(rows.first)
        let destination = decoded.table.destination[row]
        // The row's scheduled departure: the sixth column, after 4, 2, 4, 4 and 4 bytes a row.
        let offset = Self.bodyStart(Self.image) + [4, 2, 4, 4, 4].reduce(0) { $0 + padded($1 * decoded.table.count) } + 2 * row
        let byte = UnsafeMutableRawPointer(mutating: copy.bytes.baseAddress!) + offset
        byte.storeBytes(of: byte.load(as: UInt8.self) ^ 0x01, as: UInt8.self)

        #expect(decoded.rows(origin: jfk, date: date) == rows)
        #expect(decoded.rows(destination: destination, date: date) == nil)
        #expect(decoded.rows(origin: jfk, date: day("2013-09-12"))?.count == 7)
    }

    /// A lookup checks the blocks of the keys its search reads, not the whole key table: damage
    /// to a key far from the one looked up leaves that answer alone, and is found by the lookup
    /// that reads it (and by a check of everything).
    @Test func checksOnlyTheKeysALookupReads() throws {
        // 6,000 flight numbers of one airline, one flight each, all from ATL to JFK on one day:
        // the flight-number index has 6,000 keys (48 KB, three blocks or more), the others one.
        let count = 10_000
        let table = OnTimeTable(
            count: count, date: Column(Array(repeating: day("2019-01-15"), count: count)),
            carrier: Column(Array(repeating: OnTimeTable.pack(carrier: "DL")!, count: count)),
            flight: Column((1...count).map(Int32.init)),
            origin: Column(Array(repeating: OnTimeTable.pack(airport: "ATL")!, count: count)),
            destination: Column(Array(repeating: OnTimeTable.pack(airport: "JFK")!, count: count)),
            scheduledDeparture: Column((0..<count).map { Int16($0 % 1440) }), departureDelay: Column(Array(repeating: 0, count: count)),
            scheduledArrival: Column((0..<count).map { Int16(($0 + 120) % 1440) }), arrivalDelay: Column(Array(repeating: 0, count: count)),
            status: Column(Array(repeating: OnTimeTable.Status.operated.rawValue, count: count)))
        let image = OnTimeCache.encode(table, source: Self.stamp)
        // The nineteen columns and the rows' checks, then the departures and arrivals indexes (one
        // group each: its count, key, two starts and the rows), then the flights index's count.
        let columns = [4, 2, 4, 4, 4, 2, 2, 2, 2, 1, 8, 1, 2, 2, 2, 2, 2, 2, 2, 4].reduce(0) { $0 + padded($1 * count) }
        let keys = Self.bodyStart(image) + columns + 2 * (8 + 8 + 8 + padded(4 * count)) + 8
        let carrier = OnTimeTable.pack(carrier: "DL")!
        #expect(try #require(decode(image, Self.stamp)).rows(carrier: carrier, flight: Int32(count))?.count == 1)
        // The search for flight 1 reads keys 5,000, 2,500, 1,250... 0, and then the first starts,
        // which follow the last key: a key after 5,000 in none of their blocks, found from the
        // layout (key `k` is flight `k + 1`'s).
        let block = { (offset: Int) in (offset - Self.bodyStart(image)) / ImageBlocks.size }
        let probes = sequence(first: count / 2) { $0 > 0 ? $0 / 2 : nil }
        let read = Set(probes.map { block(keys + 8 * $0) } + [block(keys + 8 * count)])
        let unread = try #require((count / 2 + 1..<count).first { !read.contains(block(keys + 8 * $0)) })
        var damaged = image
        damaged[keys + 8 * unread] ^= 0x01
        let decoded = try #require(decode(damaged, Self.stamp))
        #expect(decoded.rows(carrier: carrier, flight: 1)?.count == 1)
        #expect(decoded.rows(carrier: carrier, flight: Int32(unread + 1)) == nil)
        #expect(!decoded.checkAll())
        // Damage to the key a lookup ends on is found by it.
        var found = image
        found[keys] ^= 0x01
        #expect(try #require(decode(found, Self.stamp)).rows(carrier: carrier, flight: 1) == nil)
    }

    @Test func refusesATruncatedOrLengthenedImage() {
        let image = Self.image
        for length in [0, 1, 4, 7, 8, 63, 64, 79, 80, 96, image.count / 2, image.count - 8, image.count - 1] {
            #expect(decode(Array(image.prefix(length)), Self.stamp) == nil, "length \(length)")
        }
        #expect(decode(image + Array(repeating: 0, count: 8), Self.stamp) == nil)
    }

    /// An image whose checksums match but whose index points out of the table: a query
    /// leaves the row out rather than read past a column.
    @Test func neverReadsPastTheTable() throws {
        let rows = Self.indexed.table.count
        // The summaries of the days, then a count of no files of names.
        let days = Self.indexed.days.count
        let tail = 8 + padded(8 * days) + 6 * padded(4 * days) + 2 * padded(8 * days) + 8
        // The first row number of the flights index, which is the first group's first row.
        let flightsRows = Self.image.count - tail - padded(4 * rows)
        var badRow = Self.image
        badRow.replaceSubrange(flightsRows..<flightsRows + 4, with: [0xFF, 0xFF, 0xFF, 0x7F])
        let opened = try #require(decode(Self.resealed(badRow), Self.stamp))
        let table = Self.indexed.table
        let first = Int(Self.indexed.flights.rows[0])
        let group = try #require(Self.indexed.rows(carrier: table.carrier[first], flight: table.flight[first]))
        #expect(opened.rows(carrier: table.carrier[first], flight: table.flight[first])?.count == group.count - 1)
        // Resealing alone keeps a good image good: it is the change that is left out.
        #expect(decode(Self.resealed(Self.image), Self.stamp)?.checkAll() == true)
    }

    private func decode(_ image: [UInt8], _ stamp: OnTimeCache.SourceStamp) -> OnTimeIndexedTable? {
        contents(image, stamp)?.table
    }

    private func contents(_ image: [UInt8], _ stamp: OnTimeCache.SourceStamp) -> OnTimeCache.Contents? {
        // The bytes are copied to memory that lives as long as the table, as a mapping would.
        let owner = ImageCopy(image)
        return OnTimeCache.decode(owner.bytes, owner: owner, expecting: stamp)
    }

    /// Bytes in the body of an encoded fixture table.
    static let bodySize = image.count - bodyStart(image)

    /// Where the header's front ends (its length, at byte 80).
    static func frontLength(_ image: [UInt8]) -> Int {
        image.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: 80, as: Int64.self)) }
    }

    /// Where the body starts: after the front and a checksum a block.
    /// The fixture twenty times over, each copy `daysApart` days after the one before: an image
    /// of 90 blocks and more, for checks of what a query reads.
    static func fixtureTwentyTimes(daysApart: Int32) -> OnTimeTable {
        let fixture = indexed.table
        func repeated<Value: FixedWidthInteger & BitwiseCopyable>(_ column: Column<Value>, shift: (Int) -> Value = { _ in 0 }) -> Column<Value> {
            Column((0..<20).flatMap { copy in column.map { $0 &+ shift(copy) } })
        }
        return OnTimeTable(
            count: 20 * fixture.count, date: repeated(fixture.date) { Int32($0) * daysApart }, carrier: repeated(fixture.carrier),
            flight: repeated(fixture.flight), origin: repeated(fixture.origin), destination: repeated(fixture.destination),
            scheduledDeparture: repeated(fixture.scheduledDeparture), departureDelay: repeated(fixture.departureDelay),
            scheduledArrival: repeated(fixture.scheduledArrival), arrivalDelay: repeated(fixture.arrivalDelay),
            status: repeated(fixture.status))
    }

    static func bodyStart(_ image: [UInt8]) -> Int {
        let blocks = image.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: 72, as: Int64.self)) }
        return frontLength(image) + 8 * blocks
    }

    /// `image` with its block checksums, front checksum and header checksum made right again,
    /// as a forger would.
    static func resealed(_ image: [UInt8]) -> [UInt8] {
        var image = image
        let body = bodyStart(image), front = frontLength(image)
        func set(_ value: UInt64, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { image.replaceSubrange(offset..<offset + 8, with: $0) }
        }
        let sums = Array(image[body...]).withUnsafeBytes(ImageBlocks.sums)
        for (block, sum) in sums.enumerated() { set(sum, at: front + 8 * block) }
        set(0, at: 32)
        set(Array(image[..<(front - 8)]).withUnsafeBytes { ImageChecksum.of($0, skipping: 4) }, at: front - 8)
        set(Array(image[..<body]).withUnsafeBytes { ImageChecksum.of($0, skipping: 4) }, at: 32)
        return image
    }

    private func padded(_ length: Int) -> Int { (length + 7) / 8 * 8 }
}

/// A copy of an image's bytes, alive as long as a table read from it.
final class ImageCopy: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer

    init(_ image: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(8, image.count), alignment: 16)
        buffer.copyBytes(from: image)
        bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<image.count])
    }

    deinit { UnsafeMutableRawPointer(mutating: bytes.baseAddress!).deallocate() }
}
