import FileSystemKit
import Dispatch
import FlightBoard
import Foundation
import Testing
@testable import FlightsCLI
import TerminalKit

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

    @Test func aCrashBetweenWriteAndRenameLeavesTheOldFileWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let good = StateStore(fileSystem: PosixFileSystem(), directory: directory)
        try good.update { $0.checkIns.append(checkIn("ABC234")) }
        let before = try Data(contentsOf: URL(fileURLWithPath: good.path))

        let crashing = StateStore(fileSystem: CrashBeforeRename(), directory: directory)
        #expect(throws: CLIError.self) {
            try crashing.update { $0.checkIns.append(checkIn("DEF567")) }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: good.path)) == before)
        #expect(try good.load().checkIns.map(\.code) == ["ABC234"])
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

/// The real file system, except that `replace` writes the temporary file and then fails
/// as a killed process would, before the rename.
private struct CrashBeforeRename: FileSystem {
    let real = PosixFileSystem()
    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] { try real.read(path, limit: limit) }
    func map(_ path: String) throws(FileSystemError) -> MappedFile { try real.map(path) }
    func stamp(_ path: String) throws(FileSystemError) -> FileStamp { try real.stamp(path) }
    func canonicalPath(_ path: String) -> String? { real.canonicalPath(path) }
    func exists(_ path: String) -> Bool { real.exists(path) }
    func isDirectory(_ path: String) -> Bool { real.isDirectory(path) }
    func directoryEntries(_ path: String) throws(FileSystemError) -> [String] { try real.directoryEntries(path) }
    func createDirectories(_ path: String) throws(FileSystemError) { try real.createDirectories(path) }
    func lock(_ path: String) throws(FileSystemError) -> FileLock { try real.lock(path) }
    func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemError) {
        _ = FileManager.default.createFile(atPath: path + ".tmp.crashed", contents: Data(bytes))
        throw FileSystemError(path: path, reason: "killed before the rename")
    }
}

private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.lock(); items.append(item); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
