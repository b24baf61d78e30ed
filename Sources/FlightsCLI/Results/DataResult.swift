import FlightBoard
import OnTimeData
import TerminalKit

/// The files of recorded data, what each holds and its cache, as `flights data` lists them.
struct DataResult: CommandResult {
    let files: [DataFileReport]
    /// The JSON files of the folders named, which are not part of their data.
    var leftAside: [String] = []

    /// What all the files whose contents are known hold together.
    var total: OnTimeTableSummary {
        OnTimeTableSummary.merged(files.compactMap(\.summary))
    }

    func text(for target: OutputTarget) -> String {
        DataTable(files: files, total: total).text(width: target.width, color: target.color)
    }

    var notes: [String] {
        let unknown = files.filter { $0.summary == nil && $0.leftOut == nil && $0.cache != nil }.count
        let leftOut = files.compactMap { file in file.leftOut.map { "Left out \($0)." } }
            + leftAside.map { "Not listed: \($0); the data of a folder is its CSV files, and an airport file is named alone with --data." }
        guard unknown > 0 else { return leftOut }
        let files = unknown == 1 ? "1 file" : "\(unknown) files"
        return leftOut + ["\(files) not read yet (no fresh cache): '\(ToolSpec.name) data --build' reads them and builds their caches."]
    }

    func json() -> JSONValue {
        func days(_ summary: OnTimeTableSummary?) -> [(String, JSONValue)] {
            let range = summary?.days.map { (CivilDate(daysSinceEpoch: Int($0.lowerBound)), CivilDate(daysSinceEpoch: Int($0.upperBound))) }
            return [("first_day", range.map { .string($0.0.description) } ?? .null),
                    ("last_day", range.map { .string($0.1.description) } ?? .null),
                    ("flights", summary.map { .int($0.flightCount) } ?? .null),
                    ("airports", summary.map { .int($0.airports.count) } ?? .null),
                    ("airlines", summary.map { .int($0.carriers.count) } ?? .null)]
        }
        let files = files.map { file -> JSONValue in
            .object([("path", .string(file.file.path))] + days(file.summary)
                    + [("cache", .string(DataTable.cache(file))), ("left_out", file.leftOut.map(JSONValue.string) ?? .null)])
        }
        return .object([
            ("files", .array(files)),
            ("total", .object([("files", .int(self.files.count))] + days(total)
                              + [("fresh_caches", .int(self.files.filter { $0.cache == .fresh }.count))])),
        ])
    }
}

/// `flights data`: one line per file, and the total.
struct DataTable: TableView {
    let files: [DataFileReport]
    let total: OnTimeTableSummary

    func table(fitted: Bool) -> Table {
        let columns = [
            TableColumn(header: "FILE", priority: 100, minWidth: 8),
            TableColumn(header: "FIRST DAY", priority: 80, minWidth: 10),
            TableColumn(header: "LAST DAY", priority: 80, minWidth: 10),
            TableColumn(header: "FLIGHTS", alignment: .right, priority: 90, minWidth: 7),
            TableColumn(header: "AIRPORTS", alignment: .right, priority: 60, minWidth: 8),
            TableColumn(header: "AIRLINES", alignment: .right, priority: 50, minWidth: 8),
            TableColumn(header: "CACHE", priority: 95, minWidth: 5),
        ]
        func cells(_ name: String, _ summary: OnTimeTableSummary?, cache: String, style: Style) -> [TableCell] {
            let days = summary?.days
            return [TableCell(text: TextSanitizer.sanitize(name)),
                    TableCell(text: days.map { CivilDate(daysSinceEpoch: Int($0.lowerBound)).description } ?? "-"),
                    TableCell(text: days.map { CivilDate(daysSinceEpoch: Int($0.upperBound)).description } ?? "-"),
                    TableCell(text: summary.map { String($0.flightCount) } ?? "-"),
                    TableCell(text: summary.map { String($0.airports.count) } ?? "-"),
                    TableCell(text: summary.map { String($0.carriers.count) } ?? "-"),
                    TableCell(text: cache, style: style)]
        }
        let fresh = files.filter { $0.cache == .fresh }.count
        let rows = files.map { file in
            cells(file.file.path, file.summary, cache: Self.cache(file), style: file.cache == .fresh ? .plain : Style(foreground: .yellow))
        } + [cells("Total: \(files.count) file\(files.count == 1 ? "" : "s")", total.days == nil ? nil : total,
                   cache: "\(fresh) fresh", style: .plain)]
        return Table(columns: columns, rows: rows)
    }

    /// The cache's state in a word: fresh, stale, none, unreadable (the file), or left out.
    static func cache(_ file: DataFileReport) -> String {
        if file.leftOut != nil { return "left out" }
        return file.cache?.rawValue ?? "unreadable"
    }
}
