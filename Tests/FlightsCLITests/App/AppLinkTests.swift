import FlightBoard
import Testing
@testable import FlightsCLI

@Suite struct AppLinkTests {
    @Test(arguments: [
        "flights://departures",
        "flights://arrivals?date=2026-12-01",
        "flights://trips",
        "flights://departures/UA635?date=2026-12-01",
        "flights://departures/UA635/history",
        "flights://arrivals/B6725/history/2026-11-28?date=2026-11-29&airport=JFK",
        "flights://departures/UA635?sheet=checkin",
        "flights://departures?sheet=stats",
        "flights://arrivals/DL1704?date=2026-12-01&sheet=rebook",
        "flights://departures/DL5?date=2013-03-04&airport=ATL&sheet=checkin&to=AZO",
        "flights://arrivals/DL5/history?from=DAL",
    ])
    func aLinkReadsBackAsTheSameValueAndText(_ text: String) throws {
        let link = try AppLink(parsing: text)
        #expect(link.url == text)
        #expect(try AppLink(parsing: link.url) == link)
    }

    @Test func theLinkOfAFlightsHistoryDayNamesEachPart() throws {
        let link = try AppLink(parsing: "flights://arrivals/B6725/history/2026-11-28?date=2026-11-29&airport=jfk")
        #expect(link == AppLink(tab: .arrivals, flight: try FlightDesignator(parsing: "B6 725"), history: true,
                                historyDay: CivilDate(parsing: "2026-11-28"), date: CivilDate(parsing: "2026-11-29"), airport: "JFK"))
    }

    @Test func percentEscapesAndCaseAreUndone() throws {
        let link = try AppLink(parsing: "FLIGHTS://Departures/UA%20635/History/")
        #expect(link.url == "flights://departures/UA635/history")
    }

    @Test(arguments: [
        ("departures/UA635", "'departures/UA635' is not a flights link: it starts with flights://", "flights://departures/UA635"),
        ("https://departures", "'https://departures' is not a flights link: it starts with flights://", nil),
        ("flights://departure/UA635", "no screen 'departure' in the app; the screens are arrivals, departures, trips", "flights://departures/UA635"),
        ("flights://departures/UA635/histroy", "no screen 'histroy' under a flight; there is history", "flights://departures/UA635/history"),
        ("flights://departures/635UA", "'635UA' in the link is not a flight number such as UA635", nil),
        ("flights://departures/UA635/history/yesterday", "'yesterday' after history is not a day such as 2026-12-01", nil),
        ("flights://departures/UA635/history/2026-11-28/more", "the link goes on past its screen: 'more'", nil),
        ("flights://trips/UA635", "the trips screen takes no flight: flights://trips", nil),
        ("flights://departures?dat=2026-12-01", "the link has 'dat', which the app does not know; it knows date, airport, sheet, to, from, filter, airline and hide", "flights://departures?date=2026-12-01"),
        ("flights://departures?date=12/01/2026", "date=12/01/2026 in the link is not a day such as 2026-12-01", nil),
        ("flights://departures?airport=J%1BK", "airport=J\u{1B}K in the link is not an airport code such as JFK", nil),
        ("flights://departures/UA635?sheet=chekin", "no sheet 'chekin'; the sheets are checkin, rebook, stats", "flights://departures/UA635?sheet=checkin"),
        ("flights://arrivals/UA635?sheet=checkin", "sheet=checkin needs a departure: flights://departures/FLIGHT?sheet=checkin", nil),
        ("flights://departures?sheet=rebook", "sheet=rebook needs a flight: flights://departures/FLIGHT?sheet=rebook", nil),
        ("flights://trips?sheet=stats", "sheet=stats is shown over a board: flights://departures?sheet=stats", nil),
        // Each did-you-mean changes the part that is wrong, however the rest reads.
        ("flights://departures/UA635/h", "no screen 'h' under a flight; there is history", "flights://departures/UA635/history"),
        ("flights://hep/UA635", "no screen 'hep' in the app; the screens are arrivals, departures, trips", nil),
        ("flights://departures?sheet=stats&e=1", "the link has 'e', which the app does not know; it knows date, airport, sheet, to, from, filter, airline and hide", nil),
        ("flights://departures?dte=2026-12-01&sheet=stats", "the link has 'dte', which the app does not know; it knows date, airport, sheet, to, from, filter, airline and hide",
         "flights://departures?date=2026-12-01&sheet=stats"),
        ("flights://departures?date=2026-12-01&date=2026-12-02", "the link gives date twice; give it once", nil),
        // The leg is named by its other end, on the tab whose flights have one there.
        ("flights://departures/DL5?to=Dallas", "to=Dallas in the link is not an airport code such as JFK", nil),
        ("flights://departures/DL5?from=DAL", "from= names the leg of a flight on arrivals: flights://arrivals/FLIGHT?from=CODE", nil),
        ("flights://arrivals/DL5?to=DAL", "to= names the leg of a flight on departures: flights://departures/FLIGHT?to=CODE", nil),
        ("flights://departures?to=DAL", "to= names the leg of a flight on departures: flights://departures/FLIGHT?to=CODE", nil),
        ("flights://departures/DL5?ot=DAL", "the link has 'ot', which the app does not know; it knows date, airport, sheet, to, from, filter, airline and hide",
         "flights://departures/DL5?to=DAL"),
        ("", "'' is not a flights link: it starts with flights://", nil),
    ] as [(String, String, String?)])
    func aBadLinkSaysWhatIsWrongAndWhatWasMeant(_ text: String, _ message: String, _ meant: String?) {
        #expect(throws: AppLinkError(message, suggestion: meant)) { try AppLink(parsing: text) }
    }

    @Test func theLinkOfTheStateNamesTheTabTheFlightAndItsHistory() throws {
        let (state, _) = AppFixture.after([.enter])
        // The clock's day: today's board, named without its day.
        #expect(state.link.url == "flights://departures/UA101")
        var history = state
        let flight = try #require(state.currentFlight)
        _ = history.reduce(.historyLoaded(flight, [flight]))
        #expect(history.link.url == "flights://departures/UA101/history")
        #expect(AppFixture.after([.character("3")]).0.link.url == "flights://trips")
    }
}
