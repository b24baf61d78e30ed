import FlightBoard
/// What parsing one stretch of an on-time file gave: how many rows it wrote, where its last
/// row ended (so the next stretch can be checked to start on a row), the lines it went
/// through and its bad rows.
struct OnTimeChunk {
    /// The byte offset of its first row.
    let start: Int
    /// The byte offset just after its last row.
    let stop: Int
    /// Rows written, from the stretch's first row of the table on.
    let rows: Int
    /// Newlines from `start` to `stop`.
    let lines: Int
    let skippedRows: Int
    /// The first bad row; when bad rows are not skipped, parsing stopped there.
    let firstProblem: OnTimeRowProblem?
}
