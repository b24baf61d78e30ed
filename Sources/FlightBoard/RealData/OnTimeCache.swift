/// A compact binary image of an OnTimeTable, so a second run maps it instead of parsing the CSV.
///
/// The image is a header of 8-byte fields, then each column as a raw array, then three
/// indexes, then the table's summary, every item starting on an 8-byte boundary, so that a
/// reader uses the columns and indexes where they are in the mapped file, copying nothing:
///
/// | offset | what |
/// | --- | --- |
/// | 0 | `FLTC` |
/// | 8 | format version (UInt32) |
/// | 16 | byte-order mark `0x0102_0304` (UInt32, in the writer's order) |
/// | 24 | image length in bytes (Int64) |
/// | 32 | checksum (UInt64: ``ImageChecksum`` of the image, this field counted as zero) |
/// | 40 | source size, modification seconds, nanoseconds (3 × Int64) |
/// | 64 | row count (Int64) |
/// | 72 | source path length (Int64), then the path's UTF-8 bytes |
/// | … | `date`, `carrier`, `flight`, `origin`, `destination`, `scheduledDeparture`, `departureDelay`, `scheduledArrival`, `arrivalDelay`, `status` |
/// | … | the indexes by origin-day, destination-day and carrier-flight, each a key count (Int64), the keys (UInt64), the group starts (Int32, one more than the keys) and the row numbers (Int32) |
/// | … | the summary: the first and last day (2 × Int64, both zero and a count of zero rows for none), the carrier count (Int64) and carriers (UInt16), the airport count (Int64) and each airport's code (UInt32), departures and arrivals (Int32) |
///
/// Numbers are in the writer's byte order: little-endian on every platform Swift runs on for
/// Linux; a reader of the other order sees a wrong byte-order mark and rebuilds.
public enum OnTimeCache {
    /// The source file as it was when the image was made: an image of another file, or of the
    /// same file since changed, is stale.
    public struct SourceStamp: Sendable, Equatable {
        public var path: String
        public var size: Int
        public var modificationSeconds: Int
        public var modificationNanoseconds: Int

        public init(path: String, size: Int, modificationSeconds: Int, modificationNanoseconds: Int) {
            self.path = path
            self.size = size
            self.modificationSeconds = modificationSeconds
            self.modificationNanoseconds = modificationNanoseconds
        }
    }

    /// The bytes to write: a header (magic "FLTC", format version, the source file's size and
    /// modification time and path, the row count, a checksum of the image) then each column as
    /// a raw array, the indexes by (origin, date), (destination, date) and (carrier, flight)
    /// and the summary, built here.
    public static func encode(_ table: OnTimeTable, source: SourceStamp) -> [UInt8] {
        encode(OnTimeIndexedTable(table: table), source: source)
    }

    /// The bytes to write for a table whose indexes are built already (after a parse, to
    /// answer the first queries), so that they are not built twice.
    public static func encode(_ indexed: OnTimeIndexedTable, source: SourceStamp) -> [UInt8] {
        let table = indexed.table
        let path = Array(source.path.utf8)
        let indexes = [indexed.departures, indexed.arrivals, indexed.flights]
        // The exact size, so that the bytes are never moved while they grow: 27 bytes a row for
        // the columns and 12 for the indexes' row numbers, besides padding and the group tables.
        let rows = table.count
        let summary = indexed.summary
        let size = 80 + padded(path.count) + [4, 2, 4, 4, 4, 2, 2, 2, 2, 1].reduce(0) { $0 + padded($1 * rows) }
            + indexes.reduce(0) { $0 + 8 + 8 * $1.keys.count + padded(4 * $1.starts.count) + padded(4 * rows) }
            + 16 + 8 + padded(2 * summary.carriers.count) + 8 + 3 * padded(4 * summary.airports.count)
        var image = CacheImageWriter(capacity: size)
        image.append(magic)
        image.append(version)
        image.append(byteOrderMark)
        image.append(Int64(0))
        image.append(UInt64(0))
        image.append(Int64(source.size))
        image.append(Int64(source.modificationSeconds))
        image.append(Int64(source.modificationNanoseconds))
        image.append(Int64(table.count))
        image.append(Int64(path.count))
        image.append(contentsOf: path)
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
        for index in indexes {
            image.append(Int64(index.keys.count))
            image.append(contentsOf: index.keys)
            image.append(contentsOf: index.starts)
            image.append(contentsOf: index.rows)
        }
        image.append(Int64(summary.days?.lowerBound ?? 0))
        image.append(Int64(summary.days?.upperBound ?? 0))
        image.append(Int64(summary.carriers.count))
        image.append(contentsOf: summary.carriers)
        image.append(Int64(summary.airports.count))
        image.append(contentsOf: summary.airports.map(\.code))
        image.append(contentsOf: summary.airports.map { Int32($0.departures) })
        image.append(contentsOf: summary.airports.map { Int32($0.arrivals) })
        assert(image.bytes.count == size)
        image.set(UInt64(image.bytes.count), at: lengthOffset)
        let checksum = image.bytes.withUnsafeBytes { ImageChecksum.of($0, skipping: checksumOffset / 8, parts: checksumParts) }
        image.set(checksum, at: checksumOffset)
        return image.bytes
    }

    /// Validates and opens an image (from bytes the caller read or mapped): nil when the magic,
    /// version, stamp or checksum do not match (a stale or corrupt cache is rebuilt, never
    /// trusted), or when it is truncated. The columns and indexes stay where they are in
    /// `bytes`, which `owner` keeps alive as long as the table is used.
    public static func decode(_ bytes: UnsafeRawBufferPointer, owner: AnyObject?,
                              expecting stamp: SourceStamp) -> OnTimeIndexedTable? {
        var image = CacheImageReader(bytes)
        guard bytes.count % 8 == 0,
              image.integer(UInt32.self) == magic, image.integer(UInt32.self) == version,
              image.integer(UInt32.self) == byteOrderMark,
              image.integer(Int64.self) == Int64(bytes.count),
              let checksum = image.integer(UInt64.self),
              image.integer(Int64.self) == Int64(stamp.size),
              image.integer(Int64.self) == Int64(stamp.modificationSeconds),
              image.integer(Int64.self) == Int64(stamp.modificationNanoseconds),
              let rows = image.integer(Int64.self).flatMap(Int.init(exactly:)),
              let pathLength = image.integer(Int64.self).flatMap(Int.init(exactly:)),
              let path = image.slice(pathLength), path.elementsEqual(stamp.path.utf8),
              ImageChecksum.of(bytes, skipping: checksumOffset / 8, parts: checksumParts) == checksum,
              let table = readTable(&image, rows: rows, owner: owner),
              let departures = readIndex(&image, rows: rows, owner: owner),
              let arrivals = readIndex(&image, rows: rows, owner: owner),
              let flights = readIndex(&image, rows: rows, owner: owner),
              let summary = readSummary(&image, rows: rows),
              image.atEnd
        else { return nil }
        return OnTimeIndexedTable(table: table, departures: departures, arrivals: arrivals, flights: flights,
                                  summary: summary)
    }

    /// Parts of the image checksummed at once, on as many cores.
    private static let checksumParts = 2

    /// `length` rounded up to whole 8-byte words.
    private static func padded(_ length: Int) -> Int { (length + 7) / 8 * 8 }

    private static func readTable(_ image: inout CacheImageReader, rows: Int, owner: AnyObject?) -> OnTimeTable? {
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
              // The largest value, in a loop the compiler vectorises: every status is known.
              status.withBuffer({ $0.reduce(0) { max($0, $1) } }) <= OnTimeTable.Status.diverted.rawValue
        else { return nil }
        return OnTimeTable(count: rows, date: date, carrier: carrier, flight: flight, origin: origin,
                           destination: destination, scheduledDeparture: scheduledDeparture,
                           departureDelay: departureDelay, scheduledArrival: scheduledArrival,
                           arrivalDelay: arrivalDelay, status: status)
    }

    /// An index of the right shape; its row numbers are checked as queries read them, so that
    /// opening the image does not read them all.
    private static func readIndex(_ image: inout CacheImageReader, rows: Int, owner: AnyObject?) -> OnTimeRowIndex? {
        guard let groups = image.integer(Int64.self).flatMap(Int.init(exactly:)),
              let keys = image.column(UInt64.self, count: groups, owner: owner),
              let starts = image.column(Int32.self, count: groups + 1, owner: owner),
              let order = image.column(Int32.self, count: rows, owner: owner)
        else { return nil }
        let index = OnTimeRowIndex(keys: keys, starts: starts, rows: order)
        return index.hasShape(count: rows) ? index : nil
    }

    private static func readSummary(_ image: inout CacheImageReader, rows: Int) -> OnTimeTableSummary? {
        guard let low = image.integer(Int64.self).flatMap(Int32.init(exactly:)),
              let high = image.integer(Int64.self).flatMap(Int32.init(exactly:)), low <= high,
              let carrierCount = image.integer(Int64.self).flatMap(Int.init(exactly:)),
              let carriers = image.array(UInt16.self, count: carrierCount),
              let airportCount = image.integer(Int64.self).flatMap(Int.init(exactly:)),
              let codes = image.array(UInt32.self, count: airportCount),
              let departures = image.array(Int32.self, count: airportCount),
              let arrivals = image.array(Int32.self, count: airportCount)
        else { return nil }
        let airports = codes.indices.map {
            OnTimeTableSummary.AirportCount(code: codes[$0], departures: Int(departures[$0]), arrivals: Int(arrivals[$0]))
        }
        return OnTimeTableSummary(days: rows > 0 ? low...high : nil, carriers: carriers, airports: airports)
    }

    private static let magic = UInt32(littleEndian: 0x4354_4C46)  // "FLTC"
    /// Changes whenever the layout or the meaning of a column changes.
    private static let version: UInt32 = 2
    private static let byteOrderMark: UInt32 = 0x0102_0304
    private static let lengthOffset = 24
    private static let checksumOffset = 32
}
