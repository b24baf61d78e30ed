import Testing
@testable import FlightBoard

@Suite struct NameSearchTests {
    static let airports = [
        Airport(code: "ORD", name: "O'Hare International Airport", city: "Chicago", timeZone: "America/Chicago"),
        Airport(code: "MDW", name: "Chicago Midway International Airport", city: "Chicago", timeZone: "America/Chicago"),
        Airport(code: "ATL", name: "Hartsfield-Jackson Atlanta International Airport", city: "Atlanta", timeZone: "America/New_York"),
        Airport(code: "MSY", name: "Louis Armstrong New Orleans International Airport", city: "New Orleans", timeZone: "America/Chicago"),
        // Recorded data names an airport only once: its name stands for its city.
        Airport(code: "LAS", name: "Mc Carran Intl", city: "Mc Carran Intl", timeZone: "America/Los_Angeles"),
        Airport(code: "SAN", name: "San Diego Intl", city: "San Diego Intl", timeZone: "America/Los_Angeles"),
    ]
    static let airlines = [
        Airline(code: "DL", name: "Delta Air Lines"),
        Airline(code: "B6", name: "JetBlue Airways"),
        Airline(code: "UA", name: "United Airlines"),
        Airline(code: "US", name: "US Airways"),
    ]

    @Test(arguments: [
        ("ORD", ["ORD"]), ("ord", ["ORD"]),
        ("Chicago", ["MDW", "ORD"]), ("chicago", ["MDW", "ORD"]), ("CHI", ["MDW", "ORD"]),
        ("Midway", ["MDW"]), ("o'hare", ["ORD"]), ("Hare", ["ORD"]), ("Jackson", ["ATL"]),
        ("new orleans", ["MSY"]), ("  Atlanta ", ["ATL"]),
        // A code wins over the names it begins: SAN is San Diego, not every San.
        ("SAN", ["SAN"]), ("san d", ["SAN"]),
        ("International", ["ATL", "MDW", "MSY", "ORD"]),
        ("icago", []), ("Chicago O'Hare", []), ("", []), ("XYZ", []),
    ] as [(String, [String])])
    func airports(query: String, codes: [String]) {
        #expect(NameSearch.airports(matching: query, among: Self.airports) == Set(codes))
    }

    @Test(arguments: [
        ("DL", ["DL"]), ("dl", ["DL"]), ("Delta", ["DL"]), ("delta air", ["DL"]), ("air lines", ["DL"]),
        ("jet", ["B6"]), ("JetBlue", ["B6"]), ("United", ["UA"]),
        // US is US Airways' code, and not also the start of United's name.
        ("us", ["US"]), ("Airways", ["B6", "US"]), ("Air", ["DL", "UA", "US", "B6"]),
        ("elta", []), ("Lufthansa", []),
    ] as [(String, [String])])
    func airlines(query: String, codes: [String]) {
        #expect(NameSearch.airlines(matching: query, among: Self.airlines) == Set(codes))
    }

    @Test func candidatesAreCodesNamesAndTheirWordsOnceEach() {
        #expect(NameSearch.candidates(names: ["Chicago", "O'Hare International Airport", "chicago"], codes: ["ORD"])
                == ["ORD", "Chicago", "O'Hare International Airport", "O'Hare", "International", "Airport"])
    }
}
