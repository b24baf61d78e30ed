/// How tall a `SheetView` stands, as the detents of an iOS sheet: a height
/// worked out from the terminal's size.
///
/// Every detent ends up between 3 rows (a border, one line, a border) and the
/// terminal's height. Custom detents compare equal when their names are equal.
public enum SheetDetent: Equatable, Sendable, CustomStringConvertible {
    /// Half the terminal's height, but at least 6 rows.
    case medium
    /// The terminal's full height.
    case large
    /// This share of the terminal's height, rounded to the nearest row.
    case fraction(Double)
    /// This many rows.
    case height(Int)
    /// A named height given by a function of the terminal's size.
    case custom(name: String, rows: @Sendable (TerminalSize) -> Int)

    /// A low sheet: 15 % of the terminal's height, but at least 8 rows, so a
    /// few lines of detail show on any terminal and a tall one keeps the
    /// board in view above.
    public static let drawer = SheetDetent.custom(name: "drawer") { size in
        max(8, Int((Double(size.rows) * 0.15).rounded()))
    }

    /// The detent written as `text`, as for a `--detent` option: `medium`,
    /// `large`, `drawer`, a fraction of the height greater than 0 and at most 1
    /// (`0.4`), or a number of rows of at least 3 (`12`); `nil` for anything
    /// else. Text without a decimal point is a row count, so `1` is rejected
    /// and the full height as a fraction is written `1.0`.
    public init?(parsing text: String) {
        switch text {
        case SheetDetent.medium.description: self = .medium
        case SheetDetent.large.description: self = .large
        case SheetDetent.drawer.description: self = .drawer
        default:
            if let rows = Int(text) {
                guard rows >= Self.minimumRows else { return nil }
                self = .height(rows)
            } else if let share = Double(text), share > 0, share <= 1 {
                self = .fraction(share)
            } else {
                return nil
            }
        }
    }

    /// The detent as `init(parsing:)` reads it: `medium`, `large`, the
    /// fraction or row count as a number, or a custom detent's name.
    public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let share): "\(share)"
        case .height(let rows): "\(rows)"
        case .custom(let name, _): name
        }
    }

    /// The number of rows the sheet takes, borders included, on a terminal of
    /// `size`: never more than `size.rows`, and at least 3 where there is room.
    public func rows(for size: TerminalSize) -> Int {
        switch self {
        case .medium:
            return min(size.rows, max(6, size.rows / 2))
        case .large:
            return size.rows
        case .fraction(let share):
            // Compared as a Double first, so a huge or NaN share cannot trap in Int().
            let rows = Double(size.rows) * share
            guard rows >= Double(Self.minimumRows) else { return min(Self.minimumRows, size.rows) }
            return rows >= Double(size.rows) ? size.rows : Int(rows.rounded())
        case .height(let rows):
            return Self.clamp(rows, to: size)
        case .custom(_, let rows):
            return Self.clamp(rows(size), to: size)
        }
    }

    /// Two detents are equal when they are the same case with the same value;
    /// custom detents, whose functions cannot be compared, by name.
    public static func == (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
        switch (lhs, rhs) {
        case (.medium, .medium), (.large, .large): true
        case let (.fraction(left), .fraction(right)): left == right
        case let (.height(left), .height(right)): left == right
        case let (.custom(left, _), .custom(right, _)): left == right
        default: false
        }
    }

    /// A border, one line of content and a border.
    private static let minimumRows = 3

    private static func clamp(_ rows: Int, to size: TerminalSize) -> Int {
        min(max(rows, minimumRows), size.rows)
    }
}
