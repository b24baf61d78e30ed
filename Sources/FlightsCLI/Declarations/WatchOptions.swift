/// Options of `flights watch`.
enum WatchOptions {
    /// `--until`: the status at which the watch ends.
    static let until = Option<WatchGoal>(
        "until", "STATUS",
        help: "End when the flight reaches this status: boarding, departed or landed (default: departed for a departure, landed for an arrival).",
        values: WatchGoal.words)
    /// `--speed`: a faster clock, for trying a watch out.
    static let speed = Option<WatchSpeed>(
        "speed", "N",
        help: "Run the clock N times faster than real time, from --at (or now): 60 makes a minute pass each second.")
    /// `--trips`: every saved trip still to come.
    static let trips = OptionSpec.flag(
        "trips", help: "Watch every saved trip and watched flight still to come (see checkins) instead of one FLIGHT; new ones join at the next change.")
    /// `--no-bell`: no bell on a change.
    static let noBell = OptionSpec.flag(
        "no-bell", help: "Do not ring the terminal's bell at each change (it rings only on a terminal, never through a pipe or with --json).")
    /// `--notify`: a desktop notification per change.
    static let notify = OptionSpec.flag(
        "notify", help: "Also send each change as a desktop notification, through notify-send when it is on PATH.")

    static let all: [any OptionDeclaration] = [until, speed, trips, noBell, notify]
}
