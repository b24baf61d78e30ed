import FlightBoard
import TerminalKit

/// A flight's on-time history as a popover: a bar chart of minutes late per day
/// and a summary line by the US DOT rule.
enum HistoryChart {
    /// Bars taller than this many rows would not fit a popover on a laptop screen.
    static let height = 8

    /// The popover, anchored under the flight number of the heading line.
    static func render(_ flight: Flight, history: [Flight], width: Int, color: Bool) -> [String] {
        let heading: StyledLine = [StyledText(flight.designator.description, style: .bold),
                                   "  \(flight.airline.name) · \(FlightPresentation.place(flight.airport)) · \(flight.direction == .departure ? "departs" : "arrives") \(flight.scheduled.time)"]
        let chart = self.chart(history, maxWidth: max(20, width - 4))
        let summary = OnTimeSummary(history)
        var content = chart.styledLines(maxWidth: max(20, width - 4))
        content.append([])
        content.append([StyledText(summaryLine(summary, days: history.count))])
        content.append([StyledText(legend, style: .dim)])
        let popover = PopoverView(title: "On-time history, last \(history.count) flight days", content: content,
                                  anchorColumn: DisplayWidth.of(flight.designator.description) / 2)
        return [heading.truncated(toWidth: width).rendered(color: color)] + popover.render(maxWidth: width, color: color)
    }

    static let legend = "█ 15+ min late  ▓ 1-14 min late  ▾ early  · on time  ✕ cancelled  ↪ diverted"

    /// One bar per day: its height is the minutes late.
    static func chart(_ history: [Flight], maxWidth: Int) -> BarChart {
        let worst = history.compactMap(\.delayMinutes).max() ?? 0
        // 60 minutes puts the 25 % grid line at 15 minutes, the DOT threshold; longer delays raise it by hours.
        let maximum = Double(max(60, ((worst + 59) / 60) * 60))
        let bars = history.map { flight -> BarChart.Bar in
            let label = pad2(flight.scheduled.date.day)
            let style = FlightPresentation.style(flight.punctuality)
            switch flight.status {
            case .cancelled: return BarChart.Bar(label: label, value: nil, style: style, mark: "✕")
            case .diverted: return BarChart.Bar(label: label, value: nil, style: style, mark: "↪")
            default:
                let delay = flight.delayMinutes ?? 0
                if delay < 0 { return BarChart.Bar(label: label, value: nil, style: style, mark: "▾") }
                if Double(delay) / maximum * Double(height) < 0.5 {
                    return BarChart.Bar(label: label, value: nil, style: style, mark: "·")
                }
                return BarChart.Bar(label: label, value: Double(delay), style: style,
                                    fill: OnTimeRule.isOnTime(delayMinutes: delay) ? "▓" : "█")
            }
        }
        let perBar = max(2, min(4, (maxWidth - 9) / max(1, bars.count)))
        return BarChart(bars: bars, maximum: maximum, height: height, labelEvery: perBar >= 3 ? 1 : 2,
                        barWidth: perBar - 1, gap: 1) { "\(Int($0)) min" }
    }

    /// `7 of 9 on time (78%) · average delay +12 min · 1 cancelled`.
    static func summaryLine(_ summary: OnTimeSummary, days: Int) -> String {
        guard let share = summary.onTimeShare else { return "No flight of these \(days) days has finished yet." }
        var parts = ["\(summary.onTime) of \(summary.flights) on time (\(percent(share)))"]
        if let average = summary.averageDelay {
            let minutes = Int(average.rounded())
            parts.append("average delay \(minutes > 0 ? "+" : "")\(minutes) min")
        }
        if summary.cancelled > 0 { parts.append("\(summary.cancelled) cancelled") }
        if summary.diverted > 0 { parts.append("\(summary.diverted) diverted") }
        return parts.joined(separator: " · ")
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

    private static func pad2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
