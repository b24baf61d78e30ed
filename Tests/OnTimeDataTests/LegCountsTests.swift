import FlightBoard
@testable import OnTimeData
import Testing

/// The late counts by leg: every leg added comes back once, with its own counts, however many
/// there are (the table grows from sixteen slots) and however alike their codes.
@Suite struct LegCountsTests {
    @Test(arguments: [0, 1, 15, 16, 9_000])
    func eachLegComesBackWithItsCounts(legs: Int) {
        var table = LegCounts(expected: 0)
        var expected: [[Int]: LateRecord.Count] = [:]
        // Codes that differ in one field only, so that their keys differ in few bits.
        for n in 0..<legs {
            let leg = [Int(OnTimeTable.pack(carrier: n % 2 == 0 ? "UA" : "DL")!), 1 + n % 9999, Int(n / 9999 + 1)]
            for time in 0...(n % 3) {
                let isLate = (n + time) % 4 == 0
                table.add(LegCounts.key(carrier: UInt16(leg[0]), flight: Int32(leg[1]), other: UInt32(leg[2])), isLate: isLate)
                expected[leg, default: LateRecord.Count()].add(isLate)
            }
        }
        var found: [[Int]: LateRecord.Count] = [:]
        table.forEach { carrier, flight, other, count in
            #expect(found[[Int(carrier), Int(flight), Int(other)]] == nil)
            found[[Int(carrier), Int(flight), Int(other)]] = count
        }
        #expect(found == expected)
    }

    /// A key keeps every bit of the codes it is made of: the highest airline and airport codes
    /// and the highest number come back as they went in.
    @Test func aKeyKeepsItsCodes() {
        var table = LegCounts()
        let carrier = OnTimeTable.pack(carrier: "ZZ")!, other = OnTimeTable.pack(airport: "ZZZ")!
        table.add(LegCounts.key(carrier: carrier, flight: 9999, other: other), isLate: true)
        var legs: [(UInt16, Int32, UInt32, LateRecord.Count)] = []
        table.forEach { legs.append(($0, $1, $2, $3)) }
        #expect(legs.count == 1)
        #expect(legs.first.map { [Int($0.0), Int($0.1), Int($0.2)] } == [Int(carrier), 9999, Int(other)])
        #expect(legs.first?.3 == LateRecord.Count(flights: 1, late: 1))
    }
}
