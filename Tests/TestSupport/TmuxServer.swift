import Foundation

/// A tmux server of its own (`-L`), running one session of `command` in a window of the
/// given size, for tests that need a real shell around the tool (job control, completion).
/// Nothing of the user's tmux is touched, and the server ends with this value.
public final class TmuxServer {
    private let socket: String

    /// Starts `command` (the program and its arguments) in a detached session named after `socket`.
    public init(socket: String, width: Int, height: Int, command: [String]) throws {
        self.socket = socket
        try run(["new-session", "-d", "-s", socket, "-x", String(width), "-y", String(height)] + command)
    }

    deinit { _ = try? run(["kill-server"]) }

    /// Runs a tmux command against this server and gives its standard output.
    @discardableResult
    public func run(_ arguments: [String]) throws -> String {
        try ChildProcess.run("/usr/bin/tmux", ["-L", socket] + arguments,
                             environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "TMUX_TMPDIR": "/tmp"]).stdout
    }

    /// Sends `keys` (tmux key names or text), then gives the screen once it shows `expected`,
    /// or as it is after 5 s.
    public func screen(after keys: [String], showing expected: String) throws -> String {
        try run(["send-keys", "-t", socket] + keys)
        var text = ""
        for _ in 0..<50 {
            text = try run(["capture-pane", "-p", "-t", socket])
            if text.contains(expected) { break }
            usleep(100_000)
        }
        return text
    }
}
