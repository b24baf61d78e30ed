/// What the command line said, before any meaning is given to the values.
struct ParsedArguments: Sendable, Equatable {
    /// Flags present, by long name.
    var flags: Set<String> = []
    /// Option values by long name; when an option is repeated, the last one wins.
    var values: [String: String] = [:]
    var positionals: [String] = []
}
