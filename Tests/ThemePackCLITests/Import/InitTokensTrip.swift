import Foundation
import Testing
import ThemePackArchive
import ThemePackCatalog
import ThemePackTestSupport

/// One `themepack init --from <tokens>` → `lint --strict` → `build` run with the built binary,
/// and the catalog the build wrote, read back with `CatalogReader`.
final class InitTokensTrip: @unchecked Sendable {
  let folder: TemporaryFolder
  let source: String
  var project: String { folder.path("project") }
  var output: String { folder.path("Output") }
  let report: String
  let lint: String

  /// Writes `files` (path inside the source → text) under `source` (a folder, or the file
  /// itself when `files` has the one key ""), then runs init, lint and build, each required
  /// to succeed.
  init(source name: String, files: [String: String], arguments: [String] = []) throws {
    folder = try TemporaryFolder("init-tokens")
    source = folder.path(name)
    for (path, text) in files { try folder.write(text, to: path.isEmpty ? name : name + "/" + path) }
    let result = try ThemePackBinary.run(
      ["init", "--from", source, "--into", folder.path("project")] + arguments)
    try #require(result.status == 0, "\(result.standardError)")
    report = result.standardOutput
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", folder.path("project")])
    self.lint = lint.standardOutput
    #expect(lint.status == 0, "\(lint.standardOutput)")
    let build = try ThemePackBinary.run([
      "build", "--assets", folder.path("project"), "--output", folder.path("Output"),
    ])
    try #require(build.status == 0, "\(build.standardError)\(build.standardOutput)")
  }

  /// The text of `relative` in the written project.
  func text(_ relative: String) throws -> String {
    try String(contentsOfFile: project + "/" + relative, encoding: .utf8)
  }

  /// Expects every colour of `expected` in the catalog `Output/<package>.xcassets` with its
  /// value in every appearance given.
  func expectCatalog(package: String, holds expected: [InitTokensFixtures.Expected]) throws {
    let contents = CatalogReader.read(output + "/\(package).xcassets")
    #expect(contents.findings.filter { $0.severity == .error }.isEmpty, "\(contents.findings)")
    let keys: [String: ThemeAppearance] = [
      "light": .light, "dark": .dark, "highContrast": .lightHighContrast,
      "darkHighContrast": .darkHighContrast,
    ]
    for colour in expected {
      let set = try #require(
        contents.colorSets.first { $0.name == "\(colour.theme)/\(colour.colour)" },
        "no colour set \(colour.theme)/\(colour.colour) in \(contents.colorSets.map(\.name))")
      for (key, hex) in colour.values.sorted(by: { $0.key < $1.key }) {
        let appearance = try #require(keys[key])
        #expect(
          set.value(appearance) == Self.rgba(hex),
          "\(colour.theme)/\(colour.colour) in \(appearance.description)")
      }
    }
  }

  /// `#RRGGBB` as an opaque colour.
  static func rgba(_ hex: String) -> ThemeRGBA? {
    guard hex.count == 7, let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
    return ThemeRGBA(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
  }
}
