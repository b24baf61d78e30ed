import FileSystemKit
import FlightBoard
import Foundation
import Testing
import TestSupport
import TerminalKit
@testable import FlightsCLI

/// The check-in flow end to end in-process: action sheet, questions, confirmation, state file.
@Suite struct CheckInFlowTests {
    /// UA 101 leaves at 10:00 (10:05 expected); at 08:00 its check-in is open until 09:35.
    let open = ["checkin", "UA101", "--at", "2026-11-29T08:00"]

    private func type(_ text: String) -> [Key] { text.map { .character($0) } }

    @Test func theKeyboardAloneChecksIn() throws {
        let harness = FlowHarness(keys: [.enter] + type("Ada Lovelace") + [.enter, .character("1")]
                                  + [.backspace] + type("2") + [.enter, .character("y")])
        #expect(harness.run(open) == 0)
        let checkIn = try #require(try harness.records().checkIns.first)
        #expect(checkIn.passenger == "Ada Lovelace")
        #expect(checkIn.seat == .window)
        #expect(checkIn.bags == 2)
        #expect(checkIn.flight == FlightDesignator(airline: "UA", number: 101))
        #expect(harness.output.text.contains("│ Confirmation \(checkIn.code)"))
        #expect(harness.terminal.rawModeDepth == 0)
        #expect(harness.terminal.screen.hasPrefix("""
            ✔ Check In › Check In
            ✔ Passenger name (as on the ID) › Ada Lovelace
            ✔ Seat preference › Window
            ✔ Checked bags (0-3) › 2
            ✔ Check in Ada Lovelace on UA 101 to Chicago, window seat, 2 bags? › Yes
            """))
    }

    @Test func theActionSheetOffersTheThreeButtonsWithCheckInPreselected() {
        let harness = FlowHarness(keys: [.escape])
        #expect(harness.run(open) == 0)
        let first = harness.terminal.frames.first ?? ""
        #expect(first.hasPrefix("""
            ? Check In
              Check in for United Airlines Flight 101
              1. Not Now
              2. Reschedule (destructive)
            › 3. Check In
            """))
    }

    @Test func escapeOnTheActionSheetIsNotNowAndChangesNothing() throws {
        let harness = FlowHarness(keys: [.escape])
        #expect(harness.run(open) == 0)
        #expect(harness.errors.text == "Not now: nothing was changed.\n")
        #expect(try harness.records() == TravelRecords())
    }

    @Test func escapeAtAQuestionCancelsWithExit2() throws {
        let harness = FlowHarness(keys: [.enter] + type("Ada") + [.escape])
        #expect(harness.run(open) == ExitStatus.cancelled.rawValue)
        #expect(harness.errors.text == "flights: cancelled; nothing was changed\n")
        #expect(try harness.records() == TravelRecords())
        #expect(harness.terminal.rawModeDepth == 0)
    }

    @Test func controlCIsAnInterruptionThatChangesNothing() throws {
        let harness = FlowHarness(keys: [.enter, .character("A"), .interrupt])
        #expect(harness.run(open) == ExitStatus.interrupted.rawValue)
        #expect(harness.errors.text == "")
        #expect(try harness.records() == TravelRecords())
        #expect(harness.terminal.rawModeDepth == 0)
        #expect(harness.terminal.screen.contains("✗ Passenger name (as on the ID) › Interrupted"))
    }

    @Test func declingTheConfirmationSavesNothing() throws {
        let harness = FlowHarness(keys: [.enter] + type("Ada Lovelace") + [.enter, .enter, .enter, .character("n")])
        #expect(harness.run(open) == ExitStatus.cancelled.rawValue)
        #expect(harness.errors.text.hasPrefix("flights: check-in not made; nothing was changed\n"))
        #expect(try harness.records() == TravelRecords())
    }

    @Test func anInvalidNameIsAskedAgainWithTheReason() throws {
        let harness = FlowHarness(keys: [.enter] + type("R2-D2") + [.enter] + Array(repeating: .backspace, count: 5)
                                  + type("Ada Lovelace") + [.enter, .enter, .enter, .character("y")])
        #expect(harness.run(open) == 0)
        #expect(harness.terminal.frames.contains { $0.contains("Names have letters, spaces, hyphens, apostrophes and full stops only, not '2'.") })
        #expect(try harness.records().checkIns.map(\.passenger) == ["Ada Lovelace"])
    }

    @Test func pipedAnswersAreReadLineByLine() throws {
        let harness = FlowHarness(lines: ["3", "Grace Hopper", "aisle", "5", "1", "yes"])
        #expect(harness.run(open) == 0)
        let checkIn = try #require(try harness.records().checkIns.first)
        #expect((checkIn.passenger, checkIn.seat, checkIn.bags) == ("Grace Hopper", .aisle, 1))
        #expect(harness.terminal.screen.contains("At most 3 bags can be checked online; more need the airline's desk."))
    }

    @Test func endOfInputCancelsInsteadOfLooping() throws {
        let harness = FlowHarness(lines: ["3"])
        #expect(harness.run(open) == ExitStatus.cancelled.rawValue)
        #expect(try harness.records() == TravelRecords())
    }

    @Test func flagsAnswerEveryQuestion() throws {
        let harness = FlowHarness(keys: [])
        let status = harness.run(open + ["--choice", "check-in", "--name", " Ada  Lovelace ", "--seat", "aisle",
                                         "--bags", "0", "--yes", "--no-input", "--json"])
        #expect(status == 0)
        #expect(harness.terminal.frames.isEmpty)
        #expect(harness.output.text.contains("\"passenger\": \"Ada Lovelace\""))
        #expect(harness.output.text.contains("\"seat\": \"aisle\""))
        #expect(try harness.records().checkIns.count == 1)
    }

    @Test(arguments: [
        (["--choice", "check-in", "--seat", "window", "--bags", "1", "--yes"], "--name"),
        ([], "--choice check-in|reschedule|not-now"),
        (["--name", "Ada Lovelace", "--bags", "0", "--yes"], "--seat window|aisle|any"),
        (["--choice", "check-in", "--name", "Ada Lovelace", "--bags", "1", "--yes"], "--seat window|aisle|any"),
        (["--choice", "check-in", "--name", "Ada Lovelace", "--seat", "any", "--bags", "1"], "--yes"),
    ])
    func noInputNamesTheMissingOption(extra: [String], option: String) throws {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(open + extra + ["--no-input"]) == ExitStatus.usage.rawValue)
        #expect(harness.errors.text.hasPrefix("flights: a question needs an answer and prompts are off (--no-input); answer it with \(option)\n"))
        #expect(try harness.records() == TravelRecords())
    }

    @Test func ciTurnsPromptsOffToo() {
        let harness = FlowHarness(keys: [.enter])
        harness.variables["CI"] = "true"
        #expect(harness.run(open) == ExitStatus.usage.rawValue)
        #expect(harness.errors.text.contains("prompts are off (CI is set)"))
    }

    @Test(arguments: [
        (["checkin", "UA100", "--at", "2026-11-29T08:00"], "flights: UA 100 is only an arrival on 2026-11-29\n"),
        (["checkin", "AA500", "--at", "2026-11-29T14:00"], "flights: AA 500 on 2026-11-29 is cancelled: there is nothing to check in for\nSee 'flights rebook AA500 --date 2026-11-29'.\n"),
        (["checkin", "UA101", "--at", "2026-11-29T09:40"], "flights: check-in for UA 101 closed at 09:35, 30 minutes before departure\nAt the airport, ask at the United Airlines desk.\n"),
        (["checkin", "DL201", "--date", "2026-11-29", "--at", "2026-11-28T10:00"], "flights: check-in for DL 201 opens at 14:50 on 2026-11-28, 24 hours before departure\n"),
        (["checkin", "UA301", "--date", "2026-11-29", "--at", "2026-11-29T08:00"], "flights: UA 301 does not fly on Sun 2026-11-29\nIt flies next on Mon 2026-11-30: add --date 2026-11-30.\n"),
        (["checkin", "UA109", "--at", "2026-11-29T08:00"], "flights: no flight UA 109 at LGA on 2026-11-29\nDid you mean UA101? 'flights arrivals' and 'flights departures' list the day's flights.\n"),
    ])
    func refusalsSayWhy(arguments: [String], message: String) throws {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(arguments) == ExitStatus.failure.rawValue)
        #expect(harness.errors.text == message)
        #expect(harness.terminal.frames.isEmpty)
    }

    @Test func afterItLeftTodayTheNextDaysFlightIsMeant() throws {
        // At 20:00 today's UA 101 has left; tomorrow's, 14 hours ahead, is open.
        let harness = FlowHarness(keys: [])
        let status = harness.run(["checkin", "UA101", "--at", "2026-11-29T20:00", "--choice", "check-in",
                                  "--name", "Ada Lovelace", "--seat", "any", "--bags", "0", "--yes"])
        #expect(status == 0)
        #expect(try harness.records().checkIns.map(\.date) == [CivilDate(year: 2026, month: 11, day: 30)!])
        // With --date, today's is meant, and it has left.
        #expect(harness.run(["checkin", "UA101", "--date", "2026-11-29", "--at", "2026-11-29T20:00"]) == ExitStatus.failure.rawValue)
        #expect(harness.errors.text.hasSuffix("flights: UA 101 on 2026-11-29 has left; check-in is closed\n"))
    }

    @Test func rescheduleMovesToAChosenAlternative() throws {
        let harness = FlowHarness(keys: [.up, .enter, .down, .down, .enter, .character("y")])
        #expect(harness.run(open) == 0)
        let change = try #require(try harness.records().reschedules.first)
        #expect(change.from == FlightDesignator(airline: "UA", number: 101))
        #expect(change.destination == "ORD")
        #expect(harness.output.text.hasPrefix("Rescheduled: "))
        #expect(harness.output.text.contains("Confirmation \(change.code)."))
        #expect(change.to == FlightDesignator(airline: "AA", number: 500))
        #expect(harness.terminal.screen.hasPrefix("""
            ✔ Check In › Reschedule
            ✔ Reschedule UA 101 › Mon 2026-11-30 16:00  AA 500
            ✔ Give up UA 101 (10:00 Sun) for AA 500 (16:00 Mon)? › Yes
            """))
        // The alternatives: later flights to ORD over three days; AA 500's cancellation today is not known yet at 08:00.
        #expect(harness.terminal.frames.contains { $0.contains("› 1. Sun 2026-11-29 16:00  AA 500") }, "\(harness.terminal.frames)")
    }

    @Test func rescheduleByFlags() throws {
        let harness = FlowHarness(keys: [])
        // UA 301 flies on two of the days offered: without --to-date, the soonest; --to implies reschedule.
        #expect(harness.run(open + ["--to", "UA301", "--yes", "--json"]) == 0)
        #expect(harness.output.text.contains("\"to_departure\": \"2026-11-30T23:30\""))
        // The flight is given up once: a second move is refused until the first is undone.
        #expect(harness.run(open + ["--to", "UA301", "--to-date", "2026-12-01", "--yes"]) == ExitStatus.failure.rawValue)
        #expect(harness.errors.text.contains("flights: UA 101 on 2026-11-29 was given up for UA 301 on 2026-11-30 (code "))

        let other = FlowHarness(keys: [])
        let status = other.run(open + ["--choice", "reschedule", "--to", "UA301", "--to-date", "2026-12-01", "--yes", "--json"])
        #expect(status == 0)
        #expect(other.output.text.contains("\"to\": \"UA 301\""))
        #expect(other.output.text.contains("\"to_departure\": \"2026-12-01T23:30\""))

        let mistaken = FlowHarness(keys: [])
        #expect(mistaken.run(open + ["--to", "DL201", "--yes"]) == ExitStatus.usage.rawValue)
        #expect(mistaken.errors.text.hasSuffix("flights: --to DL201 is not one of the alternatives: AA500 2026-11-29, UA101 2026-11-30, AA500 2026-11-30, UA301 2026-11-30, UA101 2026-12-01, AA500 2026-12-01, UA301 2026-12-01\nUsage: flights checkin FLIGHT [OPTIONS]\nSee 'flights checkin --help'.\n"))
        #expect(mistaken.run(open + ["--to", "UA301", "--to-date", "2026-12-09"]) == ExitStatus.usage.rawValue)
        #expect(mistaken.errors.text.contains("flights: --to UA301 is offered on 2026-11-30, 2026-12-01, not on 2026-12-09"))
    }

    @Test func optionsOfTheOtherBranchAreRefused() {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(open + ["--choice", "reschedule", "--name", "Ada"]) == ExitStatus.usage.rawValue)
        #expect(harness.errors.text.hasPrefix("flights: --name answers the check-in questions, not reschedule\n"))
    }

    @Test func checkinsListsAndUndoes() throws {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(open + ["--choice", "check-in", "--name", "Ada Lovelace", "--seat", "window", "--bags", "1", "--yes"]) == 0)
        let code = try #require(try harness.records().checkIns.first?.code)
        #expect(harness.run(["checkins", "--format", "csv", "--at", "2026-11-29T08:00"]) == 0)
        #expect(harness.output.text.hasSuffix("""
            kind,code,flight,departure,destination,passenger,seat,bags,moved_to,gate,status,flown
            check-in,\(code),UA 101,2026-11-29T10:00,ORD,Ada Lovelace,window,1,,B1,delayed,no

            """))
        #expect(harness.run(["checkins", "--undo", code, "--no-input"]) == ExitStatus.usage.rawValue)
        #expect(try harness.records().checkIns.count == 1)
        #expect(harness.run(["checkins", "--undo", code.lowercased(), "--yes"]) == 0)
        #expect(try harness.records() == TravelRecords())
        #expect(harness.run(["checkins", "--undo", code, "--yes"]) == ExitStatus.failure.rawValue)
    }

    @Test func aFlightGivenUpIsNoPlaceToMoveBackTo() throws {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(open + ["--to", "AA500", "--yes"]) == 0)
        let code = try #require(try harness.records().reschedules.first?.code)
        // From AA 500, UA 101 of the same day is offered no more; asked for, the way back is undoing.
        let back = ["checkin", "AA500", "--at", "2026-11-29T08:00", "--to", "UA101", "--to-date", "2026-11-29", "--yes"]
        harness.errorsTaken = harness.errors.text.count
        #expect(harness.run(back) == ExitStatus.failure.rawValue)
        #expect(harness.newErrors == """
            flights: UA 101 on 2026-11-29 was given up for AA 500 (code \(code)); it is no place to move to
            To go back to it, undo that move: 'flights checkins --undo \(code)'.

            """)
        #expect(try harness.records().reschedules.count == 1)
        // Its sheet offers no check-in either.
        let before = harness.output.text.count
        #expect(harness.run(["show", "UA101", "--at", "2026-11-29T08:00"]) == 0)
        #expect(String(harness.output.text.dropFirst(before)).contains("\nCheck in    given up for AA 500 (code \(code)); undone by flights checkins --undo \(code)\n"))
    }

    @Test func aPassengerCheckedInAlreadyIsToldAtTheNameNotAfterEveryQuestion() throws {
        let harness = FlowHarness(keys: [.enter] + type("ada lovelace") + [.enter, .enter, .enter, .character("y")])
        #expect(harness.run(open + ["--name", "Ada Lovelace", "--seat", "any", "--bags", "0", "--yes"]) == 0)
        let code = try #require(try harness.records().checkIns.first?.code)
        #expect(harness.run(open) == ExitStatus.failure.rawValue)
        #expect(harness.errors.text.hasSuffix("""
            flights: Ada Lovelace is already checked in on UA 101 on 2026-11-29 (code \(code))
            See 'flights checkins show \(code)'.

            """))
        // The action sheet and the name were asked; the seat, the bags and the confirmation were not.
        #expect(!harness.terminal.frames.contains { $0.contains("Seat preference") })
    }

    /// The refusal is of one passenger on one flight on one day: the same flight number the next
    /// day is another flight, and another passenger on the same flight is welcome.
    @Test func theSamePassengerMayTakeTheSameFlightNumberAnotherDay() throws {
        let harness = FlowHarness(keys: [])
        let ada = ["--name", "Ada Lovelace", "--seat", "any", "--bags", "0", "--yes"]
        #expect(harness.run(open + ada) == 0)
        #expect(harness.run(["checkin", "UA101", "--date", "2026-11-30", "--at", "2026-11-29T12:00"] + ada) == 0, "\(harness.errors.text)")
        #expect(harness.run(open + ["--name", "Grace Hopper", "--seat", "any", "--bags", "0", "--yes"]) == 0)
        #expect(harness.run(open + ["--name", "ADA LOVELACE", "--seat", "any", "--bags", "0", "--yes"]) == ExitStatus.failure.rawValue)
        #expect(try harness.records().checkIns.map { "\($0.passenger) \($0.date)" }
                == ["Ada Lovelace 2026-11-29", "Ada Lovelace 2026-11-30", "Grace Hopper 2026-11-29"])
    }

    /// Two runs at once on a pseudo-terminal of the first's own: `first` waits at its confirmation
    /// while `second` (with --yes) saves, then the first is answered. Returns the first's
    /// termination and screen, and the records after.
    private func race(_ first: [String], _ second: [String], setup: [String]? = nil)
        throws -> (termination: ChildProcess.Termination, screen: String, records: TravelRecords) {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-race-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let data = ["--data", FlightsBinary.fixture("small-airport.json")]
        let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm", "NO_COLOR": "1", "XDG_STATE_HOME": state]
        var code = ""
        if let setup {
            let made = try FlightsBinary.run(setup + data + ["--json"], environment: environment)
            code = try #require(made.stdout.firstMatch(of: /"code" *: *"([A-Z0-9]+)"/).map { String($0.1) }, "\(made.stderr)")
        }
        let words = { (arguments: [String]) in arguments.map { $0 == "CODE" ? code : $0 } + data }
        let waiting = try PseudoTerminalSession(FlightsBinary.url.path, words(first), environment: environment)
        // A check-in's confirmation defaults to yes; an undo's, destructive, to no.
        let undoing = first.contains("--undo")
        try waiting.waitFor(undoing ? "[y/N]" : "[Y/n]")
        let other = try FlightsBinary.run(words(second) + ["--yes"], environment: environment)
        #expect(other.status == 0, "\(other.stderr)")
        waiting.type(undoing ? "y" : "\r")
        let termination = try waiting.finish()
        return (termination, waiting.screen, try StateStore(fileSystem: PosixFileSystem(), directory: state + "/flights").load())
    }

    /// Two runs for the same passenger at once: the one still at its confirmation when the other
    /// saves is refused when it saves, under the lock, though its first check passed.
    @Test func aCheckInMadeMeanwhileByAnotherRunIsRefusedWhenSaving() throws {
        let answers = ["--choice", "check-in", "--name", "Ada Lovelace", "--seat", "any", "--bags", "0"]
        let (termination, screen, records) = try race(open + answers, open + answers)
        #expect(termination == .exited(ExitStatus.failure.rawValue))
        #expect(screen.contains("Ada Lovelace is already checked in on UA 101 on 2026-11-29"))
        #expect(records.checkIns.count == 1)
    }

    /// Two undos of one check-in at once: the one still at its confirmation when the other
    /// undoes it finds nothing to undo, and says so instead of "Undone".
    @Test func anUndoMadeMeanwhileByAnotherRunIsReportedNotRepeated() throws {
        let undo = ["checkins", "--undo", "CODE", "--at", "2026-11-29T08:00"]
        let (termination, screen, records) = try race(undo, undo, setup: open + ["--name", "Ada Lovelace", "--seat", "any", "--bags", "0", "--yes"])
        #expect(termination == .exited(ExitStatus.failure.rawValue))
        #expect(screen.contains("was undone meanwhile by another run"))
        #expect(!screen.contains("Undone:"))
        #expect(records == TravelRecords())
    }

    @Test func checkinsListsTheTripsToComeWithTheirFlightsAsTheyStandNow() throws {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(open + ["--name", "Ada Lovelace", "--seat", "window", "--bags", "1", "--yes"]) == 0)
        #expect(harness.run(["checkin", "DL201", "--at", "2026-11-29T08:00", "--name", "Grace Hopper", "--seat", "aisle",
                             "--bags", "0", "--yes"]) == 0)
        let codes = try harness.records().checkIns.map(\.code)
        let output = harness.output.text.count

        // At noon UA 101 has left (10:05); DL 201 (14:50) is known to be 5 minutes late, at gate C4.
        #expect(harness.run(["checkins", "--at", "2026-11-29T12:00"]) == 0)
        #expect(String(harness.output.text.dropFirst(output)) == """
            CODE    KIND      FLIGHT  DEPARTS           GATE  STATUS              DETAILS
            \(codes[1])  check-in  DL 201  2026-11-29 14:50  C4    Delayed 14:55 (+5)  Grace Hopper · to ATL · aisle · 0 bags

            """)
        #expect(harness.errors.text.hasSuffix("1 trip whose flight has left or that moved on not shown; --all lists it.\n"))

        let before = harness.output.text.count
        #expect(harness.run(["checkins", "--at", "2026-11-29T12:00", "--all"]) == 0)
        #expect(String(harness.output.text.dropFirst(before)) == """
            CODE    KIND      FLIGHT  DEPARTS           GATE  STATUS               DETAILS
            \(codes[0])  check-in  UA 101  2026-11-29 10:00  B1    Departed 10:05 (+5)  Ada Lovelace · to ORD · window · 1 bag
            \(codes[1])  check-in  DL 201  2026-11-29 14:50  C4    Delayed 14:55 (+5)   Grace Hopper · to ATL · aisle · 0 bags

            """)

        let json = harness.output.text.count
        #expect(harness.run(["checkins", "--at", "2026-11-29T12:00", "--json"]) == 0)
        let listed = String(harness.output.text.dropFirst(json))
        #expect(listed.contains("\"status\": \"delayed\",\n      \"current_gate\": \"C4\",\n      \"flown\": false"))
        #expect(!listed.contains(codes[0]))

        // At 16:00 both have left.
        #expect(harness.run(["checkins", "--at", "2026-11-29T16:00"]) == 0)
        #expect(harness.errors.text.hasSuffix("No trips to come: 2 whose flight has left or that moved on. 'flights checkins --all' lists them.\n"))
    }

    @Test func checkinsShowPrintsTheBoardingPassAgain() throws {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(open + ["--name", "Ada Lovelace", "--seat", "window", "--bags", "1", "--yes"]) == 0)
        let code = try #require(try harness.records().checkIns.first?.code)
        for words in [["show", code.lowercased()], [code]] {
            let before = harness.output.text.count
            #expect(harness.run(["checkins"] + words + ["--at", "2026-11-29T08:00"]) == 0)
            #expect(String(harness.output.text.dropFirst(before)) == """
                ╭─ Boarding pass ──────────────────────────────────╮
                │ UNITED AIRLINES  UA 101                          │
                │ LGA New York → ORD Chicago                       │
                │                                                  │
                │ Passenger    ADA LOVELACE                        │
                │ Date         Sun 2026-11-29                      │
                │ Departs      10:00 → 10:05   Gate B1             │
                │ Boarding     09:25                               │
                │ Seat         Window   Bags 1                     │
                │                                                  │
                │ Confirmation \(code)                              │
                ╰──────────────────────────────────────────────────╯

                """)
        }
        #expect(harness.run(["checkins", "show"]) == ExitStatus.usage.rawValue)
        #expect(harness.errors.text.hasSuffix("flights: missing CODE after show\nUsage: flights checkins [show] [CODE] [OPTIONS]\nSee 'flights checkins --help'.\n"))
        #expect(harness.run(["checkins", "shwo", code]) == ExitStatus.usage.rawValue)
        #expect(harness.errors.text.contains("flights: unexpected argument 'shwo'\n"))
        #expect(harness.run(["checkins", "show", "K7Q2MX"]) == ExitStatus.failure.rawValue)
        #expect(harness.errors.text.hasSuffix("flights: no check-in or reschedule has the code K7Q2MX\nSee 'flights checkins --all'.\n"))
    }

    @Test func aNumberThatIsBothAnArrivalAndADepartureIsAskedAbout() throws {
        let show = ["show", "DL200", "--at", "2026-11-29T08:00", "--json"]
        let refused = FlowHarness(keys: [])
        #expect(refused.run(show + ["--no-input"]) == ExitStatus.usage.rawValue)
        #expect(refused.errors.text.hasPrefix("flights: a question needs an answer and prompts are off (--no-input); answer it with --arrival or --departure\n"))

        let asked = FlowHarness(keys: [.down, .enter])
        #expect(asked.run(show) == 0)
        #expect(asked.terminal.frames.first?.hasPrefix("""
            ? Which flight?
              DL 200 matches 2 flights.
            › 1. DL 200 arrival from Atlanta (ATL), 12:00 Sun 2026-11-29
              2. DL 200 departure to Atlanta (ATL), 13:00 Sun 2026-11-29
            """) == true)
        #expect(asked.output.text.contains("\"direction\": \"departure\""))

        let flagged = FlowHarness(keys: [])
        #expect(flagged.run(show + ["--arrival"]) == 0)
        #expect(flagged.output.text.contains("\"direction\": \"arrival\""))
        #expect(flagged.terminal.frames.isEmpty)
    }

    @Test func concurrentCheckInsFromSeparateProcessesAreAllKept() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-concurrent-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: state) }
        let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov",
                     "Donald Knuth", "Frances Allen", "John Backus"]
        let children = try names.map { name in
            try ChildProcess(FlightsBinary.url.path,
                             ["checkin", "UA101", "--at", "2026-11-29T08:00", "--choice", "check-in", "--name", name,
                              "--seat", "any", "--bags", "0", "--yes", "--no-input", "--json",
                              "--data", FlightsBinary.fixture("small-airport.json")],
                             environment: ["XDG_STATE_HOME": state])
        }
        #expect(try children.map { try $0.wait() }.allSatisfy { $0 == .exited(0) })
        let records = try StateStore(fileSystem: PosixFileSystem(), directory: state + "/flights").load()
        #expect(Set(records.checkIns.map(\.passenger)) == Set(names))
        #expect(Set(records.checkIns.map(\.code)).count == names.count)
    }

    @Test func reschedulingSetsTheCheckInsAsideAndUndoingBringsThemBack() throws {
        let harness = FlowHarness(keys: [.character("y")])
        #expect(harness.run(open + ["--name", "Ada Lovelace", "--seat", "window", "--bags", "1", "--yes"]) == 0)
        #expect(harness.run(open + ["--name", "Grace Hopper", "--seat", "aisle", "--bags", "0", "--yes"]) == 0)
        let checkIns = try harness.records().checkIns
        #expect(checkIns.map(\.passenger) == ["Ada Lovelace", "Grace Hopper"])

        // The confirmation says what goes with the flight; AA 500 at 16:00 today is the soonest alternative.
        harness.errorsTaken = harness.errors.text.count
        #expect(harness.run(open + ["--to", "AA500"]) == 0)
        #expect(harness.terminal.frames.dropLast().last == """
            ! Give up UA 101 (10:00 Sun) for AA 500 (16:00 Sun)? [y/N]
              The 2 check-ins of Ada Lovelace and Grace Hopper are set aside with the flight; undoing the move
              brings them back.
            y yes · n no · enter no · esc cancel
            """, "\(harness.terminal.frames)")
        #expect(harness.terminal.screen == "✔ Give up UA 101 (10:00 Sun) for AA 500 (16:00 Sun)? › Yes")
        let change = try #require(try harness.records().reschedules.first)
        #expect(try harness.records().checkIns.isEmpty)
        #expect(change.givenUp == checkIns)
        let data = FlightsBinary.fixture("small-airport.json")
        #expect(harness.newErrors == """
            The check-in of Ada Lovelace on UA 101 (code \(checkIns[0].code)) is set aside with the flight; undoing \(change.code) brings it back.
            The check-in of Grace Hopper on UA 101 (code \(checkIns[1].code)) is set aside with the flight; undoing \(change.code) brings it back.
            Check-in for AA 500 is open. To check the same passengers in:
              flights checkin AA500 --date 2026-11-29 --name 'Ada Lovelace' --seat window --bags 1 --data \(data) --at 2026-11-29T08:00
              flights checkin AA500 --date 2026-11-29 --name 'Grace Hopper' --seat aisle --bags 0 --data \(data) --at 2026-11-29T08:00

            """)

        // A check-in set aside is not in force: it cannot be shown, and undoing it points to the move.
        #expect(harness.run(["checkins", "show", checkIns[0].code, "--at", "2026-11-29T08:00"]) == ExitStatus.failure.rawValue)
        #expect(harness.errors.text.hasSuffix("""
            flights: \(checkIns[0].code) is the check-in of Ada Lovelace on UA 101, set aside when UA 101 was given up for AA 500 (code \(change.code))
            Undoing the move brings it back: 'flights checkins --undo \(change.code)'.

            """))

        harness.errorsTaken = harness.errors.text.count
        #expect(harness.run(["checkins", "--undo", change.code, "--yes"]) == 0)
        #expect(try harness.records() == TravelRecords(checkIns: checkIns))
        #expect(harness.newErrors == """
            Undone: the move from UA 101 (2026-11-29 10:00) to AA 500, which set aside 2 check-ins.
            Back in force: the check-in of Ada Lovelace on UA 101, 2026-11-29 10:00 (code \(checkIns[0].code)).
            Back in force: the check-in of Grace Hopper on UA 101, 2026-11-29 10:00 (code \(checkIns[1].code)).

            """)
    }

    @Test func aFlightGivenUpIsRefusedBeforeAnyQuestion() throws {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(open + ["--to", "AA500", "--yes"]) == 0)
        let code = try #require(try harness.records().reschedules.first?.code)
        for arguments in [open, open + ["--choice", "reschedule"], open + ["--name", "Ada Lovelace"]] {
            harness.errorsTaken = harness.errors.text.count
            #expect(harness.run(arguments) == ExitStatus.failure.rawValue)
            #expect(harness.newErrors == """
                flights: UA 101 on 2026-11-29 was given up for AA 500 on 2026-11-29 (code \(code))
                Check in for AA 500 with 'flights checkin AA500 --date 2026-11-29 --data \(FlightsBinary.fixture("small-airport.json")) --at 2026-11-29T08:00', or undo the move with 'flights checkins --undo \(code)'.

                """)
        }
        #expect(harness.terminal.frames.isEmpty, "\(harness.terminal.frames)")
    }

    @Test func everyGivenAnswerIsCheckedBeforeTheFirstQuestion() {
        let harness = FlowHarness(keys: [.enter])
        #expect(harness.run(open + ["--bags", "9"]) == ExitStatus.usage.rawValue)
        #expect(harness.errors.text.hasPrefix("flights: --bags: At most 3 bags can be checked online; more need the airline's desk.\n"))
        #expect(harness.terminal.frames.isEmpty)
    }

    @Test func theEndOfInputOnTheActionSheetIsNoAnswer() throws {
        let harness = FlowHarness(lines: [])
        #expect(harness.run(open) == ExitStatus.cancelled.rawValue)
        #expect(harness.errors.text.hasSuffix("flights: cancelled; nothing was changed\nTo answer without prompts, use --choice check-in|reschedule|not-now.\n"))
        let json = FlowHarness(keys: [])
        #expect(json.run(open + ["--choice", "not-now", "--json"]) == 0)
        #expect(json.output.text == "{\n  \"action\": \"not-now\"\n}\n")
    }

    @Test func dataTextCannotForgeLinesOfAPrompt() throws {
        let evil = FileManager.default.temporaryDirectory.appendingPathComponent("flights-evil-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: evil) }
        let text = try String(contentsOfFile: FlightsBinary.fixture("small-airport.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"United Airlines\"", with: "\"United\\n  1. Pay a fee\\u0085x\"")
        try text.write(to: evil, atomically: true, encoding: .utf8)
        let harness = FlowHarness(keys: [.escape])
        harness.dataFile = evil.path
        #expect(harness.run(open) == 0)
        #expect(harness.terminal.frames.first?.contains("Check in for United^J 1. Pay a fee\\u{0085}x Flight 101") == true,
                "\(harness.terminal.frames)")
    }
}
