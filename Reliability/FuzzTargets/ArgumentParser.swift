// fuzz.sh: -max_len=1024
// Fuzzes the command-line parser on the declared tool (`flights`), with arguments and an
// environment made from the input: arguments separated by NUL bytes, then after a 0x01
// byte, environment lines `NAME=value` separated by NUL. A command line is either run,
// asks for help or the version, or is refused with a message and a usage error status;
// parsing it again gives the same outcome.
@testable import FlightsCLI

/// Made once: the declared tool does not change between inputs.
private let parser = CommandLineParser(tool: .flights)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0x01) ?? bytes.endIndex
    let arguments = bytes[..<split].split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    var environment: [String: String] = [:]
    if split < bytes.endIndex {
        for line in bytes[(split + 1)...].split(separator: 0) {
            let text = String(decoding: line, as: UTF8.self)
            guard let equals = text.firstIndex(of: "=") else { continue }
            environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
    }
    let first = outcome(parser, arguments, environment)
    let second = outcome(parser, arguments, environment)
    check(first == second, "two parses of \(arguments) differ: \(first) and \(second)")
    return 0
}

private func outcome(_ parser: CommandLineParser, _ arguments: [String], _ environment: [String: String]) -> String {
    do {
        switch try parser.parse(arguments, environment: environment) {
        case .run(let command, _):
            check(Tool.flights.command(named: command.name) != nil, "ran an undeclared command")
            return "run \(command.name)"
        case .help(let command): return "help \(command?.name ?? "")"
        case .version: return "version"
        }
    } catch {
        check(!error.message.isEmpty, "empty message for \(arguments)")
        return "error \(error.status) \(error.message)"
    }
}

/// A broken invariant is a finding: the fuzzer records the input that broke it.
func check(_ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(what())") }
}
