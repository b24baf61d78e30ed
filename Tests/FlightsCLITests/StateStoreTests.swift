import FileSystemKit
import Dispatch
import FlightBoard
import Foundation
import Glibc
import Testing
@testable import FlightsCLI
import TerminalKit
import TestSupport

@Suite struct StateStoreTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-state-\(UUID().uuidString)").path

    private func checkIn(_ code: String, passenger: String = "Ada Lovelace") -> CheckIn {
        CheckIn(code: code, flight: FlightDesignator(airline: "UA", number: 635), date: CivilDate(year: 2026, month: 11, day: 29)!,
                departure: LocalDateTime(parsing: "2026-11-29T06:00")!, destination: "ORD", gate: "B14",
                passenger: passenger, seat: .window, bags: 1, madeAt: LocalDateTime(parsing: "2026-11-28T20:00")!)
    }

    @Test func aMissingFileIsEmptyAndTheFirstUpdateCreatesItWithItsDirectory() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = StateStore(fileSystem: PosixFileSystem(), directory: directory + "/deep/flights")
        #expect(try store.load() == TravelRecords())
        try store.update { $0.checkIns.append(checkIn("ABC234")) }
        #expect(try store.load().checkIns.map(\.code) == ["ABC234"])
        let text = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"format\": \"flights-state/2\",\n  \"checkIns\": [\n    {\n      \"code\": \"ABC234\",\n      \"flight\": \"UA 635\","))
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/deep/flights")
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }

    @Test func recordsRoundTripThroughTheFile() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = StateStore(fileSystem: PosixFileSystem(), directory: directory)
        let reschedule = Reschedule(code: "XYZ789", from: FlightDesignator(airline: "DL", number: 1705),
                                    fromDeparture: LocalDateTime(parsing: "2026-11-29T15:45")!,
                                    to: FlightDesignator(airline: "DL", number: 1707),
                                    toDeparture: LocalDateTime(parsing: "2026-11-30T08:00")!,
                                    destination: "MSY", madeAt: LocalDateTime(parsing: "2026-11-29T10:00")!)
        let records = TravelRecords(checkIns: [checkIn("ABC234", passenger: "José Ñúñez-O'Brien 東京")], reschedules: [reschedule])
        try store.update { $0 = records }
        #expect(try store.load() == records)
    }

    @Test func concurrentWritersLoseNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = StateStore(fileSystem: PosixFileSystem(), directory: directory)
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 24) { i in
            do {
                try store.update { records in
                    let code = ConfirmationCode.make(seed: "writer \(i)", avoiding: records.codes)
                    records.checkIns.append(checkIn(code))
                }
            } catch {
                failures.add("\(error)")
            }
        }
        #expect(failures.all.isEmpty)
        #expect(try store.load().checkIns.count == 24)
        #expect(Set(try store.load().checkIns.map(\.code)).count == 24)
    }

    /// The built binary checking in under strace: `flights checkin … --yes` with the state in `directory`.
    private func tracedCheckIn(_ name: String, strace: [String]) throws -> ChildProcess.Output {
        try ChildProcess.run("/usr/bin/strace", strace + ["--", FlightsBinary.url.path, "checkin", "UA635", "--name", name,
                                                          "--seat", "window", "--bags", "1", "--yes"],
                             environment: ["PATH": "/usr/bin:/bin", "XDG_STATE_HOME": directory, "FLIGHTS_NOW": "2026-11-29T09:00"])
    }

    /// The real write, as the kernel sees it: a temporary file beside the state file, created
    /// exclusively and never through a link, written, synced and closed, then renamed over the
    /// state file, then the directory synced; the state file itself is never opened to write.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "strace is not installed (.ci/run installs it)"))
    func theStateFileIsReplacedThroughASyncedTemporaryFileAndARename() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let trace = directory + "/trace"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let run = try tracedCheckIn("Ada Lovelace", strace: ["-f", "-o", trace, "-e", "trace=openat,open,creat,write,fsync,fdatasync,close,rename,renameat,renameat2"])
        #expect(run.status == 0, "\(run.stderr)")
        let folder = directory + "/flights"
        // The calls on the files of the state's folder, each descriptor named by what it opened.
        var names: [Substring: String] = [:]
        var calls: [String] = []
        for line in try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n") {
            let call = line.drop { $0 != " " }.drop { $0 == " " }
            let result = call.split(separator: " = ").last ?? ""
            let words = call.split(whereSeparator: { "(), ".contains($0) })
            guard let name = words.first else { continue }
            if name == "openat", call.contains("\"\(folder)") {
                let path = call.split(separator: "\"")[1]
                let file = path == folder ? "folder" : path.hasPrefix(folder + "/state.json.tmp.") ? "temporary"
                    : String(path.dropFirst(folder.count + 1))
                names[result] = file
                let flags = words[3].split(separator: "|").filter { ["O_WRONLY", "O_RDWR", "O_CREAT", "O_EXCL", "O_NOFOLLOW", "O_TRUNC"].contains($0) }
                calls.append((["open", file] + flags.map(String.init)).joined(separator: " "))
            } else if ["write", "fsync", "fdatasync", "close"].contains(name), words.count > 1, let file = names[words[1]] {
                calls.append("\(name) \(file)")
                if name == "close" { names[words[1]] = nil }
            } else if name.hasPrefix("rename"), call.contains(folder) {
                let files = call.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }
                    .map { $0.element.hasPrefix(folder + "/state.json.tmp.") ? "temporary" : $0.element.dropFirst(folder.count + 1).description }
                calls.append("\(name) \(files.joined(separator: " to ")) = \(result)")
            } else if call.contains(folder) {
                calls.append("other: \(call)")
            }
        }
        let start = try #require(calls.firstIndex { $0.hasPrefix("open temporary") }, "\(calls)")
        #expect(Array(calls[start...].prefix(7)) == [
            // Closed after the rename: its writer's lock held until then.
            "open temporary O_WRONLY O_CREAT O_EXCL O_NOFOLLOW", "write temporary", "fsync temporary",
            "rename temporary to state.json = 0", "close temporary", "open folder", "fsync folder",
        ], "\(calls)")
        // Read, and locked, but never opened to be written in place.
        #expect(calls.filter { $0.hasPrefix("open state.json") || $0.hasPrefix("other") } == [], "\(calls)")
        #expect(calls.filter { $0.hasPrefix("open state.lock") } == ["open state.lock O_RDWR O_CREAT"], "\(calls)")
    }

    /// A writer killed at the very rename (strace sends SIGKILL as the call starts): the old
    /// file is whole, the new one never took its place, and the next run removes the
    /// temporary file the killed one left.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "strace is not installed (.ci/run installs it)"))
    func aWriterKilledAtTheRenameLeavesTheOldFileWholeAndTheNextRunTidiesUp() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let state = directory + "/flights/state.json"
        let first = try tracedCheckIn("Ada Lovelace", strace: ["-o", "/dev/null"])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try String(contentsOfFile: state, encoding: .utf8)

        let killed = try tracedCheckIn("Grace Hopper", strace: ["-o", "/dev/null", "-e", "trace=rename,renameat,renameat2",
                                                                "-e", "inject=rename,renameat,renameat2:signal=SIGKILL"])
        #expect(killed.termination == .signalled(SIGKILL))
        #expect(try String(contentsOfFile: state, encoding: .utf8) == before)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory + "/flights").filter { $0.hasPrefix("state.json.tmp.") }
        #expect(left.count == 1)
        #expect(try String(contentsOfFile: directory + "/flights/" + left[0], encoding: .utf8).contains("Grace Hopper"))

        let again = try tracedCheckIn("Alan Turing", strace: ["-o", "/dev/null"])
        #expect(again.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/flights").sorted() == ["state.json", "state.lock"])
        let names = try StateStore(fileSystem: PosixFileSystem(), directory: directory + "/flights").load().checkIns.map(\.passenger)
        #expect(names == ["Ada Lovelace", "Alan Turing"])
    }

    @Test func aDamagedFileIsReportedAndNeverOverwritten() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = StateStore(fileSystem: PosixFileSystem(), directory: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let damaged = "{\"format\": \"flights-state/1\", \"checkIns\": [ {\"code\": \"ABC"
        try damaged.write(toFile: store.path, atomically: true, encoding: .utf8)
        let error = #expect(throws: CLIError.self) {
            try store.update { $0.checkIns.append(checkIn("DEF567")) }
        }
        #expect(error?.status == .dataError)
        #expect(error?.message == "the state file is damaged: \(store.path): line 1, column 58: not valid JSON: unexpected end of file inside a string")
        #expect(try String(contentsOfFile: store.path, encoding: .utf8) == damaged)
    }

    @Test func anEmptyFileMadeByHandHoldsNothingAndIsReplacedByTheFirstChange() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = StateStore(fileSystem: PosixFileSystem(), directory: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: store.path, contents: Data()))
        #expect(try store.load() == TravelRecords())
        try store.update { $0.checkIns.append(checkIn("ABC234")) }
        #expect(try store.load().checkIns.map(\.code) == ["ABC234"])
    }

    @Test func aStateDirectoryThatCannotBeMadeIsAnOutputError() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A file where the directory should be: nothing can be made under it.
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: directory + "/flights", contents: Data("x".utf8)))
        let store = StateStore(fileSystem: PosixFileSystem(), directory: directory + "/flights/deeper")
        let error = #expect(throws: CLIError.self) { try store.update { $0.checkIns.append(checkIn("ABC234")) } }
        #expect(error?.message == "cannot create \(directory)/flights/deeper for the state file: Not a directory; nothing was changed")
        #expect(error?.status == .ioError)
    }

    @Test func theDirectoryFollowsXDGThenHome() throws {
        func environment(_ variables: [String: String]) -> FlightsCLI.Environment {
            FlightsCLI.Environment(variables: variables, now: { Instant(secondsSinceEpoch: 0) },
                                   output: CapturedOutput(), errorOutput: CapturedOutput())
        }
        #expect(try StateStore.directory(environment(["XDG_STATE_HOME": "/x/state", "HOME": "/home/a"])) == "/x/state/flights")
        #expect(try StateStore.directory(environment(["XDG_STATE_HOME": "relative", "HOME": "/home/a"])) == "/home/a/.local/state/flights")
        #expect(try StateStore.directory(environment(["HOME": "/home/a"])) == "/home/a/.local/state/flights")
        #expect(throws: CLIError.self) { try StateStore.directory(environment([:])) }
    }
}

private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.lock(); items.append(item); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
