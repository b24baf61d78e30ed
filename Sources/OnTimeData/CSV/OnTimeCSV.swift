import FlightBoard
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the on-time files of US flights: nycflights13's `flights.csv`, and the Bureau of
/// Transportation Statistics' "Reporting Carrier On-Time Performance" downloads.
///
/// The layout is recognised by the header line and columns are found by name, so the columns
/// a layout does not need, and their order, do not matter. Either way:
/// - a row is cancelled when the file says so (`Cancelled` is 1) or it has no departure time;
///   a cancelled row has no delays;
/// - a row is diverted when the file says so (`Diverted` is 1), or it departed but has no
///   arrival time, or no arrival delay in a file with an arrival delay column;
/// - a delay the file does not give is worked out from the times, as between 2 hours early
///   and 22 hours late, across midnight when needed (`2400` being the end of the day).
///
/// Accepted everywhere: a UTF-8 byte order mark, `\r\n` line ends, blank lines, quoted fields
/// (with commas, doubled quotes and newlines inside), no final newline, `NA` or an empty field
/// for a missing value, and numbers written `-3.00`.
public enum OnTimeCSV {
    /// Which kind of on-time file it was.
    public enum Layout: Sendable, Equatable {
        /// `year,month,day,dep_time,sched_dep_time,dep_delay,…`, times as `HMM` and `NA` for missing.
        case nycflights13
        /// `"Year","Quarter",…,"FlightDate","Reporting_Airline",…`, every field quoted.
        case bts
    }

    /// A parsed file.
    public struct Result: Sendable {
        /// The rows read, in file order, bad rows left out.
        public let table: OnTimeTable
        /// The layout the header line was recognised as.
        public let layout: Layout
        /// Bad rows left out (always 0 unless bad rows are skipped).
        public let skippedRows: Int
        /// What was wrong with the first bad row left out, to show the user.
        public let firstSkipped: OnTimeFileError?
        /// The table's days, airlines and airports, counted as it was read.
        public let summary: OnTimeTableSummary
    }

    /// Parses a whole on-time file (all of its bytes, as read or mapped; nothing is copied).
    ///
    /// - Parameters:
    ///   - file: the name to give in errors.
    ///   - skipBadRows: false, the first bad row throws; true, bad rows are left out and counted.
    /// - Throws: an ``OnTimeFileError`` naming the file, the line and the column, and saying what is
    ///   wrong: `flights.csv: line 12, column dep_delay: expected a whole number of minutes
    ///   (at most 32767) or NA, found "1x"`. An empty file or a header of neither layout throws
    ///   whatever `skipBadRows` says.
    /// - Parameter details: whether to read what rows say beyond their times (``OnTimeDetails``):
    ///   a board has no use for them, and they are an eighth of reading a BTS file.
    public static func parse(_ bytes: UnsafeRawBufferPointer, file: String, skipBadRows: Bool, details: Bool = true)
        throws(OnTimeFileError) -> Result {
        try parse(bytes, file: file, skipBadRows: skipBadRows, rows: nil, details: details)
    }

    /// Parses the rows of the file `bytes` that start at or after `rows.lowerBound` and end by
    /// `rows.upperBound` (both just after a line end), all of them when `rows` is nil: a part
    /// of a large file read in place, the columns named by its header line. The lines of errors
    /// count from the part's start, as if the header line were just before it.
    static func parse(_ bytes: UnsafeRawBufferPointer, file: String, skipBadRows: Bool, rows: Range<Int>?,
                      details: Bool = true) throws(OnTimeFileError) -> Result {
        // Stretches of about a megabyte: small enough that the cores share them out evenly
        // however late one starts, large enough that each costs little more than its bytes.
        let size = rows?.count ?? bytes.count
        return try parse(bytes, file: file, skipBadRows: skipBadRows, stretches: max(1, min(256, size >> 20)), rows: rows,
                         details: details)
    }

    /// Parses the file in `stretches` parts, shared out over the cores (or over `threads`, when
    /// given), each starting on a line; `structural` false reads every field one by one (see
    /// ``OnTimeChunkParser/structural``).
    static func parse(_ bytes: UnsafeRawBufferPointer, file: String, skipBadRows: Bool, stretches: Int,
                      structural: Bool = true, rows: Range<Int>? = nil, threads: Int? = nil,
                      details: Bool = true) throws(OnTimeFileError) -> Result {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw OnTimeFileError(file: file, kind: .emptyFile, message: emptyFile)
        }
        // Started first, so that the other cores wake while this one reads the header. At most
        // eight: each thread's summary counter (half a megabyte) is added up at the end on this
        // one, and more threads than that would spend on it what they save on the parse.
        let team = Parallel.Team(threads: threads ?? min(Parallel.cores, stretches, 8))
        defer { team.dismiss() }
        let end = rows?.upperBound ?? bytes.count
        var scanner = CSVScanner(bytes: base, end: bytes.count, position: 0)
        if bytes.count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { scanner.position = 3 }
        let (columns, linesBeforeData) = try readHeader(&scanner, file: file, details: details)
        let parser = OnTimeChunkParser(bytes: base, end: end, columns: columns, skipBadRows: skipBadRows,
                                       structural: structural)
        let dataStart = max(scanner.position, rows?.lowerBound ?? 0)
        let bounds = lineStarts(base, from: dataStart, to: end, parts: stretches)
        let parts = bounds.count - 1
        // A stretch that stops short of the end of the file stops just after a newline, and each
        // of its rows takes at least one (a row running on into the next stretch does so inside
        // a quoted field, past one of its newlines); one that reaches the end may end without a
        // newline, so with a row more. That is each stretch's room in the table, and the rows
        // are moved together at the end by the few blank lines, if any.
        let room = team.map(parts) { part, _ in
            // Counting brings the pages in, a fault for every sixteen: cheaper than asking for
            // them all in one call (MADV_POPULATE_READ), which goes page by page.
            return newlines(base, from: bounds[part], to: bounds[part + 1]) + (bounds[part + 1] == end ? 1 : 0)
        }
        let offsets = room.reduce(into: [0]) { $0.append($0.last! + $1) }

        var failure: OnTimeFileError?
        var skippedRows = 0
        var firstSkipped: OnTimeFileError?
        // Each thread counts the rows it reads into its own counter, and they are added up at the end.
        let counters = UnsafeMutableBufferPointer<OnTimeTableSummary.Counter?>.allocate(capacity: team.threads)
        counters.initialize(repeating: nil)
        defer {
            for case let counter? in counters { OnTimeTableSummary.Counter.giveBack(counter) }
            _ = counters.deinitialize()
            counters.deallocate()
        }
        var counted = true
        let table = OnTimeColumnPointers.table(capacity: offsets[parts], details: columns.hasDetails) { output in
            var chunks = team.map(parts) { part, thread in
                let chunk = parser.parse(from: bounds[part], upTo: bounds[part + 1], into: output.advanced(by: offsets[part]))
                precondition(chunk.rows <= room[part], "a stretch had more rows than room for them")
                if counters[thread] == nil { counters[thread] = OnTimeTableSummary.Counter.borrow() }
                output.advanced(by: offsets[part]).count(chunk.rows, into: counters[thread]!)
                return chunk
            }
            // The rest is on this thread: the others need not spin through it.
            team.dismiss()
            // A stretch counts when the one before ended where it starts: the one before knew
            // where its rows really ended. One that began inside a quoted field holding a newline
            // did not start on a row, so the rest of the file is parsed in one go instead, into
            // the room of the stretches it replaces.
            var accepted = 1
            while accepted < parts, chunks[accepted - 1].stop < end,
                  chunks[accepted - 1].firstProblem == nil || skipBadRows {
                if chunks[accepted].start != chunks[accepted - 1].stop {
                    let rest = parser.parse(from: chunks[accepted - 1].stop, upTo: end,
                                            into: output.advanced(by: offsets[accepted]))
                    chunks.replaceSubrange(accepted..., with: [rest])
                    counted = false
                }
                accepted += 1
            }
            // Stretches left out after one that ran to the end of the file were counted all the same.
            if chunks[accepted...].contains(where: { $0.rows > 0 }) { counted = false }

            var rows = 0
            var linesBefore = linesBeforeData
            for (part, chunk) in chunks[..<accepted].enumerated() {
                if let problem = chunk.firstProblem {
                    let error = problem.error(file: file, linesBefore: linesBefore)
                    guard skipBadRows else {
                        failure = error
                        return 0
                    }
                    if firstSkipped == nil { firstSkipped = error }
                }
                skippedRows += chunk.skippedRows
                linesBefore += chunk.lines
                output.moveRows(from: offsets[part], to: rows, count: chunk.rows)
                rows += chunk.rows
            }
            return rows
        }
        if let failure { throw failure }
        // Stretches read again in one go were counted twice: then the table is counted afresh.
        let summary: OnTimeTableSummary
        let used = counters.compactMap { $0 }
        if counted, let total = used.first {
            for counter in used.dropFirst() { total.add(counter) }
            summary = total.summary
        } else {
            summary = OnTimeTableSummary(table: table)
        }
        return Result(table: table, layout: columns.layout, skippedRows: skippedRows, firstSkipped: firstSkipped,
                      summary: summary)
    }

    private static let emptyFile = "empty file: expected a header line naming the columns of an on-time file"

    /// Reads the header line (the first that is not blank), and gives the columns and the
    /// number of lines up to and including it.
    private static func readHeader(_ scanner: inout CSVScanner, file: String, details: Bool)
        throws(OnTimeFileError) -> (OnTimeColumns, lines: Int) {
        while !scanner.atEnd, scanner.bytes[scanner.position] == CSVScanner.newline
            || scanner.bytes[scanner.position] == CSVScanner.carriageReturn {
            if scanner.bytes[scanner.position] == CSVScanner.newline { scanner.newlines += 1 }
            scanner.position += 1
        }
        guard !scanner.atEnd else { throw OnTimeFileError(file: file, kind: .emptyFile, message: emptyFile) }
        let line = scanner.newlines + 1
        var names: [String] = []
        var stop = CSVScanner.Stop.comma
        while stop == .comma {
            do {
                let field = try scanner.field()
                names.append(scanner.text(of: field))
                stop = field.stop
            } catch {
                throw OnTimeFileError(file: file, kind: .header(line: line), message: error.message)
            }
        }
        // Lines that end in a carriage return alone (old Mac files) read as one long header.
        if names.contains(where: { $0.contains("\r") }) {
            throw OnTimeFileError(file: file, kind: .header(line: line),
                                  message: "lines end in a carriage return alone; an on-time file's lines end in a line feed (LF or CR LF)")
        }
        do {
            return (try OnTimeColumns(header: names, details: details), scanner.newlines)
        } catch {
            let list = error.missing.joined(separator: ", ")
            throw OnTimeFileError(
                file: file, kind: .header(line: line),
                message: "not an on-time file: missing \(error.missing.count == 1 ? "column" : "columns") \(list) "
                    + "(expected the nycflights13 or the BTS layout)")
        }
    }

    /// `parts + 1` offsets from `start` to `end`, each inner one just after a newline, so that
    /// each stretch holds whole lines (unless a quoted field holds a newline, which the caller
    /// finds out). Stretches may be empty.
    private static func lineStarts(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, parts: Int) -> [Int] {
        var bounds = [start]
        for part in 1..<max(1, parts) {
            let guess = max(bounds.last!, start + (end - start) / parts * part)
            if let newline = memchr(base + guess, Int32(CSVScanner.newline), end - guess) {
                bounds.append(UnsafePointer<UInt8>(newline.assumingMemoryBound(to: UInt8.self)) - base + 1)
            } else {
                bounds.append(end)
            }
        }
        bounds.append(end)
        return bounds
    }

    /// The number of newlines in `start..<end`, 64 bytes a step (memchr would be called once a
    /// line). A byte of `x ^ 0x0A` is zero exactly where `x` has a newline, and
    /// `~(((v & 0x7F) + 0x7F) | v) >> 7` is 1 exactly for a zero byte: sixteen bytes at once,
    /// added up in sixteen byte-wide counters, emptied (at most 252 each) before they can overflow.
    private static func newlines(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        var count = 0
        var at = start
        while at + 64 <= end {
            var counters = SIMD16<UInt8>(repeating: 0)
            var steps = 0
            while steps < 63 && at + 64 <= end {
                for part in 0..<4 {
                    let x = raw.loadUnaligned(fromByteOffset: at + 16 * part, as: SIMD16<UInt8>.self) ^ 0x0A
                    counters &+= ~(((x & 0x7F) &+ 0x7F) | x) &>> 7
                }
                at += 64
                steps += 1
            }
            count &+= Int(SIMD16<UInt16>(truncatingIfNeeded: counters).wrappedSum())
        }
        while at < end {
            count &+= base[at] == CSVScanner.newline ? 1 : 0
            at += 1
        }
        return count
    }
}
