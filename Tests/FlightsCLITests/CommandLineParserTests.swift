import FlightBoard
import Testing
@testable import FlightsCLI

@Suite struct CommandLineParserTests {
    private func run(_ arguments: [String]) throws -> (CommandSpec, ParsedArguments) {
        guard case .run(let command, let parsed) = try CommandLineParser(tool: .flights).parse(arguments) else {
            Issue.record("expected a command to run for \(arguments)")
            throw CLIError("not a run")
        }
        return (command, parsed)
    }

    private func usageError(_ arguments: [String]) -> CLIError? {
        do {
            _ = try CommandLineParser(tool: .flights).parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesTakeBothSpellings() throws {
        let (command, parsed) = try run(["arrivals", "--format", "csv", "--date=2026-11-29", "--upcoming"])
        #expect(command.name == "arrivals")
        #expect(parsed.values == ["format": "csv", "date": "2026-11-29"])
        #expect(parsed.flags == ["upcoming"])
    }

    @Test func aRepeatableOptionKeepsEveryValueRepeatedOrInACommaList() throws {
        let (_, parsed) = try run(["departures", "--status", "delayed", "--airline=UA,dl", "--status=cancelled,boarding",
                                   "--airline", "Delta Air Lines", "--to", "ORD"])
        #expect(parsed.lists == ["status": ["delayed", "cancelled", "boarding"], "airline": ["UA", "dl", "Delta Air Lines"],
                                 "to": ["ORD"]])
        #expect(parsed.values == [:])
    }

    @Test func theUSSpellingsOfCancelledAreAccepted() throws {
        let (_, parsed) = try run(["arrivals", "--status", "canceled,delayed", "--status", "canceled", "--hide-canceled"])
        #expect(parsed.lists == ["status": ["cancelled", "delayed", "cancelled"]])
        #expect(parsed.flags == ["hide-cancelled"])
    }

    @Test func anOptionOfOneValueGivenTwiceIsAnErrorUnlessTheValuesAgree() throws {
        let (_, same) = try run(["arrivals", "--date", "2026-11-29", "--date=2026-11-29", "--upcoming", "--upcoming"])
        #expect(same.values == ["date": "2026-11-29"])
        #expect(same.flags == ["upcoming"])
        for arguments in [["arrivals", "--date", "2026-11-29", "--date", "tomorrow"],
                          ["--color", "never", "arrivals", "--color=always"]] {
            let error = usageError(arguments)
            #expect(error?.status == .usage, "\(arguments)")
            #expect(error?.usageOf?.name == "arrivals")
        }
        #expect(usageError(["arrivals", "--date", "2026-11-29", "--date", "tomorrow"])?.message
                == "option --date is given twice, as '2026-11-29' and as 'tomorrow'; it takes one value")
        #expect(usageError(["--color", "never", "arrivals", "--color=always"])?.message
                == "option --color is given twice, as 'never' and as 'always'; it takes one value")
    }

    /// `--data` names paths, which may hold commas: each `--data` is one, before or after the
    /// command; `FLIGHTS_DATA` is a list separated by colons, as PATH is, read only without `--data`.
    @Test func dataTakesOnePathAValueAndItsVariableAListSeparatedByColons() throws {
        let (_, given) = try run(["--data", "a,b.csv", "arrivals", "--data=folder"])
        #expect(given.lists == ["data": ["a,b.csv", "folder"]])
        let listed = try CommandLineParser(tool: .flights).parse(["arrivals"], environment: ["FLIGHTS_DATA": "2023:/data/2024.csv::"])
        guard case .run(_, let fromVariable) = listed else { Issue.record("\(listed)"); return }
        #expect(fromVariable.convertedLists["data"]?.compactMap { $0.value(as: String.self) } == ["2023", "/data/2024.csv"])
        #expect(fromVariable.lists["data"] == nil)
        let both = try CommandLineParser(tool: .flights).parse(["arrivals", "--data", "x.csv"], environment: ["FLIGHTS_DATA": "2023:2024"])
        guard case .run(_, let fromOption) = both else { Issue.record("\(both)"); return }
        #expect(fromOption.convertedLists["data"]?.compactMap { $0.value(as: String.self) } == ["x.csv"])
    }

    @Test func valuesAreConvertedOnceWithOneWordingForTheOptionAndItsVariable() throws {
        let (_, parsed) = try run(["departures", "--at", "14:30", "--status", "delayed,canceled"])
        #expect(parsed.converted["at"]?.value(as: ClockReading.self) == ClockReading(parsing: "14:30"))
        #expect(parsed.convertedLists["status"]?.compactMap { $0.value(as: FlightStatus.Kind.self) } == [.delayed, .cancelled])

        let expected = "expects HH:MM, YYYY-MM-DDTHH:MM, or an ISO 8601 time with Z or an offset such as 2026-11-29T19:30Z, not '25:00'"
        #expect(usageError(["arrivals", "--at", "25:00"])?.message == "--at " + expected)
        do {
            _ = try CommandLineParser(tool: .flights).parse(["arrivals"], environment: ["FLIGHTS_NOW": "25:00"])
            Issue.record("FLIGHTS_NOW=25:00 was taken")
        } catch {
            #expect(error.message == "FLIGHTS_NOW " + expected)
        }
        // A value given on the command line wins over the variable, which is then not read.
        let (_, pinned) = try #require(try? {
            guard case .run(let command, let parsed) = try CommandLineParser(tool: .flights).parse(["arrivals", "--at", "09:00"],
                                                                                  environment: ["FLIGHTS_NOW": "25:00"]) else { throw CLIError("no run") }
            return (command, parsed)
        }())
        #expect(pinned.converted["at"]?.value(as: ClockReading.self) == ClockReading(parsing: "09:00"))
    }

    @Test func aNegativeNumberIsAValueToJudgeNotAMissingOne() {
        #expect(usageError(["history", "UA635", "--days", "-1"])?.message
                == "--days expects a number of days from 1, or all with recorded data, not '-1'")
    }

    @Test func eachListedNameSelectsTheCommandDeclaredWithIt() {
        let tool = Tool.flights
        for entry in tool.entries + tool.hiddenEntries {
            #expect(tool.command(named: entry.name)?.name == entry.name)
        }
        #expect(tool.commandNames == tool.commands.map(\.name))
        #expect(Set(tool.commandNames).count == tool.entries.count)
        #expect(tool.command(named: "__complete")?.name == "__complete")
        #expect(!tool.commandNames.contains("__complete"))
        #expect(tool.command(named: "arrival") == nil)
    }

    @Test func everyCommandsOptionNamesAreUnique() {
        for command in Tool.flights.commands + [Tool.flights.command(named: "__complete")!] {
            let names = command.allOptions.flatMap { [$0.name] + $0.aliases }
            #expect(names.count == Set(names).count, "\(command.name): \(names)")
            let shorts = command.allOptions.compactMap(\.short)
            #expect(shorts.count == Set(shorts).count, "\(command.name): \(shorts)")
        }
        // `checkin --to` is the reschedule's target flight; the boards' --to and --from are places.
        #expect(Tool.flights.command(named: "checkin")?.allOptions.first { $0.name == "to" } == FlowOptions.to.spec)
        #expect(Tool.flights.command(named: "departures")?.allOptions.first { $0.name == "to" } == BoardOptions.to.spec)
        #expect(Tool.flights.command(named: "arrivals")?.allOptions.first { $0.name == "from" } == BoardOptions.from.spec)
    }

    @Test func globalOptionsMayComeBeforeTheCommand() throws {
        let (command, parsed) = try run(["--color", "never", "--data=x.json", "departures", "--json"])
        #expect(command.name == "departures")
        #expect(parsed.values == ["color": "never"])
        #expect(parsed.lists == ["data": ["x.json"]])
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
            guard case .help(let command) = try CommandLineParser(tool: .flights).parse(arguments) else {
                Issue.record("expected help for \(arguments)")
                continue
            }
            #expect(command?.name == "arrivals")
        }
        guard case .help(nil) = try CommandLineParser(tool: .flights).parse([]) else {
            Issue.record("no arguments should show the tool's help")
            return
        }
        guard case .version = try CommandLineParser(tool: .flights).parse(["--version"]) else {
            Issue.record("--version")
            return
        }
    }

    @Test(arguments: [
        (["arrivals", "--hide-cancel"], "unknown option '--hide-cancel'", "Did you mean '--hide-cancelled'?"),
        (["arrivals", "--to", "ORD"], "unknown option '--to'", "Did you mean '--from'? Arrivals are found by where they come from."),
        (["departures", "--from=ORD"], "unknown option '--from=ORD'", "Did you mean '--to'? Departures are found by where they go."),
        (["arrivals", "--status", "delayed,,cancelled"],
         "option --status has an empty item in 'delayed,,cancelled'; separate values with single commas, as in STATUS,STATUS", nil),
        (["arrivals", "--status", "delayed,cancleled"], "'cancleled' is not a valid value for --status; expected one of: on-time, delayed, boarding, departed, landed, cancelled, diverted", "Did you mean '--status cancelled'?"),
        (["arrivals", "yesterday"], "unexpected argument 'yesterday'", "Did you mean '--date yesterday'?"),
        (["arrivals", "--airlien", "UA"], "unknown option '--airlien'", "Did you mean '--airline'?"),
        (["arrivals", "--formt", "csv"], "unknown option '--formt'", "Did you mean '--format'?"),
        (["departurs"], "unknown command 'departurs'", "Did you mean 'departures'?"),
        (["arr"], "unknown command 'arr'", "Did you mean 'arrivals'?"),
        (["arrivals", "--color"], "option --color needs a value (WHEN)", nil),
        (["arrivals", "--airline", "--json"], "option --airline needs a value (AIRLINE)", nil),
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
        // Worked by hand: a transposition inside a word is one; two edits at either end are two.
        #expect(Suggestion.distance("abcdef", "abdcef") == 1)
        #expect(Suggestion.distance("flaw", "lawn") == 2)
        #expect(Suggestion.distance("ca", "abc") == 3)
    }

    /// The length's difference alone is at least the distance: a name that much longer or
    /// shorter is not suggested (nor measured: a pasted 100 KB argument costs no more than a word).
    @Test func aSuggestionIsNoFurtherThanItsLengthAllows() {
        #expect(Suggestion.closest(to: "arrivalsxx", among: ["departures", "arrivals"]) == "arrivals")
        #expect(Suggestion.closest(to: "arrivalsxxxxx", among: ["departures", "arrivals"]) == nil)
        #expect(Suggestion.closest(to: String(repeating: "a", count: 100_000), among: ["arrivals", "departures"]) == nil)
        #expect(Suggestion.closest(to: "abcd", among: ["abce", "abcf"]) == "abce")
    }
}
