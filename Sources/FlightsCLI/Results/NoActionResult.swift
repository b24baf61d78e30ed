import FlightBoard

/// "Not now" on the check-in action sheet: nothing done, which programs are told as
/// `{"action": "not-now"}` and people on standard error.
struct NoActionResult: CommandResult {
    func json() -> JSONValue { .object([("action", .string(CheckInAction.notNow.rawValue))]) }
    func text(for target: OutputTarget) -> String { "" }
    var notes: [String] { ["Not now: nothing was changed."] }
}
