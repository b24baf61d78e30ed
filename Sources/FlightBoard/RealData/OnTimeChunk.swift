/// What parsing one stretch of an on-time file gave: its rows, where its last row ended (so the
/// next stretch can be checked to start on a row), the lines it went through and its bad rows.
struct OnTimeChunk {
    /// Its rows; the caller deallocates them.
    let columns: OnTimeColumnBuffers
    /// The byte offset of its first row.
    let start: Int
    /// The byte offset just after its last row.
    let stop: Int
    /// Newlines from `start` to `stop`.
    let lines: Int
    let skippedRows: Int
    /// The first bad row; when bad rows are not skipped, parsing stopped there.
    let firstProblem: OnTimeRowProblem?
}
