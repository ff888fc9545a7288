import Testing
import ThemePackArchive
import ThemePackTestSupport

/// A directory read without its local headers (a range install) takes its offsets and sizes
/// from the untrusted central directory alone: Zip64 fields claiming values near 2^64 are
/// refused as corrupt, never trapped on (the layout check added them unchecked).
@Suite("the central directory read alone: hostile Zip64 sizes and offsets refused")
struct RangeDirectoryHostileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var compressedSize: UInt64
    var localOffset: UInt64
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "a size near 2^64", compressedSize: 0xFFFF_FFFF_FFFF_FFF0, localOffset: 0),
    Case(label: "the largest size", compressedSize: .max, localOffset: 0),
    Case(label: "a size past the directory", compressedSize: 1 << 40, localOffset: 0),
  ]

  /// A one-entry stored zip whose central record says its compressed size is in a Zip64
  /// field, which claims `compressedSize`.
  static func zip(compressedSize: UInt64) -> [UInt8] {
    let zip64 = [UInt8]([0x01, 0x00, 8, 0]) + le64(compressedSize)
    var bytes = TestZip([
      TestZip.Entry(name: Array("blue/a.png".utf8), payload: [1, 2, 3], centralExtra: zip64)
    ]).bytes()
    let central = centralRecordOffset(bytes)
    bytes.replaceSubrange((central + 20)..<(central + 24), with: le32(0xFFFF_FFFF))
    return bytes
  }

  static func centralRecordOffset(_ bytes: [UInt8]) -> Int {
    let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
    return (0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == signature }!
  }

  @Test(arguments: cases)
  func hostileSizesAreCorruptNotATrap(_ item: Case) {
    let bytes = Self.zip(compressedSize: item.compressedSize)
    #expect(throws: PackageProblem.self) {
      _ = try ZipDirectory.parse(bytes, maxEntries: 10, checksLocalHeaders: false)
    }
  }

  @Test func theSameZipWithItsTrueSizeIsRead() throws {
    let directory = try ZipDirectory.parse(
      Self.zip(compressedSize: 3), maxEntries: 10, checksLocalHeaders: false)
    #expect(directory.entries.count == 1)
  }
}
