import FlightBoard
import TerminalKit

extension AppState {
    /// The state after `event`, and what the world must do about it. Pure: it reads
    /// nothing outside the state and the event.
    mutating func reduce(_ event: AppEvent) -> [AppEffect] {
        switch event {
        case .key(let key):
            return handle(key)
        case .typed(let text):
            // A paste into the filter: its characters in, the rows laid out once.
            guard isEditingQuery, presentation == nil else { return text.flatMap { handle(.character($0)) } }
            typeIntoQuery(text)
        case .resized(let size):
            self.size = size
            relayout()
        case .refreshed(let now, let date, let flights, let trips):
            self.now = now
            self.date = date
            self.flights = flights
            self.trips = trips
            stack = stack.map(refreshed)
            relayout()
        case .reading(let reading):
            isReading = reading
        case .historyLoaded(let flight, let days, let day):
            // Read while the user moved on: the popover is of a flight no longer shown.
            guard currentFlight == flight else { return [] }
            let chosen = day.flatMap { day in days.firstIndex { $0.scheduled.date == day } }
            // The row at the top of the board, so its popover has the room below it.
            if let row = selectedRow, layout.flights.indices.contains(row), layout.flights[row] == flight {
                scroll[tab] = layout.item(ofRow: row)
            }
            stack.append(.history(flight, days: days, selected: chosen ?? max(0, days.count - 1)))
            if let chosen {
                sheetScroll = 0
                stack.append(.day(days[chosen]))
            }
        case .statsLoaded(let result):
            // Read while something else was presented (a question): that stays. ←→ in the sheet replaces it.
            switch presentation {
            case nil, .stats?: presentation = .stats(result, scroll: 0)
            default: break
            }
        case .present(let notice):
            presentation = .notice(notice)
        case .presentIfIdle(let notice):
            if presentation == nil { presentation = .notice(notice) }
        case .asked(let question):
            presentation = .question(question)
        case .closeQuestion:
            if case .question? = presentation { presentation = nil }
        }
        return []
    }

    private mutating func handle(_ key: Key) -> [AppEffect] {
        switch key {
        case .interrupt: return [.interrupted]
        case .suspend: return [.suspend]
        case .endOfInput where !isAsking: return [.quit]
        case .resumed, .unknown: return []
        default: break
        }
        if presentation != nil { return presentationKey(key) }
        if isEditingQuery { return queryKey(key) }
        switch key {
        case .character("q"): return [.quit]
        case .character("~"):
            popToRoot()
            return []
        case .character("y"): return [.showLink]
        case .tab: return switchTab(by: 1)
        case .backTab: return switchTab(by: -1)
        case .character("1"): return switchTab(to: .arrivals)
        case .character("2"): return switchTab(to: .departures)
        case .character("3"): return switchTab(to: .trips)
        default: break
        }
        switch stack.last {
        case .flight(let flight)?: return sheetKey(key, flight: flight)
        case .day(let flight)?: return sheetKey(key, flight: flight, isPastDay: true)
        case .history(let flight, let days, let selected)?: return historyKey(key, flight: flight, days: days, selected: selected)
        case nil: return boardKey(key)
        }
    }

    // MARK: The board

    private mutating func boardKey(_ key: Key) -> [AppEffect] {
        let page = max(1, bodyRows - 2)
        switch key {
        case .up, .character("k"): move(by: -1)
        case .down, .character("j"): move(by: 1)
        case .pageUp: move(by: -page)
        case .pageDown: move(by: page)
        case .home: move(to: 0)
        case .end: move(to: layout.rowCount - 1)
        case .character("g"): jumpToNow(tab)
        case .left: return switchTab(by: -1)
        case .right: return switchTab(by: 1)
        case .character("x"):
            hidesCancelled.toggle()
            relayout()
        case .character("/") where tab != .trips:
            isEditingQuery = true
        case .character("a") where tab != .trips:
            presentation = .picker(airlinePicker())
        case .escape, .backspace:
            guard !query.isEmpty || !airlines.isEmpty else { return [] }
            query = ""
            airlines = []
            relayout()
        case .enter:
            if let flight = selectedFlight {
                sheetScroll = 0
                stack.append(.flight(flight))
            } else if let trip = selectedTrip, case .checkIn = trip.record {
                return [.showPass(code: trip.record.code)]
            }
        case .character("u"):
            if let trip = selectedTrip { return [.runFlow(.undo(code: trip.record.code))] }
        case .character("r") where tab == .trips:
            // A trip's flight cancelled: its rebook moves the trip, check-ins and all.
            if let flight = selectedTrip?.flight { return [.runFlow(.rebook(flight))] }
        case .character("s") where tab != .trips:
            return [.loadStats(.hours)]
        case .character(let letter):
            if let flight = selectedFlight { return flightAction(letter, flight: flight) }
        default: break
        }
        return []
    }

    /// `c`, `r` and `h` on a flight, from its row or its sheet.
    private func flightAction(_ letter: Character, flight: Flight) -> [AppEffect] {
        switch letter {
        case "c": [.runFlow(.checkIn(flight))]
        case "r": [.runFlow(.rebook(flight))]
        case "h": [.loadHistory(flight)]
        case "s": [.loadStats(.hours)]
        default: []
        }
    }

    private mutating func move(by rows: Int) {
        move(to: (selectedRow ?? 0) + rows)
    }

    mutating func move(to row: Int) {
        selected[tab] = min(max(0, row), max(0, layout.rowCount - 1))
        keepSelectionInView(tab)
    }

    private mutating func switchTab(by step: Int) -> [AppEffect] {
        let all = AppLink.Tab.allCases
        let index = all.firstIndex(of: tab) ?? 0
        return switchTab(to: all[(index + step + all.count) % all.count])
    }

    mutating func switchTab(to tab: AppLink.Tab) -> [AppEffect] {
        popToRoot()
        isEditingQuery = false
        self.tab = tab
        return []
    }

    private mutating func popToRoot() {
        stack.removeAll()
        presentation = nil
        sheetScroll = 0
        keepSelectionInView(tab)
    }

    // MARK: Typing a filter

    private mutating func queryKey(_ key: Key) -> [AppEffect] {
        switch key {
        case .character(let character):
            typeIntoQuery(String(character))
            return []
        case .backspace:
            if !query.isEmpty { query.removeLast() }
            queryWasCut = false
        case .deleteToStart, .deleteWordBackward: query = ""
        case .enter, .down, .up: isEditingQuery = false
        case .escape:
            query = ""
            isEditingQuery = false
        default: return []
        }
        relayout()
        return []
    }

    /// `text` typed at the end of the filter, as much as its length takes; the rows laid out
    /// once, and the selection back to the first still to come, as at the start.
    private mutating func typeIntoQuery(_ text: String) {
        let room = Self.queryLimit - query.count
        query += text.prefix(max(0, room))
        queryWasCut = queryWasCut || text.count > room
        relayout()
        jumpToNow(tab)
    }

    // MARK: Pushed screens

    private mutating func sheetKey(_ key: Key, flight: Flight, isPastDay: Bool = false) -> [AppEffect] {
        switch key {
        case .escape, .backspace, .enter:
            stack.removeLast()
            sheetScroll = 0
        case .down, .character("j"): sheetScroll += 1
        case .up, .character("k"): sheetScroll = max(0, sheetScroll - 1)
        case .pageDown: sheetScroll += max(1, detent.rows(for: size) - 3)
        case .pageUp: sheetScroll = max(0, sheetScroll - max(1, detent.rows(for: size) - 3))
        case .home: sheetScroll = 0
        case .end: sheetScroll = .max
        case .character("+"), .character("="): stepDetent(by: 1)
        case .character("-"): stepDetent(by: -1)
        case .character(let letter) where !isPastDay:
            return flightAction(letter, flight: flight)
        default: break
        }
        // No further than the sheet's last line at the bottom, so the way back up is as long as the way down.
        let sheet = AppScreen.flightSheet(flight, isPastDay: isPastDay, state: self)
        sheetScroll = min(sheetScroll, sheet.maxScrollOffset(size: size))
        return []
    }

    private mutating func stepDetent(by step: Int) {
        guard let index = detents.firstIndex(of: detent) else { return }
        detent = detents[min(max(0, index + step), detents.count - 1)]
    }

    private mutating func historyKey(_ key: Key, flight: Flight, days: [Flight], selected: Int) -> [AppEffect] {
        switch key {
        case .escape, .backspace:
            stack.removeLast()
            keepSelectionInView(tab)
        case .left, .character("h"):
            stack[stack.count - 1] = .history(flight, days: days, selected: max(0, selected - 1))
        case .right, .character("l"):
            stack[stack.count - 1] = .history(flight, days: days, selected: min(days.count - 1, selected + 1))
        case .home:
            stack[stack.count - 1] = .history(flight, days: days, selected: 0)
        case .end:
            stack[stack.count - 1] = .history(flight, days: days, selected: max(0, days.count - 1))
        case .enter:
            guard days.indices.contains(selected) else { return [] }
            sheetScroll = 0
            stack.append(.day(days[selected]))
        default: break
        }
        return []
    }

    /// A pushed screen with its flight as the data has it now.
    private func refreshed(_ destination: Destination) -> Destination {
        guard case .flight(let flight) = destination else { return destination }
        let now = flights[flight.direction]?.first {
            $0.designator == flight.designator && $0.scheduled == flight.scheduled
        }
        return .flight(now ?? flight)
    }
}
