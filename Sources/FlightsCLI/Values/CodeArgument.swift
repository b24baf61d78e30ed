import FlightBoard

/// A confirmation code as `--undo` or `checkins show` gives it, in either case.
struct CodeArgument: OptionValue {
    /// The code in capitals, as the state file keeps it.
    let code: String

    init(option text: String) throws(OptionValueError) {
        if let problem = ConfirmationCode.problem(with: text) {
            throw .problem("'\(text)' is not a confirmation code: \(problem)")
        }
        code = text.uppercased()
    }
}
