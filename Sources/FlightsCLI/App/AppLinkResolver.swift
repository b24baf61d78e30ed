import FlightBoard

/// Reads a link against the day's board: the flight it names (the next of that leg to
/// come), and what to push and present for it. A flight not on the board, or a number
/// that flies several legs when the link names none, is a usage error with the link that
/// would work.
enum AppLinkResolver {
    /// `state` opened where `link` says, and the effects that load the rest (its history, its flow).
    static func open(_ link: AppLink, in state: inout AppState, clock: BoardClock, invocation: Invocation) throws(CLIError) -> [AppEffect] {
        if link.filter != nil || link.airline != nil || link.hidesCancelled {
            state.query = link.filter ?? ""
            state.airlines = link.airline.map { [$0] } ?? []
            state.hidesCancelled = state.hidesCancelled || link.hidesCancelled
            state.relayout()
            state.jumpToNow(link.tab)
        }
        guard let flight = link.flight, let direction = link.tab.direction else {
            guard link.sheet == .stats else { return [] }
            (state.statsWanted, state.statsClosed) = (.hours, false)
            return [.loadStats(.hours)]
        }
        // The day may have been chosen in a picker since: the did-you-mean names that one.
        var shown = link
        shown.date = link.date.map { _ in state.date }
        let found = try find(flight, direction: direction, among: state.flights[direction] ?? [], clock: clock,
                             airport: state.airport, link: shown, invocation: invocation)
        if let row = state.layout.flights.firstIndex(of: found) {
            state.selected[link.tab] = row
            state.keepSelectionInView(link.tab)
        }
        state.stack = [.flight(found)]
        // The sheet's odds, read in the background as when the sheet is opened by a key.
        var effects: [AppEffect] = state.oddsEffect(for: found) + (link.history ? [.loadHistory(found, day: link.historyDay)] : [])
        switch link.sheet {
        case .checkin?: effects.append(.runFlow(.checkIn(found)))
        case .rebook?: effects.append(.runFlow(.rebook(found)))
        case .stats?:
            (state.statsWanted, state.statsClosed) = (.hours, false)
            effects.append(.loadStats(.hours))
        case nil: break
        }
        return effects
    }

    /// The flight a link names on the day's board: the next one to come when it flies twice
    /// the same leg. A number that flies several legs that way needs the link to name one
    /// (`to=`/`from=`): a link names a place, and the app's own links name the leg.
    static func find(_ flight: FlightDesignator, direction: Direction, among day: [Flight], clock: BoardClock, airport: Airport,
                     link: AppLink, invocation: Invocation) throws(CLIError) -> Flight {
        var matches = day.filter { $0.designator == flight }
        var legs: [Flight] = []
        for match in matches where !legs.contains(where: { $0.airport.code == match.airport.code }) { legs.append(match) }
        let links = legs.map { leg in
            var meant = link
            meant.leg = leg.airport.code
            return "'\(meant.url)'"
        }
        let flown = legs.map { FlightResolver.legDescription($0, airport: airport) }.joined(separator: ", ")
        let hint = "Name the leg: " + (links.count > 1 ? links.dropLast().joined(separator: ", ") + " or " + links[links.count - 1] : links.joined()) + "."
        let kind = direction == .arrival ? "arrival" : "departure"
        if let leg = link.leg {
            matches = matches.filter { $0.airport.code == leg }
            if matches.isEmpty, !legs.isEmpty {
                throw invocation.usageError(
                    "no \(kind) \(flight) \(direction == .arrival ? "from" : "to") \(leg) on \(clock.date) at \(airport.code); it flies \(flown)",
                    hint: hint)
            }
        } else if legs.count > 1 {
            throw invocation.usageError(
                "\(flight) flies \(legs.count) legs at \(airport.code) on \(FlightDetails.weekday(clock.date)) \(clock.date): \(flown)",
                hint: hint)
        }
        if let found = matches.first(where: { $0.scheduled >= clock.now }) ?? matches.first { return found }
        let names = Array(Set(day.map(\.designator.compact))).sorted()
        throw invocation.usageError(
            "no \(kind) \(flight) on \(clock.date) at \(airport.code)",
            hint: Suggestion.closest(to: flight.compact, among: names).flatMap { try? FlightDesignator(parsing: $0) }.map { name in
                var meant = link
                meant.flight = name
                return "Did you mean '\(meant.url)'?"
            })
    }
}
