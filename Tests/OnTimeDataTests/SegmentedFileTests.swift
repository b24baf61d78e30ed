import FileSystemKit
import FlightBoard
import Foundation
@testable import OnTimeData
import Testing

/// A file larger than the segment size is read, indexed and cached a segment at a time, and
/// answers as the same file read whole: the slice (about 180 KB, in either layout) cut into
/// segments of 8 KiB, each board of each day, a history and the statistics.
@Suite struct SegmentedFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-segments-\(UUID().uuidString)").path

    func loader(_ path: String, airport: String?, segmentBytes: Int) -> OnTimeDataLoader {
        var loader = OnTimeDataLoader(path: path, fileSystem: PosixFileSystem())
        loader.airport = airport
        loader.wholeFileAllowed = true
        loader.cacheDirectory = directory + "/cache"
        loader.segmentBytes = segmentBytes
        return loader
    }

    func write(_ bytes: [UInt8], named name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func images() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory + "/cache").filter { $0.hasSuffix(".fltc") }.sorted()
    }

    @Test(arguments: ["nycflights13", "bts"])
    func segmentsAnswerAsTheWholeFile(layout: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = layout == "bts" ? RealDataFixtures.bts : RealDataFixtures.nycflights13
        let path = try write(bytes, named: "flights.csv")
        let segments = (bytes.count + 8191) / 8192
        let evening = LocalDateTime(minutesSinceEpoch: 16_000 * 1440)
        let days = CivilDate(daysSinceEpoch: 15_706)...CivilDate(daysSinceEpoch: 16_070)  // 2013
        var whole = OnTimeDataLoader(path: path, fileSystem: PosixFileSystem())
        whole.wholeFileAllowed = true
        for airport in ["JFK", "SJU", nil] {
            let expected = try whole.seen(airport).load().source
            // The first load builds each segment's image, the second reads them.
            for _ in 0..<2 {
                let source = try loader(path, airport: airport, segmentBytes: 8192).load().source
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

    /// Every segment but the last ends just after a line end, the first starts after the header.
    @Test func segmentsAreCutAtLineEnds() throws {
        let bytes = RealDataFixtures.nycflights13
        let bounds = bytes.withUnsafeBytes { OnTimeFileLoader.segmentBounds($0, count: 4, size: bytes.count / 4) }
        #expect(bounds.count == 5)
        #expect(bounds[0] == bytes.firstIndex(of: 0x0A)! + 1)
        #expect(bounds.last == bytes.count)
        for bound in bounds.dropFirst().dropLast() { #expect(bytes[bound - 1] == 0x0A) }
        #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0 < $1 })
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
            _ = try loader(path, airport: "JFK", segmentBytes: 8192).load()
            Issue.record("the bad row was read")
        } catch {
            guard case .malformed(let failure) = error else { Issue.record("\(error)"); return }
            #expect(failure.kind == .row(line: 1501, column: "dep_delay"), "\(failure)")
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
