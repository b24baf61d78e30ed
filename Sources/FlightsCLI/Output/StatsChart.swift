import FlightBoard
import TerminalKit

/// The whole board's on-time share as a bar chart, in the two views of the iOS
/// battery graph, with the statistics' picker line marking the one shown.
struct StatsChart: TerminalView {
    let history: OnTimeHistory
    let airport: Airport

    static let height = 8

    /// The title, the picker, the chart, the summary and the legend, in `size.columns`.
    func styledLines(in size: TerminalSize) -> [StyledLine] {
        let width = size.columns
        let chart = Self.chart(history, maxWidth: width)
        func plain(_ lines: [String]) -> [StyledLine] { lines.map { [StyledText($0)] } }
        // The period goes on a line of its own when the whole title does not fit.
        var lines = plain(wrap(items: [TextSanitizer.sanitize("On time at \(airport.name) (\(airport.code))"),
                                       "arrivals and departures", Self.period(history)], separator: ", ", width: width))
        lines += [StatsPicker.line(StatsView(history.span), width: width), []]
        lines += chart.styledLines(in: .columns(width))
        let drawn = min(chart.bars.count, (width - Self.axisWidth) / (chart.barWidth + chart.gap))
        if drawn < chart.bars.count, let first = history.periods.suffix(drawn).first {
            let unit = history.span == .hours ? "hours" : "days"
            let from = history.span == .hours ? "\(first.start.time)" : "\(first.start.date)"
            lines += plain(wrap("Drawn: the last \(drawn) \(unit), from \(from); the \(unit) before do not fit.", width: width))
        }
        lines.append([])
        lines += plain(wrap(items: Self.summaryParts(history), separator: " · ", width: width))
        lines += plain(wrap(items: Self.legend, separator: "  ", width: width))
        return lines
    }

    /// The columns of the value axis: its widest label (`100%`), a space and the axis line.
    static let axisWidth = 6

    /// The period the bars cover: `2026-11-20 to 2026-11-29`, or `2026-11-28 21:00 to 2026-11-29 20:59`.
    static func period(_ history: OnTimeHistory) -> String {
        guard let first = history.periods.first?.start, let last = history.periods.last?.start else { return "" }
        switch history.span {
        case .days: return "\(first.date) to \(last.date)"
        case .hours: return "\(first.date) \(first.time) to \(last.date) \(last.adding(minutes: 59).time)"
        }
    }

    /// One bar per period: the share of its finished flights that were on time.
    static func chart(_ history: OnTimeHistory, maxWidth: Int) -> BarChart {
        let bars = history.periods.enumerated().map { index, period -> BarChart.Bar in
            let start = period.start
            let label = history.span == .hours
                ? (start.time.hour < 10 ? "0\(start.time.hour)" : "\(start.time.hour)")
                : "\(FlightDetails.weekday(start.date).prefix(2))\(start.date.day)"
            // Under the labels, the day of the hours and the month of the days, where each begins.
            let section: String? = switch history.span {
            case .hours: index == 0 || start.time.hour == 0 ? "\(HistoryChart.monthName(start.date.month)) \(start.date.day)" : nil
            case .days: index == 0 || start.date.day == 1 ? HistoryChart.monthName(start.date.month) : nil
            }
            guard let share = period.summary.onTimeShare else {
                return BarChart.Bar(label: label, value: nil, mark: "·", section: section)
            }
            return BarChart.Bar(label: label, value: share * 100, style: StatsFormat.style(share), fill: StatsFormat.fill(share),
                                section: section)
        }
        let hours = history.span == .hours
        // A bar and a gap each as room allows; in fewer columns, bars side by side.
        let perBar = min(hours ? 3 : 5, (maxWidth - axisWidth) / max(1, bars.count))
        return BarChart(bars: bars, maximum: 100, height: height, labelEvery: hours ? 3 : 1,
                        barWidth: max(1, perBar - 1), gap: perBar >= 2 ? 1 : 0) { "\(Int($0))%" }
    }

    /// `Last 24 hours: 187 flights finished, 76% on time`, `5 cancelled`, `average delay +9 min`:
    /// the phrases of the summary line.
    static func summaryParts(_ history: OnTimeHistory) -> [String] {
        let total = history.total
        let what = history.span == .hours ? "Last 24 hours" : "Last 10 days"
        guard let share = total.onTimeShare else { return ["\(what): no flight has finished yet."] }
        var parts = ["\(what): \(total.flights) flights finished, \(HistoryChart.percent(share)) on time"]
        if total.cancelled > 0 { parts.append("\(total.cancelled) cancelled") }
        if total.diverted > 0 { parts.append("\(total.diverted) diverted") }
        if let average = total.averageDelay {
            let minutes = Int(average.rounded())
            parts.append("average delay \(minutes > 0 ? "+" : "")\(minutes) min")
        }
        return parts
    }

    static let legend = ["█ 80% or more on time", "▓ 60-79%", "▒ under 60%", "· none finished"]
}
