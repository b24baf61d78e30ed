import FlightBoard

/// Options of the commands that show flights: which day, which clock, which output.
public enum BoardOptions {
    public static let date = OptionSpec.value(
        "date", "YYYY-MM-DD",
        help: "The day of the board (default: today at the airport).")
    public static let at = OptionSpec.value(
        "at", "TIME",
        help: "Pin the clock: HH:MM on the board's day, YYYY-MM-DDTHH:MM at the airport, or an ISO 8601 time with Z or an offset such as 2026-11-29T19:30Z.",
        environmentVariable: "FLIGHTS_NOW")
    public static let hideCancelled = OptionSpec.flag(
        "hide-cancelled", help: "Leave cancelled flights off the board.")
    public static let airline = OptionSpec.value(
        "airline", "CODE", help: "Only flights of this airline (IATA code, e.g. UA).", suggestions: .dynamic(.airlines))
    public static let status = OptionSpec.value(
        "status", "STATUS", help: "Only flights with this status.",
        values: FlightStatus.Kind.allCases.map(\.rawValue))
    public static let upcoming = OptionSpec.flag(
        "upcoming", help: "Only flights still to come: leaves out flights that have departed, landed or been diverted, and cancelled flights whose time has passed.")
    public static let format = OptionSpec.value(
        "format", "FORMAT", help: "Output format: table (for people), json or csv (for programs).",
        values: OutputFormat.allCases.map(\.rawValue))
    public static let json = OptionSpec.flag("json", help: "Same as --format json.")

    public static let all: [OptionSpec] = [date, at, hideCancelled, airline, status, upcoming, format, json,
                                           GlobalOptions.color, GlobalOptions.data] + DataOptions.all
}
