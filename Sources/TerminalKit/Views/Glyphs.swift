/// The characters the views draw their frames, arrows, grids and markers
/// with. Text passed in by the caller (titles, content, bar fills) is never
/// changed.
public enum Glyphs: Sendable, Equatable {
    /// Rounded box drawing (`╭─╮ │ ╰─╯`), arrows (`▲ ↑ ↓`), a dashed grid
    /// (`┈`) and `…`: the shapes of modern terminal fonts.
    case unicode
    /// Plain ASCII (`+-+ | +-+`, `^ v`, a dotted grid `.`, `...`) for consoles
    /// and fonts that cannot draw the others.
    case ascii
}

extension Glyphs {
    var topLeft: String { self == .unicode ? "╭" : "+" }
    var topRight: String { self == .unicode ? "╮" : "+" }
    var bottomLeft: String { self == .unicode ? "╰" : "+" }
    var bottomRight: String { self == .unicode ? "╯" : "+" }
    var horizontal: String { self == .unicode ? "─" : "-" }
    var vertical: String { self == .unicode ? "│" : "|" }
    var ellipsis: String { self == .unicode ? "…" : "..." }

    /// The handle in a sheet's top border, heavier than the line it sits in
    /// like the grabber of an iOS sheet.
    var grabber: String { self == .unicode ? "━━━━" : "====" }
    /// The point of a popover, above the thing it is about.
    var pointer: String { self == .unicode ? "▲" : "^" }
    /// Leads the marker for lines scrolled out above.
    var moreAbove: String { self == .unicode ? "↑" : "^" }
    /// Leads the marker for lines still below.
    var moreBelow: String { self == .unicode ? "↓" : "v" }

    /// A chart's horizontal grid, light enough that bars stand out over it.
    var grid: String { self == .unicode ? "┈" : "." }
    /// Where a labelled value meets the value axis.
    var axisTick: String { self == .unicode ? "┤" : "+" }
    /// Where the value axis meets the time axis.
    var axisCorner: String { self == .unicode ? "└" : "+" }
    /// Tops a bar whose value is beyond the chart's maximum.
    var clipped: String { self == .unicode ? "↑" : "^" }
}
