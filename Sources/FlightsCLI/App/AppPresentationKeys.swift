import FlightBoard
import TerminalKit

extension AppState {
    /// A key while something is presented: the picker, the statistics, a flow's question, a notice.
    mutating func presentationKey(_ key: Key) -> [AppEffect] {
        switch presentation {
        case .picker(var picker)?:
            switch picker.handle(key) {
            case .open:
                presentation = .picker(picker)
            case .cancelled:
                presentation = nil
            case .chosen(let item):
                presentation = nil
                airlines = item.value.isEmpty ? [] : [item.value]
                relayout()
                jumpToNow(tab)
            }
        case .stats(let result, let scroll)?:
            // The sheet is as tall as its chart, or the window: in a small one it scrolls.
            let sheet = AppScreen.statsSheet(result, scroll: scroll, state: self)
            switch key {
            case .left, .right, .character("h"), .character("l"):
                return [.loadStats(result.history.span == .hours ? .days : .hours)]
            case .escape, .enter, .backspace: presentation = nil
            case .character("q"): return [.quit]
            case .down, .character("j"): presentation = .stats(result, scroll: min(scroll + 1, sheet.maxScrollOffset(size: size)))
            case .up, .character("k"): presentation = .stats(result, scroll: max(0, scroll - 1))
            default: break
            }
        case .question(var question)?:
            switch question.handle(key) {
            case .open: presentation = .question(question)
            case .answered(let answer):
                return [.runFlow(question.flow, answers: question.answers + [answer], clock: question.clock)]
            case .back:
                // At the first question, out of the flow; later, the question before, with its answer selected.
                guard let last = question.answers.last else {
                    presentation = nil
                    return []
                }
                return [.runFlow(question.flow, answers: Array(question.answers.dropLast()), previous: last, clock: question.clock)]
            case .quit: return [.quit]
            case .closed: presentation = nil
            }
        case .notice(var notice)?:
            if case .character(let letter) = key, let action = notice.actions.first(where: { $0.key == letter }) {
                presentation = nil
                switch action.act {
                case .flow(let flow): return [.runFlow(flow)]
                case .showTrip(let code): showTrip(code)
                }
                return []
            }
            switch key {
            case .escape, .enter, .backspace: presentation = nil
            case .down, .character("j"): notice.scroll += 1
            case .up, .character("k"): notice.scroll = max(0, notice.scroll - 1)
            case .character("q"): return [.quit]
            default: break
            }
            if presentation != nil { presentation = .notice(notice) }
        case nil:
            break
        }
        return []
    }

    /// The Trips tab, with the trip of `code` selected.
    private mutating func showTrip(_ code: String) {
        _ = switchTab(to: .trips)
        if let row = layout.trips.firstIndex(where: { $0.record.code == code }) { move(to: row) }
    }

    /// The airlines of the day on the tab shown, the busiest first, after "All airlines".
    func airlinePicker() -> AppPicker {
        var counts: [String: (name: String, count: Int)] = [:]
        for flight in flights[tab.direction ?? .departure] ?? [] {
            counts[flight.airline.code, default: (flight.airline.name, 0)].count += 1
        }
        let airlines = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        let items = [AppPicker.Item(label: "All airlines", value: "")]
            + airlines.map { AppPicker.Item(label: "\($0.key)  \($0.value.name) (\($0.value.count))", value: $0.key) }
        return AppPicker(title: "Airline", items: items)
    }
}
