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

/// A result or a refusal shown over the app until dismissed: a boarding pass, a move,
/// an undo, why a flight cannot be rebooked, the link of the place shown.
struct AppNotice {
    /// A box in the middle of the screen, as an alert; or a sheet from the bottom.
    enum Style { case alert, sheet }

    /// A key the notice offers besides Enter: what helps after a refusal, the next step after a result.
    struct Action {
        /// What it does.
        enum Act {
            case flow(AppFlow)
            /// The Trips tab, with the trip of this code selected.
            case showTrip(String)
        }

        let key: Character
        /// What the status line says it does.
        let label: String
        let act: Act
    }

    let title: String
    let lines: [StyledLine]
    let style: Style
    let actions: [Action]
    var scroll = 0

    init(title: String, lines: [StyledLine], style: Style, actions: [Action] = []) {
        self.title = title
        self.lines = lines
        self.style = style
        self.actions = actions
    }

    /// An alert of a few words.
    static func alert(_ title: String, _ words: String) -> AppNotice {
        AppNotice(title: title, lines: [[StyledText(words)]], style: .alert)
    }
}
