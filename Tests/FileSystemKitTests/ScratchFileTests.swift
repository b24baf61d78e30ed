@testable import FileSystemKit
import Foundation
import Testing

/// Scratch files: written, mapped, and never seen in their folder; refused at once when the
/// disk has not the room asked for.
@Suite struct ScratchFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-scratch-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    @Test func writtenThenMappedAndNeverInTheFolder() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let parts = [Array("first,".utf8), Array(repeating: UInt8(ascii: "x"), count: 70_000), Array("last\n".utf8)]
        var mapped: MappedFile?
        do {
            let scratch = try PosixFileSystem().scratchFile(in: directory, size: parts.map(\.count).reduce(0, +))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
            for part in parts { try part.withUnsafeBytes { try scratch.append($0) } }
            mapped = try scratch.map()
        }
        #expect(Array(try #require(mapped).bytes) == parts.flatMap { $0 })
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    }

    @Test func moreThanTheDiskHoldsIsRefusedAtOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: FileSystemError.self) { _ = try PosixFileSystem().scratchFile(in: directory, size: Int.max / 2) }
        do {
            _ = try PosixFileSystem().scratchFile(in: directory, size: Int.max / 2)
        } catch {
            #expect(error.path == directory)
            #expect(error.reason.hasPrefix("no room for "))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
        #expect(throws: FileSystemError.self) { _ = try PosixFileSystem().scratchFile(in: directory + "/missing", size: 10) }
    }

    @Test func nothingWrittenMapsEmpty() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try PosixFileSystem().scratchFile(in: directory, size: 0).map().bytes.count == 0)
    }
}
