/// A view that is a table. Placed in a screen, it is laid out as a ``Table`` in the room it
/// has; printed, it goes through the table's own renderer, which writes a large table (a
/// whole day's board) several times faster than styled lines would.
public protocol TableView: TerminalView {
    /// The table; `fitted` is true when it will be fitted to a width, so that cells may
    /// carry the short forms they show when cut (a pipe gets every cell whole).
    func table(fitted: Bool) -> Table
}

extension TableView {
    /// The table fitted to `size.columns`.
    public func styledLines(in size: TerminalSize) -> [StyledLine] {
        table(fitted: true).styledLines(in: size)
    }

    /// The table as text: fitted to `width` and cut with "…" where needed, or, with `width`
    /// nil (not a terminal), whole; coloured when `color` is on.
    public func text(width: Int?, color: Bool) -> String {
        table(fitted: width != nil).render(TableRenderOptions(maxWidth: width, color: color))
    }
}
