/// Every word and mark the prompts show, in one place, so the wording stays
/// consistent and can be reviewed (or translated) together.
enum PromptStrings {
    // Marks, in interactive mode.
    /// Leads a question waiting for its answer.
    static let question = "?"
    /// Leads a question whose answer cannot be undone, so it reads as a warning without colour.
    static let warning = "!"
    /// Leads a question once answered.
    static let answered = "✔"
    /// Leads a question left without an answer.
    static let unanswered = "✗"
    /// Points at the selected option, and leads a text field.
    static let pointer = "›"
    /// Between a question and its answer in the line a prompt leaves behind.
    static let answerSeparator = " › "
    /// The answer shown for a prompt cancelled with Esc or end of input.
    static let cancelled = "Cancelled"
    /// What a closed sheet leaves behind, like its Done button.
    static let done = "Done"
    /// The answer shown for a prompt interrupted with Ctrl-C.
    static let interrupted = "Interrupted"

    // Answers and notes, in both modes.
    static let yes = "Yes"
    static let no = "No"
    /// Follows an option or button that cannot be undone, so colour is not needed to tell.
    static let destructive = "(destructive)"
    /// Follows the option Enter chooses, in line mode.
    static let defaultNote = "(default)"
    /// Between an option and its detail, in line mode.
    static let detailSeparator = " — "

    // Key hints, at the bottom of interactive prompts.
    /// `cancel` names what Esc chooses, when an option declines.
    static func choiceHint(cancel: String?) -> String {
        "↑/↓ move · enter choose · esc " + (cancel ?? "cancel")
    }

    /// `cancel` names what Esc chooses, when a button declines.
    static func alertHint(cancel: String?) -> String {
        "←/→ move · enter choose · esc " + (cancel ?? "cancel")
    }

    /// For an alert whose only button both keys choose.
    static func singleButtonHint(_ label: String) -> String {
        "enter " + label
    }

    static func confirmHint(defaultAnswer: Bool) -> String {
        "y yes · n no · enter " + (defaultAnswer ? "yes" : "no") + " · esc cancel"
    }

    static let textHint = "enter submit · esc cancel"

    /// Where the selection is in a list too long to show at once, e.g. `3/42`.
    static func position(_ index: Int, of count: Int) -> String {
        "\(index + 1)/\(count)"
    }

    // Line mode.
    /// The capital letter is the answer Enter gives.
    static func yesOrNo(defaultAnswer: Bool) -> String {
        defaultAnswer ? "[Y/n]" : "[y/N]"
    }

    static let yesReplies: Set<String> = ["y", "yes"]
    static let noReplies: Set<String> = ["n", "no"]
    static let answerYesOrNo = "Please answer y or n."

    static func choose(count: Int, defaultIndex: Int) -> String {
        "Choose 1-\(count) [\(defaultIndex + 1)]: "
    }

    static func notAnOption(count: Int) -> String {
        "Please enter a number from 1 to \(count)."
    }

    /// Asks for text; a default is shown in brackets, as Enter gives it.
    static func textQuestion(_ title: String, defaultValue: String?) -> String {
        title + (defaultValue.map { " [\($0)]" } ?? "") + ": "
    }

    /// Ends an alert that has a single button.
    static let pressEnter = "Press Enter to continue. "
}
