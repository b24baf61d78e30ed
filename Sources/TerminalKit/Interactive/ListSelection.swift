/// Which item of a list is selected, and which of its items are in view when
/// only some fit on the screen.
///
/// Moving by one (arrows, `j`/`k`) wraps around from the last item to the first and
/// back, so every item is a few presses away; moving by a page, and Home and End,
/// stop at the ends. The view scrolls only as far as it must to keep the selection
/// in sight.
public struct ListSelection: Equatable, Sendable {
    let count: Int
    /// The item selected.
    public private(set) var selected: Int
    /// The first item in view.
    private(set) var top = 0
    /// How many items are in view, as the last frame drew them.
    private(set) var pageSize = 1

    /// A selection of `selected` among `count` items, clamped into the list.
    public init(count: Int, selected: Int) {
        self.count = count
        self.selected = min(max(0, selected), max(0, count - 1))
    }

    /// The items in view.
    public var visible: Range<Int> { top..<min(count, top + pageSize) }

    /// Shows `rows` items, scrolling so the selection stays in view.
    public mutating func show(rows: Int) {
        pageSize = max(1, rows)
        top = min(top, selected)
        top = max(top, selected - pageSize + 1)
        top = max(0, min(top, count - pageSize))
    }

    public mutating func select(_ index: Int) {
        selected = min(max(0, index), max(0, count - 1))
        show(rows: pageSize)
    }

    /// A move of the selection, by its name: what a key bound to it asks for.
    public enum Move: Sendable {
        case up, down, pageUp, pageDown, first, last
    }

    /// Makes `move`, by the rules above.
    public mutating func apply(_ move: Move) {
        switch move {
        case .up: moveUp()
        case .down: moveDown()
        case .pageUp: pageUp()
        case .pageDown: pageDown()
        case .first: moveToFirst()
        case .last: moveToLast()
        }
    }

    public mutating func moveUp() { select(selected == 0 ? count - 1 : selected - 1) }
    public mutating func moveDown() { select(selected == count - 1 ? 0 : selected + 1) }
    public mutating func pageUp() { select(selected - pageSize) }
    public mutating func pageDown() { select(selected + pageSize) }
    public mutating func moveToFirst() { select(0) }
    public mutating func moveToLast() { select(count - 1) }
}
