/// An airport whose timetable comes from a data file and whose operations come
/// from ``OperationsModel``, unless the file records them.
public struct SimulatedAirport: FlightSource {
    /// The data the flights are made from.
    public let timetable: Timetable

    /// Where each gate's departures may be moved to, made when a departure is first moved.
    private let concourses: Deferred<GateReassignment.Concourses>

    /// An airport whose flights are made from `timetable`.
    public init(timetable: Timetable) {
        self.timetable = timetable
        concourses = Deferred { [entries = timetable.entries] in
            // In the order of their bytes, which no two gates share: `<` on text is not consistent
            // with its equality for two spellings of one accent, and would order them by the set's
            // order, which changes from run to run.
            GateReassignment.Concourses(Set(entries.map(\.gate)).filter { !$0.isEmpty }
                .map { (bytes: Array($0.utf8), gate: $0) }
                .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(\.gate))
        }
    }

    /// The airport shipped inside the binary (`Data/airport.json`, as values made from it
    /// by `swift run embed-airport`).
    public static func embedded() -> SimulatedAirport {
        SimulatedAirport(timetable: .embedded)
    }

    /// The timetable's airport.
    public var airport: Airport { timetable.airport }

    /// The codes of the airlines the timetable names, sorted.
    public var airlineCodes: [String] { timetable.airlines.keys.sorted() }

    /// The timetable's flights that operate on `date`, with simulated operations unless the
    /// file records them; each flown by an aircraft of ``Rotations``, a departure held by a
    /// late inbound.
    public func flights(on date: CivilDate, asOf now: LocalDateTime) -> [Flight] {
        flights(on: date, only: nil, asOf: now)
    }

    /// ``flights(on:asOf:)`` that way alone: an arrival's operation is its own, so an arrivals
    /// board makes no departure.
    public func flights(on date: CivilDate, direction: Direction, asOf now: LocalDateTime) -> [Flight] {
        flights(on: date, only: direction, asOf: now)
    }

    private func flights(on date: CivilDate, only direction: Direction?, asOf now: LocalDateTime) -> [Flight] {
        let entries = timetable.entries.filter { $0.operates(on: date) }
        let rotations = Rotations(entries, date: date)
        let day = OperationsModel.Day(date)
        // A whole day's board makes a turned arrival again from its departure: keeping each
        // made cost an arrivals board more than the few it makes twice.
        func made(_ index: Int) -> Operation {
            operation(entries[index], on: date, day: day, turned: rotations.inbound[index] != nil)
        }
        var flights: [Flight] = []
        for index in entries.indices where direction == nil || entries[index].direction == direction {
            var operation = made(index)
            if entries[index].direction == .departure && !isRecorded(entries[index], on: date) {
                if let arrival = rotations.inbound[index] {
                    operation = Rotations.held(operation, by: made(arrival))
                }
                // Moved once the time it leaves at is known, so that the move comes before it leaves.
                operation = GateReassignment.applied(to: operation, designator: entries[index].designator,
                                                     concourses: { concourses.value }, day: day)
            }
            flights.append(flight(entries[index], operation: operation,
                                  aircraft: Aircraft(registration: rotations.registrations[index]), asOf: now))
        }
        return flights
    }

    /// The flights of every leg of the number that way on each of the `days` days before `date`
    /// that it operates, oldest first; empty when not in the timetable.
    public func history(of designator: FlightDesignator, direction: Direction,
                        before date: CivilDate, days: Int, asOf now: LocalDateTime) -> [Flight] {
        guard days > 0, timetable.entries.contains(where: { $0.designator == designator && $0.direction == direction })
        else { return [] }
        return (1...days).reversed().flatMap { back in
            flights(on: date.adding(days: -back), direction: direction, asOf: now).filter { $0.designator == designator }
        }
    }

    /// The aircraft's legs of the day: the arrival it lands with and the departure it turns
    /// into, the other ends' times a typical block time (``OperationsModel/typicalBlockMinutes``)
    /// away, on the board's clock.
    public func aircraftDay(_ registration: String, on date: CivilDate, asOf now: LocalDateTime) -> AircraftDay? {
        let flown = flights(on: date, asOf: now).filter { $0.aircraft?.registration == registration }
        let block = OperationsModel.typicalBlockMinutes
        let legs = flown.map { flight -> AircraftLeg in
            let other = Operation(scheduled: flight.scheduled.adding(minutes: flight.direction == .arrival ? -block : block),
                                  outcome: Self.shifted(flight.operation.outcome, by: flight.direction == .arrival ? -block : block),
                                  gate: "")
            let mirrored = Flight(airline: flight.airline, designator: flight.designator,
                                  direction: flight.direction == .arrival ? .departure : .arrival, airport: airport,
                                  operation: other, asOf: now, aircraft: flight.aircraft)
            return flight.direction == .departure ? AircraftLeg(departure: flight, arrival: mirrored)
                : AircraftLeg(departure: mirrored, arrival: flight)
        }
        return AircraftDay(aircraft: Aircraft(registration: registration), date: date, legs: legs)
    }

    private static func shifted(_ outcome: Operation.Outcome, by minutes: Int) -> Operation.Outcome {
        switch outcome {
        case .operated(let time): .operated(at: time.adding(minutes: minutes))
        case .diverted(let time): .diverted(at: time.adding(minutes: minutes))
        case .cancelled: .cancelled
        }
    }

    private func isRecorded(_ entry: Timetable.Entry, on date: CivilDate) -> Bool {
        recorded(entry, on: date) != nil
    }

    /// What the file records of the entry's flight that day. A timetable records nothing
    /// unless it says otherwise (the one built in does not): its key is not hashed then.
    private func recorded(_ entry: Timetable.Entry, on date: CivilDate) -> Timetable.Recorded? {
        guard !timetable.recorded.isEmpty else { return nil }
        return timetable.recorded[Timetable.RecordKey(date: date, designator: entry.designator, direction: entry.direction,
                                                      airportCode: entry.airportCode)]
    }

    private func flight(_ entry: Timetable.Entry, operation: Operation, aircraft: Aircraft, asOf now: LocalDateTime) -> Flight {
        let airline = timetable.airlines[entry.designator.airline]
            ?? Airline(code: entry.designator.airline, name: entry.designator.airline)
        let other = timetable.airports[entry.airportCode]
            ?? Airport(code: entry.airportCode, name: entry.airportCode, city: entry.airportCode, timeZone: "UTC")
        return Flight(airline: airline, designator: entry.designator, direction: entry.direction,
                      airport: other, operation: operation, asOf: now, aircraft: aircraft)
    }

    private func operation(_ entry: Timetable.Entry, on date: CivilDate, day: OperationsModel.Day, turned: Bool) -> Operation {
        let scheduled = LocalDateTime(date: date, time: entry.time)
        guard let record = recorded(entry, on: date) else {
            return OperationsModel.operation(designator: entry.designator, direction: entry.direction,
                                             scheduled: scheduled, gate: entry.gate, turned: turned, day: day)
        }
        let time = record.time ?? scheduled
        let outcome: Operation.Outcome = switch record.outcome {
        case .scheduled: .operated(at: time)
        case .diverted: .diverted(at: time)
        case .cancelled: .cancelled
        }
        return Operation(scheduled: scheduled, outcome: outcome, gate: record.gate ?? entry.gate)
    }
}
