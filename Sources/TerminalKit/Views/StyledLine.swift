/// One line of a view's content: runs of styled text drawn left to right.
public typealias StyledLine = [StyledText]

extension [StyledText] {
    /// The columns the line takes on a terminal once sanitised.
    public var displayWidth: Int {
        reduce(0) { $0 + $1.displayWidth }
    }

    /// The line shortened to at most `width` columns, ending in `ellipsis` when
    /// anything was cut.
    ///
    /// Runs keep their styles; the ellipsis takes the style of the run it cuts
    /// into, so a red status stays red to its last visible column. The result
    /// is sanitised, so its width is what the terminal shows. Like
    /// `truncate(_:toWidth:ellipsis:)`, a wide character that would straddle
    /// the limit is dropped, and a `width` of 0 or less gives an empty line.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> StyledLine {
        let line = map { StyledText(TextSanitizer.sanitize($0.text), style: $0.style) }.filter { !$0.text.isEmpty }
        guard width > 0 else { return [] }
        guard line.displayWidth > width else { return line }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        guard ellipsisWidth <= width else {
            return [StyledText(truncate(ellipsis, toWidth: width, ellipsis: ""), style: line[0].style)]
        }
        let budget = width - ellipsisWidth
        var result: StyledLine = []
        var used = 0
        for run in line {
            let runWidth = DisplayWidth.of(run.text)
            if used + runWidth <= budget {
                result.append(run)
                used += runWidth
                continue
            }
            let kept = truncate(run.text, toWidth: budget - used, ellipsis: "")
            result.append(StyledText(kept + ellipsis, style: run.style))
            break
        }
        return result
    }

    /// The line as terminal text: each run sanitised and, when `color` is on,
    /// wrapped in its style's escape sequences.
    public func rendered(color: Bool) -> String {
        reduce(into: "") { $0 += $1.rendered(color: color) }
    }
}
