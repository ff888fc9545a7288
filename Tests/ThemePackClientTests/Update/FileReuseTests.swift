import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

/// An update copies the files whose content the installed version holds, checked on disk as
/// they are copied, and installs exactly what a full install of the same package installs.
@Suite("an update reuses the installed version's unchanged files")
struct FileReuseTests {
  /// The reused files of an install of `version` over what `root` holds, and its outcome.
  static func update(
    _ root: TemporaryFolder, server: TestServer
  ) async throws -> (reused: Set<String>, outcome: ThemeInstaller.Outcome) {
    var installer = InstallTests.installer(root)
    let log = FileEventLog()
    installer.fileEvents = log
    let outcome = try await installer.install(indexURL: server.indexURL, theme: "blue")
    let reused = log.events.compactMap { if case .reusedFile(let path) = $0 { path } else { nil } }
    return (Set(reused), outcome)
  }

  @Test func unchangedFilesAreCopiedAndTheVersionEqualsAFullInstall() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    server.sequence = 2
    try server.publish(version: "1.1.0")
    let (reused, outcome) = try await Self.update(root, server: server)
    #expect(outcome.version == "1.1.0")
    #expect(reused == ["button.dark.png", "button.dark@2x.png", "icons/logo@3x.png"])
    let fresh = try TemporaryFolder("themepack-client-fresh")
    _ = try await InstallTests.installer(fresh).install(indexURL: server.indexURL, theme: "blue")
    #expect(
      FolderSnapshot(root.url.appendingPathComponent("blue/1.1.0").path)
        == FolderSnapshot(fresh.url.appendingPathComponent("blue/1.1.0").path))
  }

  /// The installed version's files are not taken on the word of its manifest: a file
  /// changed on disk, a link in a file's place, a missing file and a manifest naming a path
  /// outside the version are each inflated from the package instead.
  @Test func installedFilesThatNoLongerMatchAreInflatedInstead() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    let old = root.url.appendingPathComponent("blue/1.0.0")
    try Data("changed".utf8).write(to: old.appendingPathComponent("button.dark.png"))
    let outside = root.url.appendingPathComponent("logo-copy.png")
    try Data("logo 3x".utf8).write(to: outside)
    try FileManager.default.removeItem(at: old.appendingPathComponent("icons/logo@3x.png"))
    try FileManager.default.createSymbolicLink(
      at: old.appendingPathComponent("icons/logo@3x.png"), withDestinationURL: outside)
    try FileManager.default.removeItem(at: old.appendingPathComponent("button.dark@2x.png"))
    server.sequence = 2
    try server.publish(version: "1.1.0")
    let (reused, _) = try await Self.update(root, server: server)
    #expect(reused.isEmpty)
    let new = root.url.appendingPathComponent("blue/1.1.0")
    for (path, bytes) in TestServer.files("1.1.0") {
      #expect(try Data(contentsOf: new.appendingPathComponent(path)) == Data(bytes), "\(path)")
    }
  }

  /// What may be in an installed file's place, and whether it is reused.
  enum Placed: String, CaseIterable, Sendable {
    case theFile, aLinkToIt, aFolderLinkOnTheWay, theVersionFolderALink, oneByteLonger, aSparseTerabyte, aFIFO
  }

  /// Only the file itself, reached through real folders and no longer than the manifest
  /// says, is reused: a link in its place or as any folder on its way (the version folder
  /// included) is never followed, a longer file is refused by its size before a byte is
  /// hashed (a sparse terabyte costs nothing), and a FIFO is never waited on.
  @Test(arguments: Placed.allCases)
  func onlyTheFileItselfWithinItsSizeIsReused(_ placed: Placed) throws {
    let folder = try TemporaryFolder("themepack-client-reuse")
    let logo = Array("logo 3x".utf8)
    try folder.write(
      TestServer.manifest(theme: "blue", version: "1.0.0", files: ["icons/logo@3x.png": logo]),
      to: "real/manifest.json")
    try folder.write(logo, to: "outside/icons/logo@3x.png")
    let place = folder.url.appendingPathComponent("real/icons/logo@3x.png")
    try FileManager.default.createDirectory(
      at: place.deletingLastPathComponent(), withIntermediateDirectories: true)
    var version = folder.url.appendingPathComponent("real")
    switch placed {
    case .theFile: try Data(logo).write(to: place)
    case .aLinkToIt:
      try FileManager.default.createSymbolicLink(
        atPath: place.path, withDestinationPath: folder.path("outside/icons/logo@3x.png"))
    case .aFolderLinkOnTheWay:
      try FileManager.default.removeItem(at: place.deletingLastPathComponent())
      try FileManager.default.createSymbolicLink(
        atPath: place.deletingLastPathComponent().path, withDestinationPath: folder.path("outside/icons"))
    case .theVersionFolderALink:
      try Data(logo).write(to: place)
      try FileManager.default.createSymbolicLink(atPath: folder.path("linked"), withDestinationPath: "real")
      version = folder.url.appendingPathComponent("linked")
    case .oneByteLonger: try Data(logo + [0]).write(to: place)
    case .aSparseTerabyte:
      let handle = try FileHandle(
        forWritingTo: {
          try Data(logo).write(to: place); return place
        }())
      try handle.truncate(atOffset: 1 << 40)
      try handle.close()
    case .aFIFO: #expect(mkfifo(place.path, 0o600) == 0)
    }
    let reuse = InstalledFileReuse(folder: version, maxNameBytes: 255)
    let expected: Set<String> = placed == .theFile ? [TestSHA256.hex(logo)] : []
    #expect(reuse.verified([TestSHA256.hex(logo): logo.count]) == expected, "\(placed)")
    // The new signed manifest's size decides, not the installed (unsigned) one's.
    #expect(reuse.verified([TestSHA256.hex(logo): logo.count + 1]).isEmpty, "\(placed)")
  }

  /// An installed folder replaced by a link (to a folder holding the very same files) is
  /// not followed by an update: its files are inflated from the package.
  @Test func aFolderLinkInTheInstalledVersionIsNotFollowed() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    let icons = root.url.appendingPathComponent("blue/1.0.0/icons")
    try FileManager.default.moveItem(at: icons, to: root.url.appendingPathComponent("elsewhere"))
    try FileManager.default.createSymbolicLink(
      atPath: icons.path, withDestinationPath: root.path("elsewhere"))
    server.sequence = 2
    try server.publish(version: "1.1.0")
    let (reused, outcome) = try await Self.update(root, server: server)
    #expect(outcome.version == "1.1.0")
    #expect(reused == ["button.dark.png", "button.dark@2x.png"])
  }

  @Test func aManifestNamingAPathOutsideItsVersionOffersNothing() throws {
    let folder = try TemporaryFolder("themepack-client-reuse")
    let files = ["../secret.png": Array("secret".utf8)]
    try folder.write(
      TestServer.manifest(theme: "blue", version: "1.0.0", files: files), to: "v/manifest.json")
    try folder.write(Array("secret".utf8), to: "secret.png")
    let reuse = InstalledFileReuse(folder: folder.url.appendingPathComponent("v"), maxNameBytes: 255)
    #expect(reuse.verified([TestSHA256.hex(Array("secret".utf8)): 6]).isEmpty)
  }
}
