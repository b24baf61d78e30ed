import Foundation
import Testing
import TestSupport

/// The boards' filters and `--date` words, run through the built binary on the built-in
/// airport with the clock pinned. The expected rows were picked by hand (and checked with
/// awk) from the unfiltered board of the same clock, not by the code under test.
@Suite struct FindingFlightsTests {
    /// Sunday 2026-11-29 at 14:30: some departures delayed, one cancelled.
    static let live = ["departures", "--at", "2026-11-29T14:30"]
    /// The same Sunday seen the next morning: every flight has left, or was cancelled.
    static let pastDay = ["--at", "2026-11-30T08:00", "--date", "yesterday"]

    /// The FLIGHT column of a table through a pipe.
    private func flights(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").dropFirst().map { String($0.dropFirst(7).prefix(7)).trimmingCharacters(in: .whitespaces) }
    }

    @Test func aRepeatedStatusMeansAnyOfThem() throws {
        let repeated = try FlightsBinary.run(Self.live + ["--status", "delayed", "--status", "cancelled"])
        #expect(repeated.status == 0)
        #expect(repeated.stdout == """
            TIME   FLIGHT   TO                 AIRLINE            GATE  STATUS
            12:00  US 2126  Boston (BOS)       US Airways         B23   Cancelled
            15:20  AA 2223  St. Louis (STL)    American Airlines  B27   Delayed 15:42 (+22)
            15:25  MQ 3199  Charlotte (CLT)    Envoy Air          B37   Delayed 17:43 (+138)
            15:45  DL 1705  New Orleans (MSY)  Delta Air Lines    C31   Delayed 16:00 (+15)
            16:05  YV 3771  Washington (IAD)   Mesa Airlines      B26   Delayed 19:45 (+220)
            16:30  DL 2231  Detroit (DTW)      Delta Air Lines    D5    Delayed 16:32 (+2)
            17:30  F9 837   Denver (DEN)       Frontier Airlines  B8    Delayed 17:49 (+19)

            """)
        // The order does not matter, a comma list is the same, and so is the US spelling.
        for status in [["--status", "cancelled", "--status", "delayed"], ["--status", "delayed,cancelled"],
                       ["--status=canceled,delayed"]] {
            let result = try FlightsBinary.run(Self.live + status)
            #expect(result.stdout == repeated.stdout, "\(status)")
        }
    }

    @Test func aRepeatedAirlineMeansAnyOfThemAndEachFilterStillApplies() throws {
        let result = try FlightsBinary.run(Self.live + ["--airline", "united", "--airline", "DL", "--status", "delayed,cancelled"])
        #expect(result.stdout == """
            TIME   FLIGHT   TO                 AIRLINE          GATE  STATUS
            15:45  DL 1705  New Orleans (MSY)  Delta Air Lines  C31   Delayed 16:00 (+15)
            16:30  DL 2231  Detroit (DTW)      Delta Air Lines  D5    Delayed 16:32 (+2)

            """)
        let byName = try FlightsBinary.run(Self.live + ["--airline", "Envoy,mesa", "--status", "delayed"])
        #expect(flights(byName.stdout) == ["MQ 3199", "YV 3771"])
    }

    @Test func toACityIsEveryAirportOfIt() throws {
        let chicago = try FlightsBinary.run(["departures"] + Self.pastDay + ["--to", "Chicago"])
        #expect(chicago.status == 0)
        #expect(chicago.stdout == """
            TIME   FLIGHT  TO             AIRLINE             GATE  STATUS
            06:00  UA 635  Chicago (ORD)  United Airlines     B14   Departed 05:52 (-8)
            07:00  UA 544  Chicago (ORD)  United Airlines     B10   Departed 06:53 (-7)
            13:59  AA 337  Chicago (ORD)  American Airlines   B31   Departed 14:35 (+36)
            20:55  WN 579  Chicago (MDW)  Southwest Airlines  B2    Departed 21:32 (+37)

            """)
        for place in [["--to", "chicago"], ["--to", "ORD,mdw"], ["--to", "ord", "--to", "Midway"]] {
            let result = try FlightsBinary.run(["departures"] + Self.pastDay + place)
            #expect(result.stdout == chicago.stdout, "\(place)")
        }
        let midway = try FlightsBinary.run(["departures"] + Self.pastDay + ["--to", "Chicago", "--airline", "Southwest"])
        #expect(flights(midway.stdout) == ["WN 579"])
        let arrivals = try FlightsBinary.run(["arrivals"] + Self.pastDay + ["--from", "CHICAGO"])
        #expect(arrivals.stdout == """
            TIME   FLIGHT  FROM           AIRLINE             GATE  STATUS
            12:42  AA 336  Chicago (ORD)  American Airlines   B31   Landed 14:00 (+78)
            19:54  WN 578  Chicago (MDW)  Southwest Airlines  B2    Landed 20:57 (+63)
            23:00  UA 634  Chicago (ORD)  United Airlines     B14   Landed 22:58 (-2)
            23:18  UA 545  Chicago (ORD)  United Airlines     B13   Landed 22:38 (-40)

            """)
    }

    @Test func lateOnAPastDayKeepsThe15MinutesLateAndTheCancelled() throws {
        // On the day after, every flight reads Departed: --status delayed finds none.
        let delayed = try FlightsBinary.run(["departures"] + Self.pastDay + ["--status", "delayed"])
        #expect(delayed.stdout == "")
        let late = try FlightsBinary.run(["departures"] + Self.pastDay + ["--late"])
        #expect(late.status == 0)
        // DL 1705 left exactly 15 minutes late: late. UA 561 (+13) is not. AA 337 (+36) was held
        // by its inbound AA 336, which landed at 14:00: 14:00 + 35 minutes' turn is 14:35.
        // The list is the CSV's rows with a delay of 15 or more, or cancelled.
        #expect(flights(late.stdout) == ["UA 1454", "B6 461", "DL 2379", "MQ 3461", "US 2126", "DL 2098", "US 2175", "AA 337",
                                         "EV 4949", "AA 2223", "MQ 3199", "DL 1705", "YV 3771", "F9 837", "MQ 3301",
                                         "WN 2603", "EV 5207", "9E 4059", "B6 1271", "AA 1709", "9E 4033", "WN 579", "B6 499"])
        let flown = try FlightsBinary.run(["departures"] + Self.pastDay + ["--late", "--hide-canceled"])
        #expect(flights(flown.stdout) == flights(late.stdout).filter { $0 != "US 2126" && $0 != "B6 1271" })
    }

    @Test func dateWordsCountFromThePinnedClock() throws {
        func date(_ arguments: [String], environment: [String: String] = [:]) throws -> String? {
            let result = try FlightsBinary.run(["arrivals", "--json"] + arguments, environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return document?["date"] as? String
        }
        // 2026-11-29 is a Sunday.
        #expect(try date(["--date", "tomorrow"], environment: ["FLIGHTS_NOW": "2026-11-29T14:30"]) == "2026-11-30")
        #expect(try date(["--date", "Yesterday", "--at", "2026-11-29T14:30"]) == "2026-11-28")
        #expect(try date(["--date", "today", "--at", "2026-11-29T23:30-05:00"]) == "2026-11-29")
        // 03:30 in London is still Saturday evening in New York.
        #expect(try date(["--date", "today", "--at", "2026-11-29T03:30Z"]) == "2026-11-28")
        #expect(try date(["--date", "mon", "--at", "2026-11-29T14:30"]) == "2026-11-30")
        #expect(try date(["--date", "sunday", "--at", "2026-11-29T14:30"]) == "2026-12-06")
    }

    @Test func withRecordedDataWordsCountFromThePinnedClock() throws {
        let slice = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../OnTimeDataTests/Fixtures/nycflights13-slice.csv").standardized.path
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flights-find-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        func run(_ arguments: [String]) throws -> ChildProcess.Output {
            try FlightsBinary.run(["departures", "--data", slice, "--airport", "JFK"] + arguments,
                                  environment: ["XDG_CACHE_HOME": cache])
        }
        // awk -F, '$2==7 && $3==4 && $13=="JFK" && $14=="ORD" {print $10, $11, $5, $4, $6}' slice
        //   → B6 905 +17, 9E 3521 -5, B6 1105 -5, 9E 3523 +20, AA 1711 -5, 9E 3525 +5, B6 105 +48
        let late = try run(["--at", "2013-07-05T12:00", "--date", "yesterday", "--to", "ord", "--late"])
        #expect(late.status == 0)
        // Named by the built-in tables: ORD,Chicago Ohare Intl; B6,JetBlue Airways; 9E,Endeavor Air Inc.
        #expect(late.stdout == """
            TIME   FLIGHT   TO                        AIRLINE            STATUS
            06:47  B6 905   Chicago Ohare Intl (ORD)  JetBlue Airways    Departed 07:04 (+17)
            15:50  9E 3523  Chicago Ohare Intl (ORD)  Endeavor Air Inc.  Departed 16:10 (+20)
            20:05  B6 105   Chicago Ohare Intl (ORD)  JetBlue Airways    Departed 20:53 (+48)

            """)
        // Without a pinned clock, yesterday is the real one, years after the data.
        let unpinned = try run(["--date", "yesterday"])
        #expect(unpinned.status == 64)
        #expect(unpinned.stderr.contains(", outside the data, which covers 2013-01-01 to 2013-12-31\n"))
        #expect(unpinned.stderr.contains("Words count from today; pin the clock to a day of the data, as in --at 2013-12-31T12:00.\n"))
    }

    @Test func usageErrorsSayWhatToTypeInstead() throws {
        func error(_ arguments: [String]) throws -> String {
            let result = try FlightsBinary.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout == "")
            return result.stderr
        }
        #expect(try error(["arrivals", "--to", "ORD"]) == """
            flights: unknown option '--to'
            Usage: flights arrivals [OPTIONS]
            Did you mean '--from'? Arrivals are found by where they come from.
            See 'flights arrivals --help'.

            """)
        #expect(try error(Self.live + ["--to", "Chikago"]) == """
            flights: no departures on 2026-11-29 go to 'Chikago' (an airport's code, or a word of its city or name)
            Usage: flights departures [OPTIONS]
            Did you mean '--to Chicago'?
            See 'flights departures --help'.

            """)
        #expect(try error(Self.live + ["--to", "New Orlaens"]).contains("Did you mean '--to \"New Orleans\"'?"))
        #expect(try error(Self.live + ["--airline", "Detla"]).contains("Did you mean '--airline Delta'?\n"))
        #expect(try error(Self.live + ["--date", "12/01/2026"]) == """
            flights: --date expects a day as YYYY-MM-DD, today, tomorrow, yesterday or a weekday, not '12/01/2026'
            Usage: flights departures [OPTIONS]
            Did you mean '--date 2026-01-12' (12 January 2026) or '--date 2026-12-01' (1 December 2026)?
            See 'flights departures --help'.

            """)
        #expect(try error(Self.live + ["--date", "31.12.2026"]).contains("Did you mean '--date 2026-12-31'?\n"))
        #expect(try error(Self.live + ["--date", "tomorow"]).contains("Did you mean '--date tomorrow'?\n"))
        #expect(try error(Self.live + ["--date", "2026-11-29", "--date", "2026-11-30"]).hasPrefix(
            "flights: option --date is given twice, as '2026-11-29' and as '2026-11-30'; it takes one value\n"))
        #expect(try error(Self.live + ["--status", "landed,delayed"]).hasPrefix(
            "flights: no departure is ever landed: that status belongs to arrivals\n"))
    }
}
