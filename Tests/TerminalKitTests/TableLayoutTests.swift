import Testing
@testable import TerminalKit

@Suite struct TableLayoutTests {
    private typealias Slot = TableLayout.Slot

    private func layout(_ columns: [TableColumn], _ naturalWidths: [Int], maxWidth: Int?) -> [Slot] {
        TableLayout(columns: columns, naturalWidths: naturalWidths, separatorWidth: 2, maxWidth: maxWidth).slots
    }

    @Test func keepsNaturalWidthsWithoutLimit() {
        let columns = [TableColumn(header: "A"), TableColumn(header: "B")]
        #expect(layout(columns, [30, 50], maxWidth: nil) == [Slot(column: 0, width: 30), Slot(column: 1, width: 50)])
    }

    @Test func countsSeparatorsTowardsTheLimit() {
        let columns = [TableColumn(header: "A", minWidth: 5), TableColumn(header: "B", minWidth: 5)]
        #expect(layout(columns, [10, 10], maxWidth: 22) == [Slot(column: 0, width: 10), Slot(column: 1, width: 10)])
        #expect(layout(columns, [10, 10], maxWidth: 21) == [Slot(column: 0, width: 10), Slot(column: 1, width: 9)])
    }

    @Test func rightmostOfEqualPriorityGivesWayFirst() {
        let columns = [TableColumn(header: "A", minWidth: 4), TableColumn(header: "B", minWidth: 4)]
        #expect(layout(columns, [10, 10], maxWidth: 16) == [Slot(column: 0, width: 10), Slot(column: 1, width: 4)])
        // B at its minimum is not enough: B goes, and A is not shortened while B could still go.
        #expect(layout(columns, [10, 10], maxWidth: 14) == [Slot(column: 0, width: 10)])
    }

    @Test func aMoreImportantColumnShrinksOnlyOnceTheLessImportantAreGone() {
        let columns = [
            TableColumn(header: "A", priority: 2, minWidth: 4),
            TableColumn(header: "B", priority: 1, minWidth: 4),
        ]
        #expect(layout(columns, [10, 10], maxWidth: 8) == [Slot(column: 0, width: 8)])
        #expect(layout(columns, [10, 10], maxWidth: 3) == [Slot(column: 0, width: 3)])
    }

    @Test func dropsRightmostOfEqualPriorityFirst() {
        let columns = [TableColumn(header: "A", minWidth: 8), TableColumn(header: "B", minWidth: 8)]
        #expect(layout(columns, [10, 10], maxWidth: 12) == [Slot(column: 0, width: 10)])
    }

    @Test func neverShrinksAColumnNarrowerThanItsMinimum() {
        let columns = [
            TableColumn(header: "A", priority: 1, minWidth: 8),
            TableColumn(header: "B", priority: 0, minWidth: 20),
        ]
        // B's content is narrower than its minimum: it cannot shrink, so it is dropped whole.
        #expect(layout(columns, [10, 12], maxWidth: 22) == [Slot(column: 0, width: 10)])
        #expect(layout(columns, [10, 12], maxWidth: 24) == [Slot(column: 0, width: 10), Slot(column: 1, width: 12)])
    }

    @Test func treatsMinimumBelowOneAsOne() {
        let columns = [TableColumn(header: "A", priority: 1), TableColumn(header: "B", minWidth: 0)]
        #expect(layout(columns, [5, 5], maxWidth: 8) == [Slot(column: 0, width: 5), Slot(column: 1, width: 1)])
    }

    @Test func cutsTheLastColumnToTheLimit() {
        let columns = [TableColumn(header: "A", minWidth: 10)]
        #expect(layout(columns, [12], maxWidth: 5) == [Slot(column: 0, width: 5)])
        #expect(layout(columns, [12], maxWidth: -1) == [Slot(column: 0, width: 0)])
    }
}
