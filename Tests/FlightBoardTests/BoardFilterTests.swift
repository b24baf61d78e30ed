import Testing
@testable import FlightBoard

/// A source that hands back fixed flights, in the order given.
private struct FixedSource: FlightSource {
    let flights: [Flight]
    var airport: Airport { Airport(code: "LGA", name: "LaGuardia Airport", city: "New York", timeZone: "America/New_York") }
    var airlineCodes: [String] { Set(flights.map(\.airline.code)).sorted() }

    func flights(on date: CivilDate, asOf now: LocalDateTime) -> [Flight] {
        flights.filter { $0.scheduled.date == date }.map { seen($0, at: now.description) }
    }

    func history(of designator: FlightDesignator, direction: Direction, before date: CivilDate,
                 days: Int, asOf now: LocalDateTime) -> [Flight] { [] }
}

@Suite struct BoardFilterTests {
    static let asOf = "2026-11-29T12:00"

    /// One flight of each kind at 12:00, named so failures read well.
    static let flights: [String: Flight] = [
        "departed": makeFlight("UA 100", scheduled: "2026-11-29T11:00", outcome: .operated(at: local("2026-11-29T11:05")), asOf: asOf),
        "boarding": makeFlight("UA 101", scheduled: "2026-11-29T12:30", outcome: .operated(at: local("2026-11-29T12:30")), asOf: asOf),
        "delayed": makeFlight("DL 200", scheduled: "2026-11-29T13:00", outcome: .operated(at: local("2026-11-29T14:00")), asOf: asOf),
        "onTime": makeFlight("DL 201", scheduled: "2026-11-29T18:00", outcome: .operated(at: local("2026-11-29T18:40")), asOf: asOf),
        "cancelledPast": makeFlight("AA 300", scheduled: "2026-11-29T11:59", outcome: .cancelled, asOf: asOf),
        "cancelledNow": makeFlight("AA 301", scheduled: "2026-11-29T12:00", outcome: .cancelled, asOf: asOf),
        "cancelledLater": makeFlight("AA 302", scheduled: "2026-11-29T14:00", outcome: .cancelled, asOf: asOf),
        "cancelledUnannounced": makeFlight("AA 303", scheduled: "2026-11-29T15:01", outcome: .cancelled, asOf: asOf),
        "diverted": makeFlight("B6 400", scheduled: "2026-11-29T10:00", outcome: .diverted(at: local("2026-11-29T10:00")), asOf: asOf),
        "divertedJustLeft": makeFlight("B6 401", scheduled: "2026-11-29T11:50", outcome: .diverted(at: local("2026-11-29T11:50")), asOf: asOf),
        "landed": makeFlight("WN 500", direction: .arrival, scheduled: "2026-11-29T11:00", outcome: .operated(at: local("2026-11-29T10:50")), asOf: asOf),
        "arrivingDelayed": makeFlight("WN 501", direction: .arrival, scheduled: "2026-11-29T12:10", outcome: .operated(at: local("2026-11-29T12:40")), asOf: asOf),
        "arrivalDiverted": makeFlight("WN 502", direction: .arrival, scheduled: "2026-11-29T12:20", outcome: .diverted(at: local("2026-11-29T12:20")), asOf: asOf),
    ]

    static func kept(by filter: BoardFilter) -> Set<String> {
        Set(flights.filter { filter.includes($0.value) }.keys)
    }

    @Test func theFixtureHasTheStatusesItsNamesSay() throws {
        let f = Self.flights
        #expect(try #require(f["departed"]).status == .departed(at: local("2026-11-29T11:05")))
        #expect(try #require(f["boarding"]).status == .boarding)
        #expect(try #require(f["delayed"]).status == .delayed(expected: local("2026-11-29T14:00")))
        #expect(try #require(f["onTime"]).status == .onTime)
        #expect(try #require(f["cancelledPast"]).status == .cancelled)
        #expect(try #require(f["cancelledNow"]).status == .cancelled)
        #expect(try #require(f["cancelledLater"]).status == .cancelled)
        #expect(try #require(f["cancelledUnannounced"]).status == .onTime)
        #expect(try #require(f["diverted"]).status == .diverted)
        #expect(try #require(f["divertedJustLeft"]).status == .departed(at: local("2026-11-29T11:50")))
        #expect(try #require(f["landed"]).status == .landed(at: local("2026-11-29T10:50")))
        #expect(try #require(f["arrivingDelayed"]).status == .delayed(expected: local("2026-11-29T12:40")))
        #expect(try #require(f["arrivalDiverted"]).status == .diverted)
    }

    @Test func defaultFilterKeepsEverything() {
        #expect(BoardFilter() == BoardFilter(hidesCancelled: false, airlines: [], statuses: [], airports: [], lateOnly: false, upcomingOnly: false))
        #expect(Self.kept(by: BoardFilter()) == Set(Self.flights.keys))
    }

    @Test func hideCancelledDropsAnnouncedCancellationsOnly() {
        #expect(Self.kept(by: BoardFilter(hidesCancelled: true))
            == Set(Self.flights.keys).subtracting(["cancelledPast", "cancelledNow", "cancelledLater"]))
    }

    @Test func airlineFilter() {
        #expect(Self.kept(by: BoardFilter(airlines: ["DL"])) == ["delayed", "onTime"])
        #expect(Self.kept(by: BoardFilter(airlines: ["WN"])) == ["landed", "arrivingDelayed", "arrivalDiverted"])
        #expect(Self.kept(by: BoardFilter(airlines: ["ZZ"])).isEmpty)
        #expect(Self.kept(by: BoardFilter(airlines: ["dl"])).isEmpty)  // codes are given uppercase
    }

    @Test(arguments: [
        (FlightStatus.Kind.onTime, ["onTime", "cancelledUnannounced"]),
        (.delayed, ["delayed", "arrivingDelayed"]),
        (.boarding, ["boarding"]),
        (.departed, ["departed", "divertedJustLeft"]),
        (.landed, ["landed"]),
        (.cancelled, ["cancelledPast", "cancelledNow", "cancelledLater"]),
        (.diverted, ["diverted", "arrivalDiverted"]),
    ] as [(FlightStatus.Kind, [String])])
    func statusFilter(kind: FlightStatus.Kind, names: [String]) {
        #expect(Self.kept(by: BoardFilter(statuses: [kind])) == Set(names))
    }

    @Test func severalValuesOfAFilterKeepAFlightWithAnyOfThem() {
        #expect(Self.kept(by: BoardFilter(statuses: [.delayed, .cancelled]))
            == ["delayed", "arrivingDelayed", "cancelledPast", "cancelledNow", "cancelledLater"])
        #expect(Self.kept(by: BoardFilter(airlines: ["DL", "WN"]))
            == ["delayed", "onTime", "landed", "arrivingDelayed", "arrivalDiverted"])
        // Different filters still all apply: Delta or Southwest, and delayed or diverted.
        #expect(Self.kept(by: BoardFilter(airlines: ["DL", "WN"], statuses: [.delayed, .diverted]))
            == ["delayed", "arrivingDelayed", "arrivalDiverted"])
    }

    @Test func airportFilterKeepsTheFlightsOfTheOtherAirportsGiven() {
        // Every flight of the fixture comes from or goes to ORD.
        #expect(Self.kept(by: BoardFilter(airports: ["ORD"])) == Set(Self.flights.keys))
        #expect(Self.kept(by: BoardFilter(airports: ["ATL", "ORD"])) == Set(Self.flights.keys))
        #expect(Self.kept(by: BoardFilter(airports: ["ATL"])).isEmpty)
    }

    @Test func lateKeepsFlights15MinutesLateCancelledOrDivertedAsKnownAtTheClock() {
        // delayed +60 and arrivingDelayed +30 are known; onTime's +40 is not known yet at 12:00;
        // departed +5 is only slightly late; cancelledUnannounced still reads On time.
        #expect(Self.kept(by: BoardFilter(lateOnly: true))
            == ["delayed", "arrivingDelayed", "cancelledPast", "cancelledNow", "cancelledLater", "diverted", "arrivalDiverted"])
        #expect(Self.kept(by: BoardFilter(hidesCancelled: true, lateOnly: true))
            == ["delayed", "arrivingDelayed", "diverted", "arrivalDiverted"])
    }

    @Test func lateStartsAtExactly15Minutes() {
        let asOf = "2026-11-29T20:00"
        let fourteen = makeFlight("UA 1", scheduled: "2026-11-29T10:00", outcome: .operated(at: local("2026-11-29T10:14")), asOf: asOf)
        let fifteen = makeFlight("UA 2", scheduled: "2026-11-29T10:00", outcome: .operated(at: local("2026-11-29T10:15")), asOf: asOf)
        let landedLate = makeFlight("UA 3", direction: .arrival, scheduled: "2026-11-29T23:50",
                                    outcome: .operated(at: local("2026-11-30T00:10")), asOf: "2026-11-30T01:00")
        #expect(!BoardFilter(lateOnly: true).includes(fourteen))
        #expect(BoardFilter(lateOnly: true).includes(fifteen))
        #expect(BoardFilter(lateOnly: true).includes(landedLate))
    }

    @Test func upcomingOnly() {
        #expect(Self.kept(by: BoardFilter(upcomingOnly: true))
            == ["boarding", "delayed", "onTime", "cancelledNow", "cancelledLater", "cancelledUnannounced", "arrivingDelayed"])
    }

    @Test func filtersCombine() {
        #expect(Self.kept(by: BoardFilter(hidesCancelled: true, airlines: ["AA"])) == ["cancelledUnannounced"])
        #expect(Self.kept(by: BoardFilter(airlines: ["AA"], upcomingOnly: true)) == ["cancelledNow", "cancelledLater", "cancelledUnannounced"])
        #expect(Self.kept(by: BoardFilter(statuses: [.cancelled], upcomingOnly: true)) == ["cancelledNow", "cancelledLater"])
        #expect(Self.kept(by: BoardFilter(hidesCancelled: true, statuses: [.cancelled])).isEmpty)
        #expect(Self.kept(by: BoardFilter(airlines: ["UA"], statuses: [.departed], upcomingOnly: true)).isEmpty)
    }

    // MARK: Board

    @Test func boardKeepsOneDirectionSortedByTimeThenFlight() throws {
        let source = FixedSource(flights: [
            makeFlight("UA 20", scheduled: "2026-11-29T09:00", outcome: .operated(at: local("2026-11-29T09:00")), asOf: Self.asOf),
            makeFlight("AA 5", scheduled: "2026-11-29T09:00", outcome: .operated(at: local("2026-11-29T09:00")), asOf: Self.asOf),
            makeFlight("UA 3", scheduled: "2026-11-29T09:00", outcome: .operated(at: local("2026-11-29T09:00")), asOf: Self.asOf),
            makeFlight("DL 1", scheduled: "2026-11-29T06:15", outcome: .cancelled, asOf: Self.asOf),
            makeFlight("WN 7", direction: .arrival, scheduled: "2026-11-29T07:00", outcome: .cancelled, asOf: Self.asOf),
            makeFlight("B6 9", scheduled: "2026-11-29T23:59", outcome: .operated(at: local("2026-11-30T00:30")), asOf: Self.asOf),
            makeFlight("B6 8", scheduled: "2026-11-30T00:01", outcome: .operated(at: local("2026-11-30T00:01")), asOf: Self.asOf),
        ])
        let board = try Board(source: source, direction: .departure, date: date("2026-11-29"), asOf: local("2026-11-29T08:00"))
        #expect(board.flights.map(\.designator.description) == ["DL 1", "AA 5", "UA 3", "UA 20", "B6 9"])
        #expect(board.airport.code == "LGA")
        #expect(board.direction == .departure)
        #expect(board.date == date("2026-11-29"))
        #expect(board.asOf == local("2026-11-29T08:00"))
        #expect(board.flights.allSatisfy { $0.asOf == local("2026-11-29T08:00") })

        let arrivals = try Board(source: source, direction: .arrival, date: date("2026-11-29"), asOf: local("2026-11-29T08:00"),
                             filter: BoardFilter(hidesCancelled: true))
        #expect(arrivals.flights.isEmpty)
    }

    @Test func embeddedBoardsAreSortedAndFiltered() throws {
        let source = SimulatedAirport.embedded()
        let day = date("2026-11-29")
        let asOf = local("2026-11-29T14:00")
        let all = source.flights(on: day, asOf: asOf)
        for direction in Direction.allCases {
            let board = try Board(source: source, direction: direction, date: day, asOf: asOf)
            #expect(board.flights.count == all.filter { $0.direction == direction }.count)
            #expect(zip(board.flights, board.flights.dropFirst()).allSatisfy {
                ($0.scheduled, $0.designator) < ($1.scheduled, $1.designator)
            })
            let upcoming = try Board(source: source, direction: direction, date: day, asOf: asOf,
                                 filter: BoardFilter(upcomingOnly: true))
            #expect(!upcoming.flights.isEmpty)
            #expect(upcoming.flights.count < board.flights.count)
            #expect(upcoming.flights.allSatisfy { ![.departed, .landed, .diverted].contains($0.status.kind) })
            let delta = try Board(source: source, direction: direction, date: day, asOf: asOf, filter: BoardFilter(airlines: ["DL"]))
            #expect(!delta.flights.isEmpty)
            #expect(delta.flights.allSatisfy { $0.airline.code == "DL" })
            #expect(delta.flights.count == board.flights.filter { $0.airline.code == "DL" }.count)
        }
    }
}
