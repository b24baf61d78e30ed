import FileSystemKit
import Foundation
import Glibc
import Testing
import TestSupport

/// The atomic replace on the real file system: what it must never write through, and
/// what it leaves behind.
@Suite struct PosixFileSystemTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-fs-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func aLinkPlantedAsTheTemporaryFileIsNotFollowed() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let victim = directory + "/victim"
        try "keep me".write(toFile: victim, atomically: false, encoding: .utf8)
        let state = directory + "/state.json"
        try FileManager.default.createSymbolicLink(atPath: "\(state).tmp.\(getpid())", withDestinationPath: victim)

        try PosixFileSystem().replace(state, with: Array("new".utf8))
        #expect(try text(victim) == "keep me")
        #expect(try text(state) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["state.json", "victim"])
    }

    @Test func aLinkedStateFileIsUpdatedWhereItPoints() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let real = directory + "/real.json"
        try "old".write(toFile: real, atomically: false, encoding: .utf8)
        let state = directory + "/state.json"
        try FileManager.default.createSymbolicLink(atPath: state, withDestinationPath: real)

        try PosixFileSystem().replace(state, with: Array("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: state) == real)
        #expect(try text(real) == "new")
    }

    @Test func temporaryFilesOfKilledWritersAreRemovedAndALiveOnesKept() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A process that has ended: its number is free, as a killed writer's is.
        let ended = try ChildProcess("/bin/true", [], environment: [:])
        _ = try ended.wait()
        let state = directory + "/state.json"
        let abandoned = "\(state).tmp.\(ended.pid)"
        let live = "\(state).tmp.\(getppid())"
        for file in [abandoned, live] { try "partial".write(toFile: file, atomically: false, encoding: .utf8) }

        try PosixFileSystem().replace(state, with: Array("new".utf8))
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(try text(live) == "partial")
        #expect(try text(state) == "new")
    }

    @Test func aReadStopsAtItsLimit() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/names.csv"
        try String(repeating: "x", count: 3 << 20).write(toFile: file, atomically: false, encoding: .utf8)
        #expect(try PosixFileSystem().read(file, limit: 3 << 20).count == 3 << 20)
        #expect(throws: FileSystemError(path: file, reason: "larger than 2 MB, more than a file of this kind ever holds")) {
            try PosixFileSystem().read(file, limit: 2 << 20)
        }
    }

    @Test func aMappedFileCutShortReadsAsZerosAndSaysSoInsteadOfEndingTheProcess() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/data.csv"
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        try Data(repeating: UInt8(ascii: "x"), count: 3 * pageSize).write(to: URL(fileURLWithPath: path))
        let mapped = try PosixFileSystem().map(path)
        #expect(mapped.bytes[2 * pageSize] == UInt8(ascii: "x"))
        #expect(!mapped.wasCut)
        #expect(truncate(path, off_t(pageSize)) == 0)
        // The first page is still the file's; the third is past its new end, and SIGBUS without the guard.
        #expect(mapped.bytes[0] == UInt8(ascii: "x"))
        #expect(mapped.bytes[2 * pageSize + 7] == 0)
        #expect(mapped.wasCut)
    }

    @Test func aMappedFileLeftWholeIsNotCut() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/data.csv"
        try Data(repeating: UInt8(ascii: "y"), count: 10_000).write(to: URL(fileURLWithPath: path))
        let mapped = try PosixFileSystem().map(path)
        #expect(mapped.bytes.allSatisfy { $0 == UInt8(ascii: "y") })
        #expect(!mapped.wasCut)
    }
}
