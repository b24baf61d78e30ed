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
    /// gate whose concourse has another gate in `concourses`.
    static func applied(to operation: Operation, designator: FlightDesignator, concourses: Concourses) -> Operation {
        guard case .operated(let leaves) = operation.outcome else { return operation }
        var random = SeededRandom(keyParts: "gate", operation.scheduled.date.description, designator.compact)
        let moveDraw = random.unit()
        let whenDraw = random.unit()
        let whereDraw = random.unit()
        // The gates are sought only for the one departure in ten that moves.
        guard moveDraw < share else { return operation }
        let others = concourses.gates(besides: operation.gate)
        guard !others.isEmpty else { return operation }
        let before = latestMinutes + Int(whenDraw * Double(earliestMinutes - latestMinutes + 1))
        let gate = others[min(others.count - 1, Int(whereDraw * Double(others.count)))]
        return operation.movingGate(to: gate, at: leaves.adding(minutes: -before))
    }

    /// The gates a departure may be moved to from each gate, worked out once for an airport
    /// rather than for each departure of each day: the gates sorted by concourse, each gate's
    /// concourse a run of them. Arrays searched by halves rather than dictionaries: a start of
    /// the built-in board makes this, and a dictionary of a new key type costs a search of the
    /// binary's conformances.
    struct Concourses: Sendable {
        /// The gates, sorted, and where each one's concourse starts and ends in `byConcourse`.
        private let gates: [String]
        private let runStarts: [Int]
        private let runEnds: [Int]
        /// The gates in order of concourse, then of gate.
        private let byConcourse: [String]

        /// The moves among `gates` (sorted): each gate to the others of its concourse.
        init(_ gates: [String]) {
            let keyed = gates.map { (concourse: String(GateReassignment.concourse(of: $0)), gate: $0) }.sorted { $0 < $1 }
            var starts = [Int](repeating: 0, count: gates.count), ends = starts
            var runStart = 0
            for index in keyed.indices where index + 1 == keyed.count || keyed[index + 1].concourse != keyed[index].concourse {
                for member in runStart...index {
                    let position = Self.position(of: keyed[member].gate, in: gates)
                    (starts[position], ends[position]) = (runStart, index + 1)
                }
                runStart = index + 1
            }
            self.gates = gates
            byConcourse = keyed.map(\.gate)
            (runStarts, runEnds) = (starts, ends)
        }

        /// The other gates of `gate`'s concourse, sorted; none for a gate not among them.
        func gates(besides gate: String) -> [String] {
            let position = Self.position(of: gate, in: gates)
            guard position < gates.count, gates[position] == gate else { return [] }
            return byConcourse[runStarts[position]..<runEnds[position]].filter { $0 != gate }
        }

        /// Where `gate` is, or would be, in `sorted`.
        private static func position(of gate: String, in sorted: [String]) -> Int {
            var low = 0, high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < gate { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The letters before a gate's number: `B` of `B14`.
    static func concourse(of gate: String) -> Substring {
        gate.prefix { !$0.isNumber }
    }
}
