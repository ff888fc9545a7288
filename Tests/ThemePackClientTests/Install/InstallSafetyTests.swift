import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

/// The installer as an app runs it: installs racing into one root, links planted in the
/// root, hostile names asked of the store, and the order of syncs before the switch.
@Suite("ThemeInstaller is safe under concurrency, links and crashes")
struct InstallSafetyTests {
  /// A package of `count` files, so that an install takes long enough for another to race it.
  static func files(_ version: String, count: Int) -> [String: [UInt8]] {
    var files = TestServer.files(version)
    for number in 0..<count {
      files["icons/extra\(number)@2x.png"] = Array("extra \(number) \(version)".utf8)
    }
    return files
  }

  static func publish(_ server: inout TestServer, theme: String, version: String, count: Int = 300) throws {
    let files = Self.files(version, count: count)
    try server.publish(
      TestServer.package(theme: theme, version: version, files: files, signer: server.signer), theme: theme,
      version: version)
  }

  /// Every file of the current version of `theme` is the one its package held.
  static func expectWhole(_ root: TemporaryFolder, theme: String, version: String, count: Int = 300) throws {
    let library = ThemeLibrary(root: root.url)
    #expect(library.currentVersion(of: theme) == version)
    let folder = library.folder(theme: theme, version: version)
    for (path, bytes) in Self.files(version, count: count) {
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
      #expect(data == Data(bytes), "\(theme) \(version) \(path)")
    }
  }

  static func attempt(
    _ body: () async throws -> ThemeInstaller.Outcome
  ) async -> Result<ThemeInstaller.Outcome, ThemeInstallError> {
    do {
      return .success(try await body())
    } catch {
      return .failure(
        (error as? ThemeInstallError) ?? ThemeInstallError(.io, "not an install error: \(error)"))
    }
  }

  @Test(arguments: 0..<4) func racingInstallsLeaveEveryThemeWholeAndNeverDowngrade(round: Int) async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try Self.publish(&server, theme: "blue", version: "1.0.0")
    try Self.publish(&server, theme: "blue", version: "1.1.0")
    try Self.publish(&server, theme: "red", version: "2.0.0")
    let installer = InstallTests.installer(root)
    let index = server.indexURL
    // The older version starts first in odd rounds, second in even ones.
    let order = round % 2 == 0 ? ["1.1.0", "1.0.0"] : ["1.0.0", "1.1.0"]
    async let first = Self.attempt {
      try await installer.install(indexURL: index, theme: "blue", version: order[0])
    }
    async let second = Self.attempt {
      try await installer.install(indexURL: index, theme: "blue", version: order[1])
    }
    async let other = Self.attempt { try await installer.install(indexURL: index, theme: "red") }
    let results = await [first, second, other]
    for result in results {
      if case .failure(let error) = result {
        #expect(error.kind == .downgrade, "only the older one may be refused, as a downgrade: \(error)")
      }
    }
    #expect(try results[2].get().version == "2.0.0")
    try Self.expectWhole(root, theme: "blue", version: "1.1.0")
    try Self.expectWhole(root, theme: "red", version: "2.0.0")
    let staged = try FileManager.default.contentsOfDirectory(atPath: root.path(".themepack"))
    #expect(staged.sorted() == ["accepted.json", "installed.json"])
  }

  @Test func aSecondInstallIsBusyWhileTheRootIsLocked() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    let held = try await InstallRootLock.take(root.url, wait: .seconds(1))
    var installer = InstallTests.installer(root)
    installer.timeout = .milliseconds(300)
    let before = FolderSnapshot(root.url.path)
    let busy = await #expect(throws: ThemeInstallError.self) {
      _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    }
    #expect(busy?.kind == .busy, "\(String(describing: busy))")
    #expect(FolderSnapshot(root.url.path) == before)
    held.release()
    #expect(try await installer.install(indexURL: server.indexURL, theme: "blue").version == "1.0.0")
  }

  @Test func aLinkedThemeFolderIsRefusedAndTheOutsideUntouched() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    let outside = try TemporaryFolder("themepack-client-outside")
    try outside.write("the app's own", to: "0.9.0/keep.txt")
    try FileManager.default.createSymbolicLink(
      at: root.url.appendingPathComponent("blue"), withDestinationURL: outside.url)
    try server.publish(version: "1.0.0")
    let before = (FolderSnapshot(root.url.path), FolderSnapshot(outside.url.path))
    let error = await #expect(throws: ThemeInstallError.self) {
      _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    }
    #expect(error?.kind == .unsafeRoot, "\(String(describing: error))")
    #expect(error?.message.contains("symbolic link") == true, "\(String(describing: error))")
    #expect((FolderSnapshot(root.url.path), FolderSnapshot(outside.url.path)) == before)
  }

  @Test(arguments: ["../victim", "..", "blue/../red", ".themepack", String(repeating: "x", count: 65_535)])
  func theStoreNeverOpensANameOutsideTheRoot(name: String) throws {
    let root = try TemporaryFolder("themepack-client-root")
    let error = #expect(throws: ThemeInstallError.self) {
      _ = try ThemeContent.open(name, in: ThemeLibrary(root: root.url.appendingPathComponent("themes")))
    }
    #expect(error?.kind == .notInstalled)
    #expect((error?.message.count ?? .max) < 400, "names are cut in messages")
  }

  @Test func aLinkedVersionFolderIsNotServed() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    let outside = try TemporaryFolder("themepack-client-outside")
    try outside.write("{}", to: "manifest.json")
    try FileManager.default.createSymbolicLink(
      at: root.url.appendingPathComponent("blue/6.6.6"), withDestinationURL: outside.url)
    try root.write("6.6.6\n", to: "blue/current")
    let error = #expect(throws: ThemeInstallError.self) {
      _ = try ThemeContent.open("blue", in: ThemeLibrary(root: root.url))
    }
    #expect(error?.kind == .notInstalled)
  }

  @Test func everyExtractedFileIsSyncedBeforeThePointerSwitches() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try Self.publish(&server, theme: "blue", version: "1.0.0", count: 20)
    var installer = InstallTests.installer(root)
    let log = FileEventLog()
    installer.fileEvents = log
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    let events = log.events
    let switchAt = try #require(events.firstIndex(of: .switchedPointer("blue")))
    let synced = Set(
      events[..<switchAt].compactMap { if case .syncedFile(let path) = $0 { path } else { nil } })
    let expected = Set(Self.files("1.0.0", count: 20).keys).union(["manifest.json", "manifest.json.sig"])
    #expect(synced == expected)
    #expect(events[..<switchAt].contains(.syncedFolder))
  }

  /// The replay floor is saved before the pointer switches and never after (issue 46): a
  /// failure to save it cannot turn an installed version into an exit 1.
  @Test func theAcceptedIndexIsSavedBeforeTheSwitchAndNeverAfter() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    server.sequence = 5
    try server.publish(version: "1.1.0")
    var installer = InstallTests.installer(root)
    let log = FileEventLog()
    installer.fileEvents = log
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    let events = log.events
    let saved = try #require(events.firstIndex(of: .savedAcceptedIndex(5)))
    let switched = try #require(events.firstIndex(of: .switchedPointer("blue")))
    #expect(saved < switched)
    #expect(!events[switched...].contains { if case .savedAcceptedIndex = $0 { true } else { false } })
  }

  @Test func cancellingBeforeTheSwitchChangesNothing() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    server.sequence = 2
    try Self.publish(&server, theme: "blue", version: "1.1.0", count: 2000)
    let before = FolderSnapshot(root.url.path)
    let installer = InstallTests.installer(root)
    let index = server.indexURL
    let task = Task { await Self.attempt { try await installer.install(indexURL: index, theme: "blue") } }
    task.cancel()
    let error = try #require(await task.value.failure)
    #expect(error.kind == .cancelled, "\(error)")
    #expect(FolderSnapshot(root.url.path) == before)
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
