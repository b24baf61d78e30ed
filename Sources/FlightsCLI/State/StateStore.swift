import FileSystemKit
import FlightBoard

/// The state file, `$XDG_STATE_HOME/flights/state.json` (by default
/// `~/.local/state/flights/state.json`): the user's check-ins and reschedules.
///
/// Every change happens under an exclusive lock (`state.lock` beside it), reading
/// the file afresh, so two runs at once never lose each other's work; the file is
/// replaced atomically, so a kill at any moment leaves the old or the new file whole.
/// A file that cannot be read is reported and left alone, never overwritten.
struct StateStore {
    let fileSystem: any FileSystem
    let directory: String

    var path: String { directory + "/state.json" }
    /// Far above what a person's check-ins come to (a few hundred bytes each), and small
    /// enough that a wrong file put in its place is refused rather than read into memory.
    static let sizeLimit = 64 << 20
    private var lockPath: String { directory + "/state.lock" }

    init(fileSystem: any FileSystem, directory: String) {
        self.fileSystem = fileSystem
        self.directory = directory
    }

    /// The store the environment points at.
    init(environment: Environment) throws(CLIError) {
        self.init(fileSystem: environment.fileSystem, directory: try Self.directory(environment))
    }

    /// `$XDG_STATE_HOME/flights` when that is an absolute path (the XDG rule), else `$HOME/.local/state/flights`.
    static func directory(_ environment: Environment) throws(CLIError) -> String {
        guard let base = environment.baseDirectory("XDG_STATE_HOME", homeFallback: ".local/state") else {
            let why = environment.variable("XDG_STATE_HOME") == nil
                ? "neither XDG_STATE_HOME nor HOME is set" : "XDG_STATE_HOME is not an absolute path and HOME is not set"
            throw CLIError("cannot find where to keep check-ins: \(why)",
                           hint: "Set XDG_STATE_HOME to a directory for the tool's state.")
        }
        return base + "/flights"
    }

    /// The records as they are now; none when the file does not exist yet.
    /// The saved records, and the trips they make with their flights as `source` has them at `now`.
    func trips(in source: any FlightSource, asOf now: LocalDateTime) throws(CLIError) -> (records: TravelRecords, trips: [Trip]) {
        let records = try load()
        return (records, try CLIError.answer { () throws(FlightSourceError) in try Trip.all(records, in: source, asOf: now) })
    }

    func load() throws(CLIError) -> TravelRecords {
        guard fileSystem.exists(path) else { return TravelRecords() }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.read(path, limit: Self.sizeLimit)
        } catch {
            throw CLIError("cannot read the state file \(path): \(error.reason)", status: .noInput)
        }
        // The tool never writes an empty file (it replaces the file whole), so one made by
        // hand (`: > state.json`) says "nothing saved" rather than damage.
        if bytes.isEmpty { return TravelRecords() }
        do {
            return try TravelRecords(json: bytes, file: path)
        } catch {
            throw CLIError("the state file is damaged: \(error.description)", status: .dataError,
                           hint: "It was left as it is. Move it aside to start afresh; your check-ins are in it.")
        }
    }

    /// Applies `change` to the current records under the lock and saves the result.
    @discardableResult
    func update<T>(_ change: (inout TravelRecords) throws(CLIError) -> T) throws(CLIError) -> T {
        do {
            try fileSystem.createDirectories(directory)
        } catch {
            throw CLIError("cannot create \(error.path) for the state file: \(error.reason); nothing was changed", status: .ioError)
        }
        let lock: any FileLock
        do {
            lock = try fileSystem.lock(lockPath)
        } catch {
            throw CLIError("cannot lock \(error.path): \(error.reason); nothing was changed", status: .ioError)
        }
        defer { lock.release() }
        var records = try load()
        let result = try change(&records)
        do {
            try fileSystem.replace(path, with: Array(records.json().utf8))
        } catch {
            throw CLIError("cannot save \(path): \(error.reason); nothing was changed", status: .ioError)
        }
        return result
    }
}
