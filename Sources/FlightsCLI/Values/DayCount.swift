/// How many days `--days` asks for: a number, or `all` of a recorded file.
enum DayCount: Equatable, OptionValue {
    case count(Int)
    case all

    init(option text: String) throws(OptionValueError) {
        if text == "all" {
            self = .all
        } else if let count = Int(text), count >= 1 {
            self = .count(count)
        } else {
            throw .expected("a number of days from 1, or all with recorded data", not: text)
        }
    }

    /// The number of days meant, checked against what the data allows: at most `limit`,
    /// and `all` only when the data has a number of days of its own (`allDays`).
    func days(limit: Int, allDays: Int?) throws(OptionValueError) -> Int {
        switch self {
        case .all:
            guard let allDays else {
                throw .problem("all needs recorded data (--data FILE.csv); the simulated airport has no first day")
            }
            return allDays
        case .count(let count):
            guard count <= limit else {
                throw .expected("a number from 1 to \(limit), or all with recorded data", not: String(count))
            }
            return count
        }
    }
}
