import Foundation
import Testing
import TestSupport

/// `--data` with a folder of files, or several files: the committed slice of the 2013 data cut
/// into files (by month, by day, by airport) answers as the one file does, figure for figure,
/// and the figures are awk's on the slice (each test shows its awk command).
@Suite struct DataFolderTests {
    static let slice = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("OnTimeDataTests/Fixtures/nycflights13-slice.csv").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flights-folder-\(UUID().uuidString)").path
    var cache: String { scratch + "/cache" }
    var folder: String { scratch + "/data" }

    /// How the slice is cut into files: each row goes to the file its key names.
    enum Cut: String, CaseIterable {
        case month, day, origin

        func file(of fields: [Substring]) -> String {
            switch self {
            case .month: "2013-\(fields[1].count == 1 ? "0" : "")\(fields[1]).csv"
            case .day: "2013-\(fields[1])-\(fields[2]).csv"
            case .origin: "\(fields[12]).csv"
            }
        }
    }

    /// Writes the slice cut into files in `directory`, each with the header; gives their names.
    @discardableResult
    static func write(_ cut: Cut, into directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let lines = try String(contentsOfFile: Self.slice, encoding: .utf8).split(separator: "\n")
        var files: [String: [Substring]] = [:]
        for line in lines.dropFirst() {
            files[cut.file(of: line.split(separator: ",", omittingEmptySubsequences: false)), default: [lines[0]]].append(line)
        }
        for (name, rows) in files {
            try (rows.joined(separator: "\n") + "\n").write(toFile: directory + "/" + name, atomically: false, encoding: .utf8)
        }
        return files.keys.sorted()
    }

    func run(_ arguments: [String], data: [String], environment: [String: String] = [:]) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments + data.flatMap { ["--data", $0] },
                              environment: ["XDG_CACHE_HOME": cache].merging(environment) { $1 })
    }

    func json(_ output: ChildProcess.Output) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output.stderr)")
    }

    /// The questions each command asks: a board, an overnight arrivals board (whose flights
    /// left the day before, in another file when the cut is by day), a flight, its history,
    /// and statistics of one airport and of every airport.
    static let questions: [[String]] = [
        ["departures", "--airport", "JFK", "--date", "2013-07-04", "--format", "csv"],
        ["arrivals", "--airport", "SJU", "--date", "2013-07-05", "--format", "csv"],
        ["show", "UA1545", "--airport", "EWR", "--date", "2013-09-30", "--json"],
        ["history", "UA1545", "--airport", "EWR", "--date", "2013-09-30", "--days", "all", "--json"],
        ["stats", "--airport", "JFK", "--view", "days", "--date", "2013-07-06", "--json"],
        ["stats", "--view", "carriers", "--days", "all", "--json"],
        ["stats", "--view", "carriers", "--airport", "LGA", "--days", "30", "--date", "2013-07-31", "--json"],
    ]

    @Test(arguments: Cut.allCases)
    func aFolderAnswersAsTheOneFile(cut: Cut) throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try Self.write(cut, into: folder)
        for question in Self.questions {
            let whole = try run(question, data: [Self.slice])
            #expect(whole.status == 0, "\(question): \(whole.stderr)")
            // Twice: the first run builds each file's cache, the second reads them.
            for _ in 0..<2 {
                let parts = try run(question, data: [folder])
                #expect(parts.status == 0, "\(question): \(parts.stderr)")
                #expect(parts.stdout == whole.stdout, "\(cut) \(question)")
            }
        }
        // And the figures are the data's:
        // awk -F, '$2==7 && $3==4 && $13=="JFK"' slice | wc -l → 287
        let board = try run(Self.questions[0], data: [folder])
        #expect(board.stdout.split(separator: "\n").count == 1 + 287)
        // awk -F, '$2==7 && $3==4 && $14=="SJU" && $8+0 < $5+0 {print $10 $11}' slice → B6 1103, DL 347, B6 1203, B6 1503
        let overnight = try run(Self.questions[1], data: [folder])
        #expect(overnight.stdout.split(separator: "\n").dropFirst().map { $0.prefix { $0 != "," } }
                == ["B6 1103", "DL 347", "B6 1203", "B6 1503"])
        // The leg of the day asked, to IAH (the number flew EWR→BOS once, a leg of its own):
        // awk -F, '$10=="UA" && $11==1545 && $13=="EWR" && $14=="IAH" && ($2<9 || ($2==9 && $3<30))' slice | wc -l → 74
        let history = try json(try run(Self.questions[3], data: [folder]))
        let legs = try #require(history["legs"] as? [[String: Any]])
        #expect(legs.count == 1)
        #expect((legs.first?["days"] as? [Any])?.count == 74)
        // awk -F, 'NR>1 {n[$10]++; if ($4=="NA") c[$10]++} END {print n["9E"], c["9E"], n["UA"], c["UA"]}' slice → 138 55 332 31
        let carriers = try #require(try json(try run(Self.questions[5], data: [folder]))["carriers"] as? [[String: Any]])
        let byCode = Dictionary(uniqueKeysWithValues: carriers.map { ($0["airline"] as? String ?? "", $0) })
        #expect(byCode["9E"]?["flights"] as? Int == 138)
        #expect(byCode["9E"]?["cancelled"] as? Int == 55)
        #expect(byCode["UA"]?["flights"] as? Int == 332)
        #expect(byCode["UA"]?["cancelled"] as? Int == 31)
        // awk -F, 'NR>1' slice | cut -d, -f10 | sort -u | wc -l → 15
        #expect(carriers.count == 15)
    }

    /// Files named one by one, by repeating --data or in FLIGHTS_DATA separated by colons as
    /// PATH is, are the same data as the folder that holds them.
    @Test func severalFilesAnswerAsTheirFolder() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let names = try Self.write(.month, into: folder)
        let files = names.map { folder + "/" + $0 }
        let question = Self.questions[5]
        let fromFolder = try run(question, data: [folder])
        #expect(try run(question, data: files).stdout == fromFolder.stdout)
        let listed = try run(question, data: [], environment: ["FLIGHTS_DATA": files.joined(separator: ":") + ":"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout == fromFolder.stdout)
        // A file named twice, or named and in a folder named, is read once.
        #expect(try run(question, data: [folder, files[0], files[0]]).stdout == fromFolder.stdout)
    }

    /// Each file has its own cache image: a new month adds one, a changed file rebuilds its own only.
    @Test func eachFileHasItsOwnCache() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let staging = scratch + "/staging"
        let names = try Self.write(.month, into: staging)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in names.dropLast() { try FileManager.default.moveItem(atPath: staging + "/" + name, toPath: folder + "/" + name) }
        func images() throws -> [String: Date] {
            let names = try FileManager.default.contentsOfDirectory(atPath: cache + "/flights").filter { $0.hasSuffix(".fltc") }
            return try Dictionary(uniqueKeysWithValues: names.map {
                ($0, try FileManager.default.attributesOfItem(atPath: cache + "/flights/" + $0)[.modificationDate] as! Date)
            })
        }
        #expect(try run(Self.questions[5], data: [folder]).status == 0)
        let first = try images()
        #expect(first.count == 11)
        // December comes.
        try FileManager.default.moveItem(atPath: staging + "/" + names.last!, toPath: folder + "/" + names.last!)
        #expect(try run(Self.questions[5], data: [folder]).status == 0)
        let second = try images()
        #expect(second.count == 12)
        #expect(second.filter { first[$0.key] == $0.value }.count == 11)
        // January is corrected: its image alone is built again.
        let january = folder + "/" + names[0]
        let text = try String(contentsOfFile: january, encoding: .utf8)
        try text.replacingOccurrences(of: ",UA,1545,", with: ",UA,1546,").write(toFile: january, atomically: false, encoding: .utf8)
        #expect(try run(Self.questions[5], data: [folder]).status == 0)
        let third = try images()
        #expect(third.count == 12)
        #expect(third.filter { second[$0.key] == $0.value }.count == 11)
    }

    /// A board reads the files of its day only: with the keys of the departures index of July's
    /// image damaged (in blocks that opening it does not check, and that any lookup in that
    /// index checks), a January board does not notice, July's does (and reads the file instead).
    @Test func aBoardReadsOnlyTheFilesOfItsDay() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let boards = try monthlyBoards()
        let images = cache + "/flights"
        let image = try Self.image(of: "2013-07.csv", in: images)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: images + "/" + image))
        func header(_ offset: Int) -> Int { bytes.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset, as: Int64.self)) } }
        // The header's front ends where its length (offset 80) says; a checksum a block follows.
        let rows = header(64), blocks = header(72), front = header(80)
        #expect(blocks > 1)
        let body = front + 8 * blocks
        // The columns and the rows' checks (`OnTimeCache`), then the departures index's key count and keys.
        let index = body + ([4, 2, 4, 4, 4, 2, 2, 2, 2, 1, 8, 1, 2, 2, 2, 2, 2, 2, 2, 4] as [Int]).reduce(0) { $0 + (rows * $1 + 7) / 8 * 8 }
        let keys = header(index)
        #expect(keys > 0 && keys < rows)
        for offset in stride(from: index + 8, to: index + 8 + 8 * keys, by: 8) { bytes[offset + 7] ^= 0x5A }
        try bytes.write(to: URL(fileURLWithPath: images + "/" + image))
        try expectAnswer(boards.january)
        try expectAnswer(boards.july, damaged: "2013-07.csv")
    }

    /// A board opens the images of its day only, knowing the others by their fronts (their
    /// first kilobytes): with July's image cut just after its front, a January board does not
    /// notice, and July's finds it damaged and reads the file instead; with January's cut, the
    /// first file's, a July board does not open it to name its airport either.
    @Test func aBoardOpensOnlyTheImagesOfItsDay() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let boards = try monthlyBoards()
        let images = cache + "/flights"
        /// Cuts the image of `name` just after its front; the front's length.
        func cut(_ name: String) throws -> (path: String, front: Int) {
            let path = images + "/" + (try Self.image(of: name, in: images))
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let front = bytes.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: 80, as: Int64.self)) }
            #expect(front > 96 && front < bytes.count / 4)
            try bytes.prefix(front).write(to: URL(fileURLWithPath: path))
            return (path, front)
        }
        let cutJuly = try cut("2013-07.csv")
        try expectAnswer(boards.january)
        try expectAnswer(boards.july, damaged: "2013-07.csv")
        // Read again, the image is whole once more, and a board reads it without a word.
        #expect(try Data(contentsOf: URL(fileURLWithPath: cutJuly.path)).count > cutJuly.front)
        try expectAnswer(boards.july)
        _ = try cut("2013-01.csv")
        try expectAnswer(boards.july)
    }

    /// A board of a January day and one of a July day over a folder of monthly files, cached by
    /// asking them, and their answers.
    private func monthlyBoards() throws -> (january: (arguments: [String], answer: String), july: (arguments: [String], answer: String)) {
        try Self.write(.month, into: folder)
        let january = ["departures", "--airport", "EWR", "--date", "2013-01-13", "--format", "csv"]
        return ((january, try run(january, data: [folder]).stdout), (Self.questions[0], try run(Self.questions[0], data: [folder]).stdout))
    }

    /// The board gives its answer, saying nothing, or saying that the cache of the file
    /// `damaged` is damaged and read instead.
    private func expectAnswer(_ board: (arguments: [String], answer: String), damaged: String? = nil) throws {
        let output = try run(board.arguments, data: [folder])
        #expect(output.stderr == damaged.map { "flights: the cache of \(folder)/\($0) is damaged; reading the file instead\n" } ?? "")
        #expect(output.stdout == board.answer)
    }

    /// The name of the image in `images` whose recorded path (at header offset 88: its length,
    /// then its bytes) ends in `name`.
    private static func image(of name: String, in images: String) throws -> String {
        try #require(try FileManager.default.contentsOfDirectory(atPath: images).first { image in
            let bytes = try Data(contentsOf: URL(fileURLWithPath: images + "/" + image))
            return String(decoding: bytes[96..<min(bytes.count, 400)], as: UTF8.self).contains(name)
        })
    }

    /// Rows are taken as they are: a file copied twice into the folder counts its flights twice,
    /// as the two files put end to end would.
    @Test func aRowInTwoFilesIsTwoFlights() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let names = try Self.write(.month, into: folder)
        try FileManager.default.copyItem(atPath: folder + "/" + names[0], toPath: folder + "/copy-of-january.csv")
        let carriers = try #require(try json(try run(Self.questions[5], data: [folder]))["carriers"] as? [[String: Any]])
        // awk -F, 'NR>1 && $10=="9E" {n++; if ($2==1) n++} END {print n}' slice → 147
        #expect(carriers.first { $0["airline"] as? String == "9E" }?["flights"] as? Int == 147)
    }

    /// In a folder, files that are not on-time data (other tables, notes) are left out; the
    /// files of names are read as names.
    @Test func otherFilesOfAFolderAreLeftOut() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try Self.write(.month, into: folder)
        try "tailnum,year,type\nN10156,2004,Fixed wing multi engine\n".write(toFile: folder + "/planes.csv", atomically: false, encoding: .utf8)
        try "".write(toFile: folder + "/empty.csv", atomically: false, encoding: .utf8)
        try "# Flights of 2013\n".write(toFile: folder + "/README.md", atomically: false, encoding: .utf8)
        try "carrier,name\nUA,United Air Lines Inc.\n".write(toFile: folder + "/airlines.csv", atomically: false, encoding: .utf8)
        let result = try run(Self.questions[5], data: [folder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let carriers = try #require(try json(result)["carriers"] as? [[String: Any]])
        #expect(carriers.count == 15)
        #expect(carriers.first { $0["airline"] as? String == "UA" }?["airline_name"] as? String == "United Air Lines Inc.")
        // Named on its own, such a file is an error, as it always was.
        let named = try run(Self.questions[5], data: [folder + "/planes.csv"])
        #expect(named.status == 65)
        #expect(named.stderr.contains("planes.csv: line 1: not an on-time file"))
    }

    @Test func aFolderWithoutDataIsAnError() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "carrier,name\nUA,United Air Lines Inc.\n".write(toFile: folder + "/airlines.csv", atomically: false, encoding: .utf8)
        let result = try run(Self.questions[0], data: [folder])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("flights: no data in \(folder) (from --data): it holds no CSV or zip file but the files of names\n"))
    }

    /// A file of the folder that cannot be read stops the command, naming it: data left out
    /// without a word would give wrong figures.
    @Test func anUnreadableFileOfAFolderIsAnError() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try Self.write(.month, into: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/2014-01.csv", withDestinationPath: scratch + "/gone.csv")
        let result = try run(Self.questions[0], data: [folder])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("flights: cannot read \(folder)/2014-01.csv (from --data): No such file or directory\n"))
    }

    /// A bad row is reported with its file and its line in that file, as for one file.
    @Test func aBadRowNamesItsFileAndLine() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let names = try Self.write(.month, into: folder)
        let march = folder + "/" + names[2]
        var lines = try String(contentsOfFile: march, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[3] = lines[3].replacingOccurrences(of: ",EWR,", with: ",E!R,").replacingOccurrences(of: ",JFK,", with: ",J!K,")
            .replacingOccurrences(of: ",LGA,", with: ",L!A,")
        try (lines.joined(separator: "\n") + "\n").write(toFile: march, atomically: false, encoding: .utf8)
        let result = try run(Self.questions[0], data: [folder])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("flights: \(march): line 4, column origin:"), "\(result.stderr)")
    }
}
