#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// One accepted TCP connection: a plain value over the C descriptor. Whoever accepted it
/// closes it exactly once (`close()`).
///
/// Every call waits at most the time it is given (`send` in all, not per call), so the
/// thread serving a connection can look up between waits whether the server is stopping.
package struct SocketConnection: Sendable, Hashable {
  /// The C descriptor.
  package let rawValue: Int32

  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// What a wait for the peer found.
  package enum Readiness: Sendable, Equatable {
    /// Bytes (or the peer's end of stream) can be read without waiting.
    case readable
    /// Nothing arrived in time.
    case timedOut
    /// The connection failed or the peer hung up.
    case closed
  }

  /// Waits up to `timeoutMilliseconds` for something to read. The corresponding C function
  /// is `poll`.
  package func wait(timeoutMilliseconds: Int32) -> Readiness {
    var ready = pollfd(fd: rawValue, events: Int16(POLLIN), revents: 0)
    let count = poll(&ready, 1, timeoutMilliseconds)
    if count < 0 { return SystemCallError.current.isInterrupted ? .timedOut : .closed }
    if count == 0 { return .timedOut }
    if ready.revents & Int16(POLLIN) != 0 { return .readable }
    return .closed
  }

  /// Reads what has arrived, at most `maximum` bytes; empty when the peer closed its side.
  /// Call after `wait` said `.readable`, or it blocks. The corresponding C function is `recv`.
  package func read(maximum: Int) throws(SystemCallError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: maximum)
    while true {
      let count = bytes.withUnsafeMutableBytes { recv(rawValue, $0.baseAddress!, $0.count, 0) }
      if count < 0 {
        let error = SystemCallError.current
        if error.isInterrupted { continue }
        throw error
      }
      bytes.removeLast(bytes.count - count)
      return bytes
    }
  }

  /// Sends every byte of `bytes` within `timeoutMilliseconds` in all, continuing after
  /// partial sends and waiting for room between them in waits of at most 100 ms, after each
  /// of which `giveUp` is asked. A peer that reads too slowly (or `giveUp` saying true) is
  /// `ETIMEDOUT`; a peer that went away is an error (`EPIPE`, `ECONNRESET`), never the
  /// `SIGPIPE` that would end the process. The corresponding C functions are `send` (with
  /// `MSG_NOSIGNAL | MSG_DONTWAIT`) and `poll`.
  package func send(
    _ bytes: [UInt8], timeoutMilliseconds: Int = 5000, giveUp: () -> Bool = { false }
  ) throws(SystemCallError) {
    let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { buffer in
        CLibrary.sendWithoutWaiting(rawValue, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if sent >= 0 {
        offset += sent
        continue
      }
      let error = SystemCallError.current
      if error.isInterrupted { continue }
      guard error.code == EAGAIN || error.code == EWOULDBLOCK else { throw error }
      try waitForRoom(until: deadline, giveUp: giveUp)
    }
  }

  /// Waits until the peer has room for more bytes, at most 100 ms and not past `deadline`;
  /// `ETIMEDOUT` once the deadline passed or `giveUp` says true.
  private func waitForRoom(
    until deadline: ContinuousClock.Instant, giveUp: () -> Bool
  ) throws(SystemCallError) {
    let left = (deadline - ContinuousClock.now) / .milliseconds(1)
    guard left > 0, !giveUp() else { throw SystemCallError(code: ETIMEDOUT) }
    var ready = pollfd(fd: rawValue, events: Int16(POLLOUT), revents: 0)
    // Errors and hang-ups are left for the next `send` to report.
    if poll(&ready, 1, Int32(min(left.rounded(.up), 100))) < 0 {
      let error = SystemCallError.current
      if !error.isInterrupted { throw error }
    }
  }

  /// Closes the connection; it must not be used afterwards. The corresponding C function
  /// is `close`.
  package func close() {
    _ = CLibrary.close(rawValue)
  }
}
