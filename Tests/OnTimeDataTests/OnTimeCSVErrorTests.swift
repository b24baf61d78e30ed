import Testing
import FlightBoard
@testable import OnTimeData

/// Bad on-time files: each error names the file, the line and the column, in one line.
@Suite struct OnTimeCSVErrorTests {
    static let header = "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,"
        + "carrier,flight,tailnum,origin,dest,air_time"
    static let good = "2013,1,1,517,515,2,830,819,11,UA,1545,N14228,EWR,IAH,227"
    static let btsHeader = "\"FlightDate\",\"Reporting_Airline\",\"Flight_Number_Reporting_Airline\",\"Origin\","
        + "\"Dest\",\"CRSDepTime\",\"DepTime\",\"DepDelay\",\"CRSArrTime\",\"ArrTime\",\"ArrDelay\",\"Cancelled\","
        + "\"Diverted\","
    static let btsGood = "\"2013-07-04\",\"DL\",\"2\",\"JFK\",\"ATL\",\"0600\",\"0557\",\"-3.00\",\"0850\","
        + "\"0841\",\"-9.00\",\"0.00\",\"0.00\","

    /// The good row with one field replaced.
    static func row(_ column: String, _ value: String) -> String {
        var fields = good.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let names = header.split(separator: ",")
        fields[names.firstIndex { $0 == column }!] = value
        return fields.joined(separator: ",")
    }

    @Test(arguments: ["", "\u{FEFF}", "\n\n", "\u{FEFF}\r\n\r\n"])
    func refusesAnEmptyFile(text: String) {
        #expect(parseError(text)?.description
            == "flights.csv: empty file: expected a header line naming the columns of an on-time file")
        #expect(parseError(text)?.kind == .emptyFile)
        #expect(parseError(text)?.isSkippable == false)
    }

    @Test func namesTheMissingColumnsOfTheCloserLayout() {
        let nyc = "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,tailnum,origin,dest\n"
        #expect(parseError(nyc)?.description == "flights.csv: line 1: not an on-time file: missing columns "
            + "carrier, flight (expected the nycflights13 or the BTS layout)")

        let bts = Self.btsHeader.replacing("\"Origin\",", with: "").replacing("\"FlightDate\",", with: "\"Year\",")
        #expect(parseError(bts + "\r\n")?.description == "flights.csv: line 1: not an on-time file: missing columns "
            + "FlightDate (or Year, Month, DayofMonth), Origin (expected the nycflights13 or the BTS layout)")

        #expect(parseError("\n\nname,city\nAda,London\n")?.kind == .header(line: 3))
        // As far from both: named after nycflights13.
        #expect(parseError("carrier,flight\nUA,1\n")?.message
            .hasPrefix("not an on-time file: missing columns year, month, day, origin, dest") == true)
    }

    /// A row that starts with the same date fields as the row before is not read again there;
    /// its line and what is wrong with it must not change for that.
    @Test func countsTheLinesOfDateFieldsTakenFromTheRowBefore() {
        let quotedNewline = "\"two\nlines\",\(Self.good)"
        let text = "note,\(Self.header)\n\(quotedNewline)\n\(quotedNewline)\n\"x\",\(Self.good)\n\"x\",\(Self.good)\n"
            + "\"x\",\(Self.row("flight", "15x5"))\n"
        #expect(parseError(text)?.description
            == "flights.csv: line 8, column flight: expected a flight number from 1 to 9999, found \"15x5\"")
        #expect(parseError("\(Self.header)\n\(Self.good)\n2013,2,30,517,515,2,830,819,11,UA,1545,N14228,EWR,IAH,227\n"
            + "2013,2,30,517,515,2,830,819,11,UA,1545,N14228,EWR,IAH,227\n", skipBadRows: false)?.description
            == "flights.csv: line 3, column day: no such date: year 2013, month 2, day 30")
        let skipped = try? parse("\(Self.header)\n2013,2,30,517,515,2,830,819,11,UA,1545,N14228,EWR,IAH,227\n"
            + "2013,2,30,517,515,2,830,819,11,UA,1545,N14228,EWR,IAH,227\n\(Self.good)\n", skipBadRows: true)
        #expect(skipped?.skippedRows == 2)
        #expect(skipped?.table.count == 1)
    }

    @Test func refusesAHeaderOfNeitherLayoutEvenWhenSkippingBadRows() {
        #expect(parseError("a,b\n1,2\n", skipBadRows: true)?.kind == .header(line: 1))
        #expect(parseError("a,b\n1,2\n", skipBadRows: true)?.isSkippable == false)
    }

    @Test(arguments: [
        // A row that stops short, in the middle of the file and as a truncated last line.
        ("\(good)\n2013,1,1,517,515,2,830\n\(good)\n", "line 3, column sched_arr_time",
         "the row ends before this column (it has 7 fields)"),
        ("\(good)\n2013,1,1,517,515,2,830,819,11,UA,15", "line 3, column tailnum",
         "the row ends before this column (it has 11 fields)"),
        ("\(good)\n2013,1,1,517,515,2,830,819,11,UA,1545,N14228,EWR,IA", "line 3, column dest",
         "expected a 3-character airport code (uppercase letters and digits), found \"IA\""),
        ("\(good)\n2013", "line 3, column month", "the row ends before this column (it has 1 fields)"),
        ("\(row("dep_delay", "1x"))\n", "line 2, column dep_delay",
         "expected a whole number of minutes (at most 32767) or NA, found \"1x\""),
        ("\(row("dep_delay", "40000"))\n", "line 2, column dep_delay",
         "expected a whole number of minutes (at most 32767) or NA, found \"40000\""),
        ("\(row("year", "20 13"))\n", "line 2, column year", "expected a whole number, found \"20 13\""),
        ("\(row("month", "13"))\n", "line 2, column month", "no such date: year 2013, month 13, day 1"),
        ("\(row("day", "0"))\n", "line 2, column day", "no such date: year 2013, month 1, day 0"),
        ("\(row("year", "NA"))\n", "line 2, column year", "expected a whole number, found \"NA\""),
        ("\(row("year", "9999"))\n", "line 2, column year",
         "the day 9999-01-01 is out of range: the years 1900 to 9998 are supported"),
        ("\(row("year", "1899"))\n", "line 2, column year",
         "the day 1899-01-01 is out of range: the years 1900 to 9998 are supported"),
        ("\(row("carrier", "UAL"))\n", "line 2, column carrier",
         "expected a 2-character airline code (uppercase letters and digits), found \"UAL\""),
        ("\(row("carrier", "ua"))\n", "line 2, column carrier",
         "expected a 2-character airline code (uppercase letters and digits), found \"ua\""),
        ("\(row("carrier", ""))\n", "line 2, column carrier",
         "expected a 2-character airline code (uppercase letters and digits), found \"\""),
        ("\(row("origin", "EW"))\n", "line 2, column origin",
         "expected a 3-character airport code (uppercase letters and digits), found \"EW\""),
        ("\(row("dest", "\"IAH \""))\n", "line 2, column dest",
         "expected a 3-character airport code (uppercase letters and digits), found \"IAH \""),
        ("\(row("flight", "-3"))\n", "line 2, column flight", "expected a flight number from 1 to 9999, found \"-3\""),
        ("\(row("flight", "0"))\n", "line 2, column flight", "expected a flight number from 1 to 9999, found \"0\""),
        ("\(row("flight", "99999"))\n", "line 2, column flight", "expected a flight number from 1 to 9999, found \"99999\""),
        ("\(row("flight", "1545A"))\n", "line 2, column flight",
         "expected a flight number from 1 to 9999, found \"1545A\""),
        ("\(row("dep_time", "2460"))\n", "line 2, column dep_time",
         "expected a time as HHMM (0000 to 2400) or NA, found \"2460\""),
        ("\(row("arr_time", "2401"))\n", "line 2, column arr_time",
         "expected a time as HHMM (0000 to 2400) or NA, found \"2401\""),
        ("\(row("sched_dep_time", "NA"))\n", "line 2, column sched_dep_time",
         "expected a time as HHMM (0000 to 2400), found \"NA\""),
        ("\(row("sched_arr_time", "5.5"))\n", "line 2, column sched_arr_time",
         "expected a time as HHMM (0000 to 2400), found \"5.5\""),
        ("\(row("tailnum", "\"N1"))\n", "line 2, column tailnum",
         "a quoted field is not closed before the end of the file"),
        ("\(row("carrier", "\"UA\"x"))\n", "line 2, column carrier", "text after the closing quote of a field"),
    ])
    func refusesABadRow(text: String, location: String, message: String) {
        let error = parseError(Self.header + "\n" + text)
        #expect(error?.location == location)
        #expect(error?.message == message)
        #expect(error?.isSkippable == true)
    }

    @Test(arguments: [
        (btsGood.replacing("\"2013-07-04\"", with: "\"2013-02-30\""), "FlightDate",
         "no such date: year 2013, month 2, day 30"),
        (btsGood.replacing("\"2013-07-04\"", with: "\"9999-12-31\""), "FlightDate",
         "the day 9999-12-31 is out of range: the years 1900 to 9998 are supported"),
        (btsGood.replacing("\"2013-07-04\"", with: "\"2013-7-4\""), "FlightDate",
         "expected a date as YYYY-MM-DD, found \"2013-7-4\""),
        (btsGood.replacing("\"0.00\",\"0.00\",", with: "\"2\",\"0.00\","), "Cancelled", "expected 0 or 1, found \"2\""),
        (btsGood.replacing("\"-3.00\"", with: "\"-3.50\""), "DepDelay",
         "expected a whole number of minutes (at most 32767) or an empty field, found \"-3.50\""),
        (btsGood.replacing("\"0557\"", with: "\"05:57\""), "DepTime",
         "expected a time as HHMM (0000 to 2400) or an empty field, found \"05:57\""),
    ])
    func refusesABadBTSRow(row: String, column: String, message: String) {
        let error = parseError(Self.btsHeader + "\r\n" + Self.btsGood + "\r\n" + row + "\r\n")
        #expect(error == OnTimeFileError(file: "flights.csv", kind: .row(line: 3, column: column), message: message))
    }

    /// The first and last days the tool can be asked about are rows like any other; the day
    /// after the last is a bad row, also when a departure at 2400 moves a row of the last day to it.
    @Test func takesTheDaysOfTheSupportedYearsOnly() throws {
        let ends = try parse([Self.header, Self.row("year", "1900"),
                              "9998,12,31,517,515,2,830,819,11,UA,1545,N14228,EWR,IAH,227"].joined(separator: "\n"))
        // 1900-01-01 is 25,567 days before 1970-01-01 (70 years, 17 of them leap years);
        // 9998-12-31 is 8,029 years of 365 days and 1,947 leap days after it, less one day.
        #expect(ends.table.date.map { $0 } == [-25_567, 2_932_531])
        #expect(parseError([Self.header, Self.good, "9998,12,31,2400,2400,0,830,819,11,UA,1545,N14228,EWR,IAH,227"]
            .joined(separator: "\n"))?.description
            == "flights.csv: line 3, column year: the day 9999-01-01 is out of range: the years 1900 to 9998 are supported")
        let skipped = try parse([Self.header, Self.row("year", "9999"), Self.good].joined(separator: "\n"), skipBadRows: true)
        #expect(skipped.table.count == 1)
        #expect(skipped.skippedRows == 1)
        #expect(skipped.firstSkipped?.location == "line 2, column year")
    }

    @Test func countsLinesAcrossBlankLinesQuotedNewlinesAndAByteOrderMark() {
        let text = "\u{FEFF}\n" + Self.header + ",note\r\n\r\n" + Self.good + ",\"two\nlines\"\r\n\n"
            + Self.row("dep_time", "x") + ",\r\n"
        #expect(parseError(text)?.location == "line 7, column dep_time")
    }

    @Test func skipsAndCountsBadRows() throws {
        let text = [Self.header, Self.good, Self.row("carrier", "U"), Self.good, Self.row("origin", "E"),
                    "2013,1", Self.good].joined(separator: "\n")
        let result = try parse(text, skipBadRows: true)
        #expect(result.table.count == 3)
        #expect(result.skippedRows == 3)
        #expect(result.firstSkipped == OnTimeFileError(
            file: "flights.csv", kind: .row(line: 3, column: "carrier"),
            message: "expected a 2-character airline code (uppercase letters and digits), found \"U\""))
        #expect(try parse(Self.header + "\n" + Self.good, skipBadRows: true).firstSkipped == nil)
    }

    /// A bad row in the second half of a file parsed in stretches: its line counts the first half's.
    @Test(arguments: 1...6)
    func givesTheLineOfABadRowInALaterStretch(stretches: Int) {
        var lines = [Self.header] + Array(repeating: Self.good, count: 500)
        lines[400] = Self.row("flight", "x")
        lines[450] = Self.row("flight", "y")
        let text = lines.joined(separator: "\n")
        #expect(parseError(text, stretches: stretches)?.location == "line 401, column flight")
        let result = try? parse(text, skipBadRows: true, stretches: stretches)
        #expect(result?.skippedRows == 2)
        #expect(result?.firstSkipped?.location == "line 401, column flight")
        #expect(result?.table.count == 498)
        #expect(result.map { $0.summary == OnTimeTableSummary(table: $0.table) } == true)
    }

    /// Stretches that begin inside a quoted field holding newlines are found out, and the rest of
    /// the file is read in one go: the same rows and the same line numbers.
    @Test(arguments: 2...6)
    func readsQuotedNewlinesAcrossStretches(stretches: Int) throws {
        let note = "\"" + Array(repeating: "a line, of a note\n", count: 40).joined() + "\""
        var lines = [Self.header + ",note"] + Array(repeating: Self.good + "," + note, count: 30)
        let whole = try parse(lines.joined(separator: "\n"))
        #expect(whole.table.count == 30)
        let stretched = try parse(lines.joined(separator: "\n"), stretches: stretches)
        #expect(stretched.table == whole.table)
        // Stretches read twice are not counted twice.
        #expect(stretched.summary == OnTimeTableSummary(table: whole.table))

        lines[25] = Self.row("origin", "x") + "," + note
        // Each row takes 41 lines: the 25th starts on line 1 + 24 × 41 + 1.
        #expect(parseError(lines.joined(separator: "\n"), stretches: stretches)?.location == "line 986, column origin")
    }

    /// A quote never closed (skipped as a bad row) takes the rest of the file with it: the later
    /// stretches are left out of the table, and so out of its summary, though each was counted.
    @Test(arguments: 2...8)
    func leavesTheStretchesAfterAnUnclosedQuoteOutOfTheSummary(stretches: Int) throws {
        var lines = String(decoding: RealDataFixtures.nycflights13, as: UTF8.self).split(separator: "\n").prefix(41).map(String.init)
        var fields = lines[10].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        fields[11] = "\"" + fields[11]
        lines[10] = fields.joined(separator: ",")
        let text = lines.joined(separator: "\n")
        let whole = try parse(text, skipBadRows: true)
        let stretched = try parse(text, skipBadRows: true, stretches: stretches)
        #expect(whole.table.count == 9)
        #expect(stretched.table == whole.table)
        #expect(stretched.summary == OnTimeTableSummary(table: whole.table))
    }

    /// Every prefix of a good file of two rows, as a download cut short leaves it: the rows
    /// whole in it are read and no more; a row cut short is an error naming its line (or,
    /// with --skip-bad-rows, is skipped). Worked out by hand from the row's fields: a row ends
    /// 92 bytes after it starts, its Diverted field closes at byte 91, and one cut right after
    /// the Cancelled field's comma (byte 85) reads as whole, with Diverted empty.
    @Test func neverReadsPastTheEndOfATruncatedFile() throws {
        let text = Array((Self.btsHeader + "\r\n" + Self.btsGood + "\r\n" + Self.btsGood).utf8)
        let rowStarts = [Self.btsHeader.utf8.count + 2, Self.btsHeader.utf8.count + 2 + Self.btsGood.utf8.count + 2]
        #expect(Self.btsGood.utf8.count == 92 && rowStarts == [176, 270] && text.count == 362)
        for length in 0...text.count {
            let prefix = Array(text.prefix(length))
            let begun = rowStarts.filter { length > $0 }.count
            let whole = rowStarts.filter { length == $0 + 85 || length >= $0 + 91 }.count
            let strict = Result { () throws(OnTimeFileError) in try parse(prefix) }
            if length < 173 {
                // Inside the header: no row; an empty file, an error on line 1, or a header
                // cut where only optional columns (Cancelled, Diverted) are missing.
                switch strict {
                case .success(let result): #expect(result.table.count == 0, "\(length)")
                case .failure: #expect(errorLine(strict) == (length == 0 ? nil : 1), "\(length)")
                }
                continue
            }
            #expect(try parse(prefix, skipBadRows: true, stretches: 3).table.count == whole, "\(length)")
            if whole == begun {
                #expect(try strict.get().table.count == whole, "\(length)")
            } else {
                #expect(errorLine(strict) == begun + 1, "\(length)")
            }
        }
    }

    /// The line a failed parse names; nil for a success or an error of no line.
    private func errorLine(_ outcome: Result<OnTimeCSV.Result, OnTimeFileError>) -> Int? {
        guard case .failure(let error) = outcome, let location = error.location else { return nil }
        return Int(location.dropFirst("line ".count).prefix { $0.isNumber })
    }
}
