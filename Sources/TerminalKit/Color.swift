/// One of the 16 standard terminal colours, which every colour terminal
/// supports and whose exact shades follow the user's theme.
public enum Color: Sendable, Equatable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow
    case brightBlue, brightMagenta, brightCyan, brightWhite
}
