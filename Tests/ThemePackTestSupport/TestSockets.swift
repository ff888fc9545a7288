#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The socket calls the tests' loopback servers and client make, with each platform's
/// spelling beside the other: Linux takes close-on-exec and no-`SIGPIPE` as flags
/// (`SOCK_CLOEXEC`, `MSG_NOSIGNAL`), Darwin as descriptor settings (`FD_CLOEXEC`,
/// `SO_NOSIGPIPE`). The C names are qualified because the types using them have methods of
/// the same names.
package enum TestSockets {
  /// A new IPv4 stream socket, close-on-exec, whose sends never raise `SIGPIPE`; -1 on failure.
  package static func stream() -> Int32 {
    #if canImport(Glibc)
      return Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
      guard descriptor >= 0 else { return descriptor }
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      var one: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
      return descriptor
    #endif
  }

  /// `127.0.0.1:port` as a C socket address.
  package static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
      address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = UInt32(INADDR_LOOPBACK).bigEndian
    return address
  }

  /// Sends without raising `SIGPIPE` (`MSG_NOSIGNAL` on Linux; the socket's `SO_NOSIGPIPE`
  /// on Darwin); the count sent or -1.
  package static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, flags: Int32 = 0)
    -> Int
  {
    #if canImport(Glibc)
      Glibc.send(descriptor, bytes, count, flags | Int32(MSG_NOSIGNAL))
    #else
      Darwin.send(descriptor, bytes, count, flags)
    #endif
  }

  package static func listen(_ descriptor: Int32, backlog: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.listen(descriptor, backlog)
    #else
      Darwin.listen(descriptor, backlog)
    #endif
  }

  package static func accept(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.accept(descriptor, nil, nil)
    #else
      Darwin.accept(descriptor, nil, nil)
    #endif
  }

  package static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }
}
