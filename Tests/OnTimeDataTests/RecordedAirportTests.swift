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
}
