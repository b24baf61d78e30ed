import Testing
@testable import FlightsCLI

@Suite struct CommandLineParserTests {
    private func run(_ arguments: [String]) throws -> (CommandSpec, ParsedArguments) {
        guard case .run(let command, let parsed) = try CommandLineParser.parse(arguments) else {
            Issue.record("expected a command to run for \(arguments)")
            throw CLIError("not a run")
        }
        return (command, parsed)
    }

    private func usageError(_ arguments: [String]) -> CLIError? {
        do {
            _ = try CommandLineParser.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesTakeBothSpellingsAndTheLastOneWins() throws {
        let (command, parsed) = try run(["arrivals", "--airline", "UA", "--date=2026-11-29", "--airline=DL", "--upcoming"])
        #expect(command.name == "arrivals")
        #expect(parsed.values == ["airline": "DL", "date": "2026-11-29"])
        #expect(parsed.flags == ["upcoming"])
    }

    @Test func globalOptionsMayComeBeforeTheCommand() throws {
        let (command, parsed) = try run(["--color", "never", "--data=x.json", "departures", "--json"])
        #expect(command.name == "departures")
        #expect(parsed.values == ["color": "never", "data": "x.json"])
        #expect(parsed.flags == ["json"])
    }

    @Test func aCommandOptionBeforeTheCommandSaysWhereItBelongs() {
        let error = usageError(["--hide-cancelled", "arrivals"])
        #expect(error?.status == .usage)
        #expect(error?.message == "unknown option '--hide-cancelled'")
        #expect(error?.hint == "--hide-cancelled is an option of 'flights arrivals'; put it after the command.")
    }

    @Test func doubleDashEndsOptions() throws {
        let (_, parsed) = try run(["help", "--", "--json"])
        #expect(parsed.positionals == ["--json"])
    }

    @Test func helpAnywhereShowsTheCommandsHelp() throws {
        for arguments in [["arrivals", "--airline", "UA", "--help"], ["arrivals", "-h"], ["-h", "arrivals"], ["--help", "arrivals"]] {
            guard case .help(let command) = try CommandLineParser.parse(arguments) else {
                Issue.record("expected help for \(arguments)")
                continue
            }
            #expect(command?.name == "arrivals")
        }
        guard case .help(nil) = try CommandLineParser.parse([]) else {
            Issue.record("no arguments should show the tool's help")
            return
        }
        guard case .version = try CommandLineParser.parse(["--version"]) else {
            Issue.record("--version")
            return
        }
    }

    @Test(arguments: [
        (["arrivals", "--hide-canceled"], "unknown option '--hide-canceled'", "Did you mean '--hide-cancelled'?"),
        (["arrivals", "--airlien", "UA"], "unknown option '--airlien'", "Did you mean '--airline'?"),
        (["arrivals", "--formt", "csv"], "unknown option '--formt'", "Did you mean '--format'?"),
        (["departurs"], "unknown command 'departurs'", "Did you mean 'departures'?"),
        (["arr"], "unknown command 'arr'", "Did you mean 'arrivals'?"),
        (["arrivals", "--status", "canceled"], "'canceled' is not a valid value for --status; expected one of: on-time, delayed, boarding, departed, landed, cancelled, diverted", "Did you mean '--status cancelled'?"),
        (["arrivals", "--color"], "option --color needs a value (WHEN)", nil),
        (["arrivals", "--airline", "--json"], "option --airline needs a value (CODE)", nil),
        (["arrivals", "--json=yes"], "option --json takes no value", nil),
        (["arrivals", "-x"], "unknown option '-x'", nil),
        (["arrivals", "now"], "unexpected argument 'now'", nil),
        (["zzz"], "unknown command 'zzz'", nil),
    ] as [([String], String, String?)])
    func usageErrors(arguments: [String], message: String, hint: String?) {
        let error = usageError(arguments)
        #expect(error?.status == .usage)
        #expect(error?.message == message)
        #expect(error?.hint == hint)
    }

    @Test func suggestionsNeedToBeClose() {
        #expect(Suggestion.closest(to: "arivals", among: ["arrivals", "departures"]) == "arrivals")
        #expect(Suggestion.closest(to: "dpeartures", among: ["arrivals", "departures"]) == "departures")
        #expect(Suggestion.closest(to: "xyz", among: ["arrivals", "departures"]) == nil)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("ab", "ba") == 1)
    }
}
