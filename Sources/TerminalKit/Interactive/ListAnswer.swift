/// How a prompt that picks from a list ends: with an item, leaving `✔ title › label`, or
/// with Esc, which picks the cancel item when there is one and is no answer otherwise.
struct ListAnswer {
    let title: String
    let labels: [String]
    /// The item Esc picks; nil when Esc is no answer.
    let cancelIndex: Int?
    let theme: PromptTheme

    func choose(_ index: Int) -> PromptStep<Int> {
        .answer(index, summary: theme.answeredLine(title, answer: labels[index]))
    }

    func cancel() -> PromptStep<Int> {
        guard let cancelIndex else { return .fail(.cancelled) }
        return choose(cancelIndex)
    }
}
