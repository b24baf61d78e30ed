/// The columns of a stretch of rows being parsed, in memory the parser writes to directly:
/// appending to ten arrays row by row (a uniqueness and a capacity check each) took as long as
/// reading the bytes. Joined into an ``OnTimeTable`` at the end, then deallocated by the owner.
struct OnTimeColumnBuffers {
    private(set) var count = 0
    private var capacity: Int
    private var date: UnsafeMutablePointer<Int32>
    private var carrier: UnsafeMutablePointer<UInt16>
    private var flight: UnsafeMutablePointer<Int32>
    private var origin: UnsafeMutablePointer<UInt32>
    private var destination: UnsafeMutablePointer<UInt32>
    private var scheduledDeparture: UnsafeMutablePointer<Int16>
    private var departureDelay: UnsafeMutablePointer<Int16>
    private var scheduledArrival: UnsafeMutablePointer<Int16>
    private var arrivalDelay: UnsafeMutablePointer<Int16>
    private var status: UnsafeMutablePointer<UInt8>

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        date = .allocate(capacity: self.capacity)
        carrier = .allocate(capacity: self.capacity)
        flight = .allocate(capacity: self.capacity)
        origin = .allocate(capacity: self.capacity)
        destination = .allocate(capacity: self.capacity)
        scheduledDeparture = .allocate(capacity: self.capacity)
        departureDelay = .allocate(capacity: self.capacity)
        scheduledArrival = .allocate(capacity: self.capacity)
        arrivalDelay = .allocate(capacity: self.capacity)
        status = .allocate(capacity: self.capacity)
    }

    func deallocate() {
        date.deallocate()
        carrier.deallocate()
        flight.deallocate()
        origin.deallocate()
        destination.deallocate()
        scheduledDeparture.deallocate()
        departureDelay.deallocate()
        scheduledArrival.deallocate()
        arrivalDelay.deallocate()
        status.deallocate()
    }

    @inline(__always)
    mutating func append(date: Int32, carrier: UInt16, flight: Int32, origin: UInt32, destination: UInt32,
                         scheduledDeparture: Int16, departureDelay: Int16, scheduledArrival: Int16,
                         arrivalDelay: Int16, status: OnTimeTable.Status) {
        if count == capacity { grow() }
        self.date[count] = date
        self.carrier[count] = carrier
        self.flight[count] = flight
        self.origin[count] = origin
        self.destination[count] = destination
        self.scheduledDeparture[count] = scheduledDeparture
        self.departureDelay[count] = departureDelay
        self.scheduledArrival[count] = scheduledArrival
        self.arrivalDelay[count] = arrivalDelay
        self.status[count] = status.rawValue
        count += 1
    }

    /// Doubles the room, when the estimate of the rows was short.
    @inline(never)
    private mutating func grow() {
        capacity *= 2
        OnTimeColumnBuffers.grow(&date, count, capacity)
        OnTimeColumnBuffers.grow(&carrier, count, capacity)
        OnTimeColumnBuffers.grow(&flight, count, capacity)
        OnTimeColumnBuffers.grow(&origin, count, capacity)
        OnTimeColumnBuffers.grow(&destination, count, capacity)
        OnTimeColumnBuffers.grow(&scheduledDeparture, count, capacity)
        OnTimeColumnBuffers.grow(&departureDelay, count, capacity)
        OnTimeColumnBuffers.grow(&scheduledArrival, count, capacity)
        OnTimeColumnBuffers.grow(&arrivalDelay, count, capacity)
        OnTimeColumnBuffers.grow(&status, count, capacity)
    }

    private static func grow<Element>(_ column: inout UnsafeMutablePointer<Element>, _ count: Int, _ capacity: Int) {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        larger.moveInitialize(from: column, count: count)
        column.deallocate()
        column = larger
    }

    /// One table of the rows of `parts`, in order.
    static func table(joining parts: [OnTimeColumnBuffers]) -> OnTimeTable {
        OnTimeTable(
            count: parts.reduce(0) { $0 + $1.count },
            date: joined(parts) { $0.date }, carrier: joined(parts) { $0.carrier },
            flight: joined(parts) { $0.flight }, origin: joined(parts) { $0.origin },
            destination: joined(parts) { $0.destination },
            scheduledDeparture: joined(parts) { $0.scheduledDeparture },
            departureDelay: joined(parts) { $0.departureDelay },
            scheduledArrival: joined(parts) { $0.scheduledArrival },
            arrivalDelay: joined(parts) { $0.arrivalDelay },
            status: joined(parts) { $0.status })
    }

    private static func joined<Element>(_ parts: [OnTimeColumnBuffers],
                                        _ column: (OnTimeColumnBuffers) -> UnsafeMutablePointer<Element>) -> [Element] {
        let total = parts.reduce(0) { $0 + $1.count }
        return Array(unsafeUninitializedCapacity: total) { buffer, initialized in
            var at = 0
            for part in parts where part.count > 0 {
                (buffer.baseAddress! + at).initialize(from: column(part), count: part.count)
                at += part.count
            }
            initialized = total
        }
    }
}
