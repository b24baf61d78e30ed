/// Anything drawn on a terminal: given the room it has, it lays itself out and gives its
/// lines, styled. A command prints them with ``render(in:color:)``; a full-screen app
/// places them in a region of its screen. Every view of the kit and of the tool is one.
public protocol TerminalView {
    /// The view's lines laid out in `size`: none wider than `size.columns`. A view that
    /// fills a height (a sheet) is `size.rows` lines tall; the others are as tall as they
    /// need to be. A size too small for the view gives a line saying so, or none.
    func styledLines(in size: TerminalSize) -> [StyledLine]
}

extension TerminalView {
    /// The view as lines of text: styles written as escape sequences when `color` is on,
    /// none at all when it is off.
    public func render(in size: TerminalSize, color: Bool) -> [String] {
        styledLines(in: size).map { $0.rendered(color: color) }
    }
}
