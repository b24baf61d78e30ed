import FlightBoard

/// A passenger's name as `--name` gives it: checked by the airlines' rules and normalized.
struct PassengerArgument: OptionValue {
    /// The name, normalized (see ``PassengerName/normalized(_:)``).
    let name: String

    init(option text: String) throws(OptionValueError) {
        if let problem = PassengerName.problem(with: text) { throw .problem(problem) }
        name = PassengerName.normalized(text)
    }
}
