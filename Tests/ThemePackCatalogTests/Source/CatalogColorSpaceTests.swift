import Foundation
import Testing
import ThemePackCatalog
import ThemePackImaging
import ThemePackLint
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The catalog lint says what the build does with each PNG's colours, as the project lint
/// does: a Display P3 `cICP` file (as Xcode writes it) is converted, which is information and
/// never a warning; an HDR or unknown `cICP`, which the build refuses, is an error naming
/// the file.
@Suite("catalog lint: colour spaces said as the build treats them")
struct CatalogColorSpaceTests {
  /// The fixture catalog with `btn@3x.png` replaced by the same pixels carrying `chunks`.
  static func lint(chunks: [(type: String, data: [UInt8])]) throws -> (LintReport, String) {
    let folder = try TemporaryFolder("catalog-color")
    try CatalogFixture.write(into: folder, at: CatalogLinterTests.catalog)
    let relative = "\(CatalogLinterTests.catalog)/\(CatalogLinterTests.btn)/btn@3x.png"
    var bytes = try FileReader.bytes(at: folder.path(relative))
    for (type, data) in chunks.reversed() { bytes = PNGChunkSurgery.inserting(type, data, into: bytes) }
    try folder.write(bytes, to: relative)
    return (CatalogLinter.lint(catalogPath: folder.path(CatalogLinterTests.catalog)), folder.path(relative))
  }

  static let p3Profile = (
    type: "iCCP", data: PNGChunkSurgery.iccpData(name: "Display P3", profile: LCMSOracle.displayP3())
  )

  @Test func aDisplayP3CICPBesideItsProfileIsInformation() throws {
    let (report, path) = try Self.lint(chunks: [("cICP", [12, 13, 0, 1]), Self.p3Profile])
    #expect(
      report.findings == [
        Finding(
          ruleID: "color-conversion", severity: .info, file: path,
          message: "colour space cICP 12/13/0/1 (Display P3) is converted to sRGB when built (relative "
            + "colorimetric); tinting, the drift check and the outputs use the converted colours")
      ])
    #expect(!report.failed)
  }

  @Test func anSRGBCICPBesideAnotherProfileSaysNothing() throws {
    let (report, _) = try Self.lint(chunks: [("cICP", [1, 13, 0, 1]), Self.p3Profile])
    #expect(report.findings == [])
  }

  @Test(arguments: [
    ([UInt8]([9, 16, 0, 1]), "cICP 9/16/0/1: HDR (PQ, transfer 16) is not supported yet"),
    ([9, 18, 0, 1], "cICP 9/18/0/1: HDR (HLG, transfer 18) is not supported yet"),
    ([12, 13, 0], "cICP chunk is 3 bytes long, not 4"),
  ])
  func aCICPTheBuildRefusesIsAnError(data: [UInt8], reason: String) throws {
    let (report, path) = try Self.lint(chunks: [("cICP", data)])
    #expect(
      report.findings == [
        Finding(
          ruleID: "undecodable-png", severity: .error, file: path,
          message: "cannot decode '\(path)': \(reason)")
      ])
    #expect(report.failed)
  }
}
