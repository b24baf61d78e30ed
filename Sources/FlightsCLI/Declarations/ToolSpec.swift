/// The tool as a whole: its name, version and commands. The single declaration
/// from which parsing, help, completions and the manual's agreement test derive.
public enum ToolSpec {
    /// The executable's name, as usage and help print it.
    public static let name = "flights"
    /// The version `--version` prints.
    public static let version = "0.1.0"
    /// One line for the top of help.
    public static let abstract = "An airport's arrivals and departures boards, in the terminal."

    /// Every command, in the order help lists them.
    public static let commands: [CommandSpec] = [
        BoardCommand.arrivals,
        BoardCommand.departures,
        ShowCommand.spec,
        CheckInCommand.spec,
        CheckInsCommand.spec,
        RebookCommand.spec,
        HistoryCommand.spec,
        StatsCommand.spec,
        CompletionCommand.spec,
        HelpCommand.spec,
    ]

    /// Options accepted before the command name.
    public static let options: [OptionSpec] = ToolOptions.all.map(\.spec)

    /// Commands for the tool's own use, left out of help, the manual and the command lists.
    static let hiddenCommands: [CommandSpec] = [CompleteCommand.spec]

    /// The command called `name`, hidden ones included; nil when there is none.
    public static func command(named name: String) -> CommandSpec? {
        (commands + hiddenCommands).first { $0.name == name }
    }

    /// `flights COMMAND [OPTIONS]`.
    public static var usage: String { "\(name) COMMAND [OPTIONS]" }
}
