import Foundation
import Testing
import ThemePackImport
import ThemePackSupport
import ThemePackTestSupport

/// `themepack init` on damaged or hostile sources: each refused with one line naming the
/// file, never a crash, and nothing written.
@Suite("import: hostile sources are refused, nothing written")
struct HostileImportTests {
  /// A generated iBus-like source in `src`, damaged by `damage`; the import goes to `p`.
  static func run(
    _ damage: (TemporaryFolder) throws -> Void, colors: String? = nil, scale: Int = 1
  ) throws -> (String, TemporaryFolder) {
    let folder = try TemporaryFolder("hostile-import")
    try LegacyThemeFolders.write(into: folder, at: "src")
    try damage(folder)
    let options = ImportOptions(
      from: folder.path("src"), into: folder.path("p"), scale: scale,
      colorsFile: colors.map { folder.path($0) })
    do {
      _ = try ProjectImporter.run(options)
      return ("", folder)
    } catch {
      #expect(!FileManager.default.fileExists(atPath: folder.path("p")), "nothing written")
      let siblings = try FileManager.default.contentsOfDirectory(atPath: folder.path(""))
      #expect(!siblings.contains { $0.contains("staging") })
      return (error.description, folder)
    }
  }

  static func link(_ folder: TemporaryFolder, _ relative: String, to target: String) throws {
    try? FileManager.default.removeItem(atPath: folder.path(relative))
    try FileManager.default.createSymbolicLink(atPath: folder.path(relative), withDestinationPath: target)
  }

  @Test(arguments: [
    ("link outside", "leads outside the project folder: '/etc/passwd'"),
    ("link loop", "forms a loop"),
    ("truncated png", "btn.png': "),
    ("not a png", "btn.png': "),
    ("no themes", "no theme folders"),
    ("too many files", "too many entries"),
    ("bad scale", "invalid scale 4: expected 1, 2 or 3"),
  ])
  func brokenSourcesAreRefused(damage: String, expected: String) throws {
    let (message, _) = try Self.run(
      { folder in
        switch damage {
        case "link outside": try Self.link(folder, "src/blue/btn.png", to: "/etc/passwd")
        case "link loop":
          try Self.link(folder, "src/blue/a.png", to: "b.png")
          try Self.link(folder, "src/blue/b.png", to: "a.png")
        case "truncated png":
          let bytes = try FileReader.bytes(at: folder.path("src/blue/btn.png"))
          try folder.write(Array(bytes.prefix(bytes.count / 2)), to: "src/blue/btn.png")
        case "not a png": try folder.write("GIF89a", to: "src/blue/btn.png")
        case "no themes":
          try FileManager.default.removeItem(atPath: folder.path("src"))
          try folder.write("x", to: "src/readme.txt")
        case "too many files":
          for index in 0...ThemeFolderScanner.maxEntries {
            try folder.write([], to: "src/blue/f\(index).txt")
          }
        default: break
        }
      }, scale: damage == "bad scale" ? 4 : 1)
    #expect(message.hasPrefix("cannot import '"), "\(message)")
    #expect(message.contains(expected), "\(message)")
    #expect(!message.contains("\n"))
  }

  @Test(arguments: [
    ("{\"blue\": \"#226BAA\"", "line "),
    ("{\"blue\": 12}", "the colour of 'blue' is not a string"),
    ("{\"blue\": \"#12345\"}", "invalid colour '#12345' for 'blue'"),
    ("{\"blue\": " + String(repeating: "[", count: 100_000), "nesting deeper than 200 levels"),
    ("blue,#226BAA\ndarkGray\n", "line 2: expected 'theme,colour'"),
    ("blue,#226BAA\ndarkGray,purple-ish\n", "line 2: invalid colour 'purple-ish' for 'darkGray'"),
    (String(repeating: "a,#FFFFFF\n", count: 120_000), "too large"),
  ])
  func brokenColourFilesAreRefused(text: String, expected: String) throws {
    let (message, _) = try Self.run(
      { folder in try folder.write(text, to: "colors.json") }, colors: "colors.json")
    #expect(message.contains("colors.json'"), "\(message)")
    #expect(message.contains(expected), "\(message)")
  }

  @Test func aFileInTheWayIsRefused() throws {
    let folder = try TemporaryFolder("hostile-import")
    try LegacyThemeFolders.write(into: folder, at: "src")
    try folder.write("x", to: "p")
    #expect(throws: ImportError(file: folder.path("p"), reason: "exists and is not a folder")) {
      try ProjectImporter.run(ImportOptions(from: folder.path("src"), into: folder.path("p")))
    }
  }
}
