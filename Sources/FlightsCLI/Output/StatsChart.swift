import FlightBoard
import TerminalKit

/// The whole board's on-time share as a bar chart, in the two views of the iOS
/// battery graph, with a picker line naming both views and marking the one shown.
enum StatsChart {
    static let height = 8

    static func render(_ history: OnTimeHistory, airport: Airport, width: Int, color: Bool) -> [String] {
        // Like a segmented control: the view shown is bracketed (and inverse when coloured).
        let picker: StyledLine = OnTimeHistory.Span.allCases.enumerated().flatMap { index, span -> StyledLine in
            let name = title(span)
            let segment = span == history.span
                ? StyledText("[ \(name) ]", style: Style(bold: true, inverse: true))
                : StyledText("  \(name)", style: .dim)
            return index == 0 ? [segment] : [" ", segment]
        }
        let chart = self.chart(history, maxWidth: width)
        var lines = [
            "On time at \(airport.name) (\(airport.code)), arrivals and departures",
            picker.truncated(toWidth: width).rendered(color: color),
            "",
        ]
        lines += chart.render(color: color, maxWidth: width)
        lines.append("")
        lines.append(summaryLine(history))
        return lines
    }

    static func title(_ span: OnTimeHistory.Span) -> String {
        span == .hours ? "Last 24 Hours" : "Last 10 Days"
    }

    /// One bar per period: the share of its finished flights that were on time.
    static func chart(_ history: OnTimeHistory, maxWidth: Int) -> BarChart {
        let bars = history.periods.map { period -> BarChart.Bar in
            let label = history.span == .hours
                ? (period.start.time.hour < 10 ? "0\(period.start.time.hour)" : "\(period.start.time.hour)")
                : "\(FlightDetails.weekday(period.start.date).prefix(2))\(period.start.date.day)"
            guard let share = period.summary.onTimeShare else {
                return BarChart.Bar(label: label, value: nil, mark: "·")
            }
            let percent = share * 100
            let (style, fill): (Style, Character) = switch percent {
            case 80...: (Style(foreground: .green), "█")
            case 60..<80: (Style(foreground: .yellow), "▓")
            default: (Style(foreground: .red), "▒")
            }
            return BarChart.Bar(label: label, value: percent, style: style, fill: fill)
        }
        let hours = history.span == .hours
        let perBar = max(2, min(hours ? 3 : 5, (maxWidth - 6) / max(1, bars.count)))
        return BarChart(bars: bars, maximum: 100, height: height, labelEvery: hours ? 3 : 1,
                        barWidth: perBar - 1, gap: 1) { "\(Int($0))%" }
    }

    /// `Last 24 hours: 187 flights finished, 76% on time · 5 cancelled · average delay +9 min`.
    static func summaryLine(_ history: OnTimeHistory) -> String {
        let total = history.total
        let what = history.span == .hours ? "Last 24 hours" : "Last 10 days"
        guard let share = total.onTimeShare else { return "\(what): no flight has finished yet." }
        var parts = ["\(what): \(total.flights) flights finished, \(HistoryChart.percent(share)) on time"]
        if total.cancelled > 0 { parts.append("\(total.cancelled) cancelled") }
        if total.diverted > 0 { parts.append("\(total.diverted) diverted") }
        if let average = total.averageDelay {
            let minutes = Int(average.rounded())
            parts.append("average delay \(minutes > 0 ? "+" : "")\(minutes) min")
        }
        return parts.joined(separator: " · ") + "\n█ 80% or more on time  ▓ 60-79%  ▒ under 60%  · none finished"
    }
}
