import Testing
import FlightBoard
@testable import OnTimeData

/// The parser against the fixture, whose expected figures come from awk on the same file
/// (`F=Fixtures/nycflights13-slice.csv`), and the formats and rules it must accept.
@Suite struct OnTimeCSVTests {
    static let table = RealDataFixtures.nycflights13Table

    @Test func recognisesBothLayouts() throws {
        #expect(try parse(RealDataFixtures.nycflights13).layout == .nycflights13)
        #expect(try parse(RealDataFixtures.bts).layout == .bts)
    }

    @Test func countsRowsCancellationsAndDiversions() {
        let table = Self.table
        // awk -F, 'NR > 1' $F | wc -l
        #expect(table.count == 1914)
        #expect([table.date.count, table.carrier.count, table.flight.count, table.origin.count,
                 table.destination.count, table.scheduledDeparture.count, table.departureDelay.count,
                 table.scheduledArrival.count, table.arrivalDelay.count, table.status.count]
            .allSatisfy { $0 == 1914 })
        // awk -F, 'NR > 1 && $4 == "NA"' $F | wc -l
        #expect(table.status.filter { $0 == OnTimeTable.Status.cancelled.rawValue }.count == 415)
        // awk -F, 'NR > 1 && $4 != "NA" && ($7 == "NA" || $9 == "NA")' $F | wc -l
        #expect(table.status.filter { $0 == OnTimeTable.Status.diverted.rawValue }.count == 393)
    }

    /// A range of the file (between line ends) parses to the rows of that range, with the
    /// header line naming the columns: the slice cut at its 500th, 1000th and 1500th line ends
    /// gives, range by range, the whole table's rows 499..<999 and so on.
    @Test(arguments: [RealDataFixtures.nycflights13, RealDataFixtures.bts])
    func aRangeParsesToItsRows(file: [UInt8]) throws {
        let lineEnds = file.indices.filter { file[$0] == 0x0A }.map { $0 + 1 }
        let cuts = [lineEnds[0], lineEnds[500], lineEnds[1000], lineEnds[1500], file.count]
        let whole = try parse(file).table
        var rows = 0
        for (start, end) in zip(cuts, cuts.dropFirst()) {
            let part = try file.withUnsafeBytes { try OnTimeCSV.parse($0, file: "f.csv", skipBadRows: false, rows: start..<end) }
            #expect(part.table.count == (end == file.count ? whole.count - rows : lineEnds.firstIndex(of: end)! - lineEnds.firstIndex(of: start)!))
            #expect(Array(part.table.flight) == Array(whole.flight[rows..<rows + part.table.count]))
            #expect(Array(part.table.date) == Array(whole.date[rows..<rows + part.table.count]))
            rows += part.table.count
        }
        #expect(rows == whole.count)
    }

    @Test func sumsDelays() {
        let table = Self.table
        // awk -F, 'NR > 1 && $6 != "NA" { s += $6 } END { print s }' $F
        #expect(sum(table.departureDelay, table.indices) == 58616)
        // awk -F, 'NR > 1 && $4 != "NA" && $7 != "NA" && $9 != "NA" { s += $9 } END { print s }' $F
        #expect(sum(table.arrivalDelay, table.indices) == 28380)
    }

    @Test func answersTheQueriesByFiltering() {
        let table = Self.table
        let jfk = OnTimeTable.pack(airport: "JFK")!
        let q1 = table.indices.filter { table.origin[$0] == jfk && table.date[$0] == day("2013-07-04") }
        // awk -F, '$1 == 2013 && $2 == 7 && $3 == 4 && $13 == "JFK" { n++; if ($6 != "NA") s += $6;
        //   if ($4 == "NA") c++ } END { print n, s, c }' $F   → 287 2457 1
        #expect(q1.count == 287)
        #expect(sum(table.departureDelay, q1) == 2457)
        #expect(q1.filter { table.status[$0] == OnTimeTable.Status.cancelled.rawValue }.count == 1)

        let ua = OnTimeTable.pack(carrier: "UA")!
        let q2 = table.indices.filter { table.carrier[$0] == ua && table.flight[$0] == 1545 }
        // awk -F, '$10 == "UA" && $11 == 1545 { n++; if ($9 != "NA") s += $9 } END { print n, s }' $F
        #expect(q2.count == 85)
        #expect(sum(table.arrivalDelay, q2) == -829)
        // awk -F, '$10 == "UA" && $11 == 1545 { print $1 "-" $2 "-" $3, $5 }' $F | head -3
        #expect(q2.prefix(3).map { FlightRow(table, $0).date } == ["2013-01-01", "2013-01-07", "2013-01-09"])
        #expect(q2.prefix(3).map { FlightRow(table, $0).scheduledDeparture } == [5 * 60 + 15, 5 * 60 + 25, 16 * 60 + 59])
    }

    /// Rows found with awk, one for each rule.
    @Test(arguments: [
        // awk -F, 'NR == 2' $F: the first row.
        FlightRow("2013-01-01", "UA 1545", "EWR-IAH", 5 * 60 + 15, 2, 8 * 60 + 19, 11, .operated),
        // awk -F, '$4 == 2400' $F | head -1: left at 24:00, one minute late.
        FlightRow("2013-10-30", "B6 839", "JFK-BQN", 23 * 60 + 59, 1, 3 * 60 + 37, -10, .operated),
        // awk -F, '$9 != "NA" && $9 < 0 && $7 > $8 + 1200' $F | head -1: landed at 24:00 for 00:18.
        FlightRow("2013-01-05", "B6 383", "LGA-FLL", 21 * 60 + 30, -14, 18, -18, .operated),
        // awk -F, '$6 != "NA" && $6 >= 1300' $F: left 21 hours 41 minutes late.
        FlightRow("2013-01-09", "HA 51", "JFK-HNL", 9 * 60, 1301, 15 * 60 + 30, 1272, .operated),
        // awk -F, '$4 != "NA" && $7 != "NA" && $9 == "NA"' $F | head -1: landed, but no arrival delay.
        FlightRow("2013-01-01", "MQ 4413", "LGA-XNA", 17 * 60 + 45, -5, 20 * 60 + 20, nil, .diverted),
        // awk -F, '$4 != "NA" && $7 == "NA"' $F | head -1: left, never landed.
        FlightRow("2013-01-16", "MQ 4521", "LGA-RDU", 8 * 60 + 40, -3, 10 * 60 + 30, nil, .diverted),
        // awk -F, '$4 == "NA"' $F | head -1
        FlightRow("2013-01-03", "MQ 4599", "LGA-MSP", 6 * 60 + 30, nil, 8 * 60 + 30, nil, .cancelled),
    ])
    func readsExactRows(expected: FlightRow) {
        let table = Self.table
        let rows = table.indices.map { FlightRow(table, $0) }
        #expect(rows.contains(expected), "\(expected)")
    }

    /// Rows are compared with the row before by their leading date fields' bytes, comma
    /// included, so a day that only starts like the one before (1 and 10) is still read.
    @Test func readsTheDateOfRowsThatStartLikeTheRowBefore() throws {
        let header = "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,"
            + "tailnum,origin,dest"
        let rows = ["2013,1,1", "2013,1,1", "2013,1,10", "2013,1,10", "2013,1,1", "2013,11,1", "2013,1,1"]
            .map { "\($0),517,515,2,830,819,11,UA,1545,N14228,EWR,IAH" }
        let table = try parse(([header] + rows).joined(separator: "\n") + "\n").table
        #expect(table.indices.map { FlightRow(table, $0).date }
            == ["2013-01-01", "2013-01-01", "2013-01-10", "2013-01-10", "2013-01-01", "2013-11-01", "2013-01-01"])
    }

    @Test func bothLayoutsGiveEqualTables() throws {
        #expect(try parse(RealDataFixtures.bts).table == Self.table)
    }

    /// Without the delay columns the delays come from the times, across midnight both ways:
    /// every one of them equals the file's.
    @Test func worksOutMissingDelaysFromTheTimes() throws {
        var bts = renamingColumn("DepDelay", in: RealDataFixtures.bts, to: "DepDelayGiven")
        bts = renamingColumn("ArrDelay", in: bts, to: "ArrDelayGiven")
        #expect(try parse(bts).table == Self.table)

        var nyc = renamingColumn("dep_delay", in: RealDataFixtures.nycflights13, to: "dep_delay_given")
        nyc = renamingColumn("arr_delay", in: nyc, to: "arr_delay_given")
        let computed = try parse(nyc).table
        #expect(computed.departureDelay == Self.table.departureDelay)
        // Without arr_delay, nycflights13 cannot tell a flight that landed elsewhere: those with
        // an arrival time but no delay now landed.
        // awk -F, 'NR > 1 && $4 != "NA" && $7 != "NA" && $9 == "NA"' $F | wc -l
        let changed = Self.table.indices.filter { computed.status[$0] != Self.table.status[$0] }
        #expect(changed.count == 239)
        #expect(changed.allSatisfy { computed.status[$0] == OnTimeTable.Status.operated.rawValue })
        let unchanged = Self.table.indices.filter { computed.status[$0] == Self.table.status[$0] }
        #expect(unchanged.allSatisfy { computed.arrivalDelay[$0] == Self.table.arrivalDelay[$0] })
    }

    @Test func readsTheOtherBTSColumnChoices() throws {
        // Year, Month and DayofMonth instead of FlightDate; the IATA code instead of Reporting_Airline.
        var bts = renamingColumn("FlightDate", in: RealDataFixtures.bts, to: "FlightDateText")
        bts = renamingColumn("Reporting_Airline", in: bts, to: "Reporting_Airline_Unused")
        #expect(try parse(bts).table == Self.table)
    }

    @Test func goesByTheTimesWithoutTheCancelledAndDivertedColumns() throws {
        var bts = renamingColumn("Cancelled", in: RealDataFixtures.bts, to: "CancelledFlag")
        bts = renamingColumn("Diverted", in: bts, to: "DivertedFlag")
        #expect(try parse(bts).table == Self.table)
    }

    @Test(arguments: 2...7)
    func givesTheSameTableInStretches(stretches: Int) throws {
        #expect(try parse(RealDataFixtures.nycflights13, stretches: stretches).table == Self.table)
        #expect(try parse(RealDataFixtures.bts, stretches: stretches).table == Self.table)
    }

    /// The summary each thread counts as it reads its stretches, added up, is the table's.
    @Test(arguments: 1...7)
    func countsTheSummaryWhileReading(stretches: Int) throws {
        let whole = OnTimeTableSummary(table: Self.table)
        // awk -F, 'NR > 1 { print $13; print $14 }' $F | sort -u | wc -l
        #expect(whole.airports.count == 94)
        #expect(try parse(RealDataFixtures.nycflights13, stretches: stretches).summary == whole)
        #expect(try parse(RealDataFixtures.bts, stretches: stretches).summary == whole)
    }

    @Test func acceptsByteOrderMarkCRLFBlankLinesAndNoFinalNewline() throws {
        let lines = String(decoding: RealDataFixtures.nycflights13, as: UTF8.self)
            .split(separator: "\n").prefix(30)
        var text = "\u{FEFF}\r\n" + lines.joined(separator: "\r\n\r\n")
        // In stretches too: each but the last has room for as many rows as newlines, the last one more.
        for stretches in 1...5 {
            #expect(try parse(text, stretches: stretches).table == prefix(Self.table, 29))
        }
        text += "\r\n\r\n\n"
        #expect(try parse(text).table == prefix(Self.table, 29))
    }

    /// A small file's stretches may end at its end before the last one does (no newline is found
    /// after where it would have been cut): that one has the row without a newline.
    @Test func givesRoomToTheRowWithoutANewlineInAnEarlierStretch() throws {
        let text = String(decoding: RealDataFixtures.nycflights13, as: UTF8.self).split(separator: "\n").prefix(4)
            .joined(separator: "\n")
        for stretches in 1...8 {
            #expect(try parse(text, stretches: stretches).table == prefix(Self.table, 3))
        }
    }

    /// Without blank lines a stretch fills its room exactly, the last one with a row that has no newline.
    @Test(arguments: 1...6)
    func fillsTheRoomOfEachStretch(stretches: Int) throws {
        let lines = String(decoding: RealDataFixtures.nycflights13, as: UTF8.self).split(separator: "\n").prefix(40)
        #expect(try parse(lines.joined(separator: "\n"), stretches: stretches).table == prefix(Self.table, 39))
    }

    @Test func readsQuotedFieldsAndSkipsQuotedColumns() throws {
        let text = """
            "year",month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest,note
            "2013","1","1","517","515","2","830","819","11","UA","1545","N1,""4""
            228","EWR","IAH","a, ""b"", c"
            2013,1,1,533,529,,850,830,,"UA",1714,"",LGA,IAH,

            """
        let table = try parse(text).table
        #expect(table.indices.map { FlightRow(table, $0) } == [
            FlightRow("2013-01-01", "UA 1545", "EWR-IAH", 5 * 60 + 15, 2, 8 * 60 + 19, 11, .operated),
            // An empty dep_delay is worked out; an empty arr_delay in a file that has the column is a diversion.
            FlightRow("2013-01-01", "UA 1714", "LGA-IAH", 5 * 60 + 29, 4, 8 * 60 + 30, nil, .diverted),
        ])
    }

    @Test func readsBTSNumbersWithDecimalsAndFlags() throws {
        let text = """
            "FlightDate","Reporting_Airline","Flight_Number_Reporting_Airline","Origin","Dest","CRSDepTime","DepTime","DepDelay","CRSArrTime","ArrTime","ArrDelay","Cancelled","Diverted",
            "2013-07-04","DL","2","JFK","ATL","0600","0557","-3.00","0850","0841","-9.00","0.00","0.00",
            "2013-07-04","DL","3","JFK","ATL","0700","0751","51.00","0950","","","0.00","1.00",
            "2013-07-04","DL","4","JFK","ATL","0800","0810","10.00","1050","1103","13.00","1.00","0.00",
            "2013-07-04","DL","5","JFK","ATL","2400","0001","1.00","0250","0240","-10.00","0","0",
            """
        let table = try parse(text).table
        #expect(table.indices.map { FlightRow(table, $0) } == [
            FlightRow("2013-07-04", "DL 2", "JFK-ATL", 6 * 60, -3, 8 * 60 + 50, -9, .operated),
            FlightRow("2013-07-04", "DL 3", "JFK-ATL", 7 * 60, 51, 9 * 60 + 50, nil, .diverted),
            // Cancelled after leaving the gate: the file says so, and a cancelled flight has no delays.
            FlightRow("2013-07-04", "DL 4", "JFK-ATL", 8 * 60, nil, 10 * 60 + 50, nil, .cancelled),
            // Scheduled at 24:00, the end of the 4th: the 5th at 00:00.
            FlightRow("2013-07-05", "DL 5", "JFK-ATL", 0, 1, 2 * 60 + 50, -10, .operated),
        ])
    }

    /// Every figure of the whole 2013 file, when it is there (it is never committed).
    @Test(.enabled(if: RealDataFixtures.hasWholeYear)) func parsesTheWholeYear() throws {
        let table = try parse(RealDataFixtures.wholeYear(), stretches: 2).table
        // awk -F, 'NR > 1' flights.csv | wc -l; cancelled: $4 == "NA"; diverted: $4 != "NA" && ($7 == "NA" || $9 == "NA")
        #expect(table.count == 336_776)
        #expect(table.status.filter { $0 == OnTimeTable.Status.cancelled.rawValue }.count == 8255)
        #expect(table.status.filter { $0 == OnTimeTable.Status.diverted.rawValue }.count == 1175)
        // awk -F, 'NR > 1 && $6 != "NA" { d += $6 } NR > 1 && $9 != "NA" { a += $9 } END { print d, a }' flights.csv
        #expect(sum(table.departureDelay, table.indices) == 4_152_200)
        #expect(sum(table.arrivalDelay, table.indices) == 2_257_174)
    }

    private func sum(_ column: Column<Int16>, _ rows: some Sequence<Int>) -> Int {
        rows.reduce(0) { $0 + (column[$1] == OnTimeTable.missing ? 0 : Int(column[$1])) }
    }

    private func prefix(_ table: OnTimeTable, _ count: Int) -> OnTimeTable {
        OnTimeTable(count: count, date: Column(table.date.prefix(count)), carrier: Column(table.carrier.prefix(count)),
                    flight: Column(table.flight.prefix(count)), origin: Column(table.origin.prefix(count)),
                    destination: Column(table.destination.prefix(count)),
                    scheduledDeparture: Column(table.scheduledDeparture.prefix(count)),
                    departureDelay: Column(table.departureDelay.prefix(count)),
                    scheduledArrival: Column(table.scheduledArrival.prefix(count)),
                    arrivalDelay: Column(table.arrivalDelay.prefix(count)), status: Column(table.status.prefix(count)),
                    tail: Column(table.tail.prefix(count)),
                    details: table.details.map { details in
                        OnTimeTable.DetailColumns(
                            cancellationCode: Column(details.cancellationCode.prefix(count)),
                            carrierDelay: Column(details.carrierDelay.prefix(count)),
                            weatherDelay: Column(details.weatherDelay.prefix(count)), nasDelay: Column(details.nasDelay.prefix(count)),
                            securityDelay: Column(details.securityDelay.prefix(count)),
                            lateAircraftDelay: Column(details.lateAircraftDelay.prefix(count)),
                            distance: Column(details.distance.prefix(count)), airTime: Column(details.airTime.prefix(count)))
                    })
    }
}

extension OnTimeTable {
    var indices: Range<Int> { 0..<count }
}
