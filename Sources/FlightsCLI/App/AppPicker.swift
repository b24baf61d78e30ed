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

    /// What the chosen item's value names.
    enum Purpose: Equatable {
        case airline, airport, day
    }

    let title: String
    let items: [Item]
    var purpose: Purpose
    var filter = ""
    var selected = 0

    init(title: String, items: [Item], purpose: Purpose) {
        self.title = title
        self.items = items
        self.purpose = purpose
    }

    /// The items whose label holds the filter, without regard to case.
    var visibleItems: [Item] {
        let words = filter.lowercased()
        return words.isEmpty ? items : items.filter { $0.label.lowercased().contains(words) }
    }

    /// The airports of recorded data to choose one from, the busiest first.
    static func airports(_ codes: [String]) -> AppPicker {
        AppPicker(title: "Airport · busiest first", items: codes.map { Item(label: $0, value: $0) }, purpose: .airport)
    }

    /// The days of recorded data to choose one from, the last first.
    static func days(_ days: ClosedRange<CivilDate>) -> AppPicker {
        var items: [Item] = []
        var day = days.upperBound
        while day >= days.lowerBound {
            items.append(Item(label: "\(FlightDetails.weekday(day)) \(day)", value: day.description))
            day = day.adding(days: -1)
        }
        return AppPicker(title: "Day · \(days.lowerBound) to \(days.upperBound)", items: items, purpose: .day)
    }

    /// What a key did to the picker.
    enum Outcome: Equatable {
        case open
        case chosen(Item)
        case cancelled
    }

    /// A key by the picker's bindings (``AppKeys/picker``); any other character types into the filter.
    mutating func handle(_ key: Key) -> Outcome {
        guard let action = AppKeys.picker.lazy.compactMap({ $0.action(for: key) }).first else {
            if case .character(let character) = key { type(character) }
            return .open
        }
        switch action {
        case .open: return chosen.map(Outcome.chosen) ?? .open
        case .back: return .cancelled
        case .deleteCharacter: deleteCharacter()
        default: move(action)
        }
        return .open
    }

    /// Adds `character` to the filter; the selection goes back to the first item.
    mutating func type(_ character: Character) {
        filter.append(character)
        selected = 0
    }

    mutating func deleteCharacter() {
        if !filter.isEmpty { filter.removeLast() }
        selected = 0
    }

    /// Selects the item whose value is `value`, if the list has it.
    mutating func select(value: String) {
        if let index = visibleItems.firstIndex(where: { $0.value == value }) { selected = index }
    }

    /// Moves the selection as lists do everywhere in the app (``ListSelection``): by one it
    /// wraps around, by a page and to an end it stops.
    mutating func move(_ action: AppAction) {
        var selection = ListSelection(count: visibleItems.count, selected: selected)
        selection.show(rows: Self.page)
        if let move = action.listMove { selection.apply(move) }
        selected = selection.selected
    }

    /// The items a page moves by.
    static let page = 10

    /// The item Enter would choose.
    var chosen: Item? {
        let visible = visibleItems
        return visible.isEmpty ? nil : visible[min(selected, visible.count - 1)]
    }
}
