#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import Testing
import FlightBoard
@testable import OnTimeData

/// The team of threads the parser shares its stretches over: every item once, on a thread of
/// the team, never after the round is over, however the threads start and stall.
@Suite struct ParallelTeamTests {
    @Test(arguments: [1, 2, 3, 8])
    func callsEveryItemOnceAndNoneAfterTheRound(threads: Int) {
        let team = Parallel.Team(threads: threads)
        defer { team.dismiss() }
        let open = Atomic<Bool>(false)
        let late = Atomic<Int>(0)
        let strangers = Atomic<Int>(0)
        for round in 0..<1_000 {
            let count = round % 41
            let calls = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(1, count))
            calls.initialize(repeating: 0)
            defer { calls.deallocate() }
            open.store(true, ordering: .sequentiallyConsistent)
            team.forEach(count) { item, thread in
                if !open.load(ordering: .sequentiallyConsistent) { late.add(1, ordering: .relaxed) }
                if !(0..<team.threads).contains(thread) { strangers.add(1, ordering: .relaxed) }
                // Some items stall, so that the others are taken by whichever thread is free.
                if item % 7 == round % 7 { sched_yield() }
                if item == 0 && round % 97 == 0 { usleep(200) }
                calls[item] += 1
            }
            open.store(false, ordering: .sequentiallyConsistent)
            #expect(calls.prefix(count).allSatisfy { $0 == 1 }, "round \(round)")
            #expect(team.map(count) { item, _ in item * 2 } == (0..<count).map { $0 * 2 })
        }
        usleep(20_000)  // time for a straggler to show itself
        #expect(late.load(ordering: .relaxed) == 0)
        #expect(strangers.load(ordering: .relaxed) == 0)
    }

    /// A team dismissed before its threads have started still does the work, on the caller's thread.
    @Test func worksAfterItIsDismissed() {
        for _ in 0..<100 {
            let team = Parallel.Team(threads: 4)
            team.dismiss()
            #expect(team.map(10) { item, _ in item } == Array(0..<10))
        }
    }

    /// A thread's number is its own: per-thread slots (the parser's counters) are never shared.
    @Test func givesEachThreadItsOwnNumber() {
        for _ in 0..<100 {
            let team = Parallel.Team(threads: 6)
            defer { team.dismiss() }
            let owners = UnsafeMutableBufferPointer<pthread_t?>.allocate(capacity: team.threads)
            owners.initialize(repeating: nil)
            defer { owners.deallocate() }
            let shared = Atomic<Int>(0)
            team.forEach(200) { _, thread in
                let me = pthread_self()
                if let owner = owners[thread], pthread_equal(owner, me) == 0 { shared.add(1, ordering: .relaxed) }
                owners[thread] = me
            }
            #expect(shared.load(ordering: .relaxed) == 0)
        }
    }
}
