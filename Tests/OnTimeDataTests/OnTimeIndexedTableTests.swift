import Testing
import FlightBoard
@testable import OnTimeData

/// Every index query equals the brute-force filter of the table, in the index's order.
@Suite struct OnTimeIndexedTableTests {
    static let table = RealDataFixtures.nycflights13Table
    static let indexed = OnTimeIndexedTable(table: table)

    @Test func findsEveryAirportDayOfDepartures() {
        let table = Self.table
        let keys = Set(table.indices.map { Pair(table.origin[$0], table.date[$0]) })
        // awk -F, 'NR > 1 { print $13, $1, $2, $3 }' $F | sort -u | wc -l
        #expect(keys.count == 635)
        for key in keys {
            let expected = table.indices.filter { table.origin[$0] == key.first && table.date[$0] == key.second }
                .sorted { byDeparture(table, $0, $1) }
            #expect(Self.indexed.rows(origin: key.first, date: key.second) == expected)
        }
    }

    /// A run of days is the days' departures one after the other, each day's by time.
    @Test func findsTheDeparturesOfARunOfDays() {
        let table = Self.table
        let first = table.date.min()!, last = table.date.max()!
        for origin in Set(table.origin) {
            for (low, high) in [(first, last), (first, first), (first - 10, first - 1), (last + 1, last + 40),
                                (first - 3, first + 30), (day("2013-07-01"), day("2013-07-31")), (last, last + 5)] {
                let expected = (low...high).flatMap { date in
                    table.indices.filter { table.origin[$0] == origin && table.date[$0] == date }.sorted { byDeparture(table, $0, $1) }
                }
                #expect(Self.indexed.rows(origin: origin, dates: low...high) == expected)
            }
        }
    }

    @Test func findsEveryAirportDayOfArrivals() {
        let table = Self.table
        let keys = Set(table.indices.map { Pair(table.destination[$0], table.date[$0]) })
        for key in keys {
            let expected = table.indices.filter { table.destination[$0] == key.first && table.date[$0] == key.second }
                .sorted { byDeparture(table, $0, $1) }
            #expect(Self.indexed.rows(destination: key.first, date: key.second) == expected)
        }
    }

    @Test func findsEveryFlightNumberInDateOrder() {
        let table = Self.table
        let keys = Set(table.indices.map { Pair(UInt32(table.carrier[$0]), table.flight[$0]) })
        for key in keys {
            func order(_ row: Int) -> (Int32, Int16, Int) { (table.date[row], table.scheduledDeparture[row], row) }
            let expected = table.indices
                .filter { UInt32(table.carrier[$0]) == key.first && table.flight[$0] == key.second }
                .sorted { order($0) < order($1) }
            #expect(Self.indexed.rows(carrier: UInt16(key.first), flight: key.second) == expected)
        }
    }

    @Test func answersTheQueries() throws {
        let table = Self.table
        let q1 = try #require(Self.indexed.rows(origin: OnTimeTable.pack(airport: "JFK")!, date: day("2013-07-04")))
        // awk -F, '$1 == 2013 && $2 == 7 && $3 == 4 && $13 == "JFK"' $F | wc -l
        #expect(q1.count == 287)
        // awk -F, '$1 == 2013 && $2 == 7 && $3 == 4 && $13 == "JFK" { print $5 }' $F | sort -n | head -3
        let firstDepartures: [Int16] = [340, 345, 360]  // 05:40, 05:45, 06:00
        #expect(q1.prefix(3).map { table.scheduledDeparture[$0] } == firstDepartures)
        let q2 = try #require(Self.indexed.rows(carrier: OnTimeTable.pack(carrier: "UA")!, flight: 1545))
        // awk -F, '$10 == "UA" && $11 == 1545' $F | wc -l
        #expect(q2.count == 85)
    }

    @Test func findsNothingForAbsentKeys() {
        let jfk = OnTimeTable.pack(airport: "JFK")!
        #expect(Self.indexed.rows(origin: jfk, date: day("2014-01-01")) == [])
        #expect(Self.indexed.rows(origin: OnTimeTable.pack(airport: "ZZZ")!, date: day("2013-07-04")) == [])
        #expect(Self.indexed.rows(destination: jfk, date: day("2013-07-04")) == [])
        #expect(Self.indexed.rows(carrier: OnTimeTable.pack(carrier: "UA")!, flight: 0) == [])
        #expect(OnTimeIndexedTable(table: OnTimeTable()).rows(origin: jfk, date: 0) == [])
    }

    /// Values spread wide enough to need several words and passes of the radix sort, negative
    /// ones included.
    @Test func ordersValuesOfAnyRange() {
        let count = 500
        var generator = SystemRandomNumberGenerator()
        let table = OnTimeTable(
            count: count,
            date: Column((0..<count).map { _ in Int32.random(in: -719_162...2_932_896, using: &generator) / 1000 * 1000 }),
            carrier: Column((0..<count).map { _ in [0x5541, 0x3945, 0x4141][Int.random(in: 0...2, using: &generator)] }),
            flight: Column((0..<count).map { _ in Int32.random(in: 0...Int32.max, using: &generator) % 7 * 300_000_000 }),
            origin: Column((0..<count).map { _ in [0x30_3030, 0x5A_5A5A, 0x4A_464B][Int.random(in: 0...2, using: &generator)] }),
            destination: Column(Array(repeating: 0x4C_4158, count: count)),
            scheduledDeparture: Column((0..<count).map { _ in Int16.random(in: 0...1439, using: &generator) }),
            departureDelay: Column(Array(repeating: 0, count: count)),
            scheduledArrival: Column(Array(repeating: 0, count: count)),
            arrivalDelay: Column(Array(repeating: 0, count: count)),
            status: Column(Array(repeating: 0, count: count)))
        let indexed = OnTimeIndexedTable(table: table)
        let all = Array(0..<count)
        func flightOrder(_ row: Int) -> (UInt16, Int32, Int32, Int16, Int) {
            (table.carrier[row], table.flight[row], table.date[row], table.scheduledDeparture[row], row)
        }
        func originOrder(_ row: Int) -> (UInt32, Int32, Int16, Int) {
            (table.origin[row], table.date[row], table.scheduledDeparture[row], row)
        }
        let byFlight = all.sorted { flightOrder($0) < flightOrder($1) }
        #expect(Array(indexed.flights.rows) == byFlight.map(Int32.init))
        let byOrigin = all.sorted { originOrder($0) < originOrder($1) }
        #expect(Array(indexed.departures.rows) == byOrigin.map(Int32.init))
        #expect(indexed.departures.isValid(count: count) && indexed.arrivals.isValid(count: count)
            && indexed.flights.isValid(count: count))
    }

    private func byDeparture(_ table: OnTimeTable, _ a: Int, _ b: Int) -> Bool {
        (table.scheduledDeparture[a], a) < (table.scheduledDeparture[b], b)
    }

    private struct Pair: Hashable {
        let first: UInt32
        let second: Int32

        init(_ first: UInt32, _ second: Int32) {
            self.first = first
            self.second = second
        }
    }
}

private extension OnTimeRowIndex {
    /// Whether this is an index of `count` rows: the right shape, keys ascending, groups in
    /// order, every row once.
    func isValid(count: Int) -> Bool {
        guard starts.count == keys.count + 1, starts.first == 0, starts.last == Int32(count), rows.count == count
        else { return false }
        for group in keys.indices where group > 0 && keys[group - 1] >= keys[group] { return false }
        for group in keys.indices where starts[group] > starts[group + 1] { return false }
        return Set(rows) == Set(0..<Int32(count))
    }
}
