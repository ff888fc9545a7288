#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

extension FileDescriptor {
  /// Takes an exclusive advisory lock on the open file, waiting while another open file
  /// description holds it (another process, or another open of the same file here). The
  /// lock goes with the descriptor: `close()` releases it, as does the process's end, so a
  /// killed holder leaves no lock behind. The corresponding C function is `flock`.
  package func lockExclusively() throws(SystemCallError) {
    while flock(rawValue, LOCK_EX) != 0 {
      let error = SystemCallError.current
      guard error.isInterrupted else { throw error }
    }
  }
}
