/// A segmented control, as on iOS: a row of choices with the selected one bracketed (and
/// inverse when coloured), such as the tabs of a full-screen app or a chart's two views.
///
/// ```
/// [ Arrivals ]  Departures  Trips
/// ```
public struct SegmentedControl: TerminalView, Sendable {
    /// The names of the segments, in as many forms as there are, longest first: the first
    /// form that fits the width is drawn (e.g. `["Last 24 Hours", "Last 10 Days"]`, then `["24 Hours", "10 Days"]`).
    public var forms: [[String]]
    /// The index of the selected segment.
    public var selected: Int

    /// A control of `segments`, with shorter `alternatives` for narrow widths.
    public init(_ segments: [String], alternatives: [[String]] = [], selected: Int) {
        forms = [segments] + alternatives
        self.selected = selected
    }

    /// One line, no wider than `size.columns`: the widest form that fits, else the selected
    /// segment alone, cut if it must be.
    public func styledLines(in size: TerminalSize) -> [StyledLine] {
        var candidates: [StyledLine] = forms.map { names in
            names.enumerated().flatMap { index, name -> StyledLine in
                let segment = index == selected
                    ? StyledText("[ \(name) ]", style: Self.selectedStyle)
                    : StyledText("  \(name)", style: .dim)
                return index == 0 ? [segment] : [" ", segment]
            }
        }
        if let last = forms.last, last.indices.contains(selected) {
            candidates.append([StyledText("[ \(last[selected]) ]", style: Self.selectedStyle)])
        }
        let line = candidates.first { $0.displayWidth <= size.columns } ?? candidates.last ?? []
        return [line.truncated(toWidth: size.columns)]
    }

    private static let selectedStyle = Style(bold: true, inverse: true)
}
