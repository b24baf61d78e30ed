import Testing
@testable import FlightBoard

/// The moments at which a flight's board line changes, and what changes at each; the times
/// follow from the rules by hand: announced 180 minutes before the scheduled time, boarding
/// 40 minutes before the true departure, Diverted 30 minutes after a diverted departure left
/// or before a diverted arrival was due.
@Suite struct FlightChangeTests {
    @Test func aDelayedDepartureChangesWhenAnnouncedBoardingAndGone() {
        let flight = makeFlight(scheduled: "2026-11-29T15:20", outcome: .operated(at: local("2026-11-29T15:55")), asOf: "2026-11-29T10:00")
        #expect(flight.changeMoments == [local("2026-11-29T12:20"), local("2026-11-29T15:15"), local("2026-11-29T15:55")])
        #expect(flight.nextChange(after: local("2026-11-29T12:20")) == local("2026-11-29T15:15"))
        #expect(flight.nextChange(after: local("2026-11-29T15:55")) == nil)
        let steps = [flight] + flight.changeMoments.map { flight.seen(at: $0) }
        let changes = zip(steps, steps.dropFirst()).map { FlightChange.between($0, $1) }
        #expect(changes == [[.delayed(from: local("2026-11-29T15:20"), to: local("2026-11-29T15:55"))],
                            [.boarding], [.departed(at: local("2026-11-29T15:55"))]])
    }

    @Test func nothingChangesBetweenTwoMoments() {
        let flight = makeFlight(scheduled: "2026-11-29T15:20", outcome: .operated(at: local("2026-11-29T15:55")), asOf: "2026-11-29T12:20")
        #expect(FlightChange.between(flight, flight.seen(at: local("2026-11-29T15:14"))) == [])
    }

    @Test func aCancellationIsItsOnlyChange() {
        let flight = makeFlight(scheduled: "2026-11-29T16:00", outcome: .cancelled, asOf: "2026-11-29T10:00")
        #expect(flight.changeMoments == [local("2026-11-29T13:00")])
        #expect(FlightChange.between(flight, flight.seen(at: local("2026-11-29T13:00"))) == [.cancelled])
    }

    @Test func aDivertedArrivalReadsDivertedHalfAnHourBeforeItWasDue() {
        let flight = makeFlight("DL 200", direction: .arrival, scheduled: "2026-11-29T12:00",
                                outcome: .diverted(at: local("2026-11-29T12:10")), asOf: "2026-11-29T06:00")
        #expect(flight.changeMoments == [local("2026-11-29T09:00"), local("2026-11-29T11:40")])
        #expect(FlightChange.between(flight.seen(at: local("2026-11-29T09:00")), flight.seen(at: local("2026-11-29T11:40"))) == [.diverted])
    }

    @Test func aDivertedDepartureBoardsLeavesThenReadsDiverted() {
        let flight = makeFlight(scheduled: "2026-11-29T15:20", outcome: .diverted(at: local("2026-11-29T15:20")), asOf: "2026-11-29T10:00")
        #expect(flight.changeMoments == [local("2026-11-29T12:20"), local("2026-11-29T14:40"), local("2026-11-29T15:20"), local("2026-11-29T15:50")])
    }

    @Test func aGateMoveIsShownFromItsMomentOnly() {
        let base = makeFlight(scheduled: "2026-11-29T15:20", outcome: .operated(at: local("2026-11-29T15:20")), asOf: "2026-11-29T10:00")
        let moved = base.operation.movingGate(to: "B22", at: local("2026-11-29T14:35"))
        let flight = Flight(airline: base.airline, designator: base.designator, direction: .departure, airport: base.airport,
                            operation: moved, asOf: local("2026-11-29T14:34"))
        #expect(flight.gate == "B14")
        #expect(flight.seen(at: local("2026-11-29T14:35")).gate == "B22")
        #expect(flight.changeMoments.contains(local("2026-11-29T14:35")))
        #expect(FlightChange.between(flight, flight.seen(at: local("2026-11-29T14:35"))) == [.gate(from: "B14", to: "B22")])
        // Boarding after the move is at the new gate, and says so once.
        #expect(FlightChange.between(flight.seen(at: local("2026-11-29T14:35")), flight.seen(at: local("2026-11-29T14:40"))) == [.boarding])
    }
}

/// The simulated airport's gate moves: the assumed share, the window before the departure,
/// the concourse kept, and every other draw of the day as it was without them.
@Suite struct GateReassignmentTests {
    @Test func aboutOneDepartureInTenMovesWithinItsWindowAndConcourse() throws {
        let source = SimulatedAirportTests.airport
        var departures = 0, moved = 0
        for day in 0..<120 {
            let date = date("2026-01-01").adding(days: day)
            for flight in source.flights(on: date, asOf: local("2026-01-01T00:00")) where flight.direction == .departure {
                guard case .operated(let leaves) = flight.operation.outcome else {
                    #expect(flight.operation.gateChange == nil)
                    continue
                }
                departures += 1
                guard let change = flight.operation.gateChange else { continue }
                moved += 1
                let before = leaves.minutes(since: change.at)
                #expect((20...60).contains(before))
                #expect(change.previous != flight.operation.gate)
                #expect(change.previous.prefix(1) == flight.operation.gate.prefix(1))
            }
        }
        // 10% of about 5,800 departures; three standard deviations are about 0.012.
        let share = Double(moved) / Double(departures)
        #expect(abs(share - 0.1) < 0.012, "share \(share) of \(departures)")
    }

    /// A gate moves within the letters before its number: `A` is the concourse of `A1`, `A10`
    /// and `A2`, not of `AB1` or `A-1`; a gate of digits only is of the concourse "".
    @Test func aGateMovesAmongTheOtherGatesOfItsConcourse() {
        let gates = ["12", "7", "A", "A-1", "A1", "A10", "A2", "AB1", "B1"]
        let concourses = GateReassignment.Concourses(gates)
        #expect(concourses.gates(besides: "A1") == ["A", "A10", "A2"])
        #expect(concourses.gates(besides: "A") == ["A1", "A10", "A2"])
        #expect(concourses.gates(besides: "A-1") == [])
        #expect(concourses.gates(besides: "AB1") == [])
        #expect(concourses.gates(besides: "7") == ["12"])
        #expect(concourses.gates(besides: "C9") == [])
    }

    /// Two spellings of one accent are one concourse, as they are one text: `É2`'s concourse is
    /// `E` and a combining acute, the whole of the first gate's name.
    @Test func spellingsOfOneAccentAreOneConcourse() {
        let concourses = GateReassignment.Concourses(["A1", "A2", "E\u{301}", "\u{C9}2", "\u{C9}C"])
        #expect(concourses.gates(besides: "E\u{301}") == ["\u{C9}2"])
        #expect(concourses.gates(besides: "\u{C9}2") == ["E\u{301}"])
        #expect(concourses.gates(besides: "\u{C9}C") == [])
        #expect(concourses.gates(besides: "A2") == ["A1"])
    }

    @Test func aMovedDepartureWasFirstAtItsTimetableGate() throws {
        let source = SimulatedAirportTests.airport
        let date = date("2026-11-30")
        let flights = source.flights(on: date, asOf: local("2026-11-30T00:00"))
        #expect(flights.contains { $0.operation.gateChange != nil })
        for flight in flights where flight.operation.gateChange != nil {
            let entry = try #require(source.timetable.entries.first { $0.designator == flight.designator && $0.direction == .departure })
            #expect(flight.operation.gateChange?.previous == entry.gate)
        }
    }
}
