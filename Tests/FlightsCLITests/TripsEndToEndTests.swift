import Foundation
import Testing
import TestSupport

/// Check-ins and a reschedule through the built binary, on the built-in airport, as a
/// user would make them: nothing saved is lost by moving and moving back.
@Suite struct TripsEndToEndTests {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("flights-trips-\(UUID().uuidString)").path

    /// At 09:00 on Sunday UA 635 (06:00 daily to Chicago, gate B14) has left, so tomorrow's is meant.
    private func flights(_ arguments: [String]) throws -> ChildProcess.Output {
        try FlightsBinary.run(arguments, environment: ["XDG_STATE_HOME": state, "FLIGHTS_NOW": "2026-11-29T09:00"])
    }

    private func csvCodes(_ output: ChildProcess.Output) -> [String] {
        output.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[1].description }
    }

    @Test func undoingARescheduleBringsBackTheCheckInsItSetAside() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let ada = try flights(["checkin", "UA635", "--name", "Ada Lovelace", "--seat", "window", "--bags", "1", "--yes", "--json"])
        let grace = try flights(["checkin", "UA635", "--name", "Grace Hopper", "--seat", "aisle", "--bags", "0", "--yes", "--json"])
        #expect(ada.status == 0 && grace.status == 0)
        let before = try flights(["checkins", "--format", "csv"])
        let codes = csvCodes(before)
        #expect(codes.count == 2)
        #expect(before.stdout.contains("check-in,\(codes[0]),UA 635,2026-11-30T06:00,ORD,Ada Lovelace,window,1,,B14,"))

        let move = try flights(["checkin", "UA635", "--to", "AA337", "--yes"])
        #expect(move.status == 0)
        #expect(move.stdout.hasPrefix("Rescheduled: AA 337 departure to Chicago (ORD), 13:59 Mon 2026-11-30, gate B31. Confirmation "))
        #expect(move.stderr.contains("The check-in of Ada Lovelace on UA 635 (code \(codes[0])) is set aside with the flight"))
        #expect(move.stderr.contains("\n  flights checkin AA337 --date 2026-11-30 --name 'Grace Hopper' --seat aisle --bags 0\n"))
        let moved = try flights(["checkins", "--format", "csv"])
        let moveCode = try #require(csvCodes(moved).first)
        #expect(csvCodes(moved) == [moveCode])

        // Checking in on the flight given up fails at once, with stdin closed and nothing asked.
        let refused = try flights(["checkin", "UA635"])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("flights: UA 635 on 2026-11-30 was given up for AA 337 on 2026-11-30 (code \(moveCode))\n"))

        let undone = try flights(["checkins", "--undo", moveCode, "--yes"])
        #expect(undone.status == 0)
        #expect(undone.stderr.contains("Back in force: the check-in of Grace Hopper on UA 635, 2026-11-30 06:00 (code \(codes[1])).\n"))
        #expect(try flights(["checkins", "--format", "csv"]).stdout == before.stdout)
        #expect(try flights(["checkins", "show", codes[1]]).stdout.contains("│ Passenger    GRACE HOPPER"))
    }

    /// Undone two days on, the move brings back a check-in whose flight's time has passed, and says so.
    @Test func aCheckInBroughtBackAfterItsFlightSaysSo() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(try flights(["checkin", "UA635", "--name", "Ada Lovelace", "--seat", "window", "--bags", "1", "--yes"]).status == 0)
        #expect(try flights(["checkin", "UA635", "--to", "AA337", "--yes"]).status == 0)
        let move = try #require(csvCodes(try flights(["checkins", "--format", "csv"])).first)
        let later = try FlightsBinary.run(["checkins", "--undo", move, "--yes"],
                                          environment: ["XDG_STATE_HOME": state, "FLIGHTS_NOW": "2026-12-01T12:00"])
        #expect(later.status == 0)
        #expect(later.stderr.contains(", 2026-11-30 06:00 (code ") && later.stderr.hasSuffix("); its flight's time has passed.\n"),
                "\(later.stderr)")
    }

    @Test func aMistypedCodeIsToldWhichCharactersCodesHave() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let result = try flights(["checkins", "--undo", "NOPE12"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("""
            flights: --undo: 'NOPE12' is not a confirmation code: a confirmation code has only the letters A to Z without I, L and O, and the digits 2 to 9 (never 0 or 1), so it has no 'O', '1'
            Usage: flights checkins [show] [CODE] [OPTIONS]

            """))
    }
}
