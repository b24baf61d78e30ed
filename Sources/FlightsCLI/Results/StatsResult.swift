import FlightBoard
import TerminalKit

/// One airport's statistics as `stats` draws them and the app's statistics sheet shows them:
/// the on-time share by hour or by day, or the departures by destination or by hour of the day.
struct StatsResult: ViewResult {
    enum Content: Sendable {
        case history(OnTimeHistory)
        case routes(DepartureInsights)
        case times(DepartureInsights)
    }

    let content: Content
    let airport: Airport

    init(history: OnTimeHistory, airport: Airport) {
        self.init(content: .history(history), airport: airport)
    }

    init(content: Content, airport: Airport) {
        self.content = content
        self.airport = airport
    }

    /// `view` as the app's statistics sheet shows it at `clock`: the charts seen from the day's
    /// end for a recorded day; the routes and times over the default --days, the 10 days up to
    /// the board's, seen at the board's clock (for a recorded day, when its last flight left).
    static func sheet(_ view: StatsView, source: any FlightSource, clock: BoardClock) throws(FlightSourceError) -> StatsResult {
        if let span = view.span {
            let history = try OnTimeHistory(source: source, span: span, asOf: StatsCommand.seenAt(clock, source: source))
            return StatsResult(history: history, airport: source.airport)
        }
        let insights = try DepartureInsights(source: source, days: StatsCommand.days(StatsCommand.defaultDays, endingOn: clock.date),
                                             asOf: clock.now)
        return StatsResult(content: view == .routes ? .routes(insights) : .times(insights), airport: source.airport)
    }

    /// The view shown, for the sheet's picker and its ←→.
    var shown: StatsView {
        switch content {
        case .history(let history): StatsView(history.span)
        case .routes: .routes
        case .times: .times
        }
    }

    var view: any TerminalView {
        switch content {
        case .history(let history): StatsChart(history: history, airport: airport)
        case .routes(let insights): RoutesChart(insights: insights, airport: airport)
        case .times(let insights): TimesChart(insights: insights, airport: airport)
        }
    }

    func json() -> JSONValue {
        switch content {
        case .history(let history):
            return .object([
                ("view", .string(history.span.rawValue)),
                ("periods", .array(history.periods.map { period in
                    .object([("start", .string(period.start.description))] + SummaryJSON.fields(period.summary))
                })),
                ("total", .object(SummaryJSON.fields(history.total))),
            ])
        case .routes(let insights):
            return .object(Self.heading("routes", insights, airport: airport) + [
                ("routes", .array(insights.routes.map { route in
                    .object([("destination", .string(route.destination.code)), ("destination_name", .string(route.destination.name))]
                        + SummaryJSON.fields(route.summary) + Self.late(route.summary))
                })),
                ("total", .object(SummaryJSON.fields(insights.total) + Self.late(insights.total))),
            ])
        case .times(let insights):
            return .object(Self.heading("times", insights, airport: airport) + [
                ("hours", .array(insights.hours.enumerated().map { hour, summary in
                    .object([("hour", .int(hour))] + SummaryJSON.fields(summary) + Self.late(summary))
                })),
                ("total", .object(SummaryJSON.fields(insights.total) + Self.late(insights.total))),
            ])
        }
    }

    private static func heading(_ view: String, _ insights: DepartureInsights, airport: Airport) -> [(String, JSONValue)] {
        [("view", .string(view)), ("airport", .string(airport.code)), ("direction", .string("departure")),
         ("from", .string(insights.days.lowerBound.description)), ("to", .string(insights.days.upperBound.description))]
    }

    /// The late flights (by the DOT rule, cancelled and diverted included) and their share.
    private static func late(_ summary: OnTimeSummary) -> [(String, JSONValue)] {
        [("late", .int(summary.flights - summary.onTime)),
         ("late_share", summary.onTimeShare.map { .double(((1 - $0) * 10000).rounded() / 10000) } ?? .null)]
    }
}
