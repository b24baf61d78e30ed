import Testing
import TerminalKit

@Suite struct StyledLineTests {
    let status: StyledLine = ["Status: ", StyledText("Delayed 10:40", style: .foreground(.red))]

    @Test func measuresDisplayColumns() {
        #expect(status.displayWidth == 21)
        #expect(["東京", StyledText(" Tokyo", style: .bold)].displayWidth == 10)
        #expect(StyledText("成田").displayWidth == 4)
        #expect(StyledLine().displayWidth == 0)
    }

    @Test func measuresTextAsSanitised() {
        // ESC is shown as the two columns "^[".
        #expect(StyledText("a\u{1B}b").displayWidth == 4)
    }

    @Test func leavesALineThatFitsAsItIs() {
        #expect(status.truncated(toWidth: 21) == status)
        #expect(status.truncated(toWidth: 40) == status)
    }

    @Test func truncatesKeepingStylesAndGivesTheEllipsisTheStyleItCuts() {
        #expect(status.truncated(toWidth: 15) == [
            "Status: ", StyledText("Delaye…", style: .foreground(.red)),
        ])
    }

    @Test func cutsAtARunBoundaryWithTheEllipsisInTheNextRunsStyle() {
        #expect(status.truncated(toWidth: 9) == [
            "Status: ", StyledText("…", style: .foreground(.red)),
        ])
    }

    @Test func truncatesWideCharactersWithoutSplittingThem() {
        let line: StyledLine = ["東京", StyledText("成田空港", style: .bold)]
        #expect(line.truncated(toWidth: 9) == ["東京", StyledText("成田…", style: .bold)])
        #expect(line.truncated(toWidth: 8) == ["東京", StyledText("成…", style: .bold)])
    }

    @Test func truncatesWithAnotherEllipsis() {
        #expect(status.truncated(toWidth: 12, ellipsis: "...") == [
            "Status: ", StyledText("D...", style: .foreground(.red)),
        ])
        #expect(status.truncated(toWidth: 2, ellipsis: "...") == [".."])
    }

    @Test func truncatesToNothingAtZeroWidth() {
        #expect(status.truncated(toWidth: 0) == [])
        #expect(status.truncated(toWidth: -1) == [])
    }

    @Test func sanitisesWhenTruncating() {
        #expect([StyledText("\u{1B}[2J")].truncated(toWidth: 10) == ["^[[2J"])
    }

    @Test func rendersPlainWithColourOff() {
        #expect(status.rendered(color: false) == "Status: Delayed 10:40")
    }

    @Test func rendersEachRunInItsStyleWithColourOn() {
        #expect(status.rendered(color: true) == "Status: \u{1B}[31mDelayed 10:40\u{1B}[0m")
    }

    @Test func rendersControlCharactersVisibly() {
        let line: StyledLine = [StyledText("Gate \u{1B}[31mB7\u{7}", style: .bold)]
        #expect(line.rendered(color: false) == "Gate ^[[31mB7^G")
        #expect(line.rendered(color: true) == "\u{1B}[1mGate ^[[31mB7^G\u{1B}[0m")
    }
}
