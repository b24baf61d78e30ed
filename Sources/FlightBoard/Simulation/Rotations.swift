/// How the simulated airport's aircraft turn around: each departure is flown by the aircraft
/// of the latest arrival of its airline landing between ``shortestTurn`` and ``longestTurn``
/// minutes before it (not yet taken by another departure), so that a late arrival holds the
/// departure after it; every flight gets a registration, the two legs of a turn the same.
struct Rotations {
    /// A departure's index among the day's entries → its inbound arrival's.
    let inbound: [Int: Int]
    /// Each entry's registration, in the entries' order.
    let registrations: [String]

    /// The least and most scheduled time on the ground that makes a turn, in minutes.
    static let shortestTurn = 40
    static let longestTurn = 180

    /// The turns of `entries`, the flights of one day, and their registrations: `N`, three
    /// digits and the airline's code (`N482UA`), numbered from a point that moves with the day (after 900
    /// of an airline in a day the numbers come round again).
    init(_ entries: [Timetable.Entry], date: CivilDate) {
        var inbound: [Int: Int] = [:]
        let byAirline = Dictionary(grouping: entries.indices) { entries[$0].designator.airline }
        for indices in byAirline.values {
            let minutes = { (index: Int) in entries[index].time.minutes }
            let arrivals = indices.filter { entries[$0].direction == .arrival }.sorted { minutes($0) < minutes($1) }
            let departures = indices.filter { entries[$0].direction == .departure }.sorted { minutes($0) < minutes($1) }
            // One sweep: arrivals become available once they are a shortest turn before the
            // departure; the latest available one flies it, if it is not too long before.
            var available: [Int] = []
            var next = 0
            for departure in departures {
                while next < arrivals.count, minutes(arrivals[next]) + Self.shortestTurn <= minutes(departure) {
                    available.append(arrivals[next])
                    next += 1
                }
                if let latest = available.last, minutes(latest) + Self.longestTurn >= minutes(departure) {
                    inbound[departure] = latest
                    available.removeLast()
                }
            }
        }
        self.inbound = inbound
        let flownBy = Dictionary(uniqueKeysWithValues: inbound.map { ($1, $0) })
        let start = Int(StableHash.fnv1a("aircraft|\(date)") % 900)
        var counts: [String: Int] = [:]
        var registrations = [String](repeating: "", count: entries.count)
        for index in entries.indices.sorted(by: { entries[$0].time.minutes < entries[$1].time.minutes })
            where registrations[index].isEmpty {
            let airline = entries[index].designator.airline
            let number = 100 + (start + counts[airline, default: 0]) % 900
            counts[airline, default: 0] += 1
            let registration = "N\(number)\(airline)"
            registrations[index] = registration
            if let departure = flownBy[index] { registrations[departure] = registration }
        }
        self.registrations = registrations
    }

    /// `departure` held by its inbound `arrival`: it cannot leave before the aircraft has
    /// landed and turned (``AircraftDay/minimumTurnMinutes``).
    static func held(_ departure: Operation, by arrival: Operation) -> Operation {
        guard case .operated(let landed) = arrival.outcome else { return departure }
        let ready = landed.adding(minutes: AircraftDay.minimumTurnMinutes)
        let outcome: Operation.Outcome
        switch departure.outcome {
        case .operated(let time) where time < ready: outcome = .operated(at: ready)
        case .diverted(let time) where time < ready: outcome = .diverted(at: ready)
        default: return departure
        }
        return Operation(scheduled: departure.scheduled, outcome: outcome, gate: departure.gate)
    }
}
