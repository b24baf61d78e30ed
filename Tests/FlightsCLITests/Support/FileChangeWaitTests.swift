import Foundation
import Testing
@testable import FlightsCLI

/// The sleep a watch takes over a data file, on this machine's inotify: a write of the file
/// ends it, a write of another file beside it does not, and nothing to watch is a plain sleep.
@Suite struct FileChangeWaitTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flights-wait-\(UUID().uuidString)").path

    private func writeSoon(_ path: String) -> Thread {
        let thread = Thread {
            usleep(100_000)
            FileManager.default.createFile(atPath: path, contents: Data("row\n".utf8))
        }
        thread.start()
        return thread
    }

    @Test func aWriteOfTheFileEndsTheSleep() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/feed.csv"
        FileManager.default.createFile(atPath: file, contents: Data())
        _ = writeSoon(file)
        let began = ContinuousClock.now
        FileChangeWait.sleep(.seconds(60), wakingFor: [file])
        // Woken by the write, not by the minute: far less than it.
        #expect(ContinuousClock.now - began < .seconds(30))
    }

    @Test func aFileInAFolderGivenEndsTheSleep() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = writeSoon(directory + "/2013-08.csv")
        let began = ContinuousClock.now
        FileChangeWait.sleep(.seconds(60), wakingFor: [directory])
        #expect(ContinuousClock.now - began < .seconds(30))
    }

    @Test func anotherFileBesideItDoesNot() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/feed.csv"
        FileManager.default.createFile(atPath: file, contents: Data())
        _ = writeSoon(directory + "/notes.txt")
        let began = ContinuousClock.now
        FileChangeWait.sleep(.milliseconds(700), wakingFor: [file])
        #expect(ContinuousClock.now - began >= .milliseconds(700))
    }

    @Test func aPathThatCannotBeWatchedIsAPlainSleep() {
        let began = ContinuousClock.now
        FileChangeWait.sleep(.milliseconds(300), wakingFor: ["/nonexistent-\(UUID().uuidString)/feed.csv"])
        #expect(ContinuousClock.now - began >= .milliseconds(300))
    }
}
