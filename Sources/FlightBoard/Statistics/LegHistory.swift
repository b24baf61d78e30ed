/// The days of one leg of a flight number, oldest first: what `history` charts and counts.
public struct LegHistory: Sendable {
    /// The leg.
    public let leg: FlightLeg
    /// The leg's flights, oldest first; never empty.
    public private(set) var flights: [Flight]

    /// The leg's latest flight, which names it in a heading.
    public var latest: Flight { flights[flights.count - 1] }

    /// `flights`, oldest first, parted by leg as the board of `airport` sees them; the legs
    /// in the order of the day (by the time of their latest flight), then by route.
    public static func split(_ flights: [Flight], at airport: Airport) -> [LegHistory] {
        var legs: [LegHistory] = []
        var place: [FlightLeg: Int] = [:]
        for flight in flights {
            let leg = FlightLeg(flight, at: airport)
            if let known = place[leg] {
                legs[known].flights.append(flight)
            } else {
                place[leg] = legs.count
                legs.append(LegHistory(leg: leg, flights: [flight]))
            }
        }
        return legs.sorted { ($0.latest.scheduled.time, $0.leg.route) < ($1.latest.scheduled.time, $1.leg.route) }
    }
}
