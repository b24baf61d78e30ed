import Testing
@testable import FlightBoard

/// A timetable line's days as bits: what the set of numbers it replaced did, worked by hand.
@Suite struct WeekdaysTests {
    @Test func holdsTheDaysListedFromMondayToSunday() {
        let days: Weekdays = [7, 1, 3]
        #expect(Array(days) == [1, 3, 7])
        #expect(days.count == 3 && !days.isEmpty)
        #expect((1...7).filter(days.contains) == [1, 3, 7])
        #expect(Array(Weekdays()) == [] && Weekdays().isEmpty)
    }

    @Test func numbersOutsideOneToSevenAreNoWeekdays() {
        var days = Weekdays()
        for notADay in [0, 8, -1, Int.max, Int.min] {
            let inserted = days.insert(notADay)
            #expect(!inserted, "\(notADay)")
        }
        #expect(days.isEmpty)
        #expect(!days.contains(0) && !days.contains(8) && !days.contains(Int.min))
        #expect(Array([0, 2, 8, 9] as Weekdays) == [2])
    }

    @Test func aDayIsInsertedOnce() {
        var days = Weekdays()
        let first = days.insert(5), second = days.insert(5)
        #expect(first && !second)
        #expect(days.count == 1)
        #expect(days == [5] && days != [5, 6] && days.hashValue == ([5] as Weekdays).hashValue)
    }
}
