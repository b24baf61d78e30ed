/// The tool's name and version: the words its messages and examples print.
public enum ToolSpec {
    /// The executable's name, as usage and help print it.
    public static let name = "flights"
    /// The version `--version` prints.
    public static let version = "0.1.0"
    /// One line for the top of help.
    public static let abstract = "An airport's arrivals and departures boards, in the terminal."
    /// `flights COMMAND [OPTIONS]`.
    public static var usage: String { "\(name) COMMAND [OPTIONS]" }
}

/// The tool as a value: its commands and its own options. The single declaration from
/// which parsing, help, completions and the manual's agreement test derive; they are
/// given it, so that no declaration needs to know the commands.
public struct Tool: Sendable {
    /// Every command, in the order help lists them.
    public let commands: [CommandSpec]
    /// Commands for the tool's own use, left out of help, the manual and the command lists.
    public let hiddenCommands: [CommandSpec]
    /// Options accepted before the command name.
    public let options: [OptionSpec]

    /// A tool of these commands and options.
    public init(commands: [CommandSpec], hiddenCommands: [CommandSpec] = [], options: [OptionSpec]) {
        self.commands = commands
        self.hiddenCommands = hiddenCommands
        self.options = options
    }

    /// The command called `name`, hidden ones included; nil when there is none.
    public func command(named name: String) -> CommandSpec? {
        (commands + hiddenCommands).first { $0.name == name }
    }
}
