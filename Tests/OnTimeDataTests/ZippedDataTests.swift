import FileSystemKit
import FlightBoard
import Foundation
@testable import OnTimeData
import Synchronization
import Testing
import TestSupport
import ZipKit

/// A zip archive holding the CSV, as the BTS publishes its months, answers as the CSV does:
/// read whole, in segments and pieces, without a cache and from its images; what is not a
/// CSV's zip is said, or left out of a folder.
@Suite struct ZippedDataTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-zipped-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// A zip archive of `files` (name and bytes) written by Python's zipfile, deflated as the
    /// BTS's downloads are: a writer other than the reader tested.
    private func archive(_ name: String, _ files: [(String, [UInt8])]) throws -> String {
        var arguments = ["-c", """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as out:
                for name, source in zip(sys.argv[2::2], sys.argv[3::2]):
                    out.write(source, name)
            """, "\(directory)/\(name)"]
        for (index, (inner, bytes)) in files.enumerated() {
            let source = "\(directory)/.source-\(index)"
            try Data(bytes).write(to: URL(fileURLWithPath: source))
            arguments += [inner, source]
        }
        let python = try ChildProcess.run("/usr/bin/env", ["python3"] + arguments, environment: ["PATH": "/usr/bin:/bin:/usr/local/bin"])
        #expect(python.status == 0, "\(python.stderr)")
        for index in files.indices { try? FileManager.default.removeItem(atPath: "\(directory)/.source-\(index)") }
        return "\(directory)/\(name)"
    }

    private func write(_ bytes: [UInt8], named name: String) throws -> String {
        let path = "\(directory)/\(name)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func loader(_ path: String, airport: String? = "JFK", cache: Bool = true, pieceBytes: Int = 32 << 20,
                        fileSystem: any FileSystem = PosixFileSystem()) -> OnTimeDataLoader {
        var loader = OnTimeDataLoader(path: path, fileSystem: fileSystem)
        loader.airport = airport
        loader.wholeFileAllowed = true
        loader.cacheDirectory = cache ? directory + "/cache" : nil
        loader.scratchDirectory = directory
        loader.pieceBytes = pieceBytes
        loader.segmentRows = 150
        return loader
    }

    private func sameAnswers(_ source: any FlightSource, _ expected: any FlightSource) throws {
        let evening = LocalDateTime(minutesSinceEpoch: 16_000 * 1440)
        let days = CivilDate(daysSinceEpoch: 15_706)...CivilDate(daysSinceEpoch: 16_070)
        #expect(source.recordedDays == expected.recordedDays)
        #expect(source.airlineCodes == expected.airlineCodes)
        #expect(try source.carrierStatistics(days: days, asOf: evening) == expected.carrierStatistics(days: days, asOf: evening))
        var day = days.lowerBound
        while day <= days.upperBound {
            #expect(try source.flights(on: day, asOf: evening) == expected.flights(on: day, asOf: evening), "\(day)")
            day = day.adding(days: 1)
        }
        let flight = FlightDesignator(airline: "UA", number: 1545)
        #expect(try source.history(of: flight, direction: .departure, before: days.upperBound, days: 365, asOf: evening)
                == expected.history(of: flight, direction: .departure, before: days.upperBound, days: 365, asOf: evening))
    }

    /// Nothing of the inflated CSV is left beside the cache or in the scratch folder.
    private func scratchLeft() throws -> [String] {
        let found = try FileManager.default.subpathsOfDirectory(atPath: directory)
        return found.filter { $0.contains(".flights-scratch") }
    }

    @Test(arguments: ["nycflights13", "bts"]) func answersAsItsCSV(layout: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = layout == "bts" ? RealDataFixtures.bts : RealDataFixtures.nycflights13
        let csv = try write(bytes, named: "flights.csv")
        let zip = try archive("flights.zip", [("readme.html", Array("<p>About</p>".utf8)), ("On_Time_2013.csv", bytes)])
        let expected = try loader(csv, cache: false).load().source
        // Whole, then from its image; in segments of pieces, then from theirs; without a cache, in pieces.
        for _ in 0..<2 { try sameAnswers(try loader(zip).load().source, expected) }
        let images = try FileManager.default.contentsOfDirectory(atPath: directory + "/cache").count
        #expect(images == 1)
        // A fresh image of the whole file serves whatever the segments' size: they are made anew.
        try FileManager.default.removeItem(atPath: directory + "/cache")
        for _ in 0..<2 { try sameAnswers(try loader(zip, pieceBytes: 8192).load().source, expected) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/cache").count > 2)
        try sameAnswers(try loader(zip, cache: false, pieceBytes: 4096).load().source, expected)
        #expect(try scratchLeft() == [])
        #expect(try loader(zip, pieceBytes: 8192).report(building: false).map(\.cache) == [.fresh])
    }

    /// A first run tells how far it has come in bytes of the CSV, not of the archive.
    @Test func progressCountsTheCSVsBytes() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = RealDataFixtures.nycflights13
        let zip = try archive("flights.zip", [("flights.csv", bytes)])
        let told = Mutex<[BuildProgress]>([])
        var reading = loader(zip)
        reading.onProgress = { progress in told.withLock { $0.append(progress) } }
        _ = try reading.load()
        let last = try #require(told.withLock { $0.last })
        #expect(last.bytesTotal == bytes.count)
        #expect(last.bytesRead == bytes.count)
    }

    @Test func aBadRowIsOnTheLineOfTheCSV() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var lines = RealDataFixtures.nycflights13.split(separator: 0x0A, omittingEmptySubsequences: false)
        lines[40] = lines[40].map { $0 == UInt8(ascii: ",") ? UInt8(ascii: ";") : $0 }[...]
        let bytes = Array(lines.joined(separator: [0x0A]))
        let zip = try archive("flights.zip", [("flights.csv", bytes)])
        for cache in [true, false] {
            #expect(throws: Never.self) { _ = try loader(zip, cache: cache).seen("JFK").skippingBadRows.load() }
            do {
                _ = try loader(zip, cache: cache).load()
                Issue.record("no error")
            } catch {
                guard case .malformed(let failure) = error, case .row(let line, _) = failure.kind else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(line == 41)
                #expect(failure.file == zip)
            }
        }
    }

    /// In a folder, a zip beside a CSV is one more file; one that holds no on-time CSV is left
    /// out, as a CSV of other columns is (its only file is read, whatever its name); a damaged
    /// one is an error.
    @Test func inAFolder() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = directory + "/data"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lines = RealDataFixtures.nycflights13.split(separator: 0x0A)
        let header = Array(lines[0]) + [0x0A]
        let first = header + Array(lines[1..<900].joined(separator: [0x0A])) + [0x0A]
        let second = header + Array(lines[900...].joined(separator: [0x0A])) + [0x0A]
        _ = try write(first, named: "data/2013-a.csv")
        _ = try archive("data/2013-b.ZIP", [("b.csv", second)])
        _ = try archive("data/photos.zip", [("beach.jpg", [0xFF, 0xD8, 0xFF]), ("sea.jpg", [0xFF, 0xD8, 0xFF])])
        _ = try archive("data/notes.zip", [("notes.txt", Array("Pack the charger.\n".utf8))])
        let reports = try loader(folder).report(building: true)
        #expect(reports.map { ($0.file.path as NSString).lastPathComponent } == ["2013-a.csv", "2013-b.ZIP", "notes.zip", "photos.zip"])
        #expect(reports.map { $0.leftOut == nil } == [true, true, false, false])
        #expect(reports[2].leftOut?.hasPrefix("\(folder)/notes.zip: line 1: not an on-time file: missing columns") == true)
        #expect(reports[3].leftOut == "\(folder)/photos.zip: the zip archive holds no .csv file (it holds beach.jpg, sea.jpg)")
        let whole = try write(RealDataFixtures.nycflights13, named: "whole.csv")
        try sameAnswers(try loader(folder).load().source, try loader(whole, cache: false).load().source)

        let full = try Data(contentsOf: URL(fileURLWithPath: try archive("whole.zip", [("c.csv", second)])))
        _ = try write(Array(full.prefix(3000)), named: "data/cut.zip")
        do {
            _ = try loader(folder).load()
            Issue.record("no error")
        } catch {
            guard case .badArchive(let failure) = error else { Issue.record("\(error)"); return }
            #expect(failure.problem == .notAnArchive)
        }
    }

    /// An archive named otherwise is read by what it begins with; a CSV never is one.
    @Test func knownByItsBytes() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let zip = try archive("download", [("flights.csv", RealDataFixtures.nycflights13)])
        #expect(ZippedData.isArchive(zip, fileSystem: PosixFileSystem()))
        #expect(!ZippedData.isArchive(try write(RealDataFixtures.nycflights13, named: "flights.dat"), fileSystem: PosixFileSystem()))
        let renamed = "\(directory)/trick.csv"
        try FileManager.default.copyItem(atPath: zip, toPath: renamed)
        #expect(!ZippedData.isArchive(renamed, fileSystem: PosixFileSystem()))
        try sameAnswers(try loader(zip).load().source,
                        try loader(try write(RealDataFixtures.nycflights13, named: "same.csv"), cache: false).load().source)
    }

    /// An archive whose CSV does not begin as on-time data stops at its first megabyte: a zip
    /// bomb of zeros is said at once, and nothing is written to the disk; a CSV of other
    /// columns gives the CSV's error.
    @Test func notOnTimeDataStopsTheInflating() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bomb = try archive("bomb.zip", [("flights.csv", [UInt8](repeating: 0, count: 64 << 20))])
        let counting = CountingScratch()
        do {
            _ = try loader(bomb, fileSystem: counting).load()
            Issue.record("no error")
        } catch {
            guard case .malformed(let failure) = error else { Issue.record("\(error)"); return }
            #expect(failure.kind == .header(line: 1))
        }
        #expect(counting.appended.withLock { $0 } == 0)
        let other = try archive("other.zip", [("flights.csv", Array("name,age\nAda,36\n".utf8))])
        do {
            _ = try loader(other).load()
            Issue.record("no error")
        } catch {
            guard case .malformed(let failure) = error else { Issue.record("\(error)"); return }
            #expect(failure.kind == .header(line: 1))
            #expect(failure.message.hasPrefix("not an on-time file: missing columns"))
        }
        #expect(try scratchLeft() == [])
    }

    /// A month unzipped in its folder, the zip kept beside it: the CSV is read, once.
    @Test func aZipBesideItsCSVIsLeftAside() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = directory + "/data"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try write(RealDataFixtures.nycflights13, named: "data/On_Time_2013_7.csv")
        _ = try archive("data/download.zip", [("readme.html", Array("<p>About</p>".utf8)), ("On_Time_2013_7.csv", RealDataFixtures.nycflights13)])
        _ = try archive("data/june.zip", [("x.csv", RealDataFixtures.nycflights13)])
        _ = try write(RealDataFixtures.nycflights13, named: "data/june.csv")
        let files = try loader(folder).dataFiles().map { ($0.path as NSString).lastPathComponent }
        #expect(files == ["On_Time_2013_7.csv", "june.csv"])
        let whole = try write(RealDataFixtures.nycflights13, named: "whole.csv")
        let twice = try loader(folder).load().source, once = try loader(whole, cache: false).load().source
        #expect(twice.recordedDays == once.recordedDays)
    }

    /// A cache folder that cannot hold the inflated CSV (here a file where the folder should
    /// be) sends it to the scratch folder, as a CSV is then read without its cache.
    @Test func anUnwritableCacheFolderInflatesInTheScratchFolder() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let zip = try archive("flights.zip", [("flights.csv", RealDataFixtures.nycflights13)])
        _ = FileManager.default.createFile(atPath: directory + "/cache", contents: Data("not a folder".utf8))
        let counting = CountingScratch()
        try sameAnswers(try loader(zip, fileSystem: counting).load().source,
                        try loader(try write(RealDataFixtures.nycflights13, named: "same.csv"), cache: false).load().source)
        #expect(counting.folders.withLock { $0 } == [directory])
        var bare = loader(zip, cache: false, fileSystem: counting)
        bare.scratchDirectory = directory + "/missing"
        do {
            _ = try bare.load()
            Issue.record("no error")
        } catch {
            guard case .archiveUnwritable(let path, let failure) = error else { Issue.record("\(error)"); return }
            #expect(path == zip)
            #expect(failure.path == directory + "/missing")
        }
    }
}

/// The real file system, counting the bytes written to scratch files and where they were made.
private final class CountingScratch: ForwardingFileSystem, @unchecked Sendable {
    let appended = Mutex(0)
    let folders = Mutex<[String]>([])

    override func scratchFile(in directory: String, size: Int) throws(FileSystemError) -> any ScratchFile {
        let file = try real.scratchFile(in: directory, size: size)
        folders.withLock { $0.append(directory) }
        return Counted(file: file, owner: self)
    }

    private final class Counted: ScratchFile, @unchecked Sendable {
        let file: any ScratchFile
        let owner: CountingScratch
        init(file: any ScratchFile, owner: CountingScratch) {
            self.file = file
            self.owner = owner
        }
        func append(_ bytes: UnsafeRawBufferPointer) throws(FileSystemError) {
            owner.appended.withLock { $0 += bytes.count }
            try file.append(bytes)
        }
        func map() throws(FileSystemError) -> MappedFile { try file.map() }
    }
}

private extension OnTimeDataLoader {
    var skippingBadRows: OnTimeDataLoader {
        var loader = self
        loader.skipBadRows = true
        return loader
    }
}
