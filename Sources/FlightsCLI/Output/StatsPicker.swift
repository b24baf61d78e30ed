import TerminalKit

/// The statistics sheet's views as a segmented control, the one shown marked; in fewer
/// columns, their short names, then the view shown alone.
enum StatsPicker {
    static func line(_ shown: StatsView, width: Int) -> StyledLine {
        let views = StatsView.inSheet
        let control = SegmentedControl(views.map(\.segment.name), alternatives: [views.map(\.segment.short)],
                                       selected: views.firstIndex(of: shown) ?? 0)
        return control.styledLines(in: .columns(width))[0]
    }
}
