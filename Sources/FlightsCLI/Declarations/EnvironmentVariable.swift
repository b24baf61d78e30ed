/// An environment variable the tool reads, declared once for the code, help and the manual.
public struct EnvironmentVariable: Sendable, Hashable {
    /// The variable as it is set in the shell, e.g. `FLIGHTS_DATA`.
    public let name: String
    /// What it does, in a sentence for help and the manual.
    public let meaning: String

    /// Every variable the tool reads: the live environment holds these alone (``Environment/live()``).
    public static let all: [EnvironmentVariable] = [
        EnvironmentVariable(name: "FLIGHTS_DATA", meaning: "The airport data file to read, when --data is not given."),
        EnvironmentVariable(name: "FLIGHTS_NOW", meaning: "Pins the clock, in any form --at accepts, when --at is not given."),
        EnvironmentVariable(name: "NO_COLOR", meaning: "When set and not empty, no colour unless --color always."),
        EnvironmentVariable(name: "CLICOLOR_FORCE", meaning: "When set, not empty and not 0, colour even through a pipe (unless NO_COLOR or --color never)."),
        EnvironmentVariable(name: "TERM", meaning: "When dumb, no colour unless --color always."),
        EnvironmentVariable(name: "CI", meaning: "When set, as on continuous-integration machines, no prompt is shown, as with --no-input."),
        EnvironmentVariable(name: "FLIGHTS_ACCESSIBLE", meaning: "When set, prompts are plain numbered questions without redrawing, as with --accessible."),
        EnvironmentVariable(name: "COLUMNS", meaning: "The width of the terminal for tables and help, overriding the width the terminal reports."),
        EnvironmentVariable(name: "XDG_STATE_HOME", meaning: "Where check-ins and reschedules are kept: $XDG_STATE_HOME/flights/state.json, when it is an absolute path."),
        EnvironmentVariable(name: "XDG_CACHE_HOME", meaning: "Where the cache of recorded data is kept: $XDG_CACHE_HOME/flights/, when it is an absolute path; else $HOME/.cache/flights/."),
        EnvironmentVariable(name: "TMPDIR", meaning: "Where a zip archive's CSV is inflated to be read without a cache (--no-cache), or when the cache folder cannot take it; when it is an absolute path, else /tmp."),
        EnvironmentVariable(name: "HOME", meaning: "Without XDG_STATE_HOME, the state file is $HOME/.local/state/flights/state.json; without XDG_CACHE_HOME, the cache is in $HOME/.cache/flights/."),
        EnvironmentVariable(name: "TZDIR", meaning: "The directory of compiled time zone files (default /usr/share/zoneinfo), read to convert the real clock to the airport's time."),
        EnvironmentVariable(name: "PATH", meaning: "Where notify-send is looked for, for a watch's --notify."),
    ]
}
