import FlightBoard

/// A check-in or reschedule taken back by `checkins --undo`: programs get it as
/// `{"undone": …}`; people are told on standard error.
struct UndoResult: CommandResult {
    let removed: TravelRecords.Removed
    /// What was undone, in words: "the check-in of Ada Lovelace on UA 635, …".
    let described: String

    func json() -> JSONValue {
        let value: JSONValue = switch removed {
        case .checkIn(let checkIn): TripJSON.value(checkIn)
        case .reschedule(let change): TripJSON.value(change)
        }
        return .object([("undone", value)])
    }

    func text(for target: OutputTarget) -> String { "" }

    /// What was undone, and the check-ins an undone reschedule brings back.
    var notes: [String] {
        var notes = ["Undone: \(described)."]
        if case .reschedule(let change) = removed {
            notes += change.givenUp.map { "Back in force: \(TripWords.describe($0)) (code \($0.code))." }
        }
        return notes
    }
}
