import Testing
import ThemePackArchive

/// `UTF8Text`: entry names, signatures and key files are text only when valid UTF-8. Before
/// macOS 15 and iOS 18 it checks by a repairing decode; the table holds it to the standard
/// library's `String(validating:as:)` on the inputs a hostile archive would carry.
@Suite("UTF8Text: valid UTF-8 or nil, with and without String(validating:as:)")
struct UTF8TextTests {
  @Test(
    arguments: [
      ([], true),
      (Array("theme.json".utf8), true),
      ([0x63, 0x61, 0x66, 0xC3, 0xA9], true),  // "café", é in two bytes
      ([0x61, 0x00, 0x62], true),  // a NUL inside
      ([0xEF, 0xBB, 0xBF, 0x78], true),  // a byte-order mark, kept
      ([0xF0, 0x9F, 0x8E, 0xA8], true),  // four bytes (U+1F3A8)
      ([0xEF, 0xBF, 0xBD], true),  // U+FFFD itself, what a repair writes
      ([0x80], false),  // a continuation byte alone
      ([0x61, 0xC3], false),  // cut after a lead byte
      ([0xC0, 0xAF], false),  // "/" overlong in two bytes
      ([0xE0, 0x80, 0xAF], false),  // "/" overlong in three bytes
      ([0xED, 0xA0, 0x80], false),  // a UTF-16 surrogate
      ([0xF4, 0x90, 0x80, 0x80], false),  // past U+10FFFF
      ([0xFF], false),
      ([0x80, 0xEF, 0xBF, 0xBD], false),  // invalid, then what its repair would be
    ] as [([UInt8], Bool)])
  func validatesAsTheStandardLibraryDoes(bytes: [UInt8], isValid: Bool) {
    let decoded = UTF8Text.validatedByDecoding(bytes)
    #expect((decoded != nil) == isValid, "\(bytes)")
    #expect(decoded == UTF8Text.validated(bytes), "\(bytes)")
    if let decoded { #expect(Array(decoded.utf8) == bytes) }
  }
}
