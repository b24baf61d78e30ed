import FlightBoard
import TerminalKit

/// A list presented over the app to choose one item from, narrowed as you type: the
/// airlines of the day (`a`), the airports of recorded data, the days it covers.
struct AppPicker: Equatable {
    struct Item: Equatable {
        /// What the list shows.
        let label: String
        /// What choosing it gives: a code, a day.
        let value: String
    }

    let title: String
    let items: [Item]
    var filter = ""
    var selected = 0

    /// The items whose label holds the filter, without regard to case.
    var visibleItems: [Item] {
        let words = filter.lowercased()
        return words.isEmpty ? items : items.filter { $0.label.lowercased().contains(words) }
    }

    /// The airports of recorded data to choose one from, the busiest first.
    static func airports(_ codes: [String]) -> AppPicker {
        AppPicker(title: "Airport · busiest first", items: codes.map { Item(label: $0, value: $0) })
    }

    /// The days of recorded data to choose one from, the last first.
    static func days(_ days: ClosedRange<CivilDate>) -> AppPicker {
        var items: [Item] = []
        var day = days.upperBound
        while day >= days.lowerBound {
            items.append(Item(label: "\(FlightDetails.weekday(day)) \(day)", value: day.description))
            day = day.adding(days: -1)
        }
        return AppPicker(title: "Day · \(days.lowerBound) to \(days.upperBound)", items: items)
    }

    /// What a key did to the picker.
    enum Outcome: Equatable {
        case open
        case chosen(Item)
        case cancelled
    }

    /// Types into the filter, moves the selection, chooses (Enter) or cancels (Esc).
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .escape: return .cancelled
        case .enter: return chosen.map(Outcome.chosen) ?? .open
        case .up: selected = max(0, selected - 1)
        case .down: selected = min(max(0, visibleItems.count - 1), selected + 1)
        case .pageUp: selected = max(0, selected - 10)
        case .pageDown: selected = min(max(0, visibleItems.count - 1), selected + 10)
        case .backspace:
            if !filter.isEmpty { filter.removeLast() }
            selected = 0
        case .character(let character):
            filter.append(character)
            selected = 0
        default: break
        }
        return .open
    }

    /// The item Enter would choose.
    var chosen: Item? {
        let visible = visibleItems
        return visible.isEmpty ? nil : visible[min(selected, visible.count - 1)]
    }
}
