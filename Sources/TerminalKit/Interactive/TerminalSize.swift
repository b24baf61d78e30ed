/// The size of a terminal window in character cells.
public struct TerminalSize: Equatable, Sendable {
    /// The number of columns, i.e. the width in display columns.
    public var columns: Int
    /// The number of rows, i.e. the height in lines.
    public var rows: Int

    /// A size of `columns` by `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
