import Testing
@testable import FlightBoard

@Suite struct SimulatedAirportTests {
    static let airport = SimulatedAirport.embedded()

    // 2026-11-23 is a Monday; 2026-11-28 a Saturday; 2026-11-29 a Sunday.
    static let week = (0..<7).map { date("2026-11-23").adding(days: $0) }

    @Test func embeddedAirportLoads() throws {
        let source = Self.airport
        #expect(source.airport == Airport(code: "LGA", name: "LaGuardia Airport", city: "New York",
                                          timeZone: "America/New_York"))
        #expect(source.timetable.airlines["UA"] == Airline(code: "UA", name: "United Airlines"))
        #expect(source.timetable.airports["ORD"]?.timeZone == "America/Chicago")
        #expect(source.timetable.entries.count >= 90)
        // Entries are sorted by time, then flight.
        let entries = source.timetable.entries
        #expect(zip(entries, entries.dropFirst()).allSatisfy { ($0.time, $0.designator) <= ($1.time, $1.designator) })
        #expect(Set(entries.map { "\($0.designator) \($0.direction)" }).count == entries.count)
        #expect(entries.allSatisfy { source.timetable.airlines[$0.designator.airline] != nil })
        #expect(entries.allSatisfy { source.timetable.airports[$0.airportCode] != nil })
        #expect(Set(entries.map(\.direction)) == [.arrival, .departure])
    }

    /// One way's flights are made without the other's (an arrival's operation is its own), and
    /// are those of the whole day: held departures, moved gates and turned aircraft included.
    @Test func oneWaysFlightsAreThoseOfTheWholeDay() {
        let source = Self.airport
        let now = local("2026-11-29T14:30")
        var moved = 0, turned = 0
        for day in (0..<60).map({ date("2026-10-01").adding(days: $0) }) {
            let all = source.flights(on: day, asOf: now)
            for direction in [Direction.arrival, .departure] {
                #expect(source.flights(on: day, direction: direction, asOf: now) == all.filter { $0.direction == direction }, "\(day)")
            }
            moved += all.filter { $0.operation.gateChange != nil }.count
            let landed = Set(all.filter { $0.direction == .arrival }.compactMap(\.aircraft))
            turned += all.filter { $0.direction == .departure && $0.aircraft.map(landed.contains) == true }.count
        }
        // The days compared hold what the one-way making could get wrong.
        #expect(moved > 0 && turned > 0)
    }

    /// The same with recorded operations and a turn: an arrival recorded 2 h 10 late holds the
    /// departure its aircraft flies (landed 23:10, ready 35 minutes later), a recorded departure
    /// is not moved or held, and one way's flights are still the whole day's.
    @Test func oneWaysFlightsKeepRecordsAndTurns() throws {
        let json = """
        {
          "format": "flights-airport/1",
          "airport": { "code": "LGA", "name": "LaGuardia Airport", "city": "New York", "timeZone": "America/New_York" },
          "airlines": [ { "code": "AA", "name": "American Airlines" } ],
          "airports": [ { "code": "DFW", "name": "Dallas/Fort Worth International Airport", "city": "Dallas", "timeZone": "America/Chicago" } ],
          "flights": [
            { "flight": "AA 730", "direction": "arrival", "airport": "DFW", "time": "21:00", "days": "1234567", "gate": "B30" },
            { "flight": "AA 731", "direction": "departure", "airport": "DFW", "time": "23:30", "days": "1234567", "gate": "B30" }
          ],
          "operations": [
            { "date": "2026-11-27", "flight": "AA 730", "direction": "arrival", "status": "scheduled", "time": "23:10" },
            { "date": "2026-11-28", "flight": "AA 731", "direction": "departure", "status": "cancelled" }
          ]
        }
        """
        let source = SimulatedAirport(timetable: try Timetable(json: Array(json.utf8), file: "test.json"))
        let now = local("2026-11-30T12:00")
        for day in (0..<14).map({ date("2026-11-20").adding(days: $0) }) {
            let all = source.flights(on: day, asOf: now)
            #expect(all.count == 2)
            #expect(all[0].aircraft == all[1].aircraft, "\(day): the departure turns the arrival")
            for direction in [Direction.arrival, .departure] {
                #expect(source.flights(on: day, direction: direction, asOf: now) == all.filter { $0.direction == direction }, "\(day)")
            }
        }
        let held = try #require(source.flights(on: date("2026-11-27"), direction: .departure, asOf: now).first)
        switch held.operation.outcome {
        case .operated(let time), .diverted(let time): #expect(time >= local("2026-11-27T23:45"))
        case .cancelled: Issue.record("the held departure was cancelled")
        }
        let cancelled = try #require(source.flights(on: date("2026-11-28"), direction: .departure, asOf: now).first)
        #expect(cancelled.operation == Operation(scheduled: local("2026-11-28T23:30"), outcome: .cancelled, gate: "B30"))
    }

    @Test func weekdaysHaveAFullScheduleAndSaturdayLess() throws {
        let source = Self.airport
        let counts = Self.week.map { source.flights(on: $0, asOf: local("2026-11-23T00:00")).count }
        for (day, count) in zip(Self.week, counts) where day.weekday <= 5 {
            #expect((90...110).contains(count), "\(day): \(count) flights")
        }
        let saturday = counts[5]
        #expect(Self.week[5].weekday == 6)
        #expect(counts.enumerated().allSatisfy { $0.offset == 5 || $0.element > saturday }, "\(counts)")
        // Each day has exactly the entries whose days include its weekday.
        for (day, count) in zip(Self.week, counts) {
            #expect(count == source.timetable.entries.filter { $0.days.contains(day.weekday) }.count)
        }
    }

    @Test func flightsOfADay() throws {
        let source = Self.airport
        let day = date("2026-11-29")
        let asOf = local("2026-11-29T12:00")
        let flights = source.flights(on: day, asOf: asOf)
        #expect(flights.allSatisfy { $0.asOf == asOf && $0.scheduled.date == day })
        #expect(zip(flights, flights.dropFirst()).allSatisfy { $0.scheduled <= $1.scheduled })
        // The model's operation; a departure flown by an arrival's aircraft draws less lateness
        // of its own and waits for that arrival to land and turn.
        let rotations = Rotations(source.timetable.entries.filter { $0.operates(on: day) }, date: day)
        #expect(!rotations.inbound.isEmpty)
        var held = 0
        for flight in flights {
            let inbound = flights.first { other in
                other.direction == .arrival && other.aircraft == flight.aircraft && flight.direction == .departure
            }
            // A departure moved to another gate (GateReassignment) was first at its timetable's.
            let gate = flight.operation.gateChange?.previous ?? flight.operation.gate
            var expected = OperationsModel.operation(designator: flight.designator, direction: flight.direction,
                                                     scheduled: flight.scheduled, gate: gate, turned: inbound != nil)
            if let inbound {
                let turned = Rotations.held(expected, by: inbound.operation)
                if turned != expected { held += 1 }
                expected = turned
            }
            #expect(Operation(scheduled: flight.scheduled, outcome: flight.operation.outcome, gate: gate) == expected, "\(flight.designator)")
        }
        #expect(held > 0)
        let ua635 = try #require(flights.first { $0.designator == designator("UA 635") && $0.direction == .departure })
        #expect(ua635.airline == Airline(code: "UA", name: "United Airlines"))
        #expect(ua635.airport.code == "ORD")
        #expect(ua635.scheduled == local("2026-11-29T06:00"))
        #expect(ua635.gate == "B14")
        #expect(ua635.status == .departed(at: local("2026-11-29T05:52")))
    }

    @Test func theSameDayGivesTheSameFlightsEveryTime() throws {
        let source = Self.airport
        let again = SimulatedAirport.embedded()
        let asOf = local("2026-11-29T09:00")
        #expect(source.flights(on: date("2026-11-29"), asOf: asOf) == again.flights(on: date("2026-11-29"), asOf: asOf))
    }

    // MARK: History

    /// WN 1098 leaves daily except Saturday.
    @Test func historySkipsDaysTheFlightDoesNotOperate() throws {
        let source = Self.airport
        let asOf = local("2026-11-30T08:00")
        let history = source.history(of: designator("WN 1098"), direction: .departure,
                                     before: date("2026-11-30"), days: 7, asOf: asOf)
        #expect(history.map(\.scheduled.date) == ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26",
                                                  "2026-11-27", "2026-11-29"].map(date))
        #expect(history.allSatisfy { $0.designator == designator("WN 1098") && $0.direction == .departure })
        #expect(history.allSatisfy { $0.scheduled.time == clock("09:40") && $0.asOf == asOf })
        for flight in history {
            let sameDay = source.flights(on: flight.scheduled.date, asOf: asOf)
                .first { $0.designator == flight.designator && $0.direction == flight.direction }
            #expect(sameDay == flight)
        }
    }

    @Test(arguments: [("UA 635", Direction.departure), ("UA 634", .arrival), ("US 1607", .departure), ("DL 2318", .arrival)])
    func historyEqualsTheBoardsOfThoseDays(flight: String, direction: Direction) throws {
        let source = Self.airport
        let asOf = local("2026-11-29T10:00")
        let history = source.history(of: designator(flight), direction: direction, before: date("2026-11-29"),
                                     days: 30, asOf: asOf)
        let expectedDays = (1...30).reversed().map { date("2026-11-29").adding(days: -$0) }.filter { day in
            source.flights(on: day, asOf: asOf).contains { $0.designator == designator(flight) && $0.direction == direction }
        }
        #expect(!history.isEmpty)
        #expect(history.map(\.scheduled.date) == expectedDays)
        for entry in history {
            let onThatDay = source.flights(on: entry.scheduled.date, asOf: asOf)
                .first { $0.designator == entry.designator && $0.direction == direction }
            #expect(entry == onThatDay)
        }
    }

    @Test func historyOfAWeekdayOnlyFlight() throws {
        let source = Self.airport
        // US 1607 runs Monday to Friday: the week before Monday 2026-11-30 has five of them.
        let history = source.history(of: designator("US 1607"), direction: .departure, before: date("2026-11-30"),
                                     days: 7, asOf: local("2026-11-30T00:00"))
        #expect(history.map(\.scheduled.date.weekday) == [1, 2, 3, 4, 5])
        #expect(history.first?.scheduled == local("2026-11-23T15:40"))
    }

    @Test func historyOfNothing() throws {
        let source = Self.airport
        let asOf = local("2026-11-29T10:00")
        #expect(source.history(of: designator("UA 635"), direction: .departure, before: date("2026-11-29"), days: 0, asOf: asOf).isEmpty)
        #expect(source.history(of: designator("UA 635"), direction: .departure, before: date("2026-11-29"), days: -3, asOf: asOf).isEmpty)
        #expect(source.history(of: designator("ZZ 1"), direction: .departure, before: date("2026-11-29"), days: 7, asOf: asOf).isEmpty)
        let one = source.history(of: designator("UA 635"), direction: .departure, before: date("2026-11-29"), days: 1, asOf: asOf)
        #expect(one.map(\.scheduled) == [local("2026-11-28T06:00")])
    }

    // MARK: Recorded operations

    static let recordedJSON = """
    {
      "format": "flights-airport/1",
      "airport": { "code": "lga", "name": "LaGuardia Airport", "city": "New York", "timeZone": "America/New_York" },
      "airlines": [ { "code": "AA", "name": "American Airlines" } ],
      "airports": [ { "code": "DFW", "name": "Dallas/Fort Worth International Airport", "city": "Dallas", "timeZone": "America/Chicago" } ],
      "flights": [
        { "flight": "AA 731", "direction": "departure", "airport": "DFW", "time": "23:30", "days": "1234567", "gate": "B30" },
        { "flight": "AA0730", "direction": "arrival", "airport": "dfw", "time": "08:21", "days": "12345", "gate": "B30" }
      ],
      "operations": [
        { "date": "2026-11-29", "flight": "AA 731", "direction": "departure", "status": "scheduled", "time": "00:15+1", "gate": "B31" },
        { "date": "2026-11-28", "flight": "AA 731", "direction": "departure", "status": "cancelled" },
        { "date": "2026-11-27", "flight": "AA 731", "direction": "departure", "status": "diverted", "time": "23:41" },
        { "date": "2026-11-26", "flight": "AA 731", "direction": "departure", "status": "scheduled" },
        { "date": "2026-11-27", "flight": "AA 730", "direction": "arrival", "status": "scheduled", "time": "08:01" }
      ]
    }
    """

    @Test func recordedOperationsReplaceTheModel() throws {
        let source = SimulatedAirport(timetable: try Timetable(json: Array(Self.recordedJSON.utf8), file: "test.json"))
        #expect(source.airport.code == "LGA")
        let asOf = local("2026-11-30T12:00")
        func departure(_ day: String) throws -> Flight {
            try #require(source.flights(on: date(day), asOf: asOf).first { $0.direction == .departure })
        }
        #expect(try departure("2026-11-29").operation == Operation(
            scheduled: local("2026-11-29T23:30"), outcome: .operated(at: local("2026-11-30T00:15")), gate: "B31"))
        #expect(try departure("2026-11-28").operation.outcome == .cancelled)
        #expect(try departure("2026-11-28").gate == "B30")
        #expect(try departure("2026-11-27").operation.outcome == .diverted(at: local("2026-11-27T23:41")))
        #expect(try departure("2026-11-26").operation.outcome == .operated(at: local("2026-11-26T23:30")))
        // A day without a record keeps the model's story.
        #expect(try departure("2026-11-25").operation == OperationsModel.operation(
            designator: designator("AA 731"), direction: .departure, scheduled: local("2026-11-25T23:30"), gate: "B30"))

        let arrival = try #require(source.flights(on: date("2026-11-27"), asOf: asOf).first { $0.direction == .arrival })
        #expect(arrival.designator == designator("AA 730"))
        #expect(arrival.airport.code == "DFW")
        #expect(arrival.status == .landed(at: local("2026-11-27T08:01")))
        // The arrival runs Monday to Friday only.
        #expect(source.flights(on: date("2026-11-28"), asOf: asOf).map(\.direction) == [.departure])

        // History reads the same records.
        let history = source.history(of: designator("AA 731"), direction: .departure, before: date("2026-11-30"),
                                     days: 4, asOf: asOf)
        #expect(history.map(\.status) == [.departed(at: local("2026-11-26T23:30")), .diverted, .cancelled,
                                          .departed(at: local("2026-11-30T00:15"))])
    }
}
