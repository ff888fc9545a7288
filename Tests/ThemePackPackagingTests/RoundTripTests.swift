import Foundation
import Testing
import ThemePackArchive
import ThemePackPackaging
import ThemePackSupport
import ThemePackTestSupport

@Suite("package → verify → unpack gives back the built theme folder")
struct RoundTripTests {
  /// The manifest the package must carry: the built one plus "files", computed here.
  static func expectedManifest(_ fixture: ThemeFixture) throws -> JSONValue {
    guard case .object(var members) = try JSONDocument.parse(Array(fixture.manifestText.utf8)).root else {
      throw TestZipError.badRecord
    }
    let files = fixture.images.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    members["files"] = .array(
      files.map { path in
        .object([
          "path": .string(path), "size": .integer(fixture.images[path]!.count),
          "sha256": .string(TestSHA256.hex(fixture.images[path]!)),
        ])
      })
    return .object(members)
  }

  @Test(arguments: [false, true])
  func roundTrip(signed: Bool) throws {
    let folder = try TemporaryFolder()
    let fixture = try ThemeFixture()
    let built = try fixture.write(in: folder, at: "Output/themes/blue")
    try folder.write([1, 2, 3], to: "Output/themes/blue/.DS_Store")
    try folder.write([4, 5], to: "Output/themes/blue/__MACOSX/._navBar@2x.png")
    try folder.write([6], to: "Output/themes/blue/icons/Thumbs.db")
    let key = signed ? SigningKey.generate() : nil

    let artifact = try ThemePackager.makePackage(
      themeFolder: built, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: key)
    #expect(artifact.fileName == "MyApp-blue-1.2.0.zip")
    #expect(artifact.sha256 == TestSHA256.hex(artifact.bytes))
    #expect(artifact.isSigned == signed)
    let zipPath = folder.path(artifact.fileName)
    try Data(artifact.bytes).write(to: URL(fileURLWithPath: zipPath))

    #expect(PackageVerifier.verify(zipPath: zipPath, publicKey: key?.publicKey) == [])
    let installed = folder.path("App/Library/Themes/blue")
    let manifest = try PackageUnpacker.unpack(zipPath: zipPath, into: installed, publicKey: key?.publicKey)
    #expect(manifest.theme == "blue")
    #expect(manifest.version == "1.2.0")

    var expected = Set(fixture.images.keys).union(["icons", "manifest.json"])
    if signed { expected.insert("manifest.json.sig") }
    let snapshot = FolderSnapshot(installed)
    #expect(Set(snapshot.items.keys) == expected)
    for (path, bytes) in fixture.images {
      #expect(FileManager.default.contents(atPath: installed + "/" + path) == Data(bytes), "\(path)")
    }
    let manifestBytes = [UInt8](FileManager.default.contents(atPath: installed + "/manifest.json") ?? Data())
    #expect(try JSONDocument.parse(manifestBytes).root == Self.expectedManifest(fixture))
    if let key {
      let text = try String(contentsOfFile: installed + "/manifest.json.sig", encoding: .utf8)
      #expect(text.hasSuffix("\n") && !text.dropLast().contains("\n"))
      let signature = try #require(Data(base64Encoded: String(text.dropLast())))
      #expect(signature.count == 64)
      #expect(key.publicKey.isValidSignature([UInt8](signature), for: manifestBytes))
    }
    let parent = try FileManager.default.contentsOfDirectory(atPath: folder.path("App/Library/Themes"))
    #expect(parent == ["blue"])
  }

  @Test func unpackReplacesAnInstalledOlderVersion() throws {
    let folder = try TemporaryFolder()
    let built = try ThemeFixture().write(in: folder, at: "themes/blue")
    let artifact = try ThemePackager.makePackage(
      themeFolder: built, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: nil)
    let zipPath = folder.path("new.zip")
    try Data(artifact.bytes).write(to: URL(fileURLWithPath: zipPath))
    try folder.write("old", to: "installed/blue/obsolete.png")
    try PackageUnpacker.unpack(zipPath: zipPath, into: folder.path("installed/blue"), publicKey: nil)
    let items = FolderSnapshot(folder.path("installed/blue")).items
    #expect(items["obsolete.png"] == nil)
    #expect(items["manifest.json"] != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("installed")) == ["blue"])
  }

  @Test func packagedManifestListsFilesSortedWithSizesAndHashes() throws {
    let folder = try TemporaryFolder()
    let fixture = try ThemeFixture()
    let built = try fixture.write(in: folder, at: "blue")
    let artifact = try ThemePackager.makePackage(
      themeFolder: built, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: nil)
    let paths = fixture.images.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    #expect(artifact.manifest.files.map(\.path) == paths)
    for record in artifact.manifest.files {
      #expect(record.size == fixture.images[record.path]!.count)
      #expect(record.sha256 == TestSHA256.hex(fixture.images[record.path]!))
    }
    guard case .object(var content) = try Self.expectedManifest(fixture) else { return }
    content["generator"] = nil
    #expect(artifact.contentSHA256 == TestSHA256.hex(JSONWriter(style: .standard).bytes(.object(content))))
  }
}
