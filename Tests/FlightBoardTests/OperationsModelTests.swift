import Testing
@testable import FlightBoard

@Suite struct OperationsModelTests {
    static func operation(_ flight: String, _ direction: Direction, _ scheduled: String, gate: String = "B14") -> Operation {
        OperationsModel.operation(designator: designator(flight), direction: direction,
                                  scheduled: local(scheduled), gate: gate)
    }

    // MARK: Determinism

    @Test func sameInputsGiveTheSameOperation() {
        for day in 0..<60 {
            let scheduled = local("2026-11-29T06:00").adding(minutes: day * 1440 + day * 17)
            for direction in Direction.allCases {
                let first = OperationsModel.operation(designator: designator("UA 635"), direction: direction,
                                                      scheduled: scheduled, gate: "B14")
                let second = OperationsModel.operation(designator: designator("UA 635"), direction: direction,
                                                       scheduled: scheduled, gate: "B14")
                #expect(first == second)
                #expect(first.scheduled == scheduled)
                #expect(first.gate == "B14")
            }
        }
    }

    /// Outcomes recorded once from the model. A change here means every board and history
    /// changes for every user: make it on purpose, and update these values with it.
    @Test(arguments: [
        ("UA 635", Direction.departure, "2026-11-29T06:00", Operation.Outcome.operated(at: local("2026-11-29T05:52"))),
        ("UA 635", .arrival, "2026-11-29T06:00", .operated(at: local("2026-11-29T06:22"))),
        ("UA 1454", .departure, "2026-11-29T06:30", .operated(at: local("2026-11-29T07:42"))),
        ("US 2170", .arrival, "2026-11-29T10:00", .operated(at: local("2026-11-29T13:17"))),
        ("YV 3771", .departure, "2026-11-29T16:05", .operated(at: local("2026-11-29T19:45"))),
        ("US 2175", .departure, "2026-11-30T13:00", .diverted(at: local("2026-11-30T12:58"))),
        ("DL 1704", .arrival, "2026-12-02T14:35", .diverted(at: local("2026-12-02T14:18"))),
        ("US 2126", .departure, "2026-11-29T12:00", .cancelled),
        ("B6 1271", .departure, "2026-11-29T19:36", .cancelled),
    ])
    func pinnedOutcomes(flight: String, direction: Direction, scheduled: String, outcome: Operation.Outcome) {
        let operation = Self.operation(flight, direction, scheduled)
        #expect(operation == Operation(scheduled: local(scheduled), outcome: outcome, gate: "B14"))
    }

    /// Each year is the 2013 year turned by a few days: seasons stay, and every real day is used once.
    @Test func everyRealDayIsUsedOnceAYearNearItsOwnDate() {
        for year in [2024, 2026, 2031] {
            let first = CivilDate(year: year, month: 1, day: 1)!
            let indices = (0..<365).map { OperationsModel.dayIndex(for: first.adding(days: $0)) }
            #expect(Set(indices).count == 365, "\(year)")
            for (dayOfYear, index) in indices.enumerated() {
                let distance = min(abs(index - dayOfYear), 365 - abs(index - dayOfYear))
                #expect(distance <= 10, "\(year) day \(dayOfYear) borrows 2013 day \(index)")
            }
        }
    }

    @Test func pinnedDayCharacter() {
        #expect(OperationsModel.dayIndex(for: date("2026-11-29")) == 341)
        for offset in 0..<1000 {
            let index = OperationsModel.dayIndex(for: date("2026-01-01").adding(days: offset))
            #expect(Calibration.days.indices.contains(index))
        }
    }

    @Test func gateIsPassedThrough() {
        #expect(Self.operation("UA 635", .departure, "2026-11-29T06:00", gate: "C7").gate == "C7")
    }

    @Test func dependsOnDateFlightAndDirection() {
        // Over a month, the same flight's outcomes differ from day to day and between directions.
        var departures: Set<Int?> = []
        var sameBothWays = 0
        for day in 0..<30 {
            let scheduled = local("2026-11-01T12:00").adding(minutes: day * 1440)
            let departure = OperationsModel.operation(designator: designator("UA 635"), direction: .departure,
                                                      scheduled: scheduled, gate: "B14")
            let arrival = OperationsModel.operation(designator: designator("UA 635"), direction: .arrival,
                                                    scheduled: scheduled, gate: "B14")
            departures.insert(departure.delayMinutes)
            if departure.delayMinutes == arrival.delayMinutes { sameBothWays += 1 }
        }
        #expect(departures.count > 10)
        #expect(sameBothWays < 10)
    }

    // MARK: SeededRandom

    @Test func fnv1aTestVectors() {
        #expect(StableHash.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(StableHash.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.fnv1a("foobar") == 0x8594_4171_f739_67e8)
    }

    /// Parts hashed in turn give the hash of the text they join into (values from Python's FNV-1a).
    @Test func partsHashAsTheirJoinedText() {
        #expect(StableHash.fnv1a(joining: "foo", "bar") == 0x0e51_ed53_c6fe_fcbe)
        #expect(StableHash.fnv1a(joining: "gate", "", "UA1") == 0xc298_d97a_79f2_7617)
        var parts = SeededRandom(keyParts: "2026-11-29", "UA635", "departure")
        var joined = SeededRandom(seed: 0x2a47_398f_4e70_f4f6)
        #expect((0..<4).map { _ in parts.next() } == (0..<4).map { _ in joined.next() })
    }

    @Test func unitDrawsAreInTheHalfOpenUnitInterval() {
        var random = SeededRandom(key: "2026-11-29|UA635|departure")
        var again = SeededRandom(key: "2026-11-29|UA635|departure")
        var sum = 0.0
        for _ in 0..<10_000 {
            let u = random.unit()
            #expect(u >= 0 && u < 1)
            #expect(u == again.unit())
            sum += u
        }
        #expect(abs(sum / 10_000 - 0.5) < 0.02)
    }

    // MARK: quantile

    static let table: [(p: Double, minutes: Double)] = [(p: 0, minutes: -10), (p: 0.5, minutes: 10), (p: 1, minutes: 30)]

    @Test(arguments: [(0.0, -10.0), (0.25, 0.0), (0.5, 10.0), (0.6, 14.0), (0.75, 20.0), (0.999, 29.96), (1.0, 30.0)])
    func quantileInterpolatesLinearly(u: Double, minutes: Double) {
        #expect(abs(OperationsModel.quantile(Self.table, at: u) - minutes) < 1e-9)
    }

    @Test func quantileEdgeCases() {
        #expect(OperationsModel.quantile([], at: 0.5) == 0)
        #expect(OperationsModel.quantile([(p: 0, minutes: 7)], at: 0.5) == 7)
        #expect(OperationsModel.quantile(Self.table, at: 1.5) == 30)
        // A step (two points at the same p): the value at the step is the lower one, after it the upper.
        let step: [(p: Double, minutes: Double)] = [(p: 0, minutes: 0), (p: 0.5, minutes: 10), (p: 0.5, minutes: 20), (p: 1, minutes: 30)]
        #expect(OperationsModel.quantile(step, at: 0.5) == 10)
        #expect(abs(OperationsModel.quantile(step, at: 0.75) - 25) < 1e-9)
    }

    @Test func calibrationTablesAreWellFormed() {
        #expect(Calibration.days.count == 365)
        #expect(Calibration.hourFactor.count == 24)
        #expect(Calibration.days.allSatisfy { (0...1).contains($0.cancelled) && (0...1).contains($0.late) })
        for table in [Calibration.punctualDelay, Calibration.lateDelay, Calibration.enRoute] {
            #expect(table.first?.p == 0)
            #expect(table.last?.p == 1)
            #expect(zip(table, table.dropFirst()).allSatisfy { $0.p < $1.p && $0.minutes <= $1.minutes })
        }
        #expect(Calibration.punctualDelay.last?.minutes == 14)  // punctual: under 15 minutes
        #expect(Calibration.lateDelay.first?.minutes == 15)     // late: 15 minutes or more
    }

    // MARK: Calibration

    /// Every flight of the embedded timetable on every day of 2026, against the real 2013 figures.
    @Test func yearOfOperationsMatchesTheCalibration() throws {
        let airport = SimulatedAirport.embedded()
        var all = 0, cancelled = 0, departures = 0, departuresOnTime = 0, arrivals = 0, arrivalsOnTime = 0
        var departureDelays: [Int] = []
        for offset in 0..<365 {
            for flight in airport.flights(on: date("2026-01-01").adding(days: offset), asOf: local("2026-01-01T00:00")) {
                let operation = flight.operation
                all += 1
                if operation.outcome == .cancelled { cancelled += 1 }
                switch flight.direction {
                case .departure:
                    departures += 1
                    if let delay = operation.delayMinutes {  // diverted flights did leave
                        departureDelays.append(delay)
                        if delay < 15 { departuresOnTime += 1 }
                    }
                case .arrival:
                    arrivals += 1
                    if operation.isOnTime { arrivalsOnTime += 1 }
                }
            }
        }
        #expect(all > 30_000)
        let cancelledShare = Double(cancelled) / Double(all)
        let departureOnTime = Double(departuresOnTime) / Double(departures)
        let arrivalOnTime = Double(arrivalsOnTime) / Double(arrivals)
        departureDelays.sort()
        let median = departureDelays.count % 2 == 1
            ? Double(departureDelays[departureDelays.count / 2])
            : Double(departureDelays[departureDelays.count / 2 - 1] + departureDelays[departureDelays.count / 2]) / 2

        #expect(abs(cancelledShare - Calibration.cancelledShare) <= 0.005, "cancelled \(cancelledShare)")
        #expect(abs(departureOnTime - Calibration.departureOnTimeShare) <= 0.02, "departures on time \(departureOnTime)")
        #expect(abs(median - Calibration.medianDepartureDelay) <= 2, "median departure delay \(median)")
        // Arrivals take the lateness of the hour they left (arrival minus a typical block time).
        #expect(abs(arrivalOnTime - Calibration.arrivalOnTimeShare) <= 0.015, "arrivals on time \(arrivalOnTime)")
    }
}
