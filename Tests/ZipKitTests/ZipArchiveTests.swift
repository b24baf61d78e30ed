import FileSystemKit
import Foundation
import Testing
import ZipKit

@Suite struct ZipArchiveTests {
    let fileSystem = PosixFileSystem()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-zip-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func open(_ name: String) throws -> ZipArchive {
        try ZipArchive(path: ZipFixtures.path(name), fileSystem: fileSystem)
    }

    private func extract(_ archive: ZipArchive, _ entry: ZipEntry) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try archive.extract(entry) { bytes += $0; return true }
        return bytes
    }

    /// A copy of the fixture with `change` made to its bytes.
    private func changed(_ name: String, _ change: (inout [UInt8]) -> Void) throws -> ZipArchive {
        var bytes = ZipFixtures.bytes(name)
        change(&bytes)
        let path = "\(directory)/\(UUID().uuidString).zip"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return try ZipArchive(path: path, fileSystem: fileSystem)
    }

    /// Where the central directory's first entry starts.
    private func centralEntry(_ bytes: [UInt8]) -> Int {
        (0..<(bytes.count - 4)).last { bytes[$0] == 0x50 && bytes[$0 + 1] == 0x4B && bytes[$0 + 2] == 1 && bytes[$0 + 3] == 2 }!
    }

    private func problem(_ body: () throws -> Void) -> ZipError.Problem? {
        do { try body() } catch let error as ZipError { return error.problem } catch { return nil }
        return nil
    }

    @Test(arguments: ["deflated.zip", "stored.zip", "zip64.zip"]) func theEntryAsWritten(_ name: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let archive = try open(name)
        #expect(archive.entries.map(\.name) == ["flights.csv"])
        let entry = archive.entries[0]
        #expect(entry.uncompressedSize == ZipFixtures.sample.count)
        #expect(entry.method == (name == "stored.zip" ? 0 : 8))
        #expect(try extract(archive, entry) == ZipFixtures.sample)
        #expect(try archive.prefix(of: entry, count: 100) == Array(ZipFixtures.sample.prefix(100)))
        #expect(try archive.prefix(of: entry, count: 1 << 20) == ZipFixtures.sample)
    }

    @Test func entriesInOrderWithFoldersAndMacMetadata() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try open("with-readme.zip").entries.map(\.name) == ["readme.html", "data/flights.csv"])
        let mac = try open("mac.zip").entries
        #expect(mac.map(\.isMacMetadata) == [false, true])
        #expect(try open("folder-only.zip").entries.map(\.isDirectory) == [true])
    }

    @Test func whatCannotBeRead() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(problem { _ = try ZipArchive(path: ZipFixtures.path("sample.csv"), fileSystem: fileSystem) } == .notAnArchive)
        #expect(problem { _ = try ZipArchive(path: "\(directory)/missing.zip", fileSystem: fileSystem) }.map {
            if case .unreadable(let error) = $0 { error.isMissing } else { false }
        } == true)
        let bzip2 = try open("bzip2.zip")
        #expect(problem { _ = try extract(bzip2, bzip2.entries[0]) } == .unsupportedMethod(entry: "flights.csv", method: 12))
        // The encryption flag, in the central directory.
        let encrypted = try changed("deflated.zip") { bytes in bytes[centralEntry(bytes) + 8] |= 1 }
        #expect(problem { _ = try extract(encrypted, encrypted.entries[0]) } == .encrypted(entry: "flights.csv"))
    }

    /// A download cut anywhere: no end record, or records that point past the end.
    @Test func cutShort() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = ZipFixtures.bytes("deflated.zip")
        for length in [0, 1, 4, 30, bytes.count / 2, bytes.count - 23, bytes.count - 1] {
            let found = problem { _ = try changed("deflated.zip") { $0 = Array($0.prefix(length)) } }
            #expect(found == .notAnArchive, "cut at \(length)")
        }
        // The end records kept, the data before them cut: what they point to is gone.
        let tail = Array(bytes[centralEntry(bytes)...])
        let cut = problem { let archive = try changed("deflated.zip") { $0 = Array($0.prefix(5000)) + tail }
                            _ = try extract(archive, archive.entries[0]) }
        #expect(cut == .truncated)
    }

    @Test func damagedData() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = ZipFixtures.bytes("deflated.zip")
        let central = centralEntry(bytes)
        // A byte of the compressed data flipped: bad DEFLATE, or a CRC that does not match.
        var failures = 0
        for offset in stride(from: 60, to: 10_000, by: 997) {
            let archive = try changed("deflated.zip") { $0[offset] ^= 0x20 }
            let found = problem { _ = try extract(archive, archive.entries[0]) }
            switch found {
            case .badData?, .checksum?, .smaller?, .larger?: failures += 1
            default: Issue.record("flip at \(offset): \(String(describing: found))")
            }
        }
        #expect(failures == 10)
        // The CRC recorded changed.
        let crc = try changed("deflated.zip") { $0[central + 16] ^= 1 }
        #expect(problem { _ = try extract(crc, crc.entries[0]) } == .checksum(entry: "flights.csv"))
        // The size declared, smaller (what a zip bomb hides behind) and larger.
        let smaller = try changed("deflated.zip") { $0[central + 24] = 100; $0[central + 25] = 0; $0[central + 26] = 0 }
        var handed = 0
        #expect(problem { try smaller.extract(smaller.entries[0]) { handed += $0.count; return true } }
                == .larger(entry: "flights.csv", declared: 100))
        #expect(handed == 0)
        let larger = try changed("deflated.zip") { $0[central + 26] = 1 }
        #expect(problem { _ = try extract(larger, larger.entries[0]) }
                == .smaller(entry: "flights.csv", declared: ZipFixtures.sample.count + 65536, inflated: ZipFixtures.sample.count))
        // The local header not where the directory says.
        let moved = try changed("deflated.zip") { $0[central + 42] = 7 }
        #expect(problem { _ = try extract(moved, moved.entries[0]) } == .damaged("flights.csv is not where its central directory says"))
    }

    @Test func messagesNameTheFileAndWhatToDo() {
        #expect(ZipError(file: "may.zip", .encrypted(entry: "may.csv")).description
                == "may.zip: may.csv in the zip archive is encrypted")
        #expect(ZipError(file: "may.zip", .unsupportedMethod(entry: "may.csv", method: 9)).description
                == "may.zip: may.csv in the zip archive is compressed by method 9 (Deflate64); only stored and deflated entries are read")
        #expect(ZipError(file: "may.zip", .severalEntries(suffix: ".csv", files: ["a.csv", "b.csv", "c.csv", "d.csv"])).description
                == "may.zip: the zip archive holds 4 .csv files (a.csv, b.csv, c.csv, …)")
        #expect(ZipError(file: "may.zip", .truncated).description == "may.zip: the zip archive is cut short (a download not finished?)")
    }
}
