import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackClient
import ThemePackImaging
import ThemePackPackaging
import ThemePackProject
import ThemePackTestSupport

/// The wire contract between the tool and the app: what the tool's writers produce at the
/// current format is what `ThemePackClient` reads. Fails the day the tool writes a manifest
/// or an index newer than the client's reader (as format 2 once did against a version-1
/// client), because the bytes come from the real writers: `RuntimeManifestWriter`,
/// `ThemePackager` and `PackagePublisher`.
@Suite("wire contract: the client reads what the tool writes")
struct WireContractTests {
  /// A theme folder whose manifest the build's own writer made, with four distinct
  /// appearance values.
  static func builtThemeFolder(in folder: TemporaryFolder) throws -> (
    path: String, manifest: ThemePackBuild.RuntimeManifest
  ) {
    func rgb(_ hex: String) -> ThemeRGBA { try! ColorParser.parse(hex) }
    var manifest = ThemePackBuild.RuntimeManifest(
      name: "blue", version: "1.2.0",
      color: AppearanceValues(
        light: rgb("#226BAA"), dark: rgb("#78AAE6"), lightHighContrast: rgb("#104070"),
        darkHighContrast: rgb("#A0C8F0")))
    manifest.fonts = ["title": FontSpec(family: "PingFangSC-Semibold", size: 17)]
    try folder.write(
      try PNGEncoder.encode(RGBAImage(width: 1, height: 1, fill: rgb("#226BAA"))), to: "theme/a.png")
    try folder.write(try RuntimeManifestWriter.bytes(for: manifest), to: "theme/manifest.json")
    return (folder.path("theme"), manifest)
  }

  @Test func theToolsManifestAndIndexAreReadableByTheClient() throws {
    let folder = try TemporaryFolder()
    let (themeFolder, written) = try Self.builtThemeFolder(in: folder)
    let key = SigningKey.generate()
    let artifact = try ThemePackager.makePackage(
      themeFolder: themeFolder, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: key)
    #expect(
      artifact.manifest.minimumReaderVersion <= ThemeIndex.readerVersion,
      "the tool writes manifest format \(ThemePackBuild.RuntimeManifest.formatVersion); the client reads \(ThemeIndex.readerVersion)"
    )

    try FileManager.default.createDirectory(atPath: folder.path("server"), withIntermediateDirectories: true)
    _ = try PackagePublisher.publish(
      artifacts: [artifact], into: folder.path("server"), published: nil, signingKey: key)
    let indexBytes = [UInt8](
      try #require(FileManager.default.contents(atPath: folder.path("server/index.json"))))
    let index = try ThemeIndex.parse(indexBytes, source: "index.json")
    let entry = try #require(index.newest(of: "blue"), "the client finds the tool's package")
    #expect(entry == PackageIndexEntry(artifact), "one model of the entry on both sides")

    let publicKey = try #require(ThemePublicKey(rawRepresentation: key.publicKey.rawRepresentation))
    let report = PackageInspector(
      bytes: artifact.bytes, services: ClientInspection(publicKeys: [publicKey]), limits: .default
    ).inspect()
    #expect(
      report.problems.isEmpty, "\(report.problems.map { (problem: PackageProblem) in problem.message })")
    #expect(report.signatureVerified)
    let read = try #require(report.manifest)
    #expect(read.header.readerProblem(reader: "this client") == nil)
    #expect(read.formatVersion == ThemePackBuild.RuntimeManifest.formatVersion)
    let color = try #require(read.colors["color"])
    #expect(
      color.value(for: ThemeAppearance(isHighContrast: true))?.red == written.color.lightHighContrast.red)
    #expect(
      color.value(for: ThemeAppearance(isDark: true, isHighContrast: true)) == ThemeRGBA(hex: "#A0C8F0"))
    #expect(read.fonts["title"]?.family == "PingFangSC-Semibold")
  }

  /// The two readers share one decoder: a hostile entry or index is refused by both with
  /// the same reason.
  @Test(arguments: [
    #"{"formatVersion": 1, "packages": [{"theme": "../x", "version": "1", "file": "a.zip", "size": 1, "sha256": "SHA"}]}"#,
    #"{"formatVersion": 1, "packages": [{"theme": "x", "version": "current", "file": "a.zip", "size": 1, "sha256": "SHA"}]}"#,
    #"{"formatVersion": 1, "packages": [{"theme": "x", "version": "1", "file": "a.zip", "size": -1, "sha256": "SHA"}]}"#,
    #"{"formatVersion": 0, "packages": []}"#,
    #"{"formatVersion": 1, "minimumReaderVersion": 0, "packages": []}"#,
    #"{"formatVersion": 1, "sequence": "7", "packages": []}"#,
  ])
  func bothReadersRefuseTheSameWay(text: String) {
    let bytes = Array(text.replacingOccurrences(of: "SHA", with: String(repeating: "a", count: 64)).utf8)
    var toolReason = ""
    var clientReason = ""
    do { _ = try PackageIndex.parse(bytes, file: "index.json") } catch { toolReason = error.description }
    do { _ = try ThemeIndex.parse(bytes, source: "index.json") } catch { clientReason = error.message }
    #expect(!toolReason.isEmpty && !clientReason.isEmpty)
    #expect(toolReason.split(separator: ": ").dropFirst() == clientReason.split(separator: ": ").dropFirst())
  }

  @Test func anIndexNeedingANewerReaderIsRefusedNamingTheVersion() {
    let needed = PackageWireFormat.readerVersion + 1
    let bytes = Array(#"{"formatVersion": \#(needed), "packages": []}"#.utf8)
    #expect {
      _ = try ThemeIndex.parse(bytes, source: "index.json")
    } throws: { error in
      (error as? ThemeInstallError)?.message
        == "invalid package index 'index.json': it needs reader version \(needed); "
        + "this client reads version \(PackageWireFormat.readerVersion)"
    }
  }
}
