/// The size of a terminal window in character cells.
public struct TerminalSize: Equatable, Sendable {
    /// The number of columns, i.e. the width in display columns.
    public var columns: Int
    /// The number of rows, i.e. the height in lines.
    public var rows: Int

    /// A width of `columns` with no limit of rows, for a view printed rather than placed
    /// in a screen: it is as tall as its content.
    public static func columns(_ columns: Int) -> TerminalSize {
        TerminalSize(columns: columns, rows: .max)
    }

    /// A size of `columns` by `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
