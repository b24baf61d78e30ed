import FlightBoard
import TerminalKit

/// What the app presents over everything else, each drawn into its place: a picker, an
/// alert centred, a notice's sheet or a flow's question from the bottom.
extension AppScreen {
    static func drawPicker(_ picker: AppPicker, size: TerminalSize, on screen: inout ScreenBuffer) {
        drawCentered(pickerPanel(picker, size: size).panel, size: size, on: &screen)
    }

    /// The picker's box, and the index of the item on its second line (the first is the filter).
    static func pickerPanel(_ picker: AppPicker, size: TerminalSize) -> (panel: Panel, first: Int) {
        let visible = picker.visibleItems
        let room = max(1, size.rows - 8)
        let first = max(0, min(picker.selected - room / 2, visible.count - room))
        var content: [StyledLine] = [[StyledText("Filter: ", style: .dim), StyledText(picker.filter + "▏", style: .bold)]]
        for (index, item) in visible.enumerated().dropFirst(first).prefix(room) {
            content.append(index == picker.selected ? [StyledText("› " + item.label, style: Style(bold: true, inverse: true))]
                                                    : [StyledText("  " + item.label)])
        }
        if visible.isEmpty { content.append([StyledText("  nothing matches", style: .dim)]) }
        return (Panel(title: picker.title, content: content, footer: "enter choose · esc cancel"), first)
    }

    static func drawNotice(_ notice: AppNotice, size: TerminalSize, on screen: inout ScreenBuffer) {
        switch notice.style {
        case .alert:
            drawCentered(alertPanel(notice, size: size), size: size, on: &screen)
        case .sheet:
            let area = TerminalSize(columns: size.columns, rows: size.rows - 1)
            drawAtBottom(noticeSheet(notice, area: area).styledLines(in: area), on: &screen)
        }
    }

    /// A notice that is a sheet: as tall as its lines, or the area, scrolled in it.
    static func noticeSheet(_ notice: AppNotice, area: TerminalSize) -> SheetView {
        SheetView(title: notice.title, content: notice.lines, detent: .height(min(area.rows, notice.lines.count + 2)),
                  scrollOffset: notice.scroll)
    }

    /// How far a notice scrolls: a sheet to its last line at the bottom; an alert, which shows all of it, not at all.
    static func noticeScrollLimit(_ notice: AppNotice, area: TerminalSize) -> Int {
        notice.style == .sheet ? noticeSheet(notice, area: area).maxScrollOffset(size: area) : 0
    }

    /// An alert's box: its lines wrapped to a width that reads well, OK in its border.
    static func alertPanel(_ notice: AppNotice, size: TerminalSize) -> Panel {
        var content: [StyledLine] = notice.wide.map { [[StyledText(wideLine($0, shift: notice.shift, room: size.columns - 4), style: .bold)]] } ?? []
        content += notice.lines.flatMap { line -> [StyledLine] in
            wrap(line.map(\.text).joined(), width: min(56, size.columns - 6), breakingLongWords: true)
                .map { [StyledText($0, style: line.first?.style ?? .plain)] }
        }
        return Panel(title: notice.title, content: content, footer: "enter OK")
    }

    /// `text` whole when it fits `room` columns; else the stretch of it from `shift`, with
    /// `…` where it goes on, so that what is shown is always a part of it as it is.
    static func wideLine(_ text: String, shift: Int, room: Int) -> String {
        let text = TextSanitizer.sanitize(text)
        guard DisplayWidth.of(text) > room, room > 2 else { return text }
        let characters = Array(text)
        let start = min(max(0, shift), max(0, characters.count - (room - 1)))
        var shown = start > 0 ? "…" : ""
        var index = start
        while index < characters.count, DisplayWidth.of(shown) + DisplayWidth.of(characters[index]) <= room - (index < characters.count - 1 ? 1 : 0) {
            shown.append(characters[index])
            index += 1
        }
        return index < characters.count ? shown + "…" : shown
    }

    /// The rows an alert takes, as ``drawCentered(_:size:on:)`` draws it.
    static func noticeHeight(_ notice: AppNotice, size: TerminalSize) -> Int {
        min(size.rows, alertPanel(notice, size: size).content.count + 2)
    }

    /// A flow's question in a sheet from the bottom, as tall as it needs up to two thirds
    /// of the screen (a long list scrolls in it), with "Quit flights?" over it when asked.
    static func drawQuestion(_ question: AppQuestion, size: TerminalSize, on screen: inout ScreenBuffer) {
        let (frame, lines, top) = questionSheet(question, size: size)
        for row in top..<(size.rows - 1) { screen.draw([StyledText(String(repeating: " ", count: size.columns))], row: row) }
        screen.draw(lines, row: top)
        // The text field's cursor, as a cell shown inverse: the app's screen keeps the terminal's cursor hidden.
        if let cursor = frame.cursor {
            screen.restyle(row: top + 1 + cursor.line, column: 2 + cursor.column, width: 1) { $0.inverse = true }
        }
        if question.confirmingQuit {
            drawCentered(Panel(title: "Quit flights?", content: [[StyledText("Nothing of the flow is saved.")]],
                               footer: "y quit · n back to the question"), size: size, on: &screen)
        }
    }

    /// A question's frame, its sheet's lines and the row the sheet starts at: its first frame line is the row after.
    static func questionSheet(_ question: AppQuestion, size: TerminalSize) -> (frame: PromptFrame, lines: [StyledLine], top: Int) {
        let inner = TerminalSize(columns: max(1, size.columns - 4), rows: max(3, size.rows * 2 / 3 - 2))
        let frame = question.frame(size: inner)
        let sheet = SheetView(title: "\(question.flow.title) · \(question.flow.subject)", content: frame.lines,
                              detent: .height(min(size.rows - 1, frame.lines.count + 2)))
        let lines = sheet.styledLines(in: TerminalSize(columns: size.columns, rows: size.rows - 1))
        return (frame, lines, max(0, size.rows - 1 - lines.count))
    }

    static func drawCentered(_ panel: Panel, size: TerminalSize, on screen: inout ScreenBuffer) {
        let width = min(panel.naturalWidth, size.columns)
        let lines = panel.styledLines(in: .columns(width))
        let top = max(0, (size.rows - lines.count) / 2)
        screen.draw(Array(lines.prefix(size.rows)), row: top, column: (size.columns - width) / 2, width: width)
    }
}
