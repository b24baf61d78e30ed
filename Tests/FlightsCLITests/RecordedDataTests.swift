import Foundation
import Glibc
import Testing
import TestSupport

/// `--data FILE.csv` end to end on the committed slice of the 2013 data. The expected
/// figures come from awk on the same slice; each test shows its awk command.
@Suite struct RecordedDataTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("OnTimeDataTests/Fixtures")
    let slice = fixtures.appendingPathComponent("nycflights13-slice.csv").path
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flights-cache-\(UUID().uuidString)").path

    private func run(_ arguments: [String], data: String? = nil) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments + ["--data", data ?? slice], environment: ["XDG_CACHE_HOME": cache])
    }

    /// JFK's departures of 2013-07-04 as CSV, for the tests of the cache.
    static let boardAsCSV = ["departures", "--airport", "JFK", "--date", "2013-07-04", "--format", "csv"]

    /// A copy of the slice, which a test may change (the caller removes it).
    private func copyOfSlice() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("flights-copy-\(UUID().uuidString).csv")
        try FileManager.default.copyItem(atPath: slice, toPath: copy.path)
        return copy
    }

    /// Changes the date of every sixteenth row of a cache image, a board's rows among them:
    /// the dates are the first column of the body, after the header `OnTimeCache` describes.
    private func damageDates(ofImage path: String) throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        func header(_ offset: Int) -> Int { bytes.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset, as: Int64.self)) } }
        let rows = header(64), blocks = header(72), pathLength = header(80)
        let body = 88 + (pathLength + 7) / 8 * 8 + 8 * blocks
        for offset in stride(from: body, to: body + 4 * rows, by: 64) { bytes[offset] ^= 0x5A }
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    private func json(_ result: ChildProcess.Output) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func theJFKDeparturesOfTheFourthOfJuly() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // awk -F, '$2==7 && $3==4 && $13=="JFK"' slice | wc -l            → 287
        // awk -F, '$2==7 && $3==4 && $13=="JFK" && $4=="NA"' slice | wc -l → 1
        let result = try run(["departures", "--airport", "JFK", "--date", "2013-07-04", "--format", "csv"])
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").dropFirst()
        #expect(rows.count == 287)
        #expect(rows.filter { $0.contains(",cancelled,") }.count == 1)
        // awk -F, '$2==7 && $3==4 && $13=="JFK"' slice | sort -t, -k5,5n | head -1
        //   → 2013,7,4,538,540,-2,840,901,-21,AA,701,N3HBAA,JFK,MIA,...
        // The names are the built-in tables' (the slice has none beside it): nycflights13's
        // airlines.csv AA,American Airlines Inc.; airports.csv MIA,Miami Intl,...
        #expect(rows.first?.hasPrefix("AA 701,AA,American Airlines Inc.,departure,MIA,Miami Intl,Miami Intl,2013-07-04T05:40,2013-07-04T05:38,,departed,Departed 05:38 (-2),-2,on-time,") == true)
        // Through a pipe the board is plain, with no GATE column (the data has none).
        let table = try run(["departures", "--airport", "jfk", "--date", "2013-07-04"])
        let lines = table.stdout.split(separator: "\n")
        #expect(lines.first?.split(separator: " ") == ["TIME", "FLIGHT", "TO", "AIRLINE", "STATUS"])
        #expect(lines.dropFirst().first?.hasPrefix("05:40  AA 701   Miami Intl (MIA)   ") == true)
        #expect(lines.dropFirst().first?.hasSuffix("   American Airlines Inc.    Departed 05:38 (-2)") == true)
    }

    /// Straight from the file (one scan) and through the cache's indexes, a day's arrivals are
    /// the same: those of flights that left that day, and of overnight ones that left the day before.
    @Test func aDivertedArrivalHasNoExpectedTimeAndItsAirportsAreNamedByTheBuiltInTables() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // awk -F, '$10=="MQ" && $11==4413 && $2==1 && $3==1' slice
        //   → 2013,1,1,1740,1745,-5,2158,2020,NA,MQ,4413,N739MQ,LGA,XNA,... (no arrival delay: diverted)
        // The slice has no airports.csv beside it: the names are nycflights13's, built in
        // (airlines.csv MQ,Envoy Air; airports.csv LGA,La Guardia,...; XNA,NW Arkansas Regional,...).
        let sheet = try run(["show", "MQ4413", "--airport", "XNA", "--date", "2013-01-01"])
        #expect(sheet.status == 0)
        #expect(sheet.stdout.hasPrefix("""
            Envoy Air 4413
            MQ 4413  Envoy Air
            La Guardia (LGA) → NW Arkansas Regional (XNA)

            Date        Tue 2013-01-01
            Scheduled   Arrives 20:20 (XNA time)
            Aircraft    N739MQ
            Status      Diverted
            Punctuality cancelled or diverted

            """))
        let object = try json(try run(["show", "MQ4413", "--airport", "XNA", "--date", "2013-01-01", "--json"]))
        #expect(object["estimated"] is NSNull)
        #expect(object["delay_minutes"] is NSNull)
        let csv = try run(["arrivals", "--airport", "XNA", "--date", "2013-01-01", "--format", "csv"])
        #expect(csv.stdout.hasSuffix("\nMQ 4413,MQ,Envoy Air,arrival,LGA,La Guardia,La Guardia,2013-01-01T20:20,,,diverted,Diverted,,disrupted,,false,false,N739MQ,,,\n"))
        // The departure did happen: it left at 17:40, five minutes early.
        let departure = try run(["show", "MQ4413", "--airport", "LGA", "--date", "2013-01-01"])
        #expect(departure.stdout.contains("\nScheduled   Departs 17:45 (LGA time)\nActual      17:40\nAircraft    N739MQ\n"))
        #expect(departure.stdout.contains("\nStatus      Diverted\n"))
    }

    /// The aircraft of the sheet, from planes.csv beside the data (lines of nycflights13's):
    /// awk -F, '$2==1 && $3==1 && $10=="UA" && $11==1545' slice → N14228;
    /// grep N14228 planes.csv → N14228,1999,Fixed wing multi engine,BOEING,737-824,2,149,NA,Turbo-fan.
    /// The same from the cache, and again once the file of aircraft changes; a missing named
    /// file is an error naming --planes.
    @Test func theSheetNamesTheAircraftFromThePlanesBesideTheData() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flights-planes-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache); try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: slice, toPath: folder + "/flights.csv")
        let header = "tailnum,year,type,manufacturer,model,engines,seats,speed,engine\n"
        try (header + "N14228,1999,Fixed wing multi engine,BOEING,737-824,2,149,NA,Turbo-fan\n")
            .write(toFile: folder + "/planes.csv", atomically: true, encoding: .utf8)
        let show = ["show", "UA1545", "--airport", "EWR", "--date", "2013-01-01"]
        for _ in 0..<2 {
            let sheet = try run(show, data: folder + "/flights.csv")
            #expect(sheet.status == 0)
            #expect(sheet.stdout.contains("\nAircraft    N14228 · Boeing 737-824 · 149 seats · built 1999\n"))
        }
        let object = try json(try run(show + ["--json"], data: folder + "/flights.csv"))
        #expect(object["aircraft"] as? String == "N14228")
        #expect(object["aircraft_type"] as? String == "Boeing 737-824")
        #expect(object["aircraft_seats"] as? Int == 149)
        #expect(object["aircraft_built"] as? Int == 1999)
        // Rewritten (a second later, so that its stamp changes): the cached lines are not used.
        sleep(1)
        try (header + "N14228,2000,Fixed wing multi engine,Boeing,737-800,2,160,NA,Turbo-fan\n")
            .write(toFile: folder + "/planes.csv", atomically: true, encoding: .utf8)
        #expect(try run(show, data: folder + "/flights.csv").stdout.contains("\nAircraft    N14228 · Boeing 737-800 · 160 seats · built 2000\n"))
        let missing = try run(show + ["--planes", folder + "/none.csv"], data: folder + "/flights.csv")
        #expect(missing.status == 66)
        #expect(missing.stderr == "flights: cannot read \(folder)/none.csv (from --planes): No such file or directory\n")
        // Without a file of aircraft, the registration alone (the slice's folder has none).
        #expect(try run(show).stdout.contains("\nAircraft    N14228\nInbound     none: its first leg of the day in the data\nStatus"))
    }

    @Test func arrivalsAreTheSameFromTheFileAndFromTheCache() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // awk -F, '$2==7 && $3==4 && $14=="SJU" && $8+0 < $5+0 {print $10, $11, $5, $8}' slice
        //   → B6 1103 2101 100, DL 347 2115 126, B6 1203 2231 226, B6 1503 2359 344
        let overnight = try run(["arrivals", "--airport", "SJU", "--date", "2013-07-05", "--no-cache"])
        // Named by the built-in tables (JFK,John F Kennedy Intl; B6,JetBlue Airways; DL,Delta Air Lines Inc.).
        #expect(overnight.stdout == """
            TIME   FLIGHT   FROM                       AIRLINE               STATUS
            01:00  B6 1103  John F Kennedy Intl (JFK)  JetBlue Airways       Landed 00:50 (-10)
            01:26  DL 347   John F Kennedy Intl (JFK)  Delta Air Lines Inc.  Landed 01:11 (-15)
            02:26  B6 1203  John F Kennedy Intl (JFK)  JetBlue Airways       Landed 02:34 (+8)
            03:44  B6 1503  John F Kennedy Intl (JFK)  JetBlue Airways       Landed 03:43 (-1)

            """)
        // nycflights13's airports.csv has no SJU: a code neither table knows stays a code.
        let toSanJuan = try run(["departures", "--airport", "JFK", "--date", "2013-07-04", "--format", "csv"])
        #expect(toSanJuan.stdout.contains("\nB6 1103,B6,JetBlue Airways,departure,SJU,SJU,SJU,2013-07-04T21:01,"))
        // awk -F, '$2==7 && $3==4 && $14=="SJU" && $8+0 >= $5+0' slice | wc -l → 15
        let sameDay = try run(["arrivals", "--airport", "SJU", "--date", "2013-07-04", "--no-cache"])
        #expect(sameDay.stdout.split(separator: "\n").count == 1 + 15)
        for (date, fromFile) in [("2013-07-05", overnight), ("2013-07-04", sameDay)] {
            _ = try run(["arrivals", "--airport", "SJU", "--date", date])
            let fromCache = try run(["arrivals", "--airport", "SJU", "--date", date])
            #expect(fromCache.stdout == fromFile.stdout)
        }
    }

    @Test func theHistoryOfUA1545OverTheFile() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // awk -F, '$10=="UA" && $11==1545 && $13=="EWR" {n++; if ($6!="NA" && $6<15) ok++} END {print n, ok}' slice → 85 79
        let result = try run(["history", "UA1545", "--airport", "EWR", "--json"])
        #expect(result.status == 0)
        let summary = try #require(try json(result)["summary"] as? [String: Any])
        #expect(summary["flights"] as? Int == 85)
        #expect(summary["on_time"] as? Int == 79)
        #expect(summary["cancelled"] as? Int == 0)
        // awk -F, '$10=="UA" && $11==1545 && $13=="EWR" && $6!="NA" {s+=$6; n++} END {printf "%.1f", s/n}' slice → 1.5
        #expect(summary["average_delay_minutes"] as? Double == 1.5)
        // The number flew to Boston once, on 2013-01-09: a leg of its own, in the order of the day.
        // awk -F, '$10=="UA" && $11==1545 && $13=="EWR" {n[$14]++; if ($6!="NA" && $6<15) ok[$14]++}
        //   END {for (d in n) print d, n[d], ok[d]}' slice → IAH 84 78, BOS 1 1
        let legs = try #require(try json(result)["legs"] as? [[String: Any]])
        #expect(legs.map { "\($0["origin"] ?? "")→\($0["destination"] ?? "")" } == ["EWR→IAH", "EWR→BOS"])
        let legSummaries = legs.compactMap { $0["summary"] as? [String: Any] }
        #expect(legSummaries.map { $0["flights"] as? Int } == [84, 1])
        #expect(legSummaries.map { $0["on_time"] as? Int } == [78, 1])
        let days = try #require(legs.first?["days"] as? [[String: Any]])
        #expect(days.first?["date"] as? String == "2013-01-01")
        #expect(days.first?["delay_minutes"] as? Int == 2)
    }

    /// JFK's board over the file's last ten days, day by day and in total. A departure is on
    /// time when it left less than 15 minutes late and was neither cancelled (no dep_time) nor
    /// diverted (a dep_time, no arr_delay):
    /// awk -F, '$13=="JFK" && $2==12 && $3>=22 {n[$3]++; if ($4=="NA") c[$3]++; else {s[$3]+=$6; m[$3]++;
    ///   if ($9=="NA") d[$3]++; else if ($6<15) ok[$3]++}} END {for (k=22;k<=31;k++) print k, n[k]+0, ok[k]+0,
    ///   c[k]+0, d[k]+0, (m[k] ? s[k]/m[k] : "-")}' slice
    /// → 22: 1 0 0 0 65; 24: 3 3 0 0 -2; 29: 1 0 0 0 21; 30: 2 1 0 1 0.5; 31: 1 1 0 0 -7; no flight on the others;
    /// in all 8 flights, 5 on time, 1 diverted, an average delay of 74 / 8 = 9.25 minutes.
    @Test func theStatisticsOfTheLastTenDaysByDay() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try run(["stats", "--airport", "JFK", "--view", "days", "--json"])
        #expect(result.status == 0)
        let periods = try #require(try json(result)["periods"] as? [[String: Any]])
        #expect(periods.map { period in
            ["start", "flights", "on_time", "cancelled", "diverted", "average_delay_minutes"].map { "\(period[$0] ?? "-")" }.joined(separator: " ")
        } == [
            "2013-12-22T00:00 1 0 0 0 65.0", "2013-12-23T00:00 0 0 0 0 <null>", "2013-12-24T00:00 3 3 0 0 -2.0",
            "2013-12-25T00:00 0 0 0 0 <null>", "2013-12-26T00:00 0 0 0 0 <null>", "2013-12-27T00:00 0 0 0 0 <null>",
            "2013-12-28T00:00 0 0 0 0 <null>", "2013-12-29T00:00 1 0 0 0 21.0", "2013-12-30T00:00 2 1 0 1 0.5",
            "2013-12-31T00:00 1 1 0 0 -7.0",
        ])
        let total = try #require(try json(result)["total"] as? [String: Any])
        #expect(total["flights"] as? Int == 8)
        #expect(total["on_time"] as? Int == 5)
        #expect(total["cancelled"] as? Int == 0)
        #expect(total["diverted"] as? Int == 1)
        #expect(total["on_time_share"] as? Double == 0.625)
        #expect(total["average_delay_minutes"] as? Double == 9.3)
    }

    /// The 84 days of 2013 of the leg to Houston do not fit 80 columns a bar each, nor do its 53
    /// weeks: the chart is by month, every month drawn at its average delay (rounded) and named,
    /// the year under them.
    @Test func theHistoryOfUA1545OverTheFileIsDrawnByMonth() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // awk -F, '$10=="UA" && $11==1545 && $13=="EWR" && $14=="IAH" {n[$2]++; if ($6!="NA") {s[$2]+=$6; c[$2]++}}
        //   END {for (m=1;m<=12;m++) print m, n[m], s[m]/c[m]}' slice
        // → Jan -0.8 → -1 ▾, Feb 2.5 → 3 ·, Mar -1.16 ▾, Apr -3.08 ▾, May 11.5 → 12 ▓ 2 rows, Jun and Jul none,
        //   Aug 7.45 → 7 ▓ 1 row, Sep -3.08 ▾, Oct 29.6 → 30 █ 4 rows, Nov none, Dec 2.25 → 2 ·
        let result = try run(["history", "UA1545", "--airport", "EWR", "--to", "IAH"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            UA 1545  United Air Lines Inc. · IAH · departs 05:15
               ▲
            ╭─ On-time history, last 84 flight days, by month ─────────────────────────────╮
            │ 60 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                     │
            │        │                                                                     │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈                     │
            │        │                                                                     │
            │ 30 min ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈███┈┈┈┈┈┈┈┈                     │
            │        │                                     ███                             │
            │        │┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈▓▓▓┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈███┈┈┈┈┈┈┈┈                     │
            │        │                 ▓▓▓         ▓▓▓     ███                             │
            │  0 min └────────────────────────────────────────────────                     │
            │           ▾   ·   ▾   ▾                   ▾           ·                      │
            │          Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec                     │
            │          2013                                                                │
            │                                                                              │
            │ 78 of 84 on time (93%) · average delay +2 min                                │
            │ Chance of being 15+ min late: 71% on 2013-12-15                              │
            │ only 3 days of this flight: mostly from 11 flights of the airline and 3 at   │
            │ 05:00, 2013-11-15 to 2013-12-14                                              │
            │ Bars: the average delay  █ 15+ min late  ▓ 1-14 min late  ▾ early  · on time │
            │ ○ not flown yet  ✕ some cancelled  ↪ some diverted                           │
            ╰──────────────────────────────────────────────────────────────────────────────╯

            """)
    }

    @Test func statisticsByCarrierOverTheWholeFile() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try run(["stats", "--view", "carriers", "--days", "all", "--json"])
        #expect(result.status == 0)
        let object = try json(result)
        let total = try #require(object["total"] as? [String: Any])
        // awk -F, 'NR>1 {n++; if ($4=="NA") c++} END {print n, c}' slice → 1914 and the cancelled count below
        let text = try String(contentsOfFile: slice, encoding: .utf8)
        let lines = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(total["flights"] as? Int == lines.count)
        #expect(total["cancelled"] as? Int == lines.filter { $0[3] == "NA" }.count)
        // awk -F, '$10=="UA" {n++; if ($9!="NA" && $9<15) ok++} END {print ok/n}' slice
        let ua = lines.filter { $0[9] == "UA" }
        let uaOnTime = Double(ua.filter { $0[8] != "NA" && Int($0[8])! < 15 }.count) / Double(ua.count)
        let carriers = try #require(object["carriers"] as? [[String: Any]])
        let united = try #require(carriers.first { $0["airline"] as? String == "UA" })
        #expect(united["flights"] as? Int == ua.count)
        #expect(abs((united["on_time_share"] as? Double ?? 0) - uaOnTime) < 0.0001)
    }

    @Test func theBTSLayoutGivesTheSameBoard() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // In a folder of its own: files of names beside it (another program's, in the temporary
        // folder) would name what the slice leaves as codes.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flights-bts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bts = folder.appendingPathComponent("flights.csv")
        let converted = try ChildProcess.run("/usr/bin/awk",
                                                  ["-f", Self.fixtures.appendingPathComponent("to-bts.awk").path, slice],
                                                  environment: [:])
        try converted.stdout.write(to: bts, atomically: true, encoding: .utf8)
        let arguments = ["departures", "--airport", "JFK", "--date", "2013-07-04", "--json"]
        let fromNYC = try run(arguments)
        let fromBTS = try run(arguments, data: bts.path)
        #expect(fromBTS.status == 0)
        #expect(fromBTS.stdout == fromNYC.stdout)
    }

    @Test func theCacheIsUsedThenRebuiltWhenTheFileChangesOrIsDamaged() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let copy = try copyOfSlice()
        defer { try? FileManager.default.removeItem(at: copy) }
        let board = Self.boardAsCSV
        let first = try run(board, data: copy.path)
        let images = try FileManager.default.contentsOfDirectory(atPath: cache + "/flights")
        #expect(images.count == 1)
        #expect(try run(board, data: copy.path).stdout == first.stdout)

        // The file changes: a flight more on the day; the cache must not hide it.
        let extra = "2013,7,4,1200,1200,0,1500,1500,0,ZZ,1,N1,JFK,LAX,300,2475,12,0,2013-07-04T16:00:00Z\n"
        let handle = try FileHandle(forWritingTo: copy)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(extra.utf8))
        try handle.close()
        let changed = try run(board, data: copy.path)
        #expect(changed.stdout.split(separator: "\n").count == first.stdout.split(separator: "\n").count + 1)

        // The cache is damaged: it is not trusted, the answer stays right. Damage in the rows
        // the board reads is found as it reads them; the file is read instead, and the cache
        // made anew. The date of every sixteenth row is changed, the board's among them.
        let image = cache + "/flights/" + images[0]
        try damageDates(ofImage: image)
        let repaired = try run(board, data: copy.path)
        #expect(repaired.stdout == changed.stdout)
        #expect(repaired.stderr == "flights: the cache of \(copy.path) is damaged; reading the file instead\n")
        // Made anew on disk: the image is the one a first run on the file writes.
        let fresh = try freshImage(of: copy.path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: image)) == fresh)
        let again = try run(board, data: copy.path)
        #expect(again.stdout == changed.stdout)
        #expect(again.stderr == "")
        // A damaged header, or a cut one, is refused when the cache is opened, without a word,
        // and the image is made anew.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: image))
        bytes[40] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: image))
        #expect(try run(board, data: copy.path).stdout == changed.stdout)
        #expect(try Data(contentsOf: URL(fileURLWithPath: image)) == fresh)
        try Data(bytes.prefix(100)).write(to: URL(fileURLWithPath: image))
        let cut = try run(board, data: copy.path)
        #expect(cut.stdout == changed.stdout)
        #expect(cut.stderr == "")
        #expect(try Data(contentsOf: URL(fileURLWithPath: image)) == fresh)
    }

    /// --no-cache neither reads nor writes the cache; --skip-bad-rows neither, since a table
    /// with rows left out is no image of the file. The answer is the same as with it.
    @Test(arguments: [["--no-cache"], ["--skip-bad-rows"]])
    func optionsThatBypassTheCacheLeaveNone(options: [String]) throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let withCache = try run(Self.boardAsCSV)
        try FileManager.default.removeItem(atPath: cache)
        let without = try run(Self.boardAsCSV + options)
        #expect(without.status == 0)
        #expect(without.stdout == withCache.stdout)
        #expect(!FileManager.default.fileExists(atPath: cache))
    }

    /// A cache that cannot be written (a file stands where its folder should be) is no error:
    /// the answer is given, and one line on standard error says why each run reads the CSV.
    @Test func aCacheThatCannotBeWrittenIsNoError() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let expected = try run(Self.boardAsCSV)
        try FileManager.default.removeItem(atPath: cache)
        #expect(FileManager.default.createFile(atPath: cache, contents: Data("not a folder".utf8)))
        for _ in 0..<2 {
            let result = try run(Self.boardAsCSV)
            #expect(result.status == 0)
            #expect(result.stderr == "flights: cannot write the cache in \(cache)/flights (Not a directory); reading the data "
                    + "without it. Set XDG_CACHE_HOME to a folder that can be written, or pass --no-cache.\n")
            #expect(result.stdout == expected.stdout)
        }
        #expect(try String(contentsOfFile: cache, encoding: .utf8) == "not a folder")
    }

    /// The cache image a first run on `data` writes, in a cache folder of its own.
    private func freshImage(of data: String) throws -> Data {
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("flights-fresh-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: other) }
        #expect(try FlightsBinary.run(Self.boardAsCSV + ["--data", data], environment: ["XDG_CACHE_HOME": other]).status == 0)
        let images = try FileManager.default.contentsOfDirectory(atPath: other + "/flights")
        #expect(images.count == 1)
        return try Data(contentsOf: URL(fileURLWithPath: other + "/flights/" + images[0]))
    }

    /// The cache is damaged and the file, changed behind the program's back (same size, same
    /// time), no longer reads: the command fails as the file would, and prints no board.
    @Test func aDamagedCacheOfAFileThatNoLongerReadsIsAnError() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let copy = try copyOfSlice()
        defer { try? FileManager.default.removeItem(at: copy) }
        let board = Self.boardAsCSV
        #expect(try run(board, data: copy.path).status == 0)

        let image = try #require(try FileManager.default.contentsOfDirectory(atPath: cache + "/flights").first)
        try damageDates(ofImage: cache + "/flights/" + image)

        var before = stat()
        stat(copy.path, &before)
        var text = try Data(contentsOf: copy)
        text[0] = UInt8(ascii: "Y")  // "Year": not a column of either layout
        try text.write(to: copy)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, copy.path, &times, 0) == 0)

        let result = try run(board, data: copy.path)
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("flights: the cache of \(copy.path) is damaged; reading the file instead\nflights: \(copy.path): line 1: not an on-time file"))
    }

    /// The cache keeps the names its table needs and uses them while the files of names are
    /// as they were; a changed, added or removed file is read again.
    @Test func namesComeFromTheCacheUntilTheirFilesChange() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = directory.appendingPathComponent("flights.csv").path
        try FileManager.default.copyItem(atPath: slice, toPath: data)
        let airports = directory.appendingPathComponent("airports.csv")
        func airport(_ name: String) throws {
            try "faa,name,lat,lon,alt,tz,dst,tzone\nMIA,\(name),25.8,-80.3,8,-5,A,America/New_York\n"
                .write(to: airports, atomically: true, encoding: .utf8)
        }
        try "carrier,name\nAA,American Airlines Inc.\n"
            .write(to: directory.appendingPathComponent("airlines.csv"), atomically: true, encoding: .utf8)
        // Names the built-in tables do not have, so that each can be told from theirs.
        try airport("Miami One")
        let board = ["departures", "--airport", "JFK", "--date", "2013-07-04", "--format", "csv"]
        let miami = "AA 701,AA,American Airlines Inc.,departure,MIA,Miami One,"
        #expect(try run(board, data: data).stdout.contains(miami))
        #expect(try run(board, data: data).stdout.contains(miami))
        try airport("Miami Two")
        #expect(try run(board, data: data).stdout.contains("departure,MIA,Miami Two,"))
        // Gone: the built-in name (nycflights13's airports.csv: MIA,Miami Intl,...).
        try FileManager.default.removeItem(at: airports)
        #expect(try run(board, data: data).stdout.contains("AA 701,AA,American Airlines Inc.,departure,MIA,Miami Intl,"))
        try airport("Miami One")
        #expect(try run(board, data: data).stdout.contains(miami))
    }

    @Test func badFilesSayWhereAndWhat() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let header = "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest\n"
        let good = "2013,7,4,540,540,0,840,840,0,AA,701,N1,JFK,MIA\n"
        func file(_ name: String, _ text: String) throws -> String {
            let url = directory.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let board = ["departures", "--airport", "JFK", "--date", "2013-07-04"]

        let badNumber = try file("number.csv", header + good + "2013,7,4,54x,540,0,840,840,0,AA,702,N1,JFK,MIA\n")
        let bad = try run(board, data: badNumber)
        #expect(bad.status == 65)
        #expect(bad.stdout == "")
        #expect(bad.stderr.hasPrefix("flights: \(badNumber): line 3, column dep_time: "))
        #expect(bad.stderr.contains("--skip-bad-rows"))

        // A bad row on line 12 is a row too, not the header (whose line may also start with a 1).
        let twelfth = try file("twelfth.csv", header + String(repeating: good, count: 10) + "2013,7,4,540,540,0,840,840,0,A!,702,N1,JFK,MIA\n")
        let late = try run(board, data: twelfth)
        #expect(late.status == 65)
        #expect(late.stderr.hasPrefix("flights: \(twelfth): line 12, column carrier: "))
        #expect(late.stderr.hasSuffix("Fix the row, or pass --skip-bad-rows to read the others.\n"))
        let header12 = try run(board, data: try file("header12.csv", String(repeating: "\n", count: 11) + "year,month\n2013,7\n"))
        #expect(header12.status == 65)
        #expect(header12.stderr.contains("line 12: not an on-time file"))
        #expect(!header12.stderr.contains("--skip-bad-rows"))

        // A day no command can be asked about is a bad row, not a day of the data that every
        // later board, history and statistic refuses as a usage error.
        let farFuture = try file("9999.csv", header + good + "9999,12,31,540,540,0,840,840,0,AA,703,N1,JFK,MIA\n")
        let future = try run(["stats", "--view", "carriers", "--days", "all"], data: farFuture)
        #expect(future.status == 65)
        #expect(future.stderr.hasPrefix("flights: \(farFuture): line 3, column year: the day 9999-12-31 is out of range: "
            + "the years 1900 to 9998 are supported"))
        let futureSkipped = try run(["stats", "--view", "carriers", "--days", "all", "--skip-bad-rows"], data: farFuture)
        #expect(futureSkipped.status == 0, "\(futureSkipped.stderr)")
        #expect(futureSkipped.stderr.hasPrefix("flights: skipped 1 row of \(farFuture) that could not be read (the first: "))

        // A flight of the last supported day that lands after it: the clock the day's statistics
        // stand at is the last supported minute, not a day no command takes.
        let lastDay = try file("9998.csv", header + "9998,12,31,110,2330,100,400,200,120,AA,701,N1,JFK,MIA\n")
        let last = try run(["stats", "--view", "carriers", "--days", "all"], data: lastDay)
        #expect(last.status == 0, "\(last.stderr)")

        let skipped = try run(board + ["--skip-bad-rows"], data: badNumber)
        #expect(skipped.status == 0)
        #expect(skipped.stderr.hasPrefix("flights: skipped 1 row of \(badNumber) that could not be read (the first: "))
        #expect(skipped.stdout.contains("AA 701"))

        let columns = try run(board, data: try file("columns.csv", "year,month,day,carrier\n2013,7,4,AA\n"))
        #expect(columns.status == 65)
        #expect(columns.stderr.contains("line 1"))

        let truncated = try run(board, data: try file("truncated.csv", header + good + "2013,7,4,540,5"))
        #expect(truncated.status == 65)
        #expect(truncated.stderr.contains("line 3"))

        let empty = try run(board, data: try file("empty.csv", ""))
        #expect(empty.status == 65)

        let windows = try run(board, data: try file("crlf.csv", "\u{FEFF}" + (header + "\n" + good).replacingOccurrences(of: "\n", with: "\r\n")))
        #expect(windows.status == 0)
        #expect(windows.stdout.contains("AA 701"))
    }

    @Test func recordedDataNeedsADayAndAnAirportForABoard() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let noDay = try run(["departures", "--airport", "JFK"])
        #expect(noDay.status == 64)
        #expect(noDay.stderr.hasPrefix("flights: --date is needed with recorded data: the file covers 2013-01-01 to 2013-12-31\n"))
        let noAirport = try run(["departures", "--date", "2013-07-04"])
        #expect(noAirport.status == 64)
        #expect(noAirport.stderr.hasPrefix("flights: \(slice) has flights from 3 airports (EWR, JFK, LGA); choose one with --airport\n"))
        let outside = try run(["departures", "--airport", "JFK", "--date", "2014-01-01"])
        #expect(outside.stderr.hasPrefix("flights: --date 2014-01-01 is outside the data, which covers 2013-01-01 to 2013-12-31\n"))
        let builtIn = try FlightsBinary.run(["departures", "--airport", "JFK"])
        #expect(builtIn.status == 64)
        #expect(builtIn.stderr.hasPrefix("flights: --airport JFK: this data is LaGuardia Airport (LGA) only\n"))
    }
}
