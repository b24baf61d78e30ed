import FileSystemKit
import Foundation
import Testing
import ZipKit

@Suite struct ZipArchiveTests {
    let fileSystem = PosixFileSystem()
    /// Made by the tests that write an archive, each of which removes it.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-zip-\(UUID().uuidString)").path

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
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
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

    /// A stored entry with every size and place in ZIP64's fields (0xFFFFFFFF in the usual
    /// ones), and the ZIP64 end record and locator, written here field by field (APPNOTE 4.3.9,
    /// 4.3.14, 4.3.15, 4.5.3): Python's zipfile writes ZIP64 fields only past 4 GiB.
    static func zip64(_ data: [UInt8], name: String = "flights.csv", declared: (size: Int, compressed: Int)? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        func le(_ value: Int, _ count: Int) { for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) } }
        let crc = data.withUnsafeBytes { Int(CRC32($0).value) }
        let nameBytes = Array(name.utf8)
        let (size, compressed) = declared ?? (data.count, data.count)
        le(0x0403_4B50, 4); le(45, 2); le(0, 2); le(0, 2); le(0, 4); le(crc, 4)
        le(0xFFFF_FFFF, 4); le(0xFFFF_FFFF, 4); le(nameBytes.count, 2); le(20, 2)
        bytes += nameBytes
        le(1, 2); le(16, 2); le(size, 8); le(compressed, 8)
        bytes += data
        let directory = bytes.count
        le(0x0201_4B50, 4); le(45, 2); le(45, 2); le(0, 2); le(0, 2); le(0, 4); le(crc, 4)
        le(0xFFFF_FFFF, 4); le(0xFFFF_FFFF, 4); le(nameBytes.count, 2); le(28, 2); le(0, 2); le(0, 2); le(0, 2); le(0, 4)
        le(0xFFFF_FFFF, 4)
        bytes += nameBytes
        le(1, 2); le(24, 2); le(size, 8); le(compressed, 8); le(0, 8)
        let record = bytes.count
        le(0x0606_4B50, 4); le(44, 8); le(45, 2); le(45, 2); le(0, 4); le(0, 4); le(1, 8); le(1, 8)
        le(record - directory, 8); le(directory, 8)
        le(0x0706_4B50, 4); le(0, 4); le(record, 8); le(1, 4)
        le(0x0605_4B50, 4); le(0, 2); le(0, 2); le(0xFFFF, 2); le(0xFFFF, 2); le(0xFFFF_FFFF, 4); le(0xFFFF_FFFF, 4); le(0, 2)
        return bytes
    }

    @Test func zip64FieldsAndRecords() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let archive = try changed("stored.zip") { $0 = Self.zip64(ZipFixtures.sample) }
        #expect(archive.entries.map(\.name) == ["flights.csv"])
        #expect(archive.entries[0].uncompressedSize == ZipFixtures.sample.count)
        #expect(try extract(archive, archive.soleFile(endingWith: ".csv")) == ZipFixtures.sample)
        // The locator pointing elsewhere; the record's signature gone.
        #expect(problem { _ = try changed("stored.zip") { $0 = Array(Self.zip64(ZipFixtures.sample).dropLast(22 + 20)) } } == .notAnArchive)
    }

    /// Sizes no archive of this size can hold are refused before anything is made of them:
    /// 2^62 bytes from ZIP64's fields, stored or said to be deflated from 100 bytes.
    @Test func impossibleSizesAreDamage() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let huge = try changed("stored.zip") { $0 = Self.zip64(ZipFixtures.sample, declared: (1 << 62, 1 << 62)) }
        #expect(huge.entries[0].uncompressedSize == 1 << 62)
        #expect(problem { _ = try huge.soleFile(endingWith: ".csv") }
                == .damaged(.impossibleSize(entry: "flights.csv", compressed: 1 << 62, inflated: 1 << 62)))
        let stored = try changed("stored.zip") { $0 = Self.zip64(ZipFixtures.sample, declared: (ZipFixtures.sample.count + 1, ZipFixtures.sample.count)) }
        #expect(problem { _ = try extract(stored, stored.entries[0]) } == .damaged(.storedSizesDiffer(entry: "flights.csv")))
        // Deflated: the method field set to 8, the sizes 2^40 from 100 bytes.
        let deflated = try changed("stored.zip") { bytes in
            bytes = Self.zip64(ZipFixtures.sample, declared: (1 << 40, 100))
            let central = centralEntry(bytes)
            bytes[central + 10] = 8
        }
        #expect(problem { _ = try deflated.soleFile(endingWith: ".csv") }
                == .damaged(.impossibleSize(entry: "flights.csv", compressed: 100, inflated: 1 << 40)))
    }

    /// The data of an archive: its only file, or its only one named so; folders and a Mac's
    /// metadata aside; none or several said with their names.
    @Test func theSoleFile() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try open("with-readme.zip").soleFile(endingWith: ".csv").name == "data/flights.csv")
        #expect(try open("mac.zip").soleFile(endingWith: ".csv").name == "flights.csv")
        #expect(try open("deflated.zip").soleFile(endingWith: ".CSV").name == "flights.csv")
        #expect(problem { _ = try open("two-csv.zip").soleFile(endingWith: ".csv") }
                == .severalEntries(suffix: ".csv", files: ["july.csv", "august.csv"]))
        #expect(problem { _ = try open("folder-only.zip").soleFile(endingWith: ".csv") } == .noEntry(suffix: ".csv", files: []))
        #expect(problem { _ = try open("with-readme.zip").soleFile(endingWith: ".txt") }
                == .noEntry(suffix: ".txt", files: ["readme.html", "data/flights.csv"]))
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
        #expect(problem { _ = try extract(moved, moved.entries[0]) } == .damaged(.misplaced(entry: "flights.csv")))
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
