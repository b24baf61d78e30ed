/// Which of the simulated airport's departures change gate, to which gate, and when.
///
/// Public figures of how often gates change are not published; ``share`` is an assumption
/// (a hub's operations staff move about one departure in ten on an ordinary day). The move is
/// made once, ``earliestMinutes`` to ``latestMinutes`` before the flight is expected to leave,
/// to another gate of the same concourse (the letter of the gate) that the timetable uses.
/// Its draws come from a random stream of their own, so the delays, cancellations and
/// diversions, and every figure calibrated on them, are those of an airport without moves.
enum GateReassignment {
    /// The share of operated departures moved to another gate.
    static let share = 0.1
    /// How long before the expected departure the move is made, at most and at least, in minutes.
    static let earliestMinutes = 60
    static let latestMinutes = 20

    /// `operation` with its gate changed when its draw says so: departures that fly, from a
    /// gate whose concourse has another gate in `concourses`, asked for only then.
    /// `day` is that of the operation's scheduled date.
    static func applied(to operation: Operation, designator: FlightDesignator, concourses: () -> Concourses,
                        day: OperationsModel.Day) -> Operation {
        guard case .operated(let leaves) = operation.outcome else { return operation }
        var random = SeededRandom(keyParts: "gate", day.text, designator.compact)
        let moveDraw = random.unit()
        let whenDraw = random.unit()
        let whereDraw = random.unit()
        // The gates are sought only for the one departure in ten that moves.
        guard moveDraw < share else { return operation }
        let others = concourses().gates(besides: operation.gate)
        guard !others.isEmpty else { return operation }
        let before = latestMinutes + Int(whenDraw * Double(earliestMinutes - latestMinutes + 1))
        let gate = others[min(others.count - 1, Int(whereDraw * Double(others.count)))]
        return operation.movingGate(to: gate, at: leaves.adding(minutes: -before))
    }

    /// The gates a departure may be moved to, grouped by concourse once for an airport rather
    /// than sorted out again for each departure of each day. Grouped by hashing, not by sorting
    /// and searching by halves: a gate's name compares as text, where two spellings of one
    /// accent are equal but the order of `<` is not consistent with it, and a sort would then
    /// put a concourse's gates apart.
    struct Concourses: Sendable {
        /// Each concourse's gates, in the order given.
        private let byConcourse: [String: [String]]

        /// `gates` (sorted) grouped by concourse.
        init(_ gates: [String]) {
            byConcourse = Dictionary(grouping: gates) { String(GateReassignment.concourse(of: $0)) }
        }

        /// The other gates of `gate`'s concourse, in the order given.
        func gates(besides gate: String) -> [String] {
            (byConcourse[String(GateReassignment.concourse(of: gate))] ?? []).filter { $0 != gate }
        }
    }

    /// The letters before a gate's number: `B` of `B14`.
    static func concourse(of gate: String) -> Substring {
        gate.prefix { !$0.isNumber }
    }
}
