import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackSupport

/// A built asset's JSON keeps the keys it had when its scales were four lists (`scales`,
/// `darkScales`, `highContrastScales`, `darkHighContrastScales`), so build caches and
/// installed-theme records written before read the same and new ones are the same bytes.
@Suite("build plan: a built asset's JSON keeps its keys")
struct BuiltAssetCodingTests {
  static func asset(highContrast: [Int]) -> BuiltAsset {
    BuiltAsset(
      name: "icon", pointWidth: 2, pointHeight: 3,
      scales: AppearanceValues(
        light: [1, 2, 3], dark: [2], lightHighContrast: highContrast, darkHighContrast: highContrast),
      resizing: [:])
  }

  @Test func anAssetWithoutHighContrastFilesWritesNoHighContrastKeys() throws {
    let text = String(decoding: try InternalJSON.bytes(of: Self.asset(highContrast: [])), as: UTF8.self)
    #expect(
      text
        == #"{"darkScales":[2],"name":"icon","pointHeight":3,"pointWidth":2,"resizing":{},"scales":[1,2,3]}"#)
  }

  @Test func anAssetWithHighContrastFilesWritesThemUnderTheirKeys() throws {
    let text = String(decoding: try InternalJSON.bytes(of: Self.asset(highContrast: [3])), as: UTF8.self)
    #expect(
      text
        == #"{"darkHighContrastScales":[3],"darkScales":[2],"highContrastScales":[3],"name":"icon","#
        + #""pointHeight":3,"pointWidth":2,"resizing":{},"scales":[1,2,3]}"#)
  }

  @Test(arguments: [[Int](), [3]])
  func theOldSpellingReadsBackEqual(highContrast: [Int]) throws {
    let keys =
      highContrast.isEmpty ? "" : #""highContrastScales":[3],"darkHighContrastScales":[3],"#
    let text =
      #"{"name":"icon","pointWidth":2,"pointHeight":3,"scales":[1,2,3],"darkScales":[2],"#
      + keys + #""resizing":{}}"#
    let decoded = try JSONDecoder().decode(BuiltAsset.self, from: Data(text.utf8))
    #expect(decoded == Self.asset(highContrast: highContrast))
  }

  @Test func anAssetWithoutDarkScalesIsNoAsset() {
    let text = #"{"name":"icon","pointWidth":2,"pointHeight":3,"scales":[1],"resizing":{}}"#
    #expect(throws: (any Error).self) { try JSONDecoder().decode(BuiltAsset.self, from: Data(text.utf8)) }
  }
}
