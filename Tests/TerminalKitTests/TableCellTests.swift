import Testing
import TerminalKit

@Suite struct TableCellTests {
    @Test func literalsMakePlainCells() {
        let gate = 12
        let literal: TableCell = "On time"
        let interpolated: TableCell = "Gate \(gate)"
        #expect(literal.text == "On time")
        #expect(literal.style == .plain)
        #expect(interpolated.text == "Gate 12")
        #expect(interpolated.style == .plain)
    }
}
