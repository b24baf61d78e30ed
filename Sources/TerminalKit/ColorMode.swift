/// The user's `--color` choice.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}

/// Whether output should carry colour and styles, decided by the first rule that applies:
///
/// 1. `choice` is `.always`: on.
/// 2. `choice` is `.never`: off.
/// 3. `NO_COLOR` is set and not empty: off (https://no-color.org).
/// 4. `CLICOLOR_FORCE` is set, not empty and not `0`: on, even when piped.
/// 5. `TERM` is `dumb`: off.
/// 6. Otherwise: on exactly when the output is a terminal.
public func colorEnabled(choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto: break
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
    if environment["TERM"] == "dumb" { return false }
    return isTerminal
}
