import Foundation
import Testing
import TestSupport

/// Each place where text from a data file, a state file, a link or an argument reaches a
/// terminal, fed hostile text through the built binary: ESC with an OSC title and a CSI, the
/// 8-bit CSI and NEL (C1), the bidi overrides, U+2028, and NUL where the format can carry it.
/// Nothing of it reaches standard output or standard error raw, and its stand-ins are shown
/// (`Tests/mutants.txt` drops the sanitiser at each of these sinks in turn).
@Suite final class SanitisedSinksTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-sinks-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// ESC ] 0;PWN BEL (a window title), ESC [ 2J (clear the screen), the 8-bit CSI (U+009B)
    /// 31m, NEL (U+0085), RIGHT-TO-LEFT OVERRIDE, LEFT-TO-RIGHT ISOLATE, LINE SEPARATOR: as
    /// raw text, for arguments, file names and CSV fields, which cannot hold NUL.
    static let hostile = "\u{1B}]0;PWN\u{07}\u{1B}[2J\u{9B}31m\u{85}\u{202E}\u{2066}\u{2028}"
    /// The same followed by NUL, as JSON escapes, for the airport file and the state file.
    static let hostileJSON = #"\u001b]0;PWN\u0007\u001b[2J\u009b31m\u0085\u202e\u2066\u2028\u0000"#
    /// How `hostile` is shown, worked out by hand: C0 in caret notation, the others as `\u{XXXX}`.
    static let shown = #"^[]0;PWN^G^[[2J\u{009B}31m\u{0085}\u{202E}\u{2066}\u{2028}"#
    /// How `hostileJSON` is shown: NUL is `^@`.
    static let shownJSON = shown + "^@"

    // MARK: - Inputs

    private static let header = "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest,air_time,distance,hour,minute,time_hour"
    private static let row = "2013,7,4,557,600,-3,838,850,-12,AA,59,N1,JFK,SFO,350,2586,6,0,2013-07-04T10:00:00Z"
    private static let slice = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("OnTimeDataTests/Fixtures/nycflights13-slice.csv").path

    /// A one-row on-time file whose second row's `sched_dep_time` is `5` and the hostile text.
    private func csvWithABadRow() throws -> String {
        let path = directory + "/flights.csv"
        try "\(Self.header)\n\(Self.row)\n\(Self.row.replacingOccurrences(of: ",600,", with: ",5\(Self.hostile),"))\n"
            .write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// The small airport file with the hostile text after each of its names and a gate.
    private func hostileAirportFile() throws -> String {
        var text = try String(contentsOfFile: FlightsBinary.fixture("small-airport.json"), encoding: .utf8)
        for name in ["LaGuardia Airport", "New York", "United Airlines", "Delta Air Lines", "American Airlines", "Chicago",
                     "O'Hare International Airport", "B1"] {
            text = text.replacingOccurrences(of: "\"\(name)\"", with: "\"\(name)\(Self.hostileJSON)\"")
        }
        let path = directory + "/airport.json"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// A state file holding one check-in on UA 101 of 2026-11-29, written by hand, with the
    /// hostile text (and NUL) after the passenger's name, or after the seat.
    private func hostileStateFile(inSeat: Bool = false) throws {
        let folder = directory + "/state/flights"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            {"format": "flights-state/2", "checkIns": [{"code": "F5P52F", "flight": "UA 101", "date": "2026-11-29", \
            "departure": "2026-11-29T10:00", "destination": "ORD", "gate": "B1", \
            "passenger": "Ada Lovelace\(inSeat ? "" : Self.hostileJSON)", "seat": "window\(inSeat ? Self.hostileJSON : "")", \
            "bags": 1, "madeAt": "2026-11-29T08:00"}], "reschedules": []}

            """.write(toFile: folder + "/state.json", atomically: false, encoding: .utf8)
    }

    private var environment: [String: String] {
        ["XDG_STATE_HOME": directory + "/state", "FLIGHTS_NOW": "2026-11-29T08:00"]
    }

    private func flights(_ arguments: [String], environment more: [String: String] = [:]) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments, environment: environment.merging(more) { $1 })
    }

    // MARK: - Checks

    /// A character a terminal acts on instead of showing: C0 but the line feed, DEL, C1, the
    /// bidi controls, the line and paragraph separators.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Through pipes: no control character on either output, and `expected` shown.
    private func expectInert(_ run: ChildProcess.Output, shows expected: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let written = run.stdout + run.stderr
        let controls = Set(written.unicodeScalars.filter(Self.isControl).map { String($0.value, radix: 16) })
        #expect(controls.isEmpty, "control characters \(controls) written:\n\(written)", sourceLocation: sourceLocation)
        #expect(written.contains(expected), "\(expected) not shown in:\n\(written)", sourceLocation: sourceLocation)
    }

    /// On a terminal, where the tool's own escape sequences are: none of the hostile text's
    /// controls, and `expected` shown.
    private func expectInert(screen: String, shows expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = Set(screen.unicodeScalars.filter { [0x00, 0x07, 0x85, 0x9B, 0x202E, 0x2066, 0x2028].contains($0.value) }
            .map { String($0.value, radix: 16) })
        #expect(raw.isEmpty && !screen.contains("\u{1B}]0;PWN") && !screen.contains("\u{1B}[2J"),
                "the hostile text's controls \(raw) reached the terminal:\n\(screen)", sourceLocation: sourceLocation)
        #expect(screen.contains(expected), "\(expected) not shown in:\n\(screen)", sourceLocation: sourceLocation)
    }

    private func terminal(_ arguments: [String], directory folder: String? = nil, columns: UInt16 = 80,
                          environment more: [String: String] = [:]) throws -> PseudoTerminalSession {
        let (program, words) = folder.map { ("/usr/bin/env", ["-C", $0, FlightsBinary.url.path] + arguments) }
            ?? (FlightsBinary.url.path, arguments)
        return try PseudoTerminalSession(program, words, environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "NO_COLOR": "1"]
                                            .merging(environment) { $1 }.merging(more) { $1 }, columns: columns)
    }

    // MARK: - Error messages (ErrorReport)

    @Test func aDataFilesBadFieldIsQuotedInertInTheError() throws {
        let data = try csvWithABadRow()
        let run = try flights(["departures", "--data", data, "--no-cache", "--airport", "JFK", "--date", "2013-07-04"])
        #expect(run.status == 65)
        expectInert(run, shows: "flights: \(data): line 3, column sched_dep_time: expected a time as HHMM (0000 to 2400), found \"5\(Self.shown)\"\n")
    }

    @Test func aTypedValueIsQuotedInertInAUsageError() throws {
        let data = FlightsBinary.fixture("small-airport.json")
        let airline = try flights(["departures", "--airline", "U\(Self.hostile)", "--data", data])
        #expect(airline.status == 64)
        expectInert(airline, shows: "flights: no airline 'U\(Self.shown)' flies at LGA; airlines: AA, DL, UA\n")
        let airport = try flights(["departures", "--airport", "J\(Self.hostile)", "--data", data])
        #expect(airport.status == 64)
        expectInert(airport, shows: "flights: --airport J\(Self.shown): this data is LaGuardia Airport (LGA) only\n")
    }

    @Test func aLinksPartsAreQuotedInertInAUsageError() throws {
        let data = FlightsBinary.fixture("small-airport.json")
        let flight = try flights(["open", "flights://departures/UA101\(Self.hostile)", "--data", data])
        #expect(flight.status == 64)
        expectInert(flight, shows: "flights: 'UA101\(Self.shown)' in the link is not a flight number such as UA635\n")
        let screen = try flights(["open", "flights://dep\(Self.hostile)", "--data", data])
        #expect(screen.status == 64)
        expectInert(screen, shows: "flights: no screen 'dep\(Self.shown)' in the app; the screens are arrivals, departures, trips\n")
    }

    @Test func aStateFilesBadFieldIsQuotedInertInTheError() throws {
        try hostileStateFile(inSeat: true)
        let run = try flights(["checkins", "--data", FlightsBinary.fixture("small-airport.json")])
        #expect(run.status == 65)
        expectInert(run, shows: "($.checkIns[0].seat): expected window, aisle or any, found \"window\(Self.shownJSON)\"\n")
    }

    // MARK: - Notes and warnings on standard error

    /// The note under a result (`Invocation.emit`): what `checkins --undo` took back names the passenger.
    @Test func aNoteUnderAResultIsInert() throws {
        try hostileStateFile()
        let run = try flights(["checkins", "--undo", "F5P52F", "--yes", "--data", FlightsBinary.fixture("small-airport.json")])
        #expect(run.status == 0)
        #expect(run.stdout == "")
        expectInert(run, shows: "Undone: the check-in of Ada Lovelace\(Self.shownJSON) on UA 101, 2026-11-29 10:00.\n")
    }

    @Test func theSkippedRowsWarningIsInert() throws {
        let data = try csvWithABadRow()
        let run = try flights(["departures", "--data", data, "--no-cache", "--skip-bad-rows", "--airport", "JFK", "--date", "2013-07-04"])
        #expect(run.status == 0)
        expectInert(run, shows: "flights: skipped 1 row of \(data) that could not be read (the first: \(data): line 3, column "
                    + "sched_dep_time: expected a time as HHMM (0000 to 2400), found \"5\(Self.shown)\")\n")
    }

    /// XDG_CACHE_HOME names a file, whose name carries the hostile text.
    @Test func theUnwritableCacheWarningIsInert() throws {
        let data = directory + "/flights.csv"
        try "\(Self.header)\n\(Self.row)\n".write(toFile: data, atomically: false, encoding: .utf8)
        let cache = directory + "/cache\(Self.hostile)"
        #expect(FileManager.default.createFile(atPath: cache, contents: Data("not a folder".utf8)))
        let run = try flights(["departures", "--data", data, "--airport", "JFK", "--date", "2013-07-04"],
                              environment: ["XDG_CACHE_HOME": cache])
        #expect(run.status == 0)
        expectInert(run, shows: "flights: cannot write the cache in \(directory)/cache\(Self.shown)/flights (Not a directory); "
                    + "reading the data without it. Set XDG_CACHE_HOME to a folder that can be written, or pass --no-cache.\n")
    }

    /// A data file whose name carries the hostile text, its cache damaged as RecordedDataTests
    /// damages it (the date of every sixteenth row changed).
    @Test func theDamagedCacheWarningIsInert() throws {
        let data = directory + "/y\(Self.hostile).csv"
        try FileManager.default.copyItem(atPath: Self.slice, toPath: data)
        let board = ["departures", "--data", data, "--airport", "JFK", "--date", "2013-07-04", "--format", "csv"]
        let cache = ["XDG_CACHE_HOME": directory + "/cache"]
        #expect(try flights(board, environment: cache).status == 0)
        let images = directory + "/cache/flights"
        let image = images + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: images).first))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: image))
        func header(_ offset: Int) -> Int { bytes.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset, as: Int64.self)) } }
        let rows = header(64), blocks = header(72), pathLength = header(80)
        let body = 88 + (pathLength + 7) / 8 * 8 + 8 * blocks
        for offset in stride(from: body, to: body + 4 * rows, by: 64) { bytes[offset] ^= 0x5A }
        try bytes.write(to: URL(fileURLWithPath: image))
        let run = try flights(board, environment: cache)
        #expect(run.status == 0)
        #expect(run.stderr == "flights: the cache of \(directory)/y\(Self.shown).csv is damaged; reading the file instead\n")
        expectInert(run, shows: "is damaged")
    }

    // MARK: - On a terminal

    /// `flights data --build` draws its progress line at once, naming the file (given by a
    /// relative path, so that the line is not cut before the name's end).
    @Test func theProgressLineIsInert() throws {
        let name = "y\(Self.hostile).csv"
        try FileManager.default.copyItem(atPath: Self.slice, toPath: directory + "/" + name)
        let session = try terminal(["data", "--build", "--data", name], directory: directory, columns: 200,
                                   environment: ["XDG_CACHE_HOME": directory + "/cache"])
        #expect(try session.finish() == .exited(0), "\(session.screen)")
        expectInert(screen: session.screen, shows: "\r\u{1B}[2KReading y\(Self.shown).csv  ")
    }

    /// The accessible board: Departures, UA 101, Check in, Reschedule, the first flight, yes.
    /// The line prompt's message and the result's notes, printed by the board, name the
    /// passenger whose check-in is set aside.
    @Test func theAccessibleBoardsNotesAndLinePromptsAreInert() throws {
        try hostileStateFile()
        let session = try terminal(["board", "--accessible", "--data", FlightsBinary.fixture("small-airport.json")])
        for (prompt, keys) in [("Choose 1-5 [2]:", "2\r"), ("Choose 1-5 [1]:", "1\r"), ("Choose 1-6 [1]:", "2\r"),
                               ("Choose 1-3 [3]:", "2\r"), ("Choose 1-8 [1]:", "1\r"), ("[y/N]:", "y\r"), ("Choose 1-5 [2]:", "5\r")] {
            try session.waitFor(prompt, after: session.screen.utf8.count)
            session.type(keys)
        }
        #expect(try session.finish() == .exited(0), "\(session.screen)")
        expectInert(screen: session.screen,
                    shows: "The check-in of Ada Lovelace\(Self.shownJSON) is set aside with the flight; undoing the move brings it back.\r\n")
        expectInert(screen: session.screen, shows: "The check-in of Ada Lovelace\(Self.shownJSON) on UA 101 (code F5P52F) is set aside")
    }

    /// `checkin --choice reschedule` with keys: the choices name the airlines, the question's
    /// message the passenger whose check-in is set aside.
    @Test func thePromptsQuestionsAndChoicesAreInert() throws {
        try hostileStateFile()
        let session = try terminal(["checkin", "UA101", "--choice", "reschedule", "--data", try hostileAirportFile()])
        try session.waitFor("esc Keep UA 101")
        session.type("\r")
        try session.waitFor("[y/N]")
        session.type("y")
        #expect(try session.finish() == .exited(0), "\(session.screen)")
        expectInert(screen: session.screen, shows: "  Chicago\(Self.shownJSON) (ORD)\r\n")
        expectInert(screen: session.screen, shows: "AA 500  American Airlines^[]0;PWN^G^[[2J")
        expectInert(screen: session.screen, shows: "  Lovelace\(Self.shownJSON) is set\r\n")
    }

    /// The full-screen app: the board, then a flight's sheet, every name hostile.
    @Test func theAppsCellsAreInert() throws {
        try hostileStateFile()
        let session = try terminal(["board", "--data", try hostileAirportFile()])
        try session.waitFor("q quit")
        session.type("\r")
        try session.waitFor("Scheduled", after: session.screen.utf8.count)
        session.type("q")
        #expect(try session.finish() == .exited(0), "\(session.screen)")
        expectInert(screen: session.screen, shows: "^[]0;PWN^G")
        expectInert(screen: session.screen, shows: "\\u{2028}")
    }

    // MARK: - Tables

    @Test func theTableCellsAreInert() throws {
        try hostileStateFile()
        let run = try flights(["checkins", "--data", FlightsBinary.fixture("small-airport.json")])
        #expect(run.status == 0)
        expectInert(run, shows: "Ada Lovelace\(Self.shownJSON) · to ORD · window · 1 bag\n")
    }
}
