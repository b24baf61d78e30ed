/// Options every command accepts, before or after the command name.
public enum GlobalOptions {
    public static let help = OptionSpec.flag("help", short: "h", help: "Show help for the command and exit.")
    public static let color = OptionSpec.value(
        "color", "WHEN",
        help: "Colour the output: auto (on a terminal, unless NO_COLOR is set or TERM is dumb), always or never.",
        values: ["auto", "always", "never"])
    public static let data = OptionSpec.value(
        "data", "PATH",
        help: "Read the airport from this JSON file instead of the built-in one.",
        environmentVariable: "FLIGHTS_DATA")

    public static let all: [OptionSpec] = [help, color, data]
}

/// Options that only `flights` itself takes, before any command.
public enum ToolOptions {
    public static let version = OptionSpec.flag("version", help: "Print the version and exit.")
}
