#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A program of ours started with one end of a socket pair as its standard input and output
/// (the SVG cage, `themepack-svg`): requests go out and answers come back on `connection`,
/// whose sends never raise `SIGPIPE`. Its standard error is this process's.
///
/// `stop()` kills and reaps it; the owner calls it exactly once (a helper whose socket
/// closes ends by itself, but is then left unreaped until this process exits).
package final class HelperProcess: @unchecked Sendable {
  /// This end of the socket pair.
  package let connection: SocketConnection
  /// The program's process id.
  package let processID: Int32

  /// Starts `path` with `arguments` and this process's environment. The corresponding C
  /// functions are `socketpair` and `posix_spawn`.
  package init(path: String, arguments: [String] = []) throws(SystemCallError) {
    var pair: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, CLibrary.streamSocketType, 0, &pair) == 0 else { throw .current }
    pair.forEach(CLibrary.protect)
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil  // an opaque pointer there
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
    posix_spawn_file_actions_adddup2(&actions, pair[1], 1)
    var pid: pid_t = 0
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    #if canImport(Darwin)
      // Darwin's module declares no `environ` for Swift; <crt_externs.h> hands it out.
      let environment = _NSGetEnviron().pointee
    #else
      let environment = environ
    #endif
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environment)
    _ = close(pair[1])
    guard spawned == 0 else {
      _ = close(pair[0])
      throw SystemCallError(code: spawned)
    }
    connection = SocketConnection(rawValue: pair[0])
    processID = pid
  }

  /// Reads exactly `count` bytes, waiting at most until `deadline` in all; nil when the
  /// program closed its side or the deadline passed first.
  package func read(count: Int, until deadline: ContinuousClock.Instant) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      let left = (deadline - ContinuousClock.now) / .milliseconds(1)
      guard left > 0 else { return nil }
      switch connection.wait(timeoutMilliseconds: Int32(min(left.rounded(.up), 1000))) {
      case .timedOut: continue
      case .closed: return nil
      case .readable:
        guard let chunk = try? connection.read(maximum: min(count - bytes.count, 1 << 20)), !chunk.isEmpty
        else { return nil }
        bytes += chunk
      }
    }
    return bytes
  }

  /// Closes this end, so the program reads the end of its input and exits, and waits for it
  /// (its time then counts in this process's children's, as `time` reports it).
  /// The corresponding C functions are `close` and `waitpid`.
  package func finish() {
    connection.close()
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
  }

  /// Kills the program (`SIGKILL`), waits for it and closes this end. The corresponding C
  /// functions are `kill` and `waitpid`.
  package func stop() {
    _ = kill(processID, SIGKILL)
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
    connection.close()
  }
}
