import Foundation
import Testing
import TestSupport

/// A BTS month as downloaded, a zip of its CSV and a readme, with no files of names beside
/// it: the built binary answers every command from the zip byte for byte as from the CSV,
/// with the built-in names and local times; bad archives are said with status 65.
@Suite struct ZipDataTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flights-zipdata-\(UUID().uuidString)").path
    var csv: String { scratch + "/month/2019-01.csv" }
    var zip: String { scratch + "/download/2019-01.zip" }

    init() throws {
        for folder in ["month", "download", "tmp"] {
            try FileManager.default.createDirectory(atPath: "\(scratch)/\(folder)", withIntermediateDirectories: true)
        }
        let generator = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/generate-bts.py").path
        let generated = try ChildProcess.run("/usr/bin/env", ["python3", generator, "--days", "2", "--scale", "0.02"],
                                             environment: ["PATH": "/usr/bin:/bin:/usr/local/bin"])
        #expect(generated.status == 0, "\(generated.stderr)")
        try generated.stdout.write(toFile: csv, atomically: false, encoding: .utf8)
        // As the BTS's zips are: the CSV under its long name, and a readme.
        let zipped = try ChildProcess.run("/usr/bin/env", ["python3", "-c", """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as out:
                out.write(sys.argv[2], "On_Time_Reporting_Carrier_On_Time_Performance_(1987_present)_2019_1.csv")
                out.writestr("readme.html", "<p>Field descriptions</p>")
            """, zip, csv], environment: ["PATH": "/usr/bin:/bin:/usr/local/bin"])
        #expect(zipped.status == 0, "\(zipped.stderr)")
    }

    private func run(_ arguments: [String], data: String, cache: Bool = true) throws -> ChildProcess.Output {
        var environment = ["TZ": "UTC", "FLIGHTS_NOW": "2019-01-02T23:00", "TMPDIR": scratch + "/tmp",
                           "HOME": scratch, "XDG_STATE_HOME": scratch + "/state"]
        if cache { environment["XDG_CACHE_HOME"] = scratch + "/cache" }
        return try FlightsBinary.run(arguments + ["--data", data] + (cache ? [] : ["--no-cache"]), environment: environment)
    }

    static let commands: [[String]] = [
        ["departures", "--airport", "ATL", "--date", "2019-01-01", "--json"],
        ["arrivals", "--airport", "ATL", "--date", "2019-01-02", "--format", "csv"],
        ["departures", "--airport", "ATL", "--date", "2019-01-02"],
        ["show", "DL8633", "--airport", "ATL", "--date", "2019-01-01", "--json"],
        ["history", "DL8633", "--airport", "ATL", "--json"],
        ["stats", "--airport", "ATL", "--json"],
        ["stats", "--view", "carriers", "--days", "all", "--json"],
        ["stats", "--view", "routes", "--airport", "ATL", "--days", "all", "--json"],
        ["stats", "--view", "causes", "--airport", "ATL", "--days", "all", "--json"],
    ]

    @Test func everyCommandAnswersAsFromTheCSV() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for command in Self.commands {
            let expected = try run(command, data: csv, cache: false)
            #expect(expected.status == 0, "\(command): \(expected.stderr)")
            #expect(!expected.stdout.isEmpty)
            // The first run, which builds the zip's cache; the next, which reads it; one without a cache.
            for cache in [true, true, false] {
                let got = try run(command, data: zip, cache: cache)
                #expect(got.status == 0, "\(command): \(got.stderr)")
                #expect(got.stdout == expected.stdout, "\(command), cache \(cache)")
                #expect(got.stderr == expected.stderr, "\(command), cache \(cache)")
            }
        }
        // The inflated CSV was a file without a name: nothing is left where it was made.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch + "/tmp") == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch + "/cache/flights").allSatisfy { $0.hasSuffix(".fltc") })
    }

    /// With no files of names beside it, the built-in tables name Atlanta's airport and the airlines.
    @Test func theBoardHasNamesAndLocalTimes() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let board = try run(["departures", "--airport", "ATL", "--date", "2019-01-01", "--json"], data: zip)
        #expect(board.status == 0)
        #expect(board.stdout.contains(#""name": "Hartsfield Jackson Atlanta Intl""#))
        #expect(board.stdout.contains(#""time_zone": "America/New_York""#))
        #expect(board.stdout.contains(#""airline_name": "Delta Air Lines Inc.""#))
        let data = try run(["data"], data: scratch + "/download")
        #expect(data.status == 0)
        #expect(data.stdout.contains("2019-01.zip  2019-01-01  2019-01-02"))
    }

    @Test func badArchivesAreSaidWithStatus65() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: zip))
        let cut = scratch + "/cut.zip"
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        let cutRun = try run(["departures", "--airport", "ATL", "--date", "2019-01-01"], data: cut)
        #expect(cutRun.status == 65)
        #expect(cutRun.stdout.isEmpty)
        #expect(cutRun.stderr == """
            flights: \(cut): not a zip archive (it has no central directory; if it is one, it was cut short)
            Download it again, or name the CSV with --data FILE.csv.

            """)
        // A byte of the deflated data changed, in a copy named without .zip: known by its bytes.
        var damaged = bytes
        damaged[damaged.count / 3] ^= 0x55
        let renamed = scratch + "/download-2019-01"
        try damaged.write(to: URL(fileURLWithPath: renamed))
        let damagedRun = try run(["departures", "--airport", "ATL", "--date", "2019-01-01"], data: renamed, cache: false)
        #expect(damagedRun.status == 65)
        #expect(damagedRun.stderr.hasPrefix("flights: \(renamed): On_Time_Reporting_Carrier_On_Time_Performance_(1987_present)_2019_1.csv in the zip archive "))
        #expect(damagedRun.stderr.contains("damaged"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch + "/tmp") == [])
    }

    /// An archive flights cannot read itself says what to do instead, with its path as the
    /// shell reads it back.
    @Test func hintsSayWhatToDo() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let made = try ChildProcess.run("/usr/bin/env", ["python3", "-c", """
            import sys, zipfile
            folder = sys.argv[1]
            with zipfile.ZipFile(folder + "/my month.zip", "w", zipfile.ZIP_BZIP2) as out:
                out.writestr("2019-01.csv", "FlightDate\\n")
            with zipfile.ZipFile(folder + "/two.zip", "w") as out:
                out.writestr("a.csv", "x")
                out.writestr("b.csv", "y")
            """, scratch], environment: ["PATH": "/usr/bin:/bin:/usr/local/bin"])
        #expect(made.status == 0, "\(made.stderr)")
        let bzip2 = try run(["departures", "--airport", "ATL"], data: scratch + "/my month.zip")
        #expect(bzip2.status == 65)
        #expect(bzip2.stderr == """
            flights: \(scratch)/my month.zip: 2019-01.csv in the zip archive is compressed by method 12 (bzip2); only stored and deflated entries are read
            Unzip it (unzip '\(scratch)/my month.zip') and name the CSV with --data FILE.csv.

            """)
        let two = try run(["departures", "--airport", "ATL"], data: scratch + "/two.zip")
        #expect(two.status == 65)
        #expect(two.stderr == """
            flights: \(scratch)/two.zip: the zip archive holds 2 .csv files (a.csv, b.csv)
            Unzip it (unzip \(scratch)/two.zip) and name the CSV to read with --data FILE.csv, or their folder.

            """)
    }

    /// Without a cache, the CSV is inflated in TMPDIR; one that cannot be written is status 74,
    /// naming it and what to set.
    @Test func anUnwritableTMPDIRIsStatus74() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let missing = scratch + "/no-such-folder"
        let result = try FlightsBinary.run(["departures", "--airport", "ATL", "--date", "2019-01-01", "--no-cache", "--data", zip],
                                           environment: ["TZ": "UTC", "FLIGHTS_NOW": "2019-01-02T23:00", "TMPDIR": missing])
        #expect(result.status == 74)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            flights: cannot inflate \(zip) in \(missing): No such file or directory
            Set TMPDIR (or XDG_CACHE_HOME, with the cache) to a folder with room, or unzip it there and name the CSV with --data.

            """)
    }
}
