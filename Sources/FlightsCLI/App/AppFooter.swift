import TerminalKit

/// The status line: the keys that work where the user is, as many as fit, from the
/// bindings (``AppKeys``) or from the flow's question and the notice shown. Each entry is
/// also a button: a click on it presses its key.
enum AppFooter {
    /// One entry: what it says, and the key a click on it presses (none for a word such as `reading…`).
    struct Item: Equatable {
        let text: String
        let key: Key?
        /// Which entries give way first when the line is short: the highest.
        let rank: Int
        /// For a pair such as `[ ]` or `+/-`: the other key, pressed by a click on the pair's last symbol at this column.
        var other: (key: Key, column: Int)? = nil

        static func == (left: Item, right: Item) -> Bool {
            left.text == right.text && left.key == right.key && left.rank == right.rank
                && left.other?.key == right.other?.key && left.other?.column == right.other?.column
        }
    }

    static let separator = " · "

    /// The entries shown at `width`, in order.
    static func items(_ state: AppState) -> [Item] {
        var items: [Item] = []
        if let hint = state.hint { items.append(Item(text: hint, key: nil, rank: -1)) }
        if state.isReading { items.append(Item(text: "reading…", key: nil, rank: -1)) }
        items += keys(state)
        return fitted(items, width: state.size.columns)
    }

    /// The status line as text and where each entry that is a button starts.
    static func line(_ state: AppState) -> StyledLine {
        var line: StyledLine = []
        for (index, item) in items(state).enumerated() {
            if index > 0 { line.append(StyledText(separator, style: .dim)) }
            let words = item.text.split(separator: " ", maxSplits: 1).map(String.init)
            if item.key != nil, words.count == 2 {
                line.append(StyledText(words[0]))
                line.append(StyledText(" " + words[1], style: .dim))
            } else {
                line.append(StyledText(item.text, style: .dim))
            }
        }
        return line.truncated(toWidth: state.size.columns, ellipsis: "…")
    }

    /// The buttons of the status line: each entry's columns and its key.
    static func buttons(_ state: AppState) -> [(columns: Range<Int>, key: Key)] {
        var column = 0
        var buttons: [(Range<Int>, Key)] = []
        for item in items(state) {
            if column > 0 { column += DisplayWidth.of(separator) }
            let width = DisplayWidth.of(item.text)
            if let key = item.key {
                if let other = item.other {
                    buttons.append((column..<min(column + other.column, state.size.columns), key))
                    buttons.append(((column + other.column)..<min(column + other.column + 1, state.size.columns), other.key))
                    buttons.append((min(column + other.column + 1, state.size.columns)..<min(column + width, state.size.columns), key))
                } else {
                    buttons.append((column..<min(column + width, state.size.columns), key))
                }
            }
            column += width
        }
        return buttons
    }

    /// Every entry that could be shown, before fitting.
    private static func keys(_ state: AppState) -> [Item] {
        if case .question(let question)? = state.presentation {
            let keys = question.keys
            return keys.enumerated().map { index, text in
                Item(text: text, key: key(named: text), rank: index == keys.count - 1 ? 0 : index + 1)
            }
        }
        guard let context = state.context else { return [] }
        var items: [Item] = []
        // What to type gives way before the keys that end the typing.
        if let lead = AppKeys.lead(context) { items.append(Item(text: lead, key: nil, rank: 3)) }
        if case .notice(let notice)? = state.presentation {
            items += notice.actions.map { Item(text: "\($0.key) \($0.label)", key: .character($0.key), rank: 0) }
        }
        let bindings = AppKeys.bindings(context) + (context.takesGlobalKeys ? AppKeys.everywhere : [])
        for binding in bindings where binding.isEnabled(state) {
            guard let rank = binding.rank, let key = binding.keys.first?.key else { continue }
            var item = Item(text: "\(binding.label) \(binding.short(in: state))", key: key, rank: rank)
            // A pair's last symbol presses its other half: `]` of `[ ]`, `-` of `+/-`, `↓` of `↑↓`.
            if let first = binding.keys.first, let other = binding.keys.first(where: { $0.action != first.action }),
               binding.label.count > 1, !binding.label.contains(where: \.isLetter) {
                item.other = (other.key, DisplayWidth.of(String(binding.label.dropLast())))
            }
            items.append(item)
        }
        return items
    }

    /// `items` without those of the highest rank, the later first, until they fit `width`.
    static func fitted(_ items: [Item], width: Int) -> [Item] {
        var shown = items
        func length() -> Int { shown.map { DisplayWidth.of($0.text) }.reduce(0, +) + DisplayWidth.of(separator) * max(0, shown.count - 1) }
        while shown.count > 1, length() > width {
            var worst = 0
            for index in shown.indices where shown[index].rank >= shown[worst].rank { worst = index }
            shown.remove(at: worst)
        }
        return shown
    }

    /// The key a question's entry names by its first word (`enter choose`, `y yes`, `esc back`).
    private static func key(named text: String) -> Key? {
        switch text.split(separator: " ").first.map(String.init) ?? "" {
        case "enter": .enter
        case "esc": .escape
        case let word where word.count == 1: .character(Character(word))
        default: nil
        }
    }
}
