import FlightBoard

/// Options of the commands that act on one flight (`show`, `checkin`, `rebook`, `history`).
enum FlightOptions {
    /// `--date`: the day of the flight; the board's option, explained for a flight.
    static let date = BoardOptions.date.explained(
        "The day of the flight: YYYY-MM-DD, today, tomorrow, yesterday, or a weekday such as monday or mon, the next one after today (default: today at the airport).")
    /// `--arrival`: the arriving flight of a number used both ways.
    public static let arrival = OptionSpec.flag(
        "arrival", help: "Mean the arriving flight, when the number is both an arrival and a departure.")
    /// `--departure`: the departing flight of a number used both ways.
    public static let departure = OptionSpec.flag(
        "departure", help: "Mean the departing flight, when the number is both an arrival and a departure.")
    /// `--to` of `show`, `rebook` and `history`: the leg to a place, of a number that flies several.
    static let to = BoardOptions.to.explained(
        "Mean the leg to this airport, by IATA code (DAL), city or airport name, when the number flies several legs from or to the airport (the board's own airport picks the arriving legs).")
    /// `--from` of `show`, `rebook` and `history`: the leg from a place, of a number that flies several.
    static let from = BoardOptions.from.explained(
        "Mean the leg from this airport, by IATA code (DAL), city or airport name, when the number flies several legs from or to the airport (the board's own airport picks the departing legs).")
    /// `--destination` of `checkin`: the leg to a place, of a number that leaves the airport
    /// several times a day (its `--to` is the flight to move to).
    static let destination = Option<String>(
        "destination", "PLACE",
        help: "Mean the departure to this airport, by IATA code (AZO), city or airport name, when the number leaves the airport several times that day for different places (a through-flight).")
    /// `--json`: the result as JSON.
    public static let json = BoardOptions.json.explained("Write the result as JSON on standard output.")

    /// The options every flight command takes.
    static let common = choosing + output
    /// The options of the commands that can pick a leg (`show`, `rebook`, `history`): the
    /// common ones, `--to` and `--from` beside the direction.
    static let commonWithLegs = choosing + [to, from] + output

    private static let choosing: [any OptionDeclaration] = [date, BoardOptions.at, arrival, departure]
    private static let output: [any OptionDeclaration] = [json, GlobalOptions.color, GlobalOptions.data] + DataOptions.all

    /// The legs that `--to` and `--from` mean.
    static func legFilter(_ invocation: Invocation) -> LegFilter {
        LegFilter(to: invocation.values(to), from: invocation.values(from))
    }
}

/// Options of the commands that may ask questions.
public enum PromptOptions {
    /// `--no-input`: never prompt (also when `CI` is set).
    public static let noInput = OptionSpec.flag(
        "no-input",
        help: "Never prompt: a question that needs an answer becomes an error naming the option that gives it. Also when CI is set.",
        environmentVariable: "CI")
    /// `--accessible`: plain numbered questions (also `FLIGHTS_ACCESSIBLE`).
    public static let accessible = OptionSpec.flag(
        "accessible",
        help: "Ask with plain numbered questions, one line each, without redrawing: for screen readers.",
        environmentVariable: "FLIGHTS_ACCESSIBLE")

    static let all: [any OptionDeclaration] = [noInput, accessible]
}
