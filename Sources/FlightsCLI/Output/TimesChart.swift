import FlightBoard
import TerminalKit

/// `flights stats --view times`: the share of departures late by their scheduled hour of the
/// day, as a bar chart and a table, and the hours least and most often late: when to fly.
struct TimesChart: TerminalView {
    let insights: DepartureInsights
    let airport: Airport

    /// The title, the picker, the chart, the summary, the legend and the table, in `size.columns`.
    func styledLines(in size: TerminalSize) -> [StyledLine] {
        let width = size.columns
        func plain(_ lines: [String]) -> [StyledLine] { lines.map { [StyledText($0)] } }
        var lines = plain(wrap(items: [TextSanitizer.sanitize("Late departures from \(airport.name) (\(airport.code)) by scheduled hour"),
                                       "\(insights.days.lowerBound) to \(insights.days.upperBound)"], separator: ", ", width: width))
        lines += [StatsPicker.line(.times, width: width), []]
        guard let share = insights.total.onTimeShare else {
            return lines + plain(wrap("No departure has finished in these days.", width: width))
        }
        let chart = chart(maxWidth: width)
        lines += chart.styledLines(in: .columns(width))
        // The bar chart leaves out the first hours when the width is short: said, as the other charts say it.
        let drawn = min(24, (width - StatsChart.axisWidth) / (chart.barWidth + chart.gap))
        if drawn < 24 {
            lines += plain(wrap("Drawn: \(Self.hour(24 - drawn)) to 23:00; the hours before do not fit.", width: width))
        }
        lines.append([])
        lines += plain(wrap(items: Self.summaryParts(insights, onTime: share), separator: " · ", width: width))
        lines += plain(wrap(items: Self.legend, separator: "  ", width: width))
        lines.append([])
        lines += TimesTable(hours: insights.hours).styledLines(in: size)
        return lines
    }

    /// A bar per hour of the day: the share of its finished departures that were late.
    private func chart(maxWidth: Int) -> BarChart {
        let bars = insights.hours.enumerated().map { hour, summary -> BarChart.Bar in
            let label = hour < 10 ? "0\(hour)" : "\(hour)"
            guard let share = summary.onTimeShare else { return BarChart.Bar(label: label, value: nil, mark: "·") }
            // The table's colours and the on-time chart's fills: those of the on-time share.
            return BarChart.Bar(label: label, value: (1 - share) * 100, style: StatsFormat.style(share), fill: StatsFormat.fill(share))
        }
        let perBar = min(3, (maxWidth - StatsChart.axisWidth) / bars.count)
        return BarChart(bars: bars, maximum: 100, height: StatsChart.height, labelEvery: 3,
                        barWidth: max(1, perBar - 1), gap: perBar >= 2 ? 1 : 0) { "\(Int($0))%" }
    }

    /// `4,521 departures finished, 22% late`, `least often late 06:00 (9%)`, `most often 19:00 (41%)`.
    static func summaryParts(_ insights: DepartureInsights, onTime share: Double) -> [String] {
        var parts = ["\(StatsFormat.grouped(insights.total.flights)) departures finished, \(HistoryChart.percent(1 - share)) late"]
        // Among the hours holding at least 1 % of the departures: an hour of one flight says nothing.
        let busy = max(1, insights.total.flights / 100)
        let flown = insights.hours.enumerated().compactMap { hour, summary in
            summary.flights >= busy ? summary.onTimeShare.map { (hour: hour, late: 1 - $0) } : nil
        }
        // The first hour of the least and of the most late share, so that ties read as the earlier hour.
        if let best = flown.min(by: { $0.late < $1.late }), let worst = flown.max(by: { $0.late < $1.late }), flown.count > 1 {
            parts.append("least often late \(Self.hour(best.hour)) (\(HistoryChart.percent(best.late)))")
            parts.append("most often \(Self.hour(worst.hour)) (\(HistoryChart.percent(worst.late)))")
        }
        return parts
    }

    /// `06:00`.
    static func hour(_ hour: Int) -> String { "\(hour < 10 ? "0" : "")\(hour):00" }

    static let legend = ["█ 20% late or less", "▓ up to 40%", "▒ more", "· no departure"]
}
