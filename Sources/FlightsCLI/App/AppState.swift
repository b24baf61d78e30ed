import FlightBoard
import TerminalKit

/// Everything the board app shows, in one value: the data at the clock, the tab, the
/// navigation stack, what is presented over it, the filters, the selection and the
/// scroll positions. Keys change it through ``reduce(_:)``, a plain function, so the
/// app's behaviour is tested without a terminal; ``AppScreen`` draws it.
struct AppState {
    /// A screen pushed on the navigation stack.
    enum Destination {
        /// The flight's details, in a sheet over the board.
        case flight(Flight)
        /// The flight's on-time history, in a popover over its row, one day selected.
        case history(Flight, days: [Flight], selected: Int)
        /// One day of the history: that day's flight, in a sheet.
        case day(Flight)
        /// The day of the aircraft flying the flight, its legs in a sheet.
        case plane(Flight, AircraftDay)
    }

    /// What is shown over everything else until it is dismissed.
    enum Presentation {
        /// A list to choose from, filtered as you type: the airlines (`a`).
        case picker(AppPicker)
        /// The on-time statistics, in a sheet with its segmented picker, scrolled by `scroll` lines.
        case stats(StatsResult, scroll: Int)
        /// A result or a refusal: a boarding pass, a move, an undo, why not, the link.
        case notice(AppNotice)
        /// A flow's question: the check-in action sheet, a passenger's name, a confirmation.
        case question(AppQuestion)
        /// Every key of the context it was asked from (`?`), then those that work everywhere.
        case help(AppContext, scroll: Int)
    }

    // The data, at the clock.
    var airport: Airport
    var date: CivilDate
    var now: LocalDateTime
    /// Whether the clock is pinned (`--at`, or recorded data): then it never moves.
    var clockIsPinned: Bool
    /// The day's flights in each direction, by scheduled time, before the app's filters.
    var flights: [Direction: [Flight]]
    var trips: [Trip]
    /// The saved trips' changes since they were last seen: the banner and the Trips tab's count.
    var tripChanges = AppTripChanges()
    /// The airport code links carry: recorded data covers several airports.
    var linkAirport: String?
    /// The days recorded data covers; nil for the simulated airport, which has every day.
    var recordedDays: ClosedRange<CivilDate>?

    // Navigation.
    var tab: AppLink.Tab
    var stack: [Destination] = []
    var presentation: Presentation?
    /// What the `?` sheet was opened over, shown again when it closes.
    var presentationUnderHelp: Presentation?

    // The board's filters.
    var hidesCancelled = false
    var airlines: Set<String> = []
    var query = "" {
        didSet { if query.isEmpty { queryWasCut = false } }
    }
    var isEditingQuery = false
    /// Whether typing or a paste went past ``queryLimit``, the rest left out.
    var queryWasCut = false
    /// The most characters the filter takes: far more than any name it can match.
    static let queryLimit = 200

    // Selection and scrolling, per tab: an index into the tab's rows, and the first item shown.
    var selected: [AppLink.Tab: Int] = [:]
    var scroll: [AppLink.Tab: Int] = [:]

    // The sheet.
    var detents: [SheetDetent]
    var detent: SheetDetent
    var sheetScroll = 0
    /// The inbounds of the departures whose sheets were opened, by ``inboundKey(_:)``.
    var inbounds: [String: AircraftDay.Inbound] = [:]
    /// The statistics view asked for last and not read yet: an earlier one read after it is dropped.
    var statsWanted: StatsView?
    /// Whether the statistics were closed since last asked for: a read arriving then is dropped.
    var statsClosed = false
    /// The late odds read, by direction and day: one read serves every flight of the board.
    var odds: [Direction: [CivilDate: LateOdds]] = [:]
    /// The odds asked for, read or not: a read on its way (or one that could not be made) is not asked for again.
    var oddsAsked: Set<OddsAsked> = []

    struct OddsAsked: Hashable {
        let direction: Direction
        let date: CivilDate
    }

    var size: TerminalSize
    /// Whether a slow read (a history, the statistics) goes on.
    var isReading = false
    /// Whether clicks and the wheel are read (not with `--no-mouse`).
    var usesMouse = false
    /// A word in the status line until the next key: a key that does nothing here, the data's last day.
    var hint: String?

    /// The rows of each tab as laid out at the width, kept until data, filters or width change.
    private(set) var layouts: [AppLink.Tab: AppBoardLayout] = [:]

    init(airport: Airport, date: CivilDate, now: LocalDateTime, clockIsPinned: Bool, flights: [Direction: [Flight]],
         trips: [Trip], tab: AppLink.Tab, detents: [SheetDetent], detent: SheetDetent, size: TerminalSize, linkAirport: String? = nil,
         recordedDays: ClosedRange<CivilDate>? = nil) {
        self.airport = airport
        self.date = date
        self.now = now
        self.clockIsPinned = clockIsPinned
        self.flights = flights
        self.trips = trips
        self.tab = tab
        self.detents = detents
        self.detent = detent
        self.size = size
        self.linkAirport = linkAirport
        self.recordedDays = recordedDays
        relayout()
        for tab in AppLink.Tab.allCases { jumpToNow(tab) }
    }

    /// The clock's day: where `t` goes back to. Recorded data has none: each of its days is
    /// seen from its own end, so the board's day is its own today.
    var today: CivilDate { recordedDays == nil ? now.date : date }

    /// The days the board can show.
    var days: ClosedRange<CivilDate> { recordedDays ?? CivilDate.supportedDays }

    /// The layout of the tab shown.
    var layout: AppBoardLayout { layouts[tab] ?? AppBoardLayout.empty }

    /// The row selected on the tab shown, if it has any.
    var selectedRow: Int? {
        let count = layout.rowCount
        guard count > 0 else { return nil }
        return min(max(0, selected[tab] ?? 0), count - 1)
    }

    /// The flight selected on the board shown; nil on the trips tab or an empty board.
    var selectedFlight: Flight? {
        guard let row = selectedRow, tab != .trips else { return nil }
        return layout.flights[row]
    }

    /// The watch of `flight` among the trips read, if it is watched.
    func watch(of flight: Flight) -> WatchedFlight? {
        for trip in trips {
            if case .watch(let watch) = trip.record, watch.isOf(flight) { return watch }
        }
        return nil
    }

    /// The trip selected on the trips tab.
    var selectedTrip: Trip? {
        guard let row = selectedRow, tab == .trips else { return nil }
        return layout.trips[row]
    }

    /// The flight the screen on top of the stack is about.
    var currentFlight: Flight? {
        switch stack.last {
        case .flight(let flight)?, .day(let flight)?: flight
        case .history(let flight, _, _)?, .plane(let flight, _)?: flight
        case nil: selectedFlight
        }
    }

    /// What names a flight among the inbounds read: its number and scheduled time, which
    /// stay while its status moves with the clock.
    static func inboundKey(_ flight: Flight) -> String {
        "\(flight.designator.compact) \(flight.scheduled)"
    }

    /// The inbound of `flight`, once read.
    func inbound(of flight: Flight) -> AircraftDay.Inbound? {
        inbounds[Self.inboundKey(flight)]
    }

    /// The odds of `flight`'s day, once read.
    func odds(of flight: Flight) -> LateOdds? {
        odds[flight.direction]?[flight.scheduled.date]
    }

    /// The late chance of `flight`, once its day's odds are read.
    func chance(of flight: Flight) -> LateChance? {
        odds(of: flight)?.chance(for: flight)
    }

    /// The read `flight`'s chance needs, once: when its day's odds are neither read nor asked for.
    mutating func oddsEffect(for flight: Flight) -> [AppEffect] {
        let asked = OddsAsked(direction: flight.direction, date: flight.scheduled.date)
        guard odds(of: flight) == nil, oddsAsked.insert(asked).inserted else { return [] }
        return [.loadOdds(flight.direction, flight.scheduled.date)]
    }

    /// Where a sheet is drawn: the screen above the status line, which says the sheet's keys.
    var sheetArea: TerminalSize { TerminalSize(columns: size.columns, rows: max(1, size.rows - 1)) }

    /// The rows the board has room for between its header lines and the status line.
    var bodyRows: Int { max(1, size.rows - AppScreen.headerRows - 1) }

    /// The flights of `direction` that the app's filters keep.
    func visibleFlights(_ direction: Direction) -> [Flight] {
        let filter = BoardFilter(hidesCancelled: hidesCancelled, airlines: airlines)
        let words = query.lowercased()
        return (flights[direction] ?? []).filter { filter.includes($0) && (words.isEmpty || Self.matches($0, words)) }
    }

    /// Whether `query` (lower case) is in the flight's number, its airline's code or name,
    /// or the other airport's code or city.
    static func matches(_ flight: Flight, _ query: String) -> Bool {
        let designator = flight.designator
        return [designator.description, designator.compact, flight.airline.code, flight.airline.name,
                flight.airport.code, flight.airport.city].contains { $0.lowercased().contains(query) }
    }

    /// Lays the rows of every tab out again, keeping each tab's selected flight or trip
    /// selected where it still is, and its position where it is gone.
    mutating func relayout() {
        for tab in AppLink.Tab.allCases {
            let previous = layouts[tab]
            let layout: AppBoardLayout
            if let direction = tab.direction {
                let board = Board(airport: airport, direction: direction, date: date, asOf: now, flights: visibleFlights(direction))
                layout = AppBoardLayout(board: board, width: size.columns)
            } else {
                layout = AppBoardLayout(trips: trips, width: size.columns)
            }
            layouts[tab] = layout
            if let previous, let index = selected[tab], previous.rowCount > 0 {
                let old = min(index, previous.rowCount - 1)
                selected[tab] = layout.index(matching: previous, row: old) ?? min(old, max(0, layout.rowCount - 1))
            }
            keepSelectionInView(tab)
        }
    }

    /// Selects the first row still to come on `tab`, with rows gone by above it in view.
    mutating func jumpToNow(_ tab: AppLink.Tab) {
        guard let layout = layouts[tab] else { return }
        selected[tab] = min(layout.nowRow, max(0, layout.rowCount - 1))
        // The now line a third of the way down: some of what has gone stays in sight.
        scroll[tab] = max(0, layout.item(ofRow: selected[tab] ?? 0) - bodyRows / 3)
        keepSelectionInView(tab)
    }

    /// Scrolls `tab` so that its selected row is in view.
    mutating func keepSelectionInView(_ tab: AppLink.Tab) {
        guard let layout = layouts[tab] else { return }
        let rows = max(1, bodyRows - 1)  // the table's header takes a row
        let row = selected[tab] ?? 0
        let item = layout.item(ofRow: row)
        // The first flight to come keeps the now line above it in view.
        let highest = layout.hasNowLine && row == layout.nowRow ? item - 1 : item
        var top = scroll[tab] ?? 0
        if highest < top { top = highest }
        if item >= top + rows { top = item - rows + 1 }
        scroll[tab] = max(0, min(top, max(0, layout.itemCount - rows)))
    }

    /// Whether a flow's question is asked: the row it is about stays marked.
    var isAsking: Bool {
        if case .question? = presentation { return true }
        return false
    }

    /// The link of the place shown.
    var link: AppLink {
        // Today's board is named without its day, so that the link opens today's whenever it is opened.
        let day = tab == .trips || (date == today && recordedDays == nil) ? nil : date
        var link = AppLink(tab: tab, date: day, airport: linkAirport)
        if tab != .trips {
            link.filter = query.isEmpty ? nil : query
            link.airline = airlines.first
            link.hidesCancelled = hidesCancelled
        }
        for destination in stack {
            switch destination {
            case .flight(let flight):
                name(flight, in: &link)
            case .history(let flight, let days, let selected):
                name(flight, in: &link)
                link.history = true
                if case .day? = stack.last, days.indices.contains(selected) { link.historyDay = days[selected].scheduled.date }
            case .day, .plane:
                break
            }
        }
        if case .stats? = presentation { link.sheet = .stats }
        return link
    }

    /// `flight` in `link`, with its leg when the number flies another that way on the day.
    private func name(_ flight: Flight, in link: inout AppLink) {
        link.flight = flight.designator
        let otherLeg = (flights[flight.direction] ?? []).contains {
            $0.designator == flight.designator && $0.airport.code != flight.airport.code
        }
        link.leg = otherLeg ? flight.airport.code : nil
    }
}
