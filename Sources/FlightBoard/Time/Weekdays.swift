/// A set of ISO weekdays (1 is Monday, 7 is Sunday), as bits: a timetable line's days of
/// operation, asked of every line for every day a board or a history makes.
public struct Weekdays: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    /// Bit `n` is weekday `n`; bit 0 and bit 7 are never set.
    private var bits: UInt8 = 0

    /// No weekday.
    public init() {}

    /// The weekdays listed; numbers outside 1 to 7 are not weekdays and are left out.
    public init(arrayLiteral days: Int...) {
        for day in days { insert(day) }
    }

    /// Whether `day` is one of the weekdays.
    public func contains(_ day: Int) -> Bool {
        (1...7).contains(day) && bits & (1 << day) != 0
    }

    /// Adds `day`, a number from 1 to 7; false when it was there already or is not a weekday.
    @discardableResult
    public mutating func insert(_ day: Int) -> Bool {
        guard (1...7).contains(day), !contains(day) else { return false }
        bits |= 1 << day
        return true
    }

    /// How many weekdays there are.
    public var count: Int { bits.nonzeroBitCount }

    /// Whether there is none.
    public var isEmpty: Bool { bits == 0 }

    /// The weekdays from Monday to Sunday.
    public func makeIterator() -> some IteratorProtocol<Int> {
        (1...7).lazy.filter { contains($0) }.makeIterator()
    }
}
