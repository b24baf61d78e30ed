import Testing
import ZipKit

@Suite struct CRC32Tests {
    private func crc(_ text: String) -> UInt32 {
        Array(text.utf8).withUnsafeBytes { CRC32($0).value }
    }

    /// The check values of the CRC-32 of ISO 3309 (the "123456789" one from its catalogue).
    @Test func knownValues() {
        #expect(crc("") == 0)
        #expect(crc("a") == 0xE8B7_BE43)
        #expect(crc("123456789") == 0xCBF4_3926)
        #expect(crc("The quick brown fox jumps over the lazy dog") == 0x414F_A339)
    }

    @Test func piecesGiveTheCRCOfTheWhole() {
        let bytes = ZipFixtures.sample
        let whole = bytes.withUnsafeBytes { CRC32($0).value }
        for cut in [1, 7, 8, 9, 4096, bytes.count - 3] {
            var crc = CRC32()
            bytes[..<cut].withUnsafeBytes { crc.update($0) }
            bytes[cut...].withUnsafeBytes { crc.update($0) }
            #expect(crc.value == whole, "cut at \(cut)")
        }
    }
}
