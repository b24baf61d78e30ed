import FlightBoard
import TerminalKit

extension AppState {
    /// The state after `event`, and what the world must do about it. Pure: it reads
    /// nothing outside the state and the event.
    mutating func reduce(_ event: AppEvent) -> [AppEffect] {
        let wasOnTrips = tab == .trips
        let effects = reduceEvent(event)
        // Trips looked at and left: its changes are seen.
        if wasOnTrips, tab != .trips { tripChanges.unseen = [] }
        return effects
    }

    private mutating func reduceEvent(_ event: AppEvent) -> [AppEffect] {
        switch event {
        case .key(let key):
            tripChanges.banner = nil
            return handle(key)
        case .typed(let text):
            // A paste into the filter: its characters in, the rows laid out once.
            guard isEditingQuery, presentation == nil else { return text.flatMap { handle(.character($0)) } }
            typeIntoQuery(text)
        case .resized(let size):
            self.size = size
            relayout()
        case .refreshed(let now, let date, let flights, let trips):
            let dayChanged = date != self.date
            self.now = now
            self.date = date
            self.flights = flights
            tripChanges.note(from: self.trips, to: trips)
            self.trips = trips
            stack = dayChanged ? [] : stack.map(refreshed)
            relayout()
            // Another day is another board: it opens as the first did, at its first flight to come.
            if dayChanged { for tab in AppLink.Tab.allCases { jumpToNow(tab) } }
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
        case .planeLoaded(let flight, let day):
            // Read while the user moved on: the day is of a flight no longer shown.
            guard currentFlight == flight else { return [] }
            sheetScroll = 0
            stack.append(.plane(flight, day))
        case .inboundLoaded(let flight, let inbound):
            inbounds[Self.inboundKey(flight)] = inbound
        case .oddsLoaded(let direction, let date, let read):
            odds[direction, default: [:]][date] = read
        case .statsLoaded(let result):
            // Closed while it was read: it stays closed. A view asked for before the last ←→
            // arrives late: the one asked for last is on its way.
            if statsClosed { break }
            if let wanted = statsWanted, wanted != result.shown { break }
            statsWanted = nil
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
        case .announce(let words):
            tripChanges.banner = words
        }
        return []
    }

    /// Where a key is read now; nil while a flow's question is asked, which reads its own.
    var context: AppContext? {
        switch presentation {
        case .picker?: return .picker
        case .stats?: return .stats
        case .notice?: return .notice
        case .help?: return .help
        case .question?: return nil
        case nil: break
        }
        if isEditingQuery { return .filter }
        switch stack.last {
        case .flight?: return .flight
        case .day?: return .day
        case .history?: return .history
        case .plane?: return .plane
        case nil: return tab == .trips ? .trips : .board
        }
    }

    mutating func handle(_ key: Key) -> [AppEffect] {
        switch key {
        case .resumed, .unknown: return []
        default: break
        }
        // A click hits the screen as drawn, the word of the status line included.
        if case .mouse(let event) = key { return click(event) }
        hint = nil
        // Ctrl-C and Ctrl-Z, whatever is shown.
        if let action = AppKeys.always.lazy.compactMap({ $0.action(for: key) }).first { return act(action, in: context ?? .board) }
        guard let context else { return questionKey(key) }
        if case .notice(let notice)? = presentation, case .character(let letter) = key,
           let action = notice.actions.first(where: { $0.key == letter }) {
            presentation = nil
            switch action.act {
            case .flow(let flow): return [.runFlow(flow)]
            case .showTrip(let code): showTrip(code)
            case .toggleWatch(let watch): return [.toggleWatch(watch)]
            }
            return []
        }
        if case .picker(var picker)? = presentation {
            switch picker.handle(key) {
            case .open: presentation = .picker(picker)
            case .cancelled: presentation = nil
            case .chosen(let item):
                presentation = nil
                return choose(item, purpose: picker.purpose)
            }
            return []
        }
        if let (binding, action) = AppKeys.binding(for: key, in: context) {
            guard binding.isEnabled(self) else {
                hint = "\(binding.label) \(binding.help): nothing to do here"
                return []
            }
            return act(action, in: context)
        }
        guard case .character(let character) = key else { return [] }
        if context == .filter {
            typeIntoQuery(String(character))
        } else {
            hint = "No key \(character) here · ? lists the keys"
        }
        return []
    }

    /// What `action` does in `context`.
    mutating func act(_ action: AppAction, in context: AppContext) -> [AppEffect] {
        switch action {
        case .interrupt: return [.interrupted]
        case .suspend: return [.suspend]
        case .endOfInput: return isAsking ? questionKey(.endOfInput) : [.quit]
        case .quit: return [.quit]
        case .help:
            presentationUnderHelp = presentation
            presentation = .help(context, scroll: 0)
        case .link: return [.showLink]
        case .toBoard: popToRoot()
        case .nextTab: return switchTab(by: 1)
        case .previousTab: return switchTab(by: -1)
        case .showTab(let tab): return switchTab(to: tab)
        case .up, .down, .pageUp, .pageDown, .first, .last: move(action, in: context)
        case .open: return open(in: context)
        case .back: back(in: context)
        case .now: jumpToNow(tab)
        case .toggleCancelled:
            hidesCancelled.toggle()
            relayout()
        case .filter: isEditingQuery = true
        case .chooseAirline: presentation = .picker(airlinePicker())
        case .clearFilters:
            query = ""
            airlines = []
            isEditingQuery = false
            relayout()
            jumpToNow(tab)
        case .checkIn: if let flight = currentFlight { return [.runFlow(.checkIn(flight))] }
        case .rebook:
            // A trip's flight cancelled: its rebook moves the trip, check-ins and all.
            if let flight = context == .trips ? selectedTrip?.flight : currentFlight { return [.runFlow(.rebook(flight))] }
        case .history: if let flight = currentFlight { return [.loadHistory(flight)] + oddsEffect(for: flight) }
        case .plane: if let flight = currentFlight, flight.aircraft != nil { return [.loadPlane(flight)] }
        case .stats:
            (statsWanted, statsClosed) = (.hours, false)
            return [.loadStats(.hours)]
        case .undo: if let code = selectedTrip?.record.code { return [.runFlow(.undo(code: code))] }
        case .watch:
            if context == .trips {
                if case .watch(let watch)? = selectedTrip?.record { return [.toggleWatch(watch)] }
            } else if let flight = currentFlight {
                return [.toggleWatch(WatchedFlight(flight, at: now))]
            }
        case .previousDay: return changeDay(to: date.adding(days: -1))
        case .nextDay: return changeDay(to: date.adding(days: 1))
        case .today: return changeDay(to: today)
        case .chooseDay: presentation = .picker(dayPicker())
        case .taller: stepDetent(by: 1)
        case .shorter: stepDetent(by: -1)
        case .earlier where context == .notice, .later where context == .notice:
            guard case .notice(var notice)? = presentation, let wide = notice.wide else { break }
            let step = (action == .earlier ? -1 : 1) * Self.sidewaysStep
            notice.shift = min(max(0, notice.shift + step), max(0, wide.count - (size.columns - 5)))
            presentation = .notice(notice)
        case .earlier where context == .stats, .later where context == .stats:
            guard case .stats(let result, _)? = presentation else { break }
            // From the view asked for last, so that keys pressed faster than the reads count each.
            let views = StatsView.inSheet
            let index = views.firstIndex(of: statsWanted ?? result.shown) ?? 0
            let next = views[(index + (action == .earlier ? views.count - 1 : 1)) % views.count]
            statsWanted = next
            return [.loadStats(next)]
        case .earlier, .later:
            guard case .history(let flight, let days, let selected)? = stack.last else { break }
            let step = action == .earlier ? -1 : 1
            stack[stack.count - 1] = .history(flight, days: days, selected: min(max(0, selected + step), max(0, days.count - 1)))
        case .deleteCharacter:
            if !query.isEmpty {
                query.removeLast()
                queryWasCut = false
                relayout()
            }
        case .deleteAll:
            query = ""
            relayout()
        }
        return []
    }

    // MARK: Opening and going back

    /// The sheet of `flight` pushed; a departure's names its inbound, and every sheet its
    /// odds, read in the background.
    private mutating func push(_ flight: Flight) -> [AppEffect] {
        sheetScroll = 0
        stack.append(.flight(flight))
        let inbound: [AppEffect] = flight.direction == .departure && flight.aircraft != nil && inbound(of: flight) == nil
            ? [.loadInbound(flight)] : []
        return inbound + oddsEffect(for: flight)
    }

    private mutating func open(in context: AppContext) -> [AppEffect] {
        switch context {
        case .board:
            if let flight = selectedFlight { return push(flight) }
        case .trips:
            guard let trip = selectedTrip else { break }
            switch trip.record {
            case .checkIn(let checkIn): return [.showPass(code: checkIn.code)]
            case .reschedule: presentation = .notice(AppTripNotice.move(trip))
            // A watched flight opens as on the board; one the data no longer has, as a notice.
            case .watch(let watch):
                if let flight = trip.flight { return push(flight) }
                presentation = .notice(AppTripNotice.watch(watch))
            }
        case .history:
            guard case .history(_, let days, let selected)? = stack.last, days.indices.contains(selected) else { break }
            sheetScroll = 0
            stack.append(.day(days[selected]))
        default: break
        }
        return []
    }

    /// What choosing `item` in a picker does.
    private mutating func choose(_ item: AppPicker.Item, purpose: AppPicker.Purpose) -> [AppEffect] {
        switch purpose {
        case .airline:
            airlines = item.value.isEmpty ? [] : [item.value]
            relayout()
            jumpToNow(tab)
        case .day:
            if let day = CivilDate(parsing: item.value) { return changeDay(to: day) }
        case .airport:
            break
        }
        return []
    }

    private mutating func back(in context: AppContext) {
        switch context {
        case .flight, .day, .history, .plane:
            stack.removeLast()
            sheetScroll = 0
            keepSelectionInView(tab)
        case .filter: isEditingQuery = false
        case .help:
            presentation = presentationUnderHelp
            presentationUnderHelp = nil
        case .stats:
            presentation = nil
            (statsWanted, statsClosed) = (nil, true)
        default: presentation = nil
        }
    }

    // MARK: Typing a filter

    /// `text` typed at the end of the filter, as much as its length takes; the rows laid out
    /// once, and the selection back to the first still to come, as at the start.
    private mutating func typeIntoQuery(_ text: String) {
        let room = Self.queryLimit - query.count
        query += text.prefix(max(0, room))
        queryWasCut = queryWasCut || text.count > room
        relayout()
        jumpToNow(tab)
    }

    // MARK: The day

    /// The board of `day`, read by the coordinator; at the data's ends, a word instead.
    private mutating func changeDay(to day: CivilDate) -> [AppEffect] {
        guard day != date else { return [] }
        guard days.contains(day) else {
            hint = day < days.lowerBound ? "\(days.lowerBound) is the first day of the data" : "\(days.upperBound) is the last day of the data"
            return []
        }
        return [.changeDay(day)]
    }

    private mutating func stepDetent(by step: Int) {
        guard let index = detents.firstIndex(of: detent) else { return }
        detent = detents[min(max(0, index + step), detents.count - 1)]
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
