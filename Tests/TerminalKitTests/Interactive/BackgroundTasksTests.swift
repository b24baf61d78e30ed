import Foundation
import Testing
import TerminalKit

@Suite struct BackgroundTasksTests {
    @Test func onThreadsTheCallerGoesOnAndTakesEveryResultOnce() throws {
        let tasks = BackgroundTasks<Int>(threads: true)
        let gate = DispatchSemaphore(value: 0)
        tasks.start {
            gate.wait()
            return 1
        }
        // The task waits on the gate: the caller is not held, and nothing is finished yet.
        #expect(tasks.isBusy)
        #expect(tasks.takeFinished().isEmpty)
        tasks.start { 2 }
        gate.signal()
        var taken: [Int] = []
        for _ in 0..<2000 where taken.count < 2 {
            taken += tasks.takeFinished()
            if taken.count < 2 { usleep(1000) }
        }
        #expect(taken.sorted() == [1, 2])
        #expect(!tasks.isBusy)
        #expect(tasks.takeFinished().isEmpty)
    }

    @Test func withoutThreadsATaskIsDoneWhenStartedAndWaitsToBeTaken() {
        let tasks = BackgroundTasks<String>(threads: false)
        tasks.start { "history" }
        #expect(tasks.isBusy, "a result not taken yet keeps the loop looking")
        #expect(tasks.takeFinished() == ["history"])
        #expect(!tasks.isBusy)
    }
}
