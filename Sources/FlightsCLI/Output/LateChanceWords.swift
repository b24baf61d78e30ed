import FlightBoard

/// A flight's late chance in words, as the sheet, the history and the app's popover say it:
/// the chance, then what it was made from, so that a reader can judge it.
enum LateChanceWords {
    /// `Chance of being 15+ min late: 23%`.
    static func headline(_ chance: LateChance) -> String {
        "Chance of being \(OnTimeRule.lateThresholdMinutes)+ min late: \(HistoryChart.percent(chance.probability))"
    }

    /// `from 28 days of this flight and 1,204 flights of its route, 2013-06-04 to 2013-07-03`; for a
    /// flight with little history of its own, what the estimate leans on instead.
    static func basis(_ chance: LateChance, of flight: Flight) -> String {
        let days = "\(chance.days.lowerBound) to \(chance.days.upperBound)"
        let hour = "\(StatsFormat.grouped(chance.hourFlights)) at \(TimeOfDay(hour: flight.scheduled.time.hour, minute: 0)!)"
        let route = "\(StatsFormat.grouped(chance.routeFlights)) flights of its route"
        guard chance.leansOnWiderRecord else {
            return "from \(StatsFormat.grouped(chance.ownFlights)) days of this flight and \(route), \(days)"
        }
        let own = chance.ownFlights == 0 ? "no day of this flight" : "only \(chance.ownFlights) \(chance.ownFlights == 1 ? "day" : "days") of this flight"
        // A route as new as the flight says nothing either: the airline's record is what counts.
        let wider = chance.leansOnAirline ? "\(StatsFormat.grouped(chance.airlineFlights)) flights of the airline" : route
        return "\(own): mostly from \(wider) and \(hour), \(days)"
    }

    /// Why a flight has no chance: no flight had finished on the days it is made from.
    static let unknown = "not known: no flight of the data had finished in the \(LateOdds.windowDays) days it is made from"
}
