/// Options about the data a command reads: which airport's board, and how to read
/// a recorded on-time file (`--data FILE.csv`).
public enum DataOptions {
    /// `--airport`: whose board it is, by IATA code.
    public static let airport = Option<String>(
        "airport", "CODE",
        help: "Whose board it is, by IATA code (e.g. JFK): with recorded data, departures leave it and arrivals reach it. The built-in airport is LGA.")
    /// `--airlines`: the file of airline names for recorded data.
    public static let airlines = Option<String>(
        "airlines", "FILE", help: "Airline names for recorded data (carrier,name); default: airlines.csv beside the data file.",
        suggestions: .files)
    /// `--airports`: the file of airport names and time zones for recorded data.
    public static let airports = Option<String>(
        "airports", "FILE", help: "Airport names and time zones for recorded data (faa,name,…,tzone); default: airports.csv beside the data file.",
        suggestions: .files)
    /// `--planes`: the file of aircraft for recorded data.
    public static let planes = Option<String>(
        "planes", "FILE", help: "The aircraft by registration for recorded data (tailnum,year,…,seats): their type, seats and year on the sheet; default: planes.csv beside the data file.",
        suggestions: .files)
    /// `--skip-bad-rows`: leave out unreadable rows of recorded data instead of stopping.
    public static let skipBadRows = OptionSpec.flag(
        "skip-bad-rows", help: "Skip the rows of recorded data that cannot be read, and say how many, instead of stopping at the first.")
    /// `--no-cache`: read recorded data from the file, neither using nor writing the cache.
    public static let noCache = OptionSpec.flag(
        "no-cache", help: "Read recorded data from the file itself, neither using nor writing the cache.")

    /// `--build`: `flights data` builds the caches before it lists.
    public static let build = OptionSpec.flag(
        "build", help: "Read every file whose cache is missing or stale, which builds it, then list.")

    /// With `--data`, on every command that reads flights.
    static let all: [any OptionDeclaration] = [airport, airlines, airports, planes, skipBadRows, noCache]
}
