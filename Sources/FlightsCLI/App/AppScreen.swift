import FlightBoard
import TerminalKit

/// Draws the board app's state as a screen of cells: the header with the airport, the
/// day and the clock; the tabs and the Hide Cancelled toggle; the breadcrumb of the
/// navigation stack or the filter; the board with its now line; the status line with the
/// keys that work here; and over them, the screen pushed and what is presented.
enum AppScreen {
    /// The header, the tabs and the breadcrumb.
    static let headerRows = 3
    /// The smallest window the app draws in.
    static let minimumSize = TerminalSize(columns: 40, rows: 12)

    static func render(_ state: AppState) -> ScreenBuffer {
        var screen = ScreenBuffer(size: state.size)
        let size = state.size
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            let lines = ["Terminal too small", "\(size.columns)×\(size.rows); the board needs \(minimumSize.columns)×\(minimumSize.rows)",
                         "q quits"]
            for (index, line) in lines.enumerated() {
                let text = truncate(line, toWidth: size.columns)
                screen.draw([StyledText(text, style: index == 0 ? .bold : .plain)], row: size.rows / 2 - 1 + index,
                            column: max(0, (size.columns - DisplayWidth.of(text)) / 2))
            }
            return screen
        }
        screen.draw(header(state), row: 0)
        screen.draw(tabs(state), row: 1)
        // A change to a saved trip goes over the breadcrumb until the next key.
        if let banner = state.tripChanges.banner {
            screen.draw([StyledText(truncate("▶ " + TextSanitizer.sanitize(banner), toWidth: size.columns), style: Style(foreground: .yellow, bold: true))], row: 2)
        } else {
            screen.draw(crumb(state), row: 2)
        }
        drawBoard(state, on: &screen)
        screen.draw(AppFooter.line(state), row: size.rows - 1)
        drawOverlays(state, on: &screen)
        return screen
    }

    // MARK: The board

    private static func header(_ state: AppState) -> StyledLine {
        let airport = TextSanitizer.sanitize(state.airport.name)
        let code = TextSanitizer.sanitize(state.airport.code)
        let clock = state.now.date == state.date ? "\(state.now.time)" : "\(state.now.date) \(state.now.time)"
        let right = state.clockIsPinned ? "as of \(clock)" : clock
        let day = "\(FlightDetails.weekday(state.date)) \(state.date)"
        let room = state.size.columns - DisplayWidth.of(right) - 1
        let candidates = ["\(code) · \(airport) · \(day)", "\(code) · \(day)", "\(code) · \(state.date)", code]
        let left = candidates.first { DisplayWidth.of($0) <= room } ?? truncate(code, toWidth: max(0, room))
        let gap = max(1, state.size.columns - DisplayWidth.of(left) - DisplayWidth.of(right))
        return [StyledText(left, style: .bold), StyledText(String(repeating: " ", count: gap)), StyledText(right, style: .bold)]
    }

    static func tabs(_ state: AppState) -> StyledLine {
        let toggle = "\(state.hidesCancelled ? "[x]" : "[ ]") Hide Cancelled"
        let tabs = AppLink.Tab.allCases
        // On Trips the changed rows are marked instead.
        let unseen = state.tab == .trips ? 0 : state.tripChanges.unseen.count
        let trips = unseen == 0 ? "Trips" : "Trips \(unseen)"
        let control = SegmentedControl(["Arrivals", "Departures", trips], alternatives: [["Arr", "Dep", trips]],
                                       selected: tabs.firstIndex(of: state.tab) ?? 0)
        // The toggle is the board's: the trips are not filtered.
        guard state.tab != .trips else { return control.styledLines(in: .columns(state.size.columns))[0] }
        let room = state.size.columns - DisplayWidth.of(toggle) - 1
        let line = control.styledLines(in: .columns(max(1, room)))[0]
        let gap = max(1, state.size.columns - line.displayWidth - DisplayWidth.of(toggle))
        return line + [StyledText(String(repeating: " ", count: gap)),
                       StyledText(toggle, style: state.hidesCancelled ? .bold : .dim)]
    }

    /// Where the user is (`Departures › UA 635 › History`), or the board's filters.
    private static func crumb(_ state: AppState) -> StyledLine {
        if !state.stack.isEmpty {
            var names = [tabName(state.tab)]
            for destination in state.stack {
                switch destination {
                case .flight(let flight): names.append("\(flight.designator)")
                case .history(let flight, _, _):
                    // Pushed from the board's row, the history names its flight itself.
                    if names.count == 1 { names.append("\(flight.designator)") }
                    names.append("History")
                case .day(let flight): names.append("\(flight.scheduled.date)")
                case .plane(let flight, let day):
                    if names.count == 1 { names.append("\(flight.designator)") }
                    names.append(TextSanitizer.sanitize(day.aircraft.registration))
                }
            }
            return [StyledText(names.joined(separator: " › "), style: .bold)]
        }
        var after: StyledLine = []
        guard state.tab != .trips else { return after }
        let filtering = state.isEditingQuery || !state.query.isEmpty
        if state.queryWasCut { after.append(StyledText(" (at most \(AppState.queryLimit) characters)", style: .dim)) }
        if let airline = state.airlines.first {
            after.append(StyledText((filtering ? "  " : "") + "Airline: ", style: .dim))
            after.append(StyledText(airline, style: .bold))
        }
        guard filtering || !after.isEmpty else { return [] }
        let count = state.layout.rowCount
        after.append(StyledText("  \(count) flight\(count == 1 ? "" : "s") · esc clears", style: .dim))
        guard filtering else { return after }
        // A filter too long for the line shows its end, where typing goes on, and what follows it.
        let label = "Filter: "
        let room = max(1, state.size.columns - DisplayWidth.of(label) - after.displayWidth - 1)
        var query = TextSanitizer.sanitize(state.query)
        if DisplayWidth.of(query) > room { query = "…" + String(query.suffix(max(0, room - 1))) }
        return [StyledText(label, style: .dim), StyledText(query + (state.isEditingQuery ? "▏" : ""), style: .bold)] + after
    }

    private static func drawBoard(_ state: AppState, on screen: inout ScreenBuffer) {
        let layout = state.layout
        let top = headerRows
        let marker = AppBoardLayout.markerWidth
        guard layout.rowCount > 0 else {
            let message = state.tab == .trips
                ? "No trips saved. Check in from a departure with c, or watch a flight with w."
                : (state.flights[state.tab.direction ?? .departure] ?? []).isEmpty
                    // Not the filters' doing: a file of departures only has no arrivals at all.
                    ? "No \(tabName(state.tab).lowercased()) at \(TextSanitizer.sanitize(state.airport.code)) on \(state.date) in the data."
                    : "No \(tabName(state.tab).lowercased()) on \(state.date) match \(filtersNamed(state))."
            for (index, line) in wrap(message, width: max(1, state.size.columns - marker), breakingLongWords: true).enumerated()
            where top + 1 + index < state.size.rows - 1 {
                screen.draw([StyledText(line, style: .dim)], row: top + 1 + index, column: marker)
            }
            return
        }
        screen.draw([StyledText(" ", style: .plain)] + layout.header.map { StyledText($0.text, style: .bold) }, row: top, column: marker - 1)
        let rows = state.bodyRows - 1
        let first = state.scroll[state.tab] ?? 0
        let selected = state.selectedRow
        for offset in 0..<rows {
            let item = first + offset
            guard item < layout.itemCount else { break }
            let screenRow = top + 1 + offset
            guard let row = layout.row(ofItem: item) else {
                let label = " now \(state.now.time) "
                let dashes = max(0, state.size.columns - marker - DisplayWidth.of(label))
                screen.draw([StyledText("──" + label + String(repeating: "─", count: max(0, dashes - 2)), style: .foreground(.cyan))],
                            row: screenRow, column: marker)
                continue
            }
            let isSelected = row == selected && state.stack.isEmpty && (state.presentation == nil || state.isAsking)
            // A trip changed since Trips was last left is marked until it is left again.
            let isChanged = state.tab == .trips && layout.trips.indices.contains(row)
                && state.tripChanges.unseen.contains(layout.trips[row].record.id)
            screen.draw([StyledText(isSelected ? "›" : " ", style: .bold),
                         StyledText(isChanged ? "•" : " ", style: Style(foreground: .yellow, bold: true))],
                        row: screenRow, column: 0, width: marker)
            screen.draw(layout.lines[row], row: screenRow, column: marker)
            if row == selected {
                screen.restyle(row: screenRow, width: marker + layout.keyColumnsWidth) { $0.inverse = true }
            }
        }
    }

    /// What hides every flight, by name: `the filter 'chi' and Hide Cancelled`.
    private static func filtersNamed(_ state: AppState) -> String {
        var names: [String] = []
        if !state.query.isEmpty { names.append("the filter '\(TextSanitizer.sanitize(state.query))'") }
        if let airline = state.airlines.first { names.append("the airline \(TextSanitizer.sanitize(airline))") }
        if state.hidesCancelled { names.append("Hide Cancelled") }
        return names.isEmpty ? "the filters" : names.joined(separator: " and ")
    }

    /// The screen row the selected row is drawn on, if it is in view.
    static func selectedScreenRow(_ state: AppState) -> Int? {
        guard let row = state.selectedRow else { return nil }
        let offset = state.layout.item(ofRow: row) - (state.scroll[state.tab] ?? 0)
        guard offset >= 0, offset < state.bodyRows - 1 else { return nil }
        return headerRows + 1 + offset
    }

    static func tabName(_ tab: AppLink.Tab) -> String {
        switch tab {
        case .arrivals: "Arrivals"
        case .departures: "Departures"
        case .trips: "Trips"
        }
    }

    // MARK: What is over the board

    private static func drawOverlays(_ state: AppState, on screen: inout ScreenBuffer) {
        let size = state.size
        // The screen on top of the stack hides those under it; the board stays in view.
        if let destination = state.stack.last {
            switch destination {
            case .flight(let flight):
                drawAtBottom(flightSheet(flight, isPastDay: false, state: state).styledLines(in: state.sheetArea), on: &screen)
            case .day(let flight):
                drawAtBottom(flightSheet(flight, isPastDay: true, state: state).styledLines(in: state.sheetArea), on: &screen)
            case .history(let flight, let days, let selected):
                drawHistory(flight, days: days, selected: selected, state: state, on: &screen)
            case .plane(_, let day):
                drawAtBottom(planeSheet(day, state: state).styledLines(in: state.sheetArea), on: &screen)
            }
        }
        switch state.presentation {
        case .picker(let picker)?:
            drawPicker(picker, size: size, on: &screen)
        case .stats(let result, let scroll)?:
            drawAtBottom(statsSheet(result, scroll: scroll, state: state).styledLines(in: state.sheetArea), on: &screen)
        case .notice(let notice)?:
            drawNotice(notice, size: size, on: &screen)
        case .question(let question)?:
            drawQuestion(question, size: size, on: &screen)
        case .help(let context, let scroll)?:
            drawAtBottom(helpSheet(context, scroll: scroll, state: state).styledLines(in: state.sheetArea), on: &screen)
        case nil:
            break
        }
    }

    /// The day of a flight's aircraft in a sheet: what it is, then its legs as `flights plane` lists them.
    static func planeSheet(_ day: AircraftDay, state: AppState) -> SheetView {
        let width = state.size.columns - 4
        var content = wrap(items: day.aircraft.parts, separator: " · ", width: width).map { [StyledText($0)] }
        content.append([])
        content += day.legs.isEmpty ? [[StyledText("No leg leaving on \(day.date) in the data.")]]
            : AircraftDayTable(day: day).styledLines(in: .columns(width))
        return SheetView(title: "Aircraft \(day.aircraft.registration) · \(day.date)", content: content,
                         detent: state.detent, scrollOffset: state.sheetScroll)
    }

    /// A flight's sheet, as the stack shows it. A day of the history is the record of a
    /// flight gone by: it offers no action. Its keys are the status line's, under it.
    static func flightSheet(_ flight: Flight, isPastDay: Bool, state: AppState) -> SheetView {
        let details = FlightDetails.lines(flight, airport: state.airport,
                                          inbound: isPastDay ? nil : state.inbound(of: flight),
                                          odds: state.odds(of: flight), hint: { _ in nil },
                                          key: { isPastDay ? nil : appKeys[$0.name] }, width: state.size.columns - 4)
        // First, so that the smallest detent shows that `w` would stop it.
        let watched: [StyledLine] = state.watch(of: flight).map { watch in
            [[StyledText("Watching since \(FlightPresentation.moment(watch.madeAt, onDayOf: flight.scheduled.date))", style: .bold),
              StyledText(isPastDay ? "" : " · w stops", style: .dim)]]
        } ?? []
        return SheetView(title: FlightDetails.title(flight), content: watched + details,
                         detent: state.detent, scrollOffset: state.sheetScroll)
    }

    /// The statistics in a sheet as tall as their chart, or as the window.
    static func statsSheet(_ result: StatsResult, scroll: Int, state: AppState) -> SheetView {
        let content = result.view.styledLines(in: .columns(state.size.columns - 4))
        return SheetView(title: "On-Time Statistics · \(state.airport.code)", content: content,
                         detent: .height(min(state.sheetArea.rows, content.count + 2)), scrollOffset: scroll)
    }

    /// A sheet's lines from the bottom of the screen up, above the status line, which says its keys.
    static func drawAtBottom(_ lines: [StyledLine], on screen: inout ScreenBuffer) {
        let rows = screen.size.rows - 1
        let top = max(0, rows - lines.count)
        screen.draw(Array(lines.suffix(rows)), row: top)
    }

    private static func drawHistory(_ flight: Flight, days: [Flight], selected: Int, state: AppState, on screen: inout ScreenBuffer) {
        let size = state.size
        // The day chosen first: the chart's legend may not fit under it, the choice must.
        var lines: [StyledLine]
        if days.indices.contains(selected) {
            let day = days[selected]
            let words = "\(FlightDetails.weekday(day.scheduled.date)) \(day.scheduled.date) · \(FlightPresentation.remarks(day, boardDate: day.scheduled.date))"
            lines = [[StyledText("◂ ", style: .dim), StyledText(words, style: FlightPresentation.style(day.punctuality)),
                      StyledText(" ▸  enter: that day", style: .dim)]]
        } else {
            lines = [[StyledText("No earlier flight day in the data.", style: .dim)]]
        }
        var chart = HistoryChart(flight: flight, history: days, selected: selected, fillsWidth: true, chance: state.chance(of: flight))
        let room = size.rows - 1 - headerRows
        // Too tall for the window, the bars get half as tall first (to keep the odds and the
        // summary; half, so that the grid lines stay on rows), then it loses the lines above
        // its bottom border (the legend), not the border.
        var drawn = chart.styledLines(in: .columns(size.columns))
        if lines.count + drawn.count > room {
            chart.barRows = HistoryChart.fewestBarRows
            drawn = chart.styledLines(in: .columns(size.columns))
        }
        lines += drawn
        // Under the row it is about; pushed up when it does not fit below it.
        if lines.count > room, room > 1 { lines = Array(lines.prefix(room - 1)) + [lines[lines.count - 1]] }
        let below = (selectedScreenRow(state) ?? headerRows) + 1
        // Pushed up over its row, the arrow would point at nothing: the heading names the flight.
        if below + lines.count > size.rows - 1, lines.count > 2 { lines.remove(at: 2) }
        let top = max(headerRows, min(below, size.rows - 1 - lines.count))
        for (index, line) in lines.enumerated() where top + index < size.rows - 1 {
            screen.draw(line, row: top + index)
        }
    }

    /// The keys of the actions a flight's sheet lists, as its bindings have them.
    static let appKeys = [CheckInCommand.spec.name: AppAction.checkIn, RebookCommand.spec.name: .rebook, HistoryCommand.spec.name: .history]
        .compactMapValues { AppKeys.label(of: $0, in: .flight) }
}
