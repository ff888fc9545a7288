#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The C library calls whose spelling differs between glibc and Darwin, written once here
/// with each platform's branch beside the other.
///
/// Two kinds live here: calls the gate's own methods shadow (`close`, `read`, `rename`…: a
/// bare `close(fd)` inside `FileDescriptor` means its own `close()`, so each needs its module's
/// name), and the socket flags Linux takes at creation (`SOCK_CLOEXEC`, `MSG_NOSIGNAL`) that
/// Darwin lacks. Nothing here is Linux-only in behaviour: where Darwin has no flag, the same
/// effect is set on the descriptor (`FD_CLOEXEC`, `SO_NOSIGPIPE`).
enum CLibrary {
  @discardableResult
  static func close(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.close(descriptor)
    #else
      Darwin.close(descriptor)
    #endif
  }

  @discardableResult
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  @discardableResult
  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }

  @discardableResult
  static func open(_ path: String, _ flags: Int32, _ permissions: UInt32) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, flags, mode_t(permissions))
    #else
      Darwin.open(path, flags, mode_t(permissions))
    #endif
  }

  @discardableResult
  static func rename(_ source: String, _ destination: String) -> Int32 {
    #if canImport(Glibc)
      Glibc.rename(source, destination)
    #else
      Darwin.rename(source, destination)
    #endif
  }

  @discardableResult
  static func link(_ existing: String, _ path: String) -> Int32 {
    #if canImport(Glibc)
      Glibc.link(existing, path)
    #else
      Darwin.link(existing, path)
    #endif
  }

  @discardableResult
  static func unlink(_ path: String) -> Int32 {
    #if canImport(Glibc)
      Glibc.unlink(path)
    #else
      Darwin.unlink(path)
    #endif
  }

  @discardableResult
  static func accept(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.accept(descriptor, nil, nil)
    #else
      Darwin.accept(descriptor, nil, nil)
    #endif
  }

  /// `send` that never raises `SIGPIPE` and never waits: `MSG_NOSIGNAL | MSG_DONTWAIT` on
  /// Linux; on Darwin `MSG_DONTWAIT`, the socket having `SO_NOSIGPIPE` from `protect(_:)`.
  @discardableResult
  static func sendWithoutWaiting(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.send(descriptor, buffer, count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
    #else
      Darwin.send(descriptor, buffer, count, MSG_DONTWAIT)
    #endif
  }

  /// The socket type of a close-on-exec stream socket: Linux sets close-on-exec in the
  /// same call (`SOCK_CLOEXEC`); Darwin's `protect(_:)` sets it just after.
  static var streamSocketType: Int32 {
    #if canImport(Glibc)
      Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      SOCK_STREAM
    #endif
  }

  /// Makes a new socket close-on-exec and, on Darwin, free of `SIGPIPE` for every send
  /// (`SO_NOSIGPIPE`; Linux asks per send with `MSG_NOSIGNAL`). Call on every socket this
  /// gate creates or accepts, before it is used.
  static func protect(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    #if canImport(Darwin)
      var one: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }
}
