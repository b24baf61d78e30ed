/// What a prompt shows at one moment: its lines, and where the terminal's cursor
/// stands when it should be visible (in a text field).
struct PromptFrame: Equatable {
    /// A cell of the frame: a line and a column counted in display columns.
    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    /// The lines, top to bottom; each is cut to the terminal's width when drawn.
    var lines: [StyledLine]
    /// Where to show the cursor; nil keeps it hidden.
    var cursor: Position?

    init(lines: [StyledLine], cursor: Position? = nil) {
        self.lines = lines
        self.cursor = cursor
    }
}
