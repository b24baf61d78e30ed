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
///
/// A command's declaration is made the first time it is asked for: a run needs only its
/// own, and making all sixteen took a sixth of a board's start.
public struct Tool: Sendable {
    /// A command as the tool lists it: its name, and the declaration it stands for.
    public struct Entry: Sendable {
        /// The word that selects the command; its declaration's ``CommandSpec/name``.
        public let name: String
        let declaration: @Sendable () -> CommandSpec

        /// The command `name`, declared by `declaration` (a `static let`, made once).
        public init(_ name: String, _ declaration: @escaping @Sendable () -> CommandSpec) {
            self.name = name
            self.declaration = declaration
        }
    }

    /// Every command, in the order help lists them.
    public let entries: [Entry]
    /// Commands for the tool's own use, left out of help, the manual and the command lists.
    public let hiddenEntries: [Entry]
    /// Options accepted before the command name.
    public let options: [OptionSpec]

    /// A tool of these commands and options.
    public init(commands: [Entry], hiddenCommands: [Entry] = [], options: [OptionSpec]) {
        entries = commands
        hiddenEntries = hiddenCommands
        self.options = options
    }

    /// Every command's declaration, in the order help lists them.
    public var commands: [CommandSpec] { entries.map { $0.declaration() } }
    /// The declarations of the commands left out of help.
    public var hiddenCommands: [CommandSpec] { hiddenEntries.map { $0.declaration() } }
    /// The names of the listed commands, without making their declarations.
    public var commandNames: [String] { entries.map(\.name) }

    /// The command called `name`, hidden ones included; nil when there is none.
    public func command(named name: String) -> CommandSpec? {
        (entries.first { $0.name == name } ?? hiddenEntries.first { $0.name == name })?.declaration()
    }
}
