import Testing
@testable import FlightBoard

/// A reschedule sets the check-ins of the flight it gives up aside, and undoing it brings
/// them back whole; the state file keeps them in between.
@Suite struct TravelRecordsTests {
    private func checkIn(_ code: String, _ passenger: String, flight: String = "UA 635",
                         departure: String = "2026-11-30T06:00", madeAt: String) -> CheckIn {
        CheckIn(code: code, flight: designator(flight), date: local(departure).date, departure: local(departure),
                destination: "ORD", gate: "B14", passenger: passenger, seat: .window, bags: 1, madeAt: local(madeAt))
    }

    private var ada: CheckIn { checkIn("ADA234", "Ada Lovelace", madeAt: "2026-11-29T08:00") }
    private var grace: CheckIn { checkIn("GRC567", "Grace Hopper", madeAt: "2026-11-29T08:30") }
    /// The same flight a day later: not given up with the one of the 30th.
    private var alan: CheckIn { checkIn("ALN892", "Alan Turing", departure: "2026-12-01T06:00", madeAt: "2026-11-29T08:10") }
    /// Another flight, made after the two on UA 635.
    private var edsger: CheckIn { checkIn("EDS345", "Edsger Dijkstra", flight: "AA 337", departure: "2026-11-30T13:59", madeAt: "2026-11-29T09:00") }

    private func moveUA635(_ records: inout TravelRecords) -> Reschedule {
        records.reschedule(code: "MVE789", from: designator("UA 635"), fromDeparture: local("2026-11-30T06:00"),
                           to: designator("AA 337"), toDeparture: local("2026-11-30T13:59"), destination: "ORD",
                           madeAt: local("2026-11-29T10:00"))
    }

    @Test func aRescheduleSetsAsideOnlyTheCheckInsOfTheFlightGivenUp() {
        var records = TravelRecords(checkIns: [ada, alan, grace, edsger])
        let change = moveUA635(&records)
        #expect(change.givenUp == [ada, grace])
        #expect(records.checkIns == [alan, edsger])
        #expect(records.reschedules == [change])
        #expect(records.reschedule(givingUp: designator("UA 635"), departure: local("2026-11-30T06:00")) == change)
        #expect(records.reschedule(givingUp: designator("UA 635"), departure: local("2026-12-01T06:00")) == nil)
        // Codes set aside are still taken: undoing the move brings them back.
        #expect(records.codes == ["ALN892", "EDS345", "MVE789", "ADA234", "GRC567"])
        #expect(records.givenUpCheckIn(code: "grc567")?.checkIn == grace)
        #expect(records.givenUpCheckIn(code: "ALN892") == nil)
    }

    @Test func undoingTheRescheduleBringsTheCheckInsBackInTheOrderTheyWereMade() throws {
        var records = TravelRecords(checkIns: [ada, alan, grace, edsger])
        _ = moveUA635(&records)
        #expect(try records.remove(code: "mve789") == .reschedule(Reschedule(
            code: "MVE789", from: designator("UA 635"), fromDeparture: local("2026-11-30T06:00"), to: designator("AA 337"),
            toDeparture: local("2026-11-30T13:59"), destination: "ORD", madeAt: local("2026-11-29T10:00"), givenUp: [ada, grace]),
            withdrawn: []))
        #expect(records == TravelRecords(checkIns: [ada, alan, grace, edsger]))
    }

    /// Ada, moved from UA 635 to AA 337, checked in again there; Edsger was on AA 337 already.
    @Test func undoingAMoveTakesOutTheCheckInsMadeSinceForItsPassengersOnly() throws {
        var records = TravelRecords(checkIns: [ada, edsger])
        _ = moveUA635(&records)
        let adaAgain = checkIn("ADA777", "ada lovelace", flight: "AA 337", departure: "2026-11-30T13:59", madeAt: "2026-11-29T10:30")
        records.checkIns.append(adaAgain)
        let change = try #require(records.reschedules.first)
        #expect(records.checkInsWithdrawn(byUndoing: change) == [adaAgain])
        #expect(try records.remove(code: "MVE789") == .reschedule(change, withdrawn: [adaAgain]))
        #expect(records == TravelRecords(checkIns: [ada, edsger]))
    }

    /// Ada was on AA 337 before UA 635 was given up for it: undoing the move leaves that check-in.
    @Test func aCheckInMadeBeforeTheMoveStaysWhenItIsUndone() throws {
        let adaBefore = checkIn("ADA777", "Ada Lovelace", flight: "AA 337", departure: "2026-11-30T13:59", madeAt: "2026-11-29T09:30")
        var records = TravelRecords(checkIns: [ada, adaBefore])
        let change = moveUA635(&records)
        #expect(records.checkInsWithdrawn(byUndoing: change) == [])
        #expect(try records.remove(code: "MVE789") == .reschedule(change, withdrawn: []))
        #expect(records == TravelRecords(checkIns: [ada, adaBefore]))
    }

    /// UA 635 → AA 337 → UA 101: the first move cannot be undone while the second stands.
    @Test func movesAreUndoneLastFirstAndATripIsWhereItsLastMoveTookIt() throws {
        var records = TravelRecords(checkIns: [ada])
        let first = moveUA635(&records)
        let second = records.reschedule(code: "MVE234", from: designator("AA 337"), fromDeparture: local("2026-11-30T13:59"),
                                        to: designator("UA 101"), toDeparture: local("2026-11-30T18:00"), destination: "ORD",
                                        madeAt: local("2026-11-29T11:00"))
        #expect(records.laterMove(after: first) == second)
        #expect(records.laterMove(after: second) == nil)
        #expect(records.lastMove(from: first) == second)
        #expect(throws: TravelRecords.MoveOrderError(move: first, laterMove: second)) { try records.remove(code: "MVE789") }
        #expect(records.reschedules == [first, second])
        #expect(try records.remove(code: "MVE234") == .reschedule(second, withdrawn: []))
        #expect(try records.remove(code: "MVE789") == .reschedule(first, withdrawn: []))
        #expect(records == TravelRecords(checkIns: [ada]))
    }

    /// Any sequence of check-ins, moves and undos, as the tool allows them (one check-in per
    /// passenger, flight and day; no move from or to a flight given up): undoing the record just
    /// made gives back the records before it, whole and in order, and undoing everything, the
    /// last made first, leaves none.
    @Test(arguments: 1...40)
    func undoingTakesBackExactlyWhatWasDone(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let flights = [("UA 635", "2026-11-30T06:00"), ("UA 635", "2026-12-01T06:00"), ("AA 337", "2026-11-30T13:59"),
                       ("DL 100", "2026-11-30T17:00")].map { (designator($0.0), local($0.1)) }
        let passengers = ["Ada Lovelace", "Grace Hopper", "Alan Turing"]
        var records = TravelRecords()
        var clock = local("2026-11-29T08:00")
        var made = 0
        for _ in 0..<30 {
            clock = clock.adding(minutes: 1 + Int(random.next() % 30))
            let before = records
            switch random.next() % 3 {
            case 0:
                let (flight, departure) = flights[Int(random.next() % 4)]
                let passenger = passengers[Int(random.next() % 3)]
                guard records.reschedule(givingUp: flight, departure: departure) == nil,
                      !records.checkIns.contains(where: { $0.flight == flight && $0.departure == departure && $0.passenger == passenger })
                else { continue }
                made += 1
                let code = ConfirmationCode.make(seed: "\(seed) \(made)", avoiding: records.codes)
                records.checkIns.append(CheckIn(code: code, flight: flight, date: departure.date, departure: departure,
                                                destination: "ORD", gate: "B14", passenger: passenger, seat: .any, bags: 0,
                                                madeAt: clock))
                var undone = records
                #expect(try undone.remove(code: code) == .checkIn(records.checkIns.last!))
                #expect(undone == before)
            case 1:
                let (from, fromDeparture) = flights[Int(random.next() % 4)]
                let (to, toDeparture) = flights[Int(random.next() % 4)]
                guard from != to || fromDeparture != toDeparture,
                      records.reschedule(givingUp: from, departure: fromDeparture) == nil,
                      records.reschedule(givingUp: to, departure: toDeparture) == nil else { continue }
                made += 1
                let code = ConfirmationCode.make(seed: "\(seed) \(made)", avoiding: records.codes)
                let change = records.reschedule(code: code, from: from, fromDeparture: fromDeparture, to: to,
                                                toDeparture: toDeparture, destination: "ORD", madeAt: clock)
                #expect(change.givenUp == before.checkIns.filter { $0.flight == from && $0.departure == fromDeparture })
                var undone = records
                #expect(try undone.remove(code: code) == .reschedule(change, withdrawn: []))
                #expect(undone == before)
            default:
                let codes = records.checkIns.map(\.code) + records.reschedules.map(\.code)
                guard !codes.isEmpty else { continue }
                let code = codes[Int(random.next() % UInt64(codes.count))]
                do {
                    let removed = try records.remove(code: code)
                    #expect(removed != nil)
                    #expect(!(records.checkIns.map(\.code) + records.reschedules.map(\.code)).contains(code))
                } catch {
                    // Refused: a later move gave up the flight this one moved to; nothing changes.
                    #expect(error.move.code == code)
                    #expect(records == before)
                }
            }
        }
        // Undo all, the last made first: a move before the check-ins it set aside come back.
        // Each undo takes one record out, so as many undos as records were made are enough.
        for _ in 0..<made where !records.checkIns.isEmpty || !records.reschedules.isEmpty {
            let last = (records.checkIns.map { ($0.madeAt, $0.code) } + records.reschedules.map { ($0.madeAt, $0.code) })
                .max { $0.0 < $1.0 }!
            #expect(try records.remove(code: last.1) != nil)
        }
        #expect(records == TravelRecords())
    }

    @Test func theStateFileKeepsWhatWasSetAside() throws {
        var records = TravelRecords(checkIns: [ada, grace, edsger])
        _ = moveUA635(&records)
        let text = records.json()
        #expect(text.contains("""
                  "madeAt": "2026-11-29T10:00",
                  "givenUp": [
                    {
                      "code": "ADA234",
            """))
        #expect(try TravelRecords(json: Array(text.utf8), file: "state.json") == records)
    }

    @Test func aFileOfTheFirstFormatIsStillRead() throws {
        let text = """
            {"format": "flights-state/1", "checkIns": [], "reschedules": [{"code": "MVE789", "from": "UA 635",
             "fromDeparture": "2026-11-30T06:00", "to": "AA 337", "toDeparture": "2026-11-30T13:59",
             "destination": "ORD", "madeAt": "2026-11-29T10:00"}]}
            """
        let records = try TravelRecords(json: Array(text.utf8), file: "state.json")
        #expect(records.reschedules.map(\.givenUp) == [[]])
        #expect(records.reschedules.map(\.to) == [designator("AA 337")])
    }

    @Test func theSecondFormatNeedsTheListOfWhatWasSetAside() {
        let text = """
            {"format": "flights-state/2", "checkIns": [], "reschedules": [{"code": "MVE789", "from": "UA 635",
             "fromDeparture": "2026-11-30T06:00", "to": "AA 337", "toDeparture": "2026-11-30T13:59",
             "destination": "ORD", "madeAt": "2026-11-29T10:00"}]}
            """
        #expect(throws: DataFileError(file: "state.json", location: "line 1, column 63 ($.reschedules[0])",
                                      message: "missing field \"givenUp\"")) {
            try TravelRecords(json: Array(text.utf8), file: "state.json")
        }
    }

    static let watchedArrival = WatchedFlight(flight: try! FlightDesignator(parsing: "UA 300"), direction: .arrival,
                                              scheduled: LocalDateTime(parsing: "2026-11-29T15:00")!,
                                              madeAt: LocalDateTime(parsing: "2026-11-29T08:00")!)

    @Test func aWatchIsToggledByItsFlightWhateverTheMomentItBegan() {
        var records = TravelRecords()
        let first = records.toggle(Self.watchedArrival)
        let again = WatchedFlight(flight: Self.watchedArrival.flight, direction: .arrival, scheduled: Self.watchedArrival.scheduled,
                                  madeAt: LocalDateTime(parsing: "2026-11-29T09:30")!)
        let second = records.toggle(again)
        #expect([first, second] == [true, false])
        #expect(records.watches.isEmpty)
        // The same number the other way is another flight.
        records.toggle(Self.watchedArrival)
        let otherWay = records.toggle(WatchedFlight(flight: Self.watchedArrival.flight, direction: .departure,
                                                    scheduled: Self.watchedArrival.scheduled, madeAt: Self.watchedArrival.madeAt))
        #expect(otherWay)
        #expect(records.watches.count == 2)
    }

    @Test func theStateFileKeepsTheWatchesInTheThirdFormat() throws {
        let records = TravelRecords(checkIns: [ada], watches: [Self.watchedArrival])
        let text = records.json()
        #expect(text.hasPrefix("{\n  \"format\": \"flights-state/3\","))
        #expect(text.hasSuffix("""
              "watches": [
                {
                  "flight": "UA 300",
                  "direction": "arrival",
                  "scheduled": "2026-11-29T15:00",
                  "madeAt": "2026-11-29T08:00"
                }
              ]
            }

            """))
        #expect(try TravelRecords(json: Array(text.utf8), file: "state.json") == records)
    }

    @Test func withoutWatchesTheSecondFormatIsWrittenAndItHoldsNone() throws {
        let records = TravelRecords(checkIns: [ada])
        #expect(records.json().hasPrefix("{\n  \"format\": \"flights-state/2\","))
        #expect(!records.json().contains("watches"))
        #expect(try TravelRecords(json: Array(records.json().utf8), file: "state.json") == records)
        let text = #"{"format": "flights-state/2", "checkIns": [], "reschedules": [], "watches": []}"#
        #expect(throws: DataFileError(file: "state.json", location: "line 1, column 77 ($.watches)",
                                      message: "unknown field \"watches\"; expected one of: format, checkIns, reschedules")) {
            try TravelRecords(json: Array(text.utf8), file: "state.json")
        }
    }

    @Test func aWatchOfNeitherWayIsRefusedAtItsField() {
        let text = """
            {"format": "flights-state/3", "checkIns": [], "reschedules": [], "watches": [
             {"flight": "UA 300", "direction": "sideways", "scheduled": "2026-11-29T15:00", "madeAt": "2026-11-29T08:00"}]}
            """
        #expect(throws: DataFileError(file: "state.json", location: "line 2, column 36 ($.watches[0].direction)",
                                      message: "expected arrival or departure, found \"sideways\"")) {
            try TravelRecords(json: Array(text.utf8), file: "state.json")
        }
        let third = #"{"format": "flights-state/3", "checkIns": [], "reschedules": []}"#
        #expect(throws: DataFileError(file: "state.json", location: "line 1, column 1 ($)", message: "missing field \"watches\"")) {
            try TravelRecords(json: Array(third.utf8), file: "state.json")
        }
    }

    @Test(arguments: [
        ("K7Q2MX", nil),
        ("k7q2mx", nil),
        ("NOPE12", "a confirmation code has only the letters A to Z without I, L and O, and the digits 2 to 9 (never 0 or 1), so it has no 'O', '1'"),
        ("K7Q2M", "a confirmation code has 6 characters, not 5"),
        ("LILI00", "a confirmation code has only the letters A to Z without I, L and O, and the digits 2 to 9 (never 0 or 1), so it has no 'L', 'I', '0'"),
    ] as [(String, String?)])
    func aCodeThatCannotBeOneSaysWhichCharactersAreAllowed(text: String, problem: String?) {
        #expect(ConfirmationCode.problem(with: text) == problem)
        #expect(ConfirmationCode.isWellFormed(text) == (problem == nil))
    }
}
