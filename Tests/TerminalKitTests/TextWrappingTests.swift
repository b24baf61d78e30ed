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
}
