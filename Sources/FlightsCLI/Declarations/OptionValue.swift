/// A type an option's value converts to. The parser converts each value once, as it reads
/// the command line (or the option's environment variable), and reports a bad one there,
/// in the same words wherever the option is used; a command then reads the value typed,
/// with `invocation[option]`.
public protocol OptionValue: Sendable {
    /// The value `text` stands for.
    /// - Throws: what is wrong with it, worded to follow the option's name.
    init(option text: String) throws(OptionValueError)
}

/// Why a text is no value of an option, worded to follow the option's name (or its
/// environment variable's): `--bags: At most 3 bags…` or `--at expects HH:MM…, not '25:00'`.
public struct OptionValueError: Error, Equatable, Sendable {
    /// The words after the option's name, its colon included when it takes one.
    let wording: String
    /// A did-you-mean, or what to do instead.
    let hint: String?

    /// "--name expects `what`, not 'text'".
    public static func expected(_ what: String, not text: String, hint: String? = nil) -> OptionValueError {
        OptionValueError(wording: " expects \(what), not '\(text)'", hint: hint)
    }

    /// "--name: `problem`", for a value whose problem is best said in a sentence of its own.
    public static func problem(_ problem: String, hint: String? = nil) -> OptionValueError {
        OptionValueError(wording: ": \(problem)", hint: hint)
    }
}

extension String: OptionValue {
    /// Any text: a path, a name, a code to look up in the data.
    public init(option text: String) { self = text }
}

/// Values from a closed set of words (``OptionSpec/values``), which the parser has checked,
/// aliases resolved, before the conversion.
extension OptionValue where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
    public init(option text: String) throws(OptionValueError) {
        guard let value = Self(rawValue: text) else {
            throw .expected(Self.allCases.map(\.rawValue).joined(separator: ", "), not: text)
        }
        self = value
    }

    /// The words, for ``OptionSpec/values``.
    static var words: [String] { allCases.map(\.rawValue) }
}
