/// How the simulated airport's aircraft turn around: each departure is flown by the aircraft
/// of the latest arrival of its airline landing between ``shortestTurn`` and ``longestTurn``
/// minutes before it (not yet taken by another departure), so that a late arrival holds the
/// departure after it; every flight gets a registration, the two legs of a turn the same.
struct Rotations {
    /// For each of the day's entries, in their order, a departure's inbound arrival's index.
    let inbound: [Int?]
    /// Each entry's registration, in the entries' order.
    let registrations: [String]

    /// The least and most scheduled time on the ground that makes a turn, in minutes.
    static let shortestTurn = 40
    static let longestTurn = 180

    /// The turns of `entries`, the flights of one day, and their registrations: `N`, three
    /// digits and the airline's code (`N482UA`), numbered from a point that moves with the day (after 900
    /// of an airline in a day the numbers come round again).
    init(_ entries: [Timetable.Entry], date: CivilDate) {
        // Airlines by number, each code hashed once; then every leg by airline and time (its
        // place in the timetable breaking ties), so that each airline's legs lie together in order.
        var numbers: [String: Int] = [:]
        var codes: [String] = []
        let airline = entries.map { entry in
            if let known = numbers[entry.designator.airline] { return known }
            numbers[entry.designator.airline] = codes.count
            codes.append(entry.designator.airline)
            return codes.count - 1
        }
        let minutes = entries.map(\.time.minutes)
        let byTime = entries.indices.sorted { (minutes[$0], $0) < (minutes[$1], $1) }
        let byAirline = entries.indices.sorted { (airline[$0], minutes[$0], $0) < (airline[$1], minutes[$1], $1) }
        var inbound = [Int?](repeating: nil, count: entries.count)
        var flownBy = inbound
        var available: [Int] = []
        var first = 0
        while first < byAirline.count {
            var end = first
            while end < byAirline.count, airline[byAirline[end]] == airline[byAirline[first]] { end += 1 }
            // One sweep of the airline's legs: arrivals become available once they are a shortest
            // turn before the departure; the latest available one flies it, if it is not too long before.
            available.removeAll(keepingCapacity: true)
            var next = first
            for departure in byAirline[first..<end] where entries[departure].direction == .departure {
                while next < end, minutes[byAirline[next]] + Self.shortestTurn <= minutes[departure] {
                    if entries[byAirline[next]].direction == .arrival { available.append(byAirline[next]) }
                    next += 1
                }
                if let latest = available.last, minutes[latest] + Self.longestTurn >= minutes[departure] {
                    inbound[departure] = latest
                    flownBy[latest] = departure
                    available.removeLast()
                }
            }
            first = end
        }
        self.inbound = inbound
        let start = Int(StableHash.fnv1a(joining: "aircraft", date.description) % 900)
        var counts = [Int](repeating: 0, count: codes.count)
        var registrations = [String](repeating: "", count: entries.count)
        for index in byTime where registrations[index].isEmpty {
            let number = 100 + (start + counts[airline[index]]) % 900
            counts[airline[index]] += 1
            let registration = Self.registration(number, codes[airline[index]])
            registrations[index] = registration
            if let departure = flownBy[index] { registrations[departure] = registration }
        }
        self.registrations = registrations
    }

    /// `N`, the three digits of `number` (100 to 999) and the airline's code, spelled into its
    /// bytes: joining three texts cost more than the rest of a day's turns.
    private static func registration(_ number: Int, _ code: String) -> String {
        String(unsafeUninitializedCapacity: 4 + code.utf8.count) { bytes in
            bytes[0] = UInt8(ascii: "N")
            bytes[1] = UInt8(ascii: "0") + UInt8(number / 100)
            bytes[2] = UInt8(ascii: "0") + UInt8(number / 10 % 10)
            bytes[3] = UInt8(ascii: "0") + UInt8(number % 10)
            return 4 + UnsafeMutableBufferPointer(rebasing: bytes[4...]).initialize(fromContentsOf: code.utf8)
        }
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
