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
        // An empty name stays empty; a zone of NA is UTC.
        #expect(tables.airport("XYZ").name == "")
        #expect(tables.airport("XYZ").timeZone == "UTC")
        #expect(tables.airport("ABC") == Airport(code: "ABC", name: "ABC", city: "ABC", timeZone: "UTC"))
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
