/// Every word and mark the prompts show, in one value, so the wording stays consistent,
/// can be reviewed together, and can be replaced: a caller translates the prompts by
/// giving them other strings (through their ``PromptTheme``).
public struct PromptStrings: Sendable {
    // Marks, in interactive mode.
    /// Leads a question waiting for its answer.
    public var question = "?"
    /// Leads a question whose answer cannot be undone, so it reads as a warning without colour.
    public var warning = "!"
    /// Leads a question once answered.
    public var answered = "✔"
    /// Leads a question left without an answer.
    public var unanswered = "✗"
    /// Points at the selected option, and leads a text field.
    public var pointer = "›"
    /// Between a question and its answer in the line a prompt leaves behind.
    public var answerSeparator = " › "
    /// The answer shown for a prompt cancelled with Esc or end of input.
    public var cancelled = "Cancelled"
    /// What a closed sheet leaves behind, like its Done button.
    public var done = "Done"
    /// The answer shown for a prompt interrupted with Ctrl-C.
    public var interrupted = "Interrupted"

    // Answers and notes, in both modes.
    public var yes = "Yes"
    public var no = "No"
    /// Follows an option or button that cannot be undone, so colour is not needed to tell.
    public var destructive = "(destructive)"
    /// Follows the option Enter chooses, in line mode.
    public var defaultNote = "(default)"
    /// Between an option and its detail, in line mode.
    public var detailSeparator = " — "

    // Key hints, at the bottom of interactive prompts.
    /// The choice list's; its argument names what Esc chooses, when an option declines.
    public var choiceHint: @Sendable (_ cancel: String?) -> String = { "↑/↓ move · enter choose · esc " + ($0 ?? "cancel") }
    /// The alert's; its argument names what Esc chooses, when a button declines.
    public var alertHint: @Sendable (_ cancel: String?) -> String = { "←/→ move · enter choose · esc " + ($0 ?? "cancel") }
    /// For an alert whose only button both keys choose.
    public var singleButtonHint: @Sendable (_ label: String) -> String = { "enter " + $0 }
    /// The yes-or-no question's, saying what Enter answers.
    public var confirmHint: @Sendable (_ defaultAnswer: Bool) -> String = { "y yes · n no · enter " + ($0 ? "yes" : "no") + " · esc cancel" }
    public var textHint = "enter submit · esc cancel"
    /// Under a text field that takes no more: what was typed or pasted past its length is left out.
    public var tooLong: @Sendable (_ maximum: Int) -> String = { "At most \($0) characters: the rest was left out." }
    /// Where the selection is in a list too long to show at once, e.g. `3/42`.
    public var position: @Sendable (_ index: Int, _ count: Int) -> String = { "\($0 + 1)/\($1)" }

    // Line mode.
    /// The capital letter is the answer Enter gives.
    public var yesOrNo: @Sendable (_ defaultAnswer: Bool) -> String = { $0 ? "[Y/n]" : "[y/N]" }
    public var yesReplies: Set<String> = ["y", "yes"]
    public var noReplies: Set<String> = ["n", "no"]
    public var answerYesOrNo = "Please answer y or n."
    public var choose: @Sendable (_ count: Int, _ defaultIndex: Int) -> String = { "Choose 1-\($0) [\($1 + 1)]: " }
    public var notAnOption: @Sendable (_ count: Int) -> String = { "Please enter a number from 1 to \($0)." }
    /// Asks for text; a default is shown in brackets, as Enter gives it.
    public var textQuestion: @Sendable (_ title: String, _ defaultValue: String?) -> String = { title, value in
        title + (value.map { " [\($0)]" } ?? "") + ": "
    }
    /// Ends an alert that has a single button.
    public var pressEnter = "Press Enter to continue. "

    /// The strings in English, as the prompts show them unless told otherwise.
    public static let english = PromptStrings()

    /// The English strings, to translate some of.
    public init() {}
}
