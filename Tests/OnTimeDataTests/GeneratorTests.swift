import Foundation
import Testing
import TestSupport
@testable import OnTimeData

/// Benchmarks/generate-bts.py, which the scale benchmark's files come from: the published BTS
/// layout, the same bytes for a day whatever the range, one file a month holding the rows of
/// the whole range, and flight numbers that leave an airport twice a day.
@Suite struct GeneratorTests {
    static let script = RealDataFixtures.directory.appendingPathComponent("../../../Benchmarks/generate-bts.py").standardized

    /// The generator's output for `arguments`, at a fiftieth of the flights.
    static func generate(_ arguments: [String]) throws -> [UInt8] {
        let run = try ChildProcess.run("/usr/bin/env", ["python3", script.path, "--scale", "0.02", "--jobs", "1"] + arguments,
                                       environment: ["PATH": "/usr/bin:/bin:/usr/local/bin"])
        try #require(run.status == 0, "\(run.stderr)")
        return Array(run.stdout.utf8)
    }

    /// Lines with their line ends (split as bytes: "\r\n" is one Character).
    static func lines(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) + "\n" }
    }

    @Test func writesThePublishedLayout() throws {
        let lines = Self.lines(try Self.generate(["--from", "2019-03-10", "--days", "1"]))
        // Every line: 109 quoted fields, each followed by a comma, then CR LF. No value holds a
        // quote, so the fields are what lies between `","`.
        for line in lines {
            #expect(line.hasPrefix("\"") && line.hasSuffix("\",\r\n"), "\(line.prefix(40))")
            #expect(line.components(separatedBy: "\",\"").count == 109, "\(line.prefix(40))")
        }
        #expect(lines[0].hasPrefix("\"Year\",\"Quarter\",\"Month\",\"DayofMonth\",\"DayOfWeek\",\"FlightDate\","))
        // 2019-03-10 was a Sunday (7), in the first quarter.
        #expect(lines[1].hasPrefix("\"2019\",\"1\",\"3\",\"10\",\"7\",\"2019-03-10\","))
        let table = try parse(Array(lines.joined().utf8)).table
        #expect(table.count == lines.count - 1)
        // A flight number leaving the same airport twice in the day, on different legs.
        var legs: [String: Set<UInt32>] = [:]
        for row in table.indices {
            legs["\(table.carrier[row]) \(table.flight[row]) \(table.origin[row])", default: []].insert(table.destination[row])
        }
        #expect(legs.values.contains { $0.count > 1 })
    }

    @Test func writesADayTheSameWhateverTheRange() throws {
        let three = Self.lines(try Self.generate(["--from", "2019-01-01", "--days", "3", "--layout", "nycflights13"]))
        let second = Self.lines(try Self.generate(["--from", "2019-01-02", "--days", "1", "--layout", "nycflights13"]))
        #expect(second.count > 100)
        #expect(three.filter { $0.hasPrefix("2019,1,2,") } == Array(second.dropFirst()))
    }

    @Test func writesOneFileAMonthWithTheRowsOfTheWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("generator-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = Self.lines(try Self.generate(["--from", "2019-01-31", "--to", "2019-02-01"]))
        _ = try Self.generate(["--from", "2019-01-31", "--to", "2019-02-01", "--monthly", folder.path])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["2019-01.csv", "2019-02.csv"])
        let months = try files.map { Self.lines([UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))) }
        #expect(months.allSatisfy { $0.first == whole.first })
        #expect(months.flatMap { $0.dropFirst() } == Array(whole.dropFirst()))
    }
}
