@testable import FileSystemKit
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

    /// A writer whose number this process cannot see (another container sharing the folder)
    /// holds the lock on its temporary file: that file stays, dead as its number looks, and
    /// goes once the lock is let go. A replace whose own name is held takes the next one.
    @Test func aTemporaryFileWhoseLockIsHeldIsKeptWhateverItsNumber() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ended = try ChildProcess("/bin/true", [], environment: [:])
        _ = try ended.wait()
        let state = directory + "/state.json"
        let writing = "\(state).tmp.\(ended.pid)"
        try "partial".write(toFile: writing, atomically: false, encoding: .utf8)
        let writer = open(writing, O_RDONLY)
        #expect(flock(writer, LOCK_EX) == 0)
        try PosixFileSystem().replace(state, with: Array("new".utf8))
        #expect(try text(writing) == "partial")
        close(writer)
        try PosixFileSystem().replace(state, with: Array("newer".utf8))
        #expect(!FileManager.default.fileExists(atPath: writing))

        // This process's own name held by another: the replace writes under the next name, and leaves the other's file.
        let mine = "\(state).tmp.\(getpid())"
        try "theirs".write(toFile: mine, atomically: false, encoding: .utf8)
        let other = open(mine, O_RDONLY)
        #expect(flock(other, LOCK_EX) == 0)
        try PosixFileSystem().replace(state, with: Array("last".utf8))
        #expect(try text(state) == "last")
        #expect(try text(mine) == "theirs")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["state.json", "state.json.tmp.\(getpid())"])
        close(other)
    }

    /// Each folder is listed once, at its first replace, however many files are replaced in it
    /// (a first run writes an image per data file into one cache folder): the temporary files
    /// of killed writers found then are removed as their files are replaced.
    @Test func aFolderIsListedForAbandonedTemporariesOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let ended = try ChildProcess("/bin/true", [], environment: [:])
        _ = try ended.wait()
        let files = (0..<50).map { "image\($0).fltc" }
        for file in files { try "partial".write(toFile: "\(directory)/\(file).tmp.\(ended.pid)", atomically: false, encoding: .utf8) }
        let live = "\(directory)/image7.fltc.tmp.\(getppid())"
        try "partial".write(toFile: live, atomically: false, encoding: .utf8)
        let abandoned = AbandonedTemporaries()
        var listings = 0
        for file in files {
            abandoned.remove(of: file, in: directory) {
                listings += 1
                return (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            }
        }
        #expect(listings == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["image7.fltc.tmp.\(getppid())"])

        // Through the file system: the second file's temporary, there before the first replace, goes at its own.
        let system = PosixFileSystem()
        for name in ["a.json", "b.json"] { try "partial".write(toFile: "\(directory)/\(name).tmp.\(ended.pid)", atomically: false, encoding: .utf8) }
        try system.replace(directory + "/a.json", with: Array("a".utf8))
        #expect(FileManager.default.fileExists(atPath: "\(directory)/b.json.tmp.\(ended.pid)"))
        try system.replace(directory + "/b.json", with: Array("b".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            == ["a.json", "b.json", "image7.fltc.tmp.\(getppid())"])
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

    /// Tests side by side (and a cached board over a folder) hold many mappings at once: the
    /// guard had room for 16, and a file cut short under the 17th ended the process with SIGBUS.
    @Test func aFileCutShortUnderManyMappingsAtOnceIsGuardedToo() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let paths = (0..<40).map { directory + "/image\($0).fltc" }
        for path in paths { try Data(repeating: UInt8(ascii: "z"), count: 2 * pageSize).write(to: URL(fileURLWithPath: path)) }
        let mapped = try paths.map { try PosixFileSystem().map($0) }
        #expect(truncate(paths[39], 0) == 0)
        #expect(mapped[39].bytes[pageSize + 1] == 0)
        #expect(mapped[39].wasCut)
        #expect(mapped[0 ..< 39].allSatisfy { $0.bytes[pageSize + 1] == UInt8(ascii: "z") && !$0.wasCut })
    }

    @Test func aMappedFileLeftWholeIsNotCut() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/data.csv"
        try Data(repeating: UInt8(ascii: "y"), count: 10_000).write(to: URL(fileURLWithPath: path))
        let mapped = try PosixFileSystem().map(path)
        #expect(mapped.bytes.allSatisfy { $0 == UInt8(ascii: "y") })
        #expect(!mapped.wasCut)
    }

    /// Pages let go after they were read leave the process, and read the same again from the file.
    @Test func discardedPagesLeaveAndReadTheSameAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/data.csv"
        let content = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(content).write(to: URL(fileURLWithPath: path))
        let mapped = try PosixFileSystem().map(path)
        #expect(mapped.bytes.elementsEqual(content))
        // The mapping's resident kilobytes, as /proc/self/smaps gives them.
        func resident() throws -> Int {
            let address = UInt(bitPattern: mapped.bytes.baseAddress)
            // Read to its end: the file says it is empty, so a read sized by its length gets nothing.
            let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
            defer { try? handle.close() }
            let smaps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self).split(separator: "\n")
            // The area that holds the mapping: `start-end perms offset device inode path`.
            let head = try #require(smaps.firstIndex { line in
                let bounds = line.prefix { $0 != " " }.split(separator: "-").compactMap { UInt($0, radix: 16) }
                return bounds.count == 2 && bounds[0] <= address && address < bounds[1]
            })
            let line = try #require(smaps[head...].first { $0.hasPrefix("Rss:") })
            return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
        }
        #expect(try resident() >= 1000)
        mapped.discard(100..<mapped.bytes.count - 100)
        // The first and last pages, which the range only touches, stay; the rest has gone.
        #expect(try resident() <= 16)
        #expect(mapped.bytes.elementsEqual(content))
        // A range past the end, or empty, is nothing to let go.
        mapped.discard(mapped.bytes.count..<mapped.bytes.count + 10)
        mapped.discard(5..<5)
        #expect(mapped.bytes.elementsEqual(content))
    }

    /// A folder's entries, sorted by their bytes, without `.` and `..`; a file is no folder.
    @Test func aFoldersEntriesAreListedSorted() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["2024-10.csv", "2024-02.csv", "B.csv", "a.csv"] {
            try "x".write(toFile: directory + "/" + name, atomically: false, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: directory + "/inner", withIntermediateDirectories: false)
        let system = PosixFileSystem()
        #expect(try system.directoryEntries(directory) == ["2024-02.csv", "2024-10.csv", "B.csv", "a.csv", "inner"])
        #expect(system.isDirectory(directory) && system.isDirectory(directory + "/inner"))
        #expect(!system.isDirectory(directory + "/a.csv") && !system.isDirectory(directory + "/none"))
        #expect(throws: FileSystemError.self) { try system.directoryEntries(directory + "/a.csv") }
    }
}
