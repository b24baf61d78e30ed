// fuzz.sh: -max_len=64
// Fuzzes the flight numbers a user types (`UA1545`, `b6 725`, `1545`): FlightDesignator and
// FlightQuery. A number parsed keeps to its rules, and both of its spellings parse back to it.
import FlightBoard

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let designator = try? FlightDesignator(parsing: text) {
        check(designator.airline.utf8.count == 2
              && designator.airline.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }
              && designator.airline.utf8.contains { (0x41...0x5A).contains($0) }, "airline of \(text)")
        check((1...9999).contains(designator.number), "number of \(text)")
        check(designator.suffix.map { $0.isASCII && $0.isUppercase } ?? true, "suffix of \(text)")
        check((try? FlightDesignator(parsing: designator.description)) == designator, "\(text) prints as \(designator)")
        check((try? FlightDesignator(parsing: designator.compact)) == designator, "\(text) compact \(designator.compact)")
        check(!(designator < designator), "\(designator) below itself")
    }
    switch try? FlightQuery(parsing: text) {
    case .number(let number)?:
        check((1...9999).contains(number), "bare number \(text)")
        check((try? FlightQuery(parsing: String(number))) == .number(number), "bare number \(text) prints as \(number)")
    case .designator(let designator)?:
        check((try? FlightDesignator(parsing: text)) == designator, "query \(text) and designator disagree")
    case nil:
        // The message quotes the input and is never empty.
        do { _ = try FlightQuery(parsing: text) } catch { check(error.input == text, "error of \(text)") }
    }
    return 0
}

/// A broken invariant is a finding: the fuzzer records the input that broke it.
func check(_ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(what())") }
}
