/// A subcommand, declared once with everything that describes it and the code that runs it.
public struct CommandSpec: Sendable {
    /// The word that selects the command, e.g. `arrivals`.
    public let name: String
    /// One line for command lists.
    public let abstract: String
    /// Paragraphs for `--help` and the manual.
    public let discussion: String
    /// Positional arguments, in order.
    public let arguments: [ArgumentSpec]
    /// The command's own options; the global ones (``GlobalOptions``) come on top.
    public let options: [OptionSpec]
    /// Shown under Examples in help and the manual.
    public let examples: [Example]
    /// Options the command does not take but a user may reach for, by long name, with the
    /// hint that names what to use instead (`--to` on arrivals: use `--from`).
    public let misplacedOptions: [String: String]
    /// Runs the command: what it gives back is written in the format asked for; nil when it
    /// has written what it had to say itself (help, a completion script, a presented sheet).
    let run: @Sendable (Invocation) throws(CLIError) -> (any CommandResult)?

    /// A command line and what it does.
    public struct Example: Sendable, Hashable {
        /// The command line, starting with the tool's name.
        public let command: String
        /// What it does, in a sentence.
        public let explanation: String

        /// An example: a command line and what it does.
        public init(_ command: String, _ explanation: String) {
            self.command = command
            self.explanation = explanation
        }
    }

    init(name: String, abstract: String, discussion: String, arguments: [ArgumentSpec] = [],
         options: [any OptionDeclaration], examples: [Example], misplacedOptions: [String: String] = [:],
         run: @escaping @Sendable (Invocation) throws(CLIError) -> (any CommandResult)?) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options.map(\.spec)
        self.examples = examples
        self.misplacedOptions = misplacedOptions
        self.run = run
    }

    /// Every option the command accepts: its own, then the global ones.
    public var allOptions: [OptionSpec] { options + GlobalOptions.all }

    /// `flights arrivals [OPTIONS]`.
    public var usage: String {
        (["\(ToolSpec.name) \(name)"] + arguments.map(\.synopsis) + ["[OPTIONS]"]).joined(separator: " ")
    }
}
