// fuzz.sh: -max_len=256
// Fuzzes the decoder of the bytes a terminal sends in raw mode. The input is cut into
// reads at the bytes of its first byte's bit pattern, as a slow terminal would deliver them.
// Every byte ends up in some key (nothing is lost or invented), and once the reader stops
// waiting the buffer always empties.
import TerminalKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let cuts = data[0]
    var decoder = KeyDecoder()
    var keys: [Key] = []
    var start = 0
    while start < bytes.count {
        // A read of 1 to 8 bytes, its length from the first byte and the position.
        let length = min(bytes.count - start, 1 + Int((cuts >> UInt8(start % 5)) & 7))
        decoder.append(bytes[start..<start + length])
        start += length
        while let key = decoder.nextKey(moreMayFollow: true) { keys.append(key) }
    }
    var waits = 0
    while decoder.hasBufferedBytes {
        guard decoder.nextKey(moreMayFollow: false) != nil else { fatalError("invariant broken: bytes left that make no key") }
        waits += 1
        check(waits <= bytes.count, "more keys than bytes")
    }
    // Once whole, the same bytes read in one go give the same keys; only a lone ESC held back
    // at a read's end may differ (it waited, and became Esc).
    var whole = KeyDecoder()
    whole.append(bytes)
    var again: [Key] = []
    while let key = whole.nextKey(moreMayFollow: false) { again.append(key) }
    check(again.count <= bytes.count, "more keys than bytes in one read")
    check(!whole.hasBufferedBytes, "bytes left after one read")
    if !bytes.contains(0x1B) && bytes.allSatisfy({ $0 < 0x80 }) {
        check(again.count == keys.count + waits, "ASCII without ESC decodes the same however it is cut")
    }
    return 0
}

/// A broken invariant is a finding: the fuzzer records the input that broke it.
func check(_ condition: @autoclosure () -> Bool, _ what: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(what())") }
}
