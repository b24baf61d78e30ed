import FlightBoard
import TerminalKit

/// `flights checkins`: the saved check-ins and reschedules, and undoing one.
enum CheckInsCommand {
    static let spec = CommandSpec(
        name: "checkins",
        abstract: "List the saved check-ins and reschedules, or undo one.",
        discussion: """
            Lists what checkin has saved in the state file: each check-in and reschedule with its confirmation code. \
            --undo CODE removes one after asking to confirm (--yes answers). The state file is changed under a lock and replaced \
            atomically, so runs at the same time never lose each other's changes.
            """,
        options: [FlowOptions.undo, FlowOptions.yes, BoardOptions.format, BoardOptions.json, GlobalOptions.color] + PromptOptions.all,
        examples: [
            .init("\(ToolSpec.name) checkins", "What is saved."),
            .init("\(ToolSpec.name) checkins --undo K7Q2MX --yes", "Undo the check-in with that code."),
        ],
        run: { invocation throws(CLIError) in
            let store = try StateStore(environment: invocation.environment)
            if let code = invocation.value(FlowOptions.undo) {
                try undo(code, store: store, invocation: invocation)
                return
            }
            let records = try store.load()
            try list(records, invocation: invocation)
        }
    )

    private static func undo(_ typed: String, store: StateStore, invocation: Invocation) throws(CLIError) {
        guard ConfirmationCode.isWellFormed(typed) else {
            throw invocation.usageError("--undo expects a 6-character confirmation code, not '\(typed)'")
        }
        let code = typed.uppercased()
        let current = try store.load()
        guard let record = current.checkIns.first(where: { $0.code == code }).map(describe)
                ?? current.reschedules.first(where: { $0.code == code }).map(describe) else {
            throw CLIError("no check-in or reschedule has the code \(code)", hint: "See 'flights checkins'.")
        }
        if !invocation.isSet(FlowOptions.yes) {
            let prompter = Prompter(invocation: invocation)
            guard try prompter.confirm("Undo \(record)?", defaultAnswer: false, destructive: true, answeredBy: "--yes") else {
                throw CLIError("not undone; nothing was changed", status: .cancelled)
            }
        }
        let removed = try store.update { records throws(CLIError) -> TravelRecords.Removed in
            guard let removed = records.remove(code: code) else {
                throw CLIError("\(code) was undone meanwhile by another run")
            }
            return removed
        }
        if try BoardCommand.outputFormat(invocation) == .json {
            let value: JSONValue = switch removed {
            case .checkIn(let checkIn): json(checkIn)
            case .reschedule(let change): json(change)
            }
            invocation.environment.output.write(JSONValue.object([("undone", value)]).rendered() + "\n")
        }
        invocation.environment.errorOutput.write(TextSanitizer.sanitize("Undone: \(record).") + "\n")
    }

    private static func list(_ records: TravelRecords, invocation: Invocation) throws(CLIError) {
        let output = invocation.environment.output
        let format = try BoardCommand.outputFormat(invocation)
        switch format {
        case .json:
            output.write(JSONValue.object([
                ("check_ins", .array(records.checkIns.map(json))),
                ("reschedules", .array(records.reschedules.map(json))),
            ]).rendered() + "\n")
        case .csv:
            let rows = records.checkIns.map { ["check-in", $0.code, $0.flight.description, $0.departure.description, $0.destination, $0.passenger, $0.seat.rawValue, String($0.bags), ""] }
                + records.reschedules.map { ["reschedule", $0.code, $0.from.description, $0.fromDeparture.description, $0.destination, "", "", "", "\($0.to) \($0.toDeparture)"] }
            output.write(CSVWriter.render(header: ["kind", "code", "flight", "departure", "destination", "passenger", "seat", "bags", "moved_to"], rows: rows))
        case .table:
            guard !records.checkIns.isEmpty || !records.reschedules.isEmpty else {
                invocation.environment.errorOutput.write("No check-ins or reschedules saved. 'flights checkin FLIGHT' makes one.\n")
                return
            }
            let columns = [
                TableColumn(header: "CODE", priority: 100, minWidth: 6),
                TableColumn(header: "KIND", priority: 50, minWidth: 10),
                TableColumn(header: "FLIGHT", priority: 90, minWidth: 7),
                TableColumn(header: "DEPARTS", priority: 80, minWidth: 16),
                TableColumn(header: "DETAILS", priority: 10, minWidth: 12),
            ]
            let rows: [[TableCell]] = records.checkIns.map {
                [TableCell(text: $0.code), TableCell(text: "check-in"), TableCell(text: $0.flight.description),
                 TableCell(text: "\($0.departure.date) \($0.departure.time)"),
                 TableCell(text: "\($0.passenger) · \($0.seat.label.lowercased()) · \($0.bags) bag\($0.bags == 1 ? "" : "s") · to \($0.destination)")]
            } + records.reschedules.map {
                [TableCell(text: $0.code), TableCell(text: "reschedule"), TableCell(text: $0.from.description),
                 TableCell(text: "\($0.fromDeparture.date) \($0.fromDeparture.time)"),
                 TableCell(text: "moved to \($0.to), \($0.toDeparture.date) \($0.toDeparture.time) · to \($0.destination)")]
            }
            output.write(Table(columns: columns, rows: rows)
                .render(TableRenderOptions(maxWidth: invocation.outputWidth, color: invocation.colorEnabled)))
        }
    }

    static func describe(_ checkIn: CheckIn) -> String {
        "the check-in of \(checkIn.passenger) on \(checkIn.flight), \(checkIn.departure.date) \(checkIn.departure.time)"
    }

    static func describe(_ change: Reschedule) -> String {
        "the move from \(change.from) (\(change.fromDeparture.date) \(change.fromDeparture.time)) to \(change.to)"
    }

    static func json(_ checkIn: CheckIn) -> JSONValue {
        .object([
            ("kind", .string("check-in")), ("code", .string(checkIn.code)), ("flight", .string(checkIn.flight.description)),
            ("date", .string(checkIn.date.description)), ("departure", .string(checkIn.departure.description)),
            ("destination", .string(checkIn.destination)), ("gate", .string(checkIn.gate)),
            ("passenger", .string(checkIn.passenger)), ("seat", .string(checkIn.seat.rawValue)),
            ("bags", .int(checkIn.bags)), ("made_at", .string(checkIn.madeAt.description)),
        ])
    }

    static func json(_ change: Reschedule) -> JSONValue {
        .object([
            ("kind", .string("reschedule")), ("code", .string(change.code)), ("from", .string(change.from.description)),
            ("from_departure", .string(change.fromDeparture.description)), ("to", .string(change.to.description)),
            ("to_departure", .string(change.toDeparture.description)), ("destination", .string(change.destination)),
            ("made_at", .string(change.madeAt.description)),
        ])
    }
}
