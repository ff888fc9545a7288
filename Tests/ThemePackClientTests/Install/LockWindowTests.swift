import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

/// The root's lock is held for each call's own work only (issue 46): an install gives it up
/// while its package downloads, so a `remove` does not wait for a whole download, and a
/// cleanup never takes a download that is still being written.
@Suite("the root's lock is not held across a download")
struct LockWindowTests {
  /// Serves the index from disk, and the package only once `open` is called.
  final class GatedFetcher: ThemeFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var opened = false
    private var waiting = false

    var isWaiting: Bool { lock.withLock { waiting } }
    func open() { lock.withLock { opened = true } }

    func fetch(_ request: ThemeFetchRequest, into destination: URL) async throws(ThemeFetchError) -> URL {
      if request.url.pathExtension == "zip" {
        lock.withLock { waiting = true }
        while !lock.withLock({ opened }) {
          do { try await Task.sleep(for: .milliseconds(10)) } catch { throw .cancelled }
        }
      }
      return try await URLSessionFetcher().fetch(request, into: destination)
    }
  }

  @Test func aRemoveDuringAnotherThemesDownloadDoesNotWaitForIt() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(theme: "red", version: "2.0.0")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "red")
    try server.publish(version: "1.0.0")
    let gate = GatedFetcher()
    let keys = [ThemePublicKey(rawRepresentation: TestSigner(seed: 7).publicKey)!]
    let installer = ThemeInstaller(root: root.url, publicKeys: keys, fetcher: gate)
    let index = server.indexURL
    let install = Task { try await installer.install(indexURL: index, theme: "blue") }
    while !gate.isWaiting { try await Task.sleep(for: .milliseconds(10)) }

    // The install is mid-download: a remove with a one-second patience still gets the lock.
    let remover = ThemeInstaller(root: root.url, publicKeys: [], timeout: .seconds(1))
    let removal = try await remover.remove(theme: "red")
    #expect(removal.current == "2.0.0")
    // And a cleanup under the lock (another install's) leaves the live download alone.
    let state = root.url.appendingPathComponent(".themepack")
    let names = try FileManager.default.contentsOfDirectory(atPath: state.path)
    #expect(names.contains { $0.hasPrefix("download-") && $0.hasSuffix(".lock") }, "\(names)")
    _ = ThemeLibrary(root: root.url).cleanLeftovers(InstallRecord())
    #expect(try FileManager.default.contentsOfDirectory(atPath: state.path).sorted() == names.sorted())

    gate.open()
    let outcome = try await install.value
    #expect(outcome.version == "1.0.0" && outcome.changed)
    #expect(try ThemeLibrary(root: root.url).installedThemes().map(\.theme) == ["blue"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: state.path).sorted() == [
        "accepted.json", "installed.json",
      ])
  }

  @Test func aDownloadItsOwnerLeftBehindIsCleanedByTheNextInstall() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    // What a kill during a download leaves: the file and its lock file, nobody holding it.
    try root.write("half a zip", to: ".themepack/download-1234.zip")
    try root.write("", to: ".themepack/download-1234.lock")
    try root.write("half a zip", to: ".themepack/download-5678.zip")
    _ = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: "blue")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.path(".themepack")).sorted() == [
        "accepted.json", "installed.json",
      ])
  }
}
