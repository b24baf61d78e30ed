import Foundation
import Testing
import TestSupport

/// `flights data` given what is not a folder or file of on-time data: an airport file is
/// described as such (its figures counted by hand from the fixture), and a path that
/// holds nothing to list is one message with its status.
@Suite struct DataCommandPathsTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flights-paths-\(UUID().uuidString)").path
    let airportFile = FlightsBinary.fixture("small-airport.json")

    init() throws {
        try FileManager.default.createDirectory(atPath: scratch + "/data", withIntermediateDirectories: true)
    }

    func run(_ arguments: [String]) throws -> ChildProcess.Output {
        try FlightsBinary.run(["data"] + arguments, environment: ["XDG_CACHE_HOME": scratch + "/cache"], directory: scratch)
    }

    func write(_ text: String, to name: String) throws {
        try text.write(toFile: scratch + "/" + name, atomically: false, encoding: .utf8)
    }

    @Test func anAirportFileIsDescribedAsOneNotAsAnUnreadDataFile() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // small-airport.json: departures UA 101, DL 201, AA 500, DL 200 daily (4 × 7 = 28) and
        // UA 301 on weekdays (5): 33; arrivals UA 100, DL 200, UA 300, DL 400 daily: 28.
        // Airlines UA, DL, AA; airports ORD, ATL; 8 operations, on 2026-11-29 (7) and 11-30 (1).
        let text = try run(["--data", airportFile])
        #expect(text.status == 0)
        #expect(text.stdout == """
            \(airportFile): an airport file, not recorded data
            Airport   LaGuardia Airport, New York (LGA)
            Flights   33 departures and 28 arrivals a week, simulated on any date
            Airlines  3
            Airports  2 besides LGA
            Recorded  8 operations on 2 days, 2026-11-29 to 2026-11-30; the model decides the others
            Cache     none: an airport file is read whole on each run

            """)
        #expect(text.stderr == "")
        let json = try run(["--data", airportFile, "--json"])
        #expect(json.status == 0)
        #expect(json.stdout == """
            {
              "airport_file": {
                "path": "\(airportFile)",
                "airport": "LGA",
                "name": "LaGuardia Airport",
                "city": "New York",
                "time_zone": "America/New_York",
                "departures_a_week": 33,
                "arrivals_a_week": 28,
                "airlines": 3,
                "airports": 2,
                "recorded_operations": 8,
                "first_recorded_day": "2026-11-29",
                "last_recorded_day": "2026-11-30"
              }
            }

            """)
        // --build has nothing to build, and says so; no cache is written.
        let built = try run(["--data", airportFile, "--build"])
        #expect(built.status == 0)
        #expect(built.stdout == text.stdout)
        #expect(built.stderr == "Nothing to build: flights data builds the caches of recorded data (CSV files), and an airport file has none.\n")
        #expect(!FileManager.default.fileExists(atPath: scratch + "/cache"))
        // Without operations, the built-in format's own file says so (Data/airport.json: 341 + 313 by its "days").
        try write("""
            {"format": "flights-airport/1",
             "airport": {"code": "LGA", "name": "LaGuardia Airport", "city": "New York", "timeZone": "America/New_York"},
             "airlines": [{"code": "UA", "name": "United Airlines"}],
             "airports": [{"code": "ORD", "name": "O'Hare", "city": "Chicago", "timeZone": "America/Chicago"}],
             "flights": [{"flight": "UA 1", "direction": "departure", "airport": "ORD", "time": "09:00", "days": "135", "gate": "B1"}]}
            """, to: "data/one.txt")
        let plain = try run(["--data", "data/one.txt"])
        #expect(plain.stdout.components(separatedBy: "\n").dropFirst(2).first == "Flights   3 departures and 0 arrivals a week, simulated on any date")
        #expect(plain.stdout.contains("\nRecorded  nothing: the model decides every flight\n"))
    }

    @Test func aBrokenAirportFileIsItsErrorAndOneAmongSeveralPathsIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try write("{\"format\": \"flights-airport/2\"}\n", to: "data/bad.json")
        let broken = try run(["--data", "data/bad.json"])
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("flights: data/bad.json: line 1"))
        try write("year,month,day\n", to: "data/a.csv")
        let mixed = try run(["--data", "data/a.csv", "--data", airportFile])
        #expect(mixed.status == 64)
        #expect(mixed.stderr == """
            flights: \(airportFile) is an airport file: it is the data alone (--data \(airportFile)), not one of several paths of recorded data
            Usage: flights data [OPTIONS]
            See 'flights data --help'.

            """)
    }

    @Test func aFolderListsItsCSVFilesAndSaysItsJSONFileIsNotPartOfIt() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.copyItem(atPath: airportFile, toPath: scratch + "/data/airport.json")
        try write("year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest\n"
                  + "2013,3,1,700,700,0,810,810,0,DL,5,N1,ATL,DAL\n", to: "data/2013-03.csv")
        let listed = try run(["--data", "data", "--build"])
        #expect(listed.status == 0)
        #expect(listed.stdout == """
            FILE              FIRST DAY   LAST DAY    FLIGHTS  AIRPORTS  AIRLINES  CACHE
            data/2013-03.csv  2013-03-01  2013-03-01        1         2         1  fresh
            Total: 1 file     2013-03-01  2013-03-01        1         2         1  1 fresh

            """)
        #expect(listed.stderr == "Not listed: data/airport.json; the data of a folder is its CSV files, and an airport file is named alone with --data.\n")
    }

    @Test func aPathThatHoldsNoDataIsOneMessageWithItsStatus() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for missing in ["gone", "gone.csv", "gone.json"] {
            let result = try run(["--data", missing])
            #expect(result.status == 66)
            #expect(result.stderr == "flights: cannot read \(missing) (from --data): No such file or directory\n")
            #expect(result.stdout == "")
        }
        for empty in ["data/empty.csv", "data/empty.json"] {
            try write("", to: empty)
            let result = try run(["--data", empty])
            #expect(result.status == 65)
            #expect(result.stderr == "flights: \(empty): empty file: expected a header line naming the columns of an on-time file\n")
        }
        try FileManager.default.removeItem(atPath: scratch + "/data/empty.csv")
        try FileManager.default.removeItem(atPath: scratch + "/data/empty.json")
        let empty = try run(["--data", "data"])
        #expect(empty.status == 66)
        #expect(empty.stderr == """
            flights: no data in data (from --data): it holds no CSV or zip file
            Put the monthly on-time files (*.csv, or the BTS's *.zip) in it, or name a file with --data.

            """)
        try write("Code,Description\n", to: "data/airlines.csv")
        let names = try run(["--data", "data"])
        #expect(names.status == 66)
        #expect(names.stderr.hasPrefix("flights: no data in data (from --data): it holds no CSV or zip file but the files of names\n"))
        try FileManager.default.copyItem(atPath: airportFile, toPath: scratch + "/data/airport.json")
        let airport = try run(["--data", "data"])
        #expect(airport.status == 66)
        #expect(airport.stderr == """
            flights: no data in data (from --data): it holds no CSV or zip file but the files of names
            An airport file is named alone: --data data/airport.json.

            """)
    }
}
