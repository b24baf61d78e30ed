import FlightBoard

/// A place in the board app as a value: the tab, the flight pushed on it and how deep,
/// the presentation over it, and the day and airport. It is written as a link
/// (`flights://departures/UA635/history?date=2026-12-01`) and read back from one, the
/// same value both ways, so `flights open LINK` and `y` in the app name a place that can
/// be opened again.
///
/// Grammar: `flights://TAB[/FLIGHT[/history[/DAY]]][?date=DAY][&airport=CODE][&sheet=SHEET][&to=CODE|&from=CODE]`
/// `[&filter=WORDS][&airline=CODE][&hide=cancelled]`,
/// TAB `arrivals`, `departures` or `trips` (which takes no path), FLIGHT a flight number
/// (`UA635`), DAY `YYYY-MM-DD`, SHEET `checkin` (departures only), `rebook` or `stats`;
/// `to` (departures) or `from` (arrivals) names the leg by its other end, as `show --to`
/// and `--from` do, for a number that flies several legs that way on the day.
struct AppLink: Equatable, Sendable {
    /// The path segment of a flight's history.
    static let historyWord = "history"

    enum Tab: String, CaseIterable, Sendable {
        case arrivals, departures, trips

        /// The direction of a board tab; nil for trips.
        var direction: Direction? {
            switch self {
            case .arrivals: .arrival
            case .departures: .departure
            case .trips: nil
            }
        }
    }

    /// What is presented over the place: a flow started from it.
    enum Sheet: String, CaseIterable, Sendable {
        case checkin, rebook, stats
    }

    var tab: Tab
    /// The flight pushed on the tab's board; nil for the board itself.
    var flight: FlightDesignator?
    /// Whether the flight's history is pushed on its details.
    var history = false
    /// The day of the history pushed on it, when one is.
    var historyDay: CivilDate?
    var sheet: Sheet?
    var date: CivilDate?
    var airport: String?
    /// The other end of the flight's leg, by code: where it goes on departures, where it comes from on arrivals.
    var leg: String?
    /// The board's filters: the words typed after `/`, the airline chosen with `a`, Hide Cancelled.
    var filter: String?
    var airline: String?
    var hidesCancelled = false

    static let scheme = "flights://"

    /// The query's key that names the leg on the tab: `to` on departures, `from` on arrivals.
    var legKey: String { tab == .arrivals ? "from" : "to" }
    static let queryKeys = ["date", "airport", "sheet", "to", "from", "filter", "airline", "hide"]
    /// The most characters of `filter=` read, as the app's filter takes.
    static let filterLimit = AppState.queryLimit

    init(tab: Tab, flight: FlightDesignator? = nil, history: Bool = false, historyDay: CivilDate? = nil,
         sheet: Sheet? = nil, date: CivilDate? = nil, airport: String? = nil) {
        self.tab = tab
        self.flight = flight
        self.history = history
        self.historyDay = historyDay
        self.sheet = sheet
        self.date = date
        self.airport = airport
    }

    /// The link read from `text`, or an error saying what is wrong and what was meant: a link
    /// that opens, never one that would be refused in turn.
    init(parsing text: String) throws(AppLinkError) {
        do {
            try self.init(reading: text)
        } catch {
            throw AppLinkError(error.message, suggestion: Self.opening(error.suggestion))
        }
    }

    /// `suggestion` if it opens; else the one its own error suggests (each mends one more part
    /// of the link: the scheme, the screen, the word under a flight, a sheet, a query's key),
    /// and so on; nil when none opens. The bound only stops suggestions that mend nothing.
    private static func opening(_ suggestion: String?) -> String? {
        var candidate = suggestion
        for _ in 0..<8 {
            guard let link = candidate else { return nil }
            do {
                _ = try AppLink(reading: link)
                return link
            } catch {
                candidate = error.suggestion
            }
        }
        return nil
    }

    /// `text` under the scheme, its own misspelling of it (`flights:`, `flights:/`) left out;
    /// nil for a link of another scheme.
    private static func withScheme(_ text: String) -> String? {
        var rest = Substring(text)
        if rest.lowercased().hasPrefix("flights:") { rest = rest.dropFirst("flights:".count) }
        rest = rest.drop { $0 == "/" }
        return rest.isEmpty || rest.contains("://") ? nil : scheme + rest
    }

    /// The link read from `text`, or an error whose suggestion may be refused too.
    private init(reading text: String) throws(AppLinkError) {
        guard text.lowercased().hasPrefix(Self.scheme) else {
            throw AppLinkError("'\(text)' is not a flights link: it starts with \(Self.scheme)", suggestion: Self.withScheme(text))
        }
        var rest = Substring(text.dropFirst(Self.scheme.count))
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        // The link as typed, in parts: what a did-you-mean changes one part of.
        let raw = Parts(path: rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init),
                        query: query.split(separator: "&").map { pair in
                            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
                        })
        let segments = raw.path.map(Self.percentDecoded)
        let tabName = segments.first ?? ""
        guard let tab = Tab(rawValue: tabName.lowercased()) else {
            throw AppLinkError("no screen '\(tabName)' in the app; the screens are \(Tab.allCases.map(\.rawValue).joined(separator: ", "))",
                               suggestion: Suggestion.closest(to: tabName.lowercased(), among: Tab.allCases.map(\.rawValue))
                                   .map { raw.replacing(segment: 0, with: $0) })
        }
        self.init(tab: tab)
        var path = segments.dropFirst()
        if let number = path.first {
            guard tab != .trips else { throw AppLinkError("the trips screen takes no flight: \(Self.scheme)trips") }
            do {
                flight = try FlightDesignator(parsing: number)
            } catch {
                throw AppLinkError("'\(number)' in the link is not a flight number such as UA635")
            }
            path = path.dropFirst()
        }
        if let word = path.first {
            guard word.lowercased() == Self.historyWord else {
                throw AppLinkError("no screen '\(word)' under a flight; there is history",
                                   suggestion: Suggestion.closest(to: word.lowercased(), among: [Self.historyWord])
                                       .map { raw.replacing(segment: path.startIndex, with: $0) })
            }
            history = true
            path = path.dropFirst()
        }
        if let day = path.first {
            guard let date = CivilDate(parsing: day) else {
                throw AppLinkError("'\(day)' after history is not a day such as 2026-12-01")
            }
            historyDay = date
            path = path.dropFirst()
        }
        if let extra = path.first {
            throw AppLinkError("the link goes on past its screen: '\(extra)'")
        }
        try readQuery(raw)
    }

    /// A link as typed: its path segments and its query's pairs, undecoded.
    private struct Parts {
        var path: [String]
        var query: [(key: String, value: String)]

        func replacing(segment index: Int, with word: String) -> String {
            var parts = self
            parts.path[index] = word
            return parts.text
        }

        func replacing(pair index: Int, key: String? = nil, value: String? = nil) -> String {
            var parts = self
            parts.query[index] = (key ?? query[index].key, value ?? query[index].value)
            return parts.text
        }

        var text: String {
            AppLink.scheme + path.joined(separator: "/")
                + (query.isEmpty ? "" : "?" + query.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))
        }
    }

    private mutating func readQuery(_ raw: Parts) throws(AppLinkError) {
        var seen: Set<String> = []
        for (index, pair) in raw.query.enumerated() {
            let key = Self.percentDecoded(pair.key).lowercased()
            let value = Self.percentDecoded(pair.value)
            guard seen.insert(key).inserted else {
                throw AppLinkError("the link gives \(key) twice; give it once")
            }
            switch key {
            case "date":
                guard let date = CivilDate(parsing: value) else {
                    throw AppLinkError("date=\(value) in the link is not a day such as 2026-12-01")
                }
                self.date = date
            case "airport", "to", "from":
                guard !value.isEmpty, value.count <= 4, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                    throw AppLinkError("\(key)=\(value) in the link is not an airport code such as JFK")
                }
                if key == "airport" {
                    airport = value.uppercased()
                } else {
                    guard flight != nil, tab.direction != nil, key == legKey else {
                        throw AppLinkError("\(key)= names the leg of a flight \(key == "to" ? "on departures: \(Self.scheme)departures/FLIGHT?to=CODE" : "on arrivals: \(Self.scheme)arrivals/FLIGHT?from=CODE")")
                    }
                    leg = value.uppercased()
                }
            case "filter":
                guard tab != .trips else { throw AppLinkError("the trips screen has no filter: \(Self.scheme)trips") }
                guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    throw AppLinkError("filter= in the link holds a control character; a filter is words to type")
                }
                guard value.count <= Self.filterLimit else {
                    throw AppLinkError("filter= in the link is longer than the \(Self.filterLimit) characters a filter takes")
                }
                filter = value.isEmpty ? nil : value
            case "airline":
                guard tab != .trips else { throw AppLinkError("the trips screen has no filter: \(Self.scheme)trips") }
                guard !value.isEmpty, value.count <= 3, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                    throw AppLinkError("airline=\(value) in the link is not an airline code such as UA")
                }
                airline = value.uppercased()
            case "hide":
                guard tab != .trips else { throw AppLinkError("the trips screen has no filter: \(Self.scheme)trips") }
                guard value.lowercased() == "cancelled" else {
                    throw AppLinkError("hide=\(value) in the link: the board hides only cancelled flights, as hide=cancelled")
                }
                hidesCancelled = true
            case "sheet":
                guard let sheet = Sheet(rawValue: value.lowercased()) else {
                    throw AppLinkError("no sheet '\(value)'; the sheets are \(Sheet.allCases.map(\.rawValue).joined(separator: ", "))",
                                       suggestion: Suggestion.closest(to: value.lowercased(), among: Sheet.allCases.map(\.rawValue))
                                           .map { raw.replacing(pair: index, value: $0) })
                }
                self.sheet = sheet
            default:
                throw AppLinkError("the link has '\(key)', which the app does not know; it knows \(Self.queryKeys.dropLast().joined(separator: ", ")) and \(Self.queryKeys.last ?? "")",
                                   suggestion: Suggestion.closest(to: key, among: Self.queryKeys)
                                       .map { raw.replacing(pair: index, key: $0) })
            }
        }
        switch sheet {
        case .checkin? where tab != .departures || flight == nil:
            throw AppLinkError("sheet=checkin needs a departure: \(Self.scheme)departures/FLIGHT?sheet=checkin")
        case .rebook? where flight == nil:
            throw AppLinkError("sheet=rebook needs a flight: \(Self.scheme)\(tab.rawValue)/FLIGHT?sheet=rebook")
        case .stats? where tab == .trips:
            throw AppLinkError("sheet=stats is shown over a board: \(Self.scheme)departures?sheet=stats")
        default:
            break
        }
    }

    /// The link as text, which ``init(parsing:)`` reads back as this value.
    var url: String {
        var text = Self.scheme + tab.rawValue
        if let flight {
            text += "/" + flight.compact
            if history { text += "/history" }
            if let historyDay { text += "/\(historyDay)" }
        }
        var query: [String] = []
        if let date { query.append("date=\(date)") }
        if let airport { query.append("airport=\(airport)") }
        if let sheet { query.append("sheet=\(sheet.rawValue)") }
        if let leg, flight != nil { query.append("\(legKey)=\(leg)") }
        if let filter { query.append("filter=\(Self.percentEncoded(filter))") }
        if let airline { query.append("airline=\(airline)") }
        if hidesCancelled { query.append("hide=cancelled") }
        return query.isEmpty ? text : text + "?" + query.joined(separator: "&")
    }

    /// The options the link stands for, by name: its airport and its day, which come before
    /// the same options given on the command line.
    var options: [String: String] {
        var options: [String: String] = [:]
        if let airport { options[DataOptions.airport.name] = airport }
        if let date { options[BoardOptions.date.name] = date.description }
        return options
    }
}

/// A link the app cannot open: what is wrong, and the link it may have meant.
struct AppLinkError: Error, Equatable {
    let message: String
    let suggestion: String?

    init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }
}
