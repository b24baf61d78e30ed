import TerminalKit

extension AppLink.Tab: OptionValue {}

extension AppLink: OptionValue {
    init(option text: String) throws(OptionValueError) {
        do {
            self = try AppLink(parsing: text)
        } catch {
            throw .problem(error.message, hint: error.suggestion.map { "Did you mean '\($0)'?" })
        }
    }
}

/// How often the board app reads the clock again, in seconds (`--refresh`).
struct RefreshInterval: BoundedCount {
    let seconds: Int

    static let range = 1...3600
    static let unit = "seconds"

    init(count: Int) { seconds = count }
}

/// The heights a sheet moves between with + and - (`--detents`), lowest first as given.
struct DetentList: OptionValue {
    let detents: [SheetDetent]

    init(option text: String) throws(OptionValueError) {
        var detents: [SheetDetent] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = word.trimmingBlanks
            guard let detent = SheetDetent(parsing: word) else {
                throw .expected("a comma-separated list of medium, large, drawer, fractions such as 0.4 or numbers of rows from 3",
                                not: String(word))
            }
            detents.append(detent)
        }
        self.detents = detents
    }
}

extension Substring {
    fileprivate var trimmingBlanks: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
