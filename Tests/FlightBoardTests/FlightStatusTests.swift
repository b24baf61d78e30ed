import Testing
@testable import FlightBoard

/// How one day's operation reads on a board as the clock moves. Delays and cancellations
/// are announced 180 minutes before the scheduled time, boarding starts 40 minutes before
/// the (expected) departure, and diversions show 30 minutes after a departure left or
/// before an arrival was due.
@Suite struct FlightStatusTests {
    // MARK: A departure scheduled 10:00 that leaves 10:25

    static let late = makeFlight(scheduled: "2026-11-29T10:00", outcome: .operated(at: local("2026-11-29T10:25")),
                                 asOf: "2026-11-29T00:00")

    @Test(arguments: [
        ("2026-11-28T22:00", FlightStatus.onTime),
        ("2026-11-29T06:00", .onTime),
        ("2026-11-29T06:59", .onTime),  // one minute before the announcement
        ("2026-11-29T07:00", .delayed(expected: local("2026-11-29T10:25"))),
        ("2026-11-29T08:00", .delayed(expected: local("2026-11-29T10:25"))),
        ("2026-11-29T09:44", .delayed(expected: local("2026-11-29T10:25"))),
        ("2026-11-29T09:45", .boarding),  // 40 minutes before 10:25, not before 10:00
        ("2026-11-29T10:00", .boarding),
        ("2026-11-29T10:24", .boarding),
        ("2026-11-29T10:25", .departed(at: local("2026-11-29T10:25"))),
        ("2026-11-29T23:59", .departed(at: local("2026-11-29T10:25"))),
    ])
    func delayedDepartureThroughTheDay(asOf: String, status: FlightStatus) {
        #expect(seen(Self.late, at: asOf).status == status)
    }

    @Test func delayedDepartureEstimateAndPunctuality() {
        let early = seen(Self.late, at: "2026-11-29T06:00")
        #expect(early.estimated == nil)
        #expect(early.delayMinutes == 0)
        #expect(early.punctuality == .onTime)

        let known = seen(Self.late, at: "2026-11-29T08:00")
        #expect(known.estimated == local("2026-11-29T10:25"))
        #expect(known.delayMinutes == 25)
        #expect(known.punctuality == .late)

        let gone = seen(Self.late, at: "2026-11-29T11:00")
        #expect(gone.estimated == local("2026-11-29T10:25"))
        #expect(gone.delayMinutes == 25)
        #expect(gone.punctuality == .late)
        #expect(gone.scheduled == local("2026-11-29T10:00"))
        #expect(gone.gate == "B14")
    }

    @Test func onTimeDepartureBoardsFortyMinutesBeforeSchedule() {
        let flight = makeFlight(scheduled: "2026-11-29T10:00", outcome: .operated(at: local("2026-11-29T10:00")),
                                asOf: "2026-11-29T09:19")
        #expect(flight.status == .onTime)
        #expect(seen(flight, at: "2026-11-29T09:20").status == .boarding)
        #expect(seen(flight, at: "2026-11-29T10:00").status == .departed(at: local("2026-11-29T10:00")))
        #expect(seen(flight, at: "2026-11-29T08:00").delayMinutes == 0)
        #expect(seen(flight, at: "2026-11-29T08:00").estimated == local("2026-11-29T10:00"))
    }

    @Test func earlyDepartureBoardsFortyMinutesBeforeItLeaves() {
        let flight = makeFlight(scheduled: "2026-11-29T10:00", outcome: .operated(at: local("2026-11-29T09:52")),
                                asOf: "2026-11-29T08:00")
        #expect(flight.status == .onTime)  // early is never shown as delayed
        #expect(flight.delayMinutes == -8)
        #expect(flight.punctuality == .onTime)
        #expect(seen(flight, at: "2026-11-29T09:11").status == .onTime)
        #expect(seen(flight, at: "2026-11-29T09:12").status == .boarding)
        #expect(seen(flight, at: "2026-11-29T09:52").status == .departed(at: local("2026-11-29T09:52")))
    }

    // MARK: Arrivals

    @Test(arguments: [
        ("2026-11-29T06:00", FlightStatus.onTime, nil as String?, 0),
        ("2026-11-29T08:00", .onTime, "2026-11-29T09:48", -12),
        ("2026-11-29T09:30", .onTime, "2026-11-29T09:48", -12),  // arrivals never board
        ("2026-11-29T09:47", .onTime, "2026-11-29T09:48", -12),
        ("2026-11-29T09:48", .landed(at: local("2026-11-29T09:48")), "2026-11-29T09:48", -12),
        ("2026-11-29T12:00", .landed(at: local("2026-11-29T09:48")), "2026-11-29T09:48", -12),
    ])
    func arrivalLandingEarly(asOf: String, status: FlightStatus, estimated: String?, delay: Int) {
        let flight = makeFlight(direction: .arrival, scheduled: "2026-11-29T10:00",
                                outcome: .operated(at: local("2026-11-29T09:48")), asOf: asOf)
        #expect(flight.status == status)
        #expect(flight.estimated == estimated.map(local))
        #expect(flight.delayMinutes == delay)
        #expect(flight.punctuality == .onTime)
    }

    @Test func arrivalLandingLate() {
        let flight = makeFlight(direction: .arrival, scheduled: "2026-11-29T10:00",
                                outcome: .operated(at: local("2026-11-29T10:14")), asOf: "2026-11-29T10:00")
        #expect(flight.status == .delayed(expected: local("2026-11-29T10:14")))
        #expect(flight.delayMinutes == 14)
        #expect(flight.punctuality == .slightlyLate)
        #expect(seen(flight, at: "2026-11-29T10:13").status == .delayed(expected: local("2026-11-29T10:14")))
        #expect(seen(flight, at: "2026-11-29T10:14").status == .landed(at: local("2026-11-29T10:14")))
    }

    // MARK: Cancelled

    @Test(arguments: [Direction.departure, .arrival])
    func cancelledReadsOnTimeUntilTheAnnouncement(direction: Direction) {
        let flight = makeFlight(direction: direction, scheduled: "2026-11-29T10:00", outcome: .cancelled,
                                asOf: "2026-11-29T06:59")
        #expect(flight.status == .onTime)
        #expect(flight.estimated == nil)
        #expect(flight.delayMinutes == 0)
        #expect(flight.punctuality == .onTime)
        #expect(!flight.isRebookAvailable)

        for asOf in ["2026-11-29T07:00", "2026-11-29T09:45", "2026-11-29T10:00", "2026-11-29T15:00"] {
            let known = seen(flight, at: asOf)
            #expect(known.status == .cancelled, "at \(asOf)")
            #expect(known.estimated == nil, "at \(asOf)")
            #expect(known.delayMinutes == nil, "at \(asOf)")
            #expect(known.punctuality == .disrupted, "at \(asOf)")
            #expect(known.isRebookAvailable, "at \(asOf)")
        }
    }

    // MARK: Diverted

    @Test(arguments: [
        ("2026-11-29T06:00", FlightStatus.onTime),
        ("2026-11-29T08:00", .delayed(expected: local("2026-11-29T10:05"))),
        ("2026-11-29T09:25", .boarding),
        ("2026-11-29T10:05", .departed(at: local("2026-11-29T10:05"))),
        ("2026-11-29T10:34", .departed(at: local("2026-11-29T10:05"))),
        ("2026-11-29T10:35", .diverted),  // 30 minutes after it left
        ("2026-11-29T18:00", .diverted),
    ])
    func divertedDeparture(asOf: String, status: FlightStatus) {
        let flight = makeFlight(scheduled: "2026-11-29T10:00", outcome: .diverted(at: local("2026-11-29T10:05")),
                                asOf: asOf)
        #expect(flight.status == status)
        #expect(flight.punctuality == (status == .diverted ? .disrupted : status == .onTime ? .onTime : .slightlyLate))
    }

    @Test(arguments: [
        ("2026-11-29T06:00", FlightStatus.onTime),
        ("2026-11-29T08:00", .delayed(expected: local("2026-11-29T10:20"))),
        ("2026-11-29T09:49", .delayed(expected: local("2026-11-29T10:20"))),
        ("2026-11-29T09:50", .diverted),  // 30 minutes before it was due
        ("2026-11-29T10:20", .diverted),  // never lands
        ("2026-11-29T18:00", .diverted),
    ])
    func divertedArrival(asOf: String, status: FlightStatus) {
        let flight = makeFlight(direction: .arrival, scheduled: "2026-11-29T10:00",
                                outcome: .diverted(at: local("2026-11-29T10:20")), asOf: asOf)
        #expect(flight.status == status)
        #expect(flight.punctuality == (status == .diverted ? .disrupted : status == .onTime ? .onTime : .late))
        #expect(!flight.isRebookAvailable)
    }

    // MARK: Punctuality

    @Test(arguments: [
        (0, Punctuality.onTime), (-5, .onTime), (-40, .onTime), (1, .slightlyLate), (14, .slightlyLate),
        (15, .late), (16, .late), (300, .late),
    ])
    func punctualityOfAnOperatedFlight(delay: Int, punctuality: Punctuality) {
        // Seen after the announcement, and again after it landed.
        let flight = makeFlight(direction: .arrival, scheduled: "2026-11-29T10:00",
                                outcome: .operated(at: local("2026-11-29T10:00").adding(minutes: delay)),
                                asOf: "2026-11-29T08:00")
        #expect(flight.delayMinutes == delay)
        #expect(flight.punctuality == punctuality)
        #expect(Punctuality(delayMinutes: delay) == punctuality)
        let landed = seen(flight, at: "2026-11-29T20:00")
        #expect(landed.status == .landed(at: local("2026-11-29T10:00").adding(minutes: delay)))
        #expect(landed.punctuality == punctuality)
    }

    // MARK: Overnight

    @Test(arguments: [
        ("2026-11-29T20:29", FlightStatus.onTime, 0),
        ("2026-11-29T20:30", .delayed(expected: local("2026-11-30T01:10")), 100),
        ("2026-11-29T23:59", .delayed(expected: local("2026-11-30T01:10")), 100),
        ("2026-11-30T00:29", .delayed(expected: local("2026-11-30T01:10")), 100),
        ("2026-11-30T00:30", .boarding, 100),
        ("2026-11-30T01:10", .departed(at: local("2026-11-30T01:10")), 100),
    ])
    func delayPastMidnight(asOf: String, status: FlightStatus, delay: Int) {
        let flight = makeFlight(scheduled: "2026-11-29T23:30", outcome: .operated(at: local("2026-11-30T01:10")),
                                asOf: asOf)
        #expect(flight.status == status)
        #expect(flight.delayMinutes == delay)
    }

    // MARK: Kinds

    // MARK: When the status settles (the clock a recorded day is seen at)

    /// Each outcome's settling moment, worked out from the rules above: a flight reads how it
    /// ended from that minute on, and read one minute earlier it did not yet.
    @Test(arguments: [
        // Left 00:59 the next day: Delayed until then.
        ("departure", "2026-11-29T23:59", Operation.Outcome.operated(at: local("2026-11-30T00:59")), "2026-11-30T00:59"),
        // Left early: Boarding until then.
        ("departure", "2026-11-29T10:00", .operated(at: local("2026-11-29T09:55")), "2026-11-29T09:55"),
        // Diverted departure: Departed for 30 minutes, then Diverted.
        ("departure", "2026-11-29T23:30", .diverted(at: local("2026-11-29T23:50")), "2026-11-30T00:20"),
        // Diverted arrival due 10:40 (20 late): Delayed until 30 minutes before.
        ("arrival", "2026-11-29T10:20", .diverted(at: local("2026-11-29T10:40")), "2026-11-29T10:10"),
        // Landed 00:15 the next day.
        ("arrival", "2026-11-29T23:45", .operated(at: local("2026-11-30T00:15")), "2026-11-30T00:15"),
        // Cancelled: On time until the announcement, three hours before.
        ("departure", "2026-11-29T22:00", .cancelled, "2026-11-29T19:00"),
    ])
    func settlesWhenTheStatusStopsChanging(direction: String, scheduled: String, outcome: Operation.Outcome,
                                           settles: String) {
        let flight = makeFlight(direction: direction == "arrival" ? .arrival : .departure,
                                scheduled: scheduled, outcome: outcome, asOf: "2026-11-29T00:00")
        #expect(flight.settles == local(settles))
        let final = seen(flight, at: "2026-12-05T00:00").status
        #expect(seen(flight, at: settles).status == final)
        #expect(seen(flight, at: local(settles).adding(minutes: -1).description).status != final)
    }

    /// A departure that left more than three hours early settles at the announcement, when its time is known.
    @Test func settlesNoEarlierThanTheAnnouncement() {
        let flight = makeFlight(scheduled: "2026-11-29T14:00", outcome: .operated(at: local("2026-11-29T10:30")),
                                asOf: "2026-11-29T00:00")
        #expect(flight.settles == local("2026-11-29T11:00"))
        #expect(seen(flight, at: "2026-11-29T11:00").estimated == local("2026-11-29T10:30"))
        #expect(seen(flight, at: "2026-11-29T10:59").estimated == nil)
    }
}
