#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A TCP socket listening on 127.0.0.1 only: the local preview server's front door.
///
/// The address is fixed: nothing here can bind another interface, so a page served through
/// it is reachable from this machine only. The socket is close-on-exec and has
/// `SO_REUSEADDR` (a restarted server gets its port back at once). The owner calls `close()`
/// once, after the last `accept`; `deinit` closes a listener that was never closed.
package final class LoopbackListener: @unchecked Sendable {
  /// The dotted address every listener binds: the loopback interface.
  package static let address = "127.0.0.1"

  /// The descriptor; -1 once closed.
  private let descriptor: Int32
  private var isClosed = false

  /// The port it listens on (the one the system chose when 0 was asked for).
  package let port: Int

  /// Listens on `127.0.0.1:port`; `port` 0 asks the system for a free one.
  /// The corresponding C functions are `socket`, `setsockopt` (`SO_REUSEADDR`), `bind`,
  /// `listen` and `getsockname`.
  package init(port: Int, backlog: Int32 = 64) throws(SystemCallError) {
    guard (0...65535).contains(port) else { throw SystemCallError(code: EINVAL) }
    let raw = socket(AF_INET, CLibrary.streamSocketType, 0)
    guard raw >= 0 else { throw .current }
    CLibrary.protect(raw)
    var one: Int32 = 1
    var address = Self.loopback(port: port)
    let bound =
      setsockopt(raw, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size)) == 0
      && withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(raw, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
      && listen(raw, backlog) == 0
    var chosen = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named =
      bound
      && withUnsafeMutablePointer(to: &chosen) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(raw, $0, &length) == 0 }
      }
    guard named else {
      let error = SystemCallError.current
      CLibrary.close(raw)
      throw error
    }
    descriptor = raw
    self.port = Int(UInt16(bigEndian: chosen.sin_port))
  }

  deinit {
    if !isClosed { CLibrary.close(descriptor) }
  }

  /// Waits up to `timeoutMilliseconds` for a connection and accepts it (close-on-exec); nil
  /// when none came in time, so a serving thread can look up between waits whether to stop.
  /// The corresponding C functions are `poll`, `accept` and `fcntl` (`FD_CLOEXEC`).
  package func accept(timeoutMilliseconds: Int32) throws(SystemCallError) -> SocketConnection? {
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let count = poll(&ready, 1, timeoutMilliseconds)
    if count < 0 {
      let error = SystemCallError.current
      if error.isInterrupted { return nil }
      throw error
    }
    guard count > 0 else { return nil }
    let client = CLibrary.accept(descriptor)
    guard client >= 0 else {
      let error = SystemCallError.current
      // The peer gave up between poll and accept, or a signal came: nothing to accept.
      if error.isInterrupted || [EAGAIN, ECONNABORTED, EPROTO].contains(error.code) { return nil }
      throw error
    }
    CLibrary.protect(client)
    return SocketConnection(rawValue: client)
  }

  /// Stops listening; connections already accepted stay open. Safe to call twice.
  /// The corresponding C function is `close`.
  package func close() {
    guard !isClosed else { return }
    isClosed = true
    CLibrary.close(descriptor)
  }

  /// `127.0.0.1:port` as a C socket address.
  private static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = UInt32(INADDR_LOOPBACK).bigEndian
    return address
  }
}
