import Foundation
import Testing
import TestSupport

/// The late chance end to end on nycflights13's departures from EWR to SAN, DEN and CLT,
/// 2013-06-09 to 2013-07-09 (OnTimeDataTests/Fixtures/nycflights13-ewr-odds.csv):
///   awk -F, 'NR==1 || ($13=="EWR" && ($14=="SAN"||$14=="DEN"||$14=="CLT")
///     && (($2==6 && $3>=9) || ($2==7 && $3<=9)))' flights.csv
/// The expected chances are an independent Python computation of the man page's formula over
/// the 30 days before 2013-07-09 (late: no dep_time, no arr_time or arr_delay, or dep_delay ≥ 15),
/// kept with the fixture as Benchmarks/odds-expected.py:
///   python3 Benchmarks/odds-expected.py nycflights13-ewr-odds.csv EWR 2013-07-09
@Suite struct LateChanceTests {
    let data = RecordedDataTests.fixtures.appendingPathComponent("nycflights13-ewr-odds.csv").path
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flights-cache-\(UUID().uuidString)").path

    private func run(_ arguments: [String]) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments + ["--data", data, "--airport", "EWR"], environment: ["XDG_CACHE_HOME": cache])
    }

    /// Every departure of 2013-07-09, by the Python script above.
    static let expected: [String: String] = [
        "EV 4326": "0.5533", "EV 4434": "0.5547", "EV 4471": "0.3179", "EV 4700": "0.6069", "EV 5796": "0.5451",
        "EV 5810": "0.4663", "UA 311": "0.3598", "UA 485": "0.4658", "UA 765": "0.3422", "UA 1161": "0.4407",
        "UA 1200": "0.3718", "UA 1258": "0.3473", "UA 1269": "0.4234", "UA 1482": "0.3728", "UA 1555": "0.4407",
        "UA 1625": "0.3309", "UA 1643": "0.258", "US 449": "0.3029", "US 802": "0.2226", "US 1026": "0.171",
        "US 1032": "0.13", "US 1137": "0.1485", "US 1431": "0.1339", "US 1435": "0.19", "US 1965": "0.0974",
        "US 1973": "0.2469", "WN 226": "0.7483", "WN 262": "0.7108",
    ]

    @Test func everyDepartureOfTheDayHasTheChanceMadeFromTheDaysBefore() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try run(["departures", "--date", "2013-07-09", "--format", "csv"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let header = try #require(rows.first)
        let flight = try #require(header.firstIndex(of: "flight"))
        let chance = try #require(header.firstIndex(of: "late_chance"))
        let found = Dictionary(uniqueKeysWithValues: rows.dropFirst().map { (String($0[flight]), String($0[chance])) })
        #expect(found == Self.expected)
    }

    @Test func theSheetSaysTheChanceAndItsBasisBesideWhatHappened() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // UA 1555 (EWR→SAN, 19:39) left 19:58, 19 late: python → own=28 route=113 p=0.4407.
        let sheet = try run(["show", "UA1555", "--date", "2013-07-09"])
        #expect(sheet.status == 0)
        #expect(sheet.stdout.contains("""
            Status      Departed 19:58 (+19)
            Punctuality 15 minutes late or more
            Odds        Chance of being 15+ min late: 44%
                        from 28 days of this flight and 113 flights of its route, 2013-06-09 to 2013-07-08

            """))
        // UA 1269 (EWR→DEN, 17:00 hour) did not fly before: python → own=0 route=202 hour=88.
        let new = try run(["show", "UA1269", "--date", "2013-07-09"])
        #expect(new.stdout.contains("""
            Odds        Chance of being 15+ min late: 42%
                        no day of this flight: mostly from 202 flights of its route and 88 at 17:00, 2013-06-09 to 2013-07-08

            """))
        let object = try #require(JSONSerialization.jsonObject(with: Data(try run(["show", "UA1555", "--date", "2013-07-09", "--json"]).stdout.utf8)) as? [String: Any])
        #expect(object["late_chance"] as? Double == 0.4407)
        let basis = try #require(object["late_chance_basis"] as? [String: Any])
        #expect(basis["from"] as? String == "2013-06-09")
        #expect(basis["to"] as? String == "2013-07-08")
        #expect(basis["own_flights"] as? Int == 28)
        #expect(basis["route_flights"] as? Int == 113)
        #expect(basis["hour_flights"] as? Int == 53)
        #expect(basis["airport_flights"] as? Int == 804)
    }

    /// A flight on a route as new as itself leans on its airline: 9E 3910 to RIC on 2013-07-02
    /// in the repository's JFK sample, whose first day holds no 9E flight to RIC but 38 of 9E
    /// (python3 Benchmarks/odds-expected.py Data/jfk-2013-07/flights.csv JFK 2013-07-02 →
    /// own=0 route=0 hour=9 p=0.7000).
    @Test func aFlightOnANewRouteLeansOnItsAirline() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data/jfk-2013-07/flights.csv").path
        let sheet = try FlightsBinary.run(["show", "9E3910", "--data", sample, "--airport", "JFK", "--date", "2013-07-02"],
                                          environment: ["XDG_CACHE_HOME": cache])
        #expect(sheet.stdout.contains("""
            Odds        Chance of being 15+ min late: 70%
                        no day of this flight: mostly from 38 flights of the airline and 9 at 11:00, 2013-07-01 to 2013-07-01

            """))
    }

    /// A day to come has its odds from the days up to the clock's: those between have not happened.
    @Test func aDayToComeHasItsOddsFromTheDaysUpToTheClock() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let object = try #require(JSONSerialization.jsonObject(with: Data(try FlightsBinary.run(
            ["show", "UA101", "--date", "2026-12-20", "--at", "2026-11-29T08:00", "--data", FlightsBinary.fixture("small-airport.json"), "--json"],
            environment: ["XDG_CACHE_HOME": cache]).stdout.utf8)) as? [String: Any])
        let basis = try #require(object["late_chance_basis"] as? [String: Any])
        #expect(basis["from"] as? String == "2026-10-31")
        #expect(basis["to"] as? String == "2026-11-29")
    }

    /// The file's first day has no day before it: no chance, and the sheet says why.
    @Test func theFirstDayOfTheDataHasNoChance() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let board = try #require(JSONSerialization.jsonObject(with: Data(try run(["departures", "--date", "2013-06-09", "--json"]).stdout.utf8)) as? [String: Any])
        let flights = try #require(board["flights"] as? [[String: Any]])
        #expect(!flights.isEmpty)
        #expect(flights.allSatisfy { $0["late_chance"] is NSNull })
        let sheet = try run(["show", "UA1555", "--date", "2013-06-09"])
        #expect(sheet.stdout.contains("\nOdds        not known: no flight of the data had finished in the 30 days it is made from\n"))
        let object = try #require(JSONSerialization.jsonObject(with: Data(try run(["show", "UA1555", "--date", "2013-06-09", "--json"]).stdout.utf8)) as? [String: Any])
        #expect(object["late_chance_basis"] is NSNull)
    }

    /// The history carries the chance of the flight's day with its record of days before.
    @Test func theHistorySaysTheChanceOfItsDay() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let object = try #require(JSONSerialization.jsonObject(with: Data(try run(["history", "UA1555", "--date", "2013-07-09", "--json"]).stdout.utf8)) as? [String: Any])
        let leg = try #require((object["legs"] as? [[String: Any]])?.first)
        #expect(leg["late_chance_date"] as? String == "2013-07-09")
        #expect(leg["late_chance"] as? Double == 0.4407)
        let chart = try run(["history", "UA1555", "--date", "2013-07-09"])
        #expect(chart.stdout.contains("│ Chance of being 15+ min late: 44% on 2013-07-09"))
    }
}
