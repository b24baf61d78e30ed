/// What a prompt shows at one moment: its lines, and where the terminal's cursor
/// stands when it should be visible (in a text field).
public struct PromptFrame: Equatable {
    /// A cell of the frame: a line and a column counted in display columns.
    public struct Position: Equatable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The lines, top to bottom; each is cut to the terminal's width when drawn.
    public var lines: [StyledLine]
    /// Where to show the cursor; nil keeps it hidden.
    public var cursor: Position?
    /// The option of a list drawn on each line that shows one, by line: what a click there chooses.
    public var options: [Int: Int]

    public init(lines: [StyledLine], cursor: Position? = nil, options: [Int: Int] = [:]) {
        self.lines = lines
        self.cursor = cursor
        self.options = options
    }
}
