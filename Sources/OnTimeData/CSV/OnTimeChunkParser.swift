import FlightBoard
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses the rows that start in one stretch of an on-time file, straight from the bytes, so
/// that stretches can be parsed at the same time on several cores.
///
/// Fields are read in place: numbers and codes are decoded by hand from their bytes, the
/// columns nobody reads are stepped over, and no `String` is made unless a row is bad.
struct OnTimeChunkParser {
    let bytes: UnsafePointer<UInt8>
    let end: Int
    let columns: OnTimeColumns
    let skipBadRows: Bool
    /// Whether runs of skipped fields and the ends of rows are stepped over by masks
    /// (``CSVScanner/skipFields(_:)``); false reads every field one by one, the reference the
    /// tests hold the other way to.
    let structural: Bool

    /// Parses the rows that start in `start..<limit` (the last one may run past `limit`) into
    /// `output`, which has room for one more row than there are newlines in the stretch.
    func parse(from start: Int, upTo limit: Int, into output: OnTimeColumnPointers) -> OnTimeChunk {
        var scanner = CSVScanner(bytes: bytes, end: end, position: start)
        var days = DayNumbers()
        var leading = LeadingFields()
        var rows = 0
        var skippedRows = 0
        var firstProblem: OnTimeRowProblem?
        columns.roles.withUnsafeBufferPointer { roles in
            while scanner.position < limit {
                let rowStart = scanner.position
                let rowLine = scanner.newlines
                if skipBlankLine(&scanner) { continue }
                do throws(OnTimeRowProblem) {
                    try parseRow(&scanner, roles, into: output, at: rows, days: &days, leading: &leading)
                    rows += 1
                } catch {
                    var problem = error
                    problem.line = rowLine
                    skippedRows += 1
                    if firstProblem == nil { firstProblem = problem }
                    guard skipBadRows else { break }
                    scanner.position = rowStart
                    scanner.newlines = rowLine
                    scanner.skipLine()
                }
            }
        }
        return OnTimeChunk(start: start, stop: scanner.position, rows: rows, lines: scanner.newlines,
                           skippedRows: skippedRows, firstProblem: firstProblem)
    }

    /// Steps over an empty line (`\n` or `\r\n`), if the scanner is at one.
    @inline(__always)
    private func skipBlankLine(_ scanner: inout CSVScanner) -> Bool {
        let at = scanner.position
        var next = at
        if bytes[at] == CSVScanner.carriageReturn { next += 1 }
        if next == end {
            scanner.position = end
            return true
        }
        guard bytes[next] == CSVScanner.newline else { return false }
        scanner.position = next + 1
        scanner.newlines += 1
        return true
    }

    /// A row's values as its fields give them, before they are worked out into a flight.
    private struct Values {
        var year = 0, month = 0, day = 0, flightDate = 0
        var carrier: UInt16 = 0, flight: Int32 = 0, origin: UInt32 = 0, destination: UInt32 = 0
        var scheduledDeparture = 0, departureTime = OnTimeChunkParser.absent, departureDelay = OnTimeChunkParser.absent
        var scheduledArrival = 0, arrivalTime = OnTimeChunkParser.absent, arrivalDelay = OnTimeChunkParser.absent
        var cancelled = false, diverted = false
        var tail: UInt64 = 0
        var details = OnTimeDetails()
    }

    /// The bytes of the last row's leading date fields (``OnTimeColumns/leadingDateFields``) and
    /// what they said. Files are sorted by date, so most rows start with the same bytes as the
    /// row before, and then their date is known without reading those fields again.
    struct LeadingFields {
        var start = 0
        /// Up to and including the comma after the last date field; 0 when there is nothing to compare.
        var length = 0
        var year = 0, month = 0, day = 0, flightDate = 0
    }

    /// Reads one row's fields and appends the flight, or throws what is wrong with the row
    /// (its line left for the caller to fill in).
    @inline(__always)
    private func parseRow(_ scanner: inout CSVScanner, _ roles: UnsafeBufferPointer<OnTimeColumns.Role>,
                          into output: OnTimeColumnPointers, at row: Int, days: inout DayNumbers,
                          leading: inout LeadingFields) throws(OnTimeRowProblem) {
        var values = Values()
        var first = 0
        let rowStart = scanner.position
        if leading.length > 0 && startsLikeTheRowBefore(rowStart, leading) {
            (values.year, values.month, values.day, values.flightDate) = (leading.year, leading.month, leading.day, leading.flightDate)
            scanner.position += leading.length
            first = columns.leadingDateFields
        }
        var stop = CSVScanner.Stop.comma
        var position = first
        while position < roles.count {
            guard stop == .comma else {
                throw OnTimeRowProblem(line: 0, column: columns.names[position],
                                       message: "the row ends before this column (it has \(position) fields)")
            }
            if position == columns.leadingDateFields && first == 0 {
                leading = remembered(rowStart, scanner.position, values)
            }
            switch roles[position] {
            case .skip:
                // One field is read as fast by the field reader; most of a wide row's are in runs.
                if structural, case let run = columns.skippedRuns[position], run > 1, let last = scanner.skipFields(run) {
                    stop = last
                    position += run
                    continue
                }
                _ = try field(&scanner, &stop, position)
            case .year: values.year = try number(&scanner, &stop, position, .wholeNumber)
            case .month: values.month = try number(&scanner, &stop, position, .wholeNumber)
            case .day: values.day = try number(&scanner, &stop, position, .wholeNumber)
            case .flightDate: values.flightDate = try date(&scanner, &stop, position)
            case .carrier: values.carrier = UInt16(try code(&scanner, &stop, position, .carrier))
            case .flight: values.flight = Int32(try number(&scanner, &stop, position, .flightNumber))
            case .origin: values.origin = try code(&scanner, &stop, position, .airport)
            case .destination: values.destination = try code(&scanner, &stop, position, .airport)
            case .scheduledDeparture: values.scheduledDeparture = try number(&scanner, &stop, position, .time)
            case .departureTime: values.departureTime = try number(&scanner, &stop, position, .optionalTime)
            case .departureDelay: values.departureDelay = try number(&scanner, &stop, position, .minutes)
            case .scheduledArrival: values.scheduledArrival = try number(&scanner, &stop, position, .time)
            case .arrivalTime: values.arrivalTime = try number(&scanner, &stop, position, .optionalTime)
            case .arrivalDelay: values.arrivalDelay = try number(&scanner, &stop, position, .minutes)
            case .cancelled: values.cancelled = try number(&scanner, &stop, position, .flag) == 1
            case .diverted: values.diverted = try number(&scanner, &stop, position, .flag) == 1
            case .tail: values.tail = try tail(&scanner, &stop, position)
            case .cancellationCode: values.details.cancellationCode = try cancellationCode(&scanner, &stop, position)
            case .carrierDelay: values.details.carrierDelay = try optional(&scanner, &stop, position, .minutes)
            case .weatherDelay: values.details.weatherDelay = try optional(&scanner, &stop, position, .minutes)
            case .nasDelay: values.details.nasDelay = try optional(&scanner, &stop, position, .minutes)
            case .securityDelay: values.details.securityDelay = try optional(&scanner, &stop, position, .minutes)
            case .lateAircraftDelay: values.details.lateAircraftDelay = try optional(&scanner, &stop, position, .minutes)
            case .distance: values.details.distance = try optional(&scanner, &stop, position, .amount)
            case .airTime: values.details.airTime = try optional(&scanner, &stop, position, .amount)
            }
            position += 1
        }
        if stop == .comma && !(structural && columns.longRest && scanner.skipRestOfLine()) { scanner.skipLine() }

        if values.flightDate != 0 {
            values.year = values.flightDate / 10000
            values.month = values.flightDate / 100 % 100
            values.day = values.flightDate % 100
        }
        guard var date = days.days(year: values.year, month: values.month, day: values.day) else {
            throw badDate(values.year, values.month, values.day)
        }
        // 2400 is midnight at the end of the day: a departure then is the next day's 00:00.
        if values.scheduledDeparture == 1440 {
            values.scheduledDeparture = 0
            date += 1
        }
        // A day no command can be asked about is no flight to keep: every board, history and
        // statistic of the data would refuse the clock it sets.
        guard Self.supportedDays.contains(date) else { throw unsupportedDate(date) }
        values.scheduledArrival %= 1440

        let status: OnTimeTable.Status
        if values.cancelled || values.departureTime == Self.absent {
            status = .cancelled
            values.departureDelay = Self.absent
            values.arrivalDelay = Self.absent
        } else {
            values.details.cancellationCode = 0
            if values.departureDelay == Self.absent {
                values.departureDelay = delay(values.departureTime - values.scheduledDeparture)
            }
            // A file that gives arrival delays leaves a diverted flight's empty; only without
            // the column is the delay worked out from the times.
            if values.arrivalDelay == Self.absent && !columns.hasArrivalDelay && values.arrivalTime != Self.absent {
                values.arrivalDelay = delay(values.arrivalTime - values.scheduledArrival)
            }
            if values.diverted || values.arrivalTime == Self.absent || values.arrivalDelay == Self.absent {
                status = .diverted
                values.arrivalDelay = Self.absent
            } else {
                status = .operated
            }
        }
        output.set(row, date: date, carrier: values.carrier, flight: values.flight, origin: values.origin,
                   destination: values.destination, scheduledDeparture: Int16(values.scheduledDeparture),
                   departureDelay: Int16(values.departureDelay), scheduledArrival: Int16(values.scheduledArrival),
                   arrivalDelay: Int16(values.arrivalDelay), status: status, tail: values.tail, details: values.details)
    }

    /// Whether the row at `start` begins with the same bytes as the row before's date fields.
    @inline(__always)
    private func startsLikeTheRowBefore(_ start: Int, _ leading: LeadingFields) -> Bool {
        guard start + leading.length + 8 <= end else { return false }
        let raw = UnsafeRawPointer(bytes)
        var offset = 0
        while offset + 8 <= leading.length {
            guard raw.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self)
                == raw.loadUnaligned(fromByteOffset: leading.start + offset, as: UInt64.self) else { return false }
            offset += 8
        }
        let rest = UInt64(leading.length - offset)
        guard rest > 0 else { return true }
        // The first `rest` bytes, which are the low ones once read as little-endian.
        let mask: UInt64 = (1 << (8 * rest)) - 1
        return (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self))
            ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: leading.start + offset, as: UInt64.self))) & mask == 0
    }

    /// The date fields from `start` to `stop`, to compare the next rows with; nothing to compare
    /// when a quoted field among them holds a newline, since every newline must be counted.
    private func remembered(_ start: Int, _ stop: Int, _ values: Values) -> LeadingFields {
        guard memchr(bytes + start, Int32(CSVScanner.newline), stop - start) == nil else { return LeadingFields() }
        return LeadingFields(start: start, length: stop - start, year: values.year, month: values.month,
                             day: values.day, flightDate: values.flightDate)
    }

    /// A delay from two clock times in minutes, with the day shift that makes sense: a flight is
    /// at most 2 hours early and less than 22 hours late. That window is what reproduces every
    /// delay nycflights13 gives (early arrivals just before midnight, departures 21 hours late);
    /// a window of −12 to +24 hours gets 828 of them wrong.
    @inline(__always)
    private func delay(_ difference: Int) -> Int {
        difference < -120 ? difference + 1440 : difference >= 1320 ? difference - 1440 : difference
    }

    // MARK: - Fields

    /// What a numeric or code field must hold.
    private enum Expectation {
        case wholeNumber, flightNumber, minutes, time, optionalTime, flag, date, carrier, airport
        /// Miles or minutes that cannot be negative: 0 to 32767, or missing.
        case amount
    }

    /// A missing value: a delay or a time the file leaves empty or gives as `NA`.
    private static let absent = Int(OnTimeTable.missing)

    /// Any field, read the careful way.
    @inline(__always)
    private func field(_ scanner: inout CSVScanner, _ stop: inout CSVScanner.Stop, _ position: Int)
        throws(OnTimeRowProblem) -> CSVScanner.Field {
        do {
            let field = try scanner.field()
            stop = field.stop
            return field
        } catch {
            throw OnTimeRowProblem(line: 0, column: columns.names[position], message: error.message)
        }
    }

    /// A number as `expected` says, checked and converted (times to minutes after midnight,
    /// 0...1440), or `absent` when it is missing and may be.
    @inline(__always)
    private func number(_ scanner: inout CSVScanner, _ stop: inout CSVScanner.Stop, _ position: Int,
                        _ expected: Expectation) throws(OnTimeRowProblem) -> Int {
        var plain = scanner
        if let number = plain.plainInteger(), let value = checked(number.value, expected) {
            scanner = plain
            stop = number.stop
            return value
        }
        return try carefulNumber(&scanner, &stop, position, expected)
    }

    /// ``number(_:_:_:_:)`` for any field: missing values, and what is wrong when it is not one.
    @inline(never)
    private func carefulNumber(_ scanner: inout CSVScanner, _ stop: inout CSVScanner.Stop, _ position: Int,
                               _ expected: Expectation) throws(OnTimeRowProblem) -> Int {
        let start = scanner.position
        let field = try field(&scanner, &stop, position)
        if isAbsent(field) {
            switch expected {
            case .minutes, .optionalTime, .amount: return Self.absent
            case .flag: return 0
            default: throw problem(position, start, expected)
            }
        }
        guard let number = integer(field), let value = checked(number, expected) else {
            throw problem(position, start, expected)
        }
        return value
    }

    /// `value` converted as `expected` says, or nil when it is out of range.
    @inline(__always)
    private func checked(_ value: Int, _ expected: Expectation) -> Int? {
        switch expected {
        case .wholeNumber:
            value
        case .flightNumber:
            // A flight number is 1 to 9999, as it is written and looked up (`UA1545`).
            (1...9999).contains(value) ? value : nil
        case .minutes:
            abs(value) <= Int(Int16.max) ? value : nil
        case .amount:
            (0...Int(Int16.max)).contains(value) ? value : nil
        case .time, .optionalTime:
            // `HHMM`, `HMM` or `MM`; 2400 is the end of the day. Unsigned, so that a negative
            // value is too large and the division is one multiplication, with no sign fixes.
            UInt(bitPattern: value) <= 2400 && UInt(bitPattern: value) % 100 < 60
                ? Int(UInt(bitPattern: value) / 100 * 60 + UInt(bitPattern: value) % 100) : nil
        case .flag:
            value == 0 || value == 1 ? value : nil
        case .date, .carrier, .airport:
            nil
        }
    }

    /// A packed airline (2) or airport (3) code of uppercase letters and digits.
    @inline(__always)
    private func code(_ scanner: inout CSVScanner, _ stop: inout CSVScanner.Stop, _ position: Int,
                      _ expected: Expectation) throws(OnTimeRowProblem) -> UInt32 {
        if let plain = scanner.plainCode(length: expected == .carrier ? 2 : 3) {
            stop = plain.stop
            return plain.value
        }
        return try carefulCode(&scanner, &stop, position, expected)
    }

    /// ``code(_:_:_:_:)`` for any field, and what is wrong when it is not one.
    @inline(never)
    private func carefulCode(_ scanner: inout CSVScanner, _ stop: inout CSVScanner.Stop, _ position: Int,
                             _ expected: Expectation) throws(OnTimeRowProblem) -> UInt32 {
        let start = scanner.position
        let field = try field(&scanner, &stop, position)
        guard field.length == (expected == .carrier ? 2 : 3) else { throw problem(position, start, expected) }
        var packed: UInt32 = 0
        for i in field.start..<field.end {
            guard OnTimeTable.isCodeByte(bytes[i]) else { throw problem(position, start, expected) }
            packed = packed << 8 | UInt32(bytes[i])
        }
        return packed
    }

    /// An aircraft's registration, packed as ``OnTimeTable/tail``; 0 when the field is empty,
    /// `NA` or longer than 8 bytes. Its bytes are not checked here but when it is shown
    /// (``OnTimeTable/tail(_:)`` gives none for anything but capital letters and digits): a
    /// registration is never computed with, so a strange one is no reason to refuse the row,
    /// and checking each byte cost a tenth of reading nycflights13.
    @inline(__always)
    private func tail(_ scanner: inout CSVScanner, _ stop: inout CSVScanner.Stop, _ position: Int)
        throws(OnTimeRowProblem) -> UInt64 {
        let field = try field(&scanner, &stop, position)
        guard (1...8).contains(field.length), !isAbsent(field) else { return 0 }
        if field.start + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes + field.start).loadUnaligned(as: UInt64.self))
            return field.length == 8 ? word : word & (1 << (8 * UInt64(field.length)) - 1)
        }
        var packed: UInt64 = 0
        for index in (field.start..<field.end).reversed() { packed = packed << 8 | UInt64(bytes[index]) }
        return packed
    }

    /// A detail's number (``OnTimeDetails``), or `missing`: most rows leave the causes empty, so an
    /// empty field is stepped over before trying the digits.
    @inline(__always)
    private func optional(_ scanner: inout CSVScanner, _ stop: inout CSVScanner.Stop, _ position: Int,
                          _ expected: Expectation) throws(OnTimeRowProblem) -> Int16 {
        if scanner.skipEmptyField() {
            stop = .comma
            return OnTimeTable.missing
        }
        return Int16(truncatingIfNeeded: try number(&scanner, &stop, position, expected))
    }

    /// BTS's reason for a cancellation, `A` to `D` as its byte; 0 for an empty field or anything
    /// else, which is no reason to refuse the row (the row's `Cancelled` says whether it flew).
    @inline(__always)
    private func cancellationCode(_ scanner: inout CSVScanner, _ stop: inout CSVScanner.Stop, _ position: Int)
        throws(OnTimeRowProblem) -> UInt8 {
        if scanner.skipEmptyField() {
            stop = .comma
            return 0
        }
        let field = try field(&scanner, &stop, position)
        guard field.length == 1, case let code = bytes[field.start], (UInt8(ascii: "A")...UInt8(ascii: "D")).contains(code)
        else { return 0 }
        return code
    }

    /// `YYYY-MM-DD` as the number YYYYMMDD, checked as a date later.
    @inline(__always)
    private func date(_ scanner: inout CSVScanner, _ stop: inout CSVScanner.Stop, _ position: Int)
        throws(OnTimeRowProblem) -> Int {
        let start = scanner.position
        let field = try field(&scanner, &stop, position)
        var value = 0
        var valid = field.length == 10
        if valid {
            for offset in 0..<10 {
                let byte = bytes[field.start + offset]
                if offset == 4 || offset == 7 {
                    valid = valid && byte == UInt8(ascii: "-")
                } else {
                    let digit = byte &- UInt8(ascii: "0")
                    valid = valid && digit < 10
                    value = value &* 10 &+ Int(digit)
                }
            }
        }
        guard valid, value >= 10101 else { throw problem(position, start, .date) }
        return value
    }

    @inline(__always)
    private func isAbsent(_ field: CSVScanner.Field) -> Bool {
        field.isEmpty
            || field.length == 2 && bytes[field.start] == UInt8(ascii: "N") && bytes[field.start + 1] == UInt8(ascii: "A")
    }

    /// An optional sign, 1 to 9 digits, and optionally a point followed by zeros only
    /// (BTS writes `-3.00`); nil for anything else.
    @inline(__always)
    private func integer(_ field: CSVScanner.Field) -> Int? {
        var i = field.start
        let end = field.end
        guard i < end else { return nil }
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let digitsStart = i
        var value = 0
        while i < end, case let digit = bytes[i] &- UInt8(ascii: "0"), digit < 10 {
            value = value &* 10 &+ Int(digit)
            i += 1
        }
        guard i > digitsStart, i - digitsStart <= 9 else { return nil }
        if i < end {
            guard bytes[i] == UInt8(ascii: ".") else { return nil }
            i += 1
            while i < end && bytes[i] == UInt8(ascii: "0") { i += 1 }
            guard i == end else { return nil }
        }
        return negative ? -value : value
    }

    // MARK: - Problems

    /// The field at `start` is not what `expected` says: the message quotes it.
    @inline(never)
    private func problem(_ position: Int, _ start: Int, _ expected: Expectation) -> OnTimeRowProblem {
        var scanner = CSVScanner(bytes: bytes, end: end, position: start)
        let found = (try? scanner.field()).map { scanner.text(of: $0, limit: 40) } ?? ""
        let missing = columns.layout == .nycflights13 ? "NA" : "an empty field"
        let what = switch expected {
        case .wholeNumber: "a whole number"
        case .flightNumber: "a flight number from 1 to 9999"
        case .minutes: "a whole number of minutes (at most 32767) or \(missing)"
        case .amount: "a whole number from 0 to 32767 or \(missing)"
        case .time: "a time as HHMM (0000 to 2400)"
        case .optionalTime: "a time as HHMM (0000 to 2400) or \(missing)"
        case .flag: "0 or 1"
        case .date: "a date as YYYY-MM-DD"
        case .carrier: "a 2-character airline code (uppercase letters and digits)"
        case .airport: "a 3-character airport code (uppercase letters and digits)"
        }
        return OnTimeRowProblem(line: 0, column: columns.names[position], message: "expected \(what), found \"\(found)\"")
    }

    /// ``CivilDate/supportedDays`` as day numbers, as rows keep them.
    private static let supportedDays = Int32(CivilDate.supportedDays.lowerBound.daysSinceEpoch)
        ... Int32(CivilDate.supportedDays.upperBound.daysSinceEpoch)

    /// A row of a date outside ``CivilDate/supportedYears`` (its departure's, after a `2400` one
    /// moved it to the next day): blamed on the field that gives the year.
    private func unsupportedDate(_ day: Int32) -> OnTimeRowProblem {
        OnTimeRowProblem(line: 0, column: columns.name(of: columns.has(.flightDate) ? .flightDate : .year),
                         message: CivilDate.outOfRange("the day \(CivilDate(daysSinceEpoch: Int(day)))"))
    }

    /// A row whose year, month and day are not a date: blamed on the first part out of range.
    private func badDate(_ year: Int, _ month: Int, _ day: Int) -> OnTimeRowProblem {
        let role: OnTimeColumns.Role
        if columns.has(.flightDate) {
            role = .flightDate
        } else if !(1...9999).contains(year) {
            role = .year
        } else if !(1...12).contains(month) {
            role = .month
        } else {
            role = .day
        }
        return OnTimeRowProblem(line: 0, column: columns.name(of: role),
                                message: "no such date: year \(year), month \(month), day \(day)")
    }
}
