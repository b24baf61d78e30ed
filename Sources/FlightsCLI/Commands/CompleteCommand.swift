import FlightBoard

/// `flights __complete TOPIC [OPTIONS]`: the words a shell completion script offers at the
/// time of completion, one per line: the flight numbers of the day's board, or the airline
/// codes. Hidden: shells call it, people do not. It never prompts and never fails loudly,
/// since its output lands in a completion menu.
enum CompleteCommand {
    static let name = "__complete"
    static let spec = CommandSpec(
        name: name,
        abstract: "List completion words for shells.",
        discussion: "Used by the scripts of 'flights completion'.",
        arguments: [ArgumentSpec(name: "TOPIC", help: "flights or airlines.",
                                 completion: .values(CompletionTopic.allCases.map(\.rawValue)))],
        options: CompletionOptions.context,
        examples: [],
        run: { invocation throws(CLIError) in
            guard let topic = CompletionTopic(rawValue: invocation.arguments.positionals[0]),
                  let source = try? DataLocator.source(for: invocation),
                  let clock = try? BoardClock.resolve(invocation, source: source) else { return nil }
            let words: [String] = switch topic {
            // Completion offers what it can; a query the data cannot answer offers nothing.
            case .flights: Array(Set(((try? source.flights(on: clock.date, asOf: clock.now)) ?? []).map(\.designator.compact))).sorted()
            case .airlines: source.airlineCodes
            }
            invocation.environment.output.write(words.map { $0 + "\n" }.joined())
            return nil
        }
    )
}
