import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shared by the test targets. A minimal HTTP/1.1 client over a raw loopback socket, for
/// servers under test: it sends the request target exactly as given (`/../x`, `/%2e%2e/x`,
/// which URLSession would tidy away), any method and `Host`, and reads the response to the
/// end (`Connection: close`) or, for an event stream, event by event.
public final class LoopbackHTTPClient: @unchecked Sendable {
  /// A response read to its end.
  public struct Response: Sendable {
    public var status: Int
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: [UInt8]
    public var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// One server-sent event.
  public struct Event: Sendable, Equatable {
    public var name: String
    public var data: String
  }

  private let socket: Int32
  private var buffer: [UInt8] = []

  /// Connects to `127.0.0.1:port` and sends `method target` with `host` (default
  /// `127.0.0.1:port`) and `headers`; reads wait at most `timeout` seconds each (an event
  /// stream reader passes 1 and waits for its own deadline).
  public convenience init(
    port: Int, target: String, method: String = "GET", host: String? = nil,
    headers: [(String, String)] = [], timeout: Int = 30
  ) throws {
    var request = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
    for (name, value) in headers { request += "\(name): \(value)\r\n" }
    try self.init(port: port, sending: Array((request + "\r\n").utf8), timeout: timeout)
  }

  /// Connects to `127.0.0.1:port` and sends `request` as it is (a hostile or partial head);
  /// `receiveBuffer` bytes, when given, make the socket's receive buffer small.
  public init(port: Int, sending request: [UInt8], timeout: Int = 30, receiveBuffer: Int32? = nil) throws {
    socket = TestSockets.stream()
    guard socket >= 0 else { throw Self.failure("socket") }
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    if var size = receiveBuffer {
      setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
    var address = TestSockets.loopback(port: port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw Self.failure("connect to 127.0.0.1:\(port)")
    }
    guard
      request.isEmpty
        || request.withUnsafeBytes({ TestSockets.send(socket, $0.baseAddress!, $0.count) })
          == request.count
    else {
      close(socket)
      throw Self.failure("send")
    }
  }

  deinit { close(socket) }

  /// `method target` on `127.0.0.1:port`, read to the end.
  public static func fetch(
    port: Int, _ target: String, method: String = "GET", host: String? = nil,
    headers: [(String, String)] = []
  ) throws -> Response {
    try LoopbackHTTPClient(port: port, target: target, method: method, host: host, headers: headers)
      .response()
  }

  /// The whole response (the server closes the connection after it).
  public func response() throws -> Response {
    while receive() {}
    let head = try self.head()
    return Response(status: head.status, headers: head.headers, body: buffer)
  }

  /// The status and headers, read as far as the blank line; the body stays in the buffer.
  public func head() throws -> (status: Int, headers: [String: String]) {
    let end = Array("\r\n\r\n".utf8)
    while buffer.firstRange(of: end) == nil {
      guard receive() else { throw Self.failure("the response ended before its head") }
    }
    let range = buffer.firstRange(of: end)!
    let lines = String(decoding: buffer[..<range.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    buffer.removeSubrange(..<range.upperBound)
    let fields = lines[0].split(separator: " ")
    guard fields.count >= 2, let status = Int(fields[1]) else {
      throw Self.failure("status line '\(lines[0])'")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    return (status, headers)
  }

  /// The next server-sent event (after `head()`), or nil when the stream ended or `deadline`
  /// passed. Comments and `retry:` lines are skipped.
  public func nextEvent(before deadline: Date) -> Event? {
    let separator = Array("\n\n".utf8)
    while Date() < deadline {
      if let range = buffer.firstRange(of: separator) {
        let block = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
        buffer.removeSubrange(..<range.upperBound)
        var name = "message"
        var data: [String] = []
        for line in block.split(separator: "\n") {
          if line.hasPrefix("event:") { name = line.dropFirst(6).trimmingCharacters(in: .whitespaces) }
          if line.hasPrefix("data:") { data.append(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) }
        }
        if !data.isEmpty { return Event(name: name, data: data.joined(separator: "\n")) }
        continue
      }
      let count = receiveCount()
      if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { return nil }
    }
    return nil
  }

  /// Reads what arrives into the buffer; false at the end of the stream or on a timeout.
  private func receive() -> Bool {
    receiveCount() > 0
  }

  /// Reads what arrives into the buffer: the count, 0 at the end, -1 on a timeout or error.
  private func receiveCount() -> Int {
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress!, $0.count, 0) }
    if count > 0 { buffer += chunk[..<count] }
    return count
  }

  private static func failure(_ what: String) -> Error {
    NSError(
      domain: "LoopbackHTTPClient", code: Int(errno),
      userInfo: [NSLocalizedDescriptionKey: "\(what): \(String(cString: strerror(errno)))"])
  }
}
