import Foundation
import Testing
import ThemePackBuild
import ThemePackSupport
import ThemePackToolTestSupport

/// A layout defined here, in the test target, needs no change anywhere in plan, render,
/// cache or install: the build writes it, links its images to the other layouts' files,
/// restores it from the cache, leaves it in place when up to date and removes gone themes.
@Suite("a new output layout is one type: written, linked, cached, installed")
struct ExtraLayoutTests {
  static func read(_ path: String) throws -> [UInt8] { try FileReader.bytes(at: path) }

  @Test func theNewLayoutIsWrittenBesideTheStandardOnes() throws {
    let fixture = try BuildFixture()
    let plain = try BuildFixture()
    let standard = try plain.build().report
    let report = try fixture.build(extra: [FlatLayout()]).report
    let output = fixture.output
    #expect(try Self.read(output + "/flat/a/icon.png") == Self.read(output + "/themes/a/icon@2x.png"))
    #expect(
      try Self.read(output + "/flat/b/icon-dark.png") == Self.read(output + "/themes/b/icon.dark@2x.png"))
    #expect(!FileManager.default.fileExists(atPath: output + "/flat/a/icon@3x.png"))
    #expect(
      String(decoding: try Self.read(output + "/flat/a/index.txt"), as: UTF8.self)
        == "a 1.0.0\nicon 2.0x2.0\n")
    #expect(FileManager.default.fileExists(atPath: output + "/flat/README.txt"))
    // Two images (light and dark @2x) per theme, an index per theme, and the README.
    #expect(report.filesWritten == standard.filesWritten + 2 * 2 + 2 + 1)
    // The image is one file on disk, linked into every layout.
    let flat = try FileManager.default.attributesOfItem(atPath: output + "/flat/a/icon.png")
    let runtime = try FileManager.default.attributesOfItem(atPath: output + "/themes/a/icon@2x.png")
    #expect(flat[.systemFileNumber] as? Int == runtime[.systemFileNumber] as? Int)
  }

  @Test func theNewLayoutIsUpToDateRestoredAndPruned() throws {
    let fixture = try BuildFixture()
    try fixture.build(extra: [FlatLayout()])
    let again = try fixture.build(extra: [FlatLayout()]).report
    #expect(again.upToDateThemes == 2)
    // Only the shared files are written again: the catalog root and the README.
    #expect(again.filesWritten == 2)

    try FileManager.default.removeItem(atPath: fixture.output + "/flat/a")
    let restored = try fixture.build(extra: [FlatLayout()]).report
    #expect(restored.upToDateThemes == 1)
    #expect(restored.cachedAssets == 2)
    #expect(FileManager.default.fileExists(atPath: fixture.output + "/flat/a/icon.png"))

    try fixture.project.remove("Themes/b")
    try fixture.build(extra: [FlatLayout()])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: fixture.output + "/flat").sorted() == [
        "README.txt", "a",
      ])
  }

  @Test func addingALayoutReinstallsEveryTheme() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    let plan = try Builder.plan(fixture.options).plan
    #expect(plan.themes.allSatisfy { $0.isUpToDate })
    let report = try fixture.build(extra: [FlatLayout()]).report
    #expect(report.upToDateThemes == 0)
    #expect(report.cachedAssets == 2)
    #expect(FileManager.default.fileExists(atPath: fixture.output + "/flat/b/icon.png"))
  }
}
