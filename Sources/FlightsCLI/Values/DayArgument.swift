import FlightBoard

/// A day as `--date` takes it: `YYYY-MM-DD`, or a word people use for a day, counted
/// from today at the airport. Other spellings of a date (`12/01/2026`, `01.12.2026`) are
/// refused with the ISO dates they could mean: which one is meant is never guessed.
enum DayArgument: Equatable, OptionValue {
    /// That day.
    case date(CivilDate)
    /// So many days after today: -1 is yesterday, 0 today, 1 tomorrow.
    case relative(days: Int)
    /// The next day with this ISO weekday (1 is Monday) after today, 1 to 7 days ahead:
    /// on a Monday, `monday` is the Monday a week later.
    case weekday(Int)

    /// The words accepted, as shells offer them.
    static let words = ["today", "tomorrow", "yesterday"] + weekdayNames

    private static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]

    /// Reads `text`: a date, `today`, `tomorrow`, `yesterday` or a weekday (its whole name
    /// or its first three letters or more, such as `mon` or `thurs`), in any case.
    init(parsing text: String) throws(DayArgumentError) {
        if let date = CivilDate(parsing: text) {
            self = .date(date)
            return
        }
        let word = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()).lowercased()
        switch word {
        case "today": self = .relative(days: 0)
        case "tomorrow": self = .relative(days: 1)
        case "yesterday": self = .relative(days: -1)
        default:
            if word.count >= 3, let index = Self.weekdayNames.firstIndex(where: { $0.hasPrefix(word) }) {
                self = .weekday(index + 1)
                return
            }
            throw DayArgumentError(input: text, readings: Self.readings(of: word),
                                   word: Suggestion.closest(to: word, among: Self.words))
        }
    }

    /// A day as an option's value; a text that is none gets a did-you-mean with every date
    /// it may stand for, or the word it may be a typo of.
    init(option text: String) throws(OptionValueError) {
        if let problem = Self.impossibleDate(text) { throw .problem(problem) }
        do {
            self = try DayArgument(parsing: text)
        } catch {
            let hint: String? = switch error.readings.count {
            case 0: error.word.map { "Did you mean '--date \($0)'?" }
            case 1: "Did you mean '--date \(error.readings[0])'?"
            default: "Did you mean " + error.readings.map { "'--date \($0)' (\(Self.spelledOut($0)))" }
                .joined(separator: " or ") + "?"
            }
            throw .expected("a day as YYYY-MM-DD, today, tomorrow, yesterday or a weekday", not: text, hint: hint)
        }
    }

    /// What is wrong with a text in the shape of a date, `YYYY-MM-DD`, that is none, or of a
    /// year out of range; nil for any other text. A did-you-mean would only repeat it.
    private static func impossibleDate(_ text: String) -> String? {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.map(\.count) == [4, 2, 2], fields.allSatisfy({ $0.allSatisfy(\.isASCII) }),
              let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]) else { return nil }
        guard (1...12).contains(month) else { return "\(text) is no date: a month is 01 to 12" }
        guard CivilDate(year: year, month: month, day: day) != nil else {
            return "\(text) is no date: \(monthNames[month - 1]) \(year) has \(CivilDate.daysIn(month: month, year: year)) days"
        }
        guard CivilDate.supportedYears.contains(year) else { return CivilDate.outOfRange(text) }
        return nil
    }

    /// The day meant, with `today` the day of the airport's clock.
    func day(today: CivilDate) -> CivilDate {
        switch self {
        case .date(let date): date
        case .relative(let days): today.adding(days: days)
        case .weekday(let weekday): today.adding(days: (weekday - today.weekday + 6) % 7 + 1)
        }
    }

    /// The ISO dates that numbers such as `12/01/2026`, `01.12.2026` or `2026/12/1` could
    /// stand for: year first is read one way; year last both ways, day first and month
    /// first, when both make a date.
    private static func readings(of text: String) -> [CivilDate] {
        let fields = text.split(whereSeparator: { "/.-".contains($0) }).map(String.init)
        let numbers = fields.compactMap { $0.count <= 4 && $0.allSatisfy({ ("0"..."9").contains($0) }) ? Int($0) : nil }
        guard fields.count == 3, numbers.count == 3 else { return [] }
        if fields[0].count == 4 {
            return CivilDate(year: numbers[0], month: numbers[1], day: numbers[2]).map { [$0] } ?? []
        }
        guard fields[2].count == 4 else { return [] }
        let dayFirst = CivilDate(year: numbers[2], month: numbers[1], day: numbers[0])
        let monthFirst = CivilDate(year: numbers[2], month: numbers[0], day: numbers[1])
        return [dayFirst, monthFirst].compactMap { $0 }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// `1 December 2026`, to tell two readings apart.
    static func spelledOut(_ date: CivilDate) -> String {
        "\(date.day) \(monthNames[date.month - 1]) \(date.year)"
    }
}

/// Text that `--date` cannot read, with what it may have meant.
struct DayArgumentError: Error, Equatable, Sendable {
    /// The text as given.
    let input: String
    /// The dates that its numbers could stand for, when it is a date in another spelling.
    let readings: [CivilDate]
    /// The word it is a typo of, such as `tomorrow` for `tomorow`.
    let word: String?
}
