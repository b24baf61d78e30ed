/// A compact binary image of an OnTimeTable, so a second run maps it instead of parsing the CSV.
///
/// The image is a header of 8-byte fields, then each column as a raw array, then three
/// indexes, every item starting on an 8-byte boundary (so arrays copy straight out):
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
    /// a raw array, and the indexes by (origin, date), (destination, date) and (carrier, flight),
    /// built here.
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
        let size = 80 + padded(path.count) + [4, 2, 4, 4, 4, 2, 2, 2, 2, 1].reduce(0) { $0 + padded($1 * rows) }
            + indexes.reduce(0) { $0 + 8 + 8 * $1.keys.count + padded(4 * $1.starts.count) + padded(4 * rows) }
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
        assert(image.bytes.count == size)
        image.set(UInt64(image.bytes.count), at: lengthOffset)
        let checksum = image.bytes.withUnsafeBytes { ImageChecksum.of($0, skipping: checksumOffset / 8) }
        image.set(checksum, at: checksumOffset)
        return image.bytes
    }

    /// Validates and opens an image (from bytes the caller read or mapped): nil when the magic,
    /// version, stamp or checksum do not match (a stale or corrupt cache is rebuilt, never
    /// trusted), or when it is truncated. The columns and indexes are copied out, so the bytes
    /// may be unmapped afterwards.
    public static func decode(_ bytes: UnsafeRawBufferPointer, expecting stamp: SourceStamp) -> OnTimeIndexedTable? {
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
              ImageChecksum.of(bytes, skipping: checksumOffset / 8) == checksum,
              let table = readTable(&image, rows: rows),
              let departures = readIndex(&image, rows: rows),
              let arrivals = readIndex(&image, rows: rows),
              let flights = readIndex(&image, rows: rows),
              image.atEnd
        else { return nil }
        return OnTimeIndexedTable(table: table, departures: departures, arrivals: arrivals, flights: flights)
    }

    /// `length` rounded up to whole 8-byte words.
    private static func padded(_ length: Int) -> Int { (length + 7) / 8 * 8 }

    private static func readTable(_ image: inout CacheImageReader, rows: Int) -> OnTimeTable? {
        guard let date = image.array(Int32.self, count: rows),
              let carrier = image.array(UInt16.self, count: rows),
              let flight = image.array(Int32.self, count: rows),
              let origin = image.array(UInt32.self, count: rows),
              let destination = image.array(UInt32.self, count: rows),
              let scheduledDeparture = image.array(Int16.self, count: rows),
              let departureDelay = image.array(Int16.self, count: rows),
              let scheduledArrival = image.array(Int16.self, count: rows),
              let arrivalDelay = image.array(Int16.self, count: rows),
              let status = image.array(UInt8.self, count: rows),
              status.allSatisfy({ OnTimeTable.Status(rawValue: $0) != nil })
        else { return nil }
        return OnTimeTable(count: rows, date: date, carrier: carrier, flight: flight, origin: origin,
                           destination: destination, scheduledDeparture: scheduledDeparture,
                           departureDelay: departureDelay, scheduledArrival: scheduledArrival,
                           arrivalDelay: arrivalDelay, status: status)
    }

    private static func readIndex(_ image: inout CacheImageReader, rows: Int) -> OnTimeRowIndex? {
        guard let groups = image.integer(Int64.self).flatMap(Int.init(exactly:)),
              let keys = image.array(UInt64.self, count: groups),
              let starts = image.array(Int32.self, count: groups + 1),
              let order = image.array(Int32.self, count: rows)
        else { return nil }
        let index = OnTimeRowIndex(keys: keys, starts: starts, rows: order)
        return index.isValid(count: rows) ? index : nil
    }

    private static let magic = UInt32(littleEndian: 0x4354_4C46)  // "FLTC"
    /// Changes whenever the layout or the meaning of a column changes.
    private static let version: UInt32 = 1
    private static let byteOrderMark: UInt32 = 0x0102_0304
    private static let lengthOffset = 24
    private static let checksumOffset = 32
}
