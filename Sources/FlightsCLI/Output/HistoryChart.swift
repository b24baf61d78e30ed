import FlightBoard
import TerminalKit

/// A flight's on-time history as a popover: a bar chart of minutes late and a
/// summary line by the US DOT rule.
///
/// Every day of the history is drawn: a bar a day when they fit the width, else
/// the average of each calendar week, else of each calendar month, the title
/// saying which. Only when even the months do not fit are the oldest left out,
/// and a line under the chart names the months drawn.
struct HistoryChart: TerminalView {
    let flight: Flight
    /// The flight's days, oldest first.
    let history: [Flight]
    /// The day chosen (an index into `history`), pointed at under the chart: the app's ←→.
    var selected: Int?
    /// Whether the bars widen to fill the width, as in the app's popover, rather than
    /// keep the command's compact four columns.
    var fillsWidth = false
    /// The flight's late chance on its day, said beside the bars its record draws.
    var chance: LateChance?
    /// The rows of the bars: ``height``, fewer where the app's window is short.
    var barRows = height

    init(flight: Flight, history: [Flight], selected: Int? = nil, fillsWidth: Bool = false, chance: LateChance? = nil,
         barRows: Int = height) {
        self.flight = flight
        self.history = history
        self.selected = selected
        self.fillsWidth = fillsWidth
        self.chance = chance
        self.barRows = barRows
    }

    /// The rows of the bars in a short window: half of ``height``, a grid line on each.
    static let fewestBarRows = height / 2

    /// The narrowest the odds are wrapped to, beside a short record's chart.
    static let oddsWidth = 44

    /// Bars taller than this many rows would not fit a popover on a laptop screen.
    static let height = 8

    /// What one bar of the chart stands for.
    enum Grouping {
        case day, week, month
    }

    /// The heading line, then the popover anchored under its flight number.
    func styledLines(in size: TerminalSize) -> [StyledLine] {
        let width = size.columns
        // The popover's content is inside its two borders and their padding.
        let contentWidth = max(1, width - 4)
        let day = selected.flatMap { history.indices.contains($0) ? history[$0].scheduled.date : nil }
        let drawn = Self.chart(history, maxWidth: contentWidth, widest: fillsWidth ? Self.widestBar : 4, pointingAt: day, rows: barRows)
        var content = drawn.chart.styledLines(in: .columns(contentWidth))
        if let part = drawn.part {
            content += wrap("Drawn: \(Self.monthName(part.lowerBound.month)) \(part.lowerBound.year) to \(Self.monthName(part.upperBound.month)) \(part.upperBound.year); the months before do not fit.",
                            width: contentWidth).map { [StyledText($0)] }
        }
        content.append([])
        content += wrap(items: Self.summaryParts(OnTimeSummary(history), days: dayCount), separator: " · ",
                        width: contentWidth).map { [StyledText($0)] }
        for parts in Self.causeParts(history) {
            content += wrap(items: parts, separator: " · ", width: contentWidth).map { [StyledText($0)] }
        }
        let legend = wrap(items: Self.legend(drawn.grouping), separator: "  ", width: contentWidth)
            .map { [StyledText($0, style: .dim)] }
        if let chance {
            // As wide as the chart and its legend, so that the words do not widen the popover.
            let width = min(contentWidth, max(Self.oddsWidth, (content + legend).map(\.displayWidth).max() ?? 0))
            let lines = ["\(LateChanceWords.headline(chance)) on \(flight.scheduled.date)", LateChanceWords.basis(chance, of: flight)]
            content += lines.flatMap { wrap($0, width: width) }.map { [StyledText($0)] }
        }
        content += legend
        let popover = PopoverView(title: Self.title(days: dayCount, grouping: drawn.grouping, width: width - 6),
                                  content: content, anchorColumn: DisplayWidth.of(flight.designator.description) / 2)
        return [heading(width: width)] + popover.styledLines(in: size)
    }

    /// Where the data gives them, why the days were late and why cancelled, a line each:
    /// `Why late: carrier 62 min · NAS 30 min · late aircraft 105 min (4 flights)` and
    /// `Why cancelled: weather 1`, the causes and reasons that count, most first.
    static func causeParts(_ history: [Flight]) -> [[String]] {
        let counted = CauseStatistics(airline: Airline(code: "", name: ""), flights: history)
        var lines: [[String]] = []
        let causes = zip(DelayCause.allCases, counted.minutes).filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
        if !causes.isEmpty {
            var parts = causes.map { "\($0.0 == .nationalAirSystem ? "NAS" : $0.0.name) \($0.1) min" }
            parts[0] = "Why late: " + parts[0]
            parts[parts.count - 1] += " (\(counted.lateFlights) flight\(counted.lateFlights == 1 ? "" : "s"))"
            lines.append(parts)
        }
        let reasons = zip(CancellationReason.allCases, counted.cancelledBy).filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
        if !reasons.isEmpty {
            var parts = reasons.map { "\($0.0.name) \($0.1)" }
            parts[0] = "Why cancelled: " + parts[0]
            lines.append(parts)
        }
        return lines
    }

    /// The days flown: a route flown twice on a day under the number counts the day once.
    private var dayCount: Int { Set(history.map(\.scheduled.date)).count }

    /// `UA 1545  United Air Lines Inc. · Houston (IAH) · departs 05:15`, giving way in a narrow
    /// terminal first by the place (to its code), then the airline, so the time stays.
    private func heading(width: Int) -> StyledLine {
        let time = "\(flight.direction == .departure ? "departs" : "arrives") \(flight.scheduled.time)"
        let forms = [[flight.airline.name, FlightPresentation.place(flight.airport), time],
                     [flight.airline.name, flight.airport.code, time],
                     [flight.airport.code, time],
                     [time]]
        let lines = forms.map { [StyledText(flight.designator.description, style: .bold), StyledText("  " + $0.joined(separator: " · "))] }
        return (lines.first { $0.displayWidth <= width } ?? lines[lines.count - 1]).truncated(toWidth: width)
    }

    /// `On-time history, last 365 flight days, by month`, shorter where `width` columns are
    /// too few, so that what a bar stands for is never cut off: `365 flight days, by month`.
    static func title(days: Int, grouping: Grouping, width: Int = .max) -> String {
        let by = switch grouping {
        case .day: ""
        case .week: ", by week"
        case .month: ", by month"
        }
        let flightDays = days == 0 ? "no earlier flight day" : days == 1 ? "last flight day" : "last \(days) flight days"
        let short = days == 0 ? "none earlier" : days == 1 ? "1 day" : "\(days) days"
        var forms = ["On-time history, \(flightDays)\(by)", flightDays.prefix(1).uppercased() + flightDays.dropFirst() + by,
                     short + by]
        // What a bar stands for comes before how many days they are.
        if !by.isEmpty { forms.append(by.dropFirst(2).prefix(1).uppercased() + by.dropFirst(3)) }
        forms.append(short)
        return forms.first { DisplayWidth.of($0) <= width } ?? forms[forms.count - 1]
    }

    /// The legend's entries; a week or month is drawn at its flights' average delay.
    static func legend(_ grouping: Grouping) -> [String] {
        let days = ["█ 15+ min late", "▓ 1-14 min late", "▾ early", "· on time", "○ not flown yet"]
        if grouping == .day { return days + ["✕ cancelled", "↪ diverted"] }
        return ["Bars: the average delay"] + days + ["✕ some cancelled", "↪ some diverted"]
    }

    /// The chart and what it shows.
    struct Drawn {
        let chart: BarChart
        let grouping: Grouping
        /// The first and last days of the months drawn, when the oldest are left out.
        let part: ClosedRange<CivilDate>?
    }

    /// The columns a bar and its gap take at most when the bars fill the width.
    static let widestBar = 10

    /// The finest grouping whose bars all fit `maxWidth`: one bar a day, a week, or a month;
    /// each bar and its gap at most `widest` columns, and `day`'s bar pointed at.
    static func chart(_ history: [Flight], maxWidth: Int, widest: Int = 4, pointingAt day: CivilDate? = nil, rows: Int = height) -> Drawn {
        func pointed(_ chart: BarChart, _ bars: [(start: CivilDate, bar: BarChart.Bar)]) -> BarChart {
            var chart = chart
            chart.highlighted = day.flatMap { day in bars.lastIndex { $0.start <= day } }
            return chart
        }
        let days = dailyBars(history)
        if let chart = fitting(days, maxWidth: maxWidth, widest: widest, rows: rows) {
            return Drawn(chart: pointed(chart, days), grouping: .day, part: nil)
        }
        let weeks = groupedBars(history, by: .week)
        if let chart = fitting(weeks, maxWidth: maxWidth, widest: widest, rows: rows) {
            return Drawn(chart: pointed(chart, weeks), grouping: .week, part: nil)
        }
        var months = groupedBars(history, by: .month)
        let room = (maxWidth - plotStart(months.map(\.bar))) / 2
        var part: ClosedRange<CivilDate>?
        if months.count > room, room > 0, let last = months.last {
            months.removeFirst(months.count - room)
            months[0].bar.section = "\(months[0].start.year)"
            part = months[0].start...last.start
        }
        return Drawn(chart: pointed(barChart(months.map(\.bar), maxWidth: maxWidth, labelWidth: 3, widest: widest, rows: rows), months),
                     grouping: .month, part: part)
    }

    /// One bar per day flown, labelled with its day of the month under its month.
    private static func dailyBars(_ history: [Flight]) -> [(start: CivilDate, bar: BarChart.Bar)] {
        history.enumerated().map { index, flight in
            let date = flight.scheduled.date
            let opens = index == 0 || history[index - 1].scheduled.date.month != date.month
            var bar = dayBar(flight)
            bar.label = date.day < 10 ? "0\(date.day)" : "\(date.day)"
            bar.section = opens ? monthName(date.month) : nil
            return (date, bar)
        }
    }

    /// The bar of one day: its minutes late, or a mark for a day without a bar.
    private static func dayBar(_ flight: Flight) -> BarChart.Bar {
        let style = FlightPresentation.style(flight.punctuality)
        switch flight.status {
        case .cancelled: return BarChart.Bar(label: "", value: nil, style: style, mark: "✕")
        case .diverted: return BarChart.Bar(label: "", value: nil, style: style, mark: "↪")
        case .departed, .landed: return delayBar(flight.delayMinutes ?? 0, style: style, mark: nil)
        case .onTime, .delayed, .boarding: return BarChart.Bar(label: "", value: nil, style: .dim, mark: notFlown)
        }
    }

    /// Drawn for a day, or a week or month, whose flights have not finished at the clock.
    static let notFlown = "○"

    /// Every calendar week or month from the first day's to the last day's, with the
    /// average delay of the flights that operated in it; those it has none are blank.
    private static func groupedBars(_ history: [Flight], by grouping: Grouping) -> [(start: CivilDate, bar: BarChart.Bar)] {
        guard let first = history.first?.scheduled.date, let last = history.last?.scheduled.date else { return [] }
        func start(_ date: CivilDate) -> CivilDate {
            grouping == .week ? date.adding(days: 1 - date.weekday) : CivilDate(year: date.year, month: date.month, day: 1)!
        }
        func next(_ date: CivilDate) -> CivilDate {
            grouping == .week ? date.adding(days: 7)
                : CivilDate(year: date.year + date.month / 12, month: date.month % 12 + 1, day: 1)!
        }
        var byStart: [CivilDate: [Flight]] = [:]
        for flight in history { byStart[start(flight.scheduled.date), default: []].append(flight) }
        var bars: [(start: CivilDate, bar: BarChart.Bar)] = []
        var period = start(first)
        var previous: CivilDate?
        while period <= last {
            var bar = groupBar(byStart[period] ?? [])
            // A week is named by the month its Sunday is in, so a month's name stands under the week of its 1st.
            let named = grouping == .week ? period.adding(days: 6) : period
            bar.label = grouping == .week && previous?.month == named.month ? "" : monthName(named.month)
            bar.section = previous?.year == named.year ? nil : "\(named.year)"
            bars.append((period, bar))
            previous = named
            period = next(period)
        }
        return bars
    }

    /// The bar of a week or month: its flights' average minutes late, marked when one was
    /// cancelled or diverted, or when none has finished.
    private static func groupBar(_ flights: [Flight]) -> BarChart.Bar {
        guard !flights.isEmpty else { return BarChart.Bar(label: "", value: nil) }
        let summary = OnTimeSummary(flights)
        guard summary.flights > 0 else { return BarChart.Bar(label: "", value: nil, style: .dim, mark: notFlown) }
        let disruption = summary.cancelled > 0 ? "✕" : summary.diverted > 0 ? "↪" : nil
        guard let average = summary.averageDelay else {
            return BarChart.Bar(label: "", value: nil, style: FlightPresentation.style(.disrupted), mark: disruption)
        }
        let delay = Int(average.rounded())
        let style = FlightPresentation.style(disruption == nil ? Punctuality(delayMinutes: delay) : .disrupted)
        return delayBar(delay, style: style, mark: disruption)
    }

    /// A bar of `delay` minutes, early ones below the axis; see ``markedSmallDelays(_:maximum:rows:)``.
    private static func delayBar(_ delay: Int, style: Style, mark: String?) -> BarChart.Bar {
        BarChart.Bar(label: "", value: Double(delay), style: style,
                     fill: OnTimeRule.isOnTime(delayMinutes: delay) ? "▓" : "█", mark: mark)
    }

    /// Early bars, and on-time ones under half a row, would draw nothing: they get a mark
    /// instead, unless they carry one already.
    private static func markedSmallDelays(_ bars: [BarChart.Bar], maximum: Double, rows: Int) -> [BarChart.Bar] {
        bars.map { bar in
            guard let value = bar.value else { return bar }
            var marked = bar
            if value < 0 {
                marked.value = nil
                marked.mark = bar.mark ?? "▾"
            } else if value / maximum * Double(rows) < 0.5, OnTimeRule.isOnTime(delayMinutes: Int(value)) {
                marked.value = nil
                marked.mark = bar.mark ?? "·"
            }
            return marked
        }
    }

    /// The chart of `bars`, or nil when they do not all fit `maxWidth` at two columns each.
    private static func fitting(_ bars: [(start: CivilDate, bar: BarChart.Bar)], maxWidth: Int, widest: Int, rows: Int) -> BarChart? {
        let bars = bars.map(\.bar)
        guard bars.count * 2 <= maxWidth - plotStart(bars) else { return nil }
        // Labels on some bars only (a week's month) are spaced by the chart; labels on all are thinned out.
        let labelWidth = bars.allSatisfy { !$0.label.isEmpty } ? bars.map { DisplayWidth.of($0.label) }.max() ?? 0 : 0
        return barChart(bars, maxWidth: maxWidth, labelWidth: labelWidth, widest: widest, rows: rows)
    }

    private static func barChart(_ bars: [BarChart.Bar], maxWidth: Int, labelWidth: Int, widest: Int, rows: Int) -> BarChart {
        let perBar = max(2, min(widest, (maxWidth - plotStart(bars)) / max(1, bars.count)))
        // Every label when they fit side by side with a space between, else every second or third.
        let labelEvery = max(1, (labelWidth + perBar) / perBar)
        let maximum = maximum(bars)
        return BarChart(bars: markedSmallDelays(bars, maximum: maximum, rows: rows), maximum: maximum, height: rows, labelEvery: labelEvery,
                        barWidth: perBar - 1, gap: 1, valueLabel: valueLabel)
    }

    /// 60 minutes puts the 25 % grid line at 15 minutes, the DOT threshold; longer delays raise it by hours.
    private static func maximum(_ bars: [BarChart.Bar]) -> Double {
        let worst = Int(bars.compactMap(\.value).max() ?? 0)
        return Double(max(60, ((worst + 59) / 60) * 60))
    }

    @Sendable private static func valueLabel(_ minutes: Double) -> String { "\(Int(minutes)) min" }

    /// The columns before the first bar: the widest value label, a space and the axis.
    private static func plotStart(_ bars: [BarChart.Bar]) -> Int {
        DisplayWidth.of(valueLabel(maximum(bars))) + 2
    }

    static func monthName(_ month: Int) -> String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
    }

    /// `7 of 9 on time (78%)`, `average delay +12 min`, `1 cancelled`: the phrases of the summary line.
    static func summaryParts(_ summary: OnTimeSummary, days: Int) -> [String] {
        guard let share = summary.onTimeShare else { return ["No flight of these \(days) days has finished yet."] }
        var parts = ["\(summary.onTime) of \(summary.flights) on time (\(percent(share)))"]
        if let average = summary.averageDelay {
            let minutes = Int(average.rounded())
            parts.append("average delay \(minutes > 0 ? "+" : "")\(minutes) min")
        }
        if summary.cancelled > 0 { parts.append("\(summary.cancelled) cancelled") }
        if summary.diverted > 0 { parts.append("\(summary.diverted) diverted") }
        return parts
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
}
