import TerminalKit

/// Where in the app a key is read: the screen on top, or what is presented over it.
enum AppContext: String, CaseIterable, Sendable {
    case board, trips, filter, flight, day, history, plane, stats, picker, notice, help

    /// Whether the keys of ``AppKeys/everywhere`` work here: on the screens of the
    /// navigation stack, not over what is presented (which quits or closes by itself).
    var takesGlobalKeys: Bool {
        switch self {
        case .board, .trips, .flight, .day, .history, .plane: true
        case .filter, .stats, .picker, .notice, .help: false
        }
    }

    /// How the `?` sheet and the manual name it.
    var title: String {
        switch self {
        case .board: "On the board"
        case .trips: "On Trips"
        case .filter: "Typing a filter"
        case .flight: "In a flight's sheet"
        case .day: "In a day of the history"
        case .history: "In the history"
        case .plane: "In an aircraft's day"
        case .stats: "In the statistics"
        case .picker: "In a list to choose from"
        case .notice: "In an alert or a result"
        case .help: "In this list of keys"
        }
    }
}

/// What a key does, named by intent: what `up` means depends on where it is pressed (the
/// selection on a board, the lines of a sheet).
enum AppAction: Equatable, Sendable {
    case interrupt, suspend, endOfInput, quit, help, link, toBoard
    case nextTab, previousTab
    case showTab(AppLink.Tab)
    case up, down, pageUp, pageDown, first, last
    case open, back
    case now
    case toggleCancelled, filter, chooseAirline, clearFilters
    case checkIn, rebook, history, plane, stats, undo, watch
    case previousDay, nextDay, today, chooseDay
    case taller, shorter
    case earlier, later
    case deleteCharacter, deleteAll
}

extension AppAction {
    /// The move of a list's selection this action is, if it is one.
    var listMove: ListSelection.Move? {
        switch self {
        case .up: .up
        case .down: .down
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .first: .first
        case .last: .last
        default: nil
        }
    }
}

/// One binding: the keys, what the status line and the `?` sheet say, and the action of each key.
struct AppKeyBinding: Sendable {
    /// The keys and the action each one does, in the order the `?` sheet names them.
    let keys: [(key: Key, action: AppAction)]
    /// How the status line names the keys: `↑↓`, `enter`, `c`.
    let label: String
    /// What they do, in a few words, as the `?` sheet says it.
    let help: String
    /// What the status line says they do, shorter when the help is long.
    let short: String
    /// What the status line says instead in a state where the key does the other half of
    /// a toggle (`w unwatch` on a flight watched); nil: ``short`` always.
    let shortNow: (@Sendable (AppState) -> String?)?
    /// The status line's order of giving way when it is short: lower stays longer; nil, only in `?`.
    let rank: Int?
    /// Whether the binding does something in the state shown (check-in only for departures).
    let isEnabled: @Sendable (AppState) -> Bool

    init(_ label: String, _ help: String, short: String? = nil, shortNow: (@Sendable (AppState) -> String?)? = nil, rank: Int? = nil,
         _ keys: [(Key, AppAction)], when isEnabled: @escaping @Sendable (AppState) -> Bool = { _ in true }) {
        self.label = label
        self.help = help
        self.short = short ?? help
        self.shortNow = shortNow
        self.rank = rank
        self.keys = keys.map { (key: $0.0, action: $0.1) }
        self.isEnabled = isEnabled
    }

    init(_ label: String, _ help: String, short: String? = nil, shortNow: (@Sendable (AppState) -> String?)? = nil, rank: Int? = nil,
         _ keys: [Key], _ action: AppAction, when isEnabled: @escaping @Sendable (AppState) -> Bool = { _ in true }) {
        self.init(label, help, short: short, shortNow: shortNow, rank: rank, keys.map { ($0, action) }, when: isEnabled)
    }

    /// What the status line says the keys do in `state`.
    func short(in state: AppState) -> String {
        shortNow?(state) ?? short
    }

    /// The action of `key` in this binding, if it has the key.
    func action(for key: Key) -> AppAction? {
        keys.first { $0.key == key }?.action
    }

    /// The keys as the `?` sheet and the manual name them, one after the other.
    var keyNames: [String] {
        var names: [String] = []
        for (key, _) in keys where !names.contains(Self.name(of: key)) { names.append(Self.name(of: key)) }
        return names
    }

    /// A key's name for people: `↑`, `Enter`, `Shift-Tab`, `c`.
    static func name(of key: Key) -> String {
        switch key {
        case .character(let character): String(character)
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .deleteToStart: "Ctrl-U"
        case .deleteToEnd: "Ctrl-K"
        case .deleteWordBackward: "Ctrl-W"
        case .interrupt: "Ctrl-C"
        case .endOfInput: "Ctrl-D"
        case .suspend: "Ctrl-Z"
        case .resumed, .unknown, .mouse: ""
        }
    }
}

/// Every key of the board app, declared once: the reducer acts on these, the status line
/// shows those that fit, the `?` sheet lists them all, and the manual's key lists are
/// checked against them.
enum AppKeys {
    private static func character(_ letters: String) -> [Key] { letters.map { Key.character($0) } }
    private static let moves: [(Key, AppAction)] = [(.up, .up), (.character("k"), .up), (.down, .down), (.character("j"), .down)]
    private static let pages: [(Key, AppAction)] = [(.pageUp, .pageUp), (.pageDown, .pageDown)]
    private static let ends: [(Key, AppAction)] = [(.home, .first), (.end, .last)]
    private static func hasFilters(_ state: AppState) -> Bool { !state.query.isEmpty || !state.airlines.isEmpty }
    private static func hasFlight(_ state: AppState) -> Bool { state.currentFlight != nil }
    private static func hasTrip(_ state: AppState) -> Bool { state.selectedTrip != nil }
    private static func hasAircraft(_ state: AppState) -> Bool { state.currentFlight?.aircraft != nil }
    private static func hasRows(_ state: AppState) -> Bool { state.layout.rowCount > 1 }
    // Whether what is shown has more lines than its room: the scroll keys then do something.
    private static func sheetScrolls(_ state: AppState) -> Bool {
        switch state.stack.last {
        case .flight(let flight)?: AppScreen.flightSheet(flight, isPastDay: false, state: state).maxScrollOffset(size: state.sheetArea) > 0
        case .day(let flight)?: AppScreen.flightSheet(flight, isPastDay: true, state: state).maxScrollOffset(size: state.sheetArea) > 0
        case .plane(_, let day)?: AppScreen.planeSheet(day, state: state).maxScrollOffset(size: state.sheetArea) > 0
        default: false
        }
    }
    private static func statsScroll(_ state: AppState) -> Bool {
        guard case .stats(let result, let scroll)? = state.presentation else { return false }
        return AppScreen.statsSheet(result, scroll: scroll, state: state).maxScrollOffset(size: state.sheetArea) > 0
    }
    private static func noticeScrolls(_ state: AppState) -> Bool {
        guard case .notice(let notice)? = state.presentation else { return false }
        return AppScreen.noticeScrollLimit(notice, area: state.sheetArea) > 0
    }
    /// The `?` sheet lists the keys of another context, never its own: this cannot call itself.
    private static func helpScrolls(_ state: AppState) -> Bool {
        guard case .help(let context, let scroll)? = state.presentation else { return false }
        return AppScreen.helpSheet(context, scroll: scroll, state: state).maxScrollOffset(size: state.sheetArea) > 0
    }

    /// The keys that work in every context, even over a question: they end or stop the process.
    static let always: [AppKeyBinding] = [
        AppKeyBinding("ctrl-c", "quit at once, with status 130", [.interrupt], .interrupt),
        AppKeyBinding("ctrl-z", "suspend until fg", [.suspend], .suspend),
        AppKeyBinding("ctrl-d", "quit; in a flow's question, leave the flow", [.endOfInput], .endOfInput),
    ]

    /// The keys of the screens of the navigation stack, after their own.
    static let everywhere: [AppKeyBinding] = [
        AppKeyBinding("tab", "next or previous tab", short: "tabs", rank: 6, [(.tab, .nextTab), (.backTab, .previousTab)]),
        AppKeyBinding("1 2 3", "the Arrivals, Departures or Trips tab",
                      [(.character("1"), .showTab(.arrivals)), (.character("2"), .showTab(.departures)), (.character("3"), .showTab(.trips))]),
        AppKeyBinding("~", "back to the board", short: "board", rank: 8, [.character("~")], .toBoard, when: { !$0.stack.isEmpty }),
        AppKeyBinding("y", "link to this place", short: "link", rank: 7, [.character("y")], .link),
        AppKeyBinding("?", "every key, here and everywhere", short: "keys", rank: 0, [.character("?")], .help),
        AppKeyBinding("q", "quit", rank: 0, [.character("q")], .quit),
    ]

    /// The keys of `context`, in the order the status line and the `?` sheet show them.
    static func bindings(_ context: AppContext) -> [AppKeyBinding] {
        switch context {
        case .board: board
        case .trips: trips
        case .filter: filter
        case .flight: flight
        case .day: day
        case .history: history
        case .plane: plane
        case .stats: stats
        case .picker: picker
        case .notice: notice
        case .help: help
        }
    }

    /// The moves of a board's rows (`flight`) or of Trips' (`trip`), and the arrows between tabs.
    private static func rowMoves(_ row: String) -> [AppKeyBinding] {
        [AppKeyBinding("↑↓", "move", rank: 9, moves, when: hasRows),
         AppKeyBinding("pgup pgdn", "a page up or down", pages),
         AppKeyBinding("home end", "first or last \(row)", ends),
         AppKeyBinding("←→", "previous or next tab", [(.left, .previousTab), (.right, .nextTab)])]
    }

    /// `w` on a flight: watched, its changes are said as a trip's are, and it is listed on Trips.
    private static func watchBinding(rank: Int) -> AppKeyBinding {
        AppKeyBinding("w", "watch it or stop watching: its changes told as a trip's", short: "watch",
                      shortNow: { state in state.currentFlight.flatMap { state.watch(of: $0) } == nil ? nil : "unwatch" }, rank: rank,
                      [.character("w")], .watch, when: hasFlight)
    }

    static let board: [AppKeyBinding] = rowMoves("flight") + [
        AppKeyBinding("enter", "the flight's details", short: "details", rank: 1, [.enter], .open, when: hasFlight),
        AppKeyBinding("c", "check in", rank: 1, [.character("c")], .checkIn, when: { $0.tab == .departures && hasFlight($0) }),
        AppKeyBinding("r", "rebook", rank: 2, [.character("r")], .rebook, when: hasFlight),
        AppKeyBinding("h", "on-time history", short: "history", rank: 2, [.character("h")], .history, when: hasFlight),
        AppKeyBinding("p", "where its aircraft is: the plane's legs of the day", short: "plane", rank: 5, [.character("p")], .plane,
                      when: hasAircraft),
        watchBinding(rank: 4),
        AppKeyBinding("/", "filter as you type", short: "filter", rank: 3, [.character("/")], .filter),
        AppKeyBinding("esc", "clear the filters", short: "clear", rank: 1, [.escape, .backspace], .clearFilters, when: hasFilters),
        AppKeyBinding("[ ]", "previous or next day", short: "day", rank: 3,
                      [(.character("["), .previousDay), (.character("<"), .previousDay), (.character("]"), .nextDay), (.character(">"), .nextDay)]),
        AppKeyBinding("t", "back to today", short: "today", rank: 4, [.character("t")], .today, when: { $0.date != $0.today }),
        AppKeyBinding("d", "choose a day from a list", short: "days", rank: 8, [.character("d")], .chooseDay),
        AppKeyBinding("a", "choose an airline", short: "airline", rank: 5, [.character("a")], .chooseAirline),
        AppKeyBinding("x", "Hide Cancelled on or off", short: "cancelled", rank: 6, [.character("x")], .toggleCancelled),
        AppKeyBinding("s", "on-time statistics", short: "stats", rank: 7, [.character("s")], .stats),
        AppKeyBinding("g", "the first flight to come", short: "now", rank: 8, [.character("g")], .now),
    ]

    static let trips: [AppKeyBinding] = rowMoves("trip") + [
        AppKeyBinding("enter", "the boarding pass, the move, or the flight watched", short: "open", rank: 1, [.enter], .open, when: hasTrip),
        // A watched flight has no trip to move.
        AppKeyBinding("r", "rebook", rank: 1, [.character("r")], .rebook,
                      when: { $0.selectedTrip?.flight?.status.kind == .cancelled && $0.selectedTrip?.record.code != nil }),
        AppKeyBinding("u", "undo the check-in or the move", short: "undo", rank: 2, [.character("u")], .undo,
                      when: { $0.selectedTrip?.record.code != nil }),
        AppKeyBinding("w", "stop watching the flight", short: "unwatch", rank: 2, [.character("w")], .watch,
                      when: { if case .watch? = $0.selectedTrip?.record { true } else { false } }),
    ]

    static let filter: [AppKeyBinding] = [
        AppKeyBinding("enter", "keep the filter", rank: 1, [(.enter, .back), (.down, .back), (.up, .back)]),
        AppKeyBinding("esc", "clear it", rank: 1, [.escape], .clearFilters),
        AppKeyBinding("backspace", "delete a character", [.backspace], .deleteCharacter),
        AppKeyBinding("ctrl-u", "delete it all", [.deleteToStart, .deleteWordBackward], .deleteAll),
    ]

    private static let sheetScroll: [AppKeyBinding] = [
        AppKeyBinding("↑↓", "scroll", rank: 9, moves, when: sheetScrolls),
        AppKeyBinding("pgup pgdn", "a page up or down", pages, when: sheetScrolls),
        AppKeyBinding("home end", "top or bottom", ends, when: sheetScrolls),
        AppKeyBinding("+/-", "taller or shorter, by --detents", short: "size", rank: 6, [(.character("+"), .taller), (.character("="), .taller), (.character("-"), .shorter)]),
    ]

    static let flight: [AppKeyBinding] = [
        AppKeyBinding("esc", "back", rank: 1, [.escape, .backspace, .enter], .back),
        AppKeyBinding("c", "check in", rank: 1, [.character("c")], .checkIn, when: { $0.currentFlight?.direction == .departure }),
        AppKeyBinding("r", "rebook", rank: 2, [.character("r")], .rebook),
        AppKeyBinding("h", "on-time history", short: "history", rank: 2, [.character("h")], .history),
        AppKeyBinding("p", "where its aircraft is: the plane's legs of the day", short: "plane", rank: 3, [.character("p")], .plane,
                      when: hasAircraft),
        watchBinding(rank: 4),
        AppKeyBinding("s", "on-time statistics", short: "stats", rank: 7, [.character("s")], .stats),
    ] + sheetScroll

    static let plane: [AppKeyBinding] = [AppKeyBinding("esc", "back", rank: 1, [.escape, .backspace, .enter], .back)] + sheetScroll

    static let day: [AppKeyBinding] = [AppKeyBinding("esc", "back", rank: 1, [.escape, .backspace, .enter], .back)] + sheetScroll

    static let history: [AppKeyBinding] = [
        AppKeyBinding("←→", "an earlier or later day", short: "day", rank: 1, [(.left, .earlier), (.character("h"), .earlier), (.right, .later), (.character("l"), .later)]),
        AppKeyBinding("home end", "first or last day", ends),
        AppKeyBinding("enter", "that day's flight", short: "that day", rank: 2, [.enter], .open),
        AppKeyBinding("esc", "back", rank: 1, [.escape, .backspace], .back),
    ]

    static let stats: [AppKeyBinding] = [
        AppKeyBinding("←→", "the view before or after: 24 hours, 10 days, routes, times of day", short: "view", rank: 1,
                      [(.left, .earlier), (.right, .later), (.character("h"), .earlier), (.character("l"), .later)]),
        AppKeyBinding("↑↓", "scroll", rank: 2, moves, when: statsScroll),
        AppKeyBinding("esc", "close", rank: 0, [.escape, .enter, .backspace], .back),
        keysHere,
        AppKeyBinding("q", "quit", rank: 0, [.character("q")], .quit),
    ]

    static let picker: [AppKeyBinding] = [
        AppKeyBinding("↑↓", "move", rank: 2, [(.up, .up), (.down, .down)]),
        AppKeyBinding("pgup pgdn", "a page up or down", pages),
        AppKeyBinding("enter", "choose", rank: 1, [.enter], .open),
        AppKeyBinding("esc", "cancel", rank: 1, [.escape], .back),
        AppKeyBinding("backspace", "delete a character of the filter", [.backspace], .deleteCharacter),
    ]

    static let notice: [AppKeyBinding] = [
        AppKeyBinding("enter", "close", rank: 0, [.enter, .escape, .backspace], .back),
        AppKeyBinding("↑↓", "scroll", rank: 2, moves + pages + ends, when: noticeScrolls),
        AppKeyBinding("←→", "a line too wide sideways", short: "sideways", rank: 1, [(.left, .earlier), (.right, .later)],
                      when: { state in
                          guard case .notice(let notice)? = state.presentation, let wide = notice.wide else { return false }
                          return DisplayWidth.of(wide) > state.size.columns - 4
                      }),
        keysHere,
        AppKeyBinding("q", "quit", rank: 0, [.character("q")], .quit),
    ]

    /// `?` over what is presented: its keys, and back to it.
    private static let keysHere = AppKeyBinding("?", "every key here", short: "keys", rank: 0, [.character("?")], .help)

    static let help: [AppKeyBinding] = [
        AppKeyBinding("esc", "close", rank: 0, [.escape, .enter, .backspace, .character("?")], .back),
        AppKeyBinding("↑↓", "scroll", rank: 2, moves + pages + ends, when: helpScrolls),
        AppKeyBinding("q", "quit", rank: 0, [.character("q")], .quit),
    ]

    /// The label of the key that does `action` in `context`: how a sheet's line names it.
    static func label(of action: AppAction, in context: AppContext) -> String? {
        bindings(context).first { $0.keys.contains { $0.action == action } }?.label
    }

    /// What the status line leads with in a context where typing goes into a field.
    static func lead(_ context: AppContext) -> String? {
        switch context {
        case .filter: "type a flight, airline or place"
        case .picker: "type to filter"
        default: nil
        }
    }

    /// The binding `key` has in `context`: its own keys first, then those that work everywhere.
    static func binding(for key: Key, in context: AppContext) -> (AppKeyBinding, AppAction)? {
        let all = always + bindings(context) + (context.takesGlobalKeys ? everywhere : [])
        for binding in all {
            if let action = binding.action(for: key) { return (binding, action) }
        }
        return nil
    }
}
