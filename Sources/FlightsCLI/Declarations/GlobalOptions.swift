import TerminalKit

/// Options shared by several commands. Every command takes `--help`; the commands
/// that read data or colour their output list `--data` and `--color` among their own.
/// All of them may also come before the command name.
enum GlobalOptions {
    /// `-h`, `--help`: help for the command.
    public static let help = OptionSpec.flag("help", short: "h", help: "Show help for the command and exit.")
    /// `--color`: when to colour the output.
    static let color = Option<ColorChoice>(
        "color", "WHEN",
        help: "Colour the output: always, never, or auto: on a terminal unless NO_COLOR is set or TERM is dumb, and through a pipe too when CLICOLOR_FORCE is set.",
        values: ColorChoice.words)
    /// `--data`: the airport data file to read, or the files and folders of recorded data
    /// (also `FLIGHTS_DATA`, a list separated by colons).
    static let data = Option<String>(
        "data", "PATH",
        help: "Read flights from this file instead of the built-in airport: an airport file (JSON), or recorded US DOT on-time data: a CSV file (or a zip of one, as the BTS publishes it), or a folder of them.",
        environmentVariable: "FLIGHTS_DATA", suggestions: .files, repeatable: true, listSyntax: .paths)

    /// The options every command accepts.
    public static let all: [OptionSpec] = [help]
}

/// Options that only `flights` itself takes, before any command.
enum ToolOptions {
    /// `--version`: prints the version.
    public static let version = OptionSpec.flag("version", help: "Print the version and exit.")

    /// Options accepted before the command name.
    static let all: [any OptionDeclaration] = [GlobalOptions.help, version, GlobalOptions.color, GlobalOptions.data]
}
