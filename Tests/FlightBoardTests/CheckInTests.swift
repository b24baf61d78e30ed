import Testing
@testable import FlightBoard

/// Online check-in opens 24 hours before the expected departure and closes a number of
/// minutes before it that depends on the airline (45 for airlines not listed).
@Suite struct CheckInTests {
    static func departure(_ flight: String = "UA 1545", leaves: String = "2026-11-29T10:00",
                          asOf: String) -> Flight {
        makeFlight(flight, scheduled: "2026-11-29T10:00", outcome: .operated(at: local(leaves)), asOf: asOf)
    }

    @Test(arguments: [("UA", 30), ("DL", 30), ("WN", 10), ("AA", 45), ("B6", 40), ("AS", 40), ("VX", 30),
                      ("9E", 45), ("ZZ", 45), ("ua", 45)])
    func closingMinutesByAirline(airline: String, minutes: Int) {
        #expect(CheckInPolicy.closingMinutes(for: airline) == minutes)
    }

    @Test(arguments: [
        ("2026-11-27T10:00", CheckInAvailability.notOpenYet(opens: local("2026-11-28T10:00"))),
        ("2026-11-28T09:59", .notOpenYet(opens: local("2026-11-28T10:00"))),
        ("2026-11-28T10:00", .open(closes: local("2026-11-29T09:30"))),
        ("2026-11-29T09:00", .open(closes: local("2026-11-29T09:30"))),
        ("2026-11-29T09:20", .open(closes: local("2026-11-29T09:30"))),  // boarding, still open
        ("2026-11-29T09:29", .open(closes: local("2026-11-29T09:30"))),
        ("2026-11-29T09:30", .closed(closedAt: local("2026-11-29T09:30"))),
        ("2026-11-29T09:59", .closed(closedAt: local("2026-11-29T09:30"))),
        ("2026-11-29T10:00", .departed),
    ])
    func unitedOnTime(asOf: String, availability: CheckInAvailability) {
        let flight = Self.departure(asOf: asOf)
        #expect(flight.checkIn == availability)
        if case .open = availability { #expect(flight.isCheckInAvailable) } else { #expect(!flight.isCheckInAvailable) }
    }

    @Test(arguments: [
        ("DL 400", "2026-11-29T09:29", CheckInAvailability.open(closes: local("2026-11-29T09:30"))),
        ("DL 400", "2026-11-29T09:30", .closed(closedAt: local("2026-11-29T09:30"))),
        ("WN 22", "2026-11-29T09:49", .open(closes: local("2026-11-29T09:50"))),
        ("WN 22", "2026-11-29T09:50", .closed(closedAt: local("2026-11-29T09:50"))),
        ("9E 3521", "2026-11-29T09:14", .open(closes: local("2026-11-29T09:15"))),
        ("9E 3521", "2026-11-29T09:15", .closed(closedAt: local("2026-11-29T09:15"))),
        ("ZZ 1", "2026-11-29T09:14", .open(closes: local("2026-11-29T09:15"))),
        ("ZZ 1", "2026-11-29T09:15", .closed(closedAt: local("2026-11-29T09:15"))),
        ("B6 725", "2026-11-29T09:19", .open(closes: local("2026-11-29T09:20"))),
        ("B6 725", "2026-11-29T09:20", .closed(closedAt: local("2026-11-29T09:20"))),
    ])
    func closesPerAirline(flight: String, asOf: String, availability: CheckInAvailability) {
        #expect(Self.departure(flight, asOf: asOf).checkIn == availability)
    }

    /// Once the delay is announced (07:00), times count from the expected departure, 11:30.
    @Test(arguments: [
        ("2026-11-28T09:59", CheckInAvailability.notOpenYet(opens: local("2026-11-28T10:00"))),  // delay not known yet
        ("2026-11-28T10:00", .open(closes: local("2026-11-29T09:30"))),
        ("2026-11-29T06:59", .open(closes: local("2026-11-29T09:30"))),
        ("2026-11-29T07:00", .open(closes: local("2026-11-29T11:00"))),
        ("2026-11-29T09:45", .open(closes: local("2026-11-29T11:00"))),
        ("2026-11-29T10:50", .open(closes: local("2026-11-29T11:00"))),  // boarding
        ("2026-11-29T10:59", .open(closes: local("2026-11-29T11:00"))),
        ("2026-11-29T11:00", .closed(closedAt: local("2026-11-29T11:00"))),
        ("2026-11-29T11:30", .departed),
    ])
    func delayedDepartureUsesTheExpectedTime(asOf: String, availability: CheckInAvailability) {
        #expect(Self.departure(leaves: "2026-11-29T11:30", asOf: asOf).checkIn == availability)
    }

    @Test func arrivalsHaveNoCheckIn() {
        let arrival = makeFlight(direction: .arrival, scheduled: "2026-11-29T10:00",
                                 outcome: .operated(at: local("2026-11-29T10:00")), asOf: "2026-11-29T08:00")
        #expect(arrival.checkIn == .notADeparture)
        #expect(!arrival.isCheckInAvailable)
        #expect(!arrival.isRebookAvailable)
    }

    @Test func cancelledDeparture() {
        let flight = makeFlight(scheduled: "2026-11-29T10:00", outcome: .cancelled, asOf: "2026-11-29T06:59")
        // Not announced yet: check-in looks open, as it would for any flight.
        #expect(flight.checkIn == .open(closes: local("2026-11-29T09:30")))
        #expect(seen(flight, at: "2026-11-29T07:00").checkIn == .cancelled)
        #expect(!seen(flight, at: "2026-11-29T07:00").isCheckInAvailable)
        #expect(seen(flight, at: "2026-11-29T12:00").checkIn == .cancelled)
    }

    @Test func departedAndDivertedDepartures() {
        let diverted = makeFlight(scheduled: "2026-11-29T10:00", outcome: .diverted(at: local("2026-11-29T10:00")),
                                  asOf: "2026-11-29T10:01")
        #expect(diverted.checkIn == .departed)
        #expect(seen(diverted, at: "2026-11-29T11:00").checkIn == .departed)
        #expect(Self.departure(asOf: "2026-11-29T22:00").checkIn == .departed)
    }

    /// Rebooking is offered for cancelled flights only, whatever else happens.
    @Test func rebookOnlyWhenCancelled() {
        let outcomes: [Operation.Outcome] = [.operated(at: local("2026-11-29T10:00")),
                                             .operated(at: local("2026-11-29T13:00")),
                                             .diverted(at: local("2026-11-29T10:00")), .cancelled]
        for direction in Direction.allCases {
            for outcome in outcomes {
                for minute in stride(from: 0, through: 1440, by: 15) {
                    let asOf = local("2026-11-29T00:00").adding(minutes: minute)
                    let flight = makeFlight(direction: direction, scheduled: "2026-11-29T10:00", outcome: outcome,
                                            asOf: asOf.description)
                    #expect(flight.isRebookAvailable == (flight.status == .cancelled), "\(outcome) at \(asOf)")
                }
            }
        }
        #expect(makeFlight(scheduled: "2026-11-29T10:00", outcome: .cancelled, asOf: "2026-11-29T08:00").isRebookAvailable)
    }

    /// A departure that leaves ten minutes early (09:50 for 10:00; AA closes 45 minutes before).
    /// Boarding starts at 09:10, 40 minutes before it leaves, but check-in counts from the
    /// schedule throughout, so it neither jumps back nor closes early: open until 09:15.
    @Test func earlyDepartureKeepsCheckInOpenUntilTheScheduledClosing() {
        let at0909 = Self.departure("AA 100", leaves: "2026-11-29T09:50", asOf: "2026-11-29T09:09")
        #expect(at0909.estimated == local("2026-11-29T09:50"))
        #expect(at0909.checkIn == .open(closes: local("2026-11-29T09:15")))
        let at0910 = seen(at0909, at: "2026-11-29T09:10")
        #expect(at0910.status == .boarding)
        #expect(at0910.checkIn == .open(closes: local("2026-11-29T09:15")))
        #expect(seen(at0909, at: "2026-11-29T09:15").checkIn == .closed(closedAt: local("2026-11-29T09:15")))
    }
}
