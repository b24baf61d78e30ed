import Testing
import TerminalKit

@Suite struct ColorModeTests {
    @Test(arguments: [
        // --color always and never override everything else.
        (ColorChoice.always, false, ["NO_COLOR": "1", "TERM": "dumb"], true),
        (ColorChoice.never, true, ["CLICOLOR_FORCE": "1"], false),
        // auto: NO_COLOR beats CLICOLOR_FORCE.
        (ColorChoice.auto, true, ["NO_COLOR": "1"], false),
        (ColorChoice.auto, true, ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], false),
        (ColorChoice.auto, true, ["NO_COLOR": ""], true),
        // CLICOLOR_FORCE beats TERM=dumb and a pipe, unless empty or "0".
        (ColorChoice.auto, false, ["CLICOLOR_FORCE": "1"], true),
        (ColorChoice.auto, true, ["CLICOLOR_FORCE": "1", "TERM": "dumb"], true),
        (ColorChoice.auto, false, ["CLICOLOR_FORCE": "0"], false),
        (ColorChoice.auto, false, ["CLICOLOR_FORCE": ""], false),
        // TERM=dumb beats a terminal.
        (ColorChoice.auto, true, ["TERM": "dumb"], false),
        (ColorChoice.auto, true, ["TERM": "xterm-256color"], true),
        // Otherwise colour follows whether the output is a terminal.
        (ColorChoice.auto, true, [:], true),
        (ColorChoice.auto, false, [:], false),
    ])
    func followsPrecedence(choice: ColorChoice, isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(colorEnabled(choice: choice, isTerminal: isTerminal, environment: environment) == expected)
    }

}
