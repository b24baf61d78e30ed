import TerminalKit

extension AppScreen {
    /// The `?` sheet: every key of `context` (those that do nothing on the screen shown dim),
    /// then the keys that work everywhere, then the mouse.
    static func helpSheet(_ context: AppContext, scroll: Int, state: AppState) -> SheetView {
        let lines = helpLines(context, state: state)
        return SheetView(title: "Keys", content: lines,
                         detent: .height(min(state.sheetArea.rows, lines.count + 2)), scrollOffset: scroll)
    }

    /// The keys the notice under the `?` sheet offers besides its own (the remedy of a refusal, undo).
    private static func noticeActions(_ state: AppState) -> [AppKeyBinding] {
        guard case .notice(let notice)? = state.presentationUnderHelp else { return [] }
        return notice.actions.map { AppKeyBinding(String($0.key), $0.label, [.character($0.key)], .back) }
    }

    /// The lines of the `?` sheet, grouped as the manual's key lists are.
    static func helpLines(_ context: AppContext, state shown: AppState) -> [StyledLine] {
        // Whether a key does something is asked of the screen under the sheet.
        var state = shown
        if case .help? = shown.presentation { state.presentation = shown.presentationUnderHelp }
        var groups: [(String, [AppKeyBinding])] = [(context.title, noticeActions(state) + AppKeys.bindings(context))]
        if context.takesGlobalKeys { groups.append(("Everywhere", AppKeys.everywhere)) }
        groups.append(("At any time", AppKeys.always))
        let width = groups.flatMap(\.1).map { DisplayWidth.of($0.keyNames.joined(separator: " ")) }.max() ?? 0
        var lines: [StyledLine] = []
        for (title, bindings) in groups {
            if !lines.isEmpty { lines.append([]) }
            lines.append([StyledText(title, style: .bold)])
            // The help wrapped beside its keys, so a narrow window cuts none of it.
            let room = max(10, state.size.columns - 4 - width - 4)
            for binding in bindings {
                let keys = binding.keyNames.joined(separator: " ")
                let padding = String(repeating: " ", count: width - DisplayWidth.of(keys) + 2)
                let style: Style = binding.isEnabled(state) ? .plain : .dim
                for (index, part) in wrap(binding.help, width: room, breakingLongWords: true).enumerated() {
                    let lead = index == 0 ? "  " + keys + padding : String(repeating: " ", count: width + 4)
                    lines.append([StyledText(lead, style: binding.isEnabled(state) ? .bold : .dim), StyledText(part, style: style)])
                }
            }
        }
        if state.usesMouse {
            lines += [[], [StyledText("Mouse", style: .bold)]]
            lines += wrap("Click a tab, a row (again to open it), an item of a list or a key of the status line; the wheel scrolls.",
                          width: max(10, state.size.columns - 8)).map { [StyledText("  " + $0)] }
        }
        return lines
    }
}
