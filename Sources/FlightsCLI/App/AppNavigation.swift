import FlightBoard
import TerminalKit

/// The moves of the reducer: the selection on a board or a list, a sheet's scroll, the tabs.
extension AppState {
    /// A move of the selection on a board or a list, a scroll in a sheet.
    mutating func move(_ action: AppAction, in context: AppContext) {
        switch context {
        case .board, .trips:
            // As every list of the app and its prompts moves: by one it wraps, by a page it stops.
            guard let move = action.listMove, layout.rowCount > 0 else { return }
            var selection = ListSelection(count: layout.rowCount, selected: selectedRow ?? 0)
            selection.show(rows: max(1, bodyRows - 2))
            selection.apply(move)
            self.move(to: selection.selected)
        case .flight, .day, .plane:
            let page = max(1, detent.rows(for: sheetArea) - 3)
            sheetScroll = Self.scrolled(sheetScroll, action, page: page)
            // No further than the sheet's last line at the bottom, so the way back up is as long as the way down.
            if case .plane(_, let day)? = stack.last {
                sheetScroll = min(sheetScroll, AppScreen.planeSheet(day, state: self).maxScrollOffset(size: sheetArea))
            } else if let flight = currentFlight {
                let sheet = AppScreen.flightSheet(flight, isPastDay: context == .day, state: self)
                sheetScroll = min(sheetScroll, sheet.maxScrollOffset(size: sheetArea))
            }
        case .history:
            guard case .history(let flight, let days, _)? = stack.last, action == .first || action == .last else { return }
            stack[stack.count - 1] = .history(flight, days: days, selected: action == .first ? 0 : max(0, days.count - 1))
        case .stats:
            guard case .stats(let result, let scroll)? = presentation else { return }
            let sheet = AppScreen.statsSheet(result, scroll: scroll, state: self)
            presentation = .stats(result, scroll: min(Self.scrolled(scroll, action, page: 10), sheet.maxScrollOffset(size: sheetArea)))
        case .notice:
            guard case .notice(var notice)? = presentation else { return }
            notice.scroll = min(Self.scrolled(notice.scroll, action, page: 10), AppScreen.noticeScrollLimit(notice, area: sheetArea))
            presentation = .notice(notice)
        case .help:
            guard case .help(let shown, let scroll)? = presentation else { return }
            let sheet = AppScreen.helpSheet(shown, scroll: scroll, state: self)
            presentation = .help(shown, scroll: min(Self.scrolled(scroll, action, page: 10), sheet.maxScrollOffset(size: sheetArea)))
        case .picker, .filter:
            break
        }
    }

    /// The characters ←→ move a wide line by.
    static let sidewaysStep = 16

    /// A scroll offset after `action`; `.max` at the bottom, which the view clamps.
    private static func scrolled(_ offset: Int, _ action: AppAction, page: Int) -> Int {
        switch action {
        case .up: max(0, offset - 1)
        case .down: offset + 1
        case .pageUp: max(0, offset - page)
        case .pageDown: offset + page
        case .first: 0
        default: .max
        }
    }

    mutating func move(to row: Int) {
        selected[tab] = min(max(0, row), max(0, layout.rowCount - 1))
        keepSelectionInView(tab)
    }

    mutating func switchTab(by step: Int) -> [AppEffect] {
        let all = AppLink.Tab.allCases
        let index = all.firstIndex(of: tab) ?? 0
        return switchTab(to: all[(index + step + all.count) % all.count])
    }

    /// `tab` shown at its root, at its first flight to come (a trip's tab at its first).
    mutating func switchTab(to tab: AppLink.Tab) -> [AppEffect] {
        popToRoot()
        isEditingQuery = false
        self.tab = tab
        jumpToNow(tab)
        return []
    }

    mutating func popToRoot() {
        stack.removeAll()
        presentation = nil
        sheetScroll = 0
        keepSelectionInView(tab)
    }
}
