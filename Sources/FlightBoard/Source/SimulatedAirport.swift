/// An airport whose timetable comes from a data file and whose operations come
/// from ``OperationsModel``, unless the file records them.
public struct SimulatedAirport: FlightSource {
    /// The data the flights are made from.
    public let timetable: Timetable

    /// An airport whose flights are made from `timetable`.
    public init(timetable: Timetable) {
        self.timetable = timetable
    }

    /// The airport shipped inside the binary (`Data/airport.json` at build time).
    public static func embedded() throws(DataFileError) -> SimulatedAirport {
        SimulatedAirport(timetable: try Timetable(json: Array(EmbeddedData.airportJSON.utf8), file: "(built-in airport)"))
    }

    /// The timetable's airport.
    public var airport: Airport { timetable.airport }

    /// The codes of the airlines the timetable names, sorted.
    public var airlineCodes: [String] { timetable.airlines.keys.sorted() }

    /// The timetable's flights that operate on `date`, with simulated operations unless the file records them.
    public func flights(on date: CivilDate, asOf now: LocalDateTime) -> [Flight] {
        timetable.entries.compactMap { entry in
            entry.operates(on: date) ? flight(entry, on: date, asOf: now) : nil
        }
    }

    /// The flights of every leg of the number that way on each of the `days` days before `date`
    /// that it operates, oldest first; empty when not in the timetable.
    public func history(of designator: FlightDesignator, direction: Direction,
                        before date: CivilDate, days: Int, asOf now: LocalDateTime) -> [Flight] {
        let legs = timetable.entries.filter { $0.designator == designator && $0.direction == direction }
        guard days > 0, !legs.isEmpty else { return [] }
        return (1...days).reversed().flatMap { back in
            let day = date.adding(days: -back)
            return legs.filter { $0.operates(on: day) }.map { flight($0, on: day, asOf: now) }
        }
    }

    private func flight(_ entry: Timetable.Entry, on date: CivilDate, asOf now: LocalDateTime) -> Flight {
        let airline = timetable.airlines[entry.designator.airline]
            ?? Airline(code: entry.designator.airline, name: entry.designator.airline)
        let other = timetable.airports[entry.airportCode]
            ?? Airport(code: entry.airportCode, name: entry.airportCode, city: entry.airportCode, timeZone: "UTC")
        return Flight(airline: airline, designator: entry.designator, direction: entry.direction,
                      airport: other, operation: operation(entry, on: date), asOf: now)
    }

    private func operation(_ entry: Timetable.Entry, on date: CivilDate) -> Operation {
        let scheduled = LocalDateTime(date: date, time: entry.time)
        let key = Timetable.RecordKey(date: date, designator: entry.designator, direction: entry.direction,
                                      airportCode: entry.airportCode)
        guard let record = timetable.recorded[key] else {
            return OperationsModel.operation(designator: entry.designator, direction: entry.direction,
                                             scheduled: scheduled, gate: entry.gate)
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
