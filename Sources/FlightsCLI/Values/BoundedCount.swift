/// A whole-number option value within a range, said in its own words when out of it:
/// `--refresh` seconds, `--speed` times.
protocol BoundedCount: OptionValue {
    /// The values accepted.
    static var range: ClosedRange<Int> { get }
    /// What a value counts, after "a number of" or "a whole number": `seconds`.
    static var unit: String { get }
    /// The value `count`, within ``range``.
    init(count: Int)
}

extension BoundedCount {
    init(option text: String) throws(OptionValueError) {
        guard let count = Int(text), Self.range.contains(count) else {
            throw .expected("a number of \(Self.unit) from \(Self.range.lowerBound) to \(Self.range.upperBound)", not: text)
        }
        self.init(count: count)
    }
}
