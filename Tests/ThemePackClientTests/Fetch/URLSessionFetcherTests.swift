import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// The default fetcher against real sockets that misbehave: it writes what arrives to the
/// file as it arrives, refuses a body over the cap (declared or not) without reading it, ends
/// any exchange at its deadline however slowly bytes come, and says why in words.
@Suite("URLSessionFetcher streams with caps and deadlines", .ownThread)
struct URLSessionFetcherTests {
  static let megabyte = 1 << 20

  /// Fetches `url` into a new file in `folder`; the error, or nil and the file's size.
  static func fetch(
    _ url: URL, maxBytes: Int, timeout: Duration = .seconds(10), in folder: TemporaryFolder
  ) async -> (error: ThemeFetchError?, finalURL: URL?, size: Int?) {
    let file = folder.url.appendingPathComponent("download-\(UUID().uuidString)")
    let request = ThemeFetchRequest(url: url, maxBytes: maxBytes, timeout: timeout)
    let size = { (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil }
    do {
      let final = try await URLSessionFetcher().fetch(request, into: file)
      return (nil, final, size())
    } catch {
      return (error, nil, size())
    }
  }

  @Test func aBodyWithinTheCapArrivesWhole() async throws {
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let server = try MisbehavingServer(["/theme.zip": .bytes(bytes)])
    let folder = try TemporaryFolder("themepack-fetch")
    let file = folder.url.appendingPathComponent("theme.zip")
    let request = ThemeFetchRequest(
      url: server.url("/theme.zip"), maxBytes: bytes.count, timeout: .seconds(10))
    let final = try await URLSessionFetcher().fetch(request, into: file)
    #expect(final == server.url("/theme.zip"))
    #expect(try [UInt8](Data(contentsOf: file)) == bytes)
  }

  @Test func aDeclaredLengthOverTheCapIsRefusedBeforeTheBody() async throws {
    let server = try MisbehavingServer(["/index.json": .zeros(size: 256 * Self.megabyte, declared: true)])
    let folder = try TemporaryFolder("themepack-fetch")
    let result = await Self.fetch(server.url("/index.json"), maxBytes: 8 * Self.megabyte, in: folder)
    #expect(result.error == .tooLarge(maxBytes: 8 * Self.megabyte))
    #expect((result.size ?? 0) == 0, "nothing of the body is kept")
    server.stop()
    #expect(
      server.bodyBytesSent < 16 * Self.megabyte,
      "the transfer stopped early: \(server.bodyBytesSent) bytes sent")
  }

  @Test func anUndeclaredBodyOverTheCapStopsAtTheCap() async throws {
    let server = try MisbehavingServer(["/index.json.sig": .zeros(size: 256 * Self.megabyte, declared: false)]
    )
    let folder = try TemporaryFolder("themepack-fetch")
    let result = await Self.fetch(server.url("/index.json.sig"), maxBytes: Self.megabyte, in: folder)
    #expect(result.error == .tooLarge(maxBytes: Self.megabyte))
    #expect((result.size ?? 0) <= Self.megabyte, "the file never holds more than the cap")
    server.stop()
    #expect(
      server.bodyBytesSent < 16 * Self.megabyte,
      "the transfer stopped early: \(server.bodyBytesSent) bytes sent")
  }

  @Test(arguments: [
    MisbehavingServer.Behaviour.stall, .trickle(size: 1000, interval: 0.5),
  ])
  func aSlowServerIsCutOffAtTheDeadline(_ behaviour: MisbehavingServer.Behaviour) async throws {
    let server = try MisbehavingServer(["/index.json": behaviour])
    let folder = try TemporaryFolder("themepack-fetch")
    let started = ContinuousClock.now
    let result = await Self.fetch(
      server.url("/index.json"), maxBytes: Self.megabyte, timeout: .seconds(2), in: folder)
    // The trickle sends a byte every half second, so a timeout on idle time alone would never
    // end it (500 s). The time is the server's: when the client closed the connection (this
    // task itself may resume late while the process's other suites hold its threads).
    #expect(result.error == .timedOut(.seconds(2)))
    let ended = try #require(await server.answerEnded("/index.json"))
    #expect(ended - started < .seconds(4), "closed at the deadline: after \(ended - started)")
  }

  @Test func anErrorStatusIsTheStatus() async throws {
    let server = try MisbehavingServer(["/index.json": .status(503)])
    let folder = try TemporaryFolder("themepack-fetch")
    let result = await Self.fetch(server.url("/index.json"), maxBytes: Self.megabyte, in: folder)
    #expect(result.error == .status(503))
    #expect(result.error?.description == "the server answers HTTP 503")
  }

  /// Answers that are no HTTP/1.x response are said to be so, not "not http(s)" (issue 46).
  @Test(arguments: [
    Array("just some bytes, no status line\n".utf8), Array("HTTP/1.1 100 Continue\r\n\r\n".utf8),
    Array("\u{0}\u{1}\u{2}garbage".utf8),
  ])
  func anAnswerThatIsNotHTTPIsNamedSo(answer: [UInt8]) async throws {
    let server = try MisbehavingServer(["/index.json": .raw(answer)])
    let folder = try TemporaryFolder("themepack-fetch")
    let result = await Self.fetch(server.url("/index.json"), maxBytes: Self.megabyte, in: folder)
    let words = result.error?.description ?? "no error"
    #expect(!words.contains("http(s)"), "\(words)")
    #expect(
      words == "the server's answer is not valid HTTP"
        || words == "the server closed the connection without answering", "\(words)")
  }

  @Test func aRedirectGivesTheFinalURL() async throws {
    let target = try MisbehavingServer(["/themes/index.json": .bytes(Array("{}".utf8))])
    let server = try MisbehavingServer(["/index.json": .redirect(target.url("/themes/index.json"))])
    let folder = try TemporaryFolder("themepack-fetch")
    let result = await Self.fetch(server.url("/index.json"), maxBytes: Self.megabyte, in: folder)
    #expect(result.error == nil)
    #expect(result.finalURL == target.url("/themes/index.json"))
    #expect(result.size == 2)
  }

  /// A redirect's own page (a kilobyte, as servers write one) does not count against the cap
  /// of what it points to: a 256-byte signature behind it arrives.
  @Test func aRedirectsPageDoesNotCountAgainstTheCap() async throws {
    let signature = Array(repeating: UInt8(ascii: "A"), count: 88)
    let target = try MisbehavingServer(["/index.json.sig": .bytes(signature)])
    let server = try MisbehavingServer(["/index.json.sig": .redirect(target.url("/index.json.sig"))])
    let folder = try TemporaryFolder("themepack-fetch")
    let result = await Self.fetch(server.url("/index.json.sig"), maxBytes: 256, in: folder)
    #expect(result.error == nil && result.size == 88)
  }

  @Test(arguments: ["ftp://127.0.0.1/index.json", "127.0.0.1/index.json", "data:,x"])
  func aURLThatIsNeitherHTTPNorAFileIsRefused(_ text: String) async throws {
    let folder = try TemporaryFolder("themepack-fetch")
    let result = await Self.fetch(try #require(URL(string: text)), maxBytes: 100, in: folder)
    #expect(result.error == .failed("the URL is neither http(s) nor file"))
    #expect(result.size == nil, "nothing was created")
  }

  @Test func aRefusedConnectionIsOneLineOfWords() async throws {
    let server = try MisbehavingServer([:])
    let url = server.url("/index.json")
    server.stop()
    let folder = try TemporaryFolder("themepack-fetch")
    let result = await Self.fetch(url, maxBytes: Self.megabyte, in: folder)
    #expect(result.error == .failed("the connection was refused"))
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @Test func cancellingTheTaskStopsTheFetchAtOnce() async throws {
    // The fetch and the test's waiting run on a thread of their own, and a fetch that ends
    // before the server has read its request is tried again: a full run on two cores has held
    // tasks on the shared pool back for minutes, and an attempt that never reaches the server
    // says nothing about cancelling.
    let executor = DedicatedThreadExecutor()
    defer { executor.finish() }
    try await withTaskExecutorPreference(executor) {
      var missed: [String] = []
      for _ in 1...3 {
        let server = try MisbehavingServer(["/theme.zip": .stall])
        defer { server.stop() }
        let folder = try TemporaryFolder("themepack-fetch")
        let finished = FinishedFlag()
        let fetch = Task(executorPreference: executor) {
          defer { finished.set() }
          return await Self.fetch(
            server.url("/theme.zip"), maxBytes: Self.megabyte, timeout: .seconds(60), in: folder)
        }
        let waitEnd = ContinuousClock.now + .seconds(120)
        while !server.requested.contains("/theme.zip"), !finished.isSet, ContinuousClock.now < waitEnd {
          try await Task.sleep(for: .milliseconds(20))
        }
        guard server.requested.contains("/theme.zip") else {
          fetch.cancel()
          missed.append("\(await fetch.value.error.map { "\($0)" } ?? "no error") before the server read it")
          continue
        }
        let cancelled = ContinuousClock.now
        fetch.cancel()
        let result = await fetch.value
        #expect(result.error == .cancelled)
        let ended = try #require(await server.answerEnded("/theme.zip"))
        #expect(ended - cancelled < .seconds(3), "closed within a second or so: after \(ended - cancelled)")
        return
      }
      Issue.record("no attempt reached the server: \(missed)")
    }
  }

  /// The progress callback runs with no lock of the download held: while one blocks (an
  /// app's `main.sync` waiting on a busy main thread), cancelling returns at once and ends the
  /// fetch when the callback returns. Under the lock, `cancel()` would wait the callback out.
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @Test func aBlockingProgressCallbackDoesNotHoldUpCancelling() async throws {
    let executor = DedicatedThreadExecutor()
    defer { executor.finish() }
    try await withTaskExecutorPreference(executor) {
      let server = try MisbehavingServer(["/theme.zip": .trickle(size: 1000, interval: 0.05)])
      defer { server.stop() }
      let folder = try TemporaryFolder("themepack-fetch")
      let gate = BlockingCallback(holdFor: 5)
      let request = ThemeFetchRequest(
        url: server.url("/theme.zip"), maxBytes: Self.megabyte, timeout: .seconds(60), received: gate.called)
      let file = folder.url.appendingPathComponent("download")
      let fetch = Task(executorPreference: executor) { () -> ThemeFetchError? in
        do throws(ThemeFetchError) {
          _ = try await URLSessionFetcher().fetch(request, into: file)
          return nil
        } catch {
          return error
        }
      }
      let waitEnd = ContinuousClock.now + .seconds(120)
      while !gate.entered, ContinuousClock.now < waitEnd { try await Task.sleep(for: .milliseconds(20)) }
      try #require(gate.entered, "the first byte arrived and the callback was called")
      let cancelling = ContinuousClock.now
      fetch.cancel()
      let took = ContinuousClock.now - cancelling
      gate.release()
      #expect(took < .seconds(1), "cancel() returned while the callback blocked: after \(took)")
      #expect(await fetch.value == .cancelled)
    }
  }

  @Test func theDestinationIsNeverWrittenThroughALinkOrOverAFile() async throws {
    let server = try MisbehavingServer(["/index.json": .bytes(Array("{}".utf8))])
    let folder = try TemporaryFolder("themepack-fetch")
    try folder.write(Array("keep".utf8), to: "victim")
    let victim = folder.url.appendingPathComponent("victim")
    let link = folder.url.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
    for destination in [link, victim] {
      let request = ThemeFetchRequest(url: server.url("/index.json"), maxBytes: 100, timeout: .seconds(10))
      await #expect(throws: ThemeFetchError.self) {
        try await URLSessionFetcher().fetch(request, into: destination)
      }
    }
    #expect(try Data(contentsOf: victim) == Data("keep".utf8))
  }

  @Test func aLocalFileOverTheCapIsRefused() async throws {
    let folder = try TemporaryFolder("themepack-fetch")
    try folder.write([UInt8](repeating: 1, count: 3 * Self.megabyte), to: "big.zip")
    let source = folder.url.appendingPathComponent("big.zip")
    let result = await Self.fetch(source, maxBytes: 2 * Self.megabyte, in: folder)
    #expect(result.error == .tooLarge(maxBytes: 2 * Self.megabyte))
    #expect((result.size ?? 0) <= 2 * Self.megabyte)
    let whole = await Self.fetch(source, maxBytes: 3 * Self.megabyte, in: folder)
    #expect(whole.error == nil && whole.size == 3 * Self.megabyte)
  }

  /// After a redirect the signature and the package come from beside the index as served:
  /// the original server has neither.
  @Test func anInstallFollowsTheIndexsRedirectForItsSignatureAndPackage() async throws {
    var published = try TestServer()
    try published.publish(version: "1.0.0")
    let target = try LoopbackFileServer(serving: published.folder.url)
    defer { target.stop() }
    let server = try MisbehavingServer(["/index.json": .redirect(target.url("index.json"))])
    let root = try TemporaryFolder("themepack-client-root")
    let outcome = try await InstallTests.installer(root).install(
      indexURL: server.url("/index.json"), theme: "blue")
    #expect(outcome.version == "1.0.0" && outcome.changed)
    #expect(server.requested == ["/index.json"])
    #expect(target.requests == ["200 /index.json", "200 /index.json.sig", "200 /app-blue-1.0.0.zip"])
  }

  @Test func anUnreachableSignatureIsAFetchFailureNotAnUnsignedIndex() async throws {
    var published = try TestServer()
    try published.publish(version: "1.0.0")
    let index = try [UInt8](Data(contentsOf: published.indexURL))
    let server = try MisbehavingServer(["/index.json": .bytes(index), "/index.json.sig": .status(503)])
    let root = try TemporaryFolder("themepack-client-root")
    let error = await #expect(throws: ThemeInstallError.self) {
      try await InstallTests.installer(root).install(indexURL: server.url("/index.json"), theme: "blue")
    }
    #expect(error?.kind == .fetchFailed)
    #expect(
      error?.message
        == "cannot fetch the index signature '\(server.url("/index.json.sig").absoluteString)': "
        + "the server answers HTTP 503")
  }
}

/// Set once by a task when it ends; read by the test waiting on it.
private final class FinishedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set() { lock.withLock { value = true } }
}

/// A progress callback whose first call blocks until `release()` (or `holdFor` seconds).
private final class BlockingCallback: @unchecked Sendable {
  private let lock = NSLock()
  private let gate = DispatchSemaphore(value: 0)
  private let holdFor: Double
  private var calls = 0

  init(holdFor seconds: Double) { holdFor = seconds }

  var entered: Bool { lock.withLock { calls > 0 } }

  @Sendable func called(_ bytes: Int) {
    let first = lock.withLock {
      calls += 1
      return calls == 1
    }
    if first { _ = gate.wait(timeout: .now() + holdFor) }
  }

  func release() { gate.signal() }
}
