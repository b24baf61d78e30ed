import Testing
@testable import FlightBoard

/// The simulated airport's turns: which arrival's aircraft flies which departure, worked by
/// hand on the small fixture's timetable, and how a late arrival holds its departure.
@Suite struct RotationsTests {
    private static func entry(_ flight: String, _ direction: Direction, _ time: String, days: Weekdays = [1, 2, 3, 4, 5, 6, 7]) -> Timetable.Entry {
        Timetable.Entry(designator: designator(flight), direction: direction, airportCode: "ORD",
                        time: TimeOfDay(parsing: time)!, days: days, gate: "B1")
    }

    /// The small fixture's day: UA 101 (10:00) turns UA 100 (09:00, 60 min on the ground);
    /// DL 200 out (13:00) turns DL 200 in (12:00); DL 201 (14:50) has none left (DL 400 lands
    /// after it); UA 301 (23:30) would wait 8 h 30 for UA 300, past the 3 hours of a turn;
    /// AA 500 has no arrival of its airline.
    static let entries = [
        entry("UA 100", .arrival, "09:00"), entry("DL 200", .arrival, "12:00"), entry("UA 300", .arrival, "15:00"),
        entry("DL 400", .arrival, "18:00"), entry("UA 101", .departure, "10:00"), entry("DL 201", .departure, "14:50"),
        entry("UA 301", .departure, "23:30"), entry("AA 500", .departure, "16:00"), entry("DL 200", .departure, "13:00"),
    ]

    @Test func eachDepartureTurnsTheLatestArrivalOfItsAirlineWithinAThreeHourTurn() {
        let rotations = Rotations(Self.entries, date: date("2026-11-29"))
        #expect(rotations.inbound == [nil, nil, nil, nil, 0, nil, nil, nil, 1])
        let registrations = rotations.registrations
        #expect(registrations[4] == registrations[0])
        #expect(registrations[8] == registrations[1])
        #expect(Set(registrations).count == registrations.count - 2)
        #expect(registrations.allSatisfy { $0.wholeMatch(of: /N[1-9][0-9]{2}[A-Z0-9]{2}/) != nil })
        #expect(registrations[0].hasSuffix("UA") && registrations[1].hasSuffix("DL") && registrations[7].hasSuffix("AA"))
    }

    @Test func aTurnShorterThanFortyMinutesIsNone() {
        let rotations = Rotations([Self.entry("UA 100", .arrival, "09:00"), Self.entry("UA 101", .departure, "09:39")],
                                  date: date("2026-11-29"))
        #expect(rotations.inbound == [nil, nil])
        #expect(Rotations([Self.entry("UA 100", .arrival, "09:00"), Self.entry("UA 101", .departure, "09:40")],
                          date: date("2026-11-29")).inbound == [nil, 0])
    }

    /// Landed 09:52: the aircraft is ready at 10:27 (35 minutes' turn), so a departure that
    /// would have left at 10:05 leaves then; one leaving at 10:40 anyway, or an inbound that
    /// never landed here, changes nothing.
    @Test func aLateInboundHoldsItsDeparture() {
        let scheduled = local("2026-11-29T10:00")
        let landed = Operation(scheduled: local("2026-11-29T09:00"), outcome: .operated(at: local("2026-11-29T09:52")), gate: "B1")
        let early = Operation(scheduled: scheduled, outcome: .operated(at: local("2026-11-29T10:05")), gate: "B1")
        #expect(Rotations.held(early, by: landed).outcome == .operated(at: local("2026-11-29T10:27")))
        let late = Operation(scheduled: scheduled, outcome: .operated(at: local("2026-11-29T10:40")), gate: "B1")
        #expect(Rotations.held(late, by: landed) == late)
        let cancelled = Operation(scheduled: local("2026-11-29T09:00"), outcome: .cancelled, gate: "B1")
        #expect(Rotations.held(early, by: cancelled) == early)
        #expect(Rotations.held(Operation(scheduled: scheduled, outcome: .cancelled, gate: "B1"), by: landed).outcome == .cancelled)
    }

    /// Twenty thousand flights of one airline pair up in one sweep: no cost that grows with
    /// the square of a timetable.
    @Test func aLargeTimetablePairsInOneSweep() {
        let entries = (0..<20_000).map { index in
            Self.entry("UA \(index % 9000 + 1)", index % 2 == 0 ? .arrival : .departure,
                       String(format: "%02d:%02d", index / 60 % 24, index % 60))
        }
        let rotations = Rotations(entries, date: date("2026-11-29"))
        #expect(rotations.registrations.count == 20_000)
        #expect(rotations.inbound.contains { $0 != nil })
    }

    /// Against a plain reading of the rule, kept here as it was first written (each airline's
    /// arrivals and departures gathered in lists, registrations joined as text), on random days
    /// of many airlines, equal times and every turn length.
    @Test func turnsAsThePlainRuleDoes() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let count = Int.random(in: 0...60, using: &random)
            let entries = (0..<count).map { _ in
                Self.entry("\(["UA", "DL", "AA", "B6", "9E"].randomElement(using: &random)!) \(Int.random(in: 1...99, using: &random))",
                           Bool.random(using: &random) ? .arrival : .departure,
                           String(format: "%02d:%02d", Int.random(in: 5...9, using: &random), [0, 10, 20, 40, 50].randomElement(using: &random)!))
            }
            let day = date("2026-11-29").adding(days: Int.random(in: 0...400, using: &random))
            let rotations = Rotations(entries, date: day)
            let expected = Self.plainRotations(entries, date: day)
            #expect(rotations.inbound == expected.inbound, "\(entries.map { "\($0.designator) \($0.direction) \($0.time)" })")
            #expect(rotations.registrations == expected.registrations)
        }
    }

    /// Pins one day's registrations: the numbering starts where the day's hash says.
    @Test func numbersTheDaysAircraftFromTheDaysStart() {
        let rotations = Rotations(Self.entries, date: date("2026-11-29"))
        let start = Int(StableHash.fnv1a("aircraft|2026-11-29") % 900)
        // By time: UA 100 (09:00) is United's first aircraft, DL 200 in (12:00) Delta's first.
        #expect(rotations.registrations[0] == "N\(100 + start % 900)UA")
        #expect(rotations.registrations[1] == "N\(100 + start % 900)DL")
        #expect(rotations.registrations[7] == "N\(100 + start % 900)AA")
    }

    private static func plainRotations(_ entries: [Timetable.Entry], date: CivilDate) -> (inbound: [Int?], registrations: [String]) {
        let byTime = entries.indices.sorted { (entries[$0].time.minutes, $0) < (entries[$1].time.minutes, $1) }
        var arrivals: [String: [Int]] = [:], departures: [String: [Int]] = [:], airlines: [String] = []
        for index in byTime {
            let airline = entries[index].designator.airline
            if !airlines.contains(airline) { airlines.append(airline) }
            if entries[index].direction == .arrival { arrivals[airline, default: []].append(index) } else { departures[airline, default: []].append(index) }
        }
        var inbound = [Int?](repeating: nil, count: entries.count)
        for airline in airlines {
            var taken: Set<Int> = []
            for departure in departures[airline] ?? [] {
                let minutes = entries[departure].time.minutes
                let candidates = (arrivals[airline] ?? []).filter {
                    !taken.contains($0) && entries[$0].time.minutes + Rotations.shortestTurn <= minutes
                }
                if let latest = candidates.last, entries[latest].time.minutes + Rotations.longestTurn >= minutes {
                    inbound[departure] = latest
                    taken.insert(latest)
                }
            }
        }
        let start = Int(StableHash.fnv1a("aircraft|\(date)") % 900)
        var counts: [String: Int] = [:]
        var registrations = [String](repeating: "", count: entries.count)
        for index in byTime where registrations[index].isEmpty {
            let airline = entries[index].designator.airline
            let registration = "N" + String(100 + (start + counts[airline, default: 0]) % 900) + airline
            counts[airline, default: 0] += 1
            registrations[index] = registration
            if let departure = inbound.firstIndex(of: index) { registrations[departure] = registration }
        }
        return (inbound, registrations)
    }
}
