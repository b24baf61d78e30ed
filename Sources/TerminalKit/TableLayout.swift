/// Which columns of a table are shown, in order, and how wide each one is.
struct TableLayout: Equatable {
    /// A shown column: its index in the table and its width in this layout.
    struct Slot: Equatable {
        var column: Int
        var width: Int
    }

    var slots: [Slot]

    /// Lays out columns whose content is `naturalWidths` wide within `maxWidth`.
    ///
    /// The least important column gives way first: it shrinks as far as its minimum
    /// allows, and when that is not enough it is dropped and the rest are laid out
    /// afresh. Only then does the next column give way, so a more important column is
    /// never shortened while a less important one is still shown. A last remaining
    /// column is cut to `maxWidth` whatever its minimum. Among equally important
    /// columns the rightmost gives way first.
    init(columns: [TableColumn], naturalWidths: [Int], separatorWidth: Int, maxWidth: Int?) {
        var shown = Array(columns.indices)
        while true {
            slots = shown.map { Slot(column: $0, width: naturalWidths[$0]) }
            guard let maxWidth else { return }
            let limit = max(0, maxWidth)
            let separators = separatorWidth * max(0, slots.count - 1)
            let excess = slots.reduce(separators) { $0 + $1.width } - limit
            if excess <= 0 { return }
            guard slots.count > 1 else {
                slots[0].width = limit
                return
            }
            let target = Self.leastImportant(slots.indices) { columns[slots[$0].column].priority }!
            let minimum = max(1, columns[slots[target].column].minWidth)
            if slots[target].width - excess >= minimum {
                slots[target].width -= excess
                return
            }
            shown.remove(at: target)
        }
    }

    /// The candidate with the lowest priority, the last one among equals.
    private static func leastImportant(_ candidates: some Sequence<Int>, priority: (Int) -> Int) -> Int? {
        var chosen: Int?
        for candidate in candidates where chosen.map({ priority(candidate) <= priority($0) }) ?? true {
            chosen = candidate
        }
        return chosen
    }
}
