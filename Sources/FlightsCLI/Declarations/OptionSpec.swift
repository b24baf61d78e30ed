/// One option of a command, declared once: parsing, help, completions and the
/// man-page agreement test all read this declaration. An option with a value is declared
/// as an ``Option``, which gives it its type; a flag is an `OptionSpec` itself.
public struct OptionSpec: Sendable, Equatable {
    /// The long name without dashes, e.g. `hide-cancelled`.
    public let name: String
    /// The one-letter alias, e.g. `h` for `-h`; nil when there is none.
    public let short: Character?
    /// nil for a flag; the placeholder shown in help (e.g. `CODE`) for an option with a value.
    public let valueName: String?
    /// The explanation shown in help and the manual.
    public let help: String
    /// The accepted values when they form a closed set (checked by the parser, completed by shells).
    public let values: [String]?
    /// The environment variable that supplies the value when the option is absent.
    public let environmentVariable: String?
    /// What a shell offers for the value when it is not a closed set (``values``): common
    /// values, or words the tool lists at completion time.
    public var suggestions: ArgumentSpec.Completion = .none
    /// Whether the option may be given several times, or with a comma list, meaning any of
    /// the values. An option that is not repeatable takes one value: given twice with
    /// different values, it is a usage error rather than a silent choice of one.
    public var isRepeatable = false
    /// How one value of a repeatable option holds several.
    public var listSyntax: ListSyntax = .commas
    /// Other spellings of the long name that the parser accepts, such as `hide-canceled`;
    /// help names them, completions offer only ``name``.
    public var aliases: [String] = []
    /// Other spellings of values of ``values``, mapped to the value they stand for, such as
    /// `canceled` for `cancelled`.
    public var valueAliases: [String: String] = [:]
    /// Turns a value's text into the option's type (see ``Option``); nil for a flag.
    let convert: (@Sendable (String) throws(OptionValueError) -> ConvertedValue)?

    /// Two declarations are the same option when everything but the conversion, which
    /// follows from the type, is the same.
    public static func == (lhs: OptionSpec, rhs: OptionSpec) -> Bool {
        (lhs.name, lhs.short, lhs.valueName, lhs.help) == (rhs.name, rhs.short, rhs.valueName, rhs.help)
            && lhs.values == rhs.values && lhs.environmentVariable == rhs.environmentVariable
            && lhs.isRepeatable == rhs.isRepeatable && lhs.listSyntax == rhs.listSyntax && lhs.aliases == rhs.aliases
            && lhs.suggestions == rhs.suggestions && lhs.valueAliases == rhs.valueAliases
    }

    /// A flag: present or absent.
    public static func flag(_ name: String, short: Character? = nil, help: String,
                            environmentVariable: String? = nil, aliases: [String] = []) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help, values: nil,
                   environmentVariable: environmentVariable, suggestions: .none, aliases: aliases, convert: nil)
    }

    /// Whether `spelling` (a long name without dashes) names this option.
    public func isNamed(_ spelling: String) -> Bool {
        spelling == name || aliases.contains(spelling)
    }

    /// The same option explained in other words, for a command where it means something else
    /// (`--date` is the flight's day for `show`, the last day counted for `stats`).
    public func explained(_ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help, values: values,
                   environmentVariable: environmentVariable, suggestions: suggestions,
                   isRepeatable: isRepeatable, listSyntax: listSyntax, aliases: aliases, valueAliases: valueAliases,
                   convert: convert)
    }

    /// Whether a value follows the option, that is, it is not a flag.
    public var takesValue: Bool { valueName != nil }

    /// `-h, --help` or `--airline CODE`, as usage and help show it.
    public var synopsis: String {
        let long = "--\(name)" + (valueName.map { " \($0)" } ?? "")
        return short.map { "-\($0), \(long)" } ?? long
    }
}

extension OptionSpec {
    /// How one value of a repeatable option holds several.
    public enum ListSyntax: Sendable, Equatable {
        /// A comma list, on the command line and in the option's variable: `--airline UA,DL`.
        case commas
        /// Paths, which may hold commas: one a value on the command line, and in the option's
        /// variable a list separated by colons, as `PATH` is.
        case paths
    }
}
