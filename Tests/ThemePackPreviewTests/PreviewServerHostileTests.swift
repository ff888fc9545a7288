import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackPreview

/// `PreviewServer` against what a page elsewhere or a misbehaving client sends: cross-site
/// requests for `/try` and `/events`, heads too long, too slow or without a path, more
/// connections than it serves, and a client that never reads.
@Suite("Preview server: cross-site requests, hostile heads, slow readers")
struct PreviewServerHostileTests {
  /// A server on a copy of the sample; `configure` runs before it starts.
  static func started(
    _ sample: ServedSample, configure: (PreviewServer) -> Void = { _ in }
  ) throws -> PreviewServer {
    let server = try PreviewServer(options: sample.options, port: 0) { _ in }
    configure(server)
    server.start()
    return server
  }

  /// The headers of one row, with `PORT` standing for the server's port.
  static let crossSiteRows: [(headers: [(String, String)], refused: Bool)] = [
    ([], false),
    ([("Sec-Fetch-Site", "same-origin")], false),
    ([("Sec-Fetch-Site", "none")], false),
    ([("Sec-Fetch-Site", "same-origin"), ("Origin", "http://127.0.0.1:PORT")], false),
    ([("Origin", "http://localhost:PORT")], false),
    ([("Sec-Fetch-Site", "cross-site")], true),
    ([("sec-fetch-site", "Cross-Site")], true),
    ([("Sec-Fetch-Site", "same-site")], true),
    ([("Origin", "https://attacker.example")], true),
    ([("Origin", "http://127.0.0.1:1")], true),
    ([("Origin", "null")], true),
    ([("Sec-Fetch-Site", "same-origin"), ("Origin", "http://attacker.example")], true),
  ]

  /// `/try` and `/events` are refused (403) when the browser says another site asked; the
  /// page's own requests (same origin, or no such headers) pass, and the page itself is
  /// served to anyone on loopback.
  @Test func crossSiteRequestsForTryAndEventsAreRefused() throws {
    let sample = try ServedSample()
    let server = try Self.started(sample)
    defer { server.stop() }
    for (row, refused) in Self.crossSiteRows {
      let headers = row.map { ($0.0, $0.1.replacingOccurrences(of: "PORT", with: "\(server.port)")) }
      let tried = try LoopbackHTTPClient.fetch(
        port: server.port, "/try?theme=nope&color=%23000000", headers: headers)
      #expect(tried.status == (refused ? 403 : 404), "/try with \(headers)")
      let stream = try LoopbackHTTPClient(port: server.port, target: "/events", headers: headers, timeout: 5)
      #expect(try stream.head().status == (refused ? 403 : 200), "/events with \(headers)")
      let page = try LoopbackHTTPClient.fetch(port: server.port, "/", headers: headers)
      #expect(page.status == 200, "/ with \(headers)")
    }
  }

  /// A head longer than the limit is 431, one that never ends is 408 once its time is up,
  /// and a request line without a path is 400.
  @Test func hostileHeadsAreRefused() throws {
    let sample = try ServedSample()
    let server = try Self.started(sample) { $0.headSeconds = 0.5 }
    defer { server.stop() }
    let long =
      "GET / HTTP/1.1\r\nX-Padding: " + String(repeating: "a", count: PreviewRequest.maximumHeadBytes)
    let oversized = try LoopbackHTTPClient(port: server.port, sending: Array(long.utf8), timeout: 10)
    #expect(try oversized.response().status == 431)

    let started = Date()
    let unfinished = try LoopbackHTTPClient(
      port: server.port, sending: Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8), timeout: 10)
    #expect(try unfinished.response().status == 408)
    #expect(Date().timeIntervalSince(started) < 5, "the head's deadline was half a second")

    for line in ["GET HTTP/1.1", "GET  HTTP/1.1", "GET ?theme=blue HTTP/1.1", "GET * HTTP/1.1"] {
      let head = line + "\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n"
      let client = try LoopbackHTTPClient(port: server.port, sending: Array(head.utf8), timeout: 10)
      #expect(try client.response().status == 400, "\(line)")
    }
  }

  /// Beyond the cap of connections, a request is answered 503 at once.
  @Test func connectionsBeyondTheCapAreAnswered503() throws {
    let sample = try ServedSample()
    let server = try Self.started(sample) { $0.maximumConnections = 1 }
    defer { server.stop() }
    let stream = try LoopbackHTTPClient(port: server.port, target: "/events", timeout: 5)
    #expect(try stream.head().status == 200)
    let refused = try LoopbackHTTPClient.fetch(port: server.port, "/")
    #expect(refused.status == 503)
    #expect(refused.text == "too many connections\n")
  }

  /// A client that asks for a large file and never reads does not hold its thread: `stop()`
  /// ends every thread within its wait.
  @Test func aClientThatNeverReadsDoesNotHoldStop() throws {
    let sample = try ServedSample()
    let server = try Self.started(sample)
    try Data(count: 32 << 20).write(to: URL(fileURLWithPath: sample.output + "/preview/large.bin"))
    let head = "GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n"
    let client = try LoopbackHTTPClient(
      port: server.port, sending: Array(head.utf8), timeout: 10, receiveBuffer: 4096)
    let stream = try LoopbackHTTPClient(port: server.port, target: "/events", timeout: 1)
    _ = try stream.head()
    Thread.sleep(forTimeInterval: 0.5)
    #expect(server.stop(waitingAtMost: 2), "a thread was still sending to the client that never reads")
    withExtendedLifetime(client) {}
  }
}
