import Testing
import FlightBoard
@testable import OnTimeData

/// The summary's counting: every two-byte airline, and only three-character airport codes of
/// A–Z and 0–9 (the rest counted in no airport's slot).
@Suite struct OnTimeTableSummaryTests {
    @Test func countsCodesOfLettersAndDigitsOnly() {
        let counter = OnTimeTableSummary.Counter()
        let dates: [Int32] = [1, 2, 3, 4, 5, 6]
        let carriers: [UInt16] = [0x5541, 0x4136, 0, 0xFFFF, 0x3945, 0x5541]
        // EWR; a top byte; two characters; lowercase; 000; ZZZ.
        let origins: [UInt32] = [0x45_5752, 0x0145_5752, 0x00_5752, 0x61_6263, 0x30_3030, 0x5A_5A5A]
        // 0xFF bytes; JFK; four bytes; `[AA`; `/AA`; JFK.
        let destinations: [UInt32] = [0xFF_FFFF, 0x4A_464B, 0x3939_3939, 0x5B_4141, 0x2F_4141, 0x4A_464B]
        dates.withUnsafeBufferPointer { date in
            carriers.withUnsafeBufferPointer { carrier in
                origins.withUnsafeBufferPointer { origin in
                    destinations.withUnsafeBufferPointer { destination in
                        counter.add(date: date, carrier: carrier, origin: origin, destination: destination)
                    }
                }
            }
        }
        let summary = counter.summary
        #expect(summary.days == 1...6)
        #expect(summary.carriers == [0, 0x3945, 0x4136, 0x5541, 0xFFFF])
        #expect(summary.airports.map(\.code) == [0x30_3030, 0x45_5752, 0x4A_464B, 0x5A_5A5A])
        #expect(summary.airports.map(\.departures) == [1, 1, 0, 1])
        #expect(summary.airports.map(\.arrivals) == [0, 0, 2, 0])
        #expect(OnTimeTableSummary.Counter().summary.days == nil)
    }

    /// Two counters added up are one counter of both.
    @Test func addsCountersUp() {
        let table = RealDataFixtures.nycflights13Table
        let half = table.count / 2
        let first = OnTimeTableSummary.Counter(), second = OnTimeTableSummary.Counter()
        table.date.withBuffer { date in
            table.carrier.withBuffer { carrier in
                table.origin.withBuffer { origin in
                    table.destination.withBuffer { destination in
                        func rows<T>(_ buffer: UnsafeBufferPointer<T>, _ range: Range<Int>) -> UnsafeBufferPointer<T> {
                            UnsafeBufferPointer(rebasing: buffer[range])
                        }
                        for (counter, range) in [(first, 0..<half), (second, half..<table.count)] {
                            counter.add(date: rows(date, range), carrier: rows(carrier, range),
                                        origin: rows(origin, range), destination: rows(destination, range))
                        }
                    }
                }
            }
        }
        first.add(second)
        #expect(first.summary == OnTimeTableSummary(table: table))
    }

    /// Summaries merged: days from the earliest to the latest, each airline once, each airport's
    /// counts added up (worked by hand: EWR 3+0+5 departures, JFK 0+4 arrivals...).
    @Test func mergesSummariesAirportByAirport() {
        typealias Count = OnTimeTableSummary.AirportCount
        let ewr: UInt32 = 0x45_5752, jfk: UInt32 = 0x4A_464B, lga: UInt32 = 0x4C_4741, ord: UInt32 = 0x4F_5244
        let first = OnTimeTableSummary(days: 10...12, carriers: [0x4141, 0x5541],
                                       airports: [Count(code: ewr, departures: 3, arrivals: 1), Count(code: lga, departures: 2, arrivals: 0)])
        let second = OnTimeTableSummary(days: 5...8, carriers: [0x4136, 0x5541],
                                        airports: [Count(code: jfk, departures: 0, arrivals: 4), Count(code: ord, departures: 1, arrivals: 6)])
        let third = OnTimeTableSummary(days: 11...20, carriers: [0x4141],
                                       airports: [Count(code: ewr, departures: 5, arrivals: 2), Count(code: ord, departures: 7, arrivals: 0)])
        let empty = OnTimeTableSummary(days: nil, carriers: [], airports: [])
        let merged = OnTimeTableSummary.merged([first, empty, second, third])
        #expect(merged.days == 5...20)
        #expect(merged.carriers == [0x4136, 0x4141, 0x5541])
        #expect(merged.airports == [Count(code: ewr, departures: 8, arrivals: 3), Count(code: jfk, departures: 0, arrivals: 4),
                                    Count(code: lga, departures: 2, arrivals: 0), Count(code: ord, departures: 8, arrivals: 6)])
        #expect(OnTimeTableSummary.merged([third]) == third)
        #expect(OnTimeTableSummary.merged([]) == empty)
    }
}
