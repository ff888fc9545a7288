import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `ThemeBackgroundFetcher`'s download tasks against real sockets (an ordinary session here:
/// Linux has no background sessions): the body arrives whole with progress, caps, statuses,
/// deadlines and cancellation hold as for the default fetcher, and an install runs through it.
@Suite("ThemeBackgroundFetcher", .ownThread)
struct BackgroundFetcherTests {
  static let megabyte = 1 << 20

  /// Fetches `url` into a new file in `folder`; the error, or nil and the file's size.
  static func fetch(
    _ url: URL, maxBytes: Int, timeout: Duration = .seconds(10), in folder: TemporaryFolder,
    received: (@Sendable (Int) -> Void)? = nil
  ) async -> (error: ThemeFetchError?, size: Int?) {
    let file = folder.url.appendingPathComponent("download-\(UUID().uuidString)")
    let request = ThemeFetchRequest(url: url, maxBytes: maxBytes, timeout: timeout, received: received)
    let size = { (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil }
    do {
      _ = try await ThemeBackgroundFetcher(identifier: "test-\(UUID())").fetch(request, into: file)
      return (nil, size())
    } catch {
      return (error, size())
    }
  }

  @Test func aBodyWithinTheCapArrivesWholeAndProgressIsHeard() async throws {
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let server = try MisbehavingServer(["/theme.zip": .bytes(bytes)])
    let folder = try TemporaryFolder("themepack-background")
    let file = folder.url.appendingPathComponent("theme.zip")
    let heard = ByteCountLog()
    let request = ThemeFetchRequest(
      url: server.url("/theme.zip"), maxBytes: bytes.count, timeout: .seconds(20),
      received: { heard.add($0) })
    let final = try await ThemeBackgroundFetcher(identifier: "test-whole").fetch(request, into: file)
    #expect(final == server.url("/theme.zip"))
    #expect(try [UInt8](Data(contentsOf: file)) == bytes)
    #expect(heard.values.last == bytes.count)
    #expect(heard.values == heard.values.sorted(), "counts only grow")
  }

  @Test func aDeclaredLengthOverTheCapIsRefused() async throws {
    let server = try MisbehavingServer(["/index.json": .zeros(size: 64 * Self.megabyte, declared: true)])
    let folder = try TemporaryFolder("themepack-background")
    let result = await Self.fetch(server.url("/index.json"), maxBytes: Self.megabyte, in: folder)
    #expect(result.error == .tooLarge(maxBytes: Self.megabyte))
    #expect(result.size == nil, "nothing was written to the destination")
  }

  @Test func anUndeclaredBodyOverTheCapStops() async throws {
    let server = try MisbehavingServer(["/index.json": .zeros(size: 64 * Self.megabyte, declared: false)])
    let folder = try TemporaryFolder("themepack-background")
    let result = await Self.fetch(server.url("/index.json"), maxBytes: Self.megabyte, in: folder)
    #expect(result.error == .tooLarge(maxBytes: Self.megabyte))
    #expect(result.size == nil)
  }

  @Test func anErrorStatusIsTheStatus() async throws {
    let server = try MisbehavingServer(["/index.json": .status(404)])
    let folder = try TemporaryFolder("themepack-background")
    let result = await Self.fetch(server.url("/index.json"), maxBytes: Self.megabyte, in: folder)
    #expect(result.error == .status(404))
  }

  @Test func aRedirectGivesTheFinalURLAndOneToAFileIsRefused() async throws {
    let target = try MisbehavingServer(["/themes/index.json": .bytes(Array("{}".utf8))])
    let server = try MisbehavingServer([
      "/index.json": .redirect(target.url("/themes/index.json")),
      "/local.json": .redirect(URL(fileURLWithPath: "/etc/hostname")),
    ])
    let folder = try TemporaryFolder("themepack-background")
    let file = folder.url.appendingPathComponent("index.json")
    let request = ThemeFetchRequest(url: server.url("/index.json"), maxBytes: 100, timeout: .seconds(10))
    let final = try await ThemeBackgroundFetcher(identifier: "test-redirect").fetch(request, into: file)
    #expect(final == target.url("/themes/index.json"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "{}")
    // FoundationNetworking here asks the same server for the path instead (a 404); on Apple
    // platforms the delegate refuses such a redirect, or (a background session follows
    // redirects without asking) the final URL is refused. Either way the device's own file
    // is never read into the destination.
    let local = await Self.fetch(server.url("/local.json"), maxBytes: 100, in: folder)
    #expect(local.error != nil)
    #expect(local.size == nil)
  }

  @Test func aStalledServerIsCutOffAtTheDeadline() async throws {
    let server = try MisbehavingServer(["/index.json": .stall])
    let folder = try TemporaryFolder("themepack-background")
    let result = await Self.fetch(
      server.url("/index.json"), maxBytes: Self.megabyte, timeout: .seconds(1), in: folder)
    #expect(result.error == .timedOut(.seconds(1)))
  }

  @Test func theDestinationIsNeverWrittenOverAFile() async throws {
    let server = try MisbehavingServer(["/index.json": .bytes(Array("{}".utf8))])
    let folder = try TemporaryFolder("themepack-background")
    let file = folder.url.appendingPathComponent("taken")
    try Data("mine".utf8).write(to: file)
    let request = ThemeFetchRequest(url: server.url("/index.json"), maxBytes: 100, timeout: .seconds(10))
    await #expect(throws: ThemeFetchError.self) {
      try await ThemeBackgroundFetcher(identifier: "test-taken").fetch(request, into: file)
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
  }

  @Test(arguments: ["ftp://127.0.0.1/index.json", "data:,x"])
  func aURLThatIsNeitherHTTPNorAFileIsRefused(_ text: String) async throws {
    let folder = try TemporaryFolder("themepack-background")
    let result = await Self.fetch(try #require(URL(string: text)), maxBytes: 100, in: folder)
    #expect(result.error == .failed("the URL is neither http(s) nor file"))
  }

  @Test func anInstallRunsThroughIt() async throws {
    var server = try TestServer()
    try server.publish(version: "1.0.0")
    let http = try LoopbackFileServer(serving: server.folder.url)
    let root = try TemporaryFolder("themepack-client-root")
    let installer = ThemeInstaller(
      root: root.url, publicKeys: [ThemePublicKey(rawRepresentation: TestSigner(seed: 7).publicKey)!],
      fetcher: ThemeBackgroundFetcher(identifier: "test-install"), timeout: .seconds(600))
    let outcome = try await installer.install(indexURL: http.url("index.json"), theme: "blue")
    #expect(outcome.version == "1.0.0")
    #expect(ThemeLibrary(root: root.url).currentVersion(of: "blue") == "1.0.0")
  }
}

/// The system's completion handler for a background session's events is called once they
/// are delivered, whichever of the two comes first.
@Suite("ThemeBackgroundFetcher's events", .ownThread)
struct BackgroundEventsTests {
  @Test(arguments: [true, false])
  func theCompletionHandlerIsCalledOnce(eventsFirst: Bool) async throws {
    let downloads = BackgroundDownloads()
    let calls = ByteCountLog()
    if eventsFirst { downloads.urlSessionDidFinishEvents(forBackgroundURLSession: URLSession.shared) }
    downloads.handleEvents { calls.add(1) }
    if !eventsFirst { downloads.urlSessionDidFinishEvents(forBackgroundURLSession: URLSession.shared) }
    downloads.urlSessionDidFinishEvents(forBackgroundURLSession: URLSession.shared)
    // The call is queued on the main queue, which other @MainActor suites can hold for seconds
    // on a loaded machine: wait up to 30 s for it, then long enough for a second one.
    for _ in 0..<3000 where calls.values.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
    try await Task.sleep(for: .milliseconds(100))
    #expect(calls.values == [1])
  }
}

/// The byte counts a download's `received` heard, from any thread.
final class ByteCountLog: @unchecked Sendable {
  private let lock = NSLock()
  private var heard: [Int] = []
  func add(_ value: Int) { lock.withLock { heard.append(value) } }
  var values: [Int] { lock.withLock { heard } }
}
