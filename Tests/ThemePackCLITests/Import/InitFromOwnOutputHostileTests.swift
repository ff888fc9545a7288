import Foundation
import Testing
import ThemePackTestSupport

/// Hostile inputs for `init`'s recognition of ThemePack's own outputs: each starts from the
/// sample's real build or package (`InitJourneySample`), breaks one thing, and expects exit 1,
/// one line naming the file and the problem, and no project written.
@Suite("themepack init of damaged runtime folders and packages")
struct InitFromOwnOutputHostileTests {
  /// One damage: what to break in a copy of the output, the source to import (relative to
  /// the copy), extra arguments, and what the one error line must say.
  struct Damage: Sendable, CustomTestStringConvertible {
    var id: String
    var source: String
    var extra: [String] = []
    var expected: [String]
    var testDescription: String { id }
  }

  static let damages: [Damage] = [
    Damage(
      id: "a manifest.json that is not ThemePack's", source: "themes",
      expected: ["themes/web/manifest.json", "not a ThemePack runtime manifest", "missing 'formatVersion'"]),
    Damage(
      id: "a manifest of a newer format", source: "themes",
      expected: ["themes/blue/manifest.json", "unsupported format version 99"]),
    Damage(
      id: "an image the manifest lists is missing", source: "themes",
      expected: ["themes/blue/busIcon@2x.png", "missing: '", "themes/blue/manifest.json' lists it"]),
    Damage(
      id: "a package whose bytes were changed", source: "packages/blue.zip",
      expected: ["packages/blue.zip", "the package fails verification"]),
    Damage(
      id: "a package signed by another key", source: "packages/blue.zip",
      extra: ["--public-key", "other.pub"],
      expected: ["packages/blue.zip", "the package fails verification", "signature"]),
  ]

  @Test(arguments: damages)
  func isRefusedNamingTheFile(_ damage: Damage) throws {
    let sample = try InitJourneySample.shared.get()
    let folder = try TemporaryFolder("init-hostile")
    try FileManager.default.copyItem(atPath: sample.output + "/themes", toPath: folder.path("themes"))
    try FileManager.default.createDirectory(
      atPath: folder.path("packages"), withIntermediateDirectories: true)
    let zip = try #require(
      try FileManager.default.contentsOfDirectory(atPath: sample.packages).first {
        $0.contains("-blue-") && $0.hasSuffix(".zip")
      })
    try FileManager.default.copyItem(
      atPath: sample.packages + "/" + zip, toPath: folder.path("packages/blue.zip"))
    try damageOutput(damage.id, in: folder)
    let extra = damage.extra.map { $0.hasSuffix(".pub") ? folder.path($0) : $0 }
    let result = try ThemePackBinary.run(
      ["init", "--from", folder.path(damage.source), "--into", folder.path("project")] + extra)
    #expect(result.status == 1)
    let lines = result.standardError.split(separator: "\n")
    let line = try #require(lines.first { $0.hasPrefix("Error: ") || $0.hasPrefix("error: ") })
    for text in damage.expected { #expect(line.contains(text), "\(result.standardError)") }
    #expect(!FileManager.default.fileExists(atPath: folder.path("project")))
  }

  /// Breaks the copy in `folder` the way damage `id` says.
  private func damageOutput(_ id: String, in folder: TemporaryFolder) throws {
    switch id {
    case "a manifest.json that is not ThemePack's":
      try folder.write(
        "{\"name\": \"web\", \"short_name\": \"App\", \"start_url\": \"/\"}\n", to: "themes/web/manifest.json"
      )
    case "a manifest of a newer format":
      let path = folder.path("themes/blue/manifest.json")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try text.replacingOccurrences(of: "\"formatVersion\": 2", with: "\"formatVersion\": 99")
        .write(toFile: path, atomically: true, encoding: .utf8)
    case "an image the manifest lists is missing":
      try FileManager.default.removeItem(atPath: folder.path("themes/blue/busIcon@2x.png"))
    case "a package whose bytes were changed":
      var bytes = [UInt8](try Data(contentsOf: folder.url.appendingPathComponent("packages/blue.zip")))
      // A byte inside the first entry's compressed data: its CRC or hash no longer matches.
      bytes[bytes.count / 3] ^= 0xFF
      try folder.write(bytes, to: "packages/blue.zip")
    case "a package signed by another key":
      let result = try ThemePackBinary.run(["keygen", "--out", folder.path("other")])
      try #require(result.status == 0)
    default:
      Issue.record("no damage named '\(id)'")
    }
  }
}
