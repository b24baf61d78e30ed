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
    /// Columns are shrunk, least important first, only as much as needed and no
    /// lower than their minimum; when that is not enough the least important
    /// column is dropped and the rest laid out afresh, since they may then need
    /// less shrinking. A last remaining column is cut to `maxWidth` whatever its
    /// minimum. Among equally important columns the rightmost gives way first.
    init(columns: [TableColumn], naturalWidths: [Int], separatorWidth: Int, maxWidth: Int?) {
        var shown = Array(columns.indices)
        while true {
            slots = shown.map { Slot(column: $0, width: naturalWidths[$0]) }
            guard let maxWidth else { return }
            let limit = max(0, maxWidth)
            let separators = separatorWidth * max(0, slots.count - 1)
            var excess = slots.reduce(separators) { $0 + $1.width } - limit
            func minimum(_ slot: Int) -> Int { max(1, columns[slots[slot].column].minWidth) }
            func priority(_ slot: Int) -> Int { columns[slots[slot].column].priority }
            func isShrinkable(_ slot: Int) -> Bool { slots[slot].width > minimum(slot) }

            while excess > 0, let target = Self.leastImportant(slots.indices.filter(isShrinkable), priority: priority) {
                let cut = min(excess, slots[target].width - minimum(target))
                slots[target].width -= cut
                excess -= cut
            }
            if excess <= 0 { return }
            guard slots.count > 1 else {
                slots[0].width = limit
                return
            }
            shown.remove(at: Self.leastImportant(slots.indices, priority: priority)!)
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
