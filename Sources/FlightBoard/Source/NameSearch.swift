/// How people name the airports and airlines they look for: by code, or by a name or
/// the start of one, in any case. "Chicago" finds every airport of Chicago (O'Hare and
/// Midway), "Delta" finds Delta Air Lines, "jet" finds JetBlue Airways.
public enum NameSearch {
    /// The codes of the airports that `query` names: the one whose code it is, else every
    /// one whose city or name has a word that starts with it.
    public static func airports(matching query: String, among airports: some Sequence<Airport>) -> Set<String> {
        let code = query.uppercased()
        let airports = Array(airports)
        if airports.contains(where: { $0.code == code }) { return [code] }
        return Set(airports.filter { beginsWord(query, in: $0.city) || beginsWord(query, in: $0.name) }.map(\.code))
    }

    /// The codes of the airlines that `query` names: the one whose code it is, else every
    /// one whose name has a word that starts with it.
    public static func airlines(matching query: String, among airlines: some Sequence<Airline>) -> Set<String> {
        let code = query.uppercased()
        let airlines = Array(airlines)
        if airlines.contains(where: { $0.code == code }) { return [code] }
        return Set(airlines.filter { beginsWord(query, in: $0.name) }.map(\.code))
    }

    /// Whether `name`, from the start of one of its words, begins with `query`, ignoring
    /// case and the spaces around `query`: "air l" begins a word of "Delta Air Lines", "elta" does not.
    public static func beginsWord(_ query: String, in name: String) -> Bool {
        let query = Array(String(query.trimmingSpaces).lowercased())
        let name = Array(name.lowercased())
        guard !query.isEmpty, query.count <= name.count else { return false }
        for start in 0...(name.count - query.count)
        where start == 0 || !(name[start - 1].isLetter || name[start - 1].isNumber) {
            if name[start..<(start + query.count)].elementsEqual(query) { return true }
        }
        return false
    }

    /// The words that a search could have meant, for a did-you-mean: codes, names and the
    /// words of names.
    public static func candidates(names: [String], codes: [String]) -> [String] {
        var seen: Set<String> = []
        let words = names.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "'") }.map(String.init) }
        return (codes + names + words).filter { $0.count >= 2 && seen.insert($0.lowercased()).inserted }
    }
}
