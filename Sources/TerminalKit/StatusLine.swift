/// One line of status drawn in place on a terminal, under whatever is above it: each
/// ``show(_:)`` draws over the last, and ``clear()`` leaves the line empty, as if nothing had
/// been shown. The text is cut to the width, since a line that wraps cannot be drawn over.
public struct StatusLine: Sendable {
    private let output: any TextOutput
    private let width: Int

    /// A status line on `output`, which must be a terminal, `width` columns wide.
    public init(output: any TextOutput, width: Int) {
        self.output = output
        self.width = width
    }

    /// Draws `text` over the line's last text (sanitised: it may come from file names).
    public func show(_ text: String) {
        // One column left free: some terminals wrap a line that fills the last one.
        output.write("\r" + ANSI.eraseLine + truncate(TextSanitizer.sanitize(text), toWidth: max(1, width - 1)))
    }

    /// Erases the line, the cursor at its start.
    public func clear() {
        output.write("\r" + ANSI.eraseLine)
    }
}
