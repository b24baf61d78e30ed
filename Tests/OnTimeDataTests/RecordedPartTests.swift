import FileSystemKit
import FlightBoard
import Foundation
@testable import OnTimeData
import Synchronization
import Testing

/// A folder whose files all have fresh images: loading it reads no data file and opens no
/// image, each file known by its image's front; a question opens the images it reaches, and
/// answers as the files read whole do.
@Suite struct RecordedPartTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-parts-\(UUID().uuidString)").path
    static let evening = LocalDateTime(minutesSinceEpoch: 16_100 * 1440)

    init() throws {
        try FileManager.default.createDirectory(atPath: directory + "/data", withIntermediateDirectories: true)
        // The slice cut by month (its second field) into three files of a folder.
        let lines = String(decoding: RealDataFixtures.nycflights13, as: UTF8.self).split(separator: "\n")
        for month in ["1", "2", "3"] {
            let rows = lines.dropFirst().filter { $0.split(separator: ",", maxSplits: 2)[1] == month }
            try ([lines[0]] + rows).joined(separator: "\n").appending("\n")
                .write(toFile: "\(directory)/data/2013-0\(month).csv", atomically: false, encoding: .utf8)
        }
    }

    private func loader(_ fileSystem: any FileSystem, pieceBytes: Int = 4096) -> OnTimeDataLoader {
        var loader = OnTimeDataLoader(path: directory + "/data", fileSystem: fileSystem)
        loader.cacheDirectory = directory + "/cache"
        loader.airport = "EWR"
        // Each file larger than a piece, so that how to cut it would be worked out from its
        // first rows (in one segment, all the same) were its image not fresh.
        loader.pieceBytes = pieceBytes
        return loader
    }

    @Test func aQuestionOpensTheImagesItReaches() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let built = try loader(PosixFileSystem()).load().source
        let fileSystem = ReadRecordingFileSystem()
        let source = try loader(fileSystem).load().source
        #expect(fileSystem.touched(".csv") == [])
        #expect(fileSystem.mapped(".fltc") == 0)
        // The departures of 10 February are in February's file alone (`awk -F, '$2==2 && $3==10 && $13=="EWR"'`: 3).
        let february = CivilDate(year: 2013, month: 2, day: 10)!
        let board = try source.flights(on: february, direction: .departure, asOf: Self.evening)
        #expect(board.count == 3)
        #expect(board == (try built.flights(on: february, direction: .departure, asOf: Self.evening)))
        #expect(fileSystem.mapped(".fltc") == 1)
        // The arrivals of 1 February may have left on 31 January: both files.
        _ = try source.flights(on: CivilDate(year: 2013, month: 2, day: 1)!, direction: .arrival, asOf: Self.evening)
        #expect(fileSystem.mapped(".fltc") == 2)
        let quarter = CivilDate(year: 2013, month: 1, day: 1)!...CivilDate(year: 2013, month: 3, day: 31)!
        #expect(try source.carrierStatistics(days: quarter, asOf: Self.evening)
                == built.carrierStatistics(days: quarter, asOf: Self.evening))
        #expect(fileSystem.mapped(".fltc") == 3)
        #expect(fileSystem.touched(".csv") == [])
    }

    /// An image that cannot be opened when a question reaches it (gone since its front was
    /// read) is read again from its file, said to be damaged, and the answer is the file's.
    @Test func anImageGoneBeforeItIsOpenedIsReadAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let built = try loader(PosixFileSystem()).load().source
        var told = loader(PosixFileSystem())
        let damaged = Mutex<[String]>([])
        told.onDamagedCache = { file in damaged.withLock { $0.append(file) } }
        let source = try told.load().source
        for image in try FileManager.default.contentsOfDirectory(atPath: directory + "/cache") {
            try FileManager.default.removeItem(atPath: directory + "/cache/" + image)
        }
        // `awk -F, '$2==3 && $3==6 && $13=="EWR"'`: 5 departures.
        let march = CivilDate(year: 2013, month: 3, day: 6)!
        let board = try source.flights(on: march, direction: .departure, asOf: Self.evening)
        #expect(board.count == 5)
        #expect(board == (try built.flights(on: march, direction: .departure, asOf: Self.evening)))
        #expect(damaged.withLock { $0 } == [directory + "/data/2013-03.csv"])
        #expect(FileManager.default.fileExists(atPath: directory + "/cache"))
    }

    /// A file of 2,001 airports (a summary of 24 KB, more than the 16 KiB first read of an
    /// image) is known by its front all the same: read whole, it checks, and the file is not read.
    @Test func aFrontLongerThanTheFirstReadIsReadWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let rows = (0..<2_000).map { n in
            let code = String([letters[n / 676 % 26], letters[n / 26 % 26], letters[n % 26]])
            return "2013,4,1,517,515,2,830,819,11,UA,1545,N14228,EWR,\(code),227,1400,5,15,2013-04-01T10:00:00Z"
        }
        let header = String(decoding: RealDataFixtures.nycflights13, as: UTF8.self).prefix { $0 != "\n" }
        try ([String(header)] + rows).joined(separator: "\n").appending("\n")
            .write(toFile: directory + "/data/2013-04.csv", atomically: false, encoding: .utf8)
        // In one image: cut in segments, each would hold fewer airports.
        let built = try loader(PosixFileSystem(), pieceBytes: 1 << 20).load().source
        let fileSystem = ReadRecordingFileSystem()
        let source = try loader(fileSystem, pieceBytes: 1 << 20).load().source
        #expect(fileSystem.touched(".csv") == [])
        #expect(fileSystem.mapped(".fltc") == 0)
        let image = try #require(try FileManager.default.contentsOfDirectory(atPath: directory + "/cache").first { image in
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: directory + "/cache/" + image)).prefix(400), as: UTF8.self)
                .contains("2013-04.csv")
        })
        let front = try Data(contentsOf: URL(fileURLWithPath: directory + "/cache/" + image)).withUnsafeBytes {
            Int($0.loadUnaligned(fromByteOffset: 80, as: Int64.self))
        }
        #expect(front > 16 << 10)
        let april = CivilDate(year: 2013, month: 4, day: 1)!
        let board = try source.flights(on: april, direction: .departure, asOf: Self.evening)
        #expect(board.count == 2_000)
        #expect(board == (try built.flights(on: april, direction: .departure, asOf: Self.evening)))
        #expect(fileSystem.touched(".csv") == [])
    }

    /// A file changed since the command found it, its image gone: its part is not read from
    /// the new file, whose rows are not the part's; the question fails, saying the file changed.
    @Test func aFileChangedSinceItWasFoundIsSaidToHaveChanged() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try loader(PosixFileSystem()).load()
        let source = try loader(PosixFileSystem()).load().source
        let march = directory + "/data/2013-03.csv"
        let text = try String(contentsOfFile: march, encoding: .utf8)
        try (text + text.split(separator: "\n")[1] + "\n").write(toFile: march, atomically: false, encoding: .utf8)
        for image in try FileManager.default.contentsOfDirectory(atPath: directory + "/cache") {
            try FileManager.default.removeItem(atPath: directory + "/cache/" + image)
        }
        #expect(throws: FlightSourceError(.changed, OnTimeDataError.changedMessage(march))) {
            try source.flights(on: CivilDate(year: 2013, month: 3, day: 6)!, direction: .departure, asOf: Self.evening)
        }
    }
}

/// The real file system, counting the reads of each file and the images mapped.
private final class ReadRecordingFileSystem: ForwardingFileSystem, @unchecked Sendable {
    private let paths = Mutex<(read: [String], mapped: [String])>(([], []))

    /// The files ending in `suffix` read or mapped.
    func touched(_ suffix: String) -> [String] {
        paths.withLock { ($0.read + $0.mapped).filter { $0.hasSuffix(suffix) } }
    }

    /// How many files ending in `suffix` were mapped.
    func mapped(_ suffix: String) -> Int {
        paths.withLock { $0.mapped.filter { $0.hasSuffix(suffix) }.count }
    }

    override func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        paths.withLock { $0.read.append(path) }
        return try real.read(path, limit: limit)
    }

    override func read(_ path: String, at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        paths.withLock { $0.read.append(path) }
        return try real.read(path, at: offset, into: buffer)
    }

    override func map(_ path: String) throws(FileSystemError) -> MappedFile {
        paths.withLock { $0.mapped.append(path) }
        return try real.map(path)
    }
}
