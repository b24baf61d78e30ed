import Foundation
import Testing
import TestSupport
@testable import OnTimeData

/// The parser that steps over fields by masks against the reference that reads every field one
/// by one (`structural: false`): on the fixtures, on generated files of both layouts and on
/// hostile rows placed at every offset of the 60-byte windows, the two give the same table,
/// the same skipped rows and the same error, line and column, whether bad rows are skipped or
/// not and in one stretch or several.
@Suite struct StructuralParseTests {
    /// What a parse gave, to compare.
    struct Outcome: Equatable, CustomStringConvertible {
        var table: OnTimeTable?
        var skippedRows = 0
        var firstSkipped: OnTimeFileError?
        var error: OnTimeFileError?

        var description: String {
            error.map { "error \($0)" }
                ?? "\(table?.count ?? 0) rows, \(skippedRows) skipped, first \(firstSkipped?.description ?? "none")"
        }
    }

    static func outcome(_ bytes: [UInt8], skipBadRows: Bool, stretches: Int, structural: Bool) -> Outcome {
        bytes.withUnsafeBytes { buffer in
            do throws(OnTimeFileError) {
                let result = try OnTimeCSV.parse(buffer, file: "f.csv", skipBadRows: skipBadRows, stretches: stretches,
                                                 structural: structural)
                return Outcome(table: result.table, skippedRows: result.skippedRows, firstSkipped: result.firstSkipped)
            } catch {
                return Outcome(error: error)
            }
        }
    }

    /// Both ways, strict and lenient, in each number of stretches; the reference's outcomes in one.
    @discardableResult
    static func expectSameOutcomes(_ bytes: [UInt8], _ what: String, stretches: [Int] = [1, 3])
        -> (strict: Outcome, lenient: Outcome) {
        var reference: [Outcome] = []
        for skipBadRows in [false, true] {
            for stretches in stretches {
                let expected = outcome(bytes, skipBadRows: skipBadRows, stretches: stretches, structural: false)
                let actual = outcome(bytes, skipBadRows: skipBadRows, stretches: stretches, structural: true)
                #expect(actual == expected, "\(what), skip \(skipBadRows), \(stretches) stretches")
                reference.append(expected)
            }
        }
        return (reference[0], reference[stretches.count])
    }

    @Test func givesTheReferenceTablesOnTheFixtures() {
        let narrow = Self.expectSameOutcomes(RealDataFixtures.nycflights13, "nycflights13 slice")
        let wide = Self.expectSameOutcomes(RealDataFixtures.bts, "BTS slice")
        // awk -F, 'NR > 1' Fixtures/nycflights13-slice.csv | wc -l
        #expect(narrow.strict.table?.count == 1914)
        #expect(wide.strict.table == narrow.strict.table)
    }

    /// Files from Benchmarks/generate-bts.py: two days at a fiftieth of the flights, each
    /// layout; through-flights, cancellations and diversions included.
    @Test(arguments: ["bts", "nycflights13"])
    func givesTheReferenceTablesOnGeneratedFiles(layout: String) throws {
        let script = RealDataFixtures.directory.appendingPathComponent("../../../Benchmarks/generate-bts.py").standardized
        let run = try ChildProcess.run("/usr/bin/env", ["python3", script.path, "--days", "2", "--scale", "0.02",
                                                        "--layout", layout, "--jobs", "1"],
                                       environment: ["PATH": "/usr/bin:/bin:/usr/local/bin"])
        try #require(run.status == 0, "\(run.stderr)")
        let bytes = Array(run.stdout.utf8)
        let lines = bytes.filter { $0 == UInt8(ascii: "\n") }.count
        let outcome = Self.expectSameOutcomes(bytes, "generated \(layout)")
        #expect(outcome.strict.table?.count == lines - 1)
    }

    /// The BTS fixture with two adjacent skipped columns (OriginCityName and OriginState, the
    /// 16th and 17th) replaced, row by row, by hostile text after a padding of 0 to 63 bytes, so
    /// that each kind falls at every offset of the windows; and some rows' last columns too.
    @Test func givesTheReferenceOutcomesOnHostileRows() {
        // Each is the text between the opening quote of the 16th field and the closing quote of
        // the 17th: `"` + text + `"` makes two fields when it is well formed.
        let twoFields = [
            "City, ST\",\"ST",
            "a\"\"b\",\"c",                // a doubled quote
            "line\nbreak\",\"ST",          // a newline inside quotes: a line more
            "cr\r\nlf\",\"ST",             // a CR LF inside quotes
            "\",\"",                       // two empty quoted fields
            "café 東京\",\"Zürich",        // UTF-8
            "a\",b\"c",                    // an unquoted field with quotes in it, which are text
            "a\",b",                       // an unquoted field ending in a quote
            "a\"b\",\"c",                  // text after a closing quote: a bad row
            "a,,b\",\"",                   // commas inside quotes
            "a\rb\",\"c",                  // a carriage return alone inside quotes
            "\"\"\",\"\"\"",               // two fields of one doubled quote each
            "a\"\r\"b\",\"c",              // a closing quote, then a carriage return alone: a bad row
        ]
        let tails = ["", "x\"y", "a\nb", "\"\"", "é\"\r"]
        let lines = Self.btsLines()
        var file = lines[0]
        for (index, line) in lines.dropFirst().enumerated() {
            var fields = line.components(separatedBy: "\",\"")
            let padding = String(repeating: "p", count: index / twoFields.count % 64)
            fields[15] = padding + twoFields[index % twoFields.count]
            fields.remove(at: 16)
            if index % 7 == 0 { fields[100] = tails[index / 7 % tails.count] }
            var row = fields.joined(separator: "\",\"")
            // Some rows end in a carriage return alone, and run on into the next.
            if index % 97 == 0 { row = String(row.dropLast()) + "\r" }
            file += row
        }
        let bytes = Array(file.utf8)
        let outcome = Self.expectSameOutcomes(bytes, "hostile rows")
        // The bad rows are there and the others read: the comparison is not of two failures.
        #expect(outcome.strict.error?.isSkippable == true)
        #expect(outcome.lenient.skippedRows > 100 && (outcome.lenient.table?.count ?? 0) > 1500)
    }

    /// The first rows of the BTS fixture cut at each of its last 70 bytes: the end of the file
    /// inside a quoted field, on a quote, between a CR and its LF, 64 bytes from a row's end
    /// or less (where the masks cannot be read).
    @Test func givesTheReferenceOutcomesOnEveryTruncation() {
        let lines = Self.btsLines()
        let bytes = Array(lines.prefix(6).joined().utf8)
        for length in (bytes.count - 70)...bytes.count {
            Self.expectSameOutcomes(Array(bytes.prefix(length)), "cut at \(length) of \(bytes.count)", stretches: [1])
        }
        // Cut at a quote: the opening one of the last, empty field.
        let cut = Array((lines.prefix(7).joined() + lines[6].dropLast(3)).utf8)
        #expect(cut.last == UInt8(ascii: "\""))
        Self.expectSameOutcomes(cut, "cut at a quote")
    }

    /// The BTS fixture's lines, each with its CR LF (split as bytes: "\r\n" is one Character).
    static func btsLines() -> [String] {
        RealDataFixtures.bts.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) + "\n" }
    }
}
