import FlightBoard
import TerminalKit

extension AppState {
    /// A key while a flow's question is asked: the question reads it, and the flow runs on
    /// with its answer, or goes back to the question before.
    mutating func questionKey(_ key: Key) -> [AppEffect] {
        guard case .question(var question)? = presentation else { return [] }
        switch question.handle(key) {
        case .open: presentation = .question(question)
        case .answered(let answer):
            return [.runFlow(question.flow, answers: question.answers + [answer], clock: question.clock)]
        case .back:
            // At the first question, out of the flow; later, the question before, with its answer selected.
            guard let last = question.answers.last else {
                presentation = nil
                return []
            }
            return [.runFlow(question.flow, answers: Array(question.answers.dropLast()), previous: last, clock: question.clock)]
        case .quit: return [.quit]
        case .closed: presentation = nil
        }
        return []
    }

    /// The Trips tab, with the trip of `code` selected.
    mutating func showTrip(_ code: String) {
        _ = switchTab(to: .trips)
        if let row = layout.trips.firstIndex(where: { $0.record.code == code }) { move(to: row) }
    }

    /// The airlines on the tab shown among the flights the filter and Hide Cancelled keep,
    /// the busiest first, after "All airlines".
    func airlinePicker() -> AppPicker {
        var counts: [String: (name: String, count: Int)] = [:]
        let words = query.lowercased()
        let kept = BoardFilter(hidesCancelled: hidesCancelled)
        for flight in flights[tab.direction ?? .departure] ?? [] where kept.includes(flight) && (words.isEmpty || Self.matches(flight, words)) {
            counts[flight.airline.code, default: (flight.airline.name, 0)].count += 1
        }
        let airlines = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        let items = [AppPicker.Item(label: "All airlines", value: "")]
            + airlines.map { AppPicker.Item(label: "\($0.key)  \($0.value.name) (\($0.value.count))", value: $0.key) }
        return AppPicker(title: query.isEmpty ? "Airline" : "Airline · matching \(TextSanitizer.sanitize(query))", items: items, purpose: .airline)
    }

    /// The days to choose from, the board's day selected: those of recorded data, or a
    /// month each side of today.
    func dayPicker() -> AppPicker {
        let range = recordedDays ?? max(days.lowerBound, today.adding(days: -30))...min(days.upperBound, today.adding(days: 30))
        var picker = AppPicker.days(range)
        picker.select(value: date.description)
        return picker
    }
}
