import FlightBoard

/// Options of the commands that show flights: which day, which clock, which output.
enum BoardOptions {
    /// `--date`: the day of the board. The flight commands and `stats` take the same option,
    /// explained in their own words (``FlightOptions/date``, ``FlowOptions/statsDate``).
    static let date = Option<DayArgument>(
        "date", "DAY",
        help: "The day of the board: YYYY-MM-DD, today, tomorrow, yesterday, or a weekday such as monday or mon, the next one after today (default: today at the airport).",
        suggestions: .values(DayArgument.words))
    /// `--at`: pins the clock (also `FLIGHTS_NOW`).
    static let at = Option<ClockReading>(
        "at", "TIME",
        help: "Pin the clock: HH:MM on the board's day, YYYY-MM-DDTHH:MM at the airport, or an ISO 8601 time with Z or an offset such as 2026-11-29T19:30Z.",
        environmentVariable: "FLIGHTS_NOW")
    /// `--hide-cancelled` (or `--hide-canceled`): leaves cancelled flights off.
    static let hideCancelled = OptionSpec.flag(
        "hide-cancelled", help: "Leave cancelled flights off the board.", aliases: ["hide-canceled"])
    /// `--airline`: only some airlines' flights.
    static let airline = Option<String>(
        "airline", "AIRLINE",
        help: "Only flights of this airline, by IATA code (UA) or name (Delta: any word of the name, or its start).",
        suggestions: .dynamic(.airlines), repeatable: true)
    /// `--status`: only flights with some statuses.
    static let status = Option<FlightStatus.Kind>(
        "status", "STATUS", help: "Only flights with this status.",
        values: FlightStatus.Kind.words, valueAliases: ["canceled": FlightStatus.Kind.cancelled.rawValue], repeatable: true)
    /// `--to` of `departures`: only flights to some airports.
    static let to = Option<String>(
        "to", "PLACE",
        help: "Only flights to this airport, by IATA code (ORD), city or airport name (Chicago: every airport of the city).",
        repeatable: true)
    /// `--from` of `arrivals`: only flights from some airports.
    static let from = Option<String>(
        "from", "PLACE",
        help: "Only flights from this airport, by IATA code (ORD), city or airport name (Chicago: every airport of the city).",
        repeatable: true)
    /// `--late`: only flights late by the on-time rule.
    static let late = OptionSpec.flag(
        "late",
        help: "Only late flights, by the US DOT rule: 15 minutes or more behind schedule (expected, or as they left or landed), cancelled or diverted.")
    /// `--upcoming`: only flights still to come.
    static let upcoming = OptionSpec.flag(
        "upcoming", help: "Only flights still to come: leaves out flights that have departed, landed or been diverted, and cancelled flights whose time has passed.")
    /// `--format`: table, json or csv.
    static let format = Option<OutputFormat>(
        "format", "FORMAT", help: "Output format: table (for people), json or csv (for programs).",
        values: OutputFormat.words)
    /// `--json`: short for `--format json`.
    static let json = OptionSpec.flag("json", help: "Same as --format json.")

    /// Every option of `arrivals` (`direction` .arrival) or `departures`, in help order.
    static func all(_ direction: Direction) -> [any OptionDeclaration] {
        [date, at, hideCancelled, airline, status, direction == .arrival ? from : to, late, upcoming, format, json,
         GlobalOptions.color, GlobalOptions.data] + DataOptions.all
    }
}
