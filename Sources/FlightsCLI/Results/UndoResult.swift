import FlightBoard

/// A check-in or reschedule taken back by `checkins --undo`: programs get it as
/// `{"undone": …}`; people are told on standard error.
struct UndoResult: CommandResult {
    let removed: TravelRecords.Removed
    /// What was undone, in words: "the check-in of Ada Lovelace on UA 635, …".
    let described: String
    /// The clock, to say which check-ins brought back are of flights whose time has passed.
    let now: LocalDateTime?

    func json() -> JSONValue {
        let value: JSONValue = switch removed {
        case .checkIn(let checkIn): TripJSON.value(checkIn)
        case .reschedule(let change, _): TripJSON.value(change)
        }
        var fields: [(String, JSONValue)] = [("undone", value)]
        if case .reschedule(_, let withdrawn) = removed {
            fields.append(("withdrawn", .array(withdrawn.map(TripJSON.value))))
        }
        return .object(fields)
    }

    func text(for target: OutputTarget) -> String { "" }

    /// What was undone, the check-ins an undone reschedule brings back, and those it takes out.
    var notes: [String] {
        var notes = ["Undone: \(described)."]
        if case .reschedule(let change, let withdrawn) = removed {
            notes += change.givenUp.map { checkIn in
                let gone = now.map { checkIn.departure < $0 } ?? false
                return "Back in force: \(TripWords.describe(checkIn)) (code \(checkIn.code))\(gone ? "; its flight's time has passed" : "")."
            }
            notes += withdrawn.map { "Taken out: \(TripWords.describe($0)) (code \($0.code))." }
        }
        return notes
    }
}
