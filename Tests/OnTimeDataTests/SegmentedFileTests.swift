import FileSystemKit
import FlightBoard
import Foundation
@testable import OnTimeData
import Synchronization
import Testing

/// A file larger than a segment is read, indexed and cached a segment at a time, each read in
/// pieces, and answers as the same file read whole: the slice (about 180 KB, in either layout)
/// read in pieces of 8 KiB, in segments of about 150 rows (two pieces of nycflights13's
/// layout, nine of the BTS layout's), as many as the size holds, rounded, each board of each
/// day, a history and the statistics.
@Suite struct SegmentedFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-segments-\(UUID().uuidString)").path

    func loader(_ path: String, airport: String?, pieceBytes: Int, segmentRows: Int = 150,
                fileSystem: any FileSystem = PosixFileSystem()) -> OnTimeDataLoader {
        var loader = OnTimeDataLoader(path: path, fileSystem: fileSystem)
        loader.airport = airport
        loader.wholeFileAllowed = true
        loader.cacheDirectory = directory + "/cache"
        loader.pieceBytes = pieceBytes
        loader.segmentRows = segmentRows
        return loader
    }

    func write(_ bytes: [UInt8], named name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The segments a file is cut in, worked out from its lines: about `rows` rows each, in
    /// whole pieces (1 to 16) by the width of the rows of its first 16 KiB (the lines after the
    /// header, but the last, which may be cut), as many as its size holds, rounded.
    static func segments(of bytes: [UInt8], pieceBytes: Int, rows: Int) -> Int {
        let lines = bytes.prefix(16_384).split(separator: 0x0A, omittingEmptySubsequences: false).dropFirst().dropLast()
        let width = lines.reduce(0) { $0 + $1.count + 1 } / lines.count
        let pieces = min(16, max(1, Int((Double(rows * width) / Double(pieceBytes)).rounded())))
        return max(1, (bytes.count + pieces * pieceBytes / 2) / (pieces * pieceBytes))
    }

    /// The images in the cache folder; none when nothing made the folder.
    func images() throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory + "/cache") else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory + "/cache").filter { $0.hasSuffix(".fltc") }.sorted()
    }

    @Test(arguments: ["nycflights13", "bts"])
    func segmentsAnswerAsTheWholeFile(layout: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = layout == "bts" ? RealDataFixtures.bts : RealDataFixtures.nycflights13
        let path = try write(bytes, named: "flights.csv")
        let segments = Self.segments(of: bytes, pieceBytes: 8192, rows: 150)
        #expect(segments > 2)
        let evening = LocalDateTime(minutesSinceEpoch: 16_000 * 1440)
        let days = CivilDate(daysSinceEpoch: 15_706)...CivilDate(daysSinceEpoch: 16_070)  // 2013
        var whole = OnTimeDataLoader(path: path, fileSystem: PosixFileSystem())
        whole.wholeFileAllowed = true
        for airport in ["JFK", "SJU", nil] {
            let expected = try whole.seen(airport).load().source
            // The first load builds each segment's image, the second reads them.
            for _ in 0..<2 {
                let source = try loader(path, airport: airport, pieceBytes: 8192).load().source
                #expect(source is RecordedAirports)
                #expect(source.recordedDays == expected.recordedDays)
                #expect(source.airlineCodes == expected.airlineCodes)
                #expect(try source.carrierStatistics(days: days, asOf: evening) == expected.carrierStatistics(days: days, asOf: evening))
                guard airport != nil else { continue }
                var day = days.lowerBound
                while day <= days.upperBound {
                    #expect(try source.flights(on: day, asOf: evening) == expected.flights(on: day, asOf: evening), "\(day)")
                    #expect(try source.settles(on: day) == expected.settles(on: day), "\(day)")
                    day = day.adding(days: 1)
                }
                for flight in [FlightDesignator(airline: "UA", number: 1545), FlightDesignator(airline: "B6", number: 1503)] {
                    #expect(try source.history(of: flight, direction: .departure, before: days.upperBound, days: 365, asOf: evening)
                            == expected.history(of: flight, direction: .departure, before: days.upperBound, days: 365, asOf: evening))
                }
            }
        }
        // One image a segment, named `<hash>.<segment>.fltc`.
        #expect(try images().count == segments)
        #expect(try images().allSatisfy { $0.split(separator: ".").count == 3 })
    }

    /// Images of the file cut otherwise (by an earlier version of the program, or before the
    /// file grew) go when it is cached anew; another file's images stay.
    @Test func imagesOfAnotherCutAreRemoved() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try write(RealDataFixtures.nycflights13, named: "flights.csv")
        let other = try write(Array(RealDataFixtures.nycflights13.prefix(20_000)), named: "other.csv")
        _ = try loader(other, airport: "JFK", pieceBytes: 4096).load()
        let otherImages = try images()
        #expect(otherImages.count == Self.segments(of: Array(RealDataFixtures.nycflights13.prefix(20_000)), pieceBytes: 4096, rows: 150))
        func imagesOfTheFile() throws -> [String] { try images().filter { !otherImages.contains($0) } }
        // Segments of 150 rows, then 400, then the whole file in one image.
        let bytes = RealDataFixtures.nycflights13
        _ = try loader(path, airport: "JFK", pieceBytes: 8192).load()
        #expect(try imagesOfTheFile().count == Self.segments(of: bytes, pieceBytes: 8192, rows: 150))
        _ = try loader(path, airport: "JFK", pieceBytes: 8192, segmentRows: 400).load()
        #expect(try imagesOfTheFile().count == Self.segments(of: bytes, pieceBytes: 8192, rows: 400))
        #expect(Self.segments(of: bytes, pieceBytes: 8192, rows: 400) < Self.segments(of: bytes, pieceBytes: 8192, rows: 150))
        // Files beside them that are not named as the program names images are left alone.
        let hash = try imagesOfTheFile()[0].split(separator: ".")[0]
        let strangers = ["+3", "-1", "007", "x", "1.fltc.tmp"].map { "\(hash).\($0).fltc" }
        for name in strangers { _ = FileManager.default.createFile(atPath: directory + "/cache/" + name, contents: Data()) }
        _ = try loader(path, airport: "JFK", pieceBytes: 1 << 30).load()
        #expect(try imagesOfTheFile().filter { !strangers.contains($0) }.count == 1)
        #expect(try imagesOfTheFile().filter { !strangers.contains($0) }.allSatisfy { $0.split(separator: ".").count == 2 })
        #expect(try Set(strangers).isSubset(of: imagesOfTheFile()))
        #expect(try images().filter(otherImages.contains) == otherImages)
    }

    /// A file's cache is fresh when every segment's image is, missing when none is there, and
    /// stale when some are missing or of another version of the file; the progress of a read
    /// is told for a file that is not fresh, and only for it.
    @Test func aFileIsFreshOnlyWhenEverySegmentIs() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try write(RealDataFixtures.nycflights13, named: "flights.csv")
        let told = Mutex<[BuildProgress]>([])
        var segmented = loader(path, airport: "JFK", pieceBytes: 8192)
        segmented.onProgress = { progress in told.withLock { $0.append(progress) } }
        func load() throws -> Int {
            told.withLock { $0 = [] }
            _ = try segmented.load()
            return told.withLock { $0.count }
        }
        #expect(try segmented.report(building: false).map(\.cache) == [.missing])
        #expect(try load() > 0)
        #expect(try segmented.report(building: false).map(\.cache) == [.fresh])
        #expect(try load() == 0)
        try FileManager.default.removeItem(atPath: directory + "/cache/" + images()[0])
        #expect(try segmented.report(building: false).map(\.cache) == [.stale])
        #expect(try load() > 0)
        #expect(try segmented.report(building: false).map(\.cache) == [.fresh])
    }

    /// A cache that cannot be written (its folder is a file) is said once, however many files
    /// and segments fail to be written, and the data answers as read whole; nothing is left.
    @Test func anUnwritableCacheIsSaidOnceAndTheDataReadWithoutIt() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try write(RealDataFixtures.nycflights13, named: "a.csv")
        _ = try write(RealDataFixtures.bts, named: "b.csv")
        _ = FileManager.default.createFile(atPath: directory + "/cache", contents: Data())
        let told = Mutex<[FileSystemError]>([])
        for pieceBytes in [8192, 1 << 30] {
            told.withLock { $0 = [] }
            var folder = loader(directory, airport: "JFK", pieceBytes: pieceBytes)
            folder.onCacheUnwritable = { failure in told.withLock { $0.append(failure) } }
            var whole = OnTimeDataLoader(path: directory, fileSystem: PosixFileSystem())
            whole.airport = "JFK"
            let source = try folder.load().source, expected = try whole.load().source
            let day = CivilDate(daysSinceEpoch: 15_890), evening = LocalDateTime(minutesSinceEpoch: 16_000 * 1440)
            #expect(try source.flights(on: day, asOf: evening) == expected.flights(on: day, asOf: evening))
            #expect(told.withLock { $0.count } == 1)
            #expect(told.withLock { $0.allSatisfy { $0.path.hasPrefix(directory + "/cache/") && $0.reason == "Not a directory" } })
        }
        var one = loader(first, airport: "JFK", pieceBytes: 8192)
        one.onCacheUnwritable = { failure in told.withLock { $0.append(failure) } }
        _ = try one.load()
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/cache")).isEmpty)
    }

    /// Without a cache, a file larger than a piece is read a piece at a time (its pages let go
    /// as it goes), into one table: the same as read in one go, board by board, in either layout.
    @Test(arguments: ["nycflights13", "bts"])
    func piecesWithoutACacheAnswerAsTheWholeFile(layout: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = layout == "bts" ? RealDataFixtures.bts : RealDataFixtures.nycflights13
        let path = try write(bytes, named: "flights.csv")
        let evening = LocalDateTime(minutesSinceEpoch: 16_000 * 1440)
        let days = CivilDate(daysSinceEpoch: 15_706)...CivilDate(daysSinceEpoch: 16_070)
        var whole = OnTimeDataLoader(path: path, fileSystem: PosixFileSystem())
        whole.airport = "JFK"
        let fileSystem = DiscardRecordingFileSystem(recording: ".csv")
        var pieces = loader(path, airport: "JFK", pieceBytes: 4096, fileSystem: fileSystem)
        pieces.cacheDirectory = nil
        let expected = try whole.load().source, source = try pieces.load().source
        // Each piece's pages were let go once it was read: a piece of 4 KiB ends at the first
        // line end past it, so there are at least size / (4096 + a line) of them.
        let line = bytes.split(separator: 0x0A).map(\.count).max()! + 1
        #expect(fileSystem.discards >= bytes.count / (4096 + line))
        #expect(source.recordedDays == expected.recordedDays)
        #expect(try source.carrierStatistics(days: days, asOf: evening) == expected.carrierStatistics(days: days, asOf: evening))
        var day = days.lowerBound
        while day <= days.upperBound {
            #expect(try source.flights(on: day, asOf: evening) == expected.flights(on: day, asOf: evening), "\(day)")
            day = day.adding(days: 1)
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/cache"))
    }

    /// Each image leaves the process once it is opened, when written and when read again,
    /// a segment's as a whole file's (the first run's memory, or a folder's, would else grow
    /// with the images). Read again, a segment's image is opened only when a query reaches it:
    /// a board opens the segments of its day, statistics over the year all of them. (The slice
    /// is in the order of its months' names, 1, 10, 11, 12, 2…: a segment across its 31 January
    /// and 1 October spans the days between; 15 January is in the first segments only.)
    @Test func imagesAreLetGoOnceOpened() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try write(RealDataFixtures.nycflights13, named: "flights.csv")
        let segments = Self.segments(of: RealDataFixtures.nycflights13, pieceBytes: 8192, rows: 150)
        let evening = LocalDateTime(minutesSinceEpoch: 16_000 * 1440)
        let year = CivilDate(daysSinceEpoch: 15_706)...CivilDate(daysSinceEpoch: 16_070)
        for pieceBytes in [8192, 1 << 30] {
            for run in 0..<2 {
                let fileSystem = DiscardRecordingFileSystem()
                let source = try loader(path, airport: "JFK", pieceBytes: pieceBytes, fileSystem: fileSystem).load().source
                if run == 1 && pieceBytes == 8192 {
                    #expect(fileSystem.discardedImages().isEmpty)
                    _ = try source.flights(on: CivilDate(daysSinceEpoch: 15_720), asOf: evening)
                    let board = fileSystem.discardedImages().count
                    #expect(board >= 1 && board <= 2)
                    _ = try source.carrierStatistics(days: year, asOf: evening)
                }
                let discarded = fileSystem.discardedImages()
                #expect(discarded.count == (pieceBytes == 8192 ? segments : 1))
                #expect(discarded.allSatisfy { $0.value })
            }
        }
    }

    /// Every segment but the last ends just after a line end, the first starts after the header.
    @Test func segmentsAreCutAtLineEnds() throws {
        let bytes = RealDataFixtures.nycflights13
        let size = bytes.count / 4
        var looked: [Range<Int>] = []
        let bounds = bytes.withUnsafeBytes { OnTimeFileLoader.segmentBounds($0, count: 4, size: size) { looked.append($0) } }
        #expect(bounds.count == 5)
        #expect(bounds[0] == bytes.firstIndex(of: 0x0A)! + 1)
        // What was read to find each cut, to be let go: from the multiple of the size to the line end after it.
        #expect(looked == (1...3).map { $0 * size..<bytes[($0 * size)...].firstIndex(of: 0x0A)! + 1 })
        #expect(bounds.last == bytes.count)
        for bound in bounds.dropFirst().dropLast() { #expect(bytes[bound - 1] == 0x0A) }
        #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// The pieces of a segment end just after the first line end at or past each multiple of
    /// the piece size from the segment's start; one with no line end after it runs to the end.
    @Test func piecesAreCutAtLineEndsFromTheSegmentStart() {
        let bytes = Array("ab\ncdefgh\nij\nklmnopqrst\nuv".utf8)
        let cuts = bytes.withUnsafeBytes { OnTimeFileLoader.lineEnds($0, in: 3..<bytes.count, every: 4) }
        // Multiples of 4 from 3 below 26: 7 (in "cdefgh", whose line ends at 10), 11 (in "ij",
        // at 13), 15 (in "klmnopqrst", at 24), then 19 and 23, both before the last cut: from
        // it, "uv" has no line end, so the end, 26, twice (an empty piece).
        #expect(cuts == [10, 13, 24, 26, 26])
    }

    /// A row's width is the bytes of the whole lines after the header over their number.
    @Test func theRowWidthIsThatOfTheWholeLinesAfterTheHeader() {
        // After two blank lines and the 6-byte header: rows of 4, 6 and 8 bytes (line ends
        // counted), then a cut line: 18 bytes over 3 rows.
        let start = Array("\n\r\nh1,h2\n1,2\n3,4,5\n6,7,8,9\n10,11".utf8)
        #expect(OnTimeFileLoader.rowWidth(start[...]) == 6)
        #expect(OnTimeFileLoader.rowWidth(Array("header only\n".utf8)[...]) == nil)
        #expect(OnTimeFileLoader.rowWidth(Array("header, then a cut row\n1,2".utf8)[...]) == nil)
    }

    /// A file's segments are sized by its rows' width, not by how its header is written: a
    /// narrow file with a quoted header is cut as the same file unquoted.
    @Test func aQuotedHeaderDoesNotMakeSegmentsLarger() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = RealDataFixtures.nycflights13
        let header = bytes.prefix { $0 != 0x0A }
        let quoted = Array(String(decoding: header, as: UTF8.self).split(separator: ",").map { "\"\($0)\"" }
            .joined(separator: ",").utf8) + bytes[header.count...]
        _ = try loader(try write(quoted, named: "quoted.csv"), airport: "JFK", pieceBytes: 8192).load()
        #expect(try images().count == Self.segments(of: bytes, pieceBytes: 8192, rows: 150))
    }

    /// Quoted fields holding line ends, some of them across the cut between two pieces or two
    /// segments: a part that does not read on its own sends the file to be read whole, and
    /// the answers are those of the file read whole, with a cache and without.
    @Test func aQuotedLineEndAcrossACutGivesTheSameAnswers() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Every departure city of the BTS slice written over two lines ("Newark,⏎NJ").
        let text = String(decoding: RealDataFixtures.bts, as: UTF8.self).replacingOccurrences(of: "\"Newark, NJ\"", with: "\"Newark,\nNJ\"")
        #expect(text.components(separatedBy: "\"Newark,\nNJ\"").count > 700)
        let path = try write(Array(text.utf8), named: "quoted.csv")
        var whole = OnTimeDataLoader(path: path, fileSystem: PosixFileSystem())
        whole.airport = "EWR"
        let expected = try whole.load().source
        let days = CivilDate(daysSinceEpoch: 15_706)...CivilDate(daysSinceEpoch: 16_070)
        let evening = LocalDateTime(minutesSinceEpoch: 16_000 * 1440)
        for cached in [true, false] {
            for _ in 0..<2 {
                var cut = loader(path, airport: "EWR", pieceBytes: 4096)
                if !cached { cut.cacheDirectory = nil }
                let source = try cut.load().source
                #expect(source.recordedDays == expected.recordedDays)
                var day = days.lowerBound
                while day <= days.upperBound {
                    #expect(try source.flights(on: day, asOf: evening) == expected.flights(on: day, asOf: evening), "\(day)")
                    day = day.adding(days: 7)
                }
                #expect(try source.carrierStatistics(days: days, asOf: evening) == expected.carrierStatistics(days: days, asOf: evening))
            }
        }
        // A segment did fall back: the images stop before it (the file is read whole from there on every run).
        #expect(try images().count < Self.segments(of: Array(text.utf8), pieceBytes: 4096, rows: 150))
    }

    /// A bad row in a later segment is reported with its line in the file, as when read whole.
    @Test func aBadRowIsReportedWithItsLineInTheFile() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var lines = String(decoding: RealDataFixtures.nycflights13, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var fields = lines[1500].split(separator: ",", omittingEmptySubsequences: false)
        fields[5] = "1x"
        lines[1500] = Substring(fields.joined(separator: ","))
        let path = try write(Array(lines.joined(separator: "\n").utf8), named: "bad.csv")
        do {
            _ = try loader(path, airport: "JFK", pieceBytes: 8192).load()
            Issue.record("the bad row was read")
        } catch {
            guard case .malformed(let failure) = error else { Issue.record("\(error)"); return }
            #expect(failure.kind == .row(line: 1501, column: "dep_delay"), "\(failure)")
        }
    }

    /// A file of one line with no line end is the same file, with the same error, whether it is
    /// smaller than a piece (read whole), larger (read in pieces) or many segments long: not an
    /// on-time file, its one line being no header of one. Cached or not.
    @Test(arguments: [1_000, 20_000, 200_000])
    func aFileOfOneLineSaysTheSameAtAnySize(length: Int) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try write(Array(repeating: UInt8(ascii: "x"), count: length), named: "one-line.csv")
        for cache in [true, false] {
            var loader = loader(path, airport: nil, pieceBytes: 8192)
            if !cache { loader.cacheDirectory = nil }
            do {
                _ = try loader.load()
                Issue.record("the line was read")
            } catch {
                guard case .malformed(let failure) = error else { Issue.record("\(error)"); return }
                #expect(failure.kind == .header(line: 1), "\(failure)")
                #expect(failure.message.hasPrefix("not an on-time file: missing columns "), "\(failure)")
            }
        }
    }
}

extension OnTimeDataLoader {
    /// The same loader for another airport.
    func seen(_ airport: String?) -> OnTimeDataLoader {
        var loader = self
        loader.airport = airport
        return loader
    }
}

/// The real file system, recording which files (cache images, unless another ending is
/// given) had their pages let go, and whether each was let go whole.
private final class DiscardRecordingFileSystem: ForwardingFileSystem, @unchecked Sendable {
    private let suffix: String
    private let records = NSLock()
    private var whole: [String: Bool] = [:]
    private(set) var discards = 0

    init(recording suffix: String = ".fltc") {
        self.suffix = suffix
    }

    /// Each image whose pages were discarded, by name: true when all of them were.
    func discardedImages() -> [String: Bool] {
        records.withLock { whole }
    }

    override func map(_ path: String) throws(FileSystemError) -> MappedFile {
        let mapped = try real.map(path)
        guard path.hasSuffix(suffix) else { return mapped }
        let name = String(path.split(separator: "/").last!)
        return MappedFile(bytes: mapped.bytes, discard: { [self] range in
            let all = range.baseAddress == mapped.bytes.baseAddress && range.count == mapped.bytes.count
            records.withLock {
                whole[name] = (whole[name] ?? true) && all
                discards += 1
            }
            let start = range.baseAddress! - mapped.bytes.baseAddress!
            mapped.discard(start..<start + range.count)
        }, release: { _ in withExtendedLifetime(mapped) {} })
    }
}
