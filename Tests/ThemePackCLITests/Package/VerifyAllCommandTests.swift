import Foundation
import Testing
import ThemePackNative
import ThemePackPackaging
import ThemePackSupport
import ThemePackTestSupport

/// `themepack verify --all` of a downloaded SwiftTheme zip: no manifest, and macOS junk.
@Suite("themepack verify --all lists every problem after a missing manifest")
struct VerifyAllCommandTests {
  /// `Blue/Blue.plist`, `Blue/images/navBar@2x.png`, `Blue/.DS_Store` and
  /// `__MACOSX/Blue/._Blue.plist`, zipped with libarchive as a Mac would.
  static func swiftThemeZip(in folder: TemporaryFolder) throws -> String {
    let writer = try ZipArchiveWriter()
    let entries: [(String, [UInt8]?)] = [
      ("Blue/", nil), ("Blue/Blue.plist", Array("<plist/>".utf8)), ("Blue/images/", nil),
      ("Blue/images/navBar@2x.png", Array("png".utf8)), ("Blue/.DS_Store", [0, 0, 0, 1]),
      ("__MACOSX/", nil), ("__MACOSX/Blue/", nil), ("__MACOSX/Blue/._Blue.plist", [0, 5, 22, 7]),
    ]
    for (name, data) in entries {
      try writer.begin(
        ZipArchiveWriter.Entry(
          path: name, kind: data == nil ? .directory : .file, permissions: data == nil ? 0o755 : 0o644,
          modificationTime: ThemePackager.entryTime, size: data?.count ?? 0))
      if let data { try writer.write(data) }
    }
    try folder.write(try writer.finish(), to: "Blue.zip")
    return folder.path("Blue.zip")
  }

  static let junkLines = [
    "entry 'Blue/.DS_Store' is junk (macOS Finder metadata)",
    "entry '__MACOSX/' is junk (macOS zip metadata)",
    "entry '__MACOSX/Blue/' is junk (macOS zip metadata)",
    "entry '__MACOSX/Blue/._Blue.plist' is junk (macOS zip metadata)",
  ]

  @Test func textListsTheMissingManifestThenEveryJunkEntry() throws {
    let folder = try TemporaryFolder()
    let zip = try Self.swiftThemeZip(in: folder)
    let all = try ThemePackBinary.run(["verify", zip, "--all"])
    #expect(all.status == 1)
    #expect(all.standardOutput.isEmpty)
    let lines = ["has no manifest: 'Blue/manifest.json' is missing"] + Self.junkLines
    #expect(all.standardError == lines.map { "error: '\(zip)': \($0)\n" }.joined())

    let first = try ThemePackBinary.run(["verify", zip])
    #expect(first.status == 1)
    #expect(
      first.standardError.hasPrefix("error: '\(zip)': has no manifest: 'Blue/manifest.json' is missing\n"))
    #expect(first.standardError.contains("(4 more problems; --all lists them)"))
  }

  @Test func jsonCarriesTheSameList() throws {
    let folder = try TemporaryFolder()
    let zip = try Self.swiftThemeZip(in: folder)
    let result = try ThemePackBinary.run(["verify", zip, "--all", "--json"])
    #expect(result.status == 1)
    let report = try JSONDocument.parse(Array(result.standardOutput.utf8)).root
    #expect(report["valid"] == .bool(false))
    let problems = try #require(report["problems"]?.arrayValue)
    #expect(problems.map { $0["kind"]?.stringValue } == ["manifest-missing", "junk", "junk", "junk", "junk"])
    #expect(
      problems.compactMap { $0["message"]?.stringValue }
        == ["has no manifest: 'Blue/manifest.json' is missing"] + Self.junkLines)
    #expect(
      problems.dropFirst().compactMap { $0["entry"]?.stringValue }
        == ["Blue/.DS_Store", "__MACOSX/", "__MACOSX/Blue/", "__MACOSX/Blue/._Blue.plist"])
  }
}
