/// What the command line said, before any meaning is given to the values.
struct ParsedArguments: Sendable {
    /// Flags present, by long name.
    var flags: Set<String> = []
    /// Values of the options that take one, by long name (see ``OptionSpec/isRepeatable``).
    var values: [String: String] = [:]
    /// Values of the repeatable options, by long name: every one given, comma lists split, in order.
    var lists: [String: [String]] = [:]
    /// The values converted to their options' types (``Option``), by long name: those of
    /// the command line, and of the environment variables of the options left out.
    var converted: [String: ConvertedValue] = [:]
    /// The values of the repeatable options, converted, in the order of ``lists``.
    var convertedLists: [String: [ConvertedValue]] = [:]
    var positionals: [String] = []
}
