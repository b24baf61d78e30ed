import Foundation
import Testing
import TestSupport

/// `stats --view carriers` on cached data reads the summaries of the days that the cache
/// keeps, not the rows: the figures are those of the rows, as `--no-cache` counts them, and
/// awk's on the committed slice.
@Suite struct StatisticsFromSummariesTests {
    static let slice = DataFolderTests.slice
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flights-summaries-\(UUID().uuidString)").path

    func carriers(_ arguments: [String]) throws -> [String: [String: Any]] {
        let result = try FlightsBinary.run(["stats", "--view", "carriers", "--json", "--data", Self.slice] + arguments,
                                           environment: ["XDG_CACHE_HOME": cache])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["carriers"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["airline"] as? String ?? "", $0) })
    }

    @Test func aMonthAtOneAirportFromTheSummariesIsTheRowsCount() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let month = ["--airport", "EWR", "--date", "2013-07-31", "--days", "31"]
        let scanned = try carriers(month + ["--no-cache"])
        let built = try carriers(month)
        let cached = try carriers(month)
        for table in [built, cached] {
            #expect(table.keys.sorted() == scanned.keys.sorted())
            for (code, row) in scanned { #expect(NSDictionary(dictionary: table[code] ?? [:]).isEqual(to: row), "\(code)") }
        }
        // awk -F, 'NR>1 && $2==7 && ($13=="EWR" || $14=="EWR") { c=$10; n[c]++; if ($4=="NA") {x[c]++; next}
        //   ds[c]+=$6; dn[c]++; if ($7=="NA" || $9=="NA") {v[c]++; next} as[c]+=$9; an[c]++; if ($9<15) ok[c]++ }
        //   END { for (c in n) printf "%s %d %d %d %d %.2f %.2f\n", c, n[c], x[c], v[c], ok[c], ds[c]/dn[c], as[c]/an[c] }' slice
        // → EV 109 8 18 72 9.91 -2.92, UA 115 2 4 105 6.98 -20.12, VX 6 0 0 5 103.67 70.67, and 8 airlines more
        #expect(cached.count == 11)
        let expected: [String: (Int, Int, Int, Int, Double, Double)] = [
            "EV": (109, 8, 18, 72, 9.91, -2.92), "UA": (115, 2, 4, 105, 6.98, -20.12), "VX": (6, 0, 0, 5, 103.67, 70.67),
        ]
        for (code, figures) in expected {
            let row = try #require(cached[code])
            #expect(row["flights"] as? Int == figures.0)
            #expect(row["cancelled"] as? Int == figures.1)
            #expect(row["diverted"] as? Int == figures.2)
            #expect(row["on_time"] as? Int == figures.3)
            #expect(row["mean_departure_delay_minutes"] as? Double == figures.4)
            #expect(row["mean_arrival_delay_minutes"] as? Double == figures.5)
        }
    }

    /// Every airport, one day, and the whole year: the same from the summaries as from the rows.
    @Test(arguments: [["--date", "2013-07-04", "--days", "1"], ["--days", "all"], ["--airport", "SJU", "--days", "all"]])
    func otherPeriodsAgreeWithTheRows(period: [String]) throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let scanned = try carriers(period + ["--no-cache"])
        _ = try carriers(period)
        let cached = try carriers(period)
        #expect(NSDictionary(dictionary: cached).isEqual(to: scanned))
    }
}
