import Testing
@testable import FlightBoard

@Suite struct FlightDesignatorTests {
    @Test(arguments: [
        ("UA1545", "UA", 1545, nil),
        ("UA 1545", "UA", 1545, nil),
        ("ua1545", "UA", 1545, nil),
        ("B6 725", "B6", 725, nil),
        ("9E3521", "9E", 3521, nil),
        ("U2 350A", "U2", 350, "A"),
        ("u2 350a", "U2", 350, "A"),
        ("UA0015", "UA", 15, nil),
        ("UA 1", "UA", 1, nil),
        ("UA9999", "UA", 9999, nil),
    ] as [(String, String, Int, Character?)])
    func parsesTheSpellingsPeopleType(input: String, airline: String, number: Int, suffix: Character?) throws {
        let parsed = try FlightDesignator(parsing: input)
        #expect(parsed.airline == airline)
        #expect(parsed.number == number)
        #expect(parsed.suffix == suffix)
    }

    @Test func leadingZerosAreTheSameFlight() throws {
        #expect(try FlightDesignator(parsing: "UA0015") == FlightDesignator(parsing: "UA 15"))
        #expect(try FlightDesignator(parsing: "UA0015") == FlightDesignator(airline: "UA", number: 15))
        #expect(try FlightDesignator(parsing: "UA 15") != FlightDesignator(parsing: "UA 15A"))
    }

    @Test(arguments: [
        ("UA1545", "UA 1545", "UA1545"),
        ("ua0015", "UA 15", "UA15"),
        ("B6 725", "B6 725", "B6725"),
        ("9E3521", "9E 3521", "9E3521"),
        ("U2 350A", "U2 350A", "U2350A"),
        ("AA1", "AA 1", "AA1"),
        ("DL99", "DL 99", "DL99"),
        ("WN9999Z", "WN 9999Z", "WN9999Z"),
    ])
    func printsBoardAndCompactSpellings(input: String, description: String, compact: String) throws {
        let parsed = try FlightDesignator(parsing: input)
        #expect(parsed.description == description)
        #expect("\(parsed)" == description)
        #expect(parsed.compact == compact)
    }

    /// Parts given unchecked still print as they are: a number outside 1 to 9999, a longer
    /// code, a suffix that is not ASCII.
    @Test func printsUncheckedPartsAsGiven() {
        #expect(FlightDesignator(airline: "UA", number: 0).description == "UA 0")
        #expect(FlightDesignator(airline: "UAL", number: 12345).compact == "UAL12345")
        #expect(FlightDesignator(airline: "UA", number: -5).description == "UA -5")
        #expect(FlightDesignator(airline: "ÅA", number: 7, suffix: "É").description == "ÅA 7É")
        #expect(FlightDesignator(airline: "", number: 42, suffix: "B").compact == "42B")
        #expect(FlightDesignator(airline: "UA", number: 10_000).description == "UA 10000")
        #expect(FlightDesignator(airline: "UA", number: Int.max).compact == "UA9223372036854775807")
        #expect(FlightDesignator(airline: "UA", number: Int.min).compact == "UA-9223372036854775808")
        #expect(FlightDesignator(airline: "UA", number: 5, suffix: "\r\n").compact == "UA5\r\n")
    }

    @Test(arguments: [
        "UA15456",  // five digits
        "UA0000",   // number zero
        "1545",     // bare number: the code "15" has no letter
        "99123",    // the code "99" has no letter
        "U",
        "",
        "   ",
        "UA-15",
        "UA",       // no digits
        "UAB",      // suffix but no digits
        "UA15AB",   // two suffix letters
        "UA1A5",    // letter inside the number
        "UA１５",    // full-width digits
    ])
    func rejectsWhatIsNotAFlightNumber(input: String) {
        #expect(throws: FlightDesignatorError(input: input)) {
            try FlightDesignator(parsing: input)
        }
    }

    @Test func errorQuotesTheInputAsTyped() {
        let error = #expect(throws: FlightDesignatorError.self) {
            try FlightDesignator(parsing: "ua-15")
        }
        #expect(error?.input == "ua-15")
        #expect(error?.description
            == "'ua-15' is not a flight number: expected a 2-character airline code and 1 to 4 digits, like UA1545 or B6 725")
    }

    @Test func ordersByAirlineThenNumberThenSuffix() {
        let sorted = ["UA 15A", "B6 725", "UA 1545", "UA 15", "AA 9", "UA 200"].map(designator).sorted()
        #expect(sorted.map(\.description) == ["AA 9", "B6 725", "UA 15", "UA 15A", "UA 200", "UA 1545"])
    }

    /// Uppercasing runs before the ASCII check, so a non-ASCII letter that uppercases to
    /// two ASCII letters (ß → SS) slips through and becomes an airline code.
    @Test func rejectsNonASCIILettersThatUppercaseToASCII() {
        #expect(throws: FlightDesignatorError(input: "ß15")) {
            try FlightDesignator(parsing: "ß15")
        }
    }

    @Test(arguments: ["UA 15 45", "U A1545", "UA  1545", "UA1545 B"])
    func spacesOnlyBetweenTheCodeAndTheNumber(text: String) {
        #expect(throws: FlightDesignatorError(input: text)) { try FlightDesignator(parsing: text) }
    }

    @Test func surroundingSpacesAreIgnored() throws {
        #expect(try FlightDesignator(parsing: "  ua 15 ") == FlightDesignator(airline: "UA", number: 15))
    }
}
