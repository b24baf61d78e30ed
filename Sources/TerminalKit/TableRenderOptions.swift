/// How a `Table` is rendered for a particular output.
public struct TableRenderOptions: Sendable {
    /// The widest a line may be, in columns; `nil` means no limit and no
    /// truncation at all, for output going to a pipe or file.
    public var maxWidth: Int?
    /// Whether cell styles and the bold header are written as escape sequences.
    public var color: Bool
    /// Whether the first line holds the column headers.
    public var showsHeader: Bool
    /// What goes between two columns.
    public var separator: String

    /// Options for a table with headers, two spaces between columns, and by
    /// default no width limit and no colour.
    public init(maxWidth: Int? = nil, color: Bool = false, showsHeader: Bool = true, separator: String = "  ") {
        self.maxWidth = maxWidth
        self.color = color
        self.showsHeader = showsHeader
        self.separator = separator
    }
}
