// fuzz.sh: -max_len=512
// Fuzzes the reader of the app's links (`flights open LINK`, `y`), the first byte choosing
// whether `flights://` comes before the rest, so that most inputs reach the path and the query.
// Invariants: a link read writes a url that reads back as the same value and the same text;
// a link refused with a suggestion suggests one that is read (a did-you-mean that fails in
// turn helps nobody); every message is a line of its own.
@testable import FlightsCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let rest = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let text = data[0] % 4 == 0 ? rest : AppLink.scheme + rest
    do {
        let link = try AppLink(parsing: text)
        let again = try AppLink(parsing: link.url)
        check(again == link, "\(link.url) reads back as another link")
        check(again.url == link.url, "\(link.url) is written back as \(again.url)")
    } catch {
        check(!error.message.isEmpty, "a refusal without a word")
        if let suggestion = error.suggestion {
            check((try? AppLink(parsing: suggestion)) != nil, "the suggestion \(suggestion) is refused in turn")
        }
    }
    return 0
}

/// A broken invariant is a finding: the fuzzer records the input that broke it.
func check(_ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(what())") }
}
