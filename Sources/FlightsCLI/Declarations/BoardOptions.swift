import FlightBoard

/// Options of the commands that show flights: which day, which clock, which output.
public enum BoardOptions {
    /// `--date`: the day of the board.
    public static let date = OptionSpec.value(
        "date", "YYYY-MM-DD",
        help: "The day of the board (default: today at the airport).")
    /// `--at`: pins the clock (also `FLIGHTS_NOW`).
    public static let at = OptionSpec.value(
        "at", "TIME",
        help: "Pin the clock: HH:MM on the board's day, YYYY-MM-DDTHH:MM at the airport, or an ISO 8601 time with Z or an offset such as 2026-11-29T19:30Z.",
        environmentVariable: "FLIGHTS_NOW")
    /// `--hide-cancelled`: leaves cancelled flights off.
    public static let hideCancelled = OptionSpec.flag(
        "hide-cancelled", help: "Leave cancelled flights off the board.")
    /// `--airline`: only one airline's flights.
    public static let airline = OptionSpec.value(
        "airline", "CODE", help: "Only flights of this airline (IATA code, e.g. UA).", suggestions: .dynamic(.airlines))
    /// `--status`: only flights with one status.
    public static let status = OptionSpec.value(
        "status", "STATUS", help: "Only flights with this status.",
        values: FlightStatus.Kind.allCases.map(\.rawValue))
    /// `--upcoming`: only flights still to come.
    public static let upcoming = OptionSpec.flag(
        "upcoming", help: "Only flights still to come: leaves out flights that have departed, landed or been diverted, and cancelled flights whose time has passed.")
    /// `--format`: table, json or csv.
    public static let format = OptionSpec.value(
        "format", "FORMAT", help: "Output format: table (for people), json or csv (for programs).",
        values: OutputFormat.allCases.map(\.rawValue))
    /// `--json`: short for `--format json`.
    public static let json = OptionSpec.flag("json", help: "Same as --format json.")

    /// Every option of `arrivals` and `departures`, in help order.
    public static let all: [OptionSpec] = [date, at, hideCancelled, airline, status, upcoming, format, json,
                                           GlobalOptions.color, GlobalOptions.data] + DataOptions.all
}
