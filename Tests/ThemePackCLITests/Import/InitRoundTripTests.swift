import Foundation
import Testing
import ThemePackBuild
import ThemePackTestSupport

/// ThemePack's own outputs back through `themepack init`, run as a user would: the sample
/// (`InitJourneySample`) is built, its catalog, runtime folders and packages imported, the new
/// projects linted and built, and what they build compared with the first build.
///
/// Compared byte for byte: every colour set's and image set's `Contents.json` (all four values
/// of each colour, every image entry with its slice in pixels), every SwiftTheme plist, and every
/// runtime image file's pixels (PNG bytes are compared too where the pixels match, as the same
/// encoder writes them). A manifest is compared as values: the same bytes except `sourceSHA256`,
/// which digests the sources (the new project's sources are other files with the same meaning),
/// and `appIcon`, which the runtime folders cannot bring back (checked on its own).
@Suite("themepack init of ThemePack's own outputs, round trip")
struct InitRoundTripTests {
  /// (a) The catalog out, `init --from <catalog>`, build: the same colour sets (all four
  /// values) and the same image sets.
  @Test func catalogOutComesBackAsTheSameCatalog() throws {
    let sample = try InitJourneySample.shared.get()
    let trip = try TemporaryFolder("init-trip-catalog")
    let report = try sample.importAndBuild(
      from: sample.catalog, project: trip.path("project"), output: trip.path("Output"))
    #expect(report.contains("(asset catalog)"))
    let first = InitJourneySample.files(under: sample.catalog)
    let again = InitJourneySample.files(under: trip.path("Output/com.example.ibus.themes.xcassets"))
    #expect(first.keys.sorted() == again.keys.sorted())
    #expect(first.keys.contains { $0.hasSuffix(".colorset/Contents.json") })
    for path in first.keys.sorted() where path.hasSuffix("Contents.json") {
      #expect(first[path] == again[path] ? true : false, "\(path) differs")
    }
    try expectSamePixels(first, again, where: { $0.hasSuffix(".png") })
    // The designer's high-contrast values survive (they are not what ThemePack derives).
    let blue = try #require(first["blue/color.colorset/Contents.json"])
    #expect(String(decoding: blue, as: UTF8.self).contains("\"red\" : \"0.090\""))
  }

  /// (b) The runtime theme folders out (with their SwiftTheme plists), `init --from
  /// Output/themes`, build: the same files (images pixel-equal, plists byte-equal, manifests
  /// equal but for `sourceSHA256`).
  @Test func runtimeFoldersComeBackAsTheSameFolders() throws {
    let sample = try InitJourneySample.shared.get()
    let trip = try TemporaryFolder("init-trip-runtime")
    let report = try sample.importAndBuild(
      from: sample.output + "/themes", project: trip.path("project"), output: trip.path("Output"))
    #expect(report.contains("imported 6 themes"))
    #expect(report.contains("(runtime theme folders)"))
    try expectSameRuntimeFolders(sample.output + "/themes", trip.path("Output/themes"))
  }

  /// (c) The signed packages, `init --from Output/packages --public-key`, build: the same
  /// runtime folders as (b); one package zip alone gives its one theme the same way.
  @Test func packagesComeBackAsTheSameFolders() throws {
    let sample = try InitJourneySample.shared.get()
    let trip = try TemporaryFolder("init-trip-package")
    let report = try sample.importAndBuild(
      from: sample.packages, project: trip.path("project"), output: trip.path("Output"),
      extra: ["--public-key", sample.publicKey])
    #expect(report.contains("imported 6 themes"))
    #expect(!report.contains("signatures were not checked"))
    try expectSameRuntimeFolders(sample.output + "/themes", trip.path("Output/themes"))

    let zip = try #require(
      try FileManager.default.contentsOfDirectory(atPath: sample.packages).sorted().first {
        $0.contains("-blue-") && $0.hasSuffix(".zip")
      })
    let one = try sample.importAndBuild(
      from: sample.packages + "/" + zip, project: trip.path("one"), output: trip.path("OneOutput"))
    #expect(one.contains("signatures were not checked"))
    try expectSameRuntimeFolders(
      sample.output + "/themes", trip.path("OneOutput/themes"), themes: ["blue"])
  }

  /// Every file of each theme folder of `first` is in `again` and the same: PNGs the same
  /// pixels, manifests the same but for `sourceSHA256`, anything else the same bytes.
  private func expectSameRuntimeFolders(_ first: String, _ again: String, themes: [String]? = nil) throws {
    let before = InitJourneySample.files(under: first).filter { entry in
      themes.map { $0.contains(String(entry.key.split(separator: "/")[0])) } ?? true
    }
    let after = InitJourneySample.files(under: again)
    #expect(before.keys.sorted() == after.keys.sorted())
    #expect(before.keys.contains { $0.hasSuffix(".plist") })
    #expect(before.keys.contains { $0.hasSuffix(".hc@3x.png") })
    for path in before.keys.sorted() where !path.hasSuffix(".png") {
      if path.hasSuffix(RuntimeManifest.fileName) {
        #expect(
          try manifestWithoutDigest(before[path]) == manifestWithoutDigest(after[path]), "\(path) differs")
        // The app icon's artwork is not in a runtime folder or package, so the imported project
        // has no 'appIcon' (init does not bring icons back from them): the sample's manifest names
        // its icon, the new one none.
        let theme = String(path.split(separator: "/")[0])
        #expect(try appIcon(before[path]) == "AppIcon-\(theme)", "\(path)")
        #expect(try appIcon(after[path]) == nil, "\(path)")
      } else {
        #expect(before[path] == after[path] ? true : false, "\(path) differs")
      }
    }
    try expectSamePixels(before, after, where: { $0.hasSuffix(".png") })
  }

  /// The manifest's `appIcon`, nil without one.
  private func appIcon(_ bytes: [UInt8]?) throws -> String? {
    try RuntimeManifest.parse(try #require(bytes)).appIcon
  }

  /// The manifest's bytes with its `sourceSHA256` member taken out.
  /// The manifest without its source digest, and without the informative `"vector"` member:
  /// runtime folders and packages hold the drawings only, so a project imported from them
  /// has PNG masters where the sample has `mapPin.svg` and `routeBadge.pdf`.
  private func manifestWithoutDigest(_ bytes: [UInt8]?) throws -> String {
    let text = String(decoding: try #require(bytes), as: UTF8.self)
      .replacingOccurrences(of: #",\s*"vector"\s*:\s*"(svg|pdf)""#, with: "", options: .regularExpression)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("\"sourceSHA256\"") && !$0.contains("\"appIcon\"") }.joined(separator: "\n")
  }

  /// The files `selected` picks from `first` have the same pixels in `again`.
  private func expectSamePixels(
    _ first: [String: [UInt8]], _ again: [String: [UInt8]], where selected: (String) -> Bool
  ) throws {
    var compared = 0
    for path in first.keys.sorted() where selected(path) {
      guard let other = again[path] else { continue }
      let before = try InitJourneySample.pixels(first[path]!, path)
      let after = try InitJourneySample.pixels(other, path)
      #expect(before == after, "\(path): pixels differ")
      compared += 1
    }
    #expect(compared > 0)
  }
}
