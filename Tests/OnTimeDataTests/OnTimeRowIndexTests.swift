import Testing
@testable import OnTimeData

/// A run of groups by their keys, worked by hand on a small index: keys 10, 20 and 30 hold
/// rows 7 and 8, row 4, and rows 1, 2 and 3.
@Suite struct OnTimeRowIndexTests {
    static let index = OnTimeRowIndex(keys: Column([10, 20, 30]), starts: Column([0, 2, 3, 6]), rows: Column([7, 8, 4, 1, 2, 3]))

    @Test func findsTheRunOfTheKeysInARange() throws {
        let index = Self.index
        let middle = try #require(index.groups(from: 15, through: 30))
        #expect(middle.first == 1 && middle.end == 3 && middle.rows == 2..<6)
        #expect(index.rows(at: middle.rows, count: 9) == [4, 1, 2, 3])
        #expect(index.groups(from: 0, through: .max)?.rows == 0..<6)
        #expect(index.groups(from: 20, through: 20)?.rows == 2..<3)
        #expect(index.groups(from: 10, through: 29)?.rows == 0..<3)
    }

    @Test func findsNoRunWithoutKeysThere() {
        let index = Self.index
        #expect(index.groups(from: 11, through: 19) == nil)
        #expect(index.groups(from: 31, through: .max) == nil)
        #expect(index.groups(from: 0, through: 9) == nil)
        #expect(index.groups(from: 30, through: 10) == nil)
    }

    /// The searches report the keys they read, and only keys that are there.
    @Test func tellsWhichKeysItRead() {
        var read: [Int] = []
        _ = Self.index.groups(from: 15, through: 30) { read.append($0) }
        #expect(!read.isEmpty && read.allSatisfy { (0..<3).contains($0) })
    }

    /// Rows outside the table (an index that does not fit it) are left out, as a group's are.
    @Test func leavesOutRowsBeyondTheTable() {
        #expect(Self.index.rows(at: 0..<6, count: 5) == [4, 1, 2, 3])
    }
}
