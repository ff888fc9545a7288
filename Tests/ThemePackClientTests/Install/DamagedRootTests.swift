import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The root as it is, not as the installer left it (issue 46, cases 3 and 4): a damaged
/// `current` in every kind, FIFOs where files belong, a linked root, an unreadable root and
/// a current version whose files changed.
@Suite("the install root as it is: damaged pointers, FIFOs, links")
struct DamagedRootTests {
  /// `blue` 1.0.0 then 1.1.0 installed (1.0.0 kept), and `red` 2.0.0 published.
  static func installedBlue() async throws -> (TestServer, TemporaryFolder) {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    try server.publish(version: "1.1.0")
    try server.publish(theme: "red", version: "2.0.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    return (server, root)
  }

  static func makeFIFO(_ path: String) throws {
    try #require(mkfifo(path, 0o644) == 0, "mkfifo '\(path)'")
  }

  /// What `current` can be when something other than the installer wrote it.
  static let pointerKinds: [String] = ["empty", "garbage", "missing folder", "folder", "FIFO", "link"]

  static func damage(_ kind: String, pointer: String) throws {
    try FileManager.default.removeItem(atPath: pointer)
    switch kind {
    case "empty": try Data().write(to: URL(fileURLWithPath: pointer))
    case "garbage": try Data([0xFF, 0x00, 0x0A]).write(to: URL(fileURLWithPath: pointer))
    case "missing folder": try Data("9.9.9\n".utf8).write(to: URL(fileURLWithPath: pointer))
    case "folder":
      try FileManager.default.createDirectory(atPath: pointer, withIntermediateDirectories: false)
    case "FIFO": try makeFIFO(pointer)
    default: try FileManager.default.createSymbolicLink(atPath: pointer, withDestinationPath: "1.1.0")
    }
  }

  @Test(arguments: pointerKinds)
  func aDamagedPointerIsReportedNeverPrunesAndLetsNothingOlderIn(kind: String) async throws {
    let (server, root) = try await Self.installedBlue()
    try Self.damage(kind, pointer: root.path("blue/current"))
    let library = ThemeLibrary(root: root.url)
    #expect(library.currentVersion(of: "blue") == nil)
    let problem = try #require(library.pointerProblem(of: "blue"))
    #expect(problem.hasPrefix("'\(root.path("blue/current"))' ") && !problem.contains("\n"), "\(problem)")
    #expect(try library.damagedThemes().map(\.theme) == ["blue"])

    // Installing another theme leaves every version folder of the damaged one.
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "red")
    #expect(library.versions(of: "blue").sorted() == ["1.0.0", "1.1.0"], "nothing pruned")

    // An older version does not get in through the damage.
    await #expect {
      _ = try await InstallTests.installer(root).install(
        indexURL: server.indexURL, theme: "blue", version: "1.0.0")
    } throws: { error in
      let kind = (error as? ThemeInstallError)?.kind
      return kind == .downgrade || kind == .unsafeRoot
    }
    #expect(library.versions(of: "blue").sorted() == ["1.0.0", "1.1.0"])

    // The next install of that theme repairs the pointer (a folder is not the installer's
    // to replace: refused, naming it).
    let repair = await InstallSafetyTests.attempt {
      try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    }
    if kind == "folder" {
      #expect(throws: ThemeInstallError.self) { try repair.get() }
      #expect(library.versions(of: "blue").sorted() == ["1.0.0", "1.1.0"])
    } else {
      #expect(try repair.get().version == "1.1.0" && repair.get().changed)
      try InstallSafetyTests.expectWhole(root, theme: "blue", version: "1.1.0", count: 0)
      #expect(try library.installedThemes().first { $0.theme == "blue" }?.versions == ["1.0.0", "1.1.0"])
    }
  }

  @Test(arguments: ["installed.json", "accepted.json"])
  func aFIFOInTheStateFolderIsRefusedAtOnceInOneLine(name: String) async throws {
    let (server, root) = try await Self.installedBlue()
    let path = root.path(".themepack/\(name)")
    try FileManager.default.removeItem(atPath: path)
    try Self.makeFIFO(path)
    await #expect {
      _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "red")
    } throws: { error in
      guard let error = error as? ThemeInstallError else { return false }
      return error.kind == .unsafeRoot
        && error.message.hasSuffix("'\(path)': it is a FIFO, not a regular file")
    }
    if name == "installed.json" {
      #expect(throws: ThemeInstallError.self) { _ = try ThemeLibrary(root: root.url).installedThemes() }
    }
    #expect(ThemeLibrary(root: root.url).currentVersion(of: "red") == nil)
  }

  @Test func aFIFOAsTheIndexIsRefusedAtOnce() async throws {
    let folder = try TemporaryFolder()
    try Self.makeFIFO(folder.path("index.json"))
    let root = try TemporaryFolder("themepack-client-root")
    await #expect {
      _ = try await InstallTests.installer(root).install(
        indexURL: folder.url.appendingPathComponent("index.json"), theme: "blue")
    } throws: { error in
      guard let error = error as? ThemeInstallError else { return false }
      return error.kind == .fetchFailed && error.message.hasSuffix("it is a FIFO, not a regular file")
    }
  }

  @Test func aRootThatIsALinkToAFolderIsInstalledInto() async throws {
    var server = try TestServer()
    let place = try TemporaryFolder("themepack-client-root")
    try FileManager.default.createDirectory(atPath: place.path("real"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: place.path("linked"), withDestinationPath: "real")
    try server.publish(version: "1.0.0")
    let linked = URL(fileURLWithPath: place.path("linked"))
    let installer = ThemeInstaller(
      root: linked, publicKeys: [ThemePublicKey(rawRepresentation: TestSigner(seed: 7).publicKey)!])
    #expect(try await installer.install(indexURL: server.indexURL, theme: "blue").changed)
    #expect(
      ThemeLibrary(root: URL(fileURLWithPath: place.path("real"))).currentVersion(of: "blue") == "1.0.0")
    #expect(try ThemeLibrary(root: linked).installedThemes().map(\.theme) == ["blue"])
  }

  @Test func aRootThatCannotBeListedIsAnErrorNotAnEmptyRoot() throws {
    let folder = try TemporaryFolder()
    try folder.write("not a folder", to: "root")
    #expect {
      _ = try ThemeLibrary(root: URL(fileURLWithPath: folder.path("root"))).installedThemes()
    } throws: { error in
      guard let error = error as? ThemeInstallError else { return false }
      return error.kind == .io && error.message.hasPrefix("cannot list the install root '")
        && !error.message.contains("Error Domain")
    }
  }

  @Test func theCurrentVersionWithAChangedFileIsMendedByInstallingItAgain() async throws {
    let (server, root) = try await Self.installedBlue()
    try root.write("spoiled", to: "blue/1.1.0/button.png")
    try FileManager.default.removeItem(atPath: root.path("blue/1.1.0/icons/logo@3x.png"))
    let again = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(again.changed && again.version == "1.1.0")
    try InstallSafetyTests.expectWhole(root, theme: "blue", version: "1.1.0", count: 0)
    let still = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(!still.changed, "a whole current version is left as it is")
  }

  @Test func aVersionCaughtHalfDeletedIsNeverListedAndItsLeftoversGo() async throws {
    let (server, root) = try await Self.installedBlue()
    // What a kill inside a prune leaves: the version moved out whole, partly deleted.
    try root.write("half", to: ".themepack/trash-1234/button.png")
    try FileManager.default.removeItem(atPath: root.path("blue/1.0.0"))
    let library = ThemeLibrary(root: root.url)
    #expect(
      try library.installedThemes() == [InstalledTheme(theme: "blue", current: "1.1.0", versions: ["1.1.0"])])
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "red")
    let state = try FileManager.default.contentsOfDirectory(atPath: root.path(".themepack")).sorted()
    #expect(state == ["accepted.json", "installed.json"])
  }

  @Test func aThemeFolderBrieflyALinkKeepsItsRecordSoItsOldVersionsArePrunedLater() async throws {
    var (server, root) = try await Self.installedBlue()
    try FileManager.default.moveItem(atPath: root.path("blue"), toPath: root.path("away"))
    try FileManager.default.createSymbolicLink(atPath: root.path("blue"), withDestinationPath: "away")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "red")
    try FileManager.default.removeItem(atPath: root.path("blue"))
    try FileManager.default.moveItem(atPath: root.path("away"), toPath: root.path("blue"))
    server.sequence = 2
    try server.publish(version: "1.2.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path("blue")).sorted()
    #expect(names == ["1.1.0", "1.2.0", "current"], "1.0.0 pruned as the record still knew it")
  }
}
