#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The signals that ask a long-running command to stop (`SIGINT` from Ctrl-C, `SIGTERM` from
/// `kill` or a service manager), taken as data instead of ending the process.
///
/// `block()` on the main thread, before any other thread is started, keeps both from being
/// delivered to any thread (threads inherit the mask); `wait(timeoutMilliseconds:)` then
/// takes one that is pending. Nothing runs in a signal handler.
package enum StopSignals {
  /// Which stop signal came.
  package enum Signal: Sendable, Equatable {
    case interrupt
    case terminate

    /// Its name, as `kill -l` spells it.
    package var name: String { self == .interrupt ? "SIGINT" : "SIGTERM" }
  }

  /// Blocks `SIGINT` and `SIGTERM` in the calling thread and every thread it starts
  /// afterwards. The corresponding C function is `pthread_sigmask` (with `SIG_BLOCK`).
  package static func block() {
    var set = signals()
    _ = pthread_sigmask(SIG_BLOCK, &set, nil)
  }

  /// Waits up to `timeoutMilliseconds` for a blocked `SIGINT` or `SIGTERM` and takes it;
  /// nil when none came. The corresponding C function is `sigtimedwait`; Darwin has none, so
  /// there it looks at the pending signals (`sigpending`) every 10 ms and takes one that
  /// came with `sigwait`, which then returns at once.
  package static func wait(timeoutMilliseconds: Int) -> Signal? {
    var set = signals()
    #if os(Linux)
      var information = siginfo_t()
      var timeout = timespec(
        tv_sec: timeoutMilliseconds / 1000, tv_nsec: (timeoutMilliseconds % 1000) * 1_000_000)
      return signal(numbered: sigtimedwait(&set, &information, &timeout))
    #else
      let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
      while true {
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGINT) == 1 || sigismember(&pending, SIGTERM) == 1 {
          var number: Int32 = 0
          return sigwait(&set, &number) == 0 ? signal(numbered: number) : nil
        }
        guard ContinuousClock.now < deadline else { return nil }
        usleep(10_000)
      }
    #endif
  }

  private static func signal(numbered number: Int32) -> Signal? {
    switch number {
    case SIGINT: return .interrupt
    case SIGTERM: return .terminate
    default: return nil
    }
  }

  private static func signals() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    return set
  }
}
