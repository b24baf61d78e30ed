import FlightBoard
/// One column of an ``OnTimeTable`` or of an index: fixed-width values in memory that the
/// parser filled or that a cache image maps from disk, read in place either way.
///
/// A cache image is read without copying it: a query touches only its own rows, so a second
/// run costs about as much as a small file's, whatever the size of the table.
///
/// `Element` is only `BitwiseCopyable` on the type (the columns are of integers, written and
/// freed as raw memory): a marker protocol, which the runtime need not look up. A protocol
/// with requirements there (`FixedWidthInteger`) made it search the binary's conformances the
/// first time each column type was made, a tenth of a cached board's instructions.
public struct Column<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    // Safe to share: the values are never written once the column is made, and `owner`
    // keeps them alive (an allocation of the parser, or the mapped image).
    private let base: UnsafePointer<Element>?
    /// The number of values.
    public let count: Int
    private let owner: (AnyObject & Sendable)?

    /// Values `owner` keeps alive and never changes.
    init(base: UnsafePointer<Element>?, count: Int, owner: (AnyObject & Sendable)?) {
        self.base = base
        self.count = count
        self.owner = owner
    }

    /// A copy of `values`.
    public init(_ values: some Collection<Element>) {
        let storage = ColumnStorage<Element>(capacity: values.count)
        _ = UnsafeMutableBufferPointer(start: storage.pointer, count: values.count).initialize(from: values)
        self.init(base: storage.pointer, count: values.count, owner: storage)
    }

    /// Always 0: positions are row numbers.
    public var startIndex: Int { 0 }
    /// One past the last row.
    public var endIndex: Int { count }

    /// The value of row `position`, which must be below ``count``.
    @inline(__always)
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "row out of range")
        return base.unsafelyUnwrapped[position]
    }

    /// The address of the values, for a loop over many rows of many columns that checks its
    /// rows against ``count`` once rather than at each column's subscript.
    var address: UnsafePointer<Element>? { base }

    /// The values as a buffer, for writing them out in one go.
    func withBuffer<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }
}

extension Column: Equatable where Element: Equatable {
    /// Equal when they hold the same values, wherever they are kept.
    public static func == (left: Column, right: Column) -> Bool {
        left.elementsEqual(right)
    }
}

/// Memory for a column the parser writes into, freed with the last column that uses it.
final class ColumnStorage<Element: BitwiseCopyable>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Element>

    init(capacity: Int) {
        pointer = .allocate(capacity: max(1, capacity))
    }

    deinit { pointer.deallocate() }

    /// The first `count` values, which the caller has written.
    func column(count: Int) -> Column<Element> {
        Column(base: pointer, count: count, owner: self)
    }
}
