import FlightBoard
/// A row of an on-time file that cannot be read: the column and what is wrong, and the row's
/// line counted from the start of the stretch being parsed (the file's line is known only once
/// the stretches before it are done).
struct OnTimeRowProblem: Error, Sendable {
    /// 0-based, from the first line of the stretch.
    var line: Int
    let column: String
    let message: String

    /// The problem as the caller sees it, `linesBefore` being the lines before the stretch.
    func error(file: String, linesBefore: Int) -> OnTimeFileError {
        OnTimeFileError(file: file, kind: .row(line: linesBefore + line + 1, column: column), message: message)
    }
}
