import FlightBoard
import Foundation
import Testing
import TerminalKit
@testable import FlightsCLI

/// The whole board app run in-process on a scripted terminal of 80×24, over the small
/// fixture airport at 08:00 on Sunday 2026-11-29 (UA 101 10:00 is the first departure, open
/// for check-in until 09:35), from the built command line to the state file.
@Suite struct BoardAppTests {
    private static let size = TerminalSize(columns: 80, rows: 24)
    private static let pinned = ["--at", "2026-11-29T08:00"]

    private func keys(_ text: String) -> [ScriptedTerminal.Event] { text.map { .key(.character($0)) } }

    /// Board → UA 101's sheet → check in (the action sheet, then name, seat, bags and the
    /// confirmation, all drawn over the board) → the boarding pass → Trips → back to root → quit.
    @Test func aCheckInFromTheBoardIsSavedAndShownOnTrips() throws {
        let events: [ScriptedTerminal.Event] = [.key(.enter), .key(.character("c")), .key(.character("3"))]
            + keys("Ada Lovelace") + [.key(.enter), .key(.enter), .key(.enter), .key(.enter),
                                      .key(.enter), .key(.character("3")), .key(.character("~")), .key(.character("q"))]
        let harness = FlowHarness(events: events, size: Self.size)
        #expect(harness.run(["board"] + Self.pinned) == 0, "\(harness.errors.text)")
        let checkIn = try #require(try harness.records().checkIns.first)
        #expect(checkIn.passenger == "Ada Lovelace")
        #expect(checkIn.flight.compact == "UA101")
        let frames = harness.terminal.frames
        // The action sheet and a question drawn in the bottom half, the board above them.
        #expect(frames.contains { $0.contains("? Check In") && $0.contains("10:00  UA 101") })
        #expect(frames.contains { $0.contains("? Passenger name") && $0.contains("Departures") })
        #expect(frames.contains { $0.contains("ADA LOVELACE") && $0.contains("Confirmation \(checkIn.code)") })
        #expect(frames.contains { $0.contains("[ Trips ]") && $0.contains("\(checkIn.code)  UA 101") })
        // Left as it was found: no raw mode, the normal screen, the cursor shown, nothing on stdout.
        #expect(harness.terminal.rawModeDepth == 0)
        #expect(!harness.terminal.isAlternateScreen)
        #expect(harness.terminal.isCursorVisible)
        #expect(harness.output.text.isEmpty)
    }

    @Test func escOnTheActionSheetOfALinkSavesNothingAndTheAppGoesOn() throws {
        let harness = FlowHarness(events: [.key(.escape), .key(.character("q"))], size: Self.size)
        #expect(harness.run(["open", "flights://departures/UA101?sheet=checkin"] + Self.pinned) == 0)
        #expect(try harness.records().checkIns.isEmpty)
        #expect(harness.terminal.frames.contains { $0.contains("? Check In") })
        #expect(harness.terminal.frames.last { $0.contains("Departures › UA 101") } != nil)
    }

    @Test func yPrintsTheLinkOfThePlaceShownWhenTheAppEnds() {
        let harness = FlowHarness(events: [.key(.down), .key(.enter), .key(.character("y")), .key(.enter), .key(.character("q"))],
                                  size: Self.size)
        #expect(harness.run(["board"] + Self.pinned) == 0)
        #expect(harness.output.text == "flights://departures/DL200\n")
    }

    @Test func aLinkOpensWithItsScreensPushed() {
        let harness = FlowHarness(events: [.key(.character("q"))], size: Self.size)
        #expect(harness.run(["open", "flights://departures/DL201/history?date=2026-11-29"] + Self.pinned) == 0)
        let shown = harness.terminal.frames.last { $0.contains("Departures › DL 201 › History") }
        #expect(shown?.contains("On-time history, last 10 flight days") == true)
    }

    @Test func aLinkToADayOfAHistoryPushesThatDaysFlight() {
        let harness = FlowHarness(events: [.key(.character("q"))], size: Self.size)
        #expect(harness.run(["open", "flights://departures/DL201/history/2026-11-27"] + Self.pinned) == 0)
        let shown = harness.terminal.frames.last { $0.contains("Departures › DL 201 › History › 2026-11-27") }
        #expect(shown?.contains("Fri 2026-11-27") == true)
    }

    @Test func aFlightNotOnTheBoardOfTheLinkIsAUsageErrorWithADidYouMean() {
        let harness = FlowHarness(events: [], size: Self.size)
        #expect(harness.run(["open", "flights://departures/DL202"] + Self.pinned) == 64)
        #expect(harness.errors.text.contains("flights: no departure DL 202 on 2026-11-29 at LGA"))
        #expect(harness.errors.text.contains("Did you mean 'flights://departures/DL200'?"))
        #expect(harness.terminal.rawModeEntered == 0)
    }

    @Test func ctrlCEndsTheAppWithStatus130AndTheTerminalPutBack() {
        let harness = FlowHarness(events: [.key(.down), .key(.interrupt)], size: Self.size)
        #expect(harness.run(["board"] + Self.pinned) == 130)
        #expect(harness.terminal.rawModeDepth == 0 && !harness.terminal.isAlternateScreen)
    }

    /// A live clock: the run starts at 08:00 in New York (13:00 UTC) and each pause of the
    /// script lets six hours pass. After one, the header reads 14:00, UA 101 and DL 200 have
    /// left, and the selection is still on DL 201, chosen before the tick.
    @Test func theBoardFollowsTheClockAndKeepsTheSelection() {
        let harness = FlowHarness(events: [.key(.down), .key(.down), .pause, .key(.character("q"))], size: Self.size)
        let start = 1_795_957_200  // 2026-11-29T13:00:00Z
        harness.clock = { [harness] in
            Instant(secondsSinceEpoch: start + 6 * 3600 * harness.terminal.pausesTaken)
        }
        #expect(harness.run(["board"]) == 0, "\(harness.errors.text)")
        let before = harness.terminal.frames.last { $0.contains("08:00") && $0.contains("› 14:50  DL 201") }
        let after = harness.terminal.frames.last { $0.contains("14:00") && $0.contains("› 14:50  DL 201") }
        #expect(before != nil)
        #expect(after?.contains("Departed 12:57 (-3)") == true)
    }

    @Test func offATerminalTheBoardIsPrintedOnceAndTheNoteSaysWhy() {
        let harness = FlowHarness(keys: [])
        #expect(harness.run(["board", "--tab", "arrivals"] + Self.pinned) == 0)
        #expect(harness.output.text == """
            TIME   FLIGHT  FROM           AIRLINE          GATE  STATUS
            09:00  UA 100  Chicago (ORD)  United Airlines  B1    On time
            12:00  DL 200  Atlanta (ATL)  Delta Air Lines  C1    On time
            15:00  UA 300  Chicago (ORD)  United Airlines  B2    On time
            18:00  DL 400  Atlanta (ATL)  Delta Air Lines  C2    On time

            """)
        #expect(harness.errors.text == "flights: the board app needs a terminal (standard input and output must be terminals); the arrivals board is printed once.\n")
    }

    /// Pinned at 14:00 the fixture's AA 500 (16:00) is cancelled; the link's filters keep the
    /// Chicago flights (UA 101, AA 500), then American's, then hide the cancelled: none is left but a header.
    @Test func aLinkPrintedOnceKeepsItsFilters() {
        let at = ["--at", "2026-11-29T14:00"]
        let chicago = FlowHarness(keys: [])
        #expect(chicago.run(["open", "flights://departures?filter=chi"] + at) == 0)
        #expect(chicago.output.text == """
            TIME   FLIGHT  TO             AIRLINE            GATE  STATUS
            10:00  UA 101  Chicago (ORD)  United Airlines    B1    Departed 10:05 (+5)
            16:00  AA 500  Chicago (ORD)  American Airlines  B7    Cancelled

            """)
        let american = FlowHarness(keys: [])
        #expect(american.run(["open", "flights://departures?filter=chi&airline=AA"] + at) == 0)
        #expect(american.output.text.split(separator: "\n").map { String($0.prefix(14)) } == ["TIME   FLIGHT ", "16:00  AA 500 "])
        let hidden = FlowHarness(keys: [])
        #expect(hidden.run(["open", "flights://departures?filter=chi&airline=AA&hide=cancelled"] + at) == 0)
        #expect(!hidden.output.text.contains("AA 500"))
    }

    /// A check-in, then on Trips Enter shows its boarding pass again with `u` to undo it; `u`
    /// asks to confirm (y), and the check-in is gone.
    @Test func theBoardingPassShownAgainOffersItsUndo() throws {
        let events: [ScriptedTerminal.Event] = [.key(.character("c")), .key(.character("3"))]
            + keys("Ada Lovelace") + [.key(.enter), .key(.enter), .key(.enter), .key(.enter), .key(.enter),
                                      .key(.character("3")), .key(.enter), .key(.character("u")), .key(.character("y")),
                                      .key(.enter), .key(.character("q"))]
        let harness = FlowHarness(events: events, size: Self.size)
        #expect(harness.run(["board"] + Self.pinned) == 0, "\(harness.errors.text)")
        #expect(harness.terminal.frames.contains { $0.contains("Boarding Pass") && $0.contains("u undo the check-in") })
        #expect(try harness.records().checkIns.isEmpty)
    }

    @Test func tooSmallSaysSoAndARedrawFollowsAResize() {
        let harness = FlowHarness(events: [.resize(TerminalSize(columns: 80, rows: 24)), .key(.character("q"))],
                                  size: TerminalSize(columns: 30, rows: 10))
        #expect(harness.run(["board"] + Self.pinned) == 0)
        #expect(harness.terminal.frames.contains { $0.contains("Terminal too small") })
        #expect(harness.terminal.frames.contains { $0.contains("› 10:00  UA 101") })
    }

    @Test func aDamagedStateFileIsSaidInAnAlertNotShownAsNoTrips() throws {
        let harness = FlowHarness(events: [.key(.character("q"))], size: Self.size)
        try FileManager.default.createDirectory(atPath: harness.stateDirectory + "/flights", withIntermediateDirectories: true)
        try "{garbage".write(toFile: harness.stateDirectory + "/flights/state.json", atomically: true, encoding: .utf8)
        #expect(harness.run(["board"] + Self.pinned) == 0)
        let alert = harness.terminal.frames.last { $0.contains("╭─ Trips ─") }
        #expect(alert?.contains("state") == true, "\(harness.terminal.frames.last ?? "")")
        #expect(try String(contentsOfFile: harness.stateDirectory + "/flights/state.json", encoding: .utf8) == "{garbage")
    }

    /// A resize while the action sheet waits: the board is drawn again at the new size, the
    /// sheet anew under it.
    @Test func aResizeDuringAFlowsQuestionDrawsTheBoardAndTheQuestionAgain() {
        let wider = TerminalSize(columns: 100, rows: 30)
        let harness = FlowHarness(events: [.key(.character("c")), .resize(wider), .key(.escape), .key(.character("q"))],
                                  size: TerminalSize(columns: 40, rows: 12))
        #expect(harness.run(["board"] + Self.pinned) == 0)
        let after = harness.terminal.frames.last { $0.contains("? Check In") && $0.contains("LaGuardia Airport") }
        #expect(after?.contains("10:00  UA 101  Chicago (ORD)") == true)
    }

    /// q on the action sheet is its Not Now and quits at once: the 3 after it is never read.
    @Test func qOnTheActionSheetQuits() throws {
        let harness = FlowHarness(events: [.key(.character("c")), .key(.character("q")), .key(.character("3"))], size: Self.size)
        #expect(harness.run(["board"] + Self.pinned) == 0)
        #expect(try harness.records().checkIns.isEmpty)
        #expect(!harness.terminal.frames.contains { $0.contains("[ Trips ]") })
    }

    /// q at the seat question leaves the half-done check-in (nothing saved), and the app asks
    /// to quit; Enter (yes) quits: the 3 after it is never read.
    @Test func qInAHalfDoneFlowAsksToQuit() throws {
        let harness = FlowHarness(events: [.key(.character("c")), .key(.character("3"))] + keys("Ada") + [.key(.enter),
                                           .key(.character("q")), .key(.enter), .key(.character("3"))], size: Self.size)
        #expect(harness.run(["board"] + Self.pinned) == 0)
        #expect(try harness.records().checkIns.isEmpty)
        #expect(harness.terminal.frames.contains { $0.contains("Quit flights?") && $0.contains("y quit · n back to the question") })
        #expect(!harness.terminal.frames.contains { $0.contains("[ Trips ]") })
    }
}
