import FlightBoard
import Foundation
import Testing
import TerminalKit
@testable import FlightsCLI

/// The flows run inside the board app, on a scripted terminal over the small fixture
/// airport: their questions in the app's own sheet, Esc one question back, a quiet cancel,
/// refusals offering what helps as a key, and a cancelled flight's trip rebooked.
/// UA 101 (10:00, to Chicago) is the first departure; AA 500 (16:00, to Chicago) is
/// cancelled, which is known from 13:00.
@Suite struct AppFlowTests {
    private static let size = TerminalSize(columns: 80, rows: 24)
    private static let morning = ["--at", "2026-11-29T08:00"]
    private static let afternoon = ["--at", "2026-11-29T14:00"]

    private func keys(_ text: String) -> [ScriptedTerminal.Event] { text.map { .key(.character($0)) } }

    /// Every frame drawn after the first that holds `marker`.
    private func frames(after marker: String, in harness: FlowHarness) -> ArraySlice<String> {
        let frames = harness.terminal.frames
        guard let index = frames.firstIndex(where: { $0.contains(marker) }) else { return [] }
        return frames[(index + 1)...]
    }

    @Test func escOnTheActionSheetClosesItQuietlyAndTheNextKeyIsTheBoards() throws {
        let harness = FlowHarness(events: [.key(.character("c")), .key(.escape), .key(.character("h")), .key(.character("q"))],
                                  size: Self.size)
        #expect(harness.run(["board"] + Self.morning) == 0, "\(harness.errors.text)")
        let frames = harness.terminal.frames
        #expect(frames.contains { $0.contains("? Check In") && $0.contains("3. Check In") })
        // No alert to acknowledge: h, the key after Esc, opens the history popover.
        #expect(!frames.contains { $0.contains("Not now") || $0.contains("nothing was changed") })
        let after = self.frames(after: "? Check In", in: harness)
        #expect(after.contains { $0.contains("On-time history") && !$0.contains("? Check In") })
        #expect(try harness.records().checkIns.isEmpty)
    }

    @Test func choosingNotNowOrKeepClosesTheSheetAndTheNextKeyIsTheBoards() throws {
        // 1: Not Now; then h, the history. At 14:00, r on AA 500 (cancelled): Esc... End, Enter: Keep; then h.
        let notNow = FlowHarness(events: [.key(.character("c")), .key(.character("1")), .key(.character("h")), .key(.character("q"))],
                                 size: Self.size)
        #expect(notNow.run(["board"] + Self.morning) == 0, "\(notNow.errors.text)")
        #expect(frames(after: "? Check In", in: notNow).contains { $0.contains("On-time history") && !$0.contains("? Check In") })
        let keep = FlowHarness(events: [.key(.end), .key(.character("r")), .key(.end), .key(.enter), .key(.character("h")),
                                        .key(.character("q"))], size: Self.size)
        #expect(keep.run(["board"] + Self.afternoon) == 0, "\(keep.errors.text)")
        #expect(frames(after: "› 7. Keep AA 500", in: keep).contains { $0.contains("On-time history") && !$0.contains("Rebook AA 500") })
        #expect(try keep.records().reschedules.isEmpty)
    }

    @Test func ctrlDAtAQuestionLeavesTheFlowAndTheAppGoesOn() throws {
        let events: [ScriptedTerminal.Event] = [.key(.character("c")), .key(.enter)] + keys("Zed")
            + [.key(.endOfInput), .key(.character("h")), .key(.character("q"))]
        let harness = FlowHarness(events: events, size: Self.size)
        #expect(harness.run(["board"] + Self.morning) == 0, "\(harness.errors.text)")
        #expect(frames(after: "› Zed", in: harness).contains { $0.contains("On-time history") && !$0.contains("Passenger name") })
        #expect(try harness.records().checkIns.isEmpty)
    }

    @Test func escAtALaterQuestionGoesBackOneWithTheAnswerGivenSelected() throws {
        // Check In, then the name; Esc at the seat question shows the name again, typed as it was.
        let events: [ScriptedTerminal.Event] = [.key(.character("c")), .key(.enter)] + keys("Ada")
            + [.key(.enter), .key(.escape), .key(.escape), .key(.escape), .key(.character("q"))]
        let harness = FlowHarness(events: events, size: Self.size)
        #expect(harness.run(["board"] + Self.morning) == 0, "\(harness.errors.text)")
        let afterSeat = frames(after: "? Seat preference", in: harness)
        #expect(afterSeat.first?.contains("? Passenger name (as on the ID)") == true)
        #expect(afterSeat.first?.contains("› Ada") == true)
        // The next Esc goes back to the action sheet, Check In still selected; the last closes it.
        let afterName = frames(after: "› Ada", in: harness).drop { !$0.contains("? Seat preference") }.dropFirst(2)
        #expect(afterName.first?.contains("› 3. Check In") == true)
        #expect(harness.terminal.frames.last?.contains("? Check In") == false)
        #expect(try harness.records().checkIns.isEmpty)
    }

    @Test func qInTheMiddleOfAFlowAsksAndNoGoesBackToTheQuestion() throws {
        let events: [ScriptedTerminal.Event] = [.key(.character("c")), .key(.enter)] + keys("Ada Lovelace")
            + [.key(.enter), .key(.character("q")), .key(.character("n")), .key(.character("1")), .key(.enter), .key(.enter)]
            + [.key(.character("q")), .key(.character("y"))]
        let harness = FlowHarness(events: events, size: Self.size)
        #expect(harness.run(["board"] + Self.morning) == 0, "\(harness.errors.text)")
        let frames = harness.terminal.frames
        let asked = try #require(frames.firstIndex { $0.contains("Quit flights?") })
        // n: the seat question again, the flow as it was; 1 answers it, and the flow goes on to the end.
        #expect(frames[asked + 1].contains("? Seat preference") && !frames[asked + 1].contains("Quit flights?"))
        let checkIn = try #require(try harness.records().checkIns.first)
        #expect(checkIn.passenger == "Ada Lovelace" && checkIn.seat == .window)
        #expect(frames.contains { $0.contains("Confirmation \(checkIn.code)") })
    }

    @Test func checkInOnACancelledFlightOffersItsRebookAsAKey() {
        // AA 500 is the fourth departure; its check-in is refused, and r in the alert opens its rebook.
        let events: [ScriptedTerminal.Event] = [.key(.end), .key(.character("c")), .key(.character("r")), .key(.escape),
                                                .key(.character("q"))]
        let harness = FlowHarness(events: events, size: Self.size)
        #expect(harness.run(["board"] + Self.afternoon) == 0, "\(harness.errors.text)")
        let frames = harness.terminal.frames
        let refusal = frames.first { $0.contains("AA 500 on 2026-11-29 is cancelled") }
        #expect(refusal?.contains("r: the other flights, to rebook onto one.") == true)
        #expect(refusal?.contains("flights rebook") == false, "no command line to type inside the app")
        #expect(refusal?.contains("r rebook · enter close") == true)
        let rebook = frames.first { $0.contains("? Rebook AA 500") }
        // The airline's own flight first, then the others to Chicago.
        #expect(rebook?.contains("› 1. Mon 2026-11-30 16:00  AA 500") == true)
        #expect(rebook?.contains("2. Tue 2026-12-01 16:00  AA 500") == true)
        #expect(rebook?.contains("3. Mon 2026-11-30 10:00  UA 101") == true)
    }

    @Test func aCancelledFlightOnTripsMovesToAnotherWithItsCheckInsAndTheyAreCheckedInThere() throws {
        let harness = FlowHarness(events: [], size: Self.size)
        #expect(harness.run(["checkin", "AA500", "--choice", "check-in", "--name", "Ada Lovelace", "--seat", "window",
                             "--bags", "1", "--yes"] + Self.morning) == 0, "\(harness.errors.text)")
        let before = try #require(try harness.records().checkIns.first)

        // Trips, r: the rebook list; 3: UA 101 on Monday; y: give AA 500 up; c, Enter: Ada checked in again there.
        let app = FlowHarness(events: [.key(.character("3")), .key(.character("r")), .key(.character("3")), .key(.character("y")),
                                       .key(.character("c")), .key(.enter), .key(.enter), .key(.character("q"))],
                              size: Self.size)
        try FileManager.default.copyItem(atPath: harness.stateDirectory, toPath: app.stateDirectory)
        #expect(app.run(["board"] + Self.afternoon) == 0, "\(app.errors.text)")
        let frames = app.terminal.frames
        #expect(frames.contains { $0.contains("! Give up AA 500 (16:00 Sun) for UA 101 (10:00 Mon)?") })
        #expect(frames.contains { $0.contains("c: check Ada Lovelace in on UA 101, as before.") })
        let records = try app.records()
        let move = try #require(records.reschedules.first)
        #expect(move.from.compact == "AA500" && move.to.compact == "UA101")
        #expect(move.givenUp == [before])
        let again = try #require(records.checkIns.first)
        #expect(again.flight.compact == "UA101" && again.passenger == "Ada Lovelace" && again.seat == .window && again.bags == 1)
        #expect(frames.contains { $0.contains("Confirmation \(again.code)") })
    }

    @Test func aPassengerCheckedInAlreadyIsPointedToTheTripOnTrips() throws {
        let harness = FlowHarness(events: [], size: Self.size)
        #expect(harness.run(["checkin", "UA101", "--name", "Ada Lovelace", "--seat", "any", "--bags", "0", "--yes"] + Self.morning) == 0)
        let code = try #require(try harness.records().checkIns.first?.code)
        let app = FlowHarness(events: [.key(.character("c")), .key(.enter)] + keys("Ada Lovelace")
                                  + [.key(.enter), .key(.character("t")), .key(.character("q"))], size: Self.size)
        try FileManager.default.copyItem(atPath: harness.stateDirectory, toPath: app.stateDirectory)
        #expect(app.run(["board"] + Self.morning) == 0, "\(app.errors.text)")
        let refusal = app.terminal.frames.first { $0.contains("Ada Lovelace is already checked in") }
        #expect(refusal?.contains("It is on Trips, code \(code).") == true)
        #expect(refusal?.contains("flights checkins") == false)
        // t: the Trips tab, that trip selected.
        #expect(app.terminal.frames.last { $0.contains("[ Trips ]") }?.contains("› \(code)") == true)
    }
}

/// What comes back from a read after the user has moved on.
@Suite struct AppReadsTests {
    @Test func aHistoryReadForAFlightNoLongerShownIsNotPushed() throws {
        var state = AppFixture.state()
        let first = try #require(state.selectedFlight)
        _ = state.reduce(.key(.down))
        let days = AppFixture.airport.history(of: first.designator, direction: first.direction, before: first.scheduled.date,
                                                  days: 5, asOf: state.now)
        _ = state.reduce(.historyLoaded(first, days))
        #expect(state.stack.isEmpty)
        _ = state.reduce(.key(.up))
        _ = state.reduce(.historyLoaded(first, days))
        guard case .history(let flight, _, _)? = state.stack.last else {
            Issue.record("the history of the flight shown is pushed")
            return
        }
        #expect(flight == first)
    }

    @Test func statisticsReadWhileAQuestionIsAskedDoNotTakeItsPlace() throws {
        var state = AppFixture.state()
        let flight = try #require(state.selectedFlight)
        let question = FlowQuestion(title: "Passenger name", kind: .text(defaultValue: nil, maximumLength: 40, validate: { _ in nil }),
                                    answeredBy: "--name")
        let clock = BoardClock(date: state.date, now: state.now)
        _ = state.reduce(.asked(AppQuestion(flow: .checkIn(flight), answers: [.choice(2)], question: question, clock: clock)))
        let history = try OnTimeHistory(source: AppFixture.airport, span: .hours, asOf: state.now)
        _ = state.reduce(.statsLoaded(StatsResult(history: history, airport: AppFixture.airport.airport)))
        _ = state.reduce(.presentIfIdle(.alert("History", "no such day")))
        #expect(state.isAsking)
        // Over nothing, they are shown.
        var idle = AppFixture.state()
        _ = idle.reduce(.statsLoaded(StatsResult(history: history, airport: AppFixture.airport.airport)))
        guard case .stats? = idle.presentation else {
            Issue.record("statistics read over the board are shown")
            return
        }
    }

    @Test func theStatusLineSaysAReadGoesOn() {
        var state = AppFixture.state()
        _ = state.reduce(.reading(true))
        #expect(AppFixture.frame(state).split(separator: "\n").last?.hasPrefix("reading… · enter details") == true)
        _ = state.reduce(.reading(false))
        #expect(AppFixture.frame(state).split(separator: "\n").last?.hasPrefix("enter details") == true)
    }
}

/// A flow's later questions are asked at the clock it began at.
@Suite struct AppQuestionTests {
    @Test func anAnswerRunsTheFlowAgainAtTheClockItBeganAtAndEscAtTheFirstClosesIt() throws {
        var state = AppFixture.state()
        let flight = try #require(state.selectedFlight)
        let began = BoardClock(date: state.date, now: LocalDateTime(parsing: "2026-11-29T07:59")!)
        let question = FlowQuestion(title: "Check In", kind: .choice([Choice(label: "Not Now", role: .cancel), Choice(label: "Check In")],
                                                                      defaultIndex: 1), answeredBy: "--choice")
        _ = state.reduce(.asked(AppQuestion(flow: .checkIn(flight), answers: [], question: question, clock: began)))
        var answered = state
        #expect(answered.reduce(.key(.enter)) == [.runFlow(.checkIn(flight), answers: [.choice(1)], clock: began)])
        // Esc at the first question: closed, nothing run, no alert.
        var closed = state
        #expect(closed.reduce(.key(.escape)).isEmpty)
        #expect(closed.presentation == nil)
        // q at the first question quits, as anywhere; at a later one it asks first.
        var first = state
        #expect(first.reduce(.key(.character("q"))) == [.quit])
        var later = state
        _ = later.reduce(.asked(AppQuestion(flow: .checkIn(flight), answers: [.choice(1)], question: question, clock: began)))
        #expect(later.reduce(.key(.character("q"))).isEmpty)
        #expect(AppFixture.frame(later).contains("Quit flights?"))
        #expect(later.reduce(.key(.character("n"))).isEmpty)
        #expect(!AppFixture.frame(later).contains("Quit flights?"))
        #expect(later.reduce(.key(.escape)) == [.runFlow(.checkIn(flight), answers: [], previous: .choice(1), clock: began)])
    }
}

/// Pastes into the app: one frame a paste, the filter and the name cut at their lengths,
/// Ctrl-C after a paste honoured.
@Suite struct AppPasteTests {
    private static let size = TerminalSize(columns: 80, rows: 24)
    private static let morning = ["--at", "2026-11-29T08:00"]

    @Test func aPasteIntoTheFilterIsLaidOutAndDrawnOnceAndCutAt200Characters() {
        let pasted = String(repeating: "chicago ", count: 700)
        let harness = FlowHarness(events: [.key(.character("/")), .paste(pasted), .key(.enter), .key(.character("q"))],
                                  size: Self.size)
        #expect(harness.run(["board"] + Self.morning) == 0, "\(harness.errors.text)")
        let frames = harness.terminal.frames
        let before = frames.lastIndex { $0.contains("Filter: ▏") } ?? 0
        let after = frames.firstIndex { $0.contains("(at most 200 characters)") } ?? frames.count
        // The 5,600 keys of the paste make one frame.
        #expect(after == before + 1)
        // The filter's end shown, where typing goes on: the first 200 characters of the paste.
        #expect(after < frames.count && frames[after].contains("Filter: …cago chicago chicago ▏ (at most 200 characters)  0 flights"))
    }

    @Test func ctrlCAfterALongPasteEndsTheAppAtOnce() {
        let harness = FlowHarness(events: [.key(.character("/")), .paste(String(repeating: "x", count: 100_000)), .key(.interrupt)],
                                  size: Self.size)
        #expect(harness.run(["board"] + Self.morning) == 130)
        #expect(harness.terminal.rawModeDepth == 0 && !harness.terminal.isAlternateScreen)
    }

    @Test func aPasteIntoThePassengersNameIsCutAtTheNamesLength() throws {
        let pasted = String(repeating: "Ada Lovelace ", count: 800)
        let harness = FlowHarness(events: [.key(.character("c")), .key(.enter), .paste(pasted), .key(.enter), .key(.enter),
                                           .key(.enter), .key(.enter), .key(.enter), .key(.character("q"))], size: Self.size)
        #expect(harness.run(["board"] + Self.morning) == 0, "\(harness.errors.text)")
        #expect(harness.terminal.frames.contains { $0.contains("At most 40 characters: the rest was left out.") })
        let checkIn = try #require(try harness.records().checkIns.first)
        #expect(checkIn.passenger == "Ada Lovelace Ada Lovelace Ada Lovelace A")
    }
}

/// What an empty board says: the filters' doing, or the data's.
@Suite struct EmptyBoardTests {
    @Test func anEmptyBoardBlamesTheFiltersOnlyWhenTheyHideFlights() {
        var state = AppFixture.state()
        _ = state.reduce(.key(.character("/")))
        _ = state.reduce(.typed("zzz"))
        #expect(AppFixture.frame(state).contains("No departures on 2026-11-29 match the filter 'zzz'."))
        var none = AppFixture.state()
        none.flights[.departure] = []
        none.relayout()
        #expect(AppFixture.frame(none).contains("No departures at LGA on 2026-11-29 in the data."))
    }
}
