import FileSystemKit
import FlightBoard
import Foundation
import Glibc
@testable import OnTimeData
import Testing

/// Loading a data file that another program writes over while it is read: the answer is
/// an error that says so, never a table made of a mix of the two files, and never SIGBUS.
@Suite struct OnTimeDataLoaderTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-loader-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func dataFile() throws -> String {
        let path = directory + "/flights.csv"
        try Data(RealDataFixtures.nycflights13).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func changedPath(_ loader: OnTimeDataLoader, mapped: MappedFile? = nil) -> String? {
        do {
            _ = try loader.load(mapped: mapped)
            return nil
        } catch {
            guard case .changedWhileRead(let path) = error else { return "another error: \(error)" }
            return path
        }
    }

    @Test func aFileCutShortAfterItWasMappedIsSaidToHaveChanged() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try dataFile()
        var loader = OnTimeDataLoader(path: path, fileSystem: PosixFileSystem())
        loader.airport = "JFK"
        let mapped = try PosixFileSystem().map(path)
        #expect(truncate(path, 4096) == 0)
        #expect(changedPath(loader, mapped: mapped) == path)
        #expect(mapped.wasCut)
    }

    @Test func aFileWrittenOverInPlaceWhileItIsParsedIsSaidToHaveChangedAndNotCached() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try dataFile()
        var loader = OnTimeDataLoader(path: path, fileSystem: WrittenOverWhileMapped())
        loader.airport = "JFK"
        loader.cacheDirectory = directory + "/cache"
        #expect(changedPath(loader) == path)
        #expect(!FileManager.default.fileExists(atPath: directory + "/cache"))
    }

    @Test func aFileLeftAloneLoads() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var loader = OnTimeDataLoader(path: try dataFile(), fileSystem: PosixFileSystem())
        loader.airport = "JFK"
        #expect(changedPath(loader) == nil)
    }
}

/// The real file system, except that mapping a file is followed by another program
/// touching it (its modification time moves on), as a download writing into it would.
private final class WrittenOverWhileMapped: ForwardingFileSystem, @unchecked Sendable {
    override func map(_ path: String) throws(FileSystemError) -> MappedFile {
        let mapped = try real.map(path)
        let later = time(nil) + 3600
        var times = [timeval(tv_sec: later, tv_usec: 0), timeval(tv_sec: later, tv_usec: 0)]
        _ = utimes(path, &times)
        return mapped
    }
}
