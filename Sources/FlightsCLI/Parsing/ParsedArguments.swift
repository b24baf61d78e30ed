/// What the command line said, before any meaning is given to the values.
struct ParsedArguments: Sendable, Equatable {
    /// Flags present, by long name.
    var flags: Set<String> = []
    /// Values of the options that take one, by long name (see ``OptionSpec/isRepeatable``).
    var values: [String: String] = [:]
    /// Values of the repeatable options, by long name: every one given, comma lists split, in order.
    var lists: [String: [String]] = [:]
    var positionals: [String] = []
}
