import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackPackaging
import ThemePackSupport
import ThemePackTestSupport

/// A published theme version never changes: same version with other content fails
/// before anything is written; the same content again is a no-op.
@Suite("published theme versions are immutable; index.json is the catalog")
struct ImmutabilityTests {
  static func artifact(
    in folder: TemporaryFolder, theme: String = "blue", version: String = "1.2.0",
    tint: ThemeRGBA = ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 255), key: SigningKey? = nil,
    generator: String = "themepack 0.1.0"
  ) throws -> ThemePackageArtifact {
    let path = "themes-\(UUID().uuidString)/\(theme)"
    let built = try ThemeFixture(theme: theme, version: version, tint: tint, generator: generator).write(
      in: folder, at: path)
    return try ThemePackager.makePackage(
      themeFolder: built, packageName: "MyApp", theme: theme, version: version, signingKey: key)
  }

  @Test func newVersionsAreWrittenWithAnIndex() throws {
    let folder = try TemporaryFolder()
    let packages = folder.path("Output/packages")
    let blue = try Self.artifact(in: folder)
    let red = try Self.artifact(in: folder, theme: "red", version: "2.0.0", key: SigningKey.generate())
    let report = try PackagePublisher.publish(artifacts: [red, blue], into: packages, published: nil)
    #expect(report.items.map(\.theme) == ["blue", "red"])
    #expect(report.items.allSatisfy { $0.status == .added })
    for artifact in [blue, red] {
      let written = try #require(FileManager.default.contents(atPath: packages + "/" + artifact.fileName))
      #expect([UInt8](written) == artifact.bytes)
    }
    let indexBytes = try #require(FileManager.default.contents(atPath: packages + "/index.json"))
    let index = try JSONDocument.parse([UInt8](indexBytes)).root
    #expect(index["formatVersion"] == .integer(1))
    #expect(index["minimumReaderVersion"] == .integer(1))
    let listed = try #require(index["packages"]?.arrayValue)
    #expect(listed.count == 2)
    for (entry, artifact) in zip(listed, [blue, red]) {
      let zipBytes = [UInt8](FileManager.default.contents(atPath: packages + "/" + artifact.fileName)!)
      #expect(entry["theme"]?.stringValue == artifact.theme)
      #expect(entry["version"]?.stringValue == artifact.version)
      #expect(entry["file"]?.stringValue == "MyApp-\(artifact.theme)-\(artifact.version).zip")
      #expect(entry["size"]?.integerValue == zipBytes.count)
      #expect(entry["sha256"]?.stringValue == TestSHA256.hex(zipBytes))
      #expect(entry["formatVersion"]?.integerValue == 1)
      #expect(entry["minimumReaderVersion"]?.integerValue == 1)
      #expect(entry["signed"]?.boolValue == artifact.isSigned)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: packages).sorted()
    #expect(names == ["MyApp-blue-1.2.0.zip", "MyApp-red-2.0.0.zip", "index.json"])
  }

  @Test func sameContentAgainIsANoOp() throws {
    let folder = try TemporaryFolder()
    let packages = folder.path("packages")
    _ = try PackagePublisher.publish(
      artifacts: [try Self.artifact(in: folder)], into: packages, published: nil)
    let before = FolderSnapshot(packages)
    let again = try PackagePublisher.publish(
      artifacts: [try Self.artifact(in: folder)], into: packages, published: nil)
    #expect(again.items.map(\.status) == [.unchanged])
    #expect(FolderSnapshot(packages) == before)
  }

  @Test func sameVersionWithOtherContentFailsAndWritesNothing() throws {
    let folder = try TemporaryFolder()
    let packages = folder.path("packages")
    _ = try PackagePublisher.publish(
      artifacts: [try Self.artifact(in: folder)], into: packages, published: nil)
    let before = FolderSnapshot(packages)
    let changed = try Self.artifact(in: folder, tint: ThemeRGBA(red: 35, green: 107, blue: 170, alpha: 255))
    let red = try Self.artifact(in: folder, theme: "red")
    let error = try #require(throws: PackageError.self) {
      try PackagePublisher.publish(artifacts: [red, changed], into: packages, published: nil)
    }
    #expect(error.kind == .versionConflict)
    #expect(
      error.description.hasPrefix("theme 'blue' version 1.2.0 is already published with different content"))
    #expect(error.description.hasSuffix("bump \"version\" in the theme's theme.json"))
    #expect(FolderSnapshot(packages) == before)
  }

  @Test func publishedIndexCountsAsPublished() throws {
    let folder = try TemporaryFolder()
    let server = folder.path("server")
    _ = try PackagePublisher.publish(artifacts: [try Self.artifact(in: folder)], into: server, published: nil)
    let published = try PackageIndex.load(fromFile: server + "/index.json")

    let changed = try Self.artifact(in: folder, tint: ThemeRGBA(red: 0, green: 0, blue: 0, alpha: 255))
    let error = try #require(throws: PackageError.self) {
      try PackagePublisher.publish(artifacts: [changed], into: folder.path("fresh"), published: published)
    }
    #expect(error.description.contains("(in the published index)"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("fresh/\(changed.fileName)")))

    let same = try PackagePublisher.publish(
      artifacts: [try Self.artifact(in: folder)], into: folder.path("fresh"), published: published)
    #expect(same.items.map(\.status) == [.unchanged])
    #expect(same.index == published)
    #expect(!FileManager.default.fileExists(atPath: folder.path("fresh/MyApp-blue-1.2.0.zip")))

    let newer = try Self.artifact(in: folder, version: "1.3.0")
    let next = try PackagePublisher.publish(
      artifacts: [newer], into: folder.path("fresh"), published: published)
    #expect(next.items.map(\.status) == [.added])
    #expect(next.index.packages.map(\.version) == ["1.2.0", "1.3.0"])
  }

  /// The content is the manifest (which lists every file's hash); the signature is not
  /// part of it, so another key keeps the published zip as it is.
  @Test func signingWithAnotherKeyIsTheSameContent() throws {
    let folder = try TemporaryFolder()
    let packages = folder.path("packages")
    let first = try Self.artifact(in: folder, key: SigningKey.generate())
    _ = try PackagePublisher.publish(artifacts: [first], into: packages, published: nil)
    let resigned = try Self.artifact(in: folder, key: SigningKey.generate())
    #expect(resigned.bytes != first.bytes)
    let report = try PackagePublisher.publish(artifacts: [resigned], into: packages, published: nil)
    #expect(report.items.map(\.status) == [.unchanged])
    #expect(FileManager.default.contents(atPath: packages + "/" + first.fileName) == Data(first.bytes))
  }

  /// A newer ThemePack writes another "generator"; the theme itself did not change.
  @Test func rebuildingWithAnotherGeneratorIsTheSameContent() throws {
    let folder = try TemporaryFolder()
    let packages = folder.path("packages")
    let first = try Self.artifact(in: folder)
    _ = try PackagePublisher.publish(artifacts: [first], into: packages, published: nil)
    let rebuilt = try Self.artifact(in: folder, generator: "themepack 9.9.9")
    #expect(rebuilt.bytes != first.bytes)
    #expect(rebuilt.contentSHA256 == first.contentSHA256)
    let report = try PackagePublisher.publish(artifacts: [rebuilt], into: packages, published: nil)
    #expect(report.items.map(\.status) == [.unchanged])
  }

  @Test func corruptZipInThePackagesFolderIsAnError() throws {
    let folder = try TemporaryFolder()
    try folder.write("not a zip", to: "packages/MyApp-blue-1.0.0.zip")
    let error = try #require(throws: PackageError.self) {
      try PackagePublisher.publish(
        artifacts: [try Self.artifact(in: folder)], into: folder.path("packages"), published: nil)
    }
    #expect(error.kind == .invalidPackage)
    #expect(error.description.contains("MyApp-blue-1.0.0.zip': is not a zip archive"))
  }

  @Test func indexIsSortedByThemeThenNumericVersion() throws {
    func entry(_ theme: String, _ version: String) -> PackageIndexEntry {
      PackageIndexEntry(
        theme: theme, version: version, file: "\(theme)-\(version).zip", size: 1,
        sha256: String(repeating: "a", count: 64), contentSHA256: nil, formatVersion: 1,
        minimumReaderVersion: 1,
        signed: false)
    }
    let index = PackageIndex(packages: [
      entry("red", "1.0.0"), entry("blue", "1.10.0"), entry("blue", "1.9.2"), entry("blue", "1.9"),
      entry("Blue", "3"),
    ])
    #expect(
      index.packages.map { "\($0.theme) \($0.version)" } == [
        "Blue 3", "blue 1.9", "blue 1.9.2", "blue 1.10.0", "red 1.0.0",
      ])
    let reread = try PackageIndex.parse(index.bytes, file: "index.json")
    #expect(reread == index)
    #expect(reread.bytes == index.bytes)
  }

  /// One entry of an index, with `size`, `sha256` and `contentSHA256` as given.
  static func entry(
    size: String = "3", sha256: String = String(repeating: "a", count: 64),
    contentSHA256: String = "\"\(String(repeating: "b", count: 64))\""
  ) -> String {
    """
    {"contentSHA256": \(contentSHA256), "file": "MyApp-blue-1.0.0.zip", "sha256": "\(sha256)", \
    "size": \(size), "theme": "blue", "version": "1.0.0"}
    """
  }

  // Two versions: one theme and version listed twice is refused (issue 46, one spelling).
  static let validIndex =
    "{\"formatVersion\": 1, \"packages\": [\(entry()), \(entry().replacingOccurrences(of: "1.0.0", with: "1.1.0"))]}"

  @Test(arguments: [
    ("[]", "expected a JSON object"),
    ("{\"formatVersion\": 1}", "\"packages\""),
    (
      "{\"formatVersion\": 1, \"minimumReaderVersion\": \(PackageIndex.readerVersion + 1), \"packages\": []}",
      "needs reader version \(PackageIndex.readerVersion + 1); this ThemePack reads version \(PackageIndex.readerVersion)"
    ),
    ("{\"formatVersion\": 1, \"packages\": [{\"theme\": \"blue\"}]}", "package 1"),
    (
      "{\"formatVersion\": 1, \"packages\": [\(entry()), \(entry())]}",
      "packages 1 and 2 both list theme 'blue' version 1.0.0"
    ),
    // The strict parser's checks, which Foundation's decoder alone would not make.
    ("{\"formatVersion\": 1, \"formatVersion\": 1, \"packages\": []}", "duplicate key 'formatVersion'"),
    ("{\"formatVersion\": 1, \"packages\": [\(entry(size: "1, \"size\": 2"))]}", "duplicate key 'size'"),
    ("{\"formatVersion\": 1, \"packages\": [],}", "line 1, column "),
    ("{\"formatVersion\": 1, \"packages\": [], \"x\": -}", "line 1, column "),
    (
      "{\"formatVersion\": 1, \"packages\": [], \"x\": " + String(repeating: "[", count: 300)
        + String(repeating: "]", count: 300) + "}", "nesting deeper than 200 levels"
    ),
    ("", "the file is empty"),
    // Types and values.
    ("{\"formatVersion\": 1.5, \"packages\": []}", "\"formatVersion\" is missing or not a positive integer"),
    (
      "{\"formatVersion\": \"1\", \"packages\": []}", "\"formatVersion\" is missing or not a positive integer"
    ),
    (
      "{\"formatVersion\": 9007199254740993, \"packages\": []}",
      "\"formatVersion\" is missing or not a positive integer"
    ),
    ("{\"formatVersion\": 1, \"packages\": {}}", "\"packages\" is missing or not an array"),
    (
      "{\"formatVersion\": 1, \"packages\": [1]}",
      "package 1 needs \"theme\", \"version\" and \"file\" strings"
    ),
    ("{\"formatVersion\": 1, \"packages\": [\(entry(size: "-1"))]}", "package 1 has no \"size\""),
    ("{\"formatVersion\": 1, \"packages\": [\(entry(size: "2.5"))]}", "package 1 has no \"size\""),
    ("{\"formatVersion\": 1, \"packages\": [\(entry(size: "1e300"))]}", "package 1 has no \"size\""),
    ("{\"formatVersion\": 1, \"packages\": [\(entry(size: "\"3\""))]}", "package 1 has no \"size\""),
    (
      "{\"formatVersion\": 1, \"packages\": [\(entry(sha256: String(repeating: "A", count: 64)))]}",
      "package 1 has no \"sha256\" of 64 lower-case hex digits"
    ),
    (
      "{\"formatVersion\": 1, \"packages\": [\(entry(contentSHA256: "\"abc\""))]}",
      "package 1 has a malformed \"contentSHA256\""
    ),
    ("{\"formatVersion\": 1, \"packages\": [\(entry()), {\"theme\": 1}]}", "package 2 needs"),
  ])
  func malformedIndexesAreRefused(text: String, fragment: String) {
    #expect((try? PackageIndex.parse(Array(Self.validIndex.utf8), file: "published.json")) != nil)
    #expect {
      try PackageIndex.parse(Array(text.utf8), file: "published.json")
    } throws: { error in
      let description = (error as? PackageError)?.description ?? ""
      return description.hasPrefix("invalid package index 'published.json': ")
        && description.contains(fragment)
    }
  }
}
