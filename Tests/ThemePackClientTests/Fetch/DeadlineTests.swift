import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// `timeout` is the whole install's (issue 46): each download is given what is left of it,
/// not a fresh `timeout` of its own, so three slow downloads cannot take three times it.
@Suite("the timeout bounds the whole install")
struct DeadlineTests {
  /// Passes every request to the file fetcher and keeps the timeout each was given.
  final class RecordingFetcher: ThemeFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [(String, Duration)] = []

    var timeouts: [(file: String, timeout: Duration)] { lock.withLock { seen } }

    func fetch(_ request: ThemeFetchRequest, into destination: URL) async throws(ThemeFetchError) -> URL {
      lock.withLock { seen.append((request.url.lastPathComponent, request.timeout)) }
      return try await URLSessionFetcher().fetch(request, into: destination)
    }
  }

  @Test func eachDownloadGetsWhatIsLeftOfTheOneDeadline() async throws {
    var server = try TestServer()
    try server.publish(version: "1.0.0")
    let fetcher = RecordingFetcher()
    let installer = ThemeInstaller(
      root: try TemporaryFolder("themepack-client-root").url,
      publicKeys: [ThemePublicKey(rawRepresentation: TestSigner(seed: 7).publicKey)!], fetcher: fetcher,
      timeout: .seconds(30))
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    let timeouts = fetcher.timeouts
    #expect(timeouts.map(\.file) == ["index.json", "index.json.sig", "app-blue-1.0.0.zip"])
    #expect(timeouts.allSatisfy { $0.timeout <= .seconds(30) && $0.timeout > .zero })
    // Time passes between the requests: each is given strictly less than the one before.
    #expect(zip(timeouts, timeouts.dropFirst()).allSatisfy { $0.timeout > $1.timeout }, "\(timeouts)")
  }

  @Test func aDeadlineAlreadyPastFetchesNothingAndSaysSo() async throws {
    var server = try TestServer()
    try server.publish(version: "1.0.0")
    let fetcher = RecordingFetcher()
    let root = try TemporaryFolder("themepack-client-root")
    let installer = ThemeInstaller(
      root: root.url, publicKeys: [ThemePublicKey(rawRepresentation: TestSigner(seed: 7).publicKey)!],
      fetcher: fetcher, timeout: .zero)
    await #expect {
      _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    } throws: { error in
      guard let error = error as? ThemeInstallError else { return false }
      return error.kind == .timedOut || error.kind == .busy
    }
    #expect(fetcher.timeouts.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path).isEmpty)
  }
}
