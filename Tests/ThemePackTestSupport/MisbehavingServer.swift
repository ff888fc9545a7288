import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shared by the test targets. An HTTP/1.1 server on 127.0.0.1 that answers each path the way
/// a broken or hostile server would, so the fetcher's caps and deadlines meet real sockets:
/// a body far over the cap (with or without `Content-Length`), a server that accepts and never
/// answers, one that sends a byte at a time, an error status, a redirect. Paths it was not
/// told about get a 404.
///
/// Each connection has its own thread, so a stalled one never holds up the next. Every thread
/// ends when `stop()` is called, when the value dies or after `lifetime` seconds, so a failed
/// test cannot leave it running (the default is long: on a loaded two-core machine a test's
/// task has waited two minutes between its requests, and a server gone by then fails the
/// test with "connection refused"); writes never raise `SIGPIPE` and give up after five seconds
/// without progress.
public final class MisbehavingServer: Sendable {
  /// How one path is answered.
  public enum Behaviour: Sendable {
    /// `200` with exactly these bytes and their `Content-Length`.
    case bytes([UInt8])
    /// `200` with `size` zero bytes; `declared` says whether `Content-Length` is sent (when
    /// not, the body ends when the connection closes, as HTTP/1.0 servers do).
    case zeros(size: Int, declared: Bool)
    /// Reads the request and never answers.
    case stall
    /// `200` declaring `size` bytes, then one byte every `interval` seconds.
    case trickle(size: Int, interval: TimeInterval)
    /// This status with a short text body.
    case status(Int)
    /// `302` to `location`, with a kilobyte-long page as its body.
    case redirect(URL)
    /// These bytes as the whole answer, no status line of ours (HTTP/0.9, garbage, a lone
    /// `100 Continue`), then the connection closed.
    case raw([UInt8])
  }

  /// `http://127.0.0.1:PORT/`.
  public let baseURL: URL
  private let state: State

  /// Starts answering `routes` (paths such as "/index.json"); throws when no loopback port
  /// can be had.
  public init(_ routes: [String: Behaviour], lifetime: TimeInterval = 900) throws {
    let (socket, port) = try Self.listen()
    baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    let state = State(socket: socket, routes: routes, deadline: Date().addingTimeInterval(lifetime))
    self.state = state
    Thread.detachNewThread { state.accept() }
  }

  deinit { stop() }

  /// The URL of `path` ("/index.json") on this server.
  public func url(_ path: String) -> URL {
    URL(string: String(path.drop { $0 == "/" }), relativeTo: baseURL)!.absoluteURL
  }

  /// Body bytes written so far, over all connections.
  public var bodyBytesSent: Int { state.lock.withLock { state.sent } }

  /// The paths requested so far, in order.
  public var requested: [String] { state.lock.withLock { state.requested } }

  /// When the last connection that asked for `path` ended (the client closed it, or the
  /// answer was complete): the server's view of when a fetch gave up, whatever the test's
  /// own task was doing meanwhile.
  public func lastAnswerEnded(_ path: String) -> ContinuousClock.Instant? {
    state.lock.withLock { state.ended[path] }
  }

  /// `lastAnswerEnded(path)`, waiting up to `wait` for it: the server sees a closed
  /// connection within about 20 ms, but its thread may run later than the test that just
  /// saw its fetch end (so reading at once can find nothing yet). Nil when no answer to
  /// `path` ended within the wait.
  public func answerEnded(_ path: String, within wait: Duration = .seconds(10)) async
    -> ContinuousClock.Instant?
  {
    let end = ContinuousClock.now + wait
    while true {
      if let ended = lastAnswerEnded(path) { return ended }
      guard ContinuousClock.now < end else { return nil }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Stops accepting, ends every connection and waits for their threads; safe to call twice.
  public func stop() { state.stop() }

  /// A listening socket on 127.0.0.1 and the port the kernel chose.
  private static func listen() throws -> (Int32, Int) {
    let socket = TestSockets.stream()
    guard socket >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    var address = TestSockets.loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, TestSockets.listen(socket, backlog: 16) == 0 else {
      close(socket)
      throw POSIXError(.init(rawValue: errno) ?? .EIO)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    return (socket, Int(UInt16(bigEndian: address.sin_port)))
  }
}

/// The threads' shared side: the listening socket, the routes and what happened.
private final class State: @unchecked Sendable {
  let socket: Int32
  let routes: [String: MisbehavingServer.Behaviour]
  let deadline: Date
  let lock = NSLock()
  var stopped = false
  var sent = 0
  var requested: [String] = []
  var ended: [String: ContinuousClock.Instant] = [:]
  private let threads = DispatchGroup()

  init(socket: Int32, routes: [String: MisbehavingServer.Behaviour], deadline: Date) {
    self.socket = socket
    self.routes = routes
    self.deadline = deadline
    threads.enter()
  }

  /// True once stopped or past the lifetime.
  var ending: Bool { lock.withLock { stopped } || Date() >= deadline }

  func stop() {
    lock.withLock { stopped = true }
    threads.wait()
  }

  /// Accepts connections until ending, each answered on a thread of its own.
  func accept() {
    defer {
      close(socket)
      threads.leave()
    }
    while !ending {
      var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 50) > 0 else { continue }
      let client = TestSockets.accept(socket)
      guard client >= 0 else { continue }
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      threads.enter()
      Thread.detachNewThread {
        self.answer(client)
        close(client)
        self.threads.leave()
      }
    }
  }

  /// Reads one request head and answers it as its route says.
  private func answer(_ client: Int32) {
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    // A small send buffer, so what it counts as sent is close to what the client read.
    var buffer: Int32 = 256 << 10
    setsockopt(client, SOL_SOCKET, SO_SNDBUF, &buffer, socklen_t(MemoryLayout<Int32>.size))
    guard let path = readRequestPath(client) else { return }
    lock.withLock { requested.append(path) }
    defer { lock.withLock { ended[path] = .now } }
    switch routes[path] ?? .status(404) {
    case .bytes(let bytes):
      guard head(client, "200 OK", length: bytes.count) else { return }
      _ = body(client, bytes)
    case .zeros(let size, let declared):
      guard head(client, "200 OK", length: declared ? size : nil) else { return }
      let chunk = [UInt8](repeating: 0, count: 1 << 16)
      var left = size
      while left > 0, !ending, body(client, Array(chunk.prefix(left))) { left -= min(left, chunk.count) }
    case .stall:
      while !ending, !closedByClient(client) {}
    case .trickle(let size, let interval):
      guard head(client, "200 OK", length: size) else { return }
      for _ in 0..<size {
        guard pause(interval, client), body(client, [0x41]) else { return }
      }
    case .status(let code):
      let text = Array("status \(code)\n".utf8)
      guard head(client, "\(code) Status", length: text.count) else { return }
      _ = body(client, text)
    case .raw(let bytes):
      _ = body(client, bytes)
    case .redirect(let location):
      // A page a kilobyte long, as servers write one for clients that do not follow.
      let page = Array(
        ("<html><body>Moved to \(location.absoluteString)</body></html>\n"
          + String(repeating: " ", count: 1024)).utf8)
      guard head(client, "302 Found", length: page.count, extra: "Location: \(location.absoluteString)\r\n")
      else { return }
      _ = body(client, page)
    }
  }

  /// The path of the request line, once the whole head has arrived.
  private func readRequestPath(_ client: Int32) -> String? {
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while head.count < 65536, !head.suffix(4).elementsEqual("\r\n\r\n".utf8) {
      let count = read(client, &buffer, buffer.count)
      guard count > 0 else { return nil }
      head += buffer[0..<count]
    }
    let line = String(decoding: head.prefix { $0 != 0x0D }, as: UTF8.self).split(separator: " ")
    return line.count >= 2 ? String(line[1]) : nil
  }

  /// Waits `interval` seconds; false when the server is ending or the client has gone.
  private func pause(_ interval: TimeInterval, _ client: Int32) -> Bool {
    let until = Date().addingTimeInterval(interval)
    while Date() < until {
      if ending || closedByClient(client) { return false }
    }
    return !ending
  }

  /// Waits up to 20 ms for the client to close its side; true when it has. Anything else it
  /// sends after the request is read and dropped.
  private func closedByClient(_ client: Int32) -> Bool {
    var ready = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, 20) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = recv(client, &buffer, buffer.count, Int32(MSG_DONTWAIT))
    return count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR)
  }

  private func head(_ client: Int32, _ status: String, length: Int?, extra: String = "") -> Bool {
    let length = length.map { "Content-Length: \($0)\r\n" } ?? ""
    let text = "HTTP/1.1 \(status)\r\n\(length)\(extra)Content-Type: application/octet-stream\r\n"
    return send(client, Array((text + "Connection: close\r\n\r\n").utf8))
  }

  /// Sends body bytes, counting them; false once the client has gone.
  private func body(_ client: Int32, _ bytes: [UInt8]) -> Bool {
    guard send(client, bytes) else { return false }
    lock.withLock { sent += bytes.count }
    return true
  }

  private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
    var done = 0
    while done < bytes.count {
      let count = bytes[done...].withUnsafeBytes {
        TestSockets.send(client, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      done += count
    }
    return true
  }
}
