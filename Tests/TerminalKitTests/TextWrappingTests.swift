import Testing
import TerminalKit

@Suite struct TextWrappingTests {
    @Test(arguments: [
        ("", 10, [""]),
        ("Departures and arrivals", 40, ["Departures and arrivals"]),
        ("Departures and arrivals", 14, ["Departures and", "arrivals"]),
        ("Departures and arrivals", 10, ["Departures", "and", "arrivals"]),
        ("a  b   c", 3, ["a b", "c"]),
        ("東京 大阪 札幌", 9, ["東京 大阪", "札幌"]),
        ("go Reykjavíkurflugvöllur now", 8, ["go", "Reykjav…", "now"]),
        ("abc", 0, ["…"]),
    ])
    func wrapsAtSpacesByDisplayWidth(text: String, width: Int, expected: [String]) {
        #expect(wrap(text, width: width) == expected)
    }

    @Test func aLongWordGoesOnOverLinesWhenItMustBeReadWhole() {
        #expect(wrap("Link: flights://departures/UA635 ok", width: 10, breakingLongWords: true)
                == ["Link:", "flights://", "departures", "/UA635 ok"])
        #expect(wrap("東京東京東", width: 4, breakingLongWords: true) == ["東京", "東京", "東"])
        #expect(wrap("Link: flights://departures", width: 10) == ["Link:", "flights:/…"])
    }

    @Test(arguments: [
        ([], 10, [""]),
        (["187 flights finished, 76% on time", "9 cancelled", "average delay +9 min"], 80,
         ["187 flights finished, 76% on time · 9 cancelled · average delay +9 min"]),
        // At 60 columns the line breaks between phrases, never inside "9 cancelled".
        (["Last 10 days: 1587 flights finished, 79% on time", "9 cancelled", "average delay +9 min"], 60,
         ["Last 10 days: 1587 flights finished, 79% on time", "9 cancelled · average delay +9 min"]),
        (["ab", "cd", "ef"], 7, ["ab · cd", "ef"]),
        (["ab", "a very long item", "cd"], 8, ["ab", "a very", "long", "item", "cd"]),
    ])
    func wrapsItemsWholeBetweenSeparators(items: [String], width: Int, expected: [String]) {
        #expect(wrap(items: items, separator: " · ", width: width) == expected)
    }
}
