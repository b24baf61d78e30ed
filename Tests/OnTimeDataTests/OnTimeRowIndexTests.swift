import Testing
@testable import OnTimeData

/// A run of groups by their keys, worked by hand on a small index: keys 10, 20 and 30 hold
/// rows 7 and 8, row 4, and rows 1, 2 and 3.
@Suite struct OnTimeRowIndexTests {
    static let index = OnTimeRowIndex(keys: Column([10, 20, 30]), starts: Column([0, 2, 3, 6]), rows: Column([7, 8, 4, 1, 2, 3]))

    @Test func findsTheRunOfTheKeysInARange() throws {
        let index = Self.index
        #expect(index.keys(from: 15, through: 30) == 1..<3)
        let run = try #require(index.rows(ofKeys: 1..<3))
        #expect(run == 2..<6)
        #expect(index.rows(at: run, count: 9) == [4, 1, 2, 3])
        #expect(index.keys(from: 0, through: .max) == 0..<3)
        #expect(index.rows(ofKeys: 0..<3) == 0..<6)
        #expect(index.keys(from: 20, through: 20) == 1..<2)
        #expect(index.rows(ofKeys: 1..<2) == 2..<3)
        #expect(index.keys(from: 10, through: 29) == 0..<2)
    }

    @Test func findsNoKeysWhereThereAreNone() {
        let index = Self.index
        #expect(index.keys(from: 11, through: 19).isEmpty)
        #expect(index.keys(from: 31, through: .max).isEmpty)
        #expect(index.keys(from: 0, through: 9).isEmpty)
        #expect(index.keys(from: 30, through: 10).isEmpty)
    }

    /// The two searches report the keys they read: by halves for 15 (20, then 10), then for
    /// 31, the key after the last one asked for (20, then 30).
    @Test func tellsWhichKeysItRead() {
        var read: [Int] = []
        _ = Self.index.keys(from: 15, through: 30) { read.append($0) }
        #expect(read == [1, 0, 1, 2])
    }

    /// Starts that do not bound a run in the rows are no run.
    @Test func refusesStartsThatMakeNoSense() {
        let backwards = OnTimeRowIndex(keys: Column([10, 20]), starts: Column([0, 3, 1]), rows: Column([1, 2, 3]))
        #expect(backwards.rows(ofKeys: 0..<2) == 0..<1)
        #expect(backwards.rows(ofKeys: 1..<2) == nil)
        let past = OnTimeRowIndex(keys: Column([10]), starts: Column([0, 4]), rows: Column([1, 2, 3]))
        #expect(past.rows(ofKeys: 0..<1) == nil)
        let short = OnTimeRowIndex(keys: Column([10, 20]), starts: Column([0, 1]), rows: Column([1, 2, 3]))
        #expect(short.rows(ofKeys: 0..<2) == nil)
    }

    /// Rows outside the table (an index that does not fit it) are left out, as a group's are.
    @Test func leavesOutRowsBeyondTheTable() {
        #expect(Self.index.rows(at: 0..<6, count: 5) == [4, 1, 2, 3])
    }
}
