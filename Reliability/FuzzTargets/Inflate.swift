// fuzz.sh: -max_len=16384
// Fuzzes the inflater (RFC 1951) and the zip archive reader. The first byte chooses how the
// rest is used:
// - 0 mod 3: as a raw DEFLATE stream, inflated twice: once reading 256 KiB at a time, once
//   through an input buffer of 37 bytes, refilled in the middle of codes and stored blocks,
//   the reader giving pieces of a size from the second byte: the same output or the same
//   error both times;
// - 1 mod 3: as a zip archive in memory, every entry extracted;
// - 2 mod 3: as bytes put in stored blocks by hand, which must inflate to themselves.
// Output is cut at 4 MiB: a small input may inflate to a thousand times its size.
import FileSystemKit
@testable import ZipKit

/// One for every input, as a reader of many archives would keep it: libFuzzer calls on one thread.
nonisolated(unsafe) let inflater = Inflater()
nonisolated(unsafe) let smallInflater = Inflater(inputCapacity: 37)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 1 else { return 0 }
    let rest = Array(UnsafeBufferPointer(start: data + 2, count: size - 2))
    switch data[0] % 3 {
    case 0:
        let first = inflate(rest, step: 1 << 20, inflater: inflater)
        let second = inflate(rest, step: Int(data[1]) + 1, inflater: smallInflater)
        check(first.output == second.output && first.error == second.error, "the output depends on how the input is cut")
    case 1:
        let archive = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
        guard let zip = try? ZipArchive(path: "fuzz.zip", fileSystem: MemoryFile(bytes: archive)) else { return 0 }
        for entry in zip.entries {
            var written = 0
            _ = try? zip.extract(entry, inflater: inflater) { chunk in
                written += chunk.count
                check(written <= entry.uncompressedSize, "more bytes handed on than the entry declares")
                return written < 4 << 20
            }
        }
    default:
        var stream: [UInt8] = []
        var blocks = rest[...]
        repeat {
            let block = blocks.prefix(Int(data[1]) * 61 + 1)
            blocks = blocks.dropFirst(block.count)
            stream.append(blocks.isEmpty ? 1 : 0)
            stream += [UInt8(block.count & 0xFF), UInt8(block.count >> 8), UInt8(~block.count & 0xFF), UInt8((~block.count >> 8) & 0xFF)]
            stream += block
        } while !blocks.isEmpty
        let result = inflate(stream, step: 4096, inflater: inflater)
        check(result.error == nil && result.output == rest, "stored blocks did not inflate to their bytes")
    }
    return 0
}

private func inflate(_ stream: [UInt8], step: Int, inflater: Inflater) -> (output: [UInt8], error: InflateError?) {
    var output: [UInt8] = []
    var at = 0
    do {
        try inflater.inflate(read: { buffer in
            let count = min(step, buffer.count, stream.count - at)
            for index in 0..<count { buffer[index] = stream[at + index] }
            at += count
            return count
        }, write: { bytes in
            output += bytes.prefix((4 << 20) - output.count)
            return output.count < 4 << 20
        })
        return (output, nil)
    } catch {
        return (output, error)
    }
}

private func check(_ condition: Bool, _ message: String) {
    if !condition { fatalError(message) }
}

/// One file held in memory, as the archive reader sees it: its size and its bytes.
private final class MemoryFile: FileSystem, @unchecked Sendable {
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }

    func stamp(_ path: String) throws(FileSystemError) -> FileStamp {
        FileStamp(size: bytes.count, modificationSeconds: 0, modificationNanoseconds: 0)
    }
    func read(_ path: String, at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        guard offset >= 0, offset < bytes.count else { return 0 }
        let count = min(buffer.count, bytes.count - offset)
        bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
        return count
    }
    func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] { bytes }
    func map(_ path: String) throws(FileSystemError) -> MappedFile { MappedFile(copying: bytes) }
    func canonicalPath(_ path: String) -> String? { path }
    func exists(_ path: String) -> Bool { true }
    func isExecutable(_ path: String) -> Bool { false }
    func isDirectory(_ path: String) -> Bool { false }
    func directoryEntries(_ path: String) throws(FileSystemError) -> [String] { [] }
    func createDirectories(_ path: String) throws(FileSystemError) {}
    func lock(_ path: String) throws(FileSystemError) -> FileLock { throw FileSystemError(path: path, reason: "no locks") }
    func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemError) {}
    func remove(_ path: String) throws(FileSystemError) {}
    func scratchFile(in directory: String, size: Int) throws(FileSystemError) -> any ScratchFile {
        throw FileSystemError(path: directory, reason: "no scratch files")
    }
}
