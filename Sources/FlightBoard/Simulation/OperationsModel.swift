/// Invents each day's operations of a timetable: delays, cancellations and
/// diversions, drawn from distributions measured on the real 2013 New York
/// departures (see ``Calibration``).
///
/// Deterministic: a flight's operation depends only on the date, the flight
/// and the direction, so boards and histories agree on every run and machine.
/// Each date borrows the character of one real 2013 day (its cancellation and
/// late shares), so some days run smoothly and a few are stormy, as in the real year.
public enum OperationsModel {
    /// The operation of the flight that is scheduled at `scheduled` (local to the board's airport).
    /// - Parameter turned: a departure flown by the aircraft of an arrival (``Rotations``), whose
    ///   own lateness is ``Calibration/turnedLateFactor`` of the day's: the inbound adds the rest.
    public static func operation(designator: FlightDesignator, direction: Direction,
                                 scheduled: LocalDateTime, gate: String, turned: Bool = false) -> Operation {
        operation(designator: designator, direction: direction, scheduled: scheduled, gate: gate, turned: turned,
                  day: Day(scheduled.date))
    }

    /// What the operations of one date share, worked out once for a day's flights rather than
    /// once a flight: the date's text, part of every flight's key, and the real day that
    /// lends it its character.
    struct Day {
        let text: String
        let character: (cancelled: Double, late: Double)

        init(_ date: CivilDate) {
            text = date.description
            character = Calibration.days[OperationsModel.dayIndex(for: date)]
        }
    }

    /// ``operation(designator:direction:scheduled:gate:turned:)`` of a flight of `day`, the
    /// date of `scheduled`.
    static func operation(designator: FlightDesignator, direction: Direction, scheduled: LocalDateTime, gate: String,
                          turned: Bool, day shared: Day) -> Operation {
        var random = SeededRandom(keyParts: shared.text, designator.compact, direction.rawValue)
        let day = shared.character
        // Every draw is made whatever the branch, so one outcome never shifts the next.
        let cancelDraw = random.unit()
        let lateDraw = random.unit()
        let delayDraw = random.unit()
        let enRouteDraw = random.unit()
        let divertDraw = random.unit()

        if cancelDraw < day.cancelled {
            return Operation(scheduled: scheduled, outcome: .cancelled, gate: gate)
        }
        let departureHour = direction == .departure
            ? scheduled.time.hour
            : scheduled.adding(minutes: -typicalBlockMinutes).time.hour
        let lateShare = min(0.95, day.late * Calibration.hourFactor[departureHour] * (turned ? Calibration.turnedLateFactor : 1))
        let departureDelay = lateDraw < lateShare
            ? quantile(Calibration.lateDelay, at: delayDraw)
            : quantile(Calibration.punctualDelay, at: delayDraw)
        let delay = direction == .departure
            ? departureDelay
            : departureDelay + quantile(Calibration.enRoute, at: enRouteDraw)
        let time = scheduled.adding(minutes: Int(delay.rounded()))
        let outcome: Operation.Outcome = divertDraw < Calibration.diverted
            ? .diverted(at: time) : .operated(at: time)
        return Operation(scheduled: scheduled, outcome: outcome, gate: gate)
    }

    /// Which real 2013 day lends its character to `date`: the same day of the year,
    /// moved by a shift of up to 10 days that depends on the year. Seasons stay where
    /// they are (winter storms in winter), each year differs, and every 2013 day is used
    /// exactly once a year, so a year's figures match the real year's.
    static func dayIndex(for date: CivilDate) -> Int {
        let count = Calibration.days.count
        let dayOfYear = date.daysSinceEpoch - CivilDate(year: date.year, month: 1, day: 1)!.daysSinceEpoch
        let shift = Int(StableHash.fnv1a(joining: "year", String(date.year)) % 21) - 10
        return ((dayOfYear + shift) % count + count) % count
    }

    /// Typical gate-to-gate time of the timetable's flights, used to find when an
    /// arriving flight left: lateness follows the hour of departure, not of arrival.
    static let typicalBlockMinutes = 150

    /// Piecewise-linear inverse CDF through `(p, minutes)` points sorted by `p`.
    static func quantile(_ table: [(p: Double, minutes: Double)], at u: Double) -> Double {
        guard var previous = table.first else { return 0 }
        for point in table.dropFirst() {
            if u <= point.p {
                let span = point.p - previous.p
                let fraction = span > 0 ? (u - previous.p) / span : 0
                return previous.minutes + fraction * (point.minutes - previous.minutes)
            }
            previous = point
        }
        return previous.minutes
    }
}
