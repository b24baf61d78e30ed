import Testing
import TerminalKit

@Suite struct SheetDetentTests {
    static let standard = TerminalSize(columns: 80, rows: 24)
    static let tall = TerminalSize(columns: 100, rows: 40)

    @Test(arguments: [
        (SheetDetent.medium, 12, 20),
        (.large, 24, 40),
        (.drawer, 8, 8),
        (.fraction(0.4), 10, 16),
        (.fraction(1), 24, 40),
        (.fraction(0.01), 3, 3),
        (.height(12), 12, 12),
        (.height(30), 24, 30),
        (.height(1), 3, 3),
        (.custom(name: "thirds") { $0.rows / 3 }, 8, 13),
        (.custom(name: "huge") { _ in 1_000 }, 24, 40),
    ])
    func rowsAt80x24And100x40(detent: SheetDetent, standardRows: Int, tallRows: Int) {
        #expect(detent.rows(for: Self.standard) == standardRows)
        #expect(detent.rows(for: Self.tall) == tallRows)
    }

    @Test(arguments: [(5, 5), (10, 8), (24, 8), (53, 8), (57, 9), (60, 9), (100, 15), (200, 30)])
    func drawerIsFifteenPercentButAtLeastEightRows(rows: Int, expected: Int) {
        #expect(SheetDetent.drawer.rows(for: TerminalSize(columns: 80, rows: rows)) == expected)
    }

    @Test func mediumIsAtLeastSixRowsButNeverTallerThanTheTerminal() {
        #expect(SheetDetent.medium.rows(for: TerminalSize(columns: 80, rows: 10)) == 6)
        #expect(SheetDetent.medium.rows(for: TerminalSize(columns: 80, rows: 4)) == 4)
    }

    @Test func oddFractionsStayWithinTheTerminal() {
        #expect(SheetDetent.fraction(.nan).rows(for: Self.standard) == 3)
        #expect(SheetDetent.fraction(.infinity).rows(for: Self.standard) == 24)
        #expect(SheetDetent.fraction(-2).rows(for: Self.standard) == 3)
    }

    @Test(arguments: [
        ("medium", SheetDetent.medium),
        ("large", .large),
        ("drawer", .drawer),
        ("0.4", .fraction(0.4)),
        ("1.0", .fraction(1)),
        (".25", .fraction(0.25)),
        ("12", .height(12)),
        ("3", .height(3)),
    ])
    func parses(text: String, expected: SheetDetent) {
        #expect(SheetDetent(parsing: text) == expected)
    }

    @Test(arguments: ["0", "1", "2", "-3", "0.0", "1.5", "-0.5", "nan", "inf", "x", "", "Medium", "12 rows"])
    func rejects(text: String) {
        #expect(SheetDetent(parsing: text) == nil)
    }

    @Test(arguments: [SheetDetent.medium, .large, .drawer, .fraction(0.4), .fraction(1), .fraction(0.125), .height(12)])
    func descriptionRoundTrips(detent: SheetDetent) {
        #expect(SheetDetent(parsing: detent.description) == detent)
    }

    @Test func describesEachDetentAsItIsWritten() {
        #expect(SheetDetent.medium.description == "medium")
        #expect(SheetDetent.drawer.description == "drawer")
        #expect(SheetDetent.fraction(0.4).description == "0.4")
        #expect(SheetDetent.height(12).description == "12")
    }

    @Test func comparesCustomDetentsByName() {
        #expect(SheetDetent.custom(name: "drawer") { _ in 3 } == .drawer)
        #expect(SheetDetent.custom(name: "a") { _ in 3 } != .custom(name: "b") { _ in 3 })
        #expect(SheetDetent.fraction(0.5) != .medium)
        #expect(SheetDetent.height(24) != .large)
    }
}
