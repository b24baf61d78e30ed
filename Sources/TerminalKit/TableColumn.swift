/// One column of a `Table`: its header, and how it gives way when space is short.
public struct TableColumn: Sendable {
    /// The header text; callers write it in upper case.
    public var header: String
    /// The side cells sit against; the header follows it too.
    public var alignment: Alignment
    /// Higher is more important. When the table is too wide the lowest-priority
    /// column is shrunk first and, if that is not enough, dropped first.
    public var priority: Int
    /// The narrowest the column may be shrunk to; rather than go narrower it
    /// is dropped. Values below 1 count as 1, so shrinking never empties a column.
    public var minWidth: Int

    /// A column with the given header and, by default, left-aligned, priority 0
    /// and shrinkable down to one column.
    public init(header: String, alignment: Alignment = .left, priority: Int = 0, minWidth: Int = 1) {
        self.header = header
        self.alignment = alignment
        self.priority = priority
        self.minWidth = minWidth
    }
}
