/// Every escape sequence the module writes, kept together so they can be
/// reviewed in one place.
enum ANSI {
    /// Turns all attributes and colours off.
    static let reset = "\u{1B}[0m"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static func cursorUp(_ lines: Int) -> String { "\u{1B}[\(lines)A" }
    static func cursorToColumn(_ column: Int) -> String { "\u{1B}[\(column)G" }
    static let eraseToEndOfScreen = "\u{1B}[J"
    static let eraseLine = "\u{1B}[2K"
    /// Moves to `row` and `column`, both counted from 1 at the top-left corner.
    static func cursorPosition(row: Int, column: Int) -> String { "\u{1B}[\(row);\(column)H" }
    /// Saves the cursor and shows the alternate screen, which has no scrollback.
    static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Shows the normal screen again, as it was, and restores the cursor.
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Reports presses, releases and the wheel (1000) in the SGR form (1006), which has no
    /// limit on the column and cannot be mistaken for typed text.
    static let enableMouse = "\u{1B}[?1000h\u{1B}[?1006h"
    static let disableMouse = "\u{1B}[?1006l\u{1B}[?1000l"

    /// The SGR sequence turning `style` on, attributes before colour,
    /// e.g. `ESC[1;31m` for bold red.
    static func selectGraphicRendition(_ style: Style) -> String {
        var parameters: [Int] = []
        if style.bold { parameters.append(1) }
        if style.dim { parameters.append(2) }
        if style.underline { parameters.append(4) }
        if style.inverse { parameters.append(7) }
        if let color = style.foreground { parameters.append(foregroundParameter(color)) }
        return "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }

    private static func foregroundParameter(_ color: Color) -> Int {
        switch color {
        case .black: 30
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .blue: 34
        case .magenta: 35
        case .cyan: 36
        case .white: 37
        case .brightBlack: 90
        case .brightRed: 91
        case .brightGreen: 92
        case .brightYellow: 93
        case .brightBlue: 94
        case .brightMagenta: 95
        case .brightCyan: 96
        case .brightWhite: 97
        }
    }
}
