import FlightBoard
import TerminalKit

/// A result or a refusal shown over the app until dismissed: a boarding pass, a move,
/// an undo, why a flight cannot be rebooked, the link of the place shown.
struct AppNotice {
    /// A box in the middle of the screen, as an alert; or a sheet from the bottom.
    enum Style { case alert, sheet }

    /// A key the notice offers besides Enter: what helps after a refusal, the next step after a result.
    struct Action {
        /// What it does.
        enum Act {
            case flow(AppFlow)
            /// The Trips tab, with the trip of this code selected.
            case showTrip(String)
            /// Watch a flight, or stop watching it.
            case toggleWatch(WatchedFlight)
        }

        let key: Character
        /// What the status line says it does.
        let label: String
        let act: Act
    }

    let title: String
    let lines: [StyledLine]
    let style: Style
    var actions: [Action]
    var scroll = 0
    /// A line shown whole on a row of its own, never wrapped (a link, to copy with the mouse);
    /// wider than the screen, it shows from `shift` columns in, ←→ moving it sideways.
    var wide: String?
    var shift = 0

    init(title: String, lines: [StyledLine], style: Style, actions: [Action] = []) {
        self.title = title
        self.lines = lines
        self.style = style
        self.actions = actions
    }

    /// The link of the place shown, printed again when the app ends.
    static func link(_ url: String) -> AppNotice {
        var notice = AppNotice(title: "Link", lines: [[], ["Printed when the app ends; 'flights open' opens it."]], style: .alert)
        notice.wide = url
        return notice
    }

    /// An alert of a few words.
    static func alert(_ title: String, _ words: String) -> AppNotice {
        AppNotice(title: title, lines: [[StyledText(words)]], style: .alert)
    }
}
