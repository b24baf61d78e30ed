import Testing
@testable import FlightBoard

@Suite struct OnTimeRuleTests {
    @Test(arguments: [(-30, true), (-1, true), (0, true), (1, true), (14, true), (15, false), (16, false), (240, false)])
    func isOnTime(delay: Int, onTime: Bool) {
        #expect(OnTimeRule.isOnTime(delayMinutes: delay) == onTime)
    }

    @Test(arguments: [(-5, true), (0, true), (14, true), (15, false), (90, false)])
    func operatedFlight(delay: Int, onTime: Bool) {
        let scheduled = local("2026-11-29T10:00")
        let operation = Operation(scheduled: scheduled, outcome: .operated(at: scheduled.adding(minutes: delay)), gate: "C3")
        #expect(operation.isOnTime == onTime)
        #expect(operation.delayMinutes == delay)
        #expect(operation.actual == scheduled.adding(minutes: delay))
    }

    @Test func cancelledIsNeverOnTime() {
        let operation = Operation(scheduled: local("2026-11-29T10:00"), outcome: .cancelled, gate: "C3")
        #expect(!operation.isOnTime)
        #expect(operation.actual == nil)
        #expect(operation.delayMinutes == nil)
    }

    @Test(arguments: [-10, 0, 5])
    func divertedIsNeverOnTime(delay: Int) {
        let scheduled = local("2026-11-29T10:00")
        let operation = Operation(scheduled: scheduled, outcome: .diverted(at: scheduled.adding(minutes: delay)), gate: "C3")
        #expect(!operation.isOnTime)
        #expect(operation.actual == scheduled.adding(minutes: delay))
        #expect(operation.delayMinutes == delay)
    }

    @Test func delayAcrossMidnight() {
        let operation = Operation(scheduled: local("2026-12-31T23:50"),
                                  outcome: .operated(at: local("2027-01-01T00:04")), gate: "C3")
        #expect(operation.delayMinutes == 14)
        #expect(operation.isOnTime)
    }
}
