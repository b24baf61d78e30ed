import TerminalKit

extension AppState {
    /// A click presses what is under it (a tab, a key of the status line, an alert's OK),
    /// selects a row or, on the row selected, opens it; the wheel moves as ↑ and ↓ do, three at a time.
    mutating func click(_ event: MouseEvent) -> [AppEffect] {
        let targets = AppScreen.clickTargets(self)
        hint = nil
        switch event.kind {
        case .release:
            return []
        case .wheelUp, .wheelDown:
            let step = event.kind == .wheelUp ? -Self.wheelStep : Self.wheelStep
            // On a board and in a list the wheel stops at the ends, where ↑↓ would wrap around.
            if context == .board || context == .trips {
                move(to: (selectedRow ?? 0) + step)
                return []
            }
            // In the history the wheel goes through the days, as ←→ do.
            if context == .history { return act(step < 0 ? .earlier : .later, in: .history) }
            if case .picker(var picker)? = presentation {
                picker.selected = min(max(0, picker.selected + step), max(0, picker.visibleItems.count - 1))
                presentation = .picker(picker)
                return []
            }
            let key: Key = event.kind == .wheelUp ? .up : .down
            return (0..<Self.wheelStep).flatMap { _ in handle(key) }
        case .press:
            guard let target = targets.last(where: { $0.row == event.row && $0.columns.contains(event.column) }) else { return [] }
            switch target.click {
            case .key(let key):
                return handle(key)
            case .row(let row):
                if row == selectedRow { return handle(.enter) }
                move(to: row)
                return []
            case .item(let index):
                if case .picker(var picker)? = presentation {
                    picker.selected = index
                    presentation = .picker(picker)
                    return handle(.enter)
                }
                // A question's option: by its number, or past the ninth by moving to it.
                let keys: [Key] = index < 9 ? [.character(Character("\(index + 1)"))]
                    : [.home] + Array(repeating: .down, count: index) + [.enter]
                return keys.flatMap { handle($0) }
            }
        }
    }

    /// The lines a turn of the wheel moves.
    static let wheelStep = 3
}

extension AppScreen {
    /// A place on the screen that a click acts on, and what the click does.
    struct ClickTarget: Equatable {
        enum Click: Equatable {
            /// As if the key were pressed.
            case key(Key)
            /// Selects the board's row (opens it when it is selected already).
            case row(Int)
            /// Chooses the item of a picker, or the option of a flow's question, of this index.
            case item(Int)
        }

        let row: Int
        let columns: Range<Int>
        let click: Click
    }

    /// What can be clicked on the screen `state` draws, the topmost last.
    static func clickTargets(_ state: AppState) -> [ClickTarget] {
        let size = state.size
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else { return [] }
        var targets: [ClickTarget] = []
        // The tabs, where no sheet covers them.
        if state.context?.takesGlobalKeys == true, sheetTop(state) > 1 {
            let line = tabs(state).map(\.text).joined()
            let names: [(full: String, short: String, key: Character)] = [("Arrivals", "Arr", "1"), ("Departures", "Dep", "2"), ("Trips", "Trips", "3")]
            for name in names {
                if let columns = columns(of: name.full, in: line) ?? columns(of: name.short, in: line) {
                    targets.append(ClickTarget(row: 1, columns: columns, click: .key(.character(name.key))))
                }
            }
            if state.tab != .trips, let columns = columns(of: "Hide Cancelled", in: line) {
                targets.append(ClickTarget(row: 1, columns: (columns.lowerBound - 4)..<columns.upperBound, click: .key(.character("x"))))
            }
        }
        if state.context == .board || state.context == .trips {
            let first = state.scroll[state.tab] ?? 0
            for offset in 0..<max(0, state.bodyRows - 1) {
                guard let row = state.layout.row(ofItem: first + offset), first + offset < state.layout.itemCount else { continue }
                targets.append(ClickTarget(row: headerRows + 1 + offset, columns: 0..<size.columns, click: .row(row)))
            }
        }
        if case .notice(let notice)? = state.presentation, notice.style == .alert {
            // The alert's bottom border, where its OK is.
            let panel = alertPanel(notice, size: size)
            let height = min(size.rows, panel.content.count + 2)
            let width = min(panel.naturalWidth, size.columns)
            let left = (size.columns - width) / 2
            targets.append(ClickTarget(row: max(0, (size.rows - height) / 2) + height - 1, columns: left..<(left + width), click: .key(.enter)))
        }
        switch state.presentation {
        case .picker(let picker)?:
            let (panel, first) = pickerPanel(picker, size: size)
            let width = min(panel.naturalWidth, size.columns)
            let top = max(0, (size.rows - panel.content.count - 2) / 2)
            let left = (size.columns - width) / 2
            for index in first..<max(first, min(picker.visibleItems.count, first + panel.content.count - 1)) {
                targets.append(ClickTarget(row: top + 2 + index - first, columns: left..<(left + width), click: .item(index)))
            }
        case .question(let question)?:
            let (frame, _, top) = questionSheet(question, size: size)
            for (line, option) in frame.options {
                targets.append(ClickTarget(row: top + 1 + line, columns: 0..<size.columns, click: .item(option)))
            }
        default:
            break
        }
        for button in AppFooter.buttons(state) {
            targets.append(ClickTarget(row: size.rows - 1, columns: button.columns, click: .key(button.key)))
        }
        return targets
    }

    /// The first row a sheet pushed on the stack covers; the status line's row without one.
    private static func sheetTop(_ state: AppState) -> Int {
        let area = state.sheetArea
        switch state.stack.last {
        case .flight(let flight)?: return area.rows - flightSheet(flight, isPastDay: false, state: state).styledLines(in: area).count
        case .day(let flight)?: return area.rows - flightSheet(flight, isPastDay: true, state: state).styledLines(in: area).count
        default: return area.rows
        }
    }

    /// The columns `word` takes in `line`, counted in cells.
    private static func columns(of word: String, in line: String) -> Range<Int>? {
        let characters = Array(line)
        let wanted = Array(word)
        guard wanted.count <= characters.count else { return nil }
        for index in 0...(characters.count - wanted.count) where characters[index..<(index + wanted.count)].elementsEqual(wanted) {
            let start = DisplayWidth.of(String(characters[..<index]))
            return start..<(start + DisplayWidth.of(word))
        }
        return nil
    }
}
