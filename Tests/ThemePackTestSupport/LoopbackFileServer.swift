import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shared by the test targets. A small HTTP/1.1 server on 127.0.0.1 that serves the files
/// of one folder to `GET` requests, as an app's theme server would: the journey tests
/// install over it with the real `URLSession` fetcher.
///
/// It answers `Range: bytes=a-b` as `range` says (honestly by default: `206`, `Content-Range`,
/// an `ETag` of the content, `If-Range` honoured), so the client's range install can meet
/// every kind of server.
///
/// It binds an ephemeral port on the loopback address only, answers one request per
/// connection (`Connection: close`), 404 for anything outside the folder or missing, and
/// stops by itself after `lifetime` seconds (long, as a loaded machine may hold a test's task
/// for minutes), when `stop()` is called or when the value
/// dies, so a failed test cannot leave it running.
public final class LoopbackFileServer: Sendable {
  /// `http://127.0.0.1:PORT/`.
  public let baseURL: URL
  private let listener: Listener

  /// How a `Range` request is answered.
  public enum RangeMode: Sendable {
    /// `206` with the part asked for, `Content-Range` and the content's `ETag`.
    case honest
    /// `200` with the whole file, as a server without range support answers.
    case ignored
    /// `206` naming a file one byte longer than it is.
    case lyingTotal
    /// `206` with a part one byte shorter than its `Content-Range` says.
    case shortPart
    /// `206` with one byte more than the part asked for.
    case longPart
    /// `206` with the part one byte later than the one asked for.
    case otherPart
    /// `206` with the part asked for, `If-Range` ignored (the part may come from a file that
    /// changed); its `ETag` is still the content's.
    case ignoresIfRange
  }

  /// Starts serving `root`; throws when no loopback port can be had. Requests with `Range`
  /// are answered as `range` says; every answer with a file carries its `ETag` unless
  /// `etags` is false (weak, `W/"…"`, when `weakETags`); after `changeAfter` answers for a
  /// `.zip` (whole, cut or in parts), `.zip` files are served from `changesTo` instead (a
  /// publisher replacing the package between two requests of one install). The first `cuts`
  /// requests for a whole `.zip` get its full length declared but only its first half (a
  /// connection lost part way), logged as "cut /path". With `pace`, the body of a whole
  /// `.zip` is sent at about that many bytes a second (a slow network a test can kill a
  /// download on).
  public init(
    serving root: URL, lifetime: TimeInterval = 900, range: RangeMode = .honest, etags: Bool = true,
    weakETags: Bool = false, changesTo: URL? = nil, changeAfter: Int = 1, cuts: Int = 0, pace: Int? = nil
  ) throws {
    let (socket, port) = try Listener.listen()
    baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    let listener = Listener(
      socket: socket, root: root.standardizedFileURL,
      ranges: RangeAnswers(
        mode: range, etags: etags, weakETags: weakETags, changesTo: changesTo?.standardizedFileURL,
        after: changeAfter))
    listener.cutsLeft = cuts
    listener.pace = pace
    self.listener = listener
    let deadline = Date().addingTimeInterval(lifetime)
    Thread.detachNewThread { listener.serve(until: deadline) }
  }

  deinit { stop() }

  /// The strong `ETag` this server sends for a file of `bytes`.
  public static func etag(of bytes: [UInt8]) -> String { RangeAnswers.etag(bytes) }

  /// The URL of `relative` on this server.
  public func url(_ relative: String) -> URL { baseURL.appendingPathComponent(relative) }

  /// The requests answered so far, in order, each as its status and path ("200 /index.json",
  /// "206 /blue.zip 100-199").
  public var requests: [String] { listener.lock.withLock { listener.answered } }

  /// Stops accepting and waits for the serving thread to end; safe to call twice.
  public func stop() { listener.stop() }
}

/// The serving thread's side: the socket, the folder and what was answered.
private final class Listener: @unchecked Sendable {
  let socket: Int32
  let root: URL
  let ranges: RangeAnswers
  /// Requests for a `.zip` answered so far (`ranges.changesTo` is served after `ranges.after`).
  var zipsAnswered = 0
  /// Whole `.zip` downloads still to cut short.
  var cutsLeft = 0
  /// Bytes a second of a whole `.zip`'s body, when paced.
  var pace: Int?
  let lock = NSLock()
  var stopped = false
  var answered: [String] = []
  private let done = DispatchSemaphore(value: 0)

  init(socket: Int32, root: URL, ranges: RangeAnswers) {
    self.socket = socket
    self.root = root
    self.ranges = ranges
  }

  func stop() {
    let running = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    if running { done.wait() }
  }

  /// Accepts and answers connections one at a time until stopped or past `deadline`.
  func serve(until deadline: Date) {
    defer {
      close(socket)
      done.signal()
    }
    while !lock.withLock({ stopped }), Date() < deadline {
      var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 50) > 0 else { continue }
      let client = accept(socket, nil, nil)
      guard client >= 0 else { continue }
      answer(client)
      close(client)
    }
    lock.withLock { stopped = true }
  }

  /// Reads one request head and writes the response.
  private func answer(_ client: Int32) {
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var head: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while head.count < 65536, !head.suffix(4).elementsEqual("\r\n\r\n".utf8) {
      let count = read(client, &buffer, buffer.count)
      guard count > 0 else { return }
      head += buffer[0..<count]
    }
    let line = String(decoding: head.prefix { $0 != 0x0D }, as: UTF8.self).split(separator: " ")
    let path = line.count >= 2 ? String(line[1]) : "/"
    let fields = RangeAnswers.fields(head)
    let zip = path.hasSuffix(".zip")
    let folder = lock.withLock {
      defer { if zip { zipsAnswered += 1 } }
      return ranges.changesTo.map { zip && zipsAnswered >= ranges.after ? $0 : root } ?? root
    }
    let body = line.first == "GET" ? file(at: path, in: folder) : nil
    if let body, let asked = fields["range"],
      let answer = ranges.answer(asked, ifRange: fields["if-range"], body: body)
    {
      lock.withLock { answered.append("\(answer.status) \(path) \(asked.dropFirst(6))") }
      write(all: answer.bytes, to: client)
      return
    }
    let cut = lock.withLock {
      guard let body, fields["range"] == nil, path.hasSuffix(".zip"), cutsLeft > 0 else { return false }
      cutsLeft -= 1
      return body.count > 1
    }
    lock.withLock { answered.append("\(cut ? "cut" : body == nil ? "404" : "200") \(path)") }
    if cut, let body {
      let header =
        "HTTP/1.1 200 OK\r\nContent-Length: \(body.count)\r\n\(ranges.etagField(body))Connection: close\r\n\r\n"
      write(all: Array(header.utf8) + body.prefix(body.count / 2), to: client)
      return
    }
    let status = body == nil ? "404 Not Found" : "200 OK"
    let bytes = body ?? Array("not found\n".utf8)
    let header =
      "HTTP/1.1 \(status)\r\nContent-Length: \(bytes.count)\r\n\(body.map(ranges.etagField) ?? "")"
      + "Content-Type: application/octet-stream\r\nConnection: close\r\n\r\n"
    guard let pace, body != nil, path.hasSuffix(".zip") else {
      write(all: Array(header.utf8) + bytes, to: client)
      return
    }
    write(all: Array(header.utf8), to: client)
    // A twentieth of a second's bytes at a time; a reader that went away ends it.
    let step = max(1, pace / 20)
    for start in stride(from: 0, to: bytes.count, by: step) {
      guard write(all: Array(bytes[start..<min(bytes.count, start + step)]), to: client) else { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  /// The bytes of the regular file `path` names inside the root, or nil.
  private func file(at path: String, in root: URL) -> [UInt8]? {
    let relative = (path.removingPercentEncoding ?? path).drop { $0 == "/" }
    let target = root.appendingPathComponent(String(relative)).standardizedFileURL
    guard !relative.isEmpty, target.path.hasPrefix(root.path + "/"),
      let data = FileManager.default.contents(atPath: target.path)
    else { return nil }
    return [UInt8](data)
  }

  /// Sends `bytes`; false when the connection failed first.
  @discardableResult
  private func write(all bytes: [UInt8], to client: Int32) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { TestSockets.send(client, $0.baseAddress, $0.count) }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// A listening socket on 127.0.0.1 and the port the kernel chose.
  static func listen() throws -> (Int32, Int) {
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
