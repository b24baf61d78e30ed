@testable import FlightBoard
@testable import FlightsCLI
import Testing

/// What a link that does not open suggests instead opens: `flights open LINK` prints it to be
/// pasted, so a suggestion refused in turn (`flights://flights:departures/UA635`) is a dead end.
@Suite struct AppLinkSuggestionTests {
    @Test(arguments: [
        // The scheme misspelled, not missing: mended, not added a second time.
        ("flights:departures/UA635", "flights://departures/UA635"),
        ("Flights:/departures?date=2026-12-01", "flights://departures?date=2026-12-01"),
        // Two parts wrong: the scheme missing and the screen misspelled, both mended.
        ("departure/UA635", "flights://departures/UA635"),
        ("flights:departure/UA635/histroy", "flights://departures/UA635/history"),
    ])
    func suggestsALinkThatOpens(text: String, suggested: String) throws {
        #expect(throws: (any Error).self) { try AppLink(parsing: text) }
        do {
            _ = try AppLink(parsing: text)
        } catch {
            #expect(error.suggestion == suggested)
        }
        _ = try AppLink(parsing: suggested)
    }

    /// No link mended opens: nothing is suggested rather than a link refused in turn.
    @Test(arguments: ["flights://departure/635UA", "departure/6UA", "https://departures", "flights:"])
    func suggestsNothingWhenNoMendedLinkOpens(text: String) {
        do {
            _ = try AppLink(parsing: text)
            Issue.record("\(text) opened")
        } catch {
            #expect(error.suggestion == nil, "\(text)")
        }
    }

    /// Links a character or two away from good ones: whatever is suggested opens.
    @Test func everySuggestionOpens() throws {
        let good = ["flights://departures/UA635?date=2026-12-01", "flights://arrivals/B6725/history/2026-11-28?airport=JFK",
                    "flights://departures?sheet=stats", "flights://trips", "flights://arrivals/DL5/history?from=DAL",
                    "flights://departures/UA635?sheet=checkin&to=ORD"]
        let alphabet = Array("flights:/?&=abcdeghiknoprstuvyADJKLU0123456789%-.")
        var random = SeededRandom(key: "link suggestions")
        var suggested = 0
        for round in 0..<3_000 {
            var text = Array(good[round % good.count])
            for _ in 0...Int.random(in: 0...2, using: &random) {
                let at = Int.random(in: 0..<text.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: text.remove(at: at)
                case 1: text[at] = alphabet.randomElement(using: &random)!
                default: text.insert(alphabet.randomElement(using: &random)!, at: at)
                }
            }
            do {
                _ = try AppLink(parsing: String(text))
            } catch {
                guard let suggestion = error.suggestion else { continue }
                suggested += 1
                #expect(throws: Never.self, "\(String(text)) → \(suggestion)") { try AppLink(parsing: suggestion) }
            }
        }
        // Enough of them suggest something for the property to say something.
        #expect(suggested > 300)
    }
}
