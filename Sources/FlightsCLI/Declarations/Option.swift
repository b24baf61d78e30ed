/// An option that takes a value, declared with the type of its value, so that the parser
/// converts it and a command reads it typed: `invocation[FlowOptions.detent]` is a
/// `SheetDetent?`. The untyped ``spec`` is what help, completions and the manual read.
///
/// `Value` is left unconstrained on the type itself, and constrained where an option is
/// made: metadata of a constrained generic type is instantiated at start-up with a search
/// of every protocol conformance of the binary, a few tenths of a millisecond per option type.
public struct Option<Value>: OptionDeclaration {
    /// The declaration as help, completions and the man-page test see it.
    public let spec: OptionSpec

    /// An option `--name VALUE_NAME` whose values convert to `Value`.
    /// - Parameters:
    ///   - values: a closed set of words, checked and offered by shells.
    ///   - valueAliases: other spellings of those words, such as `canceled`.
    ///   - environmentVariable: read, and converted the same way, when the option is absent.
    ///   - repeatable: given several times or as a comma list, meaning any of the values.
    ///   - listSyntax: how one value of a repeatable option holds several: commas, or for paths, colons in its variable.
    public init(_ name: String, short: Character? = nil, _ valueName: String, help: String, values: [String]? = nil,
                valueAliases: [String: String] = [:], environmentVariable: String? = nil,
                suggestions: ArgumentSpec.Completion = .none, repeatable: Bool = false,
                listSyntax: OptionSpec.ListSyntax = .commas) where Value: OptionValue {
        spec = OptionSpec(name: name, short: short, valueName: valueName, help: help, values: values,
                          environmentVariable: environmentVariable, suggestions: suggestions, isRepeatable: repeatable,
                          listSyntax: listSyntax,
                          valueAliases: valueAliases,
                          convert: { text throws(OptionValueError) in ConvertedBox(try Value(option: text)) })
    }

    private init(spec: OptionSpec) {
        self.spec = spec
    }

    /// The same option explained in other words, for a command where it means something
    /// else (`--date` is the board's day for `arrivals`, the last day counted for `stats`).
    /// It is read with the declaration it explains: the name and the type are the same.
    public func explained(_ help: String) -> Option<Value> {
        Option(spec: spec.explained(help))
    }
}

/// A declaration of an option, with or without a value: what a command lists.
public protocol OptionDeclaration: Sendable {
    /// The declaration as help, completions and the manual read it.
    var spec: OptionSpec { get }
}

extension OptionDeclaration {
    /// The long name without dashes.
    public var name: String { spec.name }
}

extension OptionSpec: OptionDeclaration {
    /// A flag is its own declaration.
    public var spec: OptionSpec { self }
}
