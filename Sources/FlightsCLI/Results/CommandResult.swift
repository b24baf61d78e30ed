import FlightBoard
import TerminalKit

/// What a command gives back: a value that the output writes in the format asked for
/// (``Invocation/emit(_:)``), so that no command writes its result or switches on formats.
protocol CommandResult {
    /// The result for programs: `--json`, `--format json`.
    func json() -> JSONValue
    /// The result as CSV rows under a header, for `--format csv`; nil for a result that is
    /// not a list (a command that has no `--format` never asks).
    func csv() -> (header: [String], rows: [[String]])?
    /// The result for people, laid out for `target`: text whose lines each end in a newline.
    func text(for target: OutputTarget) -> String
    /// Said on standard error instead of the text for people, when there is nothing to
    /// show them (an empty board); nil to show the text.
    var emptyNotice: String? { get }
    /// Lines said on standard error after the result, in every format: what was done
    /// besides, or left out.
    var notes: [String] { get }
}

extension CommandResult {
    func csv() -> (header: [String], rows: [[String]])? { nil }
    var emptyNotice: String? { nil }
    var notes: [String] { [] }
}

/// A result whose form for people is one view, laid out in the target's width (80 columns
/// through a pipe, which has no width of its own).
protocol ViewResult: CommandResult {
    var view: any TerminalView { get }
}

extension ViewResult {
    func text(for target: OutputTarget) -> String {
        view.render(in: .columns(target.width ?? 80), color: target.color).map { $0 + "\n" }.joined()
    }
}

/// Where the text for people goes: its width (nil through a pipe: nothing is cut), whether
/// it is coloured, and whether it is a terminal (which gets titles, a pipe only the data).
struct OutputTarget: Sendable {
    let width: Int?
    let color: Bool
    let isTerminal: Bool

    /// `text` as a title over a table: on a terminal only, its controls made visible and its
    /// words broken to the width; nothing through a pipe, which gets only the data.
    func title(_ text: String) -> String {
        guard isTerminal else { return "" }
        return wrap(TextSanitizer.sanitize(text), width: width ?? 80).joined(separator: "\n") + "\n"
    }
}
